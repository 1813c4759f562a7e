package gazetteer

import "testing"

func TestGazetteerShortEnglishSentencesNameTheirFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after did in a question is a firm", detectCase{"Why did Corelogic cancel my order?", []string{org + "Corelogic"}}},
		{"a word in no list after I think is a firm", detectCase{"I think Corelogic cancelled my order.", []string{org + "Corelogic"}}},
		{"a word in no list after they and a verb is a firm", detectCase{"They sold Varnetix last spring.", []string{org + "Varnetix"}}},
		{"a word in no list after what and a verb is a firm", detectCase{"What does Varnetix sell?", []string{org + "Varnetix"}}},
		// Text that must stay untouched.
		{"a product that a list knows stays untouched", detectCase{"Why did Kubernetes restart my pod?", nil}},
		{"a name in code stays untouched", detectCase{"Why did parser.Parse fail on my input?", nil}},
		{"a word in a heading's capitals stays untouched", detectCase{"What Does The Fox Say", nil}},
		{"a German sentence keeps its nouns", detectCase{"Warum hat die Rechnung noch keinen Betrag?", nil}},
	})
}
