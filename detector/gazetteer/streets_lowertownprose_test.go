package gazetteer

import "testing"

func TestGazetteerATownInSmallLettersAfterAStreetsCommaInATextWithoutCapitals(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town after a street's comma joins the address before a time", detectCase{"deliver to 528 bäckgränd 153, karlskrona before noon, the gate code is 4471.", []string{street + "528 bäckgränd 153, karlskrona"}}},
		{"a town after a flat's comma joins the address before a stopword", detectCase{"we visited the museum near 0565 taylor estate, suite 290, harrisberg on sunday.", []string{street + "0565 taylor estate, suite 290, harrisberg"}}},
		{"a town after a street's comma joins the address at the clause's end", detectCase{"please correct the address to read 00193 soseaua silvian ioniță 129, gugesti.", []string{street + "00193 soseaua silvian ioniță 129, gugesti"}}},
		{"an English word after a street's comma is no town", detectCase{"i live at 12 oak lane, apartment is nice", []string{street + "12 oak lane"}}},
	})
}
