package gazetteer

import "testing"

func TestGazetteerAForeignTypeWrittenFirstAndItsNameAfterAPrepositionOfPlace(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Romanian boulevard and its name after on before a time word are a street", detectCase{"I used to live on Bulevardul Aanei before moving.", []string{street + "Bulevardul Aanei"}}},
		{"a French way and its name after at before a bracket are a street", detectCase{"The party is at chemin de Grojean (ring twice).", []string{street + "chemin de Grojean"}}},
		{"a Romanian street and its name after outside before a stopword are a street", detectCase{"Meet me outside Strada Stănescu in ten minutes", []string{street + "Strada Stănescu"}}},
		{"an English word written first and a name stay a phrase", detectCase{"We heard it via Twitter today.", nil}},
		{"a foreign type and a name that run on into the sentence stay untouched", detectCase{"I used to live on Bulevardul Aanei Grand Hotel rooms.", []string{org + "Bulevardul Aanei Grand Hotel"}}},
	})
}
