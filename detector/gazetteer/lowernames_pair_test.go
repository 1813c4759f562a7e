package gazetteer

import "testing"

func TestGazetteerTwoKnownNameWordsInLowerCaseTextAreAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a rare word before a surname that is also a first name", detectCase{"the invoice lists jasmine davidson as the buyer", []string{per + "jasmine davidson"}}},
		{"a first name of no list of words before a surname among the commonest words", detectCase{"any update on brett young", []string{per + "brett young"}}},
		{"a first name among the commonest words before a surname that is no word", detectCase{"booking under mark moore, 2 people", []string{per + "mark moore"}}},
		{"two rare words, the second a surname", detectCase{"fyi veronica dalton left the company", []string{per + "veronica dalton"}}},
		{"in French text", detectCase{"je crois que charlie fletcher a déjà corrigé", []string{per + "charlie fletcher"}}},
		// Not names.
		{"two of the commonest words", detectCase{"may day parade starts at noon", nil}},
		{"a common first name before a common surname", detectCase{"the rose garden is closed for repairs", nil}},
		{"a plural is a noun", detectCase{"bill gates to the field are locked at night", nil}},
		{"a colour after a word of the rarer levels", detectCase{"sandy brown hair and blue eyes", nil}},
		{"a noun after a first name that is a word", detectCase{"jasmine tea was great", nil}},
		{"after an article", detectCase{"the frank discussion helped a lot", nil}},
		{"a verb before an object", detectCase{"we should sue them for breach", nil}},
		{"an auxiliary", detectCase{"i hope will smith the metal later", nil}},
		{"a text with capitals", detectCase{"Ask about the invoice, it lists jasmine davidson", nil}},
	})
}
