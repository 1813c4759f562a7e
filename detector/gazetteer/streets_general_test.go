package gazetteer

import "testing"

func TestGazetteerStreetsWithoutATypeBeforeTheirTown(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and a number before a comma, a postcode and a town are a street", detectCase{"Send the keys to Kolmeka 8, 1410 Kolbotn.", []string{street + "Kolmeka 8, 1410 Kolbotn"}}},
		{"a name and a number before a comma and a known town that ends the clause are a street", detectCase{"mail it to Hrabova 12, Brno", []string{street + "Hrabova 12, Brno"}}},
		{"a year after a comma is no postcode without a known town", detectCase{"Version 2, 2024 Edition is out", nil}},
		{"a known town that goes on into the sentence makes no street", detectCase{"Match 3, Paris won it", []string{loc + "Paris"}}},
	})
}

func TestGazetteerPostcodesOfCanadaAndZIPLines(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Canadian postal code after the province ends the address", detectCase{"Drop it at 58 Lakeshore Drive Unit 4B, Toronto, ON M5V 2T6", []string{street + "58 Lakeshore Drive Unit 4B, Toronto, ON M5V 2T6"}}},
		{"a Canadian postal code after the country ends the address", detectCase{"Ship to 880 Kestrel Way\n Apt. 3\n Halifax\n Canada B3H 1Y6", []string{street + "880 Kestrel Way\n Apt. 3\n Halifax\n Canada B3H 1Y6"}}},
		{"a ZIP code alone on the line after the state belongs to the address", detectCase{"The courier left it at 4410 Maple Grove Lane\nBoise\n, ID\n 83702 this morning.", []string{street + "4410 Maple Grove Lane\nBoise\n, ID\n 83702"}}},
	})
}

func TestGazetteerStreetEndingsOfTheNorthAndTheNetherlands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Finnish -tie is a street", detectCase{"Please forward the parcel to Haukantie 27 before Friday.", []string{street + "Haukantie 27"}}},
		{"an Icelandic -vegur is a street", detectCase{"Visit us at Skólavegur 12 tomorrow.", []string{street + "Skólavegur 12"}}},
		{"a Danish -stræde is a street", detectCase{"Send it to Pilestræde 8, 1112 København", []string{street + "Pilestræde 8, 1112 København"}}},
		{"a Dutch -dijk is a street", detectCase{"the shop on Zeedijk 14 closes early", []string{street + "Zeedijk 14"}}},
		{"an Estonian tänav after the name is a street type", detectCase{"her flat is at Nõmme tänav 5, Tallinn", []string{street + "Nõmme tänav 5, Tallinn"}}},
		{"a Dutch Baan after the name is a street type", detectCase{"Send it to Nieuwe Baan 12 before Friday.", []string{street + "Nieuwe Baan 12"}}},
		{"a Hungarian köz after the name is a street type", detectCase{"I am at the corner of Váci köz 4 and Oak Pass now", []string{street + "the corner of Váci köz 4 and Oak Pass"}}},
		{"a short ending after few letters is no street", detectCase{"The Blockade 3 film premiered.", nil}},
		{"a French noun ending in -tie is no street", detectCase{"Partie 2 commence à 20h.", nil}},
	})
}

func TestGazetteerCompoundStreetsOpeningAFieldInEnglish(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound with a street ending after a label in English text is a street", detectCase{"Our warehouse: Søndergade 52", []string{street + "Søndergade 52"}}},
		{"a compound opening an English sentence is a street", detectCase{"Strickstrasse 61 is closed for the works.", []string{street + "Strickstrasse 61"}}},
		{"a German noun with a street ending opening a German sentence is none", detectCase{"Stellplatz 14 ist frei", nil}},
	})
}

func TestGazetteerMilitaryAddressesInSmallLetters(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a PSC box before its APO line is an address in small letters", detectCase{"We moved from psc 5420, box 2708\napo aa 33879 last year.", []string{street + "psc 5420, box 2708\napo aa 33879"}}},
		{"a unit box before its DPO line is an address in small letters", detectCase{"Send it to unit 4410 box 1203\ndpo ae 09876 please.", []string{street + "unit 4410 box 1203\ndpo ae 09876"}}},
		{"a unit and a box without a military post office are none", detectCase{"The psc 3 module failed; unit 4 box 7 is empty.", nil}},
	})
}

func TestGazetteerCzechStreetAdjectives(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Czech street adjective and a number are a street", detectCase{"We moved from Lázeňská 14 last year.", []string{street + "Lázeňská 14"}}},
		{"a Czech street adjective of three letters and its ending is a street", detectCase{"The courier said he couldn't find Kalská 82, can you call him?", []string{street + "Kalská 82"}}},
		{"a Czech surname and a number are no street", detectCase{"She read Nováková 3 times.", nil}},
	})
}

func TestGazetteerStreetNamesBeforeAnotherStreetsNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name after a copula before a number-first street belongs to it", detectCase{"The new office is Tungvik 11 Rott Crossroad, next to the bank.", []string{street + "Tungvik 11 Rott Crossroad"}}},
		{"a foreign name after a preposition before a number-first street belongs to it", detectCase{"We moved from Storvika 52 Trajanka Forks last year.", []string{street + "Storvika 52 Trajanka Forks"}}},
		{"a foreign name opening the line before a number-first street belongs to it", detectCase{"Hraunvik 14 Pine Road\nSuite 3", []string{street + "Hraunvik 14 Pine Road\nSuite 3"}}},
		{"a common word opening the sentence is no street's name", detectCase{"Tomorrow 12 Main Street is closed.", []string{street + "12 Main Street"}}},
		{"a known place before a number-first street is no street's name", detectCase{"I live in Birchwood 12 Main Street", []string{loc + "Birchwood", street + "12 Main Street"}}},
	})
}

func TestGazetteerPlaceNounsAnnounceStreetsWithoutAType(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an office before a foreign name and a number that end the clause is an address", detectCase{"The new office is Kolmeka 8, next to the bank.", []string{street + "Kolmeka 8"}}},
		{"a warehouse label before a foreign name and a number is an address", detectCase{"Our warehouse: Aruvika 111", []string{street + "Aruvika 111"}}},
		{"an office before an English word and a number is no address", detectCase{"The office is on Floor 3 now.", nil}},
		{"a name and a number that go on into the clause are no address", detectCase{"The shop sells Gradle 8 books.", nil}},
	})
}

func TestGazetteerStreetsAnAddressCueAnnounces(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number and two names that end the clause after an address cue are a street", detectCase{"My sister lives at 214 Pavlou Drandaki.", []string{street + "214 Pavlou Drandaki"}}},
		{"a name and a street type after an address cue are a street without a number", detectCase{"My sister lives at Herceg Gateway.", []string{street + "Herceg Gateway"}}},
		{"a street after an address key needs no number", detectCase{"Address: Martinez Mall", []string{street + "Martinez Mall"}}},
		{"a number and two names before a table's pipe after an address cue are a street", detectCase{"Shipping to: 214 Pavlou Drandaki | Billing to: same", []string{street + "214 Pavlou Drandaki"}}},
		{"a number and two names before a time after an address cue are a street", detectCase{"My sister lives at 214 Pavlou Drandaki since May.", []string{street + "214 Pavlou Drandaki"}}},
		{"a name and a number as a record's street value are a street", detectCase{"- name: Drahoslav Kadlec\n  street: Durychova 610\n  city: Zlaté Hory", []string{per + "Drahoslav Kadlec", street + "Durychova 610", loc + "Zlaté Hory"}}},
		{"a name and a number after a street key's equals sign are a street", detectCase{"strasse=Jenssentjernet 37", []string{street + "Jenssentjernet 37"}}},
		{"a German noun and its number as a street key's value stay untouched", detectCase{"street: Gleis 4", nil}},
		{"a number and a common word after an address cue are no street", detectCase{"My sister lives at home with 3 Cats.", nil}},
	})
}

func TestGazetteerWhatIsSentAnnouncesAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number after a parcel sent to them are a street", detectCase{"Please forward the parcel to Aruvika 111 before Friday.", []string{street + "Aruvika 111"}}},
		{"a German parcel sent to a name and a number names a street", detectCase{"Schick das Paket an Kolmeka 8.", []string{street + "Kolmeka 8"}}},
		{"an English word and a number after a report sent to them are no street", detectCase{"Send the report to Team 3 before Friday.", nil}},
		{"a French parcel at a platform in a text without capitals is no street", detectCase{"les colis sont en quai 7, le lecteur est hors service.", nil}},
	})
}

func TestGazetteerTownsOfCzechiaAndSpacedPostcodes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town with Czech particles before a country and its postcode ends the address", detectCase{"We moved from 2046 Point Walter Road Apt. 162, Chomutice u Horic v Podkrkonoší, Czech Republic 33156 last year.", []string{street + "2046 Point Walter Road Apt. 162, Chomutice u Horic v Podkrkonoší, Czech Republic 33156"}}},
		{"a postcode of three and two digits before its town ends the address", detectCase{"Meet at Drottninggatan 5, 111 51 Stockholm", []string{street + "Drottninggatan 5, 111 51 Stockholm"}}},
		{"a Czech postcode and a town with a particle end a street without a type", detectCase{"Ship to Husova 12, 500 03 Nové Město na Moravě", []string{street + "Husova 12, 500 03 Nové Město na Moravě"}}},
		{"three and two digits before a common word are no postcode", detectCase{"We sold 300 25 Boxes.", nil}},
	})
}

func TestGazetteerAForeignNameBetweenTwoNumbersIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a size between two numbers is no street", detectCase{"| L2 | 128 KiB 32 (wasm) | 64 MiB 8 |", nil}},
		{"a building number, a foreign name and a house number before a time are a street", detectCase{"I'm moving to 5366 Kolmeka 276 next month.", []string{street + "5366 Kolmeka 276"}}},
		{"a building number, a foreign name and a house number before a time word are a street", detectCase{"We met at 20789 Aruvika 46 yesterday.", []string{street + "20789 Aruvika 46"}}},
		{"a year before a name and a version is no street", detectCase{"In 2019 Kotlin 2 came out.", nil}},
		{"a count after the second number makes no street", detectCase{"I have 3 Pikachu 5 times.", nil}},
	})
}

func TestGazetteerTheAddressNounAfterAStreetAndBracketsAfterItsTown(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number before the word address are a street", detectCase{"Is Aruvika 111 the right address?", []string{street + "Aruvika 111"}}},
		{"a foreign name and a number that the sentence calls an address are a street", detectCase{"Kolmeka 8 is my new address.", []string{street + "Kolmeka 8"}}},
		{"a foreign name after a question's opening verb belongs to the street after it", detectCase{"Is Tungvik 11 Rott Crossroad the right address?", []string{street + "Tungvik 11 Rott Crossroad"}}},
		{"an English word and a number before an IP address are no street", detectCase{"Node 12 has a new IP address.", nil}},
		{"a town after a suite ends before a bracket", detectCase{"The meeting is held at 071 Kolmgasse 80 Suite 000 HUNDSHAGEN Upper Austria (second floor).", []string{street + "071 Kolmgasse 80 Suite 000 HUNDSHAGEN Upper Austria"}}},
	})
}
