package gazetteer

import "testing"

func TestGazetteerANumberFirstStreetThatTheRestOfItsAddressProves(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number, a name no list knows and a flat with its number are a street", detectCase{"The company is located at 2022 Jodłowa Apt. 326, Tczew, NH, Poland 25-932.", []string{street + "2022 Jodłowa Apt. 326, Tczew, NH, Poland 25-932"}}},
		{"a type that is also a word joins the name before a flat", detectCase{"The property at 1515 Ramløse Allé Apt. 178\nBranderup\nMN\nDenmark 1576 was sold last year.", []string{street + "1515 Ramløse Allé Apt. 178\nBranderup\nMN\nDenmark 1576"}}},
		{"a number and a name ending their line before a block that closes on a country are a street", detectCase{"Send all correspondence to 6938 Onšovecká\nPaskov\nGermany 446 58", []string{street + "6938 Onšovecká\nPaskov\nGermany 446 58"}}},
		{"a Greek name after a number proves itself by its block", detectCase{"I have moved to 1288 Νεοκάστρου\nΚαρπενήσι\nNY\nLuxembourg 072 20, please update my records.", []string{street + "1288 Νεοκάστρου\nΚαρπενήσι\nNY\nLuxembourg 072 20"}}},
		{"a count and a common noun before a flat are no street", detectCase{"He has 3 Cats Apt. 4", nil}},
		{"a count, a noun and a line of a year are no address block", detectCase{"We sold 12 Widgets\nTotal\n2024", nil}},
		{"a year and a name are no street", detectCase{"In 2019 Kotlin 2 came out.", nil}},
	})
}

func TestGazetteerANumberLastStreetThatTheBlockBelowItProves(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and its number over a flat's line and a block closing on a country's postcode are an address", detectCase{"Address: Vodnikovo naselje 4c\nApt. 854\nSežana\nZasavska\nSlovenia 5319\nNotes: leave at the door", []string{street + "Vodnikovo naselje 4c\nApt. 854\nSežana\nZasavska\nSlovenia 5319"}}},
		{"a number after a slash ends the street's line in a signature's block", detectCase{"Best,\nVinogradska 4c/5\nSuite 849\nRab\nVaraždinska\nCroatia 85510", []string{street + "Vinogradska 4c/5\nSuite 849\nRab\nVaraždinska\nCroatia 85510"}}},
		{"common words and a number over a room's line are an agenda", detectCase{"Agenda\nChapter 4\nRoom 12\nBerlin\nGermany 2024", []string{loc + "Berlin", loc + "Germany"}}},
		{"a name and a number without a flat's line are no street", detectCase{"Agenda\nKickoff Alpha 4\nBerlin\nGermany 2024", []string{loc + "Berlin", loc + "Germany"}}},
	})
}
