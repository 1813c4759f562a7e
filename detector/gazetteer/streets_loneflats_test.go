package gazetteer

import "testing"

func TestGazetteerAFlatOrSuiteAndItsNumberAloneAreAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an abbreviated flat and its number after a preposition are an address", detectCase{"hey, i'm at Apt. 595 now, where are you?", []string{street + "Apt. 595"}}},
		{"a suite and its number in a log's field are an address", detectCase{"INFO shipment created dest=Suite 370 status=new", []string{street + "Suite 370"}}},
		{"a flat and its number alone on a line are an address", detectCase{"Delivery Address\nApt. 080\nInstructions: leave at the door", []string{street + "Apt. 080"}}},
		{"a flat after a French preposition is an address", detectCase{"Merci d'envoyer le colis à Apt. 409, s'il vous plaît.", []string{street + "Apt. 409"}}},
		{"a flat in small letters is an address", detectCase{"address: apt. 169\nphone: none", []string{street + "apt. 169"}}},
		{"an apartment and its number with a letter are an address", detectCase{"She moved into Apartment 12B last spring.", []string{street + "Apartment 12B"}}},
		{"a suite inside brackets is an address", detectCase{"Our new warehouse (Suite 541) opens next week.", []string{street + "Suite 541"}}},
		{"a product's suite and its version stay untouched", detectCase{"We still run Creative Suite 6 on the old laptops.", nil}},
		{"a test suite and its count stay untouched", detectCase{"the test suite 123 failed again", nil}},
		{"a suite and a year stay untouched", detectCase{"The Suite 2019 release notes are out.", nil}},
		{"a suite's number before a percent sign stays untouched", detectCase{"Suite 100% passed.", nil}},
		{"a version after apt stays untouched", detectCase{"Run apt 2.4 on the server.", nil}},
		{"a flat after a capitalised word that it would end stays untouched", detectCase{"He keeps 3 Cats Apt. 45 in the game.", nil}},
		{"a suite's number before a verb stays untouched", detectCase{"Suite 120 failed on CI again.", nil}},
		{"an apartment's number before a noun it counts stays untouched", detectCase{"Apartment 12 units were sold this year.", nil}},
		{"a suite after a word that is no preposition of place stays untouched", detectCase{"Release notes for Suite 12.", nil}},
		{"a flat's number before of counts a part of a whole", detectCase{"apt. 12 of the guide explains it", nil}},
		{"a flat of one digit stays untouched", detectCase{"Apt. 4 has 3 Rooms", nil}},
	})
}
