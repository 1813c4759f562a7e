package gazetteer

import "testing"

func TestGazetteerJobTitlesOfADepartmentAreNoPlaces(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the department after Head of is no place", detectCase{"Head of Sales", nil}},
		{"the department after Head of in a sentence is no place", detectCase{"He is Head of Sales since May.", nil}},
		{"the department after a lower-case head of is no place", detectCase{"Ask the head of Sales first.", nil}},
		{"a name after Head of Sales and a colon is a person", detectCase{"Head of Sales: Tobias Wren", []string{per + "Tobias Wren"}}},
		{"the department after VP of is no place", detectCase{"Our VP of Sales approved it.", nil}},
		{"the department after Director of is no place", detectCase{"The Director of Sales approved it.", nil}},
		// A verb of motion before a place still makes it one.
		{"a place after head to is a place", detectCase{"We head to Sales tomorrow.", []string{loc + "Sales"}}},
	})
}
