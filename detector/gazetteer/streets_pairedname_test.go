package gazetteer

import "testing"

func TestGazetteerAFirstNameAndAndBeforeAOneWordStreetProveItAsACueDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Slovak street after a first name and and", detectCase{"Mail the form to Vlasta and Korabinského 610 no later than June 5.",
			[]string{street + "Vlasta and Korabinského 610"}}},
		{"a Norwegian street after a first name and and", detectCase{"Our branch on Rolf and Fredriksenhagen 4 is closed on Sundays.",
			[]string{street + "Rolf and Fredriksenhagen 4"}}},
		{"a Croatian street after a first name and and", detectCase{"Send the keys to Božica and Skalinska 01 and call me.",
			[]string{street + "Božica and Skalinska 01"}}},
		{"a Flemish street after a first name and and", detectCase{"From Mariette and Elslei 2 to the airport takes 20 minutes.",
			[]string{street + "Mariette and Elslei 2"}}},
		{"a French street written type first in small letters after a first name and and", detectCase{"Recipient: Karl Weber, Chantal and rue Cosendey 214",
			[]string{per + "Karl Weber", street + "Chantal and rue Cosendey 214"}}},
		{"two people and a count stay people", detectCase{"I saw Anna and Maria 2 times this week.",
			[]string{per + "Anna"}}},
		{"a cartoon's sequel stays untouched", detectCase{"We watched Tom and Jerry 2 last night.",
			[]string{per + "Tom"}}},
		{"a person and a product's version stay apart", detectCase{"Ask Peter and Kubernetes 1 will do.",
			[]string{per + "Peter"}}},
		{"a duo and a count of a noun stay untouched", detectCase{"Simon and Garfunkel 3 albums",
			[]string{per + "Simon"}}},
	})
}
