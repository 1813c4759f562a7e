package gazetteer

import "testing"

func TestGazetteerTopJobsAndDocumentsAnnounceTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German managing director von a surname names the firm", detectCase{"Er ist Geschäftsführer von Gertz.", []string{org + "Gertz"}}},
		{"a French director and her field de a name names the firm", detectCase{"Elle est directrice financière de Buisson.", []string{org + "Buisson"}}},
		{"a Spanish director general de a name names the firm", detectCase{"Es director general de Rotaga.", []string{org + "Rotaga"}}},
		{"an Italian amministratore delegato di a name names the firm", detectCase{"È amministratore delegato di Belta.", []string{org + "Belta"}}},
		{"a Portuguese diretor da a name names the firm", detectCase{"Ele é diretor da Martra.", []string{org + "Martra"}}},
		{"a Dutch directeur van a name names the firm", detectCase{"Hij is directeur van Trabeltra.", []string{org + "Trabeltra"}}},
		{"a name after Dutch bij is a firm", detectCase{"Ik werk bij Virota sinds 2020.", []string{org + "Virota"}}},
		{"a German invoice von a surname names the firm", detectCase{"Rechnung von Gerlach im Anhang.", []string{org + "Gerlach"}}},
		{"a French invoice de a name names the firm", detectCase{"La facture de Buisson est arrivée.", []string{org + "Buisson"}}},
		{"an Italian invoice di a name names the firm", detectCase{"La fattura di Belta è arrivata.", []string{org + "Belta"}}},
		// People and departments stay apart.
		{"an invoice from a first name and a surname is a person's", detectCase{"Invoice from Anna Becker, due in 30 days.", []string{per + "Anna Becker"}}},
		{"a first name after Dutch bij is a person", detectCase{"Ik ga bij Jan langs.", []string{per + "Jan"}}},
		{"an English director of a department names no firm", detectCase{"She is the Director of Engineering.", nil}},
		{"a Spanish director of a department names no firm", detectCase{"Es directora de Marketing desde enero.", nil}},
		{"a French director of sales names no firm", detectCase{"Il est directeur des Ventes.", nil}},
		{"a Spanish invoice of a capitalised month names no firm", detectCase{"La factura de Enero está pendiente.", nil}},
		{"an Italian invoice of a capitalised month names no firm", detectCase{"La fattura di Aprile è arrivata.", nil}},
	})
}
