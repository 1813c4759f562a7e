package gazetteer

import "testing"

func TestGazetteerASecondHouseNumberAfterAComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number after a comma that ends the line belongs to a number-first street", detectCase{"Deliver to 5120 Via Mantegna, 18\n10121 Torino", []string{street + "5120 Via Mantegna, 18\n10121 Torino"}}},
		{"a number after a comma before a flat belongs to the street", detectCase{"It goes to 310 Rua Bastos, 7, Apt. 12 today", []string{street + "310 Rua Bastos, 7, Apt. 12"}}},
		{"a count after a street's comma that a noun follows is no house number", detectCase{"Meet at 12 Harbour Street, 10 people are coming", []string{street + "12 Harbour Street"}}},
	})
}

func TestGazetteerTownsAndPostcodesAfterAStreetsComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Portuguese postcode after a town's comma ends the address", detectCase{"Morada: Rua do Carmo, 9, Sintra, 2710-405", []string{street + "Rua do Carmo, 9, Sintra, 2710-405"}}},
		{"a Portuguese postcode after a country ends the address", detectCase{"Rua do Carmo, 9, Sintra, Portugal 2710-405", []string{street + "Rua do Carmo, 9, Sintra, Portugal 2710-405"}}},
		{"a Polish postcode and its town end the address", detectCase{"Adres: ul. Lipowa 4, 30-102 Kraków", []string{street + "ul. Lipowa 4, 30-102 Kraków"}}},
		{"a Hungarian house number's dot before a comma keeps the postcode and town", detectCase{"Címünk: Petőfi utca 21., H-7621 Pécs", []string{street + "Petőfi utca 21., H-7621 Pécs"}}},
		{"a town after a Canadian postal code that ends the line belongs to the address", detectCase{"Ship to 42 Birch Crescent, K1A 0B1 Ottawa", []string{street + "42 Birch Crescent, K1A 0B1 Ottawa"}}},
		{"a town after a UK postcode that ends the line belongs to the address", detectCase{"Ship to 8 Mill Lane, LS6 4EF Leeds", []string{street + "8 Mill Lane, LS6 4EF Leeds"}}},
		{"a score with a dash after a comma is no postcode", detectCase{"The match ended 10-12, Warsaw won", []string{loc + "Warsaw"}}},
		{"a version and a range after a comma are no postcode", detectCase{"Release 4.2, 10-12 bugs fixed", nil}},
	})
}

func TestGazetteerPolishStreetTypesWrittenInFull(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"ulica in lower case before a name and a number is a street", detectCase{"Mieszkam przy ulica Długa 12/4 od roku", []string{street + "ulica Długa 12/4"}}},
		{"aleja in lower case before a name and a number is a street", detectCase{"moved to aleja Róż 8 last week", []string{street + "aleja Róż 8"}}},
		{"plac before a name, a number, a postcode and a town is a street", detectCase{"plac Wolności 3, 61-738 Poznań", []string{street + "plac Wolności 3, 61-738 Poznań"}}},
	})
}

func TestGazetteerCompoundAddressCues(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a delivery address label announces a compound street", detectCase{"Lieferadresse: Amselweg 4", []string{street + "Amselweg 4"}}},
		{"a Dutch delivery address label announces a compound street", detectCase{"Bezorgadres: Kerkstraat 19", []string{street + "Kerkstraat 19"}}},
		{"a billing address label without a street is nothing", detectCase{"Die Rechnungsadresse fehlt noch.", nil}},
	})
}

func TestGazetteerStreetTypesOfAustraliaAndNewZealand(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Arcade after a name and a number is a street", detectCase{"The shop is at 14 Royal Arcade, next to the bank.", []string{street + "14 Royal Arcade"}}},
		{"a Siding after a name and a number is a street", detectCase{"Send it to 52 Kent Siding please.", []string{street + "52 Kent Siding"}}},
		{"a Mew after a name and a number is a street", detectCase{"Send it to 12 Mills Mew, 2618 Hall please.", []string{street + "12 Mills Mew, 2618 Hall"}}},
		{"an Esplanade after a name, a number and a postcode with its town is a street", detectCase{"Our office: 3 Marine Esplanade, 3182 St Kilda", []string{street + "3 Marine Esplanade, 3182 St Kilda"}}},
		{"a product named after a number is no street", detectCase{"Order 4411 Arcade Edition, 2 copies", nil}},
		{"a price is no street", detectCase{"Price: 12 Euro, 45 cents", nil}},
	})
}

func TestGazetteerPluralNounsAreNoStreetTypes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a plural in lower case after a capitalised word and a number is no street", detectCase{"We covered 3 Main points in the meeting.", nil}},
		{"a type in lower case in the singular is still a street", detectCase{"I live at 12 Baker street now", []string{street + "12 Baker street"}}},
		{"mews in lower case is a street", detectCase{"I live at 4 Kings mews now", []string{street + "4 Kings mews"}}},
	})
}

func TestGazetteerFrenchTypesInLowerCaseBeforeANameAndItsNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a French type in lower case, a name and a number are a street, as Switzerland writes it", detectCase{"Le locataire, demeurant chemin des Vignes 14, accepte.", []string{street + "chemin des Vignes 14"}}},
		{"a Swiss street, its postcode and its town are one address", detectCase{"rue de Carouge 5, 1205 Genève", []string{street + "rue de Carouge 5, 1205 Genève"}}},
		{"a number that counts times after a square's name is no house number", detectCase{"Rendez-vous place Bellecour 2 fois par semaine", nil}},
		{"a course and its number are no street", detectCase{"le cours Python 3 commence lundi", nil}},
		{"an English verb route before a product and a count is no street", detectCase{"we route Kafka 3 messages per second", nil}},
		{"an English place before a product and its version is no street", detectCase{"This is the right place Kubernetes 1 needs.", nil}},
		{"a French type in English text after an address cue is a street", detectCase{"The tenant, residing at rue de Carouge 5, agrees.", []string{street + "rue de Carouge 5"}}},
	})
}

func TestGazetteerATypeFirstBeforeANameEndingInATypeWord(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type written first joins a name whose last word is a type too", detectCase{"Envíalo a Calle de Marta Lago 85", []string{street + "Calle de Marta Lago 85"}}},
		{"a name and a type after it without a type first stay a street", detectCase{"We moved to Erzsébet tér 19 last year.", []string{street + "Erzsébet tér 19"}}},
	})
}

func TestGazetteerRegionsPostcodeLinesAndUnitsOfAustralia(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a unit and a slash before the house number belong to the street", detectCase{"Send it to 2/72 Garcia Parkway, 2668 Laurieland", []string{street + "2/72 Garcia Parkway, 2668 Laurieland"}}},
		{"a town, a state and a postcode after commas end the address", detectCase{"Send it to 7 Joanne Rise, Adelaide, SA, 5000", []string{street + "7 Joanne Rise, Adelaide, SA, 5000"}}},
		{"a town, a three-letter state and its postcode end the address", detectCase{"Send it to 12 Kent Street\nSydney NSW 2000", []string{street + "12 Kent Street\nSydney NSW 2000"}}},
		{"a postcode alone on the line after a town's line ends the address", detectCase{"Deliver to Baggesensvej 5\n Viborg\n 8800\nThanks", []string{street + "Baggesensvej 5\n Viborg\n 8800"}}},
		{"a Canadian postal code in one word after the province ends the address", detectCase{"Ship to 56 Clark Street, Calgary, AB T2P1J9", []string{street + "56 Clark Street, Calgary, AB T2P1J9"}}},
		{"a year on the line after a town in a sentence is no postcode", detectCase{"Meet at 12 Main Street, Boston\n2024", []string{street + "12 Main Street, Boston"}}},
		{"a score with a slash is no unit", detectCase{"The score was 3/12 Chicago Bulls lost", []string{loc + "Chicago"}}},
	})
}

func TestGazetteerAddressesOfLatinAmerica(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a mark of the number between the street's name and its number belongs to the street", detectCase{"Envialo a Av. Corrientes N° 1234 antes del lunes", []string{street + "Av. Corrientes N° 1234"}}},
		{"No. with its dot marks the house number too", detectCase{"vivo en Calle Sucre nro. 44 ahora", []string{street + "Calle Sucre nro. 44"}}},
		{"a mark of a number after a word that names no street is nothing", detectCase{"Room No. 5 is free", nil}},
		{"a Mexican type written first, the building's and the flat's numbers are a street", detectCase{"Calzada Tlalpan 600 191, Monterrey, NL 64000", []string{street + "Calzada Tlalpan 600 191, Monterrey, NL 64000"}}},
		{"a Mexican building and department after the number belong to the street", detectCase{"Envíalo a Privada Colima 661 Edif. 8 , Depto. 3", []string{street + "Privada Colima 661 Edif. 8 , Depto. 3"}}},
		{"a Brazilian type, a number after a comma, a postcode and a town are one address", detectCase{"Entregar em Conjunto Albuquerque, 4, 74056-565 Goiânia", []string{street + "Conjunto Albuquerque, 4, 74056-565 Goiânia"}}},
		{"a second number that a word follows is no flat", detectCase{"Calle Mayor 22 2 veces", []string{street + "Calle Mayor 22"}}},
		{"a matrix and its number are no street", detectCase{"The Diagonal Matrix 3 is symmetric.", nil}},
	})
}

func TestGazetteerStreetsInATablesAddressColumn(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound street in a column headed address is a street", detectCase{"id;name;address;total\n17;Sophie;Amselweg 4;42.50", []string{per + "Sophie", street + "Amselweg 4"}}},
		{"a compound street in a column headed Anschrift is a street", detectCase{"nr|anschrift|betrag\n9|Kerkstraat 19|12,00", []string{street + "Kerkstraat 19"}}},
		{"a noun and its number in a column headed otherwise are no street", detectCase{"id;lager;anzahl\n3;Lagerplatz 101;5", nil}},
	})
}

func TestGazetteerCzechAndSlovakStreetsOpenedByAPreposition(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a preposition, a name and a number are a Czech street", detectCase{"Bydlím Pod Floriánem 16 od loňska", []string{street + "Pod Floriánem 16"}}},
		{"a Czech street with a spaced postcode and its town is one address", detectCase{"Send it to Na Bělidle 12, 150 00 Praha", []string{street + "Na Bělidle 12, 150 00 Praha"}}},
		{"a Slovenian preposition and a name in small letters before a number are a street", detectCase{"He was last seen near Pri mostiščarjih 9, 2476 Mežica around midnight.", []string{street + "Pri mostiščarjih 9, 2476 Mežica"}}},
		{"a Slovak preposition and a name in small letters before a number are a street", detectCase{"shipping addr: Na vrátkach 50", []string{street + "Na vrátkach 50"}}},
		{"a Slovenian Ob and a capitalised name before a number are a street", detectCase{"Deliveries to Ob Mejašu 6c, 5522 Postojna are paused.", []string{street + "Ob Mejašu 6c, 5522 Postojna"}}},
		{"a preposition and an English word in small letters before a number are no street", detectCase{"Na table 2 is free.", nil}},
		{"a preposition before a known name and a count is no street", detectCase{"Na Li 2 titles", nil}},
		{"a letter before an English word and a number is no street", detectCase{"U Boat 3 sank", nil}},
	})
}

func TestGazetteerAddressesOfRomaniaAndSlovenia(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Nr. marks the house number after a Romanian street's name", detectCase{"Livrare: Strada Florea Nr. 47 Bl. 8 Sc. 1 Ap. 83", []string{street + "Strada Florea Nr. 47 Bl. 8 Sc. 1 Ap. 83"}}},
		{"a town and a six-digit postcode on the next line end a Romanian address", detectCase{"Livrare: Bulevardul Dobre Nr. 79\nMacin, 825300", []string{street + "Bulevardul Dobre Nr. 79\nMacin, 825300"}}},
		{"a six-digit postcode and its town after a comma end a Romanian address", detectCase{"Strada Diaconescu Nr. 656, 107982 Remetea", []string{street + "Strada Diaconescu Nr. 656, 107982 Remetea"}}},
		{"a Slovenian cesta after the name is a street type", detectCase{"Lorenzova cesta 1a, 1270 Litija", []string{street + "Lorenzova cesta 1a, 1270 Litija"}}},
		{"a count of six digits after a comma is no postcode", detectCase{"Order 12, 123456 units shipped", nil}},
		{"a ticket's number after Nr. is no street", detectCase{"Ticket Nr. 5 is open", nil}},
	})
}

func TestGazetteerAHungarianHouseNumbersDotBeforeThePostcodeLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the postcode line after a house number's dot joins the address", detectCase{"The parcel goes to Pusztagyörgyi utca 104.\nH-2621 Mátrahetvenhida", []string{street + "Pusztagyörgyi utca 104.\nH-2621 Mátrahetvenhida"}}},
		{"a lettered postcode after the dot on the same line joins the address", detectCase{"address,Nyírfürdői út 61. H-1753 Németmártonharaszti", []string{street + "Nyírfürdői út 61. H-1753 Németmártonharaszti"}}},
		{"a lettered code after a sentence without a street stays text", detectCase{"Version 2. H-2621 is the code", nil}},
	})
}

func TestGazetteerACornerAfterAHouseNumbersDot(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the second street of a corner after a house number's dot joins it", detectCase{"meet at the corner of Kossuth utca 39. and Main Street", []string{street + "the corner of Kossuth utca 39. and Main Street"}}},
		{"a new sentence after a house number's dot is no second street", detectCase{"meet at the corner of Kossuth utca 39. And then we eat.", []string{street + "the corner of Kossuth utca 39"}}},
	})
}

func TestGazetteerAStreetsOwnNumberAfterABuildingNumberBeforeTheSentenceGoesOn(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street's own number after its name before a preposition joins the street", detectCase{"Karol Samol lives at 84199 plac Powstańców Wielkopolskich 125 in Zduńska Wola.", []string{per + "Karol Samol", street + "84199 plac Powstańców Wielkopolskich 125", loc + "Zduńska Wola"}}},
		{"a street's own number after a comma before a preposition joins the street", detectCase{"Annetta Pertini lives at 50176 Vicolo Rossini, 11 in Mariconda.", []string{per + "Annetta Pertini", street + "50176 Vicolo Rossini, 11"}}},
		{"a street's own number after a comma before a table's pipe joins the street", detectCase{"Recipient: Nádia Alves | 76817 Avenida Moreira, 60 | Queluz", []string{per + "Nádia Alves", street + "76817 Avenida Moreira, 60", loc + "Queluz"}}},
		{"a count after a street's comma before a noun stays out", detectCase{"We met at 12 Via Roma, 3 people came.", []string{street + "12 Via Roma"}}},
	})
}
