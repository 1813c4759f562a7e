package gazetteer

import "testing"

func TestGazetteerArgentinasMarkOfTheNumberAfterAStreetTypeAndItsName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type, a number for a name, N° and the house number are a street", detectCase{"Please ship the parcel to Calle 8 N° 306 before Friday.", []string{street + "Calle 8 N° 306"}}},
		{"a diagonal and a place's name before N° are a street", detectCase{"My address is Diagonal Córdoba N° 53", []string{street + "Diagonal Córdoba N° 53"}}},
		{"initials with their dots name the street", detectCase{"I moved to Diagonal J.B. Alberdi N° 8987 last month.", []string{street + "Diagonal J.B. Alberdi N° 8987"}}},
		{"an abbreviated avenue and a title name the street", detectCase{"He lives at Av. Pte. Perón N° 111, Rosario.", []string{street + "Av. Pte. Perón N° 111, Rosario"}}},
		{"an abbreviated diagonal, its number and Bis name the street", detectCase{"Deliver to Diag. 145 Bis N° 1824", []string{street + "Diag. 145 Bis N° 1824"}}},
		{"a boulevard's abbreviation, a particle and a name", detectCase{"Deliver to Blv. J.M. de Rosas N° 510", []string{street + "Blv. J.M. de Rosas N° 510"}}},
		{"a street on its own line is a street", detectCase{"Send the invoice to:\nDiagonal Mitre N° 92\nThanks!", []string{street + "Diagonal Mitre N° 92"}}},
		{"a product's name before N° is no street", detectCase{"We shipped Version 2 N° 306 of the form.", nil}},
		{"an order before N° is no street", detectCase{"Your Order N° 4597 was shipped.", nil}},
	})
}
