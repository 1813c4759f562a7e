package gazetteer

import "testing"

func TestGazetteerAWordOfNoListInSmallLettersNamesAFirmBeforeAHeadOrAfterACue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before systems in small letters is a firm", detectCase{"i have an interview with briqua systems tomorrow.", []string{org + "briqua systems"}}},
		{"a word of no list before group after a comma is a firm", detectCase{"our vendor, nukor group, missed the deadline.", []string{org + "nukor group"}}},
		{"a word of no list before labs opening the text is a firm", detectCase{"terez labs headquarters moved to denver.", []string{org + "terez labs", loc + "denver"}}},
		{"a word of no list after employed by is a firm", detectCase{"he is employed by zentrova since may.", []string{org + "zentrova"}}},
		{"a word of no list after works at is a firm", detectCase{"she works at lixbrilix now", []string{org + "lixbrilix"}}},
		// Words of lists, short words and other languages stay.
		{"a common word after works at is no firm", detectCase{"she works at home now", nil}},
		{"a short word after employed by is no firm", detectCase{"he is employed by gcp", nil}},
		{"a word of no list in capitalised text is left to the rules of names", detectCase{"She works at lixbrilix now.", nil}},
		{"a team word before group is no firm", detectCase{"ask the devops group about it", nil}},
		{"a word of no list before a head noun of another language is no firm", detectCase{"hablé con el grupo remoto ayer", nil}},
		{"a word of no list before group in capitalised text is left to other rules", detectCase{"Ask the devops group about it.", nil}},
	})
}
