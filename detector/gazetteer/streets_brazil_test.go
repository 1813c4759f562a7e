package gazetteer

import "testing"

func TestGazetteerBrazilsTypesThatAreCommonNounsBeforeANameACommaAndTheNumber(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lake's type, a name, a comma and a number ending the line are a street", detectCase{"Send the invoice to:\nLago Augusto Leão, 512\nThanks!", []string{street + "Lago Augusto Leão, 512"}}},
		{"a beach's type and a number before a stopword are a street", detectCase{"Please ship the parcel to Praia Moraes, 72 before Friday.", []string{street + "Praia Moraes, 72"}}},
		{"a colony's type with its accent is a street", detectCase{"I moved to Colônia de Albuquerque, 8 last month.", []string{street + "Colônia de Albuquerque, 8"}}},
		{"a number that a noun follows is a count", detectCase{"At Vale Moraes, 72 people came.", []string{per + "Vale Moraes"}}},
	})
}
