package gazetteer

import "testing"

func TestGazetteerAFrenchTypeInLowerCaseWhereAnAddressStandsInEnglish(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type after to, a name and a number last are a street", detectCase{"I moved to rue Germaine Masseron 50 last month.", []string{street + "rue Germaine Masseron 50"}}},
		{"a type first on its line is a street", detectCase{"Send the invoice to:\navenue Bourquin 23\nThanks!", []string{street + "avenue Bourquin 23"}}},
		{"a type after a colon is a street", detectCase{"Our new office: boulevard Wicht 64. Come by anytime.", []string{street + "boulevard Wicht 64"}}},
		{"route after to is an English word", detectCase{"Please switch to route Kafka 3 messages.", nil}},
		{"place after at is an English word", detectCase{"Look at place Order 2 in the list.", nil}},
		{"a type in the middle of a clause is no street", detectCase{"The new avenue Bourquin 23 proposal was rejected.", nil}},
	})
}

func TestGazetteerAFrenchTypeInLowerCaseBeforeASwissPostcodeAndTownIsAStreet(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type, a name, a number and a postcode of four digits with its town are an address", detectCase{"The package was delivered to avenue de Théraulaz 186, 4665 Cosendey am See yesterday.", []string{street + "avenue de Théraulaz 186, 4665 Cosendey am See"}}},
		{"a postcode and its town on the next line prove the type too", detectCase{"Please update my record. I moved to:\nboulevard Deshusses 91\n3079 Morard-sur-Pachoud\nThanks!", []string{street + "boulevard Deshusses 91\n3079 Morard-sur-Pachoud"}}},
		{"an English route, a number and a year after a comma stay untouched", detectCase{"Please switch to route Kafka 3, 2019 Edition.", nil}},
	})
}

func TestGazetteerAFrenchTypeInLowerCaseAndAParticleBeforeTheNameWhereAnAddressStands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type, a particle, a name and a number first on their line are a street", detectCase{"Hi team,\nplease update my record. I moved to:\nrue de Godet 77\nThanks!", []string{street + "rue de Godet 77"}}},
		{"a type, a particle, a name and a number after to are a street", detectCase{"Send the invoice to avenue de Bonnin 27, attention accounts.", []string{street + "avenue de Bonnin 27"}}},
		{"a type and a particle in the middle of a clause make no street", detectCase{"The new avenue de Bonnin 27 proposal was rejected.", nil}},
	})
}

func TestGazetteerAFrenchStreetTypeInLowerCaseBeforeANameIsAStreetInEnglishProse(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"rue in lower case before a name after at is a street", detectCase{"ok im at rue Chrétien now, come over when u can", []string{street + "rue Chrétien"}}},
		{"boulevard in lower case before two names after to is a street", detectCase{"The meeting moved to boulevard Lucy David because the old office flooded.", []string{street + "boulevard Lucy David"}}},
		{"avenue in lower case before a name ending the sentence is a street", detectCase{"Please forward all mail to avenue Morvan.", []string{street + "avenue Morvan"}}},
		{"a capitalised English type before a name is left to the other rules", detectCase{"We walked to Avenue Q last night.", nil}},
		{"the verb rue before a day is no street", detectCase{"You will rue Monday at this rate.", nil}},
	})
}

func TestGazetteerAFrenchStreetWithoutANumberInASentenceTakesThePostcodeLineUnderIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a type in small letters and its name that end the line over a postcode and a town are an address", detectCase{"Bonjour Marie,\nle colis sera livré au boulevard Gay\n44671 Saint Marc-la-Forêt demain matin.\nMerci", []string{per + "Marie", street + "boulevard Gay\n44671 Saint Marc-la-Forêt"}}},
		{"a name after a particle ends the line over a postcode and its town", detectCase{"Je réside désormais au boulevard de Richard\n51263 Goncalves-les-Bains.\nBien à vous", []string{street + "boulevard de Richard\n51263 Goncalves-les-Bains"}}},
		{"a year before a capitalised word on the next line is no postcode of the street", detectCase{"Voir la rue Principale\n2024 Rapport annuel", nil}},
		{"a year on the next line is no postcode of the street", detectCase{"Nous étions à la place Vendôme\n2024 fut une bonne année.", []string{loc + "Vendôme"}}},
	})
}
