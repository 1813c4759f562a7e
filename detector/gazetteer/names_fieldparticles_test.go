package gazetteer

import "testing"

// A person's field of a ticket, a record or a deed holds a name whose
// surname opens with particles in small letters ("Referente: Yinthe van
// Dalen", "Zugewiesen an: Jack de Gruson"), and its value may stand in
// quotes as YAML writes it (`responsabile: "Marco Bianchi"`); a
// department in quotes stays a department.
func TestGazetteerAPersonsFieldHoldsParticlesAndQuotes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name, van and a surname in a field", detectCase{"referente: Yinthe van Dalen\nufficio: acquisti\n",
			[]string{per + "Yinthe van Dalen"}}},
		{"a first name, de and a surname in a field", detectCase{"responsabile: Jack de Gruson\nscadenza: 2024-09-30\n",
			[]string{per + "Jack de Gruson"}}},
		{"a quoted name in a YAML field", detectCase{"referente: \"Yinthe van Dalen\"\nufficio: acquisti\n",
			[]string{per + "Yinthe van Dalen"}}},
		{"a quoted name of two words in a YAML field", detectCase{"responsabile: \"Mieszko Leszczyk\"\n",
			[]string{per + "Mieszko Leszczyk"}}},
		// Text that must stay untouched.
		{"a quoted team in a field", detectCase{"responsabile: \"Team Vertrieb\"\n", nil}},
		{"a team and a particle in a field", detectCase{"Zuständig: Team von Vertrieb\n", nil}},
	})
}

// The signer's and the manager's keys of deeds and registers introduce a
// name ("Firmado: …", "Unterschrift: …", "Geschäftsführer: …"), and a
// column headed by a key of a person ("nominativo", "richiedente",
// "author", "solicitante") holds people.
func TestGazetteerSignersKeysAndPeoplesColumns(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after the Spanish Firmado", detectCase{"Firmado: Alderano Abate\nEn Sevilla, a 3 de mayo", []string{per + "Alderano Abate"}}},
		{"a name after the German Geschäftsführer", detectCase{"Geschäftsführer: Vassilios Mälzer\nRegistergericht: Amtsgericht Köln",
			[]string{per + "Vassilios Mälzer", loc + "Köln"}}},
		{"a name in a nominativo column", detectCase{"matricola,nominativo,reparto\n495,Christopher Cook,logistica\n",
			[]string{per + "Christopher Cook"}}},
		{"a name in an author column", detectCase{"commit;author;date\na1b2;Ilse Verhoeven;2024-01-02\n", []string{per + "Ilse Verhoeven"}}},
		// Text that must stay untouched.
		{"a product in an author column of books", detectCase{"title,author\nThe Guide,Unknown\n", nil}},
	})
}

// A table whose cells stand in double quotes, as CSV writers quote them
// (`"cognome","nome"` over `"Rossi","Anna"`), is read as one without:
// the quotes around a header or a cell are no part of it.
func TestGazetteerATableOfQuotedCells(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname and a first name in quoted cells", detectCase{"\"cognome\",\"nome\",\"cf\"\n\"Marenzio\",\"Lina\",\"x\"\n",
			[]string{per + "Marenzio", per + "Lina"}}},
		{"a full name in a quoted cell under a quoted semicolon header", detectCase{"\"nome_completo\";\"ruolo\"\n\"Job Geneart\";\"tecnico\"\n",
			[]string{per + "Job Geneart"}}},
		// Text that must stay untouched.
		{"a product in a quoted name column", detectCase{"\"name\",\"price\"\n\"Blue Widget\",\"3\"\n", nil}},
	})
}
