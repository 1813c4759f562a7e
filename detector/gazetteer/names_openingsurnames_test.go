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
