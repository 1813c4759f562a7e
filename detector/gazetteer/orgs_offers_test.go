package gazetteer

import "testing"

func TestGazetteerTheSenderOfAnOfferOrAnInvoiceIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name no list knows after offer from is a firm", detectCase{"Subject: Offer from Morstasta", []string{org + "Morstasta"}}},
		{"a name no list knows after quote from is a firm", detectCase{"We got a quote from Stador yesterday.", []string{org + "Stador"}}},
		{"a name no list knows and a head noun after invoice from are a firm", detectCase{"The invoice from Velrex Systems is late.", []string{org + "Velrex Systems"}}},
		{"a word no list knows after offer from in small letters is a firm", detectCase{"subject: offer from morvatix", []string{org + "morvatix"}}},
		// People, places and words stay what they are.
		{"a person after invoice from stays a person", detectCase{"The invoice from Anna Becker is late.", []string{per + "Anna Becker"}}},
		{"a place after offer from stays a place", detectCase{"Subject: Offer from Berlin", []string{loc + "Berlin"}}},
		{"common words after offer from are no firm", detectCase{"Subject: Offer from Customer Support", nil}},
		{"an article after offer from is no firm", detectCase{"Subject: Offer from the landlord", nil}},
		{"a misspelt word after offer from is no firm", detectCase{"got an offer from teh bank", nil}},
		{"a header's From is no offer's from: the name after it is found whole", detectCase{"From: Jesús Viña <ainoarozas@example.com>\nSubject: invoice", []string{org + "Jesús Viña"}}},
		{"a name of code after invoice from is no firm", detectCase{"Build the invoice from InvoiceData first.", nil}},
	})
}
