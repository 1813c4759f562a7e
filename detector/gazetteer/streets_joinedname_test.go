package gazetteer

import "testing"

func TestGazetteerAStreetWrittenBeforeItsNumberKeepsThatNumberWhenAnotherStreetsNameFollowsIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian street and its comma before a number-first street", detectCase{"Tom Hill,\"Via Gibilisco, 238 Venturi Trail\n Suite 612\n RESUTTANA SAN LORENZO\n Italy 73042\",555-0199",
			[]string{per + "Tom Hill", street + "Via Gibilisco, 238 Venturi Trail\n Suite 612\n RESUTTANA SAN LORENZO\n Italy 73042"}}},
		{"a Slovenian street with its type after the name before a number-first street", detectCase{"Location: Gradnikova ulica 8c Markovič Harbor\n Suite 559\n GORNJA RADGONA\n Slovenia 7426",
			[]string{street + "Gradnikova ulica 8c Markovič Harbor\n Suite 559\n GORNJA RADGONA\n Slovenia 7426"}}},
		{"a French street written type first in small letters before a number-first street", detectCase{"Invoice #4471 billed to chemin de Bernasconi 68 Niquille Club\n Suite 105\n GILLIÈRON\n Switzerland 9007",
			[]string{street + "chemin de Bernasconi 68 Niquille Club\n Suite 105\n GILLIÈRON\n Switzerland 9007"}}},
		{"a Spanish street written type first before a number-first street", detectCase{"Billing address\nCañada de Angelino Rivero 52 Garmendia Ridge\n Suite 496\n MÁLAGA\n Spain 12738",
			[]string{street + "Cañada de Angelino Rivero 52 Garmendia Ridge\n Suite 496\n MÁLAGA\n Spain 12738"}}},
		{"a Polish street written type first before a number-first street", detectCase{"The correct address is plac Wróblewskiego 669 Mały Mall\n Suite 202\n ŁAZISKA GÓRNE\n Poland 34-389",
			[]string{street + "plac Wróblewskiego 669 Mały Mall\n Suite 202\n ŁAZISKA GÓRNE\n Poland 34-389"}}},
		{"a Chilean street that an article opens before a number-first street", detectCase{"Home address:\nLos Aromos 49 Valdebenito Club\n Suite 900\n OLIVAR\n Chile 1699180\n\nWork address:\nsame",
			[]string{street + "Los Aromos 49 Valdebenito Club\n Suite 900\n OLIVAR\n Chile 1699180"}}},
		{"an article and a town before a conjunction stay out of the number-first street", detectCase{"We flew to Las Vegas and 12 Oak Lane.",
			[]string{per + "Las Vegas", street + "12 Oak Lane."}}},
		{"a noun and a count before a number-first street stay out of it", detectCase{"See Platz 1 12 Oak Lane today.",
			[]string{street + "1 12 Oak Lane"}}},
		{"a version before a number-first street stays out of it", detectCase{"Version 2 12 Oak Lane is the new office.",
			[]string{street + "2 12 Oak Lane"}}},
		{"a room before a number-first street stays out of it", detectCase{"Meet in Room 214 at 12 Oak Lane today.",
			[]string{street + "12 Oak Lane"}}},
	})
}
