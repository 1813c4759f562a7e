package gazetteer

import "testing"

func TestGazetteerTheFieldsAfterAStreetThatCloseOnAPostcodeOrACountryJoinIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, an empty field, a country and its postcode after a flat close the address", detectCase{"Ship to Schlauchinstraße 8/2 Apt 317 Pritzwalk nan Germany 99576", []string{street + "Schlauchinstraße 8/2 Apt 317 Pritzwalk nan Germany 99576"}}},
		{"a town and a postcode of eight digits after a suite close the address before a word in lower case", detectCase{"Send it to 31678 Setor da Paz, 66 Suite 373 Moura 86100851 please", []string{street + "31678 Setor da Paz, 66 Suite 373 Moura 86100851"}}},
		{"a town's line and a postcode's line after a flat's line close the address", detectCase{"Return to sender: 89662 chemin de Briand,\nSuite 481,\nVoisindan,\n53956", []string{street + "89662 chemin de Briand,\nSuite 481,\nVoisindan,\n53956"}}},
		{"a postcode's line before a question mark closes the address", detectCase{"Could you update my address to Pasadizo de Anita Aparicio 62\nApt 461\nMálaga\n24577?", []string{street + "Pasadizo de Anita Aparicio 62\nApt 461\nMálaga\n24577"}}},
		{"a town's line after the dot of a street's number and a postcode's line close the address", detectCase{"I live at 6101 Béke tér 29.\n Székesfehérvár\n H-2028.", []string{street + "6101 Béke tér 29.\n Székesfehérvár\n H-2028"}}},
		{"a country that a town's words run into closes the address", detectCase{"Send it to 79215 23037 Robbins Stravenue Apt. 366 North Amyview United States please", []string{street + "79215 23037 Robbins Stravenue Apt. 366 North Amyview United States"}}},
		{"a flat in small letters after a street's comma is read before its town and country", detectCase{`{"addr": "52664 storgränd 9, apt. 436, växjö, sweden"}`, []string{street + "52664 storgränd 9, apt. 436, växjö, sweden"}}},
		{"common words and a country that the sentence goes on after stay out", detectCase{"Send it to 12 Main Street Suite 5 Marketing Team France office today.", []string{street + "12 Main Street Suite 5", loc + "France"}}},
		{"the rest of a town after its particle in small letters and a country close the address", detectCase{"The meeting is at 83038 Fennasteeg 6 Apt. 150 Ohé en Laak Kingdom of the Netherlands, room 4.", []string{street + "83038 Fennasteeg 6 Apt. 150 Ohé en Laak Kingdom of the Netherlands"}}},
		{"a republic among a town's words closes the address", detectCase{"My address is 83291 Heydukova 3 Apt. 646 Benešov nad Ploučnicí Czech Republic", []string{street + "83291 Heydukova 3 Apt. 646 Benešov nad Ploučnicí Czech Republic"}}},
		{"a year after a town stays out of the address", detectCase{"Ship to 12 Main Street Apt. 5 Summer 2019 was hot.", []string{street + "12 Main Street Apt. 5"}}},
		{"a country that a conjunction carries on is no close: the town goes on", detectCase{"Ella vive en Corredor Lerma 443 989, Nueva Trinidad y Tabago, DF 44723-9408.", []string{street + "Corredor Lerma 443 989, Nueva Trinidad y Tabago, DF 44723-9408"}}},
		{"a country that a particle carries on is no close: the town goes on", detectCase{"Mi dirección es Avenida del Valle 896 Interior 662, Vieja Sudán del Sur, DGO 06286-3572.", []string{street + "Avenida del Valle 896 Interior 662, Vieja Sudán del Sur, DGO 06286-3572"}}},
		{"a phone's line after an address's lines stays out", detectCase{"12 Oak Lane\nApt 4\nTel 01234567", []string{street + "12 Oak Lane\nApt 4"}}},
	})
}

func TestGazetteerATownAloneOnTheLastLineOfAnAddressJoinsIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town no list knows on the line after a flat's line closes the address", detectCase{"Return to sender: 45980 Studio 1\nAllan Lane\n Unit 399\n Grantmouth", []string{street + "45980 Studio 1\nAllan Lane\n Unit 399\n Grantmouth"}}},
		{"a town in capitals before a label's line closes the address", detectCase{"Address: 79315 Viale Squarcione, 874\n Flat 978\n ANCHIANO\nPhone: n/a", []string{street + "79315 Viale Squarcione, 874\n Flat 978\n ANCHIANO"}}},
		{"a closing after a blank line stays out", detectCase{"12 Oak Lane\nApt 4\n\nCordialement", []string{street + "12 Oak Lane\nApt 4"}}},
		{"a common word on the line after an address stays out", detectCase{"12 Oak Lane\nApt 4\nThanks", []string{street + "12 Oak Lane\nApt 4"}}},
		{"a word before a sentence's dot on the next line stays out", detectCase{"12 Oak Lane\nApt 4\nTel. 0123", []string{street + "12 Oak Lane\nApt 4"}}},
	})
}

func TestGazetteerALooseTailProvesNoWeakStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a noun and its number before a closed tail stay words", detectCase{"Embarquement porte 51, Zorgville 75001 ce soir.", nil}},
		{"a German noun and its number before a town and more of the sentence stay words", detectCase{"Stellplatz 14, Zorgstadt bis Freitag.", nil}},
		{"a release and its numbers before a town in small letters and a comma stay words", detectCase{"release 4 beta 2, zorgtown, thanks!", nil}},
		{"a noun and its number that a postcode and a town prove keep a town before more of the sentence", detectCase{"Stellplatz 14, 80331 München, Zorgstadt bis Freitag.", []string{street + "Stellplatz 14, 80331 München, Zorgstadt"}}},
		{"an untyped street that its flat proves keeps a town before more of the sentence", detectCase{"Ship it to Quarvel Mesa 418 Interior 22, Zorgville by friday.", []string{street + "Quarvel Mesa 418 Interior 22, Zorgville"}}},
		{"in small letters, words, a number and a flat before a town and more of the sentence stay words", detectCase{"the build went to release 4 interior 2, zorgtown, thanks!", nil}},
	})
}
