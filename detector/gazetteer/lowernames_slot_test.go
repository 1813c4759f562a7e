package gazetteer

import "testing"

func TestGazetteerLowerCaseNameInAPersonsSlot(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name after Italian a that ends the text is a person", detectCase{"il pacco è stato consegnato a camilla", []string{per + "camilla"}}},
		{"a known first name after French à that ends the text is a person", detectCase{"le colis a été remis à amélie", []string{per + "amélie"}}},
		{"a known first name after Spanish de before a mark is a person", detectCase{"seguimos esperando la respuesta de ignacio.", []string{per + "ignacio"}}},
		{"a known first name after Italian di before a conjunction is a person", detectCase{"aspettiamo la risposta di federica e poi chiudiamo", []string{per + "federica"}}},
		{"a known first name after the colon of a person's key is a person", detectCase{"zuständig: stefanie", []string{per + "stefanie"}}},
		{"a known first name after the colon of a key of a form is a person", detectCase{"from: maciej\nsubject: invoice question", []string{per + "maciej"}}},
		{"a known first name after a customer's key is a person", detectCase{"kundenname: traugott", []string{per + "traugott"}}},
		{"a known first name after a customer's key in Italian is a person", detectCase{"nome cliente: vincenza", []string{per + "vincenza"}}},
		{"a known first name and a word in no list after a person's key are a person", detectCase{"assigned to: latasha mcwhorten\nstatus: open", []string{per + "latasha mcwhorten"}}},
		// Not names.
		{"a large city after a is a place", detectCase{"domani vado a roma con il treno", []string{loc + "roma"}}},
		{"a Spanish word that is a first name after de is none", detectCase{"fue una noche de luna.", nil}},
		{"words in no list after di are no name", detectCase{"il costo di spedizione gratuita.", nil}},
		{"a common word after a is none", detectCase{"give it a rest.", nil}},
		{"a first name after the English article a is none", detectCase{"on windows, this is a sid in a string format.", nil}},
		{"a team after a person's key is none", detectCase{"assigned to: backend team", nil}},
		{"a date after from is none", detectCase{"from: 2024-01-01\nto: 2024-02-01", nil}},
		{"a firm after a customer's key is none", detectCase{"kundenname: stadtwerke nord", nil}},
		{"a known first name that goes on with a word in no list is left alone", detectCase{"il costo di federica spedizione gratuita totale", nil}},
		{"a first name that is a German noun too before a surname after a participle of giving a task is a person", detectCase{"zugewiesen an fritz hövel", []string{per + "fritz hövel"}}},
		{"a first name that is a German noun too before a surname after a key's colon is a person", detectCase{"zugewiesen an: fritz hövel", []string{per + "fritz hövel"}}},
		{"a first name among the commonest words before a surname in a frame is left alone", detectCase{"assigned to guy ford", nil}},
		{"a common word before a plural in a frame is none", detectCase{"assigned to summer interns", nil}},
	})
}

func TestGazetteerLowerCaseEnglishPairWhereAPersonStands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name and a word in no list after from are a person", detectCase{"did you hear back from maria börjesson about the contract?", []string{per + "maria börjesson"}}},
		{"a known first name and a word in no list after to are a person", detectCase{"please send the signed copy to kalina maciejuk by friday", []string{per + "kalina maciejuk"}}},
		{"two words in no list opening a sentence before a verb of speech are a person", detectCase{"niina nurminen says the vpn keeps dropping", []string{per + "niina nurminen"}}},
		{"two words in no list after who is are a person", detectCase{"who is jyrki mononen and why is she on the invite?", []string{per + "jyrki mononen"}}},
		// Not names.
		{"two words in no list after a preposition are no person", detectCase{"we added support for kubernetes autoscaling.", nil}},
		{"a first name before an English word is left to the other rules", detectCase{"i had coffee with grace yesterday", nil}},
		{"two technical words before a verb of speech after a determiner are none", detectCase{"the webpack devserver says the port is taken", nil}},
		{"in Spanish text two words in no list are no proof", detectCase{"hablé con soporte técnico ayer", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameInAnEnglishFrameOfAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name between let and know is a person", detectCase{"let gionata know we're running late", []string{per + "gionata"}}},
		{"a known first name after who is that ends the phrase is a person", detectCase{"who is melania and why is she on the invite?", []string{per + "melania"}}},
		{"a known first name after met that ends the phrase is a person", detectCase{"have you met elzbieta? she just joined finance", []string{per + "elzbieta"}}},
		{"a known first name after user before a verb is a person", detectCase{"log: user filomena logged in from a new device", []string{per + "filomena"}}},
		// Not names.
		{"a common word between let and know is none", detectCase{"let everyone know we're running late", nil}},
		{"a technical word after user is none", detectCase{"log: user root logged in from a new device", nil}},
		{"a first name after the user is an account's technical name", detectCase{"in this case, gid is the same as the user sid.", nil}},
		{"a first name that goes on with a noun after who is is none", detectCase{"who is melania trading with?", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameOfTheDictionaryOrARegisterWhereAPersonStands(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a register's first name after with before a word of time is a person", detectCase{"i had coffee with bror yesterday", []string{per + "bror"}}},
		{"a register's first name after to before by is a person", detectCase{"please send the signed copy to mirjami by friday", []string{per + "mirjami"}}},
		{"a dictionary's first name after with before and is a person", detectCase{"i spoke with carsten and she agreed to the new date", []string{per + "carsten"}}},
		// Not names.
		{"a platform after for is none", detectCase{"binaries are built for linux and mac.", nil}},
		{"a word after with that goes on is none", detectCase{"i had coffee with bror cakes", nil}},
		{"a first name before a call's bracket is none", detectCase{"read reads up to len(b) bytes from the file.", nil}},
		{"a register's first name before a dot inside a word is none", detectCase{"it is returned (wrapped in a *pii.error with pii.codeunavailable) by a store", nil}},
		{"a register's first name that is a Spanish noun is none", detectCase{"no hay stock de mesa ni de silla", nil}},
		{"a short word of a register is none", detectCase{"lines are separated with eol, which defaults to lf.", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameThankedAgainIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name after thanks again is a person", detectCase{"thanks again valdemar!", []string{per + "valdemar"}}},
		{"a known first name after merci encore is a person", detectCase{"merci encore océane !", []string{per + "océane"}}},
		{"a known first name after gracias de nuevo is a person", detectCase{"¡gracias de nuevo leandra!", []string{per + "leandra"}}},
		{"a known first name and the word ending the phrase after thanks again are a person", detectCase{"thanks again valdemar härkönen!", []string{per + "valdemar härkönen"}}},
		// Not names.
		{"a common word after thanks again is none", detectCase{"thanks again everyone!", nil}},
		{"a first name that goes on after thanks again is none", detectCase{"thanks again valdemar pipeline fixes are live", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameInMoreFramesOfAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name after thanks so much is a person", detectCase{"thanks so much joakim, that helped", []string{per + "joakim"}}},
		{"a known first name after meeting that ends the phrase is a person", detectCase{"i'm meeting kristoffer at the station", []string{per + "kristoffer"}}},
		{"a known first name after a possessive and a neighbour is a person", detectCase{"my neighbour julie found your cat", []string{per + "julie"}}},
		{"a known first name after the colon of a name's key a few words on is a person", detectCase{"name on the card: annette", []string{per + "annette"}}},
		{"a known first name after a participle of assigning and its preposition is a person", detectCase{"neu zugewiesen an gudrun.", []string{per + "gudrun"}}},
		{"a known first name after reassigned to is a person", detectCase{"riassegnato a gionata.", []string{per + "gionata"}}},
		// Not names.
		{"a common word after thanks so much is none", detectCase{"thanks so much everyone, that helped", nil}},
		{"a noun after meeting is none", detectCase{"i'm meeting notes at the end", nil}},
		{"a word after a colon far from a name's key is none", detectCase{"name of the file is long: build.log", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAskedAboutOrSeen(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after where is is a person", detectCase{"where is kasimir", []string{per + "kasimir"}}},
		{"a first name after German wo ist is a person", detectCase{"wo ist jolanda?", []string{per + "jolanda"}}},
		{"a first name after Spanish dónde está is a person", detectCase{"dónde está osvaldo?", []string{per + "osvaldo"}}},
		{"a first name after Italian dov'è is a person", detectCase{"dov'è federica?", []string{per + "federica"}}},
		{"a first name after French où est is a person", detectCase{"où est chloé ?", []string{per + "chloé"}}},
		{"a first name after seen is a person", detectCase{"anyone seen kasimir?", []string{per + "kasimir"}}},
		{"a first name after Italian visto is a person", detectCase{"hai visto federica?", []string{per + "federica"}}},
		{"a first name after Italian sentito before a function word is a person", detectCase{"ho sentito giacinto al telefono", []string{per + "giacinto"}}},
		// Not names.
		{"an article after where is opens no name", detectCase{"where is the config file", nil}},
		{"a first name among the commonest words after where is is none", detectCase{"where is mark", nil}},
		{"a common word after seen is none", detectCase{"have you seen grace?", nil}},
		{"Italian dov'è before an article is none", detectCase{"dov'è il problema?", nil}},
	})
}
