package gazetteer

import "testing"

func TestGazetteerNamesListedAfterAPluralWordForFirmsAreFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"names after vendors and a colon are firms", detectCase{"Vendors shortlisted: Venorla, Vatropra.", []string{org + "Venorla", org + "Vatropra"}}},
		{"names after clients include are firms", detectCase{"Our clients include Quakalo, Red Pine and several banks.", []string{org + "Quakalo", org + "Red Pine"}}},
		{"names after French partenaires and a colon are firms", detectCase{"Nos partenaires : Red Pine, Quakalo et d'autres.", []string{org + "Red Pine", org + "Quakalo"}}},
		{"names after German Kunden gehören are firms", detectCase{"Zu unseren Kunden gehören Kreuselt, Red Forge und andere.", []string{org + "Kreuselt", org + "Red Forge"}}},
		{"names after Spanish proveedores son are firms", detectCase{"Nuestros proveedores son Lintrexa, Quorvel y otros.", []string{org + "Lintrexa", org + "Quorvel"}}},
		// People and places in such lists stay people and places.
		{"first names after clients include are people", detectCase{"Our clients include Anna Becker, Paul Martin and others.", []string{per + "Anna Becker", per + "Paul Martin"}}},
		{"countries after partners are places", detectCase{"Our partners are France, Spain and Italy.", []string{loc + "France", loc + "Spain", loc + "Italy"}}},
		{"a single name after a colon is a list of one firm", detectCase{"Vendors shortlisted: Quorvel.", []string{org + "Quorvel"}}},
	})
}

func TestGazetteerAListOfFirmsGoesOnPastThenAfterItsComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"firms after employers and a colon go on past then", detectCase{"Previous employers: Holder Group, then Tarvello.", []string{org + "Holder Group", org + "Tarvello"}}},
		{"firms after clients and a colon go on past later", detectCase{"Past clients: Zentrova, later Tarvello.", []string{org + "Zentrova", org + "Tarvello"}}},
		{"firms after Kunden and a colon go on past dann", detectCase{"Frühere Kunden: Zentrova, dann Tarvello.", []string{org + "Zentrova", org + "Tarvello"}}},
		// A list with no word for firms before it, and people, stay.
		{"names with no word for firms before them stay untouched", detectCase{"Order: Zentrova, then Tarvello.", nil}},
		{"people after a colon with no word for firms stay people", detectCase{"Speakers: Anna Becker, then Paul Klee.", []string{per + "Anna Becker", per + "Paul Klee"}}},
	})
}

func TestGazetteerALabelInCapitalsAndItsNumberAfterAFirmIsNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a label in capitals and its number after a firm and a comma is no firm", detectCase{"I work for Zentrova, SKU 48213 is mine.", []string{org + "Zentrova"}}},
		{"a ticket's label and its number after a firm and a comma is no firm", detectCase{"Invoice from Zentrova, REF 7731 attached.", []string{org + "Zentrova"}}},
		{"a region's code before its postcode is no code's label and stays masked", detectCase{"The customer lives at Gg. Dr. Djunjunan No. 610, Subulussalam, RI 52765 and cannot log in.", []string{per + "Djunjunan", org + "Subulussalam", org + "RI"}}},
	})
}
