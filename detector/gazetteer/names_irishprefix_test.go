package gazetteer

import "testing"

func TestGazetteerTheOApostropheBeforeASurnameIsPartOfTheName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"o' before a firm's surname in small letters is part of the firm", detectCase{"i'm having a call with o'donnell llc at 3", []string{org + "o'donnell llc"}}},
		{"O' before a hyphenated surname is part of the name", detectCase{"billing sync finished for tenant O'Neill-Ross", []string{per + "O'Neill-Ross"}}},
		{"O' inside a full name stays inside it", detectCase{"I met Conan O'Brien yesterday.", []string{per + "Conan O'Brien"}}},
		// Text that must stay as it is.
		{"o'clock stays untouched", detectCase{"see you at 5 o'clock", nil}},
	})
}
