package gazetteer

import "testing"

func TestGazetteerLowerCaseTableColumnsOfPeopleHoldNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a French table's nom and prénom columns", detectCase{"id;nom;prénom\n3;monnier;alexandrie\n4;tlustek;robert", []string{per + "monnier", per + "alexandrie", per + "tlustek", per + "robert"}}},
		{"a German table's name and vorname columns", detectCase{"nr;name;vorname\n5;scholl;svenja", []string{per + "scholl", per + "svenja"}}},
		{"a Spanish table's nombre and apellido columns", detectCase{"id,nombre,apellido\n9,hortensia,moraleda", []string{per + "hortensia", per + "moraleda"}}},
		{"an Italian table's nome and cognome columns", detectCase{"id;nome;cognome\n4;lodovico;samele", []string{per + "lodovico", per + "samele"}}},
		{"an English table's name column of full names", detectCase{"id,name,plan\n12,chelsea cooper,gold\n13,graeme storey,basic", []string{per + "chelsea cooper", per + "graeme storey"}}},
		// Not names.
		{"a name column of products", detectCase{"id,name,price\n1,blue widget,3\n2,red widget,4", nil}},
		{"a name column of services", detectCase{"name;port;status\napi;8080;up\nworker;9090;down", nil}},
		{"one word in a name column of things", detectCase{"id,nombre,precio\n1,mesa,40\n2,silla,15", nil}},
		{"one word in a name column that is a first name", detectCase{"name,color\nrose,red\nviolet,purple", nil}},
		{"a table without a column of people", detectCase{"id;city;status\n3;leeds;open", nil}},
		{"a row with another number of cells", detectCase{"id;nom;prénom\nvoir la note ci-dessous", nil}},
		{"a table with capitals", detectCase{"id;Nom;Prénom\n3;ok;fine", nil}},
	})
}

func TestGazetteerLowerCaseRowCellsOfAFirstNameAndASurnameAreAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname cell before a first name cell", detectCase{"1042;lefebvre;mathilde;actif", []string{per + "lefebvre", per + "mathilde"}}},
		{"a first name cell before a surname cell", detectCase{"7,beatriz,carrasco,pendiente,2024", []string{per + "beatriz", per + "carrasco"}}},
		{"a German row", detectCase{"44|jürgen|häberle|offen", []string{per + "jürgen", per + "häberle"}}},
		// Not names.
		{"a row of words of a list", detectCase{"violet;apple;small;yes", nil}},
		{"a row of services", detectCase{"api;8080;up;worker", nil}},
		{"a list in a sentence", detectCase{"compra sal, pimienta, aceite y pan", nil}},
		{"a header of words", detectCase{"data;ordini;resi;ricavi\n06.02.2019;6660;15;246,64", nil}},
		{"a row of places", detectCase{"paris;france;fr;eu", []string{loc + "paris", loc + "france"}}},
	})
}
