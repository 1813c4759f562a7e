package gazetteer

import "testing"

func TestGazetteerAKnownSurnameOpeningASentenceBeforeAVerbOfSpeechIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an English surname that is a rarer common word", detectCase{"Smith asked whether the refund went through.", []string{per + "Smith"}}},
		{"an English surname before an auxiliary and a participle", detectCase{"Fletcher has replied to the ticket.", []string{per + "Fletcher"}}},
		{"a French surname before an auxiliary and a participle", detectCase{"Lemaire a demandé un rendez-vous.", []string{per + "Lemaire"}}},
		{"a French surname that is an English word, in French text", detectCase{"Martin a demandé un rendez-vous pour jeudi.", []string{per + "Martin"}}},
		{"a German surname before meinte", detectCase{"Börner meinte, das passt so.", []string{per + "Börner"}}},
		{"a Portuguese surname before perguntou", detectCase{"Martins perguntou pelo pedido.", []string{per + "Martins"}}},
		// Text that must stay untouched.
		{"a quantifier before said", detectCase{"Many said the update broke the login.", nil}},
		{"a team before asked", detectCase{"Sales asked for the new figures.", nil}},
		{"a department before replied", detectCase{"Support replied within an hour.", nil}},
		{"a German noun before meinte", detectCase{"Koch meinte, das passt so.", nil}},
		{"one of the commonest English words", detectCase{"White said nothing about the colour.", nil}},
		{"a large town before a verb of speech", detectCase{"Paris a demandé des garanties.", []string{loc + "Paris"}}},
		{"the plural of a common English word", detectCase{"Banks said the rates would rise.", nil}},
		{"a surname inside the sentence", detectCase{"The report Smith asked for is late.", nil}},
	})
}

func TestGazetteerAKnownNameOpeningASentenceBeforeACommonVerbOfAPersonIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an English surname before a verb in the past", detectCase{"Hickman approved the invoice yesterday.", []string{per + "Hickman"}}},
		{"an English surname before began", detectCase{"Walker began the review on Monday.", []string{per + "Walker"}}},
		{"an English surname before an auxiliary and a participle in -ed", detectCase{"Hickman has booked the room.", []string{per + "Hickman"}}},
		{"a French surname before a verb in the future", detectCase{"Lemaire présentera le budget demain.", []string{per + "Lemaire"}}},
		{"a French surname before a and a participle", detectCase{"Lemaire a signé le contrat.", []string{per + "Lemaire"}}},
		{"an Italian surname before ha and a participle", detectCase{"Moretti ha firmato il contratto.", []string{per + "Moretti"}}},
		{"an Italian surname before a verb in the present", detectCase{"Moretti arriva lunedì.", []string{per + "Moretti"}}},
		{"a Dutch surname before heeft", detectCase{"Jansen heeft gisteren gebeld.", []string{per + "Jansen"}}},
		{"a German surname before hat", detectCase{"Börner hat den Vertrag unterschrieben.", []string{per + "Börner"}}},
		{"a Spanish surname before a verb in the past", detectCase{"Castillo firmó el contrato ayer.", []string{per + "Castillo"}}},
		{"a Portuguese surname before a verb in the past", detectCase{"Ferreira assinou o contrato.", []string{per + "Ferreira"}}},
		{"a Portuguese surname before tem and a participle", detectCase{"Ferreira tem pagado as contas.", []string{per + "Ferreira"}}},
		{"an English surname before had and a participle in -ed", detectCase{"Moretti had booked the room.", []string{per + "Moretti"}}},
		{"a known first name before a verb in the past", detectCase{"Gwendolyn signed the lease.", []string{per + "Gwendolyn"}}},
		{"a part of a name that is no English word before ha and a participle", detectCase{"Goldstein ha firmato il contratto.", []string{per + "Goldstein"}}},
		{"a Spanish first name before a verb in the future", detectCase{"Andrés llegará el lunes.", []string{per + "Andrés"}}},
		// Text that must stay untouched.
		{"a tool before failed", detectCase{"Jenkins failed on the main branch.", nil}},
		{"a tool before pulled", detectCase{"Docker pulled the new image.", nil}},
		{"a firm before released", detectCase{"Apple released a patch yesterday.", nil}},
		{"a large town before a verb", detectCase{"Madrid firmó el acuerdo.", []string{loc + "Madrid"}}},
		{"a German noun before hat", detectCase{"Koch hat angerufen.", nil}},
		{"a surname before a and a word that is no participle", detectCase{"Castillo a pie hasta la oficina.", nil}},
		{"a part of a name alone in German text, whose nouns are capitalised", detectCase{"Goldstein hat angerufen.", nil}},
		{"a German noun before a French verb", detectCase{"Kunde présentera les résultats.", nil}},
		{"a firm named after its founder", detectCase{"Bosch arbeitet an einer neuen Pumpe.", nil}},
		{"a department before approved", detectCase{"Finance approved the budget.", nil}},
		{"an English word in -ing before a verb", detectCase{"Billing approved the change.", nil}},
		{"one of the commonest English words before a verb", detectCase{"Young signed the lease.", nil}},
		{"a tool that is a surname before a verb of machines", detectCase{"Jenkins crashed after the upgrade, see the log.", nil}},
	})
}

func TestGazetteerAKnownFirstNameOpeningASentenceBeforeAVerbOfSpeechIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a less common English word before a Spanish verb of speech", detectCase{"Victor dice que el servidor va lento.", []string{per + "Victor"}}},
		{"a first name that is a less common English word before a French verb of speech", detectCase{"Harry dit que le serveur est lent.", []string{per + "Harry"}}},
		{"a first name that is a less common English word before an Italian verb of speech", detectCase{"Carol dice che la riunione slitta.", []string{per + "Carol"}}},
		// Text that must stay untouched.
		{"a first name that is one of the commonest English words names a firm before said", detectCase{"Sky said the outage affected broadband customers.", nil}},
		{"an abstract noun that is a first name before says", detectCase{"Patience says a lot about a team.", nil}},
		{"a product named by a first name before says", detectCase{"Ruby says the gem is outdated.", nil}},
		{"a Romance pronoun before a verb of speech", detectCase{"Ella dijo que vendría mañana.", nil}},
	})
}
