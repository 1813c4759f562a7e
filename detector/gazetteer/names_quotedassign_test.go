package gazetteer

import "testing"

// A string in single quotes is a string too (Python, SQL), and a key for
// a name's part compared or assigned in a query's condition or on an
// object's attribute is a key: `WHERE last_name = 'Fox'`,
// `user.surname = 'Fox'`.
func TestGazetteerASingleQuotedStringAssignedToANamePartKeyIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname that is a common word as a single-quoted keyword", detectCase{`Person(first_name='Ellen', last_name='Fox')`,
			[]string{per + "Ellen", per + "Fox"}}},
		{"a surname after a query's WHERE", detectCase{`WHERE last_name = 'Fox' AND first_name = 'Amber'`,
			[]string{per + "Fox", per + "Amber"}}},
		{"a Spanish surname key in a query", detectCase{`SELECT * FROM clientes WHERE apellido = 'Barrios' AND nombre = 'Pedro'`,
			[]string{per + "Barrios", per + "Pedro"}}},
		{"a surname set in an UPDATE", detectCase{`UPDATE users SET surname = 'Berg' WHERE id = 4;`, []string{per + "Berg"}}},
		{"a surname assigned to an object's attribute", detectCase{`user.last_name = 'Fox'`, []string{per + "Fox"}}},
		{"a double-quoted surname after a query's WHERE", detectCase{`WHERE nachname = "Berg"`, []string{per + "Berg"}}},
		// Text that must stay untouched.
		{"a word that is no key before an assigned string", detectCase{`WHERE status = 'Open' AND team = 'Green'`, nil}},
		{"a placeholder assigned to a surname key", detectCase{`WHERE last_name = 'Unknown'`, nil}},
		{"a generic name key without a sibling part key", detectCase{`WHERE name = 'Gateway'`, nil}},
		{"a surname key inside prose before a quoted word", detectCase{`The surname = 'Fox' example is wrong`, nil}},
	})
}
