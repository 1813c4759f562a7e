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

func TestGazetteerAmericanStreetsTakeTheirDirectionsOrdinalsAndRouteNumbers(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a two-letter direction before the name opens the street", detectCase{"The meeting moved to 4354 SE Richardson St because the old office flooded.", []string{street + "4354 SE Richardson St"}}},
		{"a direction's initial before an ordinal opens the street", detectCase{"The meeting moved to 6720 E 14th Street because the office flooded.", []string{street + "6720 E 14th Street"}}},
		{"a direction's word before an ordinal opens the street", detectCase{"My new address is 6538 West 57th Avenue, could you update it?", []string{street + "6538 West 57th Avenue"}}},
		{"a highway's number after a house number is a street", detectCase{"We drove past 3650 Highway 260 on the way home.", []string{street + "3650 Highway 260"}}},
		{"a state route's number after a house number is a street", detectCase{"Deliver it to 88 State Route 9 tomorrow.", []string{street + "88 State Route 9"}}},
		{"a route in small letters after a house number is a street", detectCase{"ok im at 1032 route 293 now, come over when u can", []string{street + "1032 route 293"}}},
		{"a year before a route is no house number", detectCase{"In 2019 Route 66 reopened to traffic.", nil}},
		{"a count before a direction's initial is no street", detectCase{"Take 3 E 14 buses to get there.", nil}},
		{"a version is no route", detectCase{"Upgrade 12 Highway 3 licenses today.", nil}},
	})
}
