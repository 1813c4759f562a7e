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

func TestGazetteerAnIrishSurnameAfterAHyphenedSurnameCompletesTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and O'Brien opening a sentence are a firm", detectCase{"Hayes-O'Brien announced a merger.", []string{org + "Hayes-O'Brien"}}},
		{"a surname and O'Connor after a key are a firm", detectCase{"Account: Bruce-O'Connor. Issue: refund not processed.", []string{org + "Bruce-O'Connor"}}},
		{"a surname and O'Brien after a cue are a firm", detectCase{"I work at Hayes-O'Brien.", []string{org + "Hayes-O'Brien"}}},
		{"a surname and o'neill in small letters after a cue are a firm", detectCase{"the guys at butler-o'neill are slow to answer", []string{org + "butler-o'neill"}}},
		{"a surname and o'brien in small letters after work at are a firm", detectCase{"i work at hayes-o'brien", []string{org + "hayes-o'brien"}}},
		// Text that must stay as it is.
		{"a first name before the hyphened surnames keeps a person", detectCase{"I met Mary Hayes-O'Brien yesterday.", []string{per + "Mary Hayes-O'Brien"}}},
		{"a word of prose before o' stays untouched", detectCase{"a jack-o'-lantern on the porch", nil}},
	})
}
