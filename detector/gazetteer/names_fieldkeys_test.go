package gazetteer

import "testing"

func TestGazetteerTheKeyOfAPersonsFieldIntroducesTwoCapitalisedNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name and a word in no list after Bearbeiter", detectCase{"Bearbeiter: Peter Leszczyk\nStatus: offen", []string{per + "Peter Leszczyk"}}},
		{"an author in a code comment", detectCase{"# Autor: Monika Herdzik", []string{per + "Monika Herdzik"}}},
		{"the one in charge of a ticket", detectCase{"Zuständig: Anna Kujda\nStatus: offen", []string{per + "Anna Kujda"}}},
		{"a key of a participle and von", detectCase{"erstellt_von: Charlotte Seiwald\nprioritaet: hoch", []string{per + "Charlotte Seiwald"}}},
		{"created by in English", detectCase{"Created by: Pablo Leszczyk", []string{per + "Pablo Leszczyk"}}},
		{"assigned to in English", detectCase{"Assigned to: Peter Kapera", []string{per + "Peter Kapera"}}},
		{"a French person in charge", detectCase{"Responsable : Jeanne Prawdzik", []string{per + "Jeanne Prawdzik"}}},
		{"an Italian person in charge before a comma", detectCase{"Responsabile: Luchino Tafuri, ufficio acquisti", []string{per + "Luchino Tafuri"}}},
		// Text that must stay untouched.
		{"two words in no list after Bearbeiter", detectCase{"Bearbeiter: Ufficio Tecnico", nil}},
		{"a team after Bearbeiter", detectCase{"Bearbeiter: Frontend Team", nil}},
		{"a German department after Zuständig", detectCase{"Zuständig: Team Vertrieb", nil}},
		{"two German nouns after Verantwortlich", detectCase{"Verantwortlich: Abteilung Einkauf", nil}},
		{"a French service after Responsable", detectCase{"Responsable : Service Client", nil}},
		{"an Italian office after Responsabile", detectCase{"Responsabile: Ufficio Tecnico", nil}},
		{"a lone word after Autor", detectCase{"Autor: Unbekannt", nil}},
		{"a sentence after the key", detectCase{"Zuständig: Bitte Rücksprache halten mit der IT.", nil}},
	})
}

func TestGazetteerASurnameAloneInAPersonsFieldIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after Bearbeiter", detectCase{"Bearbeiter: Hofmann\nStatus: offen", []string{per + "Hofmann"}}},
		{"a known surname after a participle and von", detectCase{"Gemeldet von: Hartmann", []string{per + "Hartmann"}}},
		{"a known surname after assigned to", detectCase{"Assigned to: Kowalczyk\nPriority: high", []string{per + "Kowalczyk"}}},
		{"a known surname after Responsabile before a comma", detectCase{"Responsabile: Bassi, ufficio acquisti", []string{per + "Bassi"}}},
		// Text that must stay untouched.
		{"a word for unknown after Autor", detectCase{"Autor: Unbekannt", nil}},
		{"a German noun after Bearbeiter", detectCase{"Bearbeiter: Vertrieb\nStatus: offen", nil}},
		{"a German compound noun after Zuständig", detectCase{"Zuständig: Hausverwaltung", nil}},
		{"a word for external after Zuständig", detectCase{"Zuständig: Extern", nil}},
		{"an English word after Maintainer", detectCase{"Maintainer: Platform", nil}},
		{"a German participle after Bearbeiter", detectCase{"Bearbeiter: Gesperrt", nil}},
		{"a word in no list for an office after Bearbeiter", detectCase{"Bearbeiter: Sekretariat", nil}},
		{"a word in no list for a desk after assigned to", detectCase{"Assigned to: Helpdesk", nil}},
	})
}
