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
