package gazetteer

import "testing"

func TestGazetteerDirectionInitialsNumberSignsAndRuralRoutes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a direction's initial before the name and a number sign's flat join the street", detectCase{"Office: 12 N Main St #4, Springfield, IL 62701", []string{street + "12 N Main St #4, Springfield, IL 62701"}}},
		{"a direction's initial after the type keeps the town and postal code in the address", detectCase{"Address: 45 Queen St W, Toronto, ON M5H 2M9", []string{street + "45 Queen St W, Toronto, ON M5H 2M9"}}},
		{"a rural route before a box is an address", detectCase{"Address: RR 2 Box 152, Elkins, WV 26241", []string{street + "RR 2 Box 152, Elkins, WV 26241"}}},
		{"an initial before a lower-case word is no street", detectCase{"Ship 12 N units today", nil}},
		{"a number sign before the street is no flat", detectCase{"issue #4 on 12 Main St is fixed", []string{street + "12 Main St"}}},
		{"a rural route without a box is no address", detectCase{"RR 2 is the route", nil}},
	})
}
