package gazetteer

import "testing"

func TestGazetteerVietnamsStreetWordsAfterTheName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a house number, a name and Dãy are a street", detectCase{"Please ship the parcel to 759 Jane Dãy before Friday.", []string{street + "759 Jane Dãy"}}},
		{"a house number, a name and Hẻm are a street", detectCase{"I moved to 99 Phạm Hẻm last month.", []string{street + "99 Phạm Hẻm"}}},
		{"Khu without its diacritics is no street word", detectCase{"We saw 3 John Khu there.", nil}},
	})
}
