package gazetteer

import "testing"

func TestGazetteerADashBetweenSpacesBeforeAWordInSmallLettersEndsAnAddressAsACommaDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town no list knows after the street's comma before a hyphen and a remark joins the street", detectCase{"Address: 37504 Gaižauskas Viaduct Apt. 067, Port Jovitachester - please confirm.",
			[]string{street + "37504 Gaižauskas Viaduct Apt. 067, Port Jovitachester"}}},
		{"a town in capitals and a state's code before an em dash and a remark join the street", detectCase{"Please collect the parcel at 245 Pukewhero Road Suite 304 GILES HILL NJ — thanks.",
			[]string{street + "245 Pukewhero Road Suite 304 GILES HILL NJ"}}},
		{"a town and a country before an en dash and a remark join the street", detectCase{"Ship it to Vajgarská 280 Apt. 620 Moravský Krumlov Czech Republic – by Friday please.",
			[]string{street + "Vajgarská 280 Apt. 620 Moravský Krumlov Czech Republic"}}},
		{"a version before a dash and a remark stays untouched", detectCase{"Version 2 - please update before Friday.", nil}},
		{"a place in a ranking before a dash stays untouched", detectCase{"Platz 1 - gut gemacht!", nil}},
		{"a page number before a dash stays untouched", detectCase{"See Page 14 - it explains the export.", nil}},
		{"a quantity and a team before a dash stays untouched", detectCase{"We shipped 300 Units, Marketing Team - thanks all.", nil}},
	})
}
