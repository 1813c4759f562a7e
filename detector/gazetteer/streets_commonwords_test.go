package gazetteer

import "testing"

func TestGazetteerACommonNounOrAProductBeforeANumberNamesNoStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German noun and a number after a cue's verb are no street", detectCase{"The train stops at Gleis 4, then continues.", nil}},
		{"a product's version after a verb of dwelling is no street", detectCase{"Our team lives on Gradle 8.", nil}},
		{"a German noun, a count and a noun after its comma are no address", detectCase{"Platz 1, 10115 Teilnehmer", nil}},
		{"a word, a count and an English noun after its comma are no address", detectCase{"Version 2, 10115 Downloads", nil}},
		{"a unit that is a German noun opens an address after its cue", detectCase{"Contact person: Kerry James\nAddress: Studio 59, June Meadow, Bakerton, NE30 8YU", []string{per + "Kerry James", street + "Studio 59, June Meadow, Bakerton, NE30 8YU"}}},
		{"an English word that is a German noun before a number stays a unit of an address", detectCase{"Ship to: Level 3\n60 Manawatahi Drive\nKawakorohanga 9203", []string{street + "Level 3", street + "60 Manawatahi Drive\nKawakorohanga 9203"}}},
		{"a street without a type after a cue's verb is a street", detectCase{"He lives at Jenseneggen 7.", []string{street + "Jenseneggen 7"}}},
		{"a street without a type before a postcode and a town no list knows is a street", detectCase{"Office: Brekkestien 8, 1410 Kolbotn", []string{street + "Brekkestien 8, 1410 Kolbotn"}}},
		{"a street without a type before a postcode and a known town is a street", detectCase{"Adresse: Kensyplatz 8, 09151 Böblingen", []string{street + "Kensyplatz 8, 09151 Böblingen"}}},
	})
}

func TestGazetteerAYearAfterAStreetTypesCommaBeforeACommonWordIsNoHouseNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a year and a common word after a street type's comma are no house number", detectCase{"Via Roma, 2019 Anniversary edition", []string{loc + "Roma"}}},
		{"an Italian house number after a street type's comma is the street's", detectCase{"Address: Via Roma, 72 Gabella", []string{street + "Via Roma, 72", loc + "Gabella"}}},
		{"a house number like a year before a known town stays the street's", detectCase{"Via Roma, 1984 Milano", []string{street + "Via Roma, 1984", loc + "Milano"}}},
	})
}
