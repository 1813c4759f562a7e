package gazetteer

import "testing"

func TestGazetteerRepliedAndMentionedAreVerbsOfPeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list opening a sentence before replied", detectCase{"Scarpetta replied to the thread an hour ago.", []string{per + "Scarpetta"}}},
		{"a word in no list opening a sentence before mentioned", detectCase{"Okonkwo mentioned that the VPN keeps dropping.", []string{per + "Okonkwo"}}},
		// Text that must stay untouched.
		{"a common word before replied", detectCase{"Support replied to the thread.", nil}},
		{"a product before mentioned", detectCase{"Nobody mentioned the outage.", nil}},
	})
}
