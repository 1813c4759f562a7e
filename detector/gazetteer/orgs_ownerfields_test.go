package gazetteer

import "testing"

func TestGazetteerThreeOwnersThatFillAFieldOrTakeTheSingularAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"three owners in a quoted value are a firm", detectCase{`cfg['employer'] = 'Douglas, Gilbert and James'`, []string{org + "Douglas, Gilbert and James"}}},
		{"three owners in a JSON value are a firm", detectCase{`{"vendor": "Lee, Cruz and Boyd", "amount": 12}`, []string{org + "Lee, Cruz and Boyd"}}},
		{"three owners in the first cell of a CSV line are a firm", detectCase{"Smith, Davies and Evans,74308,paid", []string{org + "Smith, Davies and Evans"}}},
		{"three owners in a cell after a number are a firm", detectCase{"id,company,amount\n26330,Johnson, Miller and Payne,270", []string{org + "Johnson, Miller and Payne"}}},
		{"three owners before a verb in the singular are a firm", detectCase{"so Lee, Cruz and Boyd wants a discount again", []string{org + "Lee, Cruz and Boyd"}}},
		{"three owners before an adverb and a verb in the singular are a firm", detectCase{"Taylor, Fletcher and Brown finally pays the invoice.", []string{org + "Taylor, Fletcher and Brown"}}},
		{"three owners after the and before a noun are a firm", detectCase{"please renew the Turner, Baker and Hill contract today", []string{org + "Turner, Baker and Hill"}}},
		{"three owners after a word that opens firms' names are a firm", detectCase{"Club Ibarra, Cortés y Molina dice que el pedido ya salió.", []string{org + "Club Ibarra, Cortés y Molina"}}},
		// People and common words stay as they were.
		{"three first names before a verb in the plural are people", detectCase{"Anna, Paul and Marie want a discount.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
		{"three colours in a quoted value are no firm", detectCase{`color = "Black, White and Grey"`, nil}},
		{"a list that wraps at the end of a line is no cell", detectCase{"set both, fillcolor and pencolor,\nto the given value.", nil}},
		{"three first names in prose before a comma and a space are people", detectCase{"I invited Anna, Paul and Marie, then left.", []string{per + "Anna", per + "Paul", per + "Marie"}}},
	})
}
