package gazetteer

import "testing"

func TestGazetteerLowerCaseSurnameCommaFirstNameIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"after cc, before a conjunction", detectCase{"cc watts, neil and the infra team", []string{per + "watts, neil"}}},
		{"a surname in no list after a preposition of people", detectCase{"laut klemt, anastasios ist der server down", []string{per + "klemt, anastasios"}}},
		{"in Spanish", detectCase{"según collado, amada el pedido llegó", []string{per + "collado, amada"}}},
		{"in Italian", detectCase{"inoltrato a donatoni, ottavio stamattina", []string{per + "donatoni, ottavio"}}},
		// Not names.
		{"a list of things", detectCase{"we need salt, pepper and oil", nil}},
		{"a word in no list without a preposition before it", detectCase{"kubectl, helm and terraform are installed", nil}},
		{"a common first name after the comma", detectCase{"it is done, will send it later", nil}},
		{"the phrase goes on after the first name", detectCase{"per mans, ludmila schmidt sagt", []string{per + "ludmila schmidt"}}},
	})
}

func TestGazetteerLowerCaseSurnameBeforeACommaAndAFirstNameTakenAlone(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list glued to a comma before a first name and a verb is the surname", detectCase{"mieter kobelt, alexei meldet einen wasserschaden", []string{per + "kobelt, alexei"}}},
		{"a word an organisation's cue took before a comma and a first name is the surname", detectCase{"kunde heintze, bernard meldet sich wegen der kündigung", []string{per + "heintze, bernard"}}},
		// Not names.
		{"a common word before a comma and a first name stays a word", detectCase{"ok, yasmin hat den schlüssel", []string{per + "yasmin"}}},
		{"a word of time before a comma and a first name stays a word", detectCase{"heute, yasmin hat den schlüssel", []string{per + "yasmin"}}},
	})
}
