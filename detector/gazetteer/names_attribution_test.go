package gazetteer

import "testing"

func TestGazetteerTheSpeakerOfAQuoteIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list before a verb of speech after a quote", detectCase{`"The numbers look fine," Wildschut told reporters.`, []string{per + "Wildschut"}}},
		{"a surname that is a common word before a verb of speech after a quote", detectCase{`"The numbers look fine," Stone told reporters.`, []string{per + "Stone"}}},
		{"a particle and a word in no list before a verb of speech", detectCase{`"We ship on Monday," le Gallen said.`, []string{per + "le Gallen"}}},
		{"a hyphenated name after says that follows a quote", detectCase{`"I'm glad to hear that," says Hauta-aho.`, []string{per + "Hauta-aho"}}},
		{"a capitalised particle and a surname after says", detectCase{`"I'm glad to hear that," says Du Cane.`, []string{per + "Du Cane"}}},
		{"a name after a question's quote and said", detectCase{`"Why now?" asked Oduya.`, []string{per + "Oduya"}}},
		{"a French name after the verb of a quote", detectCase{`« Nous livrons lundi », a déclaré Baudry.`, []string{per + "Baudry"}}},
		{"a German name after the verb of a quote", detectCase{`„Wir liefern am Montag“, sagte Draaisma.`, []string{per + "Draaisma"}}},
		{"a Spanish name before the verb of a quote", detectCase{`"Llegará el lunes", dijo Tormo.`, []string{per + "Tormo"}}},
		// Text that must stay untouched.
		{"a common word before a verb of speech after a quote", detectCase{`"The build is green," Support said.`, nil}},
		{"an article after the verb of a quote", detectCase{`"The build is green," said the spokesman.`, nil}},
		{"a pronoun before the verb of a quote", detectCase{`"The build is green," she said.`, nil}},
		{"a quoted label and a capitalised word", detectCase{`Click "Save," Then said nothing.`, nil}},
		{"a quote without a mark before it", detectCase{`Set "Retries" Twice said the manual.`, nil}},
	})
}
