package gazetteer

import "testing"

func TestGazetteerLowerCaseLoneFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a rare word before a verb of speech is a person in a text without capitals", detectCase{"link billy shared this morning", []string{per + "billy"}}},
		{"a first name after with and before a day is a person", detectCase{"lunch with billy tomorrow", []string{per + "billy"}}},
		{"a first name after with before by phone is a person", detectCase{"please verify with adam by phone", []string{per + "adam"}}},
		{"a first name after con at the end of a clause is a person", detectCase{"ho parlato con billy, tutto ok", []string{per + "billy"}}},
		{"a first name that is a German noun after con is no name", detectCase{"ho parlato con lolita, tutto ok", nil}},
		{"a first name after to at the end of the text is a person", detectCase{"i sent the invoice to billy", []string{per + "billy"}}},
		{"a first name after a possessive and a relative is a person", detectCase{"i would like to remove my kid lukas from the will", []string{per + "lukas"}}},
		{"a first name after mon fils is a person", detectCase{"mon fils lukas arrive demain", []string{per + "lukas"}}},
		{"a first name opening a sentence before a comma is a person addressed", detectCase{"leif, can i please speak to your boss?", []string{per + "leif"}}},
		{"a first name between a comma and a question mark is a person addressed", detectCase{"remember me, leif? i was there", []string{per + "leif"}}},
		{"a first name after avec before a demonstrative is a person", detectCase{"j'ai parlé avec denise ce matin", []string{per + "denise"}}},
		{"a first name after mit before über is a person", detectCase{"ich habe mit jonas über die rechnung gesprochen", []string{per + "jonas"}}},
		{"a first name after by at the end of the text is a person", detectCase{"order 4411 placed by jennifer", []string{per + "jennifer"}}},
		{"a first name after da before a day is a person", detectCase{"ordine fatto da anita ieri", []string{per + "anita"}}},
		{"a first name after pour before a copula is a person", detectCase{"le colis pour émilie est arrivé", []string{per + "émilie"}}},
		{"a first name after para before a copula is a person", detectCase{"el paquete para lucía está listo", []string{per + "lucía"}}},
		{"a first name after le compte de is its holder", detectCase{"peux-tu débloquer le compte de maggie ?", []string{per + "maggie"}}},
		// Not names.
		{"a relative without a possessive gives no name", detectCase{"the kid billy goats are here", nil}},
		{"a common word addressed is no name", detectCase{"grace, the build is green", nil}},
		{"a first name that is a common word after with is no name", detectCase{"lunch with grace tomorrow", nil}},
		{"a first name after with before a noun is no name", detectCase{"a toy with billy goats", nil}},
		{"a noun after by is no name", detectCase{"sorted by date and name", nil}},
		{"a noun after per is no name", detectCase{"per favore, conferma entro domani", nil}},
		{"a first name that is a common word after the profile of is no holder", detectCase{"the profile of ivy is public", nil}},
		{"a first name that is a large city after to is a place", detectCase{"we flew to sofia yesterday", []string{loc + "sofia"}}},
		{"a first name after a determiner before a verb of speech is no name", detectCase{"the billy said nothing", nil}},
		{"a lone first name in a text with capitals is left to the other rules", detectCase{"Lunch with billy tomorrow.", nil}},
	})
}

func TestGazetteerLowerCaseUnlistedPairsAfterCues(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two words no list holds after richiamare are a name", detectCase{"ciao, puoi richiamare micheletto ceschi al +39 07962255759?", []string{per + "micheletto ceschi"}}},
		{"two words no list holds after scrivi a are a name", detectCase{"scrivi a luchino zaccagnini domani", []string{per + "luchino zaccagnini"}}},
		{"two words no list holds after llama a are a name", detectCase{"llama a petrona baena mañana", []string{per + "petrona baena"}}},
		// Not names.
		{"an adverb after a cue verb is no name", detectCase{"richiamare subito dopo pranzo", nil}},
		{"an adverb in -mente after a cue verb is no name", detectCase{"contatta urgentemente assistenza tecnica", nil}},
		{"a function word after a cue verb is no name", detectCase{"llama a la tienda mañana", nil}},
		{"two words before a noun after a cue verb are no name", detectCase{"contatta ufficio acquisti sede centrale", nil}},
		{"two unlisted words in a text with capitals are left to the other rules", detectCase{"Richiamare micheletto ceschi al numero.", nil}},
	})
}

func TestGazetteerAFrenchWordIsAFirstNameAloneInEnglishText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a French word after with in English text", detectCase{"i spoke with robert yesterday", []string{per + "robert"}}},
		{"a first name that is a French word before a verb of people in English text", detectCase{"joseph mentioned the deadline moved", []string{per + "joseph"}}},
		// Not names.
		{"a French word that is a first name in French text", detectCase{"on mange du colin avec des légumes", nil}},
		{"a French word that is a first name opening a short text of no known language", detectCase{"vu,\ngilles", nil}},
	})
}
