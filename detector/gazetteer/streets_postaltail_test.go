package gazetteer

import "testing"

func TestGazetteerAStreetWithoutATypeThatAPostalTailProves(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a region's code and a postcode on the next line prove a street without a type", detectCase{"The courier left the box at Strandspranget 15\nTangen, CO 5743 yesterday.", []string{street + "Strandspranget 15\nTangen, CO 5743"}}},
		{"a postcode, a town and a country on the next lines prove a street without a type", detectCase{"Marcus Patterson\nHauglandlyngen 260\n7201 Eide\nNorway\nTel: 555 0101", []string{per + "Marcus Patterson", street + "Hauglandlyngen 260\n7201 Eide\nNorway"}}},
		{"a town, a country and its postcode after the comma prove a street without a type", detectCase{"Katherine Jennings\nLetná 216, Vyšný Mirošov, Slovakia 098 24", []string{per + "Katherine Jennings", street + "Letná 216, Vyšný Mirošov, Slovakia 098 24"}}},
		{"a town, a region's code and a postcode on the next line prove a number-first street without a type", detectCase{"133 Mikkel Skovsvej\nBevtoft, FA 9642 is where I live now.", []string{street + "133 Mikkel Skovsvej\nBevtoft, FA 9642"}}},
		{"a number-first street without a type over a postcode, a town and a country", detectCase{"Frank Moore\n00049 Kranjska\n7181 Kranj\nSlovenia", []string{per + "Frank Moore", street + "00049 Kranjska\n7181 Kranj\nSlovenia"}}},
		{"a count of English words over a town and a postcode is no street", detectCase{"We sold 12 Green Apples\nTangen, CO 5743 office", []string{per + "Tangen"}}},
		{"English words and a number over a town and a year are an agenda", detectCase{"Agenda\nKickoff Alpha 4\nBerlin\nGermany 2024", []string{loc + "Berlin", loc + "Germany"}}},
		{"an English word and a number before a town and a region's code are no street", detectCase{"See Room 12\nTangen, CO 5743 later.", []string{per + "Tangen"}}},
	})
}
