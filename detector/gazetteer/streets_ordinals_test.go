package gazetteer

import "testing"

func TestGazetteerAnOrdinalNamesAStreetBeforeItsType(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an ordinal before Avenue is a street's name", detectCase{"Please ship the order to 123 5th Avenue by Friday.", []string{street + "123 5th Avenue"}}},
		{"an ordinal of two digits before Road is a street's name", detectCase{"I moved to 7352 65th Road last year.", []string{street + "7352 65th Road"}}},
		{"an ordinal after a one-digit count is a rank, no street", detectCase{"She won 3 1st Place medals.", nil}},
		{"ordinals after counts of two digits are ranks, no streets", detectCase{"Results: 12 1st Place, 19 2nd Place, 13 3rd Place", nil}},
		{"a count of maps of a street is no address", detectCase{"We need 3 4th Street maps", nil}},
	})
}

func TestGazetteerStreetTypesOfQuebecSouthAfricaAndIreland(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"montée in lower case before a name after the number is a Quebec street", detectCase{"Please ship the order to 158 montée Zoé Apt. 858 by Friday.", []string{street + "158 montée Zoé Apt. 858"}}},
		{"rang before a first name after the number is a Quebec street", detectCase{"Please ship the order to 488 rang Sophie by Friday.", []string{street + "488 rang Sophie"}}},
		{"the English rang before an English word is no street", detectCase{"We had 12 rang Bells", nil}},
		{"Indawo after a name is a Zulu street type", detectCase{"Please ship the order to 4834 William Indawo by Friday.", []string{street + "4834 William Indawo"}}},
		{"Ithafa after a name is a Zulu street type", detectCase{"Deliver to 40 William Ithafa today.", []string{street + "40 William Ithafa"}}},
		{"an Irish Ó opens a street's name", detectCase{"Please ship the order to 1951 Ó Comhdhain Courts by Friday.", []string{street + "1951 Ó Comhdhain Courts"}}},
	})
}
