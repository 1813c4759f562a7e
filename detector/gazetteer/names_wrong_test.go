package gazetteer

import "testing"

func TestGazetteerWordsThatNameNoPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// A product before the state of a service.
		{"a word in no list before is down is a product", detectCase{"Gmail is down", nil}},
		{"a word in no list before was offline is a product", detectCase{"Zentrobox was offline again this morning.", nil}},
		{"a word in no list before is very reliable is still a name", detectCase{"Shovda is very reliable", []string{per + "Shovda"}}},
		// Relatives.
		{"a relative after a possessive is no first name", detectCase{"mi hermana lucía llega hoy", []string{per + "lucía llega"}}},
		{"a first name after a relative is a person", detectCase{"my sister tilda arrives today", []string{per + "tilda"}}},
		{"a known surname after a relative's first name joins it", detectCase{"mi hermana lucía garcía llega hoy", []string{per + "lucía garcía"}}},
		{"a word in no list after a relative's first name is its surname, as a colleague's name is written whole", detectCase{"mon collègue gaëtan morvan est malade", []string{per + "gaëtan morvan"}}},
		{"a possessive before a relative is no first name", detectCase{"mio fratello ettore arriva stasera", []string{per + "ettore arriva"}}},
		// An article, a name and a noun name a thing.
		{"an article, a first name and a German noun are no person", detectCase{"die anna-amalia bibliothek", nil}},
		{"an article, a first name and a known surname are a person in German", detectCase{"hab die anna müller gefragt", []string{per + "anna müller"}}},
		{"a first name and a German noun without an article are a person", detectCase{"ich hab mohamed löffler gefragt", []string{per + "mohamed löffler"}}},
	})
}

func TestGazetteerPossessivesThatAreNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a possessive starts a name before a surname", detectCase{"ho sentito mia rossi ieri", []string{per + "mia rossi"}}},
	})
}

func TestGazetteerNamesAfterRelatives(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a register first name and a word in no list after a possessive and a relative are a name", detectCase{"ho visto la mia collega ainhoa lasarte.", []string{per + "ainhoa lasarte"}}},
		{"a first name and its surname after a relative are a name", detectCase{"la mia collega ornella castaldi è in ferie", []string{per + "ornella castaldi"}}},
		{"a verb after a possessive and a relative is no name", detectCase{"mia sorella arriva domani", nil}},
	})
}
