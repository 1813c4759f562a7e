package gazetteer

import "testing"

func TestGazetteerRegisterNamesInPairs(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// A first name that only a register holds, before a known surname.
		{"a register's first name before a surname is a name in German text", detectCase{"Sieglinde Schacht leitet ab Montag das Lager.", []string{per + "Sieglinde Schacht"}}},
		{"a register's first name before a surname is a name in Spanish text", detectCase{"Mañana viene Macarena Villegas a la oficina.", []string{per + "Macarena Villegas"}}},
		{"a register's first name before a surname is a name in lower case", detectCase{"dile a macarena villegas que ya está", []string{per + "macarena villegas"}}},
		// A surname that only a register holds, after a known first name.
		{"a register's surname after a first name is a name in English text", detectCase{"Please forward the invoice to Ernestine Hautecoeur today.", []string{per + "Ernestine Hautecoeur"}}},
		{"a register's surname after a first name is a name in Italian text", detectCase{"Ho parlato con Ernestine Bertolucci ieri sera.", []string{per + "Ernestine Bertolucci"}}},
		{"a register's surname after a first name is a name in lower case", detectCase{"ieri ho sentito ernestine bertolucci", []string{per + "ernestine bertolucci"}}},
		{"a register's first name before a surname is a name in lower-case French", detectCase{"tu peux rappeler sieglinde schacht demain", []string{per + "sieglinde schacht"}}},
		// Two register words need a known name beside them.
		{"two register names alone make no pair", detectCase{"Abdarahmane Wagenknecht hat den Antrag gestellt.", nil}},
		// A register's word alone, or a common word it holds, is none.
		{"a register's first name alone is no name", detectCase{"Abdarahmane hat angerufen.", nil}},
		{"a register's surname alone is no name", detectCase{"Bitte an Wagenknecht weiterleiten.", nil}},
		{"French common words a register holds make no pair", detectCase{"la salle doit rester fermée", nil}},
		{"a register's words across a colon make no pair", detectCase{"Oggetto: Passi successivi per il rilascio", nil}},
	})
}

func TestGazetteerCensusSurnamesInPairs(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German surname of the census list after a known first name is the name and no more in lower case", detectCase{"ich habe gestern mit jürgen schwarzbach telefoniert", []string{per + "jürgen schwarzbach"}}},
		{"a Dutch surname of the census list after a known first name is the name and no more in lower case", detectCase{"ik heb pieter vanberkel gisteren gebeld", []string{per + "pieter vanberkel"}}},
		{"an Italian surname of the census list after a known first name is a name", detectCase{"Ho sentito Francesca Bertacchi stamattina.", []string{per + "Francesca Bertacchi"}}},
		{"a surname of the census list after a known first name is a name in English text", detectCase{"Please ask Michael Hofecker to sign the form.", []string{per + "Michael Hofecker"}}},
		// Words of the languages the census holds as surnames stay words.
		{"a German word the census holds as a surname is no surname after a first name", detectCase{"ich habe mit anna noch nicht gesprochen", []string{per + "anna"}}},
		{"an Italian word the census holds as a surname is no surname after a first name", detectCase{"luca quello che hai detto è giusto", []string{per + "luca"}}},
		{"a Spanish word the census holds as a surname is no surname after a first name", detectCase{"maria por favor revisa el informe", nil}},
		// A surname of the census list alone is none.
		{"a census surname alone is no name", detectCase{"Hofecker hat angerufen.", nil}},
	})
}
