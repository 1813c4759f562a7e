package gazetteer

import "testing"

func TestGazetteerAVerbOfJoiningNamesTheFirmJoined(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an unknown word after se unió a is a firm", detectCase{"Joel Redondo se unió a Fyfydal en enero.", []string{per + "Joel Redondo", org + "Fyfydal"}}},
		{"an unknown word after se incorporó a is a firm", detectCase{"Marta se incorporó a Venlocor S.L. el lunes.", []string{per + "Marta", org + "Venlocor S.L."}}},
		{"an unknown word after è entrato in is a firm", detectCase{"Jacopo Varano è entrato in Cordor a maggio.", []string{per + "Jacopo Varano", org + "Cordor"}}},
		{"an unknown word after si è unita a is a firm", detectCase{"Giulia si è unita a Korrusol l'anno scorso.", []string{per + "Giulia", org + "Korrusol"}}},
		{"an unknown word after wechselt zu is a firm", detectCase{"Herr Brandt wechselt zu Trocor.", []string{per + "Brandt", org + "Trocor"}}},
		{"an unknown word between zu and gewechselt is a firm", detectCase{"Silke Hendriks ist zu Trocor gewechselt.", []string{per + "Silke Hendriks", org + "Trocor"}}},
		{"a known first name after se unió a stays a person", detectCase{"Pedro se unió a María en la fiesta.", []string{per + "Pedro", per + "María"}}},
		{"a city after è entrato in stays a place", detectCase{"Il treno è entrato in Milano alle otto.", []string{loc + "Milano"}}},
		{"a word in small letters after se unió a is no firm", detectCase{"Se unió a la reunión tarde.", nil}},
		{"a common word after wechselt zu is no firm", detectCase{"Er wechselt zu Hause die Schuhe.", nil}},
		{"a weekday after è entrato in is no firm", detectCase{"È entrato in Lunedì mattina.", nil}},
	})
}

func TestGazetteerADealingsParticipleLeadsToTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an unknown word after contrat signé avec is a firm", detectCase{"Contrat signé avec Dortro le 3 mars.", []string{org + "Dortro"}}},
		{"an unknown word after contratto firmato con is a firm", detectCase{"Contratto firmato con Zenvo.", []string{org + "Zenvo"}}},
		{"an unknown word after acuerdo firmado con is a firm", detectCase{"Acuerdo firmado con Plextro ayer.", []string{org + "Plextro"}}},
		{"a known first name after contrat signé avec stays a person", detectCase{"Contrat signé avec Marie Dubois hier.", []string{per + "Marie Dubois"}}},
		{"a word in small letters after contratto firmato con is no firm", detectCase{"Contratto firmato con il notaio.", nil}},
	})
}

func TestGazetteerAVerbOfJoiningNeedsANameForSubject(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a department after se unió a with no subject is no firm", detectCase{"Se unió a Ventas para el viaje.", nil}},
		{"a region after è entrato in with no subject is no firm", detectCase{"È entrato in Europa ieri sera.", nil}},
		{"a region after si è unita a opening the sentence is no firm", detectCase{"Si è unita a Toscana per la cena.", nil}},
		{"a word after wechselt zu after a pronoun is no firm", detectCase{"Er wechselt zu Europa im Team.", nil}},
	})
}
