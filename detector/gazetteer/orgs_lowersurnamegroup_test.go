package gazetteer

import "testing"

func TestGazetteerALowerCaseSurnameBeforeGroupAfterACueIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common surname before group after at is a firm", detectCase{"i work at brown group since 2021", []string{org + "brown group"}}},
		{"a common surname before group after from is a firm", detectCase{"got an offer from young group, thoughts?", []string{org + "young group"}}},
		{"a common surname before group after with is a firm", detectCase{"we signed with hill group last week", []string{org + "hill group"}}},
		{"a surname before group after German bei is a firm", detectCase{"mein bruder ist jetzt bei smith group", []string{org + "smith group"}}},
		{"a surname before group after Spanish con is a firm", detectCase{"reunión con wood group mañana a las 3", []string{org + "wood group"}}},
		{"a surname before group opening the text before a verb is a firm", detectCase{"brown group just called, they want the report today", []string{org + "brown group"}}},
		{"a surname before group after an article is no firm", detectCase{"i work with a young group of students", nil}},
		{"a surname before group before of is no firm", detectCase{"we talked with young group of kids", nil}},
		{"a surname before group before a noun is no firm", detectCase{"i left the chat from brown group chat yesterday", nil}},
		{"a common word that is no surname before group is no firm", detectCase{"results from control group were similar", nil}},
		{"a surname before group opening a text before a noun is no firm", detectCase{"young group members get a discount", nil}},
	})
}
