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

func TestGazetteerTheFirmBesideASignaturesNameOrTitle(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm after a name and a bar in a signature is a firm", detectCase{"Thanks,\nAnna Becker | Miravolta Analytics", []string{per + "Anna Becker", org + "Miravolta Analytics"}}},
		{"a firm after a name and a dash in a French signature is a firm", detectCase{"Bien à vous,\nFrançois Moulin – Zenlyra", []string{per + "François Moulin", org + "Zenlyra"}}},
		{"a firm after a job title and a comma is a firm", detectCase{"Best regards,\nAnna Becker\nSenior Engineer, Stabrixo", []string{per + "Anna Becker", org + "Stabrixo"}}},
		{"a firm after a job title and a bar is a firm", detectCase{"Thank you,\nThomas Hunt\nSenior Analyst | Kinent Systems", []string{per + "Thomas Hunt", org + "Kinent Systems"}}},
		{"a firm after a German job title and a comma is a firm", detectCase{"Mit freundlichen Grüßen\nJens Kroker\nVertriebsleiter, Ixthynor", []string{per + "Jens Kroker", org + "Ixthynor"}}},
		{"a firm after a French job title and a comma is a firm", detectCase{"Cordialement,\nMarthe Rocher\nResponsable commercial, Mobrifen", []string{per + "Marthe Rocher", org + "Mobrifen"}}},
		{"a firm line after a signature delimiter, a name and a title is a firm", detectCase{"--\nAnna Becker\nHead of Marketing\nStabrixo", []string{per + "Anna Becker", org + "Stabrixo"}}},
		{"a word in no list that a rule of people took after a name and a comma is a firm", detectCase{"Kind regards\nRobert Mathis, Quanify Health", []string{per + "Robert Mathis", org + "Quanify Health"}}},
		// Titles, places and phrases stay.
		{"a department after a name and a comma is no firm", detectCase{"Kind regards\nRobert Mathis, Customer Support", []string{per + "Robert Mathis"}}},
		{"a town after a name and a bar stays a place", detectCase{"Thanks,\nAnna Becker | Berlin", []string{per + "Anna Becker", loc + "Berlin"}}},
		{"a team after a name and a comma is no firm", detectCase{"Thanks,\nAnna Becker, Payments team", []string{per + "Anna Becker"}}},
		{"a phrase after a title and a comma is no firm", detectCase{"Regards,\nAnna Becker\nSenior Engineer, Payments team", []string{per + "Anna Becker"}}},
	})
}

func TestGazetteerCommonWordsBesideASignaturesNameOrTitleAreAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"common words after a Spanish job title and a comma are a firm", detectCase{"Un saludo,\nPaulina Aramburu\nJefe de ventas, Northern Summit", []string{per + "Paulina Aramburu", org + "Northern Summit"}}},
		{"common words after a name and a bar are a firm", detectCase{"Cheers,\nAnna Becker | Clear Meadow", []string{per + "Anna Becker", org + "Clear Meadow"}}},
		{"a town after a title and a comma stays a place", detectCase{"Regards,\nAnna Becker\nSenior Engineer, Berlin", []string{per + "Anna Becker", loc + "Berlin"}}},
		{"a month after a name and a bar is no firm", detectCase{"Thanks,\nAnna Becker | March", []string{per + "Anna Becker"}}},
	})
}

func TestGazetteerTheFirmLineOfACardThatOpensTheText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm under a name and a job title opening the text is a firm", detectCase{"Michael Fuller\nChief Technology Officer\nPirelli", []string{per + "Michael Fuller", org + "Pirelli"}}},
		{"a word in no list under a name and a job title opening the text is a firm", detectCase{"Michael Fuller\nHead of Marketing\nZentrova", []string{per + "Michael Fuller", org + "Zentrova"}}},
		// Places and departments stay.
		{"a town under a name and a job title stays a place", detectCase{"Michael Fuller\nHead of Marketing\nBerlin", []string{per + "Michael Fuller", loc + "Berlin"}}},
		{"a department under a name and a job title is no firm", detectCase{"Michael Fuller\nHead of Marketing\nCustomer Support", []string{per + "Michael Fuller"}}},
		{"a sentence under a name and a job title is no firm", detectCase{"Michael Fuller\nHead of Marketing\nPlease call me back.", []string{per + "Michael Fuller"}}},
	})
}
