package gazetteer

import "testing"

func TestGazetteerAFirmsHeadNounsAndCompanyStayInItsName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a head noun after a head noun joins the firm", detectCase{"He spent six years at Harrow Consulting Group before moving.", []string{org + "Harrow Consulting Group"}}},
		{"two head nouns after a name join the firm", detectCase{"Zentrova Capital Partners announced a fund.", []string{org + "Zentrova Capital Partners"}}},
		{"a surname and Company joined by an ampersand are a firm", detectCase{"We hired Hale & Company last year.", []string{org + "Hale & Company"}}},
		{"a surname and Company joined by and are a firm", detectCase{"The audit went to Marsh and Company in May.", []string{org + "Marsh and Company"}}},
		{"a firm ending in Company stays whole", detectCase{"She works for the Ford Motor Company.", []string{org + "Ford Motor Company"}}},
		// Departments and phrases stay.
		{"a phrase of common words around a conjunction is no firm", detectCase{"Our Research and Development budget grew.", nil}},
		{"a head noun before a department is no firm", detectCase{"The Group Finance team meets today.", nil}},
		{"company in small letters after and is no firm", detectCase{"Hale and company left early.", nil}},
	})
}
