package gazetteer

import "testing"

func TestGazetteerGermanPairsBeforePluralVerbs(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name joined by und to a person before a German verb of the plural is a person",
			detectCase{"adriana und sebastian kommen auch mit", []string{per + "adriana", per + "sebastian"}}},
		{"two first names joined by und before a German verb of the plural are two people",
			detectCase{"franz und anne fahren morgen früher", []string{per + "franz", per + "anne"}}},
		{"two first names that are common words too, joined by und before a German verb of the plural, are two people",
			detectCase{"tom und lea kommen morgen", []string{per + "tom", per + "lea"}}},
		{"a first name that is a German noun joined by oder to another before a verb of the plural is a person",
			detectCase{"ich glaube kai oder lea wissen das", []string{per + "kai", per + "lea"}}},
		// Text that stays untouched.
		{"months joined by und before a verb of the plural are no people",
			detectCase{"april und mai sind meistens warm", nil}},
		{"flowers joined by und before a verb of the plural are no people",
			detectCase{"rose und tulpe sind schon verblüht", nil}},
		{"nouns joined by und before a verb of the plural are no people",
			detectCase{"die kunden und lieferanten kommen morgen", nil}},
		{"cities joined by und before sind stay places",
			detectCase{"paris und london sind teuer", []string{loc + "paris", loc + "london"}}},
		{"a verb of the plural after a pair in English text opens nothing",
			detectCase{"salt and pepper sind im schrank", nil}},
	})
}
