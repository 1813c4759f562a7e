package gazetteer

import "testing"

func TestGazetteerARemarkInBracketsAfterAnAddressEndsItsLastPart(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and its postcode before a remark in brackets join the street", detectCase{"The meeting will be held at 9 Michael Street, Woodside 8493 (second floor).",
			[]string{street + "9 Michael Street, Woodside 8493"}}},
		{"a town and a country before a remark in brackets join the street", detectCase{"The meeting will be held at K Dýmači 18, Týn nad Vltavou, Czech Republic (second floor).",
			[]string{street + "K Dýmači 18, Týn nad Vltavou, Czech Republic"}}},
		{"a province in brackets after the town stays the town's", detectCase{"Spedire a Via Roma 5, 73045 Leverano (LE) entro venerdì.",
			[]string{street + "Via Roma 5, 73045 Leverano (LE)"}}},
		{"a word and a number before a remark in brackets stay untouched", detectCase{"See Chapter 12 (second part) for details.", nil}},
	})
}
