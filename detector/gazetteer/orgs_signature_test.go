package gazetteer

import "testing"

func TestGazetteerTheFirmLineOfASignature(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word no list knows under a name after a closing is a firm", detectCase{"Regards,\nAnna Becker\nWyrzennim", []string{per + "Anna Becker", org + "Wyrzennim"}}},
		{"a firm's line after a title line in a signature is a firm", detectCase{"Cheers,\nAnna Becker\nLeasing consultant\nRusfenzen Transit", []string{per + "Anna Becker", org + "Rusfenzen Transit"}}},
		{"a German signature's firm line with its legal form is a firm", detectCase{"Viele Grüße\nAnna Becker\nZentrova GmbH", []string{per + "Anna Becker", org + "Zentrova GmbH"}}},
		// Titles, phrases and places stay.
		{"a line of common words under a signature is no firm", detectCase{"Regards,\nAnna Becker\nField Lending", []string{per + "Anna Becker"}}},
		{"a sentence under a signature is no firm", detectCase{"Thanks,\nAnna Becker\nSent from my phone", []string{per + "Anna Becker"}}},
		{"a town under a signature stays a place", detectCase{"Thanks,\nAnna Becker\nBerlin", []string{per + "Anna Becker", loc + "Berlin"}}},
	})
}
