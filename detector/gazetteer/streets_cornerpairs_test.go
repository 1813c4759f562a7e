package gazetteer

import "testing"

func TestGazetteerACornerOfTwoNamedStreetsWithoutNumbersIsAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two streets after the corner of are a corner", detectCase{"Meet me at the corner of Main Street and 5th Avenue.", []string{street + "the corner of Main Street and 5th Avenue"}}},
		{"an ampersand joins a corner", detectCase{"It happened on the corner of Elm Street & Oak Avenue last night.", []string{street + "the corner of Elm Street & Oak Avenue"}}},
		{"a slash joins the streets after intersection of", detectCase{"Intersection of Jeffrey Unions / Yates Underpass is closed.", []string{street + "Intersection of Jeffrey Unions / Yates Underpass"}}},
		{"a first street whose type is a plural opens a corner after a preposition", detectCase{"Meet me at Taylor Walks and Price Walk at noon.", []string{street + "Taylor Walks and Price Walk"}}},
		{"a plural type of the first street after the corner of", detectCase{"We're on the corner of Scott View and Carter Extensions, the blue door.", []string{street + "the corner of Scott View and Carter Extensions"}}},
		{"a second street that names a person is the corner's", detectCase{"Pick me up at Seth Field and Jonathan Park please", []string{street + "Seth Field and Jonathan Park"}}},
		{"a first street without a type of the lists after the corner's cue", detectCase{"Traffic light broken at the intersection of Robert Lees and Ralph Drive.", []string{street + "the intersection of Robert Lees and Ralph Drive"}}},
		{"a first name that is a month names a street of a corner", detectCase{"location: corner of April Siding and Porter State Highway", []string{street + "corner of April Siding and Porter State Highway"}}},
		{"between two named streets is a corner", detectCase{"The shop is between Neil Mission and Sanders Plain, opposite the bank.", []string{street + "Neil Mission and Sanders Plain"}}},
		{"two famous streets without a cue stay untouched", detectCase{"Main Street and Wall Street banks reported gains.", nil}},
		{"two shopping streets a sentence talks about stay untouched", detectCase{"The Oxford Street and Regent Street shops were busy.", nil}},
		{"common words before the types after a preposition name no corner", detectCase{"The talk was on Memory Lane and Easy Street themes.", nil}},
		{"a capitalised word after the second type makes a longer name", detectCase{"The ads ran on Kowalski Lane and Wall Street Journal pages.", []string{street + "Kowalski Lane"}}},
		{"a corner of a room is no corner of streets", detectCase{"The corner of the Living Room and Dining Area is cold.", nil}},
	})
}
