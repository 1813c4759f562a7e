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

func TestGazetteerAPlaceThatIsAFirstNameBeforeAMiddleInitialIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a region before an initial and a common-word surname", detectCase{"Georgia P. North signed off on the budget.", []string{per + "Georgia P. North"}}},
		{"a country before an initial after by", detectCase{"Approved by Jordan L. Cox on 3 March.", []string{per + "Jordan L. Cox"}}},
		{"a town before an initial at a sentence's start", detectCase{"Kimberley S. Hunt signed the lease.", []string{per + "Kimberley S. Hunt"}}},
		{"a state before an initial after a locative", detectCase{"Notes were taken by Virginia D. Long.", []string{per + "Virginia D. Long"}}},
		// Text that must stay untouched or stay a place.
		{"a city before its district's initials", detectCase{"We flew to Washington D. C. last year.", []string{loc + "Washington"}}},
		{"a place at a sentence's end before a lettered item", detectCase{"We moved to Georgia. B. Keep the receipts.", []string{loc + "Georgia"}}},
		{"a town and its state", detectCase{"Austin, Texas is warm in May.", []string{loc + "Austin", loc + "Texas"}}},
		{"a place before a word that is no initial", detectCase{"We toured Georgia A lot.", []string{loc + "Georgia"}}},
	})
}

func TestGazetteerAPlaceThatIsAFirstNameAfterToWithoutAVerbOfMotionIsAPersonWithACommonSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"thanks to a region and a common-word surname", detectCase{"Thanks to Georgia Banks for the review.", []string{per + "Georgia Banks"}}},
		{"sent to a region and Hall", detectCase{"Send it to Georgia Hall today.", []string{per + "Georgia Hall"}}},
		{"forwarded to a city and a common-word surname", detectCase{"Please forward the draft to Phoenix Banks by Friday.", []string{per + "Phoenix Banks"}}},
		{"written to a state and Price", detectCase{"I wrote to Victoria Price yesterday.", []string{per + "Victoria Price"}}},
		// Text that must stay untouched or stay a place.
		{"a verb of motion keeps the place", detectCase{"We flew to Georgia Hall.", []string{loc + "Georgia"}}},
		{"a park after to stays a place", detectCase{"Welcome to Victoria Park.", []string{loc + "Victoria Park"}}},
		{"a street after to stays a street", detectCase{"Directions to Victoria Street.", []string{street + "Victoria Street"}}},
		{"a longer name after to is no person", detectCase{"Congratulations to Preston North End today.", nil}},
		{"a place before a word of time", detectCase{"Compared to Georgia May was warm.", []string{loc + "Georgia"}}},
		{"a landmark after to stays a place", detectCase{"Thanks to Sydney Harbour for the view.", []string{loc + "Sydney"}}},
	})
}
