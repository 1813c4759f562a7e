package gazetteer

import "testing"

func TestGazetteerAFirstNameAndSurnameAfterAGermanArticleAreAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"bei der before a first name and a surname", detectCase{"Ich war gestern bei der Anna Reinhardt.", []string{per + "Anna Reinhardt"}}},
		{"mit der before a first name and a surname", detectCase{"Ich habe mit der Laura Hoffmann gesprochen.", []string{per + "Laura Hoffmann"}}},
		{"mit dem before a first name and a surname", detectCase{"Ich habe mit dem Peter Schulz telefoniert.", []string{per + "Peter Schulz"}}},
		{"a first name and a surname in no list", detectCase{"Termin bei der Anna Jesselbrink am Montag.", []string{per + "Anna Jesselbrink"}}},
		// Text that must stay untouched.
		{"a noun after the article", detectCase{"Ich war gestern bei der Bank.", nil}},
		{"a first name and a noun naming a firm", detectCase{"Wir treffen uns in der Anna Stiftung morgen.", []string{org + "Anna Stiftung"}}},
		{"a first name, a surname and a noun naming a place", detectCase{"Ich war an der Sophie Scholl Schule.", nil}},
		{"a first name and a street's word", detectCase{"Das Haus steht in der Marien Straße.", nil}},
	})
}
