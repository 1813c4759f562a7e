package gazetteer

import "testing"

func TestGazetteerWhoOneActsForInEveryLanguageIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after de la part de is a firm", detectCase{"Bonjour, je vous contacte de la part de Zentrova au sujet de la commande.", []string{org + "Zentrova"}}},
		{"a name after pour le compte de is a firm", detectCase{"Il signe pour le compte de Zentrova.", []string{org + "Zentrova"}}},
		{"a name after au nom de is a firm", detectCase{"Je vous écris au nom de Zentrova.", []string{org + "Zentrova"}}},
		{"a name after im Auftrag von is a firm", detectCase{"Guten Tag, ich schreibe Ihnen im Auftrag von Zentrova.", []string{org + "Zentrova"}}},
		{"a name after im Namen von is a firm", detectCase{"Ich schreibe im Namen von Zentrova.", []string{org + "Zentrova"}}},
		{"a name after namens is a firm", detectCase{"Goedemorgen, ik schrijf u namens Zentrova.", []string{org + "Zentrova"}}},
		{"a name after in opdracht van is a firm", detectCase{"Wij werken in opdracht van Zentrova.", []string{org + "Zentrova"}}},
		{"a name after en nombre de is a firm", detectCase{"Buenos días, les escribo en nombre de Zentrova.", []string{org + "Zentrova"}}},
		{"a name after por cuenta de is a firm", detectCase{"Actuamos por cuenta de Zentrova.", []string{org + "Zentrova"}}},
		{"a name after per conto di is a firm", detectCase{"Buongiorno, vi scrivo per conto di Zentrova.", []string{org + "Zentrova"}}},
		{"a name after a nome di is a firm", detectCase{"Vi scrivo a nome di Zentrova.", []string{org + "Zentrova"}}},
		{"a name after em nome da is a firm", detectCase{"Bom dia, escrevo em nome da Zentrova.", []string{org + "Zentrova"}}},
		{"a name after por conta da is a firm", detectCase{"Trabalhamos por conta da Zentrova.", []string{org + "Zentrova"}}},
		{"a known surname after de la part de is a firm", detectCase{"Je vous contacte de la part de Vaillant au sujet de la commande.", []string{org + "Vaillant"}}},
		// Text that must stay as it is.
		{"a person after de la part de stays a person", detectCase{"Je vous contacte de la part de Marie Dubois.", []string{per + "Marie Dubois"}}},
		{"a place after im Auftrag von stays a place", detectCase{"Ich schreibe im Auftrag von Berlin.", []string{loc + "Berlin"}}},
		{"part in English text is no cue", detectCase{"The part of Hamlet was played well.", nil}},
		{"a name's key stays a person's", detectCase{"Nome: Mario Rossi", []string{per + "Mario Rossi"}}},
	})
}

func TestGazetteerWhoOneActsForAfterAGermanGenitiveIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a hyphenated name after im Auftrag der is a firm", detectCase{"ich schreibe Ihnen im Auftrag der Brandt-Kessler bezüglich der Rechnung.", []string{org + "Brandt-Kessler"}}},
		{"a name after im Namen der is a firm", detectCase{"Ich schreibe im Namen der Lindqvist zur Bestellung.", []string{org + "Lindqvist"}}},
		{"three owners after im Auftrag der are a firm", detectCase{"Ich schreibe im Auftrag der Harris, Weaver and Weeks.", []string{org + "Harris, Weaver and Weeks"}}},
		// Text that must stay as it is.
		{"a German noun after im Auftrag der is no firm", detectCase{"Ich schreibe im Auftrag der Geschäftsführung.", nil}},
		{"a person after im Namen des stays a person", detectCase{"Ich schreibe im Namen des Herrn Thomas Weber.", []string{per + "Thomas Weber"}}},
		{"a place after im Auftrag der stays a place", detectCase{"Wir handeln im Auftrag der Stadt Berlin.", []string{loc + "Berlin"}}},
	})
}
