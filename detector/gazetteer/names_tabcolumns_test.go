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
