package gazetteer

import "testing"

func TestGazetteerMoreNordicStreetEndingsMakeAStreetWithItsNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Swedish square in -torget and its number are a street", detectCase{"The inspection at Ängstorget 12 is booked for 9:30.", []string{street + "Ängstorget 12"}}},
		{"a Swedish alley in -gränd and its number are a street", detectCase{"The inspection at Kyrkogränd 12 is booked for 9:30.", []string{street + "Kyrkogränd 12"}}},
		{"a Finnish boulevard in -bulevardi and its number are a street", detectCase{"Tenant moved out of Vesalanbulevardi 159 in June.", []string{street + "Vesalanbulevardi 159"}}},
		{"a Finnish square in -aukio and its number are a street", detectCase{"The inspection at Kirkkoaukio 12 is booked for 9:30.", []string{street + "Kirkkoaukio 12"}}},
		{"a Norwegian field in -jordet and its number are a street", detectCase{"The inspection at Bråtejordet 12 is booked for 9:30.", []string{street + "Bråtejordet 12"}}},
		{"a Danish close in -vænget and its number are a street", detectCase{"The inspection at Rosenvænget 12 is booked for 9:30.", []string{street + "Rosenvænget 12"}}},
		{"a Norwegian ridge in -eggen and its number are a street", detectCase{"She moved from Hauglandeggen 42, Myklebust last year.", []string{street + "Hauglandeggen 42, Myklebust"}}},
		{"a Norwegian track in -faret and its number are a street", detectCase{"She moved from Gundersenfaret 763 last year.", []string{street + "Gundersenfaret 763"}}},
		{"a Norwegian wood in -skogen and a lettered number are a street", detectCase{"We're at Jenssenskogen 7F now.", []string{street + "Jenssenskogen 7F"}}},
		{"a Norwegian height in -høgda and its number are a street", detectCase{"The meeting will be held at Arnesenhøgda 195 (second floor).", []string{street + "Arnesenhøgda 195"}}},
		{"a Norwegian rock in -berget and its number are a street", detectCase{"Our new showroom opens next month at Simonsenberget 292, see you there!", []string{street + "Simonsenberget 292"}}},
		{"a Flemish avenue in -lei and its number are a street", detectCase{"The meeting will be held at Krislei 84 (second floor).", []string{street + "Krislei 84"}}},
		{"a surname that ends like grand and a number stay untouched", detectCase{"The inspection at Legrand 12 is booked for 9:30.", nil}},
		{"a first name in -lia and a number stay untouched", detectCase{"The inspection at Cornelia 12 is booked for 9:30.", nil}},
	})
}

func TestGazetteerACompoundStreetAfterAFieldsColonIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Swedish square and its number after a venue's colon are a street", detectCase{"Venue: Skoltorget 25\nDoors open at 7.", []string{street + "Skoltorget 25"}}},
		{"a Finnish boulevard and its number after an office's colon are a street", detectCase{"Registered office: Böstaksenbulevardi 974", []string{street + "Böstaksenbulevardi 974"}}},
		{"a German noun with a street ending after a colon stays a noun", detectCase{"Hinweis: Stellplatz 14 ist frei.", nil}},
	})
}
