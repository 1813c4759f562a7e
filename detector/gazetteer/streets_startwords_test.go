package gazetteer

import "testing"

func TestGazetteerAStreetTakesTheFreeCapitalisedWordsOfItsNameBeforeIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a building's number before a block and a lot that open a street joins it", detectCase{"He was seen near 35785 Block 11 Lot 86 Aquamarine Cove, Bulusan Boulevard\n Suite 027\n Jackie Ville\n Brazil 9502 last night.", []string{street + "35785 Block 11 Lot 86 Aquamarine Cove, Bulusan Boulevard\n Suite 027\n Jackie Ville\n Brazil 9502"}}},
		{"a building's number before a house number's abbreviation joins the street", detectCase{"we will deliver to 4883 H.No. 54, Mukhopadhyay Path, Suite 295, Guwahati on Monday.", []string{street + "4883 H.No. 54, Mukhopadhyay Path, Suite 295, Guwahati"}}},
		{"a Danish name of two words before Allé is the street's", detectCase{"Please send it to Grønne Eng Allé 9, 4000 Roskilde.", []string{street + "Grønne Eng Allé 9, 4000 Roskilde"}}},
		{"a Croatian type opening a street's name is the street's", detectCase{"The office moved to Klanac Grgura Tepečića 8b/6, 09400 Ozalj last week.", []string{street + "Klanac Grgura Tepečića 8b/6, 09400 Ozalj"}}},
		{"a subdivision's first word before Cove and its phase is the street's", detectCase{"Lieferadresse: 9032 86th Avenue, Hensley Cove Phase 2, Malabon, 1334 Metro Manila", []string{street + "9032 86th Avenue, Hensley Cove Phase 2, Malabon, 1334 Metro Manila"}}},
		{"a building's number after the quote that opens a value joins the street", detectCase{`address = "83112 Petőfi sándor tér 72., Apt. 140, MÁTRAKERESZTKÖVESD, Hungary"`, []string{street + "83112 Petőfi sándor tér 72., Apt. 140, MÁTRAKERESZTKÖVESD, Hungary"}}},
		// Not the street's.
		{"a word opening the sentence is not the street's", detectCase{"Bydlím Pod Floriánem 16 od loňska", []string{street + "Pod Floriánem 16"}}},
		{"a noun before a house number is not the street's", detectCase{"Déménagement du 78 av. Voltaire", []string{street + "78 av. Voltaire"}}},
		{"a street after a preposition takes no word before it", detectCase{"Send it to Hauptstraße 5 please.", []string{street + "Hauptstraße 5"}}},
	})
}

func TestGazetteerArgentinasLocalAndOficinaAreUnits(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Local and its number after N° and the house number are the street's", detectCase{"Dirección: Calle 50 N° 742 Local 3, La Plata 1900", []string{street + "Calle 50 N° 742 Local 3, La Plata 1900"}}},
		{"Oficina and its number after N° and the house number are the street's", detectCase{"Avenida 9 N° 783 Oficina 1", []string{street + "Avenida 9 N° 783 Oficina 1"}}},
		// Not units.
		{"local before a number in prose is no unit", detectCase{"The local 3 team won.", nil}},
	})
}
