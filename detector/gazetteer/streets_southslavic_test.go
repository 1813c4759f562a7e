package gazetteer

import "testing"

func TestGazetteerASouthSlavicOrPolishStreetAdjectiveOrNounAndANumberAreAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Croatian street adjective in -ska and its number are a street", detectCase{"The parcel was left at Medvedgradska 9a by mistake.", []string{street + "Medvedgradska 9a"}}},
		{"a Croatian street adjective in -čka and its number are a street", detectCase{"We moved from Zagrebačka 14 last year.", []string{street + "Zagrebačka 14"}}},
		{"a Slovene street adjective in -ška and its number are a street", detectCase{"The parcel was left at Celovška 112 by mistake.", []string{street + "Celovška 112"}}},
		{"a Croatian street noun in -ovac and its number are a street", detectCase{"The parcel was left at Svibovac 8 by mistake.", []string{street + "Svibovac 8"}}},
		{"a Croatian street noun in -evac in a numbered list is a street", detectCase{"1. Slavujevac 2b", []string{street + "Slavujevac 2b"}}},
		{"a Polish street adjective after a sender's key is a street", detectCase{"Sender: Warszawska 46\nReceiver: Tom", []string{street + "Warszawska 46"}}},
		{"a US state before a ZIP code stays a place, not a street", detectCase{"The plant moved to Nebraska 68508 in spring.", []string{loc + "Nebraska"}}},
		{"a short word in -ska and a count stay untouched", detectCase{"We played Ska 3 times and Babuska 2 more.", nil}},
		{"a word in -cka or -ovac that is too short stays untouched", detectCase{"Hacka 3 and Kovac 2 were on the list.", nil}},
		{"a Croatian noun in -ška before an error's number stays untouched", detectCase{"Greška 404 na stranici", nil}},
		{"a Croatian noun in -ška before a number in code stays untouched", detectCase{"Pogreška 12 u kodu", nil}},
		{"a Croatian note's number stays untouched", detectCase{"Bilješka 3: provjeriti", nil}},
		{"a Croatian toy's number stays untouched", detectCase{"Igračka 2 je pokvarena", nil}},
		{"a Croatian point's number stays untouched", detectCase{"Točka 4 dnevnog reda", nil}},
		{"a product code and a version stay untouched", detectCase{"Order B12 of Gradle 8 and page 14.", nil}},
	})
}

func TestGazetteerAStreetNamedAfterACountryKeepsItsNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Slovak street named after a country in a record is a street", detectCase{`{"street": "Maďarská 3"}`, []string{street + "Maďarská 3"}}},
		{"a house number with its building's letter and flat after a word that is English too is a house", detectCase{"Please ship the order to Sara Rađenović, Male 2b/8, Pregrada.", []string{per + "Sara Rađenović", street + "Male 2b/8, Pregrada"}}},
	})
}
