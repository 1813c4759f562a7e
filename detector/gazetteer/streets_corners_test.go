package gazetteer

import "testing"

func TestGazetteerTheSecondStreetOfACornerNeedsNoTypeOrNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"one name word after the corner's and is its second street", detectCase{"Meet me at the corner of Parcelná 3 and Ľubochnianska.", []string{street + "the corner of Parcelná 3 and Ľubochnianska"}}},
		{"the second street's name ends at the comma", detectCase{"The shop is on the corner of Benákova 90 and Lednická, next to the bank.", []string{street + "the corner of Benákova 90 and Lednická"}}},
		{"two name words after the corner's and are its second street", detectCase{"Stop at the corner of Dalbraut 99 and Van Heekstraat please.", []string{street + "the corner of Dalbraut 99 and Van Heekstraat"}}},
		{"in a text without capitals the second street's words are no common English words", detectCase{"meet at the corner of plemljeva ulica 3a and kongresni trg and walk north", []string{street + "the corner of plemljeva ulica 3a and kongresni trg"}}},
		{"a street type after the first street's house number joins the corner", detectCase{"Ask the driver to stop at the corner of Nieuwe Baan 473 St. and Inna Loop St.", []string{street + "the corner of Nieuwe Baan 473 St. and Inna Loop St"}}},
		{"a street type after the house number joins the corner before a nameless and", detectCase{"Wait at the corner of Asselsestraat 7 St. and Martinez Mall St.", []string{street + "the corner of Asselsestraat 7 St. and Martinez Mall St"}}},
		{"a street type in lower case after the name ends the second street", detectCase{"We live at the corner of Bizjanova ulica 8a and Juričeva ulica now.", []string{street + "the corner of Bizjanova ulica 8a and Juričeva ulica"}}},
		{"a particle inside the second street's name joins it", detectCase{"Send it to the corner of Largo Ricardo Almeida, 7 and Travessa de Ferreira today.", []string{street + "the corner of Largo Ricardo Almeida, 7 and Travessa de Ferreira"}}},
		{"a word in lower case after the corner's and is no second street", detectCase{"We met at the corner of Dalbraut 99 and then walked home.", []string{street + "the corner of Dalbraut 99"}}},
		{"a corner of a room and a window is still no address", detectCase{"The corner of the room and Window 2 is cold.", nil}},
		{"a corner of streets without a number is still no address", detectCase{"Turn at the corner of Main Street and Oak 3 times.", nil}},
	})
}

func TestGazetteerACompoundStreetAfterAPrepositionOfPlaceNeedsNoNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German compound street after to is a street", detectCase{"Can you send the invoice to Vogelstrasse instead?", []string{street + "Vogelstrasse"}}},
		{"a Danish compound street after outside is a street", detectCase{"I left my bike outside Harwichvej last night.", []string{street + "Harwichvej"}}},
		{"a Dutch compound street after on is a street", detectCase{"My sister lives on Ashleystraat near the park.", []string{street + "Ashleystraat"}}},
		{"a compound street after from is a street", detectCase{"We are moving from Rosengade next week.", []string{street + "Rosengade"}}},
		{"the town after the compound street's comma stays a place", detectCase{"I moved to Rosengade, Aarhus last year.", []string{street + "Rosengade", loc + "Aarhus"}}},
		{"an English word with a street's ending is no street", detectCase{"The alerts are based on Monitoring data.", nil}},
		{"an English word ending like a Danish street is no street", detectCase{"He served with the Brigade for years.", nil}},
		{"a compound street without a preposition of place before it is left alone", detectCase{"Vogelstrasse was a film.", nil}},
		{"a capitalised word after the compound makes a longer name", detectCase{"We met at Bergstrasse Klinik yesterday.", []string{org + "Bergstrasse Klinik"}}},
	})
}

func TestGazetteerAStreetTypeAfterTheHouseNumberProvesAStreetWithoutOne(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an English street type after a foreign street's number proves the street", detectCase{"Pedestrians must enter on Hoge Wei 32 St. the first three months", []string{street + "Hoge Wei 32 St"}}},
		{"a street type in full after the number proves the street", detectCase{"The bakery is on Kallio 14 Road now.", []string{street + "Kallio 14 Road"}}},
		{"a capitalised word after the type makes a longer name", detectCase{"Read Kallio 14 Street Journal today.", nil}},
		{"a product's version before a type is no street", detectCase{"Enable Windows 11 Drive encryption now.", nil}},
		{"a building number before a Greek street's abbreviated type keeps the street whole", detectCase{"There is a new bakery at 40559 Λεωφ. Τριστένου 665-823, you should try it.", []string{street + "40559 Λεωφ. Τριστένου 665-823"}}},
	})
}

func TestGazetteerAForeignOneWordStreetAfterAPrepositionOfPlaceNeedsNoCue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name with a diacritic and a number after from is a street", detectCase{"We are moving from Draškovićeva 22 next week.", []string{street + "Draškovićeva 22"}}},
		{"a name with a diacritic and a number after on is a street", detectCase{"The accident happened on Streljačka 76 around 9 pm.", []string{street + "Streljačka 76"}}},
		{"a Slavic possessive name and a number after outside is a street", detectCase{"I left my bike outside Pohnertova 30 last night.", []string{street + "Pohnertova 30"}}},
		{"a name with a diacritic and a lettered number after at is a street", detectCase{"He rents a room at Mletačka 3c with two friends.", []string{street + "Mletačka 3c"}}},
		{"a product's version after a preposition is no street", detectCase{"We upgraded from Zorvex 3 last week.", nil}},
		{"a product with a diacritic before a count is no street", detectCase{"We moved to Pokémon 3 times.", nil}},
		{"a team's score is no street", detectCase{"They lost to Malmö 2 nil.", nil}},
	})
}

func TestGazetteerAmericanStreetsTakeTheirDirectionsOrdinalsAndRouteNumbers(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a two-letter direction before the name opens the street", detectCase{"The meeting moved to 4354 SE Richardson St because the old office flooded.", []string{street + "4354 SE Richardson St"}}},
		{"a direction's initial before an ordinal opens the street", detectCase{"The meeting moved to 6720 E 14th Street because the office flooded.", []string{street + "6720 E 14th Street"}}},
		{"a direction's word before an ordinal opens the street", detectCase{"My new address is 6538 West 57th Avenue, could you update it?", []string{street + "6538 West 57th Avenue"}}},
		{"a highway's number after a house number is a street", detectCase{"We drove past 3650 Highway 260 on the way home.", []string{street + "3650 Highway 260"}}},
		{"a state route's number after a house number is a street", detectCase{"Deliver it to 88 State Route 9 tomorrow.", []string{street + "88 State Route 9"}}},
		{"a route in small letters after a house number is a street", detectCase{"ok im at 1032 route 293 now, come over when u can", []string{street + "1032 route 293"}}},
		{"a year before a route is no house number", detectCase{"In 2019 Route 66 reopened to traffic.", nil}},
		{"a count before a direction's initial is no street", detectCase{"Take 3 E 14 buses to get there.", nil}},
		{"a version is no route", detectCase{"Upgrade 12 Highway 3 licenses today.", nil}},
	})
}

func TestGazetteerATownAndAnAmericanStateCodeNeedNoZIPCode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a state code after in are one address", detectCase{"She grew up in Smithview, WI and moved later.", []string{street + "Smithview, WI"}}},
		{"a town with a prefix and a state code after to are one address", detectCase{"Send it to Port Katie, MN please.", []string{street + "Port Katie, MN"}}},
		{"a town and a state code ending the line after an address cue are one address", detectCase{"Address:\nMichellemouth, WA\nAmount due: 420 USD", []string{street + "Michellemouth, WA"}}},
		{"a town and a state code in a quoted field are one address", detectCase{"ship to \"North Adamview, MA\" asap", []string{street + "North Adamview, MA"}}},
		{"a code that is no American state's is no address", detectCase{"We met in Smithview, XY and talked.", []string{loc + "Smithview"}}},
		{"OK after a town is a word of chat", detectCase{"Let's meet in Berlin, OK?", []string{loc + "Berlin"}}},
		{"a standard's code after a comma is no state", detectCase{"The checksum is in Luhn, ISO 7064.", []string{loc + "Luhn"}}},
		{"a town and a state code without a preposition of place are left alone", detectCase{"Smithview, WI is lovely.", nil}},
	})
}

func TestGazetteerATownAndAStateCodeThatFillAFieldAreAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a state code in a quoted CSV field are an address", detectCase{"17,John Miller,\"Fosterborough, TN\",2021-05-04", []string{per + "John Miller", street + "Fosterborough, TN"}}},
		{"a town and a state code on a line of their own are an address", detectCase{"INVOICE 4471\nBill to:\nAcme Corp\nMckinneyland, RI\nAmount due: $420.00", []string{org + "Acme Corp", street + "Mckinneyland, RI"}}},
		{"a greeting and initials on a line are no address", detectCase{"Thanks,\nCheers, AL", []string{per + "AL"}}},
		{"a town and a country's code on a line are no American address", detectCase{"Office:\nLyon, FR", []string{loc + "Lyon"}}},
	})
}

func TestGazetteerAFrenchStreetTypeInLowerCaseBeforeANameIsAStreetInEnglishProse(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"rue in lower case before a name after at is a street", detectCase{"ok im at rue Chrétien now, come over when u can", []string{street + "rue Chrétien"}}},
		{"boulevard in lower case before two names after to is a street", detectCase{"The meeting moved to boulevard Lucy David because the old office flooded.", []string{street + "boulevard Lucy David"}}},
		{"avenue in lower case before a name ending the sentence is a street", detectCase{"Please forward all mail to avenue Morvan.", []string{street + "avenue Morvan"}}},
		{"a capitalised English type before a name is left to the other rules", detectCase{"We walked to Avenue Q last night.", nil}},
		{"the verb rue before a day is no street", detectCase{"You will rue Monday at this rate.", nil}},
	})
}

func TestGazetteerATownAndAStateCodeCloseTheStreetBeforeTheirComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and an Australian state after a street's comma close its address", detectCase{"Please deliver to 372 Davis Row, North Markhaven, VIC before noon.", []string{street + "372 Davis Row", street + "North Markhaven, VIC"}}},
		{"a town and an Australian state after a preposition are an address", detectCase{"Please deliver the parcel to Port Kellyton, NT before noon.", []string{street + "Port Kellyton, NT"}}},
		{"an American state after a street's comma still joins the street", detectCase{"Please deliver to 372 Davis Row, Markhaven, MN before noon.", []string{street + "372 Davis Row, Markhaven, MN"}}},
		{"a product and an operating system after a comma are no address", detectCase{"We still run Exchange, Windows NT and more.", nil}},
	})
}
