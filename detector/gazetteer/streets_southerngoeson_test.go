package gazetteer

import "testing"

func TestGazetteerAustralianCommonWordTypesInARunningSentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common-word type after a number that at announces is a street before a word in small letters", detectCase{"we live at 16 Gordon Anchorage now", []string{street + "16 Gordon Anchorage"}}},
		{"a common-word type after a number that from announces is a street before a question mark", detectCase{"Can you pick me up from 3 Kerr Anchorage?", []string{street + "3 Kerr Anchorage"}}},
		{"a common-word type after a flat and a house number is a street before a verb", detectCase{"Ticket 44: customer at Unit 41 85 Tate Range reports no power.", []string{street + "Unit 41 85 Tate Range"}}},
		{"a common-word type after a level and a house number is a street before a verb", detectCase{"The tenant of Level 2 47 Tanner Bend shall pay rent monthly.", []string{street + "Level 2 47 Tanner Bend"}}},
		{"a common-word type after a number that to announces is a street before a word in small letters", detectCase{"Please send the parcel to 46 Darrell Dip before Friday.", []string{street + "46 Darrell Dip"}}},
		{"a town, a state's code and a postcode after a common-word type prove the street and close the address", detectCase{"Vendor 484 Lynch Entrance Michellemouth VIC 9627", []string{street + "484 Lynch Entrance Michellemouth VIC 9627"}}},
		{"a type of the standard list that is a common word is a street type", detectCase{"we moved to 12 Kerr Rotary last week", []string{street + "12 Kerr Rotary"}}},
		{"a type of the standard list that is a common word ends a street before a sentence's end", detectCase{"Send it to 12 Kerr Wharf.", []string{street + "12 Kerr Wharf."}}},
		{"a flat's number and a slash before the house number keep the place that at gives", detectCase{"The courier left it at 3/432 Tracey Circus this morning.", []string{street + "3/432 Tracey Circus"}}},
		{"a flat written with its dot before the house number proves a street before a verb", detectCase{"Witness resides at Apt. 856 51 Mooney Edge and works nearby.", []string{street + "Apt. 856 51 Mooney Edge"}}},
		{"a common-word type after a number that into announces is a street", detectCase{"just moved into 73 Nicholas Ring with my partner", []string{street + "73 Nicholas Ring"}}},
		{"a common-word type after a common word is no street after at", detectCase{"the 3 Front Range trails are open, see you at 3 Front Range trails", nil}},
		{"a common-word type after a common word is no street after to", detectCase{"we scaled to 4 Close Range sensors and went to 2 Access Reach ports", nil}},
		{"a page number before a common-word name is no street", detectCase{"see page 4 Close Range for details", nil}},
		{"a common-word type after an acronym is no street after to", detectCase{"we upgraded to 3 DNA Strand models", nil}},
		{"a common-word type in a running sentence without a place before its number is no street", detectCase{"the 2 Kent Steps are steep and 5 Kerr Range trails too", nil}},
		{"a town after a common-word type without a state's code proves nothing", detectCase{"We bought 2 Kent Steps Deluxe style", nil}},
	})
}
