package gazetteer

import "testing"

func TestGazetteerTheSecondStreetOfACornerEndsOnItsHouseNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number after the corner's and are its second street", detectCase{"They moved to the corner of Alikollen 5D and Evensentunet 2 in May.", []string{street + "the corner of Alikollen 5D and Evensentunet 2"}}},
		{"a French street type written first opens the second street", detectCase{"We met at the corner of rue de Blanc 821 and rue Chaudet 37.", []string{street + "the corner of rue de Blanc 821 and rue Chaudet 37"}}},
		{"a Hungarian type after the name carries the second street's number", detectCase{"Wait at the corner of Nagykanizsai utca 209. and Ligetbányai utca 53.", []string{street + "the corner of Nagykanizsai utca 209. and Ligetbányai utca 53"}}},
		{"a building's slash number ends the first street and the second follows", detectCase{"the corner of Mala 6c/5 and Naumovac 279", []string{street + "the corner of Mala 6c/5 and Naumovac 279"}}},
		{"a second street whose number a mark opens joins the corner", detectCase{"Meet at the corner of Calle Tucumán N° 113 and Avenida Belgrano N° 215.", []string{street + "the corner of Calle Tucumán N° 113 and Avenida Belgrano N° 215"}}},
		{"the second street's suite joins the corner", detectCase{"Stop at the corner of 72759 Kimberly Road and 9680 Larry Inlet Suite 218.", []string{street + "the corner of 72759 Kimberly Road and 9680 Larry Inlet Suite 218"}}},
		{"a corner of streets without a number is no address", detectCase{"Turn at the corner of Main Street and Oak 3 times.", nil}},
		{"a corner of a room and a window is no address", detectCase{"The corner of the room and Window 2 is cold.", nil}},
	})
}

func TestGazetteerAPlaceOnAForeignStreetNamesItsAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a place on a two-word foreign street names its address whatever follows", detectCase{"The bus station is on Peter Zuidhove 188 today.", []string{street + "Peter Zuidhove 188"}}},
		{"a shop on an accented street names its address", detectCase{"Is the pharmacy on Maneeži 75 still open?", []string{street + "Maneeži 75"}}},
		{"a place at a foreign street that ends the clause names its address", detectCase{"The bakery is at Kolmeka 8.", []string{street + "Kolmeka 8"}}},
		{"a place on a one-word foreign street before a calm word names its address", detectCase{"The fire station on Aruvika 46 is closed.", []string{street + "Aruvika 46"}}},
		{"a showroom at a foreign street names its address", detectCase{"Our showroom at Aruvika 46 is open.", []string{street + "Aruvika 46"}}},
		{"a product's version after a place noun is no street", detectCase{"The store on Magento 2 needs a patch.", nil}},
		{"a version after an office that runs on it is no street", detectCase{"Our office runs on Gradle 8 now.", nil}},
		{"a product after the preposition of a place is no street", detectCase{"Our office is on Ubuntu 22 now.", nil}},
		{"a level after a station is no street", detectCase{"The gas station is on Level 3.", nil}},
		{"a gate after a bank is no street", detectCase{"The bank at Gate 5 is closed.", nil}},
	})
}

func TestGazetteerABuildingNumberAfterAPrepositionOfPlaceOpensAForeignStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a building number after on opens a foreign street whatever follows", detectCase{"The shop on 308 Ingrišova 49 closes early.", []string{street + "308 Ingrišova 49"}}},
		{"a house number with a letter ends the street", detectCase{"We met at 6444 Kristiansenkollen 91F yesterday.", []string{street + "6444 Kristiansenkollen 91F"}}},
		{"a short number after on is no building number", detectCase{"Release 4 Beta 2 ships on 12 Zorvex 3 builds.", nil}},
		{"a count before a known name and a number is no street", detectCase{"Upgrade to 3 Kafka 4 brokers.", nil}},
		{"a German common noun between two numbers is no street", detectCase{"Tisch 4 Stuhl 2 sind frei.", nil}},
	})
}

func TestGazetteerTheWayToAForeignStreetNamesIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number after meet me at are a street", detectCase{"Meet me at Aruvika 46", []string{street + "Aruvika 46"}}},
		{"a foreign name and a number after get to are a street", detectCase{"How do I get to Aruvika 46?", []string{street + "Aruvika 46"}}},
		{"a foreign name and a number after where is are a street", detectCase{"Where is Aruvika 46?", []string{street + "Aruvika 46"}}},
		{"a foreign name and a number after turn right on are a street", detectCase{"Turn right on Buerlia 227.", []string{street + "Buerlia 227"}}},
		{"a foreign name and a number before a calm word are a street", detectCase{"Walk down Aruvika 46 until the end.", []string{street + "Aruvika 46"}}},
		{"a foreign name and a number after a taxi to are a street", detectCase{"I need a taxi to Aruvika 46.", []string{street + "Aruvika 46"}}},
		{"a foreign name and a number after visit us at are a street", detectCase{"Visit us at Aruvika 46!", []string{street + "Aruvika 46"}}},
		{"a foreign name and a number after moved into are a street", detectCase{"I moved into Aruvika 46 last year.", []string{street + "Aruvika 46"}}},
		{"a verb and its particle before a product's version make no street", detectCase{"Turn on Bluetooth 5 now.", nil}},
		{"an English word after the way makes no street", detectCase{"Take me to Level 3 please.", nil}},
		{"a gate after meet me at is no street", detectCase{"Meet me at Gate 12.", nil}},
		{"a room after go to is no street", detectCase{"Go to Room 12.", nil}},
		{"a known product's version after where is is no street", detectCase{"Where is Gradle 8?", nil}},
		{"a known product's version after get to is no street", detectCase{"How do I get to Ubuntu 22 from the station?", nil}},
		{"a known shop platform after meet me at is no street", detectCase{"Meet me at Shopify 2 after work.", nil}},
	})
}

func TestGazetteerABuildingNumberBeforeAStreetBelongsToIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a building number before a suite and a street belongs to the address", detectCase{"Deliver to 72304 Suite 930 9 Allen Tollway before noon.", []string{street + "72304 Suite 930 9 Allen Tollway"}}},
		{"a building number before Australia's floor belongs to the address", detectCase{"My address is 40200 Level 4 5 Michael Strand Suite 858", []string{street + "40200 Level 4 5 Michael Strand Suite 858"}}},
		{"a building number before a foreign name and a street belongs to it", detectCase{"Go to 20789 Aruvika 46 Rott Crossroad", []string{street + "20789 Aruvika 46 Rott Crossroad"}}},
		{"a year before a suite stays out of the address", detectCase{"In 2019 Suite 930 9 Allen Tollway opened.", []string{street + "Suite 930 9 Allen Tollway"}}},
	})
}

func TestGazetteerAStreetBeforeANumberFirstStreetOpensTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and an Estonian type before a number-first street open the address", detectCase{"Merineitsi põik 87 van Gijn Summit\n Suite 364\n Melliste\n Estonia 02561", []string{street + "Merineitsi põik 87 van Gijn Summit\n Suite 364\n Melliste\n Estonia 02561"}}},
		{"a place at a building number, a house number and a foreign name is an address", detectCase{"The restaurant is at 9816 214 Pavlou Drandaki", []string{street + "9816 214 Pavlou Drandaki"}}},
		{"a place at a number and English words is no address", detectCase{"The office is at 3 Big Rooms.", nil}},
		{"a year before a number and a name is no building number", detectCase{"The office is at 2024 12 Kotlin.", nil}},
	})
}

func TestGazetteerABuildingNumberBeforeANumberLastStreetBelongsToIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a building number before a Slovenian street and its number belongs to it", detectCase{"We met at 9583 Goljarjeva pot 986 Suite 701, Jesenice, Slovenia 0125 yesterday.", []string{street + "9583 Goljarjeva pot 986 Suite 701, Jesenice, Slovenia 0125"}}},
		{"a building number before a Hungarian street and its number belongs to it", detectCase{"Her flat is at 52403 Dózsa györgy utca 148.\n Apt. 886", []string{street + "52403 Dózsa györgy utca 148.\n Apt. 886"}}},
		{"a Polish house number with its flat after the slash ends the street", detectCase{"Her flat is at 830 ulica Rycerska 21/65 Apt. 515, second floor.", []string{street + "830 ulica Rycerska 21/65 Apt. 515"}}},
		{"a house number before a time ends a number-first street", detectCase{"Deliver to 392 rue de Quartier 67 before noon.", []string{street + "392 rue de Quartier 67"}}},
		{"a number before a street ending alone stays out of it", detectCase{"Seite 4 Platz 1", nil}},
		{"a number before a type and a number without a name is no street", detectCase{"Version 2 Calle 3", nil}},
	})
}

func TestGazetteerAHouseNumberWithAFlatAfterItsSlashEndsAForeignStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Croatian house number and its flat after a slash end a street sent to", detectCase{"Please send it to Streljačka 2a/5.", []string{street + "Streljačka 2a/5"}}},
		{"a building number on a Croatian street with a slash number is an address", detectCase{"The shop on 997 Jurjeve 6a/9 closes early.", []string{street + "997 Jurjeve 6a/9"}}},
		{"a version with a slash is no street", detectCase{"Release 4 Beta 2/3 ships.", nil}},
		{"S/N after a comma ends a number-first street", detectCase{"My address is 9832 Rua Marcos Guerreiro, S/N\n Apt. 948\n Sines\n Portugal 5299-793", []string{street + "9832 Rua Marcos Guerreiro, S/N\n Apt. 948\n Sines\n Portugal 5299-793"}}},
	})
}

func TestGazetteerAGermanRoadAfterAnEnglishPrepositionIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German noun ending in -straße after to in English is a street", detectCase{"Send it to Hauptstraße 5.", []string{street + "Hauptstraße 5"}}},
		{"a German noun ending in -strasse after at in English is a street", detectCase{"We met at Hauptstrasse 12 yesterday.", []string{street + "Hauptstrasse 12"}}},
		{"a German noun ending in -straße after an article in German stays a noun", detectCase{"Die Fertigungsstraße 2 steht still.", nil}},
		{"a compound ending in -platz after to stays a noun", detectCase{"Send it to Lagerplatz 101.", nil}},
	})
}

func TestGazetteerARepublicAndATownsPostcodeEndTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a country named as a republic after the town ends the address", detectCase{"Send it to Okrová 8, 755 67 Plumlov, Czech Republic yesterday.", []string{street + "Okrová 8, 755 67 Plumlov, Czech Republic"}}},
		{"a republic at a sentence's start is no address", detectCase{"The Czech Republic won 3 games.", nil}},
		{"a four-digit postcode after the town ends a New Zealand address", detectCase{"Address: 716 Wairangi Beach Road, Ngauruwhero 9345", []string{street + "716 Wairangi Beach Road, Ngauruwhero 9345"}}},
		{"a year after a town stays out of the address", detectCase{"Meet at 12 Main Street, Paris 2024 was fun.", []string{street + "12 Main Street", loc + "Paris"}}},
	})
}

func TestGazetteerThePhilippinesBlockLotAndTownsBeforeThePostcode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a block and a lot before the house number open the address", detectCase{"Block 25 Lot 42 Libra Street", []string{street + "Block 25 Lot 42 Libra Street"}}},
		{"towns before the postcode and the province close the address", detectCase{"Send it to 1151 Tulip Avenue, Bonifacio, 5417 Kalinga.", []string{street + "1151 Tulip Avenue, Bonifacio, 5417 Kalinga"}}},
		{"a block and a lot without a street are no address", detectCase{"Block 25 Lot 42 is reserved.", nil}},
		{"a lot in lower case is no lot", detectCase{"We played a lot 42 Main Street.", []string{street + "42 Main Street."}}},
		{"a year after a town is no postcode", detectCase{"We met at 12 Main Street, Boston, 2024 Olympics were on.", []string{street + "12 Main Street", per + "Boston"}}},
	})
}

func TestGazetteerWhereSomeoneIsDroppedOffOrPickedUpNamesAForeignStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number after drop me off at are a street", detectCase{"Drop me off at Medveščak 6, please.", []string{street + "Medveščak 6"}}},
		{"a game and its number after grew up on is no street", detectCase{"We grew up on Tekken 3.", nil}},
		{"a foreign name and a number after lives on are a street", detectCase{"My aunt lives on Mirogojska 714.", []string{street + "Mirogojska 714"}}},
		{"a foreign name and a number after pick me up at are a street", detectCase{"Can you pick me up at Aruvika 46?", []string{street + "Aruvika 46"}}},
		{"a version after dropped to is no street", detectCase{"Support dropped to Level 3 this week.", nil}},
		{"a league after dropped to is no street", detectCase{"The club dropped to Ligue 2.", nil}},
	})
}

func TestGazetteerAForeignStreetInFrontOfOrOutsideWhichSomeoneWaitsIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number after in front of are a street", detectCase{"I'm waiting in front of Thurzova 143", []string{street + "Thurzova 143"}}},
		{"a foreign name and a number after meet me outside are a street", detectCase{"Meet me outside Rønningåsen 9 at noon.", []string{street + "Rønningåsen 9"}}},
		{"an English word and its number in front of stay untouched", detectCase{"I'm waiting in front of Gate 12", nil}},
		{"a game and its number in front of fans stay untouched", detectCase{"They played in front of Tekken 3 fans.", nil}},
	})
}

func TestGazetteerAForeignNameAndANumberThatABuildingNounNamesAreAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a foreign name and a number that the right building names are a street", detectCase{"Is Goljačke 4b the right building?", []string{street + "Goljačke 4b"}}},
		{"a foreign name and a number that my new flat names are a street", detectCase{"Aruvika 46 is my new flat.", []string{street + "Aruvika 46"}}},
		{"a game and its number that a noun of no building names stay untouched", detectCase{"Is Tekken 3 the right game?", nil}},
	})
}
