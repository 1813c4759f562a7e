package gazetteer

import "testing"

func TestGazetteerANameThatIsAFirmInTheFiveLanguagesIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before è una società is a firm", detectCase{"Zorvik è una società di software.", []string{org + "Zorvik"}}},
		{"a word of no list before est une PME is a firm", detectCase{"Zorvik est une PME basée à Lyon.", []string{org + "Zorvik", loc + "Lyon"}}},
		{"a word of no list before ist ein Unternehmen is a firm", detectCase{"Zorvik ist ein mittelständisches Unternehmen.", []string{org + "Zorvik"}}},
		{"a word of no list before a French start-up in apposition is a firm", detectCase{"Zorvik, une start-up lyonnaise, recrute.", []string{org + "Zorvik"}}},
		{"a word of no list before es una compañía is a firm", detectCase{"Zorvik es una compañía de seguros.", []string{org + "Zorvik"}}},
		// People and common words stay.
		{"a known first name before est une PME stays a person", detectCase{"Marie est une PME à elle seule.", []string{per + "Marie"}}},
		{"a pronoun before ist ein Unternehmen is no firm", detectCase{"Es ist ein großes Unternehmen.", nil}},
	})
}
