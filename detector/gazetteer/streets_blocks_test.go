package gazetteer

import "testing"

func TestGazetteerTheLinesOfAnAddressBlockThatCloseOnAPostcodeOrACountry(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town's line and a line of a region and its postcode after a suite join the address", detectCase{"please post it to 41 Harbour Road\n Suite 12\n Ilulissat\n Avannaata 3952? I am away", []string{street + "41 Harbour Road\n Suite 12\n Ilulissat\n Avannaata 3952"}}},
		{"a town's line, a line that starts with a comma and a postcode's line join the address", detectCase{"Send the parts to 77 Orchard Street\nPine Creek\n, none\n 75001", []string{street + "77 Orchard Street\nPine Creek\n, none\n 75001"}}},
		{"a town in capitals and a country's line after a suite join the address", detectCase{"Bill me at 5 Kings Rd\n Suite 9\n BISHOP'S STORTFORD\n United Kingdom?", []string{street + "5 Kings Rd\n Suite 9\n BISHOP'S STORTFORD\n United Kingdom"}}},
		{"quoted lines of an address block join the address", detectCase{"> 14 rue des lilas\n> apt. 3\n> namur\n> belgium 5000", []string{street + "14 rue des lilas\n> apt. 3\n> namur\n> belgium 5000"}}},
		{"a code of letters and digits after the country closes the block", detectCase{"Mailing address\n4 Harbour Road\nApt. 071\nNaftalan\nBeyləqan\nAzerbaijan AZ6405", []string{street + "4 Harbour Road\nApt. 071\nNaftalan\nBeyləqan\nAzerbaijan AZ6405"}}},
		{"a Canadian code in two parts after the country closes the block", detectCase{"Mailing address\n044 chemin Dallaire Suite 592\nApt. 819\nRacine\nManitoba\nCanada C8B 4J1", []string{street + "044 chemin Dallaire Suite 592\nApt. 819\nRacine\nManitoba\nCanada C8B 4J1"}}},
		{"a region with a word in lower case that is no English word joins the block", detectCase{"12 Main Street\nSuite 703\nTurie\nTrenčiansky kraj\nSlovakia 961 43", []string{street + "12 Main Street\nSuite 703\nTurie\nTrenčiansky kraj\nSlovakia 961 43"}}},
		{"a line with English words in lower case after a suite is no town", detectCase{"Ship to 12 Main St, Apt 4\nPlease call first\nThanks 1234", []string{street + "12 Main St, Apt 4"}}},
		{"an empty field's line between the town and the postcode keeps the block going", detectCase{"Billing address: Erik Thompson\n    910 Karolina Park Suite 483\n   Shellytown\n    nan\n    32606", []string{per + "Erik Thompson", street + "910 Karolina Park Suite 483\n   Shellytown\n    nan\n    32606"}}},
		{"a code of letters and digits alone on the last line closes the block", detectCase{"Billing address: Johnny Lopez\n    4 Tveitmarka Suite 540\n   Dalcahue\n    nan\n    C09DP19", []string{per + "Johnny Lopez", street + "4 Tveitmarka Suite 540\n   Dalcahue\n    nan\n    C09DP19"}}},
		{"a sentence on the line after an address is no part of it", detectCase{"Ship to 12 Main St, Apt 4\nCall me\nThanks 1234", []string{street + "12 Main St, Apt 4"}}},
		{"a signature's lines after an address without a suite or a comma line are no part of it", detectCase{"Best,\nFlat 4, 12 Main St\nJohn Smith\nTel 01234", []string{street + "Flat 4, 12 Main St", per + "John Smith"}}},
	})
}

func TestGazetteerAWordInBracketsBetweenACountryAndItsPostcode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a bracketed word after the country keeps its postcode in the address", detectCase{"Ship to 22 Main St Apt. 3, LIMASSOL, Cyprus (Greek) 3035", []string{street + "22 Main St Apt. 3, LIMASSOL, Cyprus (Greek) 3035"}}},
	})
}
