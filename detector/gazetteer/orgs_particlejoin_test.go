package gazetteer

import "testing"

func TestGazetteerTheWordThatJoinsTwoPartsOfAFirmJoinsItsName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a conjunction after owners listed with a comma joins the last owner's firm", detectCase{"I'm a software engineer with Morosini, Soprano e Bixio e figli.", []string{org + "Morosini, Soprano e Bixio e figli."}}},
		{"in small letters a particle joins the two parts of a firm", detectCase{"la facture de royer de sousa s.a.r.l. est arrivée", []string{org + "royer de sousa s.a.r.l."}}},
		{"in small letters a conjunction after listed owners joins a firm with its head noun", detectCase{"lavoro da marconi, missoni e sauro group da due anni", []string{org + "marconi, missoni e sauro group"}}},
		// Two firms stay two.
		{"a conjunction between two firms joins nothing", detectCase{"Zentrova GmbH and Quantrix Ltd signed.", []string{org + "Zentrova GmbH", org + "Quantrix Ltd"}}},
	})
}
