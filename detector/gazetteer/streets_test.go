package gazetteer

import (
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

const street = pii.LabelStreetAddress + ":"

func TestGazetteerStreetAddresses(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// English
		{"a house number and a street type make a street address", detectCase{"Ship it to 1668 Glyn St today", []string{street + "1668 Glyn St"}}},
		{"a US address takes its unit, town, state and ZIP", detectCase{"Address: 282 Maple St, Apt 2C, Fresno, CA 60778", []string{street + "282 Maple St, Apt 2C, Fresno, CA 60778"}}},
		{"a UK address takes its town and postcode", detectCase{"now 3 Kingsley Close, Derby DE22 3HQ.", []string{street + "3 Kingsley Close, Derby DE22 3HQ"}}},
		{"an address on several lines is one span", detectCase{"Deliver to 229 Oakfield Street\nBristol\nBS7 9DX", []string{street + "229 Oakfield Street\nBristol\nBS7 9DX"}}},
		{"a flat before the number joins the address", detectCase{"could not find Flat 28, 19 Victoria Street; sorry", []string{street + "Flat 28, 19 Victoria Street"}}},
		{"a type word inside the name does not end it", detectCase{"512 Country Club Rd", []string{street + "512 Country Club Rd"}}},
		{"a post-office box is an address", detectCase{"Write to P.O. Box 242 instead", []string{street + "P.O. Box 242"}}},
		{"a military address is an address", detectCase{"PSC 0413, Box 8144\nAPO AA 42323", []string{street + "PSC 0413, Box 8144\nAPO AA 42323"}}},
		{"a street without a type after an address cue", detectCase{"Kevin had given Alma his address: 5049 Harjukuja 54, SEINÄJOKI", []string{per + "Kevin", per + "Alma", street + "5049 Harjukuja 54, SEINÄJOKI"}}},
		// French
		{"a French address takes its postcode and town", detectCase{"Adresse : 42 avenue du Château 44000 Nantes", []string{street + "42 avenue du Château 44000 Nantes"}}},
		{"a comma after the French house number", detectCase{"J'habite au 10, rue Pasteur, la porte bleue", []string{street + "10, rue Pasteur"}}},
		{"bis and ter after the house number", detectCase{"au 74 ter allée des Écoles", []string{street + "74 ter allée des Écoles"}}},
		{"an abbreviated French street type", detectCase{"Déménagement du 78 av. Voltaire", []string{street + "78 av. Voltaire"}}},
		{"a street named after a person is no person", detectCase{"1 av. Jean Jaurès, 75011 Paris", []string{street + "1 av. Jean Jaurès, 75011 Paris"}}},
		// German, and street types first
		{"a German street with its ending and number", detectCase{"Lieferung an Lindenstraße 12, 10115 Berlin, 3 Pakete", []string{street + "Lindenstraße 12, 10115 Berlin"}}},
		{"an abbreviated German street", detectCase{"Wohnhaft: Bergstr. 2, 80331 München", []string{street + "Bergstr. 2, 80331 München"}}},
		{"a country letter before the postcode", detectCase{"jetzt Birkenweg 43, D-10115 Berlin.", []string{street + "Birkenweg 43, D-10115 Berlin"}}},
		{"Am before a street name", detectCase{"statt an Am Stadtpark 3, 50667 Köln.", []string{street + "Am Stadtpark 3, 50667 Köln"}}},
		{"a town with a particle", detectCase{"Goethestrasse 91b, 60311 Frankfurt am Main", []string{street + "Goethestrasse 91b, 60311 Frankfurt am Main"}}},
		{"a Spanish street type first", detectCase{"Return address: Avenida de la Paz 113, 41004 Sevilla", []string{street + "Avenida de la Paz 113, 41004 Sevilla"}}},
		{"an Italian street type first", detectCase{"The workshop is at Piazza della Libertà 25, 80133 Napoli, room 24", []string{street + "Piazza della Libertà 25, 80133 Napoli"}}},
		{"a Hungarian street type after the name", detectCase{"Király u. 15, second floor", []string{street + "Király u. 15"}}},
		{"a sole trader's dotted form after a person's name is no Hungarian street type", detectCase{"Lavora presso Anna Kranjc s.p. e abita a Roma.", []string{per + "Anna Kranjc", loc + "Roma"}}},
		{"a Hungarian street type of two letters after the name", detectCase{"Andrássy út 12, Budapest", []string{street + "Andrássy út 12, Budapest"}}},
	})
}

func TestGazetteerNumbersBesideWordsAreNotAddresses(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number and a noun are no address", detectCase{"Pipeline 70082, Lauf 16, Job 6129403 ist fertig.", nil}},
		{"a platform is no address", detectCase{"Départs voie 4, quai B", nil}},
		{"columns of a table are no address", detectCase{"export-worker   1/1     Running   4          28m", nil}},
		{"a street name without a number is no address", detectCase{"The office is on Villacher Strasse", nil}},
		{"a version between words is no address", detectCase{"Release 4 Beta 2 is out", nil}},
		{"a quantity of a unit is no address", detectCase{"- 3 EL Zucker\n- 204 ml Milch", nil}},
		{"a French exit number is no address", detectCase{"prendre la sortie 1 puis tout droit", nil}},
		{"a Spanish 'al' before a number is no street type", detectCase{"Llámame al 612 34 56 78 esta tarde", nil}},
		{"an English word ending in ring before a number is no street", detectCase{"the worker streams rows instead of buffering 579 of them; Monitoring 5 nodes", nil}},
		{"a Portuguese 'os' before a number is no street type", detectCase{"Enviei os 300 ficheiros ontem", nil}},
	})
}

func TestGazetteerStreetsOfEveryFakerLocale(t *testing.T) {
	checkCases(t, newGaz(t, Config{}), []detectCase{
		// A range of house numbers, with a hyphen or a slash.
		{"Neue Anschrift: Lindenstraße 14-16, 10115 Berlin.", []string{"STREET_ADDRESS:Lindenstraße 14-16, 10115 Berlin"}},
		{"Lieferung an Birkenweg 7/3, 49204 Gelnhausen", []string{"STREET_ADDRESS:Birkenweg 7/3, 49204 Gelnhausen"}},
		// A comma between a type written first and the number, and a floor.
		{"Indirizzo: Via Roma, 12 Piano 3", []string{"STREET_ADDRESS:Via Roma, 12 Piano 3"}},
		{"Dirección: Calle Mayor, 22, 28013 Madrid", []string{"STREET_ADDRESS:Calle Mayor, 22, 28013 Madrid"}},
		// A Portuguese postcode.
		{"Morada: Rua do Sol, 51, 4000-123 Porto", []string{"STREET_ADDRESS:Rua do Sol, 51, 4000-123 Porto"}},
		// A score or a count is no house number.
		{"Tore: Müller 2-1 in der 90. Minute", nil},
	})
}

func TestGazetteerAddressesByEachCountrysGrammar(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// Italy: the number after a comma, the floor or flat, then the
		// postcode, the town and its province in brackets.
		{"an Italian address takes its postcode, town and province", detectCase{"Consegna a Vicolo Rossi, 86, 73045, Leverano (LE) entro lunedì", []string{street + "Vicolo Rossi, 86, 73045, Leverano (LE)"}}},
		{"an Italian address on two lines", detectCase{"Sede: Strada Bassi, 53 Piano 7\n56032, La Croce (PI)", []string{street + "Strada Bassi, 53 Piano 7\n56032, La Croce (PI)"}}},
		// Spain: the town, then the postcode.
		{"a Spanish address takes its town and postcode", detectCase{"Envío a Ronda de Maite Egea 3, Burgos, 43485 mañana", []string{street + "Ronda de Maite Egea 3, Burgos, 43485"}}},
		{"a Spanish address on two lines", detectCase{"Dirección: Glorieta Emilia Sandoval 63\nLeón, 09094", []string{street + "Glorieta Emilia Sandoval 63\nLeón, 09094"}}},
		{"C. is Calle before a name and a number", detectCase{"La dirección es C. Nidia Barba 28, Palencia, 06396.", []string{street + "C. Nidia Barba 28, Palencia, 06396"}}},
		{"a number on each side of a street's name are both the address's", detectCase{"Dirección:\n4471 Avda. Isidro Carmona 58\nApt. 12", []string{street + "4471 Avda. Isidro Carmona 58\nApt. 12"}}},
		// Poland: ul., al. and os. before the name, in lower case.
		{"ul. is a Polish street before a name and a number", detectCase{"mieszka przy ul. Wiśniowa 17 w Lublinie", []string{street + "ul. Wiśniowa 17"}}},
		{"al. after et is a citation, no street", detectCase{"as Kowalski et al. Science 2019 showed", []string{"PERSON:Kowalski"}}},
		// France: a street written without a number before a postcode.
		{"a French street without a number before its postcode and town", detectCase{"Livraison : rue Dupuy, 80805 Besnard, merci", []string{street + "rue Dupuy, 80805 Besnard"}}},
		{"a French address in lower case", detectCase{"livraison au 96, rue raymond, 05641 brunetbourg demain", []string{street + "96, rue raymond, 05641 brunetbourg"}}},
		// Germany and the Netherlands: ring and singel endings, Dutch postcodes.
		{"a German street ending in ring", detectCase{"Lieferung an Beerring 497\n47334 Hersbruck", []string{street + "Beerring 497\n47334 Hersbruck"}}},
		{"a Dutch street ending in singel with a Dutch postcode", detectCase{"Adres: Bastiaansingel 946, 1341 FU, Hindeloopen", []string{street + "Bastiaansingel 946, 1341 FU, Hindeloopen"}}},
		{"a Dutch postcode written without a space", detectCase{"Adres: Emirring 28, 4565CG, Rotterdam", []string{street + "Emirring 28, 4565CG, Rotterdam"}}},
		// The UK: a flat, then a street without a number.
		{"a UK flat then its street without a number", detectCase{"Flat 14\nHughes Mission\nJeanbury\nW00 8XX", []string{street + "Flat 14\nHughes Mission\nJeanbury\nW00 8XX"}}},
		{"a UK flat and its street on one line", detectCase{"Send it to Flat 56, Jacob Trail, Leeds LS6 4EF", []string{street + "Flat 56, Jacob Trail, Leeds LS6 4EF"}}},
	})
}

func TestGazetteerAddressLinesAndCorners(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street corner is one address with its second street", detectCase{"We met at the corner of Dalbraut 99 and Frederikke Coves yesterday.", []string{street + "the corner of Dalbraut 99 and Frederikke Coves"}}},
		{"quoted lines of an address are one address", detectCase{">3378 217 Lovers Lane\n>Suite 680\n>Port Whangarei\n>New Zealand 15896", []string{street + "3378 217 Lovers Lane\n>Suite 680\n>Port Whangarei\n>New Zealand 15896"}}},
		{"a flat ends a street's name", detectCase{"9554 62 Rue Gafsa Apt. 981, Toronto", []string{street + "9554 62 Rue Gafsa Apt. 981, Toronto"}}},
		{"a number after a type written after the name", detectCase{"Office: 6076 Piroska u. 97.", []string{street + "6076 Piroska u. 97."}}},
		{"a ship and its fleet post office are an address", detectCase{"Ship to USNS Bergman\nFPO AP 93757", []string{street + "USNS Bergman\nFPO AP 93757"}}},
		{"C. before a street with an ending", detectCase{"Dirección: C. Beerninckstraat 88, Gent", []string{street + "C. Beerninckstraat 88, Gent"}}},
	})
}

func TestGazetteerStreetParticlesAndTownsOfEachCountry(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian contracted article inside a street's name", detectCase{"Spedire a Via delle Coste 41, 00100 Roma.", []string{street + "Via delle Coste 41, 00100 Roma"}}},
		{"a Spanish plural article inside a street's name", detectCase{"Dirección: Calle de los Reyes 14, 28013 Madrid", []string{street + "Calle de los Reyes 14, 28013 Madrid"}}},
		{"a particle after an abbreviated Spanish type", detectCase{"con domicilio en C. de Estrella Martin 73 Piso 7\nTeruel, 36477, abonará", []string{street + "C. de Estrella Martin 73 Piso 7\nTeruel, 36477"}}},
		{"a French contracted article inside a street's name", detectCase{"J'habite 3 rue aux Ours, 75003 Paris", []string{street + "3 rue aux Ours, 75003 Paris"}}},
		{"a town with an elided article joins its address", detectCase{"a Via Mozart, 242 Piano 7\n83029, Sant'Agata Irpina (AV). Se cambia", []string{street + "Via Mozart, 242 Piano 7\n83029, Sant'Agata Irpina (AV)"}}},
		{"a Dutch street ending in boulevard", detectCase{"residing at Elizeboulevard 85, shall pay", []string{street + "Elizeboulevard 85"}}},
		{"a Dutch street ending in baan", detectCase{"Adres: Stationsbaan 12, 2000 Antwerpen", []string{street + "Stationsbaan 12, 2000 Antwerpen"}}},
		{"a Portuguese street type written first", detectCase{"Morada: Urbanização de Andrade, 21, 5406-685 Lourosa", []string{street + "Urbanização de Andrade, 21, 5406-685 Lourosa"}}},
		{"a French path is a street type", detectCase{"Adresse : 38, sentier de Bernier, 75012 Paris", []string{street + "38, sentier de Bernier, 75012 Paris"}}},
		{"Boulevard and a number without a name are no street", detectCase{"Sortie Boulevard 12 fermée", nil}},
		{"a Dutch street ending in pad", detectCase{"Send it to Jansenpad 3, 1234 AB Utrecht.", []string{street + "Jansenpad 3, 1234 AB Utrecht"}}},
		{"a Dutch street ending in hof", detectCase{"Send it to Vermeulenhof 12, 1234 AB Utrecht.", []string{street + "Vermeulenhof 12, 1234 AB Utrecht"}}},
		{"an English word ending in pad is no street", detectCase{"The Keypad 3 is broken", nil}},
		{"a German noun ending in hof is no street without more of an address", detectCase{"Der Bahnhof 3 ist zu.", nil}},
	})
}

func TestGazetteerLowerCaseTownsAfterAPostcode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case French street without a number takes its postcode and town", detectCase{"nouvelle adresse : chemin alain marchand, 63213 delaunaybourg. à mettre à jour", []string{street + "chemin alain marchand, 63213 delaunaybourg"}}},
		{"a lower-case town of two words up to the dot", detectCase{"neue adresse: misicherweg 6, 28526 königs wusterhausen. bitte ändern", []string{street + "misicherweg 6, 28526 königs wusterhausen"}}},
		{"a lower-case Italian town and its province in brackets", detectCase{"nuovo indirizzo: viale onio, 339 piano 8, 90122, roccella guarnaschelli (pa). da aggiornare", []string{street + "viale onio, 339 piano 8, 90122, roccella guarnaschelli (pa)"}}},
		{"a lower-case town of two words before a word no town holds", detectCase{"ship it to misicherweg 6, 28526 königs wusterhausen asap", []string{street + "misicherweg 6, 28526 königs wusterhausen"}}},
		{"a lower-case town stops before words that do not end the clause", detectCase{"livraison au 96, rue raymond, 05641 brunetbourg demain matin", []string{street + "96, rue raymond, 05641 brunetbourg"}}},
	})
}

func TestGazetteerStreetsWithoutANumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish street type first and its name before S/N are an address", detectCase{"Unterlagen an Avenida de Camilo, S/N. Bei Änderungen", []string{street + "Avenida de Camilo, S/N"}}},
		{"S/N after a street that an address cue announces", detectCase{"Please update the address to Avenida de Camilo, S/N before Friday.", []string{street + "Avenida de Camilo, S/N"}}},
		{"a Spanish postcode after the town and before a lower-case word", detectCase{"Please update the address to Via Darío Ponce 836 Piso 0, Granada, 02216 before Friday.", []string{street + "Via Darío Ponce 836 Piso 0, Granada, 02216"}}},
		{"S/N after a street and before a postcode", detectCase{"Enviar a Calle Mayor s/n, 28013 Madrid", []string{street + "Calle Mayor s/n, 28013 Madrid"}}},
		{"a street type and its name after an address key are an address", detectCase{`{"adresse": "avenue Hugues Étienne"}`, []string{street + "avenue Hugues Étienne"}}},
		{"a street type and its name after an address cue take the town", detectCase{"address: rue Victor Hugo, Lyon", []string{street + "rue Victor Hugo, Lyon"}}},
		{"a serial number label is no street", detectCase{"S/N 12345 on the label", nil}},
		{"a street type inside a sentence after a cue is no address", detectCase{"He lives at Avenue Road now", nil}},
	})
}

func TestGazetteerAddressesInATextWithoutCapitals(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case US address takes its town, state and ZIP", detectCase{"new address for tom: 1770 todd dale, new connor, ut 28654. please update", []string{per + "tom", street + "1770 todd dale, new connor, ut 28654"}}},
		{"a state that is a stopword before a ZIP is a state", detectCase{"new address: 270 green run apt. 897, richardberg, as 17565. thanks", []string{street + "270 green run apt. 897, richardberg, as 17565"}}},
		{"a lower-case UK flat, street, town and postcode", detectCase{"new address: flat 14, hughes mission, jeanbury, w00 8xx", []string{street + "flat 14, hughes mission, jeanbury, w00 8xx"}}},
		{"a lower-case Spanish town then postcode", detectCase{"nueva dirección: avenida de melania peláez 672 piso 3, burgos, 43485. gracias", []string{street + "avenida de melania peláez 672 piso 3, burgos, 43485"}}},
		{"a lower-case abbreviated Spanish type", detectCase{"nueva dirección: c. saturnina fernandez 14, valencia, 25232", []string{street + "c. saturnina fernandez 14, valencia, 25232"}}},
		{"a lower-case Dutch postcode and town", detectCase{"nieuw adres: vermeulenhof 12, 4565 cg rotterdam", []string{street + "vermeulenhof 12, 4565 cg rotterdam"}}},
		{"lower-case lines of a US address are one address", detectCase{"new address: 1770 todd dale\nnew connor, ut 28654\nthanks", []string{street + "1770 todd dale\nnew connor, ut 28654"}}},
		{"a lower-case UK town alone on its line before its postcode", detectCase{"new address:\nstudio 37v\nlaura fork\nnorth elliothaven\nso2b 5jj", []string{street + "studio 37v\nlaura fork\nnorth elliothaven\nso2b 5jj"}}},
		{"a lower-case Spanish town of several words on the next line", detectCase{"dirección: cañada de ismael pozo 43\nsanta cruz de tenerife, 46043", []string{street + "cañada de ismael pozo 43\nsanta cruz de tenerife, 46043"}}},
		{"a lower-case Dutch postcode written without a space", detectCase{"new address: emirring 28, 4565cg, pernis rotterdam. thanks", []string{street + "emirring 28, 4565cg, pernis rotterdam"}}},
		{"a lower-case town with a particle after its postcode", detectCase{"neue adresse: ladeck-weg 89\n55657 büsingen am hochrhein", []string{street + "ladeck-weg 89\n55657 büsingen am hochrhein"}}},
		{"a lower-case Italian town with an elided article and its province", detectCase{"nuovo indirizzo: via mozart, 242 piano 7\n83029, sant'agata irpina (av)", []string{street + "via mozart, 242 piano 7\n83029, sant'agata irpina (av)"}}},
		{"a lower-case English street abbreviation is a street type", detectCase{"see 12 main st, then lunch", []string{street + "12 main st"}}},
		{"a lower-case abbreviation inside a clause is no street type", detectCase{"we need 3 more rd trips today", nil}},
		{"a lower-case town alone after a comma is no proof", detectCase{"see 12 oak street, then lunch, ok 2 people", []string{street + "12 oak street"}}},
	})
}

func TestGazetteerElisionsAndAbbreviationsOfPortugalAndItaly(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"R. is Rua before a name and a number", detectCase{"Morada: R. de Andrade, 21, 5406-685 Lourosa", []string{street + "R. de Andrade, 21, 5406-685 Lourosa"}}},
		{"an elided article inside an Italian street's name", detectCase{"Indirizzo: Via D'Amico, 3, 20100, Milano (MI)", []string{street + "Via D'Amico, 3, 20100, Milano (MI)"}}},
		{"an elided contracted article in lower case", detectCase{"nuova sede: largo dell'orto, 5, 20100, milano (mi)", []string{street + "largo dell'orto, 5, 20100, milano (mi)"}}},
		{"indented lines of a YAML block are one address", detectCase{"address: |\n  Flat 14\n  Hughes Mission\n  Jeanbury\n  W00 8XX", []string{street + "Flat 14\n  Hughes Mission\n  Jeanbury\n  W00 8XX"}}},
	})
}

func TestGazetteerTownsAndPostcodesAfterAnAddressLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a region after a suite on its line join the address", detectCase{"send it to 071 Ditscheinergasse 80 Suite 000 HUNDSHAGEN Upper Austria? I am away", []string{street + "071 Ditscheinergasse 80 Suite 000 HUNDSHAGEN Upper Austria"}}},
		{"an empty field's marker after the town that follows a flat joins the address", detectCase{"Meet me outside 9721 Dalmatinova 43 Apt. 678 Velenje nan in ten minutes", []string{street + "9721 Dalmatinova 43 Apt. 678 Velenje nan"}}},
		{"an empty field's marker after a town in capitals keeps the postcode after it", detectCase{"Ship to 22555 Nikolaus-Kucera-Straße 65 Apt. 483 GALLNEUKIRCHEN nan 4210 today.", []string{street + "22555 Nikolaus-Kucera-Straße 65 Apt. 483 GALLNEUKIRCHEN nan 4210"}}},
		{"a town's particles in capitals join the town after a flat", detectCase{"Ship to 33080 Lydia-Gutmann-Weg 343 Apt. 983 HAINBURG AN DER DONAU nan today", []string{street + "33080 Lydia-Gutmann-Weg 343 Apt. 983 HAINBURG AN DER DONAU nan"}}},
		{"a town after a flat ends before a table's pipe", detectCase{"Shipping to: 88376 Intrarea Pușcașu Apt. 736 SALONTA nan | Billing to: same", []string{street + "88376 Intrarea Pușcașu Apt. 736 SALONTA nan"}}},
		{"a town in capitals after a flat stops at a lower-case word", detectCase{"meet at 41377 Schachterlweg 62 Apt. 501 POLSING OO after the concert.", []string{street + "41377 Schachterlweg 62 Apt. 501 POLSING OO"}}},
		{"a common word after a flat is no town", detectCase{"Deliver to 12 Oak Street Apt. 4 Thanks a lot", []string{street + "12 Oak Street Apt. 4"}}},
		{"a line of a region and its postcode ends an address block", detectCase{"583 Magrethevej 298\n Apt. 123\n Qasigiannguit\n Greenlander 07609", []string{street + "583 Magrethevej 298\n Apt. 123\n Qasigiannguit\n Greenlander 07609"}}},
		{"a postcode alone on the line after a region code", detectCase{"30102 Kaevu 94\nNicosia\n, NI\n 61089\nthanks", []string{street + "30102 Kaevu 94\nNicosia\n, NI\n 61089"}}},
	})
}

func TestGazetteerSpanishFloorsAndDoors(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish floor and side join the address", detectCase{"Return address: Calle Mayor 22, 2º izq., 29015 Málaga", []string{street + "Calle Mayor 22, 2º izq., 29015 Málaga"}}},
		{"a Spanish floor and door letter join the address", detectCase{"Dirección: Calle de Alcalá 45, 3º B, 28014 Madrid", []string{street + "Calle de Alcalá 45, 3º B, 28014 Madrid"}}},
		{"a Portuguese floor and side join the address", detectCase{"Morada: Rua Andrade, 21 1º Esq, 5406-685 Lourosa", []string{street + "Rua Andrade, 21 1º Esq, 5406-685 Lourosa"}}},
		{"a floor alone in a sentence is no address", detectCase{"El 2º piso está libre.", nil}},
	})
}

func TestGazetteerSaintsDirectionsAndRegionLines(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"St. before a capitalised name is Saint inside a street's name", detectCase{"Our offices are located at 1819 St. John Street Suite 056, Tubize, Belgium", []string{street + "1819 St. John Street Suite 056, Tubize, Belgium"}}},
		{"a direction after the street type ending the line joins the street", detectCase{"Deliver to 67 Devon Street West\nSuite 240", []string{street + "67 Devon Street West\nSuite 240"}}},
		{"a direction word inside a sentence is no part of the street", detectCase{"Meet at 12 Main Street West of the river", []string{street + "12 Main Street"}}},
		{"a second number before a suite belongs to the street", detectCase{"address: 2613 avenida praia 1 suite 463, mohács, hungary 24743", []string{street + "2613 avenida praia 1 suite 463, mohács, hungary 24743"}}},
		{"a region after a comma on the line after a town", detectCase{"taxi to 6889 ul. Jarzębinowa 5\nBUNDALAGUAH\n, VIC\n Australia 38837. Please call", []string{street + "6889 ul. Jarzębinowa 5\nBUNDALAGUAH\n, VIC\n Australia 38837"}}},
	})
}

func TestGazetteerStreetsInRowsAndFields(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound street that fills a field of a row is a street", detectCase{"Ramazan Sager;Kensyplatz 8;09151;Böblingen", []string{per + "Ramazan Sager", street + "Kensyplatz 8", loc + "Böblingen"}}},
		{"a Dutch compound street that fills a field of a row is a street", detectCase{"Lina Geertsen;Linaweg 51;9651 GE;Duizel", []string{per + "Lina Geertsen", street + "Linaweg 51", loc + "Duizel"}}},
		{"a compound street that is a key's value is a street", detectCase{"customer:\n  street: Seppdreef 714\n  city: Schoonoord", []string{street + "Seppdreef 714", loc + "Schoonoord"}}},
		{"a compound street in a quoted value is a street", detectCase{`{"address": "Mauritsring 71", "id": 4}`, []string{street + "Mauritsring 71"}}},
		{"a compound street in a quoted row with a postcode two fields on is a street", detectCase{`"Linaweg 51","Duizel","9651 GE"`, []string{street + "Linaweg 51", loc + "Duizel"}}},
		{"a noun and its number that start a sentence stay a noun", detectCase{"Lagerplatz 101 ist voll, bitte umbuchen.", nil}},
	})
}

func TestGazetteerStreetTypesOfSpainAndItaly(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Spanish urbanización is a street type", detectCase{"Envío a Urbanización Eladio Escrivá 21 mañana", []string{street + "Urbanización Eladio Escrivá 21"}}},
		{"an Italian canale is a street type", detectCase{"Lisa Tozzi;Canale Antonello, 21 Appartamento 6;89861", []string{per + "Lisa Tozzi", street + "Canale Antonello, 21 Appartamento 6"}}},
		{"an Italian piazzale is a street type", detectCase{"Ci vediamo in Piazzale Loreto 2 alle nove", []string{street + "Piazzale Loreto 2"}}},
		{"an Italian lungomare is a street type", detectCase{"Sede: Lungomare Trieste 14, Salerno", []string{street + "Lungomare Trieste 14, Salerno"}}},
		{"a television channel and its number are no street", detectCase{"Stasera su Canale 5 c'è il film", nil}},
	})
}

func TestGazetteerTownsWithParticlesAndElisions(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Portuguese town's particle joins its name after the postcode", detectCase{"Morada: Alameda Sandro Gaspar, 320, 9367-618 Costa da Caparica", []string{street + "Alameda Sandro Gaspar, 320, 9367-618 Costa da Caparica"}}},
		{"an elided particle joins an Italian town's name", detectCase{"Indirizzo: Vicolo Giada, 99 Appartamento 8, 12065, Monforte D'Alba (CN)", []string{street + "Vicolo Giada, 99 Appartamento 8, 12065, Monforte D'Alba (CN)"}}},
		{"a house number with a slash fills a row's field", detectCase{"Nathalie Heuser;Reinhardtallee 4/7;62194", []string{per + "Nathalie Heuser", street + "Reinhardtallee 4/7"}}},
	})
}

func TestGazetteerStreetsWithoutANumberInFieldsAndLines(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case street type and a name that fill a row's field are a street", detectCase{"Alix Bonneau;chemin Blanchard;81384;Lopez", []string{per + "Alix Bonneau", street + "chemin Blanchard", per + "Lopez"}}},
		{"a lower-case street type and a name that are a key's value are a street", detectCase{"client:\n  rue: boulevard de Hamon\n  ville: Lecoq", []string{street + "boulevard de Hamon"}}},
		{"a street after an address key and an equals sign is a street", detectCase{`level=info addr="rue de Maillot" user=42`, []string{street + "rue de Maillot"}}},
		{"a street on its line before a postcode and a town is an address", detectCase{"Cordialement,\nAnouk Regnier\navenue de Roy\n02549 Carpentier\nTél. 01 23", []string{per + "Anouk Regnier", street + "avenue de Roy\n02549 Carpentier"}}},
		{"a street type that opens a sentence is no street", detectCase{"Place de la réunion : salle B;", nil}},
		{"a capitalised street type in a field needs a number", detectCase{"canal;Via Twitter;ok", nil}},
	})
}

func TestGazetteerNounsAndNumbersInFieldsAreNotAddresses(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a compound and its number in a row without a postcode are no address", detectCase{"Lagerplatz 101;Palette;5 Stück", nil}},
		{"a compound and its number after a key that names no address are no address", detectCase{"Status: Lagerplatz 101", nil}},
		{"a lower-case street type in a field without a postcode is no street", detectCase{"categorie;place Publique;2", nil}},
		{"a lower-case street type after a key that names no address is no street", detectCase{"étape: passage Obligatoire", nil}},
	})
}

func TestGazetteerInitialsInsideStreetNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an abbreviated saint inside a street's name before its number", detectCase{"Morada: Avenida de S. Salvador, 48, 9348-051 Caniço", []string{street + "Avenida de S. Salvador, 48, 9348-051 Caniço"}}},
		{"an abbreviated saint inside a street's name on an address line", detectCase{"Morada: Largo de S. João da Foz, 1\n2441-330 Albufeira", []string{street + "Largo de S. João da Foz, 1\n2441-330 Albufeira"}}},
		{"an abbreviated title inside a street's name after its number", detectCase{"Adresse : 12 rue J. Moulin, 75002 Paris", []string{street + "12 rue J. Moulin, 75002 Paris"}}},
	})
}

func TestGazetteerAddressFormsOfEachCountry(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"bis and a comma after the French house number", detectCase{"Adresse : 12 bis, rue de la Paix, 75002 Paris", []string{street + "12 bis, rue de la Paix, 75002 Paris"}}},
		{"Spain's C/ is a street type", detectCase{"Dirección: C/ Mayor, 15, 2º B, 28013 Madrid", []string{street + "C/ Mayor, 15, 2º B, 28013 Madrid"}}},
		{"an Italian interno after the number joins the address", detectCase{"indirizzo: Via Roma 1, int. 4, 00184 Roma", []string{street + "Via Roma 1, int. 4, 00184 Roma"}}},
		{"a flat and its number before a number-first street join it", detectCase{"Mrs. Barbara Yudina Apt. 675 62314 Mellemvej 32\nAalborg NO 9100", []string{per + "Barbara Yudina", street + "Apt. 675 62314 Mellemvej 32\nAalborg NO 9100"}}},
	})
}

func TestGazetteerCommonNounsAfterAStreetsArticle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case noun after the article of a numbered street belongs to its name", detectCase{"J'habite au 26 rue des lieutenants Thomazo, 39100 Dole", []string{street + "26 rue des lieutenants Thomazo, 39100 Dole"}}},
		{"a lower-case noun after the article ends the name before a conjunction", detectCase{"Je suis au 3 rue des fleurs et je pars demain", []string{street + "3 rue des fleurs"}}},
	})
}

func TestGazetteerCornersWithoutTheirCue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name and 'and' before a street after a colon name a corner", detectCase{"my new address is the same: Maarit and Hersnapvej 75", []string{street + "Maarit and Hersnapvej 75"}}},
		{"a name and 'and' before a street on its own line name a corner", detectCase{"Fritz-Armstrong\nĐoko and ul. Miła 53", []string{org + "Fritz-Armstrong", street + "Đoko and ul. Miła 53"}}},
		{"a name and 'and' before a street after 'to' name a corner", detectCase{"change my address to Katrina and Rúa do Paseo 46?", []string{street + "Katrina and Rúa do Paseo 46"}}},
		{"a name and 'and' before a street after a word in lower case name a corner", detectCase{"He was seen near Maarit and Hersnapvej 75 last night.", []string{street + "Maarit and Hersnapvej 75"}}},
		{"a name and 'and' before a street after a quote name a corner", detectCase{"name,address\nJohn Carter,\"Maarit and Hersnapvej 75\"", []string{per + "John Carter", street + "Maarit and Hersnapvej 75"}}},
		{"a name and 'and' before a street in brackets name a corner", detectCase{"The new depot (Katrina and Rúa do Paseo 46) opens today.", []string{street + "Katrina and Rúa do Paseo 46"}}},
		{"in a text without capitals a name and 'and' before a street name a corner", detectCase{"he was seen near michael and ariesingel 53 last night", []string{street + "michael and ariesingel 53"}}},
		{"in a text without capitals a common word and 'and' before a street are no corner", detectCase{"we bought bread and went to hersnapvej 75", []string{street + "hersnapvej 75"}}},
		{"a name and 'and' before a street after a question's opening verb name a corner", detectCase{"Is Ondrej and Nobelova 22 still your mailing address?", []string{street + "Ondrej and Nobelova 22"}}},
		{"people and a street in a sentence are no corner", detectCase{"Anna and Bob moved to Hersnapvej 75 last year", []string{per + "Anna", per + "Bob", street + "Hersnapvej 75"}}},
	})
}

func TestGazetteerRegionsAndTownsOnAddressLines(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a region in lower case and a postcode after the town end the address", detectCase{"Ship to 103 Cassidy Street Suite 653\nGdańsk, mz 84968 please", []string{street + "103 Cassidy Street Suite 653\nGdańsk, mz 84968"}}},
		{"a Slavic particle joins a town's name on its own line", detectCase{"Jarmila\n\n009 Slovenčeva 51\n Suite 632\n Črni Vrh nad Idrijo\n Slovenia 15755", []string{per + "Jarmila", street + "009 Slovenčeva 51\n Suite 632\n Črni Vrh nad Idrijo\n Slovenia 15755"}}},
	})
}

func TestGazetteerWordsBeforeShortNumbersAreNoPlaces(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"in a text without capitals a word before a short number names what it counts", detectCase{"les palettes sont en porte 18, le scanner affiche toujours le lot 464949.", nil}},
		{"in a text without capitals an Italian noun before a short number is no place", detectCase{"i bancali sono in porta 100, lo scanner mostra ancora il lotto 709060.", nil}},
		{"a street type with a number and no name after a locative is no place", detectCase{"Los palés están en Plaza 110, el escáner sigue mostrando el lote 112143.", nil}},
	})
}

func TestGazetteerSignOffsAreNoPlaces(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a closing word alone on the last line is a sign-off, no place", detectCase{"Hola a todos:\n\nLa versión 6.13.279 sale el 12.01.24.\n\nGracias", nil}},
		{"a closing word and a comma alone on a line is a sign-off, no place", detectCase{"Ciao,\n\nla build è pronta.\n\nGrazie,\nMarco", []string{per + "Marco"}}},
	})
}

func TestGazetteerBoxesAndOneLetterTypes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number right before a post-office box belongs to the box's address", detectCase{"please send a new one to 609 P.O. Box 186 Apt. 561, ALT-DIETMANNS, Austria? Thanks", []string{street + "609 P.O. Box 186 Apt. 561, ALT-DIETMANNS, Austria"}}},
		{"a one-letter street type needs its dot", detectCase{"We'll meet at Locavore, 641 Dašická 688, Turkovice u Prelouce", []string{org + "Locavore", street + "641 Dašická 688"}}},
	})
}

func TestGazetteerStreetNamesBeforeTheirNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name before the house number of a number-first street after 'at' belongs to it", detectCase{"I'll meet you at Tungata 11 Rott Crossroad\n Apt. 322\n Höfn\n Iceland 72399 after the concert.", []string{street + "Tungata 11 Rott Crossroad\n Apt. 322\n Höfn\n Iceland 72399"}}},
		{"a name before the house number after an address cue belongs to the street", detectCase{"Our offices are located at Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441", []string{street + "Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441"}}},
		{"a word that opens a sentence before a number-first street is not its name", detectCase{"Tuesday: Anna moved. Bergen 12 Main Street is her new flat", []string{per + "Anna", per + "Bergen", street + "12 Main Street"}}},
	})
}

func TestGazetteerLowerCaseStreetsAfterAPreposition(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"in a text without capitals a street type and its name after à are a street", detectCase{"tu peux envoyer le colis à chemin blanchard stp", []string{street + "chemin blanchard"}}},
		{"in a text without capitals an Italian street after a is a street", detectCase{"mandalo a via roma grazie", []string{street + "via roma"}}},
		{"a street type after an English preposition is a verb's object", detectCase{"remember to place orders today", nil}},
		{"a street name that runs on without an end is no street", detectCase{"on va à rue pour voir le match", nil}},
	})
}

func TestGazetteerTownsWithApostrophes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a particle elided at its end joins an Italian town's name", detectCase{"Indirizzo: Viale Enzio, 613, 27056, Bastida De' Dossi (PV)", []string{street + "Viale Enzio, 613, 27056, Bastida De' Dossi (PV)"}}},
		{"an apostrophe ending a town's word on an address line", detectCase{"Viale Enzio, 613\n27056, Bastida De' Dossi (PV)\nTel. 0123", []string{street + "Viale Enzio, 613\n27056, Bastida De' Dossi (PV)"}}},
	})
}

func TestGazetteerPolandsPlacInLowerCase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"pl. before a name and a house number is a square's address", detectCase{"Return address: pl. Sawickiej 37", []string{street + "pl. Sawickiej 37"}}},
		{"pl. with a postcode line takes it", detectCase{"Deliver to pl. Kraszewskiego 037\n93-966 Żyrardów by noon.", []string{street + "pl. Kraszewskiego 037\n93-966 Żyrardów"}}},
		{"pl. before a name and a year is a citation", detectCase{"See the pl. Smith 2019 paper.", nil}},
	})
}
