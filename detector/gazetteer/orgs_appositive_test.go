package gazetteer

import "testing"

func TestGazetteerAFirmInAppositionToAWordForAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common word between commas after my bank is a firm", detectCase{"My bank, Lantern, charged me twice.", []string{org + "Lantern"}}},
		{"common words before the sentence's end after my insurer are a firm", detectCase{"I called my insurer, Silver Oak.", []string{org + "Silver Oak"}}},
		{"a French employer in apposition is a firm", detectCase{"Mon employeur, Zentaro, a fermé.", []string{org + "Zentaro"}}},
		{"a known first name in apposition to a client stays a person", detectCase{"Our client, Anna Becker, called.", []string{per + "Anna Becker"}}},
		{"a run that goes on into the sentence is no apposition", detectCase{"As a company, Security is our priority.", nil}},
		{"a known place in apposition stays a place", detectCase{"My employer, Paris, is big.", []string{loc + "Paris"}}},
	})
}

func TestGazetteerRivalsAndSponsorsInAppositionAreFirms(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a common word in apposition after its rival is a firm", detectCase{"Its rival, Adobe, lowered prices.", []string{org + "Adobe"}}},
		{"a word no list knows in apposition after its rival is a firm", detectCase{"Its rival, Twilio, lowered prices.", []string{org + "Twilio"}}},
		{"a name in apposition after our sponsor is a firm", detectCase{"Our sponsor, Zentrova, paid for lunch.", []string{org + "Zentrova"}}},
		{"a known first name in apposition after a competitor stays a person", detectCase{"Our competitor, Maria, called.", []string{per + "Maria"}}},
	})
}

func TestGazetteerWhatFirmsHostAndReleaseAnnouncesTheFirmAfterBy(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after hosted by is a firm", detectCase{"The conference was hosted by PayPal in Lisbon.", []string{org + "PayPal", loc + "Lisbon"}}},
		{"a name and a head noun after released by are a firm", detectCase{"The album was released by Zentrova Records in 1998.", []string{org + "Zentrova Records"}}},
		{"a name after hired by is a firm", detectCase{"I was hired by Zentrova last year.", []string{org + "Zentrova"}}},
		{"a first name and a surname after hosted by are a person", detectCase{"The conference was hosted by Anna Becker in Lisbon.", []string{per + "Anna Becker", loc + "Lisbon"}}},
		{"a first name after hosted by is a person", detectCase{"The party was hosted by Maria.", []string{per + "Maria"}}},
		{"hosted without by announces nothing", detectCase{"We hosted Zentrova Labs for lunch.", []string{org + "Zentrova Labs"}}},
	})
}

func TestGazetteerAFirmInAppositionAfterAnAdjectiveAndAWordForAFirmIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a firm after previous employer and a comma is a firm", detectCase{"Her previous employer, Ratenomics, gave her a glowing reference.", []string{org + "Ratenomics"}}},
		{"a firm after main supplier and a comma is a firm", detectCase{"Our main supplier, Silver Oak, raised prices.", []string{org + "Silver Oak"}}},
		// People and places stay.
		{"a person after current employer stays a person", detectCase{"My current employer, Anna Becker, pays late.", []string{per + "Anna Becker"}}},
		{"an adjective of no list before a word for a firm opens no apposition", detectCase{"Her strange employer, Ratenomics, called.", nil}},
	})
}
