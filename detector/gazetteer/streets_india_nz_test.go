package gazetteer

import "testing"

func TestGazetteerIndianStreetTypesHouseNumbersAndPINs(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and Chowk after a house number are a street", detectCase{"He lives at 54 Mody Chowk now.", []string{street + "54 Mody Chowk"}}},
		{"H.No. before the house number, Nagar, the town and its PIN are one address", detectCase{"Billing address\nH.No. 901, Sachdeva Nagar, Navi Mumbai 217299\n\nThanks,", []string{street + "H.No. 901, Sachdeva Nagar, Navi Mumbai 217299"}}},
		{"a name and Marg take their flat and town lines", detectCase{"She lives at 5097 Sodhi Marg Apt. 470\nSilchar\nTN with her family.", []string{street + "5097 Sodhi Marg Apt. 470\nSilchar\nTN"}}},
		{"six digits after a town without a street before them are no address", detectCase{"The train left Navi Mumbai 217299 times.", []string{loc + "Navi Mumbai"}}},
	})
}

func TestGazetteerNewZealandsRuralDeliveryAndTownLines(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"RD and its number on their line join the address", detectCase{"She lives at 5 Rangiaranui Approach\nRD 7\nHororua 6940.", []string{street + "5 Rangiaranui Approach\nRD 7\nHororua 6940"}}},
		{"a town line and its postcode may come before the sentence goes on", detectCase{"Send the invoice to Flat 85\n763 Tererongo Street\nWharemoko 9505 before Friday.", []string{street + "Flat 85\n763 Tererongo Street\nWharemoko 9505"}}},
		{"RD and a number without a street before them are no address", detectCase{"RD 7 is the next step.", nil}},
	})
}

func TestGazetteerAnIndianTownJoinedToItsPIN(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town joined to its PIN by a hyphen ends the address", detectCase{"My address is 88/97, Parsa Ganj, Kishanganj-905408", []string{street + "88/97, Parsa Ganj, Kishanganj-905408"}}},
		{"a town of two words and its PIN end the address", detectCase{"Ship to 12 Rout Marg, Navi Mumbai-400703.", []string{street + "12 Rout Marg, Navi Mumbai-400703"}}},
		{"the town and its PIN may end a table's cell", detectCase{"| address | 11, Subramanian Chowk, Bhiwani-614157 |", []string{street + "11, Subramanian Chowk, Bhiwani-614157"}}},
		{"a name joined to six digits without a street is no address", detectCase{"Build Alpha-123456 failed.", nil}},
	})
}

func TestGazetteerAHouseNumberThatEndsItsLineTakesTheStreetOnTheNext(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"H.No. and its number over a street's line and a town's line are one address", detectCase{"Ship to: H.No. 318\nBhargava Marg\nPune 411001",
			[]string{street + "H.No. 318\nBhargava Marg\nPune 411001"}}},
		{"a number after an address cue over a street's line is one address", detectCase{"Deliver to: 601\nChandra Circle, Jaipur before Friday.",
			[]string{street + "601\nChandra Circle, Jaipur"}}},
		{"a number after a street's comma stays with that street over the next lines", detectCase{"Ship to: Travessa Moreira, 12\nVila Nova\n01234-567 Campinas / SP",
			[]string{street + "Travessa Moreira, 12\nVila Nova\n01234-567 Campinas / SP"}}},
		{"a number alone on its line over a street is one address", detectCase{"Address:\n414\nKadakia Circle\nJaipur 302001",
			[]string{street + "414\nKadakia Circle\nJaipur 302001"}}},
		{"a count at a line's end over a capitalised line stays untouched", detectCase{"We sold 12\nMain Street was busy.", nil}},
		{"a number alone on its line over a street's line that ends at its type is one address", detectCase{"Hemal Bose\n14\nBiswas Circle, Srinagar-925595", []string{per + "Hemal Bose", street + "14\nBiswas Circle, Srinagar-925595"}}},
		{"a number after to over a street's line that ends at its type is one address", detectCase{"Send it to 601\nChandra Circle, Jaipur before Friday.", []string{street + "601\nChandra Circle, Jaipur"}}},
		{"a page's number alone on its line over a title stays untouched", detectCase{"Page\n3\nOxford Street Guide", nil}},
		{"a number after to over a title's line stays untouched", detectCase{"Send the slides to 2\nCentral Park Tour group", nil}},
	})
}
