package gazetteer

import "testing"

func TestGazetteerOneWordBetweenAndTheOtherPartysRoleIsAParty(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list after zwischen and before und dem is a party", detectCase{"Zwischen Quarvex und dem Auftragnehmer wird folgender Vertrag geschlossen.", []string{org + "Quarvex"}}},
		{"a surname no list holds after zwischen is a party", detectCase{"Zwischen Hermighausen und dem Auftraggeber gilt Folgendes.", []string{org + "Hermighausen"}}},
		{"a word of no list after entre and before et le is a party", detectCase{"Entre Quarvex et le Prestataire, il est convenu ce qui suit.", []string{org + "Quarvex"}}},
		{"a word of no list after tra and before e il is a party", detectCase{"Tra Quarvex e il Fornitore si conviene quanto segue.", []string{org + "Quarvex"}}},
		{"a word of no list after entre and before y el is a party", detectCase{"Contrato celebrado entre Quarvex y el Cliente.", []string{org + "Quarvex"}}},
		{"a word of no list in small letters after zwischen is a party", detectCase{"zwischen quarvex und dem auftragnehmer gilt das", []string{org + "quarvex"}}},
		// Times, places, people, products and German nouns stay.
		{"a holiday between is no party", detectCase{"Zwischen Weihnachten und dem Jahresende ist zu.", nil}},
		{"a day between is no party", detectCase{"Zwischen Montag und dem Wochenende", nil}},
		{"a first name between stays a person", detectCase{"Zwischen Anna und dem Vermieter.", []string{per + "Anna"}}},
		{"a town between stays a place", detectCase{"tra Roma e il mare", []string{loc + "Roma"}}},
		{"a product between is no party", detectCase{"Der Unterschied zwischen Python und der Shell", nil}},
		{"a product between in French is no party", detectCase{"entre React et le backend", nil}},
	})
}
