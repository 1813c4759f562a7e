package gazetteer

import "testing"

func TestGazetteerANumberInTheTabColumnBeforeANameIsNoHouseNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after its record's number in a tab-separated row", detectCase{"53990\tGabriel Mccormick\tpending\t1974-07-02", []string{per + "Gabriel Mccormick"}}},
		{"a name after a header and a record's number in tab columns", detectCase{"id\tname\tstatus\n4807\tEvita Cervantes\tpendiente", []string{per + "Evita Cervantes"}}},
		{"a name after a date in its own tab column", detectCase{"2024-01-01\tMaria Schmidt\toffen", []string{per + "Maria Schmidt"}}},
		{"a name that ends its tab-separated row", detectCase{"68698\tAnthony Höfig", []string{per + "Anthony Höfig"}}},
		// Text that must stay untouched.
		{"a house number and its street in a tab column", detectCase{"Ship to 12 Timms Drive\tpending", []string{street + "12 Timms Drive"}}},
		{"a count and a product in tab columns", detectCase{"12\tApple Watch\tin stock", nil}},
	})
}

func TestGazetteerANumberAfterANumberSignBeforeANameIsNoHouseNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after a ticket's number and its sign", detectCase{"#93449 Raphaela Kuhl – Zugang gesperrt", []string{per + "Raphaela Kuhl"}}},
		{"a Spanish ticket's number before a name", detectCase{"#20198 Amelia Prado – cuenta bloqueada", []string{per + "Amelia Prado"}}},
		{"an order's number after a word and its sign", detectCase{"Order #4412 Gabriel Mccormick paid", []string{per + "Gabriel Mccormick"}}},
		// Text that must stay untouched.
		{"a house number without a sign before an untyped street", detectCase{"Deliver to 4412 Gabriel Mccormick", []string{street + "4412 Gabriel Mccormick"}}},
		{"a Colombian plate's number sign in a street", detectCase{"Carrera 46 # 8-4, Bogotá", []string{street + "Carrera 46 # 8-4, Bogotá"}}},
	})
}
