package gazetteer

import "testing"

func TestGazetteerLowerCaseKnownFirstNameAndAWordAfterAPrepositionOfPeopleAreANameInFrenchGermanSpanishItalian(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name and a known surname after avec are a name", detectCase{"j'ai déjeuné avec margaud clément hier", []string{per + "margaud clément"}}},
		{"a known first name and a known surname after mit are a name", detectCase{"ich habe gestern mit walther kohl über die rechnung gesprochen", []string{per + "walther kohl"}}},
		{"a known first name and a surname in no list after de parte de are a name", detectCase{"de parte de rosaura mateu: el paquete ya llegó", []string{per + "rosaura mateu"}}},
		{"a known first name and a known surname after con are a name", detectCase{"ieri ho parlato con giampaolo foscari del rimborso", []string{per + "giampaolo foscari"}}},
		{"a word in no list and a known surname after da parte di are a name", detectCase{"da parte di luchino giacometti: il pacco è arrivato", []string{per + "luchino giacometti"}}},
		// Not names.
		{"a first name after con ends before a function word", detectCase{"ho parlato con paolo del rimborso", []string{per + "paolo"}}},
		{"a service after de parte de stays text", detectCase{"de parte de recursos humanos: el paquete ya llegó", nil}},
		{"a department after da parte di stays text", detectCase{"da parte di ufficio tecnico: il pacco è arrivato", nil}},
		{"a greeting after mit stays text", detectCase{"mit freundlichen grüßen aus dem büro", nil}},
		{"a means of transport after mit stays text", detectCase{"ich komme mit bus und bahn", nil}},
		{"an adverb phrase after con stays text", detectCase{"lo haré con mucho gusto mañana", nil}},
		{"a noun after avec stays text", detectCase{"je viendrai avec plaisir demain", nil}},
		{"a French word that is a first name after par stays text", detectCase{"j'ai payé par carte bancaire hier", nil}},
		{"a customer service after avec stays text", detectCase{"réunion avec service client demain", nil}},
	})
}

func TestGazetteerItalianDaNamesTheAgentOfAPassiveBeforeALowerCaseName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a register's surname after aperta da", detectCase{"richiesta 8320 aperta da fiorino oliboni", []string{per + "fiorino oliboni"}}},
		{"a first name and a word in no list after firmato da", detectCase{"il contratto è stato firmato da romeo cibin", []string{per + "romeo cibin"}}},
		// Not names.
		{"a town after da", detectCase{"arrivo da milano domani", []string{"LOCATION:milano"}}},
	})
}
