package gazetteer

import "testing"

func TestGazetteerASlashBetweenSpacesBeforeAnotherFieldEndsAnAddressAsACommaDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type-first street's number before a slash and the next field joins the street", detectCase{"Billing: 73204 Acceso Alejandro Feliu 44 / Shipping: same",
			[]string{street + "73204 Acceso Alejandro Feliu 44"}}},
		{"a postcode and its town before a slash and the next field join the street", detectCase{"Billing: Calle Heriberto Leal 67, 2043350 Paillaco / Shipping: same",
			[]string{street + "Calle Heriberto Leal 67, 2043350 Paillaco"}}},
		{"a town no list knows after the street's comma before a slash joins the street", detectCase{"Billing: 46078 5 Teremanawawhanga Street, Awarohekawa / Shipping: same",
			[]string{street + "46078 5 Teremanawawhanga Street, Awarohekawa"}}},
		{"a flat, a town and a country before a slash join the street", detectCase{"Billing: 784 Igors Island Apt. 189 Dorotejamouth Latvia / Shipping: same",
			[]string{street + "784 Igors Island Apt. 189 Dorotejamouth Latvia"}}},
		{"a Brazilian federal unit after a slash stays the town's", detectCase{"Ship to:\nAlameda de Mendonça, 64\n01728-347 Dias / RO\nThanks",
			[]string{street + "Alameda de Mendonça, 64\n01728-347 Dias / RO"}}},
		{"a version before a slash stays untouched", detectCase{"Version 2 / Release notes are online.", nil}},
		{"a page and a total stay untouched", detectCase{"Page 14 / Chapter 3 covers the export.", nil}},
		{"a quantity before a slash stays untouched", detectCase{"Platz 1 / Team Rot hat gewonnen.", nil}},
	})
}
