package gazetteer

import "testing"

func TestGazetteerAProvinceInBracketsClosesAnItalianTown(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"capitalised particles inside a town before its province join the address", detectCase{"Il conduttore, residente in Contrada Opizzi, 21, 95043, Militello In Val Di Catania (CT), accetta.", []string{street + "Contrada Opizzi, 21, 95043, Militello In Val Di Catania (CT)"}}},
		{"a town ending in an apostrophe before its province joins the address", detectCase{"Sede: Contrada Adele, 62, 95047, Paterno' (CT)", []string{street + "Contrada Adele, 62, 95047, Paterno' (CT)"}}},
		{"common words of a lower-case town before its province join the address", detectCase{"abito in via manuel, 92, 98141, giampilieri marina (me) adesso", []string{street + "via manuel, 92, 98141, giampilieri marina (me)"}}},
		{"a town and a province without a street before them are no address", detectCase{"Il treno 12, 95043, parte da Roma (RM) alle 9", []string{loc + "Roma"}}},
	})
}
