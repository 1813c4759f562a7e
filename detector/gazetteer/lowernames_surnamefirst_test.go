package gazetteer

import "testing"

func TestGazetteerLowerCaseSurnameBeforeFirstNameOpeningASentenceIsItsSubject(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German surname and first name before hat", detectCase{"sauer luitgard hat angerufen", []string{per + "sauer luitgard"}}},
		{"a German surname and first name before kommt", detectCase{"stahr cora kommt morgen", []string{per + "stahr cora"}}},
		{"a French surname and first name before a and a participle", detectCase{"payet alexandre a appelé ce matin", []string{per + "payet alexandre"}}},
		{"an Italian surname and first name before ha", detectCase{"giacometti margherita ha chiamato ieri", []string{per + "giacometti margherita"}}},
		{"a surname in no list before a first name", detectCase{"pichon célina a appelé ce matin", []string{per + "pichon célina"}}},
		{"a lone French first name before a and a participle", detectCase{"alexandre a appelé ce matin", []string{per + "alexandre"}}},
		{"a lone Italian first name before ha", detectCase{"fiorenzo ha chiamato ieri", []string{per + "fiorenzo"}}},
		{"a verb after a first name is no surname", detectCase{"oggi fiorenzo ha chiamato", []string{per + "fiorenzo"}}},
		// Not names.
		{"a noun before a verb", detectCase{"die bank hat angerufen", nil}},
		{"a French a with its accent is a preposition", detectCase{"bonne route à toi", nil}},
		{"a French a before a noun", detectCase{"le client a raison", nil}},
		{"common words before a verb", detectCase{"the team has called it a day", nil}},
	})
}
