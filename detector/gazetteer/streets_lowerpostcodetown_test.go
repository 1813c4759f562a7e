package gazetteer

import "testing"

func TestGazetteerATownInSmallLettersAfterALowerCaseStreetsPostcodeOrCommaJoinsIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town in small letters after the postcode of a street in small letters joins it", detectCase{"The meeting will be held at beckergasse 8, 63608 zschopau (second floor).", []string{street + "beckergasse 8, 63608 zschopau"}}},
		{"a town in small letters after the postcode joins it before the sentence goes on", detectCase{"Deliver it to gfellerstrasse 12, 9683 risch and ring twice", []string{street + "gfellerstrasse 12, 9683 risch"}}},
		{"a town and a country in small letters after a street in small letters join it", detectCase{"She moved from häfligerstrasse 87, horgen, switzerland last year.", []string{street + "häfligerstrasse 87, horgen, switzerland"}}},
		{"an English word after the postcode of a street in small letters stays out", detectCase{"Deliver it to gfellerstrasse 12, 9683 items were sent", []string{street + "gfellerstrasse 12, 9683"}}},
		{"a count in a text with capitals stays a count", detectCase{"We counted 12, 9683 zorgs in total.", nil}},
	})
}
