package gazetteer

import "testing"

func TestGazetteerLowerCaseNameSigningAfterADash(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name after a dash that ends the text is a person", detectCase{"see you tomorrow - michael", []string{per + "michael"}}},
		{"a French first name after a dash that ends the text is a person", detectCase{"à demain - théophile", []string{per + "théophile"}}},
		{"a register's first name after an en dash before an exclamation mark is a person", detectCase{"bis morgen – leszek!", []string{per + "leszek"}}},
		{"a first name only a register holds after a dash that ends the text is a person", detectCase{"bis morgen - mirsad", []string{per + "mirsad"}}},
		{"a first name and a surname after a signature's mark are a person", detectCase{"talk soon\n-- jack bowman", []string{per + "jack bowman"}}},
		// Not names.
		{"a word after a dash that is no first name is none", detectCase{"version 2 - final", nil}},
		{"a first name that is a common word after a dash is none", detectCase{"ship it - april", nil}},
		{"a first name before a dash that words follow is the person alone", detectCase{"anna - 12 tickets closed", []string{per + "anna"}}},
		{"a first name after a list's bullet is the person alone", detectCase{"- anna", []string{per + "anna"}}},
		{"a first name after a dash in a word is none", detectCase{"x-max", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterAChatClosing(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name on the line after German lg is a person", detectCase{"bis dann\nlg\nhans", []string{per + "hans"}}},
		{"a first name on the line after German mfg is a person", detectCase{"anbei die rechnung\nmfg\nthekla", []string{per + "thekla"}}},
		{"a first name on the line after Italian un abbraccio is a person", detectCase{"ciao a tutti, un abbraccio\nadelmo", []string{per + "adelmo"}}},
		{"a first name on the line after Italian baci is a person", detectCase{"ci vediamo domani\nbaci\nmarco", []string{per + "marco"}}},
		// Not names.
		{"lg before a noun is a brand", detectCase{"the lg monitor arrived", nil}},
		{"lg before a word that is no name is none", detectCase{"lg tv is broken", nil}},
		{"Italian kisses and hugs name no one", detectCase{"baci e abbracci", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterAGermanFarewell(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after bis morgen and a comma is a person", detectCase{"bis morgen, filip", []string{per + "filip"}}},
		{"a first name after bis später and a comma is the person alone", detectCase{"bis später, anna", []string{per + "anna"}}},
		{"a first name after bis dann is a person", detectCase{"ok bis dann jonas!", []string{per + "jonas"}}},
		{"a first name after bis bald is a person", detectCase{"bis bald, clara 😊", []string{per + "clara"}}},
		{"a first name after danke dir is a person", detectCase{"danke dir clara!", []string{per + "clara"}}},
		{"a first name after danke dir and a comma is the person alone", detectCase{"danke dir, jana", []string{per + "jana"}}},
		// Not names.
		{"a word after bis morgen that is no first name is none", detectCase{"bis morgen, danke", nil}},
		{"a verb after bis morgen is none", detectCase{"das muss bis morgen erledigt sein", nil}},
		{"a noun after danke dir is none", detectCase{"danke dir für alles", nil}},
		{"a pronoun that is a first name after danke euch is none", detectCase{"danke euch allen", nil}},
		{"bis morgen alone names nobody", detectCase{"bis morgen!", nil}},
	})
}

func TestGazetteerAFirstNameThatIsAnEnglishWordAfterAGermanFarewell(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an English word that is a first name after bis gleich and a comma is a person", detectCase{"bis gleich, noel!", []string{per + "noel"}}},
		{"an English word that is a first name after danke dir is a person", detectCase{"danke dir, basil!", []string{per + "basil"}}},
		{"an English word that is a first name after danke dir before an emoji is a person", detectCase{"danke dir, dieter 😊", []string{per + "dieter"}}},
		{"an English word that is a first name after schönen urlaub is a person", detectCase{"schönen urlaub, mats!", []string{per + "mats"}}},
		// Not names.
		{"a word of the commonest level after bis gleich is none", detectCase{"bis gleich, will!", nil}},
		{"bis gleich before a clause names no one", detectCase{"bis gleich, dann reden wir", nil}},
	})
}
