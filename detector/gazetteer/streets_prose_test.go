package gazetteer

import "testing"

func TestGazetteerANumberlessStreetAndItsTownAfterAPreposition(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case French street after habite takes the town after à", detectCase{"j'habite rue des lilas à lyon", []string{street + "rue des lilas à lyon"}}},
		{"the town after à may come before a word that follows an address", detectCase{"elle habite rue des lilas à paris merci", []string{street + "rue des lilas à paris"}}},
		{"the town after à may come before since", detectCase{"j'habite avenue jean jaurès à marseille depuis 2019", []string{street + "avenue jean jaurès à marseille"}}},
		{"a capitalised town after in joins a street an address cue announces", detectCase{"She lives at rue des Lilas in Lyon.", []string{street + "rue des Lilas in Lyon"}}},
		{"a street whose name runs on into the sentence stays unread", detectCase{"j'habite rue des lilas à la campagne", nil}},
	})
}
