package gazetteer

import "testing"

func TestGazetteerTheCommaFieldsOfAOneLineAddressCloseOnAPostcodeOrACountry(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a postcode of letters and digits and a country after a street join it", detectCase{"My new address is 6192 allé Tanguay, Louise-sur-Mer, P4J 9X1, Palestinian Territory, effective next month.", []string{street + "6192 allé Tanguay, Louise-sur-Mer, P4J 9X1, Palestinian Territory"}}},
		{"an Eircode in two parts and a country of three words join the street", detectCase{"id,name,address\n5,Jo,\"14 Condon Street, Cassie Ville, Y47 H4PX, Republic of Ireland\",42.50", []string{per + "Jo", street + "14 Condon Street, Cassie Ville, Y47 H4PX, Republic of Ireland"}}},
		{"a postcode of seven digits and a country join the street", detectCase{"Ship to 21 Harbour Road, Panquehue, 6065860, Chile by Friday.", []string{street + "21 Harbour Road, Panquehue, 6065860, Chile"}}},
		{"four digits and a country join the street", detectCase{"Ship to 9938 Grey Ithafa, Chatsworth, 9583, Mayotte now.", []string{street + "9938 Grey Ithafa, Chatsworth, 9583, Mayotte"}}},
		{"a town with Czech prepositions and a country with its postcode join the street", detectCase{"Ship to 50 Point Walter Road Suite 067, Chomutice u Horic v Podkrkonoší, Czech Republic 33156", []string{street + "50 Point Walter Road Suite 067, Chomutice u Horic v Podkrkonoší, Czech Republic 33156"}}},
		{"an empty field and a foreign code, then the country, join the street", detectCase{"Ship to: 8661 Sigsteinnsson Circle, Suite 279, Fontaine, nan A3A5M1, Congo", []string{street + "8661 Sigsteinnsson Circle, Suite 279, Fontaine, nan A3A5M1, Congo"}}},
		{"a region and a code of letters and digits, then the country, join the street", detectCase{"Ship to: 8377 Churchill Road, Apt. 658, Chelsea Ville, Antrim R74AP0Y, Austria", []string{street + "8377 Churchill Road, Apt. 658, Chelsea Ville, Antrim R74AP0Y, Austria"}}},
		{"a flat's field between the street and the town is skipped", detectCase{"Ship to: 59 Stolpniška ulica, Apt. 333, Santa Maria da Feira, nan 0458-069, Bermuda", []string{street + "59 Stolpniška ulica, Apt. 333, Santa Maria da Feira, nan 0458-069, Bermuda"}}},
		{"a code before its town, then the country, join the street and the sentence's dot stays out", detectCase{"Deliver to Norman Abbott, 9 chemin de Beurret Apt. 742, AZ4121 Sumqayıt, France.", []string{per + "Norman Abbott", street + "9 chemin de Beurret Apt. 742, AZ4121 Sumqayıt, France"}}},
		{"a county after Saint's abbreviation is one field", detectCase{"Ship to 12 Main Street, Springfield, St. Louis County, 63101, USA", []string{street + "12 Main Street, Springfield, St. Louis County, 63101, USA"}}},
		{"a subdivision's phase, a town and four digits before the province end the fields", detectCase{"Block 24 Lot 70 Sardonyx Street, Garcia Homes Phase 5, Tagkawayan, 2841 Isabela", []string{street + "Block 24 Lot 70 Sardonyx Street, Garcia Homes Phase 5, Tagkawayan, 2841 Isabela"}}},
		{"a town whose name goes on in lower case is one field", detectCase{"Wohnt in Prelčeva ulica 4c, Novo mesto, Slovenia.", []string{street + "Prelčeva ulica 4c, Novo mesto, Slovenia"}}},
		{"a town whose name goes on in lower case ends the fields before the sentence goes on", detectCase{"Si prega di spedire il pacco a Leopold Šmid, Vrhovčeva ulica 7b, Novo mesto.", []string{per + "Leopold Šmid", street + "Vrhovčeva ulica 7b, Novo mesto"}}},
		{"a version after a street is no field of it", detectCase{"Deploy 12 Main Street, Version 2, Release 3", []string{street + "12 Main Street"}}},
	})
}

func TestGazetteerAStreetThatItsCommaFieldsProve(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a number and capitals before a town, a code and a country are a street", detectCase{"id,name,address\n5,Jo,\"2 RƏHİM ŞIXƏLİYEV, Sumqayıt, AZ3420, New Caledonia\",42.50", []string{per + "Jo", street + "2 RƏHİM ŞIXƏLİYEV, Sumqayıt, AZ3420, New Caledonia"}}},
		{"a type written first without a number before a town, a postcode and a country is a street", detectCase{"hey can u send the package to Drumul Stănescu, Bumbesti-Jiu, 580285, Aruba pls", []string{street + "Drumul Stănescu, Bumbesti-Jiu, 580285, Aruba"}}},
		{"a table's cell opens the street's field", detectCase{"| Tricia | 9 ÇAPAYEV, Bakı, AZ4214, Egypt | active |", []string{per + "Tricia", street + "9 ÇAPAYEV, Bakı, AZ4214, Egypt"}}},
		{"a suite's field opens the street's field", detectCase{"Send it to Suite 338, 01 Lelewela, Port Jérémy 70019", []string{street + "Suite 338, 01 Lelewela, Port Jérémy 70019"}}},
		{"semicolons and spaces between an address's fields join them as commas do", detectCase{"Addr: 78 Jana Pawła II; Bethan Ville; Y92AH72", []string{street + "78 Jana Pawła II; Bethan Ville; Y92AH72"}}},
		{"a table's cells of a street, a town and a postcode are one address", detectCase{"Maria Lopez | 724 Jírova | New Thomas | 78735", []string{per + "Maria Lopez", street + "724 Jírova | New Thomas | 78735"}}},
		{"a table's count of a common thing before a town and a postcode is no street", detectCase{"| 12 Tables | Berlin | 10115 |", []string{loc + "Berlin"}}},
		{"a CSV row's fields without spaces stay each its own", detectCase{"Nathalie Heuser;Reinhardtallee 4/7;62194", []string{per + "Nathalie Heuser", street + "Reinhardtallee 4/7"}}},
		{"a time and a room's code are no address", detectCase{"Treffen um 10:45 Uhr, Raum A190, bitte pünktlich.", nil}},
		{"a count of goods before a product code and a country is no street", detectCase{"We sold 3 Zorbex, Gadgets, SKU12345, Germany", []string{loc + "Germany"}}},
		{"a count of German rows before a place, a code and a country is no street", detectCase{"Query OK\n7478 Zeilen, Standort Ost, 85077, Germany", []string{per + "Standort Ost", loc + "Germany"}}},
		{"a type written first before names and a count is no street", detectCase{"Via Twitter, Facebook, 12345 followers", nil}},
	})
}

func TestGazetteerARegionAfterAPostcodesTownClosesTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a six-digit postcode, its town and the department before the sentence goes on", detectCase{"My new address is Cr. 143 # 3-69 Sur, 050110, Hispania, Antioquia, thanks for updating it.", []string{street + "Cr. 143 # 3-69 Sur, 050110, Hispania, Antioquia"}}},
		{"a region of words after a five-digit postcode's town", detectCase{"Ship it to Calle 32 # 4-42 Sur, 25229, Une, Cundinamarca next week!", []string{street + "Calle 32 # 4-42 Sur, 25229, Une, Cundinamarca"}}},
		{"a postcode, a town and a region in small letters stop at the town", detectCase{"Ship it to Calle 32 # 4-42 Sur, 252297, Une, and thanks.", []string{street + "Calle 32 # 4-42 Sur, 252297, Une"}}},
		{"numbers and words after commas without a street stay untouched", detectCase{"Totals: 252297, Une, Cundinamarca next week.", nil}},
	})
}
