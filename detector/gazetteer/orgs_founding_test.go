package gazetteer

import "testing"

func TestGazetteerTheSubjectAfterAFoundingClauseIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list after founded in and a year is a firm", detectCase{"Founded in 1999, Zenmi makes industrial pumps.", []string{org + "Zenmi"}}},
		{"a word of no list after based in, a town and a year is a firm", detectCase{"Based in Denver since 2004, Quazen sells sensors.", []string{loc + "Denver", org + "Quazen"}}},
		{"a person after based in and a town stays a person", detectCase{"Based in Denver, Anna Becker writes novels.", []string{loc + "Denver", per + "Anna Becker"}}},
		{"a product after founded in is no firm", detectCase{"Founded in 2010, Kubernetes changed deployment.", nil}},
		{"a common word after founded in is no firm", detectCase{"Founded in 1999, Our team grew fast.", nil}},
	})
}

func TestGazetteerMoreStatesAndVerbsOfFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before is owned by is a firm", detectCase{"Rudor is owned by a private equity firm.", []string{org + "Rudor"}}},
		{"a word of no list before which makes is a firm", detectCase{"Quazen, which makes solar panels, cut its forecast.", []string{org + "Quazen"}}},
		{"a word of no list before was ranked is a firm", detectCase{"Velmora was ranked first in customer service.", []string{org + "Velmora"}}},
		{"a word of no list after analysts at is a firm", detectCase{"Analysts at Lydor expect growth.", []string{org + "Lydor"}}},
		{"a word of no list before mission is a firm", detectCase{"Ezgon's mission is to end hunger.", []string{org + "Ezgon"}}},
		// Common words and people stay.
		{"a common word before is owned by is no firm", detectCase{"Data is owned by the team.", nil}},
		{"a common word before which makes is no firm", detectCase{"Mom, which makes sense, agreed.", nil}},
		{"a known first name before mission stays a person", detectCase{"Anna's mission is to help.", []string{per + "Anna"}}},
		{"a common word after analysts at is no firm", detectCase{"Analysts at Home expect nothing.", nil}},
		{"a function's name in code before makes is no firm", detectCase{"FieldsFunc makes no guarantees about the order.", nil}},
		{"a qualified name in code before makes is no firm", detectCase{"Calling strconv.Zorvak makes it faster.", nil}},
	})
}

func TestGazetteerATownBeforeACommaAfterInIsNoPartOfTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town after based in and a comma stays out of a firm with a head noun", detectCase{"Based in Denver, Quazen Labs makes solar panels.", []string{loc + "Denver", org + "Quazen Labs"}}},
		{"a town after headquartered in and a comma stays out of a firm with a head noun", detectCase{"Headquartered in Austin, Trovatix Systems hired ten engineers.", []string{loc + "Austin", org + "Trovatix Systems"}}},
		// Names listed with commas stay one firm, and common words keep the town.
		{"a town after in and a comma before common words and a head noun stays in the firm", detectCase{"In its tenth year in Laax, Environmental Data Resources is a charity.", []string{org + "Laax, Environmental Data Resources"}}},
		{"surnames listed with commas before a conjunction stay one firm", detectCase{"The deal went to Ferri, Bassi e Lombardi S.p.A. last week.", []string{org + "Ferri, Bassi e Lombardi S.p.A."}}},
	})
}
