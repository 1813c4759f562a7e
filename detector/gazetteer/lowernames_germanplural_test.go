package gazetteer

import "testing"

func TestGazetteerGermanPairsBeforePluralVerbs(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name joined by und to a person before a German verb of the plural is a person",
			detectCase{"adriana und sebastian kommen auch mit", []string{per + "adriana", per + "sebastian"}}},
		{"two first names joined by und before a German verb of the plural are two people",
			detectCase{"franz und anne fahren morgen früher", []string{per + "franz", per + "anne"}}},
		// Text that stays untouched.
		{"nouns joined by und before a verb of the plural are no people",
			detectCase{"die kunden und lieferanten kommen morgen", nil}},
		{"cities joined by und before sind stay places",
			detectCase{"paris und london sind teuer", []string{loc + "paris", loc + "london"}}},
		{"a verb of the plural after a pair in English text opens nothing",
			detectCase{"salt and pepper sind im schrank", nil}},
	})
}
