package gazetteer

import "testing"

func TestGazetteerAGreetingOpensALowerCasePairEndingThePhrase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a common word before a known surname", detectCase{"hi dawn preston, thanks for the update.", []string{per + "dawn preston"}}},
		{"a first name that is a rarer word before a word in no list", detectCase{"hi tom lijn, thanks for the update.", []string{per + "tom lijn"}}},
		{"an Italian greeting, a first name and a word in no list", detectCase{"ciao aria foscari, grazie per il messaggio.", []string{per + "aria foscari"}}},
		{"a word in no list before a known surname", detectCase{"hola azahar guerra, gracias por tu mensaje.", []string{per + "azahar guerra"}}},
		{"a surname that is a rarer common word", detectCase{"thanks victor potter, that fixed it.", []string{per + "victor potter"}}},
		// Not names.
		{"two common words after a greeting", detectCase{"hi team lead, thanks for the update.", nil}},
		{"a greeting of two words", detectCase{"hola buenos días, gracias por tu mensaje.", nil}},
		{"a first name that is a common word before a common word", detectCase{"thanks mark again, see you", nil}},
		{"a greeting before a word that does not end the phrase", detectCase{"hi tom lijn thanks for that", nil}},
	})
}

func TestGazetteerACueBeforeAKnownFirstNameAndSurnameInLowerCase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a meeting with a first name that is a common word and a known surname", detectCase{"meeting with mark rodgers moved to 3pm.", []string{per + "mark rodgers"}}},
		{"a verb of address before a first name that is a word", detectCase{"can you call crystal richardson back? he left a voicemail.", []string{per + "crystal richardson"}}},
		{"a surname that is a rarer common word after a verb of address", detectCase{"ping john baker when the deploy is done", []string{per + "john baker"}}},
		{"a word of the commonest levels is no surname", detectCase{"call john back tomorrow", nil}},
		// Not names.
		{"a first name that is a word before a common word", detectCase{"call rose garden staff tomorrow", nil}},
		{"a common word that is a first name before a common word after a meeting", detectCase{"meeting with will power is hard", nil}},
	})
}

func TestGazetteerAPastVerbThatTakesAPersonOpensALowerCasePair(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"interviewed before a first name and a known surname", detectCase{"we interviewed mark bradshaw for the backend role", []string{per + "mark bradshaw"}}},
		{"hired before a first name that is a word and a known surname", detectCase{"we hired heather frost as our new designer", []string{per + "heather frost"}}},
		// Not names.
		{"hired before a plural noun", detectCase{"we hired contractors for the migration", nil}},
		{"a capitalised sentence keeps its rules", detectCase{"We hired Heather Frost as our new designer", []string{per + "Heather Frost"}}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterAnItalianHey(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after ehi is a person", detectCase{"ehi vito ci sei", []string{per + "vito"}}},
		{"a first name after ehi before a comma is a person", detectCase{"ehi giancarlo, tutto ok?", []string{per + "giancarlo"}}},
		{"a capitalised first name after Ehi is a person", detectCase{"Ehi Marco, ci sei?", []string{per + "Marco"}}},
		// Not names.
		{"ehi before a comma names no one", detectCase{"ehi, ci sei?", nil}},
		{"ehi before a plural names no one", detectCase{"ehi ragazzi", nil}},
		{"oye before an adverb names no one", detectCase{"oye bien", nil}},
	})
}

func TestGazetteerGermanWishesOfTwoWordsOpenALowerCaseFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after schönen abend is a person", detectCase{"schönen abend ester!", []string{per + "ester"}}},
		{"a first name after gute nacht is a person", detectCase{"gute nacht jonas", []string{per + "jonas"}}},
		{"a first name after gute besserung is a person", detectCase{"gute besserung nino!", []string{per + "nino"}}},
		{"a first name after schönen feierabend is a person", detectCase{"schönen feierabend, jonas", []string{per + "jonas"}}},
		// Not names.
		{"an adverb after schönen abend is none", detectCase{"schönen abend noch", nil}},
		{"a pronoun after gute nacht is none", detectCase{"gute nacht euch", nil}},
		{"a wish alone names no one", detectCase{"gute besserung!", nil}},
	})
}

func TestGazetteerGermanNaOpensALowerCaseFirstName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after na and before a comma is a person", detectCase{"na jasmina, alles gut?", []string{per + "jasmina"}}},
		// Not names.
		{"na ja names no one", detectCase{"na ja, passt schon", nil}},
		{"na klar names no one", detectCase{"na klar!", nil}},
		{"the Italian honorific's ending stays one", detectCase{"la sig.na rossi", []string{per + "rossi"}}},
	})
}
