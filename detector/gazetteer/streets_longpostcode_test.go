package gazetteer

import "testing"

func TestGazetteerALongPostcodeAndItsTownGoOnWithTheSentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a six-digit postcode and its town before the sentence goes on join the street", detectCase{"Please send the parcel to Strada Pușcașu Nr. 87, 437406 Zorgville before Friday.",
			[]string{street + "Strada Pușcașu Nr. 87, 437406 Zorgville"}}},
		{"India's six-digit PIN and its town join the street before a closing bracket", detectCase{"The meeting is at H.No. 33, Mann Chowk, 241586 Erode (second floor).",
			[]string{street + "H.No. 33, Mann Chowk, 241586 Erode"}}},
		{"a seven-digit postcode and its town join the street", detectCase{"She moved from Calle Los Tilos 78, 0736620 Independencia last year.",
			[]string{street + "Calle Los Tilos 78, 0736620 Independencia"}}},
		{"a region in brackets after the town joins it", detectCase{"We are at Strada Georgescu 4, 876317 Fagetel (Remetea) now.",
			[]string{street + "Strada Georgescu 4, 876317 Fagetel (Remetea)"}}},
		{"an order number after a street's comma and a capitalised word stays out", detectCase{"Ship to Via Roma 5, 12345678 Widgets were ordered.",
			[]string{street + "Via Roma 5"}}},
		{"a long number and a name without a street stay untouched", detectCase{"Ticket 4, 1234567 Downloads last week.", nil}},
	})
}

func TestGazetteerNordicPostcodesOfThreeDigitsAndDistrictLettersJoinTheStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Iceland's three-digit postcode and its town join the street", detectCase{"I live at Kirkjuvegur 12, 101 Reykjavík.", []string{street + "Kirkjuvegur 12, 101 Reykjavík"}}},
		{"Iceland's postcode, town and country join the street", detectCase{"I live at Kirkjuvegur 12, 600 Akureyri, Iceland.", []string{street + "Kirkjuvegur 12, 600 Akureyri, Iceland"}}},
		{"a Danish district letter after the town joins the street", detectCase{"She moved to Nørregade 12, 1264 København K last year.", []string{street + "Nørregade 12, 1264 København K"}}},
		{"a Danish district letter at the line's end joins the street", detectCase{"Address: Vestergade 3, 8000 Aarhus C", []string{street + "Vestergade 3, 8000 Aarhus C"}}},
		{"a count and an English word after a street's comma stay out", detectCase{"Ship to Via Roma 5, 101 Dalmatians were there.", []string{street + "Via Roma 5"}}},
	})
}
