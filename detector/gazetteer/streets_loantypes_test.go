package gazetteer

import "testing"

func TestGazetteerAPlazaOrAPiazzaBeforeANameOfNoEnglishWordIsAStreetAfterAPreposition(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a plaza and a person's name after at end the clause", detectCase{"We met at Plaza de Gloria Blázquez, right by the fountain.", []string{street + "Plaza de Gloria Blázquez"}}},
		{"a piazza and a surname of no English word after on are a street", detectCase{"The flat on Piazza Pincherle has two bedrooms.", []string{street + "Piazza Pincherle"}}},
		{"a plaza before an English word is a building", detectCase{"We had lunch at Plaza Hotel with the whole team.", nil}},
		{"a plaza without a preposition is no street", detectCase{"Plaza Gutiérrez is busy today.", nil}},
	})
}
