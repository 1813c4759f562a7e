package gazetteer

import "testing"

func TestGazetteerANameOpeningAnEnglishSentenceWithAPossessiveBeforeWhatOnlyPeopleOwnIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name that is a rare word before laptop", detectCase{"Tony's laptop is broken.", []string{per + "Tony"}}},
		{"a known first name before a pull request", detectCase{"Tony's PR is merged.", []string{per + "Tony"}}},
		{"a first name in no list before mother", detectCase{"Krish's mother called the office.", []string{per + "Krish"}}},
		{"a known first name before mother", detectCase{"Maria's mother called the office.", []string{per + "Maria"}}},
		{"a first name in no list before a typographic apostrophe", detectCase{"Ok. Vinaya’s husband called again.", []string{per + "Vinaya"}}},
		// Text that must stay untouched.
		{"a product in no list before scheduler", detectCase{"Zorblat's scheduler is slow.", nil}},
		{"a product in no list before a personal noun stays", detectCase{"Kubernetes's branch is stale.", nil}},
		{"a day before flight", detectCase{"Monday's flight is late.", nil}},
		{"a common word before birthday", detectCase{"Mother's birthday is Friday.", nil}},
		{"a pronoun before leave", detectCase{"Everyone's leave is approved.", nil}},
		{"a firm in no list before laptop", detectCase{"Netflix's laptop policy changed.", nil}},
		{"a firm in no list before birthday", detectCase{"Facebook's birthday is in February.", nil}},
		{"a firm in no list before a pull request", detectCase{"Zendesk's PR team replied.", nil}},
		{"a known firm before laptop", detectCase{"Samsung's laptop is fast.", []string{org + "Samsung"}}},
	})
}
