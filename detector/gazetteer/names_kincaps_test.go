package gazetteer

import "testing"

func TestGazetteerACapitalisedWordAfterAPossessiveAndARelativeOrARoleIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after my kid", detectCase{"I would like to remove my kid Agi from the will.", []string{per + "Agi"}}},
		{"a word in no list after our CFO", detectCase{"Our CFO Zdravko Quellmann signed off on the budget.", []string{per + "Zdravko Quellmann"}}},
		{"a word in no list after my colleague", detectCase{"I spoke with my colleague Tamsu about the outage.", []string{per + "Tamsu"}}},
		{"a French relative", detectCase{"Mon fils Ilyan a eu son bac.", []string{per + "Ilyan"}}},
		{"an Italian relative", detectCase{"Il mio collega Tancredo è in ferie.", []string{per + "Tancredo"}}},
		// Text that must stay untouched.
		{"a product after a possessive and a role", detectCase{"Our manager Dashboard shows the totals.", nil}},
		{"a German relative is a capitalised noun before a noun", detectCase{"Meine Tochter Geburtstagsfeier ist morgen.", nil}},
		{"two English words in one after a role", detectCase{"Our CTO Roadmap is public now.", nil}},
		{"a product before a noun after a relative", detectCase{"My kid Minecraft server crashed.", nil}},
		{"a common word after a relative", detectCase{"My son Today is tired.", nil}},
		{"a relative without a possessive names no person", detectCase{"The kid Zorbik toy is broken.", []string{org + "Zorbik"}}},
	})
}
