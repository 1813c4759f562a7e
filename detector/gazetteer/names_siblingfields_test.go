package gazetteer

import "testing"

func TestGazetteerAFirstNameAloneInAFieldTakesTheSurnameInTheFieldBesideIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the quoted argument after a first name's", detectCase{`let p = Person::new("David", "Thurner");`, []string{per + "David", per + "Thurner"}}},
		{"the SQL value after a first name's", detectCase{"INSERT INTO clients (nombre, apellidos) VALUES ('Pilar', 'Zedillo');", []string{per + "Pilar", per + "Zedillo"}}},
		{"the cell before a first name's in a row split by bars", detectCase{"62687|Lucciano|Eugenia|62687", []string{per + "Lucciano", per + "Eugenia"}}},
		{"a surname that is a first name too in the cell before a first name's", detectCase{"5543|Brown|James|5543", []string{per + "Brown", per + "James"}}},
		{"the cell after a first name's in a row split by semicolons", detectCase{"Emma;Garcia;x", []string{per + "Emma", per + "Garcia"}}},
		// Text that must stay untouched.
		{"a common word in the next cell", detectCase{"Paul,Manager,Sales", []string{per + "Paul"}}},
		{"a German noun in the next cell", detectCase{"Vorname;Abteilung\nAnna;Vertrieb", []string{per + "Anna"}}},
		{"a greeting in the next argument", detectCase{`greet("Anna", "Hello")`, []string{per + "Anna"}}},
		{"a first name inside a longer field", detectCase{`log("call Anna", "Tuesday")`, []string{per + "Anna"}}},
	})
}
