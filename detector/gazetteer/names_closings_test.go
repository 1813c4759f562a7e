package gazetteer

import "testing"

func TestGazetteerAGermanClosingOrNounAloneIsNoName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Beste Grüße is a closing", detectCase{"Beste Grüße", nil}},
		{"a closing before a signed name leaves the name", detectCase{"Beste Grüße\nAnna Becker", []string{per + "Anna Becker"}}},
		{"Viele Grüße is a closing", detectCase{"Viele Grüße, Anna", []string{per + "Anna"}}},
		{"Liebe opens a closing, not a greeting, before Grüße", detectCase{"Liebe Grüße\nAnna Becker", []string{per + "Anna Becker"}}},
		{"Liebe still greets a name", detectCase{"Liebe Anna, danke für die Info.", []string{per + "Anna"}}},
		{"a German noun alone on its line is no surname", detectCase{"Kunde", nil}},
		{"a German noun alone on a line of a note is no surname", detectCase{"Status\nKunde\nOffen", nil}},
		// Surnames the lists hold are still names where something supports them.
		{"a first name before the noun-surname makes a name", detectCase{"Bitte ruf Anna Kunde an.", []string{per + "Anna Kunde"}}},
		{"an honorific before the noun-surname makes a name", detectCase{"Herr Kunde hat angerufen.", []string{per + "Kunde"}}},
	})
}

func TestGazetteerAFirstNameAloneOnTheLineAfterAClosingSignsTheMessage(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an English first name after a Spanish closing", detectCase{"El pedido ya salió.\n\nGracias,\nGrace", []string{per + "Grace"}}},
		{"an English first name that is a common word", detectCase{"See you then.\n\nCheers,\nMark", []string{per + "Mark"}}},
		{"a French first name after merci", detectCase{"Le colis est parti.\n\nMerci,\nRose", []string{per + "Rose"}}},
		// Text that must stay untouched.
		{"a team signs", detectCase{"See you then.\n\nThanks,\nSupport", nil}},
		{"a common word that is no first name", detectCase{"See you then.\n\nRegards,\nManagement", nil}},
		{"a first name with more text on its line", detectCase{"See you then.\n\nCheers,\nMark the date in your calendar", nil}},
	})
}

func TestGazetteerAClosingOfAnyCaseBeforeACommaOpensTheSignersLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after Un saluto and a comma signs the message", detectCase{"Perfetto, grazie.\n\nUn saluto,\nMaria", []string{per + "Maria"}}},
		{"a first name after Un caro saluto signs the message", detectCase{"A domani.\n\nUn caro saluto,\nDaniele", []string{per + "Daniele"}}},
		{"a first name after Un abbraccio signs the message", detectCase{"Ci vediamo presto.\n\nUn abbraccio,\nClelia", []string{per + "Clelia"}}},
		{"a first name after Un abrazo signs the message", detectCase{"Nos vemos el lunes.\n\nUn abrazo,\nLucía", []string{per + "Lucía"}}},
		{"a first name after Besos signs the message", detectCase{"Nos vemos el lunes.\n\nBesos,\nJochen", []string{per + "Jochen"}}},
		{"a first name after Cordialmente signs the message", detectCase{"Quedo a su disposición.\n\nCordialmente,\nRigoberto", []string{per + "Rigoberto"}}},
		{"a first name after Groet signs the message", detectCase{"Tot morgen.\n\nGroet,\nPieter", []string{per + "Pieter"}}},
		// Text that must stay untouched.
		{"a team signs after Un saluto", detectCase{"Grazie mille.\n\nUn saluto,\nSegreteria", nil}},
		{"a department signs after Un abrazo", detectCase{"Gracias.\n\nUn abrazo,\nAdministración", nil}},
		{"a team after Saludos cordiales stays untouched", detectCase{"Gracias.\n\nSaludos cordiales,\nContabilidad", nil}},
	})
}
