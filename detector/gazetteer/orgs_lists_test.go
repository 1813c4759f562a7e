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
