package gazetteer

import "testing"

func TestGazetteerPlacesThatAreSurnamesOrFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a large city right after a known first name is its surname", detectCase{"Appointment with Maria Santiago on Tuesday at 10.", []string{per + "Maria Santiago"}}},
		{"a small place after a locative is the first name of a common-word surname", detectCase{"The order from Eleanor Grant has shipped.", []string{per + "Eleanor Grant"}}},
		{"a small place after à is the first name of a common-word surname", detectCase{"Nous avons envoyé un avoir à Crystal Brown.", []string{per + "Crystal Brown"}}},
		// Not names.
		{"a city alone after a locative stays a place", detectCase{"We flew from Santiago on Tuesday.", []string{loc + "Santiago"}}},
		{"a city whose name runs on stays a place", detectCase{"the train to Santiago Centro", []string{loc + "Santiago Centro"}}},
		{"a place before a street type after a preposition is the street, not a person", detectCase{"I moved to Victoria Street.", []string{street + "Victoria Street"}}},
		{"a place before a park stays a place", detectCase{"Meet me in Victoria Park.", []string{loc + "Victoria Park"}}},
		{"cities in a list stay places", detectCase{"Visit Paris Berlin and Rome.", []string{loc + "Paris", loc + "Berlin", loc + "Rome"}}},
	})
}
