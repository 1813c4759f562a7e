package gazetteer

import "testing"

func TestGazetteerAFirstNameThatIsAPlaceOrANounBeforeASurnameInGermanText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a region before a word in no list is a name", detectCase{"Ich treffe Carolina Kaindl morgen im Büro.", []string{per + "Carolina Kaindl"}}},
		{"a first name that is a town before a word in no list is a name", detectCase{"Ich treffe Siena Gindl morgen im Büro.", []string{per + "Siena Gindl"}}},
		{"a first name that is a region before a word in no list, then a verb", detectCase{"Gestern hat Virginia Comeriato die Schlüssel abgeholt.", []string{per + "Virginia Comeriato"}}},
		{"a first name that is a region opens a sentence before a verb", detectCase{"Carolina Kaindl hat gestern angerufen.", []string{per + "Carolina Kaindl"}}},
		{"a first name that is a German noun before a known surname is a name", detectCase{"Ich treffe Wolf Metzler morgen im Büro.", []string{per + "Wolf Metzler"}}},
		// Text that must stay untouched.
		{"a place before a German noun is no name", detectCase{"Wir waren in Siena Ende Mai und danach in Florenz.", []string{loc + "Siena"}}},
		{"a region before an English word is no name", detectCase{"Wir fliegen nach Virginia Beach und dann weiter.", []string{loc + "Virginia Beach"}}},
		{"a noun before a German noun is no name", detectCase{"Der Wolf Rudel zog weiter durch den Wald.", nil}},
		{"a region before a short word in no list is no name", detectCase{"Ich habe Karten für Virginia Tech gekauft.", nil}},
		{"a region before a plural of an English word is no name", detectCase{"Die Charlotte Hornets haben gestern gewonnen.", nil}},
	})
}

func TestGazetteerAHyphenatedFirstNameBeforeASurnameThatIsANounInGermanText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"two first names hyphenated before a surname that is a noun", detectCase{"Ich treffe Frank-Michael Bauer morgen im Büro.", []string{per + "Frank-Michael Bauer"}}},
		{"three first names hyphenated before a surname that is a noun", detectCase{"Heute früh war Eva-Maria-Luise Bauer schon da.", []string{per + "Eva-Maria-Luise Bauer"}}},
		{"two first names hyphenated open a sentence before a verb", detectCase{"Frank-Michael Bauer hat gestern angerufen.", []string{per + "Frank-Michael Bauer"}}},
		// Text that must stay untouched.
		{"a hyphenated place before a noun", detectCase{"Wir fahren durch Baden-Württemberg Richtung Süden.", nil}},
		{"two first names hyphenated before a noun that is no surname", detectCase{"Die Anne-Frank Schule lädt ein.", nil}},
		{"a hyphenated compound of a name and a noun before a noun", detectCase{"Die Max-Planck Gesellschaft lädt ein.", nil}},
		{"two first names hyphenated, one of the commonest English words, before a place are no surname", detectCase{"Ich treffe Frank-Michael in Berlin.", []string{loc + "Berlin"}}},
		{"two known first names hyphenated before a place are one first name", detectCase{"Ich treffe Hans-Ulrich in Berlin.", []string{per + "Hans-Ulrich", loc + "Berlin"}}},
	})
}
