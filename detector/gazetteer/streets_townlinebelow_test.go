package gazetteer

import "testing"

func TestGazetteerAPostcodeAndTownOnTheNextLineProveAStreetWithoutAType(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a one-word street over its postcode and a known town is an address", detectCase{"Splavnica 5\n90647 Zagreb", []string{street + "Splavnica 5\n90647 Zagreb"}}},
		{"a one-word street over its postcode and a town of two words after a list mark", detectCase{"* Splavnica 5\n90647 Grubišno Polje", []string{street + "Splavnica 5\n90647 Grubišno Polje"}}},
		{"a street after a preposition over its postcode and a town no list knows", detectCase{"Can you send the invoice to Mala 9\n73058 Senj?", []string{street + "Mala 9\n73058 Senj"}}},
		{"a Norwegian street without an ending over its postcode and town", detectCase{"Kolmeka 8\n1410 Kolbotn", []string{street + "Kolmeka 8\n1410 Kolbotn"}}},
		{"a Slovak street over a postcode in two parts and its town", detectCase{"Pick me up from Tavaríkova osada 477\n810 81 Čeľadice at 7pm.", []string{street + "Tavaríkova osada 477\n810 81 Čeľadice"}}},
		{"an English noun and a number over a postcode and a town stay out of a street", detectCase{"Room 12\n10115 Berlin", []string{loc + "Berlin"}}},
		{"a German noun and a number over a postcode and a town stay out of a street", detectCase{"Gleis 4\n10115 Berlin", []string{loc + "Berlin"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Fattura", detectCase{"Fattura 12\n20121 Milano", []string{loc + "Milano"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Ordine", detectCase{"Ordine 12\n20121 Milano", []string{loc + "Milano"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Capitolo", detectCase{"Capitolo 3\n20121 Milano", []string{loc + "Milano"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Ufficio", detectCase{"Ufficio 3\n20121 Milano", []string{loc + "Milano"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Giornata", detectCase{"Giornata 5\n20121 Milano", []string{loc + "Milano"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Partita", detectCase{"Partita 3\n20121 Milano", []string{loc + "Milano"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Sezione", detectCase{"Sezione 2\n00100 Roma", []string{loc + "Roma"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Pagina", detectCase{"Pagina 4\n00100 Roma", []string{loc + "Roma"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Pedido", detectCase{"Pedido 12\n28001 Madrid", []string{loc + "Madrid"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Factura", detectCase{"Factura 4\n28001 Madrid", []string{loc + "Madrid"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Capítulo", detectCase{"Capítulo 3\n28001 Madrid", []string{loc + "Madrid"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Edificio", detectCase{"Edificio 3\n28001 Madrid", []string{loc + "Madrid"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Paso", detectCase{"Paso 3\n28001 Madrid", []string{loc + "Madrid"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Runda", detectCase{"Runda 3\n4500 Zagreb", []string{loc + "Zagreb"}}},
		{"an Italian, Spanish or Croatian common noun and a number over a postcode stay out of a street: Greška", detectCase{"Greška 3\n10000 Zagreb", []string{loc + "Zagreb"}}},
		{"a product's version over a count of things stays untouched", detectCase{"Zorbex 3\n1024 Widgets", nil}},
		{"a name and a number over a year and a word stay untouched", detectCase{"Kolmeka 8\n2024 Edition", nil}},
	})
}
