package gazetteer

import "testing"

func TestGazetteerFirmsAfterTheirAgentOwnerOrAddresseePreposition(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name after French exploité par is a firm", detectCase{"Le service est exploité par Zentrova.", []string{org + "Zentrova"}}},
		{"a name after Spanish propiedad de is a firm", detectCase{"La planta es propiedad de Zentrova.", []string{org + "Zentrova"}}},
		{"a name after Spanish operado por is a firm", detectCase{"El servicio es operado por Zentrova.", []string{org + "Zentrova"}}},
		{"a name after Italian gestito da is a firm", detectCase{"Il servizio è gestito da Zentrova.", []string{org + "Zentrova"}}},
		{"a name after German gehört zu is a firm", detectCase{"Das Werk gehört zu Zentrova.", []string{org + "Zentrova"}}},
		{"a name after French facture à is a firm", detectCase{"Merci d'envoyer la facture à Zentrova.", []string{org + "Zentrova"}}},
		{"a name after German Rechnung an is a firm", detectCase{"Bitte die Rechnung an Zentrova senden.", []string{org + "Zentrova"}}},
		{"a name after Italian fattura a is a firm", detectCase{"Inviare la fattura a Zentrova.", []string{org + "Zentrova"}}},
		{"a name after German Kundenservice von is a firm", detectCase{"Der Kundenservice von Zentrova meldet sich.", []string{org + "Zentrova"}}},
		{"a name after Italian servizio clienti di is a firm", detectCase{"Il servizio clienti di Zentrova la contatterà.", []string{org + "Zentrova"}}},
		{"a name after shares in is a firm", detectCase{"I bought shares in Zentrova.", []string{org + "Zentrova"}}},
		// People and places stay what they are.
		{"a person after Italian gestito da stays a person", detectCase{"Il servizio è gestito da Marco Rossi.", []string{per + "Marco Rossi"}}},
		{"a city after French facture à stays a place", detectCase{"Merci d'envoyer la facture à Paris.", []string{loc + "Paris"}}},
		{"a person after German Rechnung an stays a person", detectCase{"Bitte die Rechnung an Herrn Müller senden.", []string{per + "Müller"}}},
		{"a person written surname first after German gehört is a person", detectCase{"Das Konto gehört Bonbach, Manuela (rm@example.com).", []string{per + "Bonbach, Manuela"}}},
		{"a person after German gehört is a person", detectCase{"Das Konto gehört Anna Becker.", []string{per + "Anna Becker"}}},
		{"a city after German gehört zu stays a place", detectCase{"Das Werk gehört zu Berlin.", []string{loc + "Berlin"}}},
	})
}
