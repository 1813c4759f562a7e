package gazetteer

import "testing"

func TestGazetteerTheFirmLineOfASignatureWithTitlesOrAnUnknownJob(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm line under a name with an honorific and a degree is a firm", detectCase{"Mit freundlichen Grüßen\nDr. Gerard Rust B.A.\nNumi", []string{per + "Gerard Rust", org + "Numi"}}},
		{"a firm line under a name with an honorific is a firm", detectCase{"Mit freundlichen Grüßen\nHerr Roger Schäfer MBA.\nZenlo", []string{per + "Roger Schäfer MBA", org + "Zenlo"}}},
		{"a firm line after a job line of no list is a firm", detectCase{"Best regards,\nDiana Fitzgerald\nToxicologist\nRubriter", []string{per + "Diana Fitzgerald", org + "Rubriter"}}},
		{"a firm line after a job line with a comma is a firm", detectCase{"Best regards,\nDiana Fitzgerald\nEngineer, civil (consulting)\nRubriter Labs", []string{per + "Diana Fitzgerald", org + "Rubriter Labs"}}},
		{"a Dutch closing opens a signature", detectCase{"Met vriendelijke groet,\nAmira Prins\nTixtrobel", []string{per + "Amira Prins", org + "Tixtrobel"}}},
		{"a Portuguese closing opens a signature", detectCase{"Atenciosamente,\nPaulo Leite\nDalru", []string{per + "Paulo Leite", org + "Dalru"}}},
		// Titles, places and phrases stay.
		{"a town after a job line stays a place", detectCase{"Best regards,\nDiana Fitzgerald\nToxicologist\nLondon", []string{per + "Diana Fitzgerald", loc + "London"}}},
		{"a sentence after a job line is no firm", detectCase{"Best regards,\nDiana Fitzgerald\nToxicologist\nSent from my phone", []string{per + "Diana Fitzgerald"}}},
		{"a department after a name with an honorific is no firm", detectCase{"Mit freundlichen Grüßen\nDr. Gerard Rust\nVertrieb", []string{per + "Gerard Rust"}}},
		{"a German department under a name is no firm", detectCase{"Mit freundlichen Grüßen\nGerard Rust\nVertrieb", []string{per + "Gerard Rust"}}},
	})
}
