package gazetteer

import "testing"

func TestGazetteerLegalFormsEndOrganisations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// Legal forms written with dots, in every case.
		{"a French legal form with dots ends a firm", detectCase{"Le contrat est signé avec Lambert Rousseau S.A.S. depuis mars.", []string{org + "Lambert Rousseau S.A.S."}}},
		{"an Italian legal form in small letters with dots ends a firm", detectCase{"La fattura di Bertolini s.r.l. è arrivata ieri.", []string{org + "Bertolini s.r.l."}}},
		{"a Spanish legal form with dots ends a firm", detectCase{"Hemos firmado con Talleres Ortega S.L. esta semana.", []string{org + "Talleres Ortega S.L."}}},
		{"a Spanish legal form without its last dot ends a firm", detectCase{"Proveedor: Montes Ibarra S.A.U, pedido pendiente", []string{org + "Montes Ibarra S.A.U"}}},
		{"a German cooperative's form ends a firm", detectCase{"Die Lieferung von Kellerer e.G. kommt morgen.", []string{org + "Kellerer e.G."}}},
		{"a German association's form takes the noun before the name", detectCase{"Er ist seit Jahren im Sportverein Hohenfeld e.V. aktiv.", []string{org + "Sportverein Hohenfeld e.V."}}},
		{"a Spanish cooperative's form ends a firm", detectCase{"Factura de Olmedo Ruiz S.Coop. recibida.", []string{org + "Olmedo Ruiz S.Coop."}}},
		// Compound forms.
		{"a German compound legal form is one form", detectCase{"Die Rechnung von Hartmann Vogel GmbH & Co. KG ist bezahlt.", []string{org + "Hartmann Vogel GmbH & Co. KG"}}},
		{"mbH after a German legal form joins it", detectCase{"Bitte an Brenner OHG mbH senden.", []string{org + "Brenner OHG mbH"}}},
		{"a foundation and partners are one form", detectCase{"Vertrag mit Ostwald Stiftung & Co. KGaA unterschrieben.", []string{org + "Ostwald Stiftung & Co. KGaA"}}},
		// Surnames joined before the form.
		{"surnames listed before a legal form are one firm", detectCase{"Il pagamento a Ferri, Bassi e Lombardi s.r.l. è in ritardo.", []string{org + "Ferri, Bassi e Lombardi s.r.l."}}},
		{"surnames joined by y before a legal form are one firm", detectCase{"Contrato con Vidal y Serrano S.L. firmado.", []string{org + "Vidal y Serrano S.L."}}},
		{"surnames joined by & before a legal form are one firm", detectCase{"Ask Hughes, Patel & Clarke LLP about the lease.", []string{org + "Hughes, Patel & Clarke LLP"}}},
		{"a particle inside a firm's name", detectCase{"We signed with Wouters van Dijk NV last week.", []string{org + "Wouters van Dijk NV"}}},
		// Family and partners.
		{"a surname and sons is a firm", detectCase{"The parts came from Gomez and Sons on Monday.", []string{org + "Gomez and Sons"}}},
		{"a French surname and sons is a firm", detectCase{"Merci à Garnier et Fils pour la livraison.", []string{org + "Garnier et Fils"}}},
		{"an Italian surname and sons in small letters is a firm", detectCase{"Ordine da Rinaldi e figli ricevuto.", []string{org + "Rinaldi e figli"}}},
		{"partners in small letters before a legal form", detectCase{"Pedido de Navarro y asociados S.L. enviado.", []string{org + "Navarro y asociados S.L."}}},
		{"a hyphenated pair of surnames before a legal form", detectCase{"Scrivete a Ferri-Bassi s.r.l. per il preventivo.", []string{org + "Ferri-Bassi s.r.l."}}},
		// Lower-case text.
		{"a legal form with dots in lower-case text", detectCase{"tu peux appeler morel lefebvre s.a.s. demain", []string{org + "morel lefebvre s.a.s."}}},
		{"a legal form in lower-case text", detectCase{"the invoice from stillwater hydraulics llc is late", []string{org + "stillwater hydraulics llc"}}},
		{"surnames before a legal form in lower-case text", detectCase{"ho parlato con rinaldi, ferri e bassi spa oggi", []string{org + "rinaldi, ferri e bassi spa"}}},
		// Not legal forms.
		{"e.g. is no legal form", detectCase{"Use a cache, e.g. Redis, for this.", nil}},
		{"i.e. after a capitalised word is no legal form", detectCase{"Run the Linter i.e. the checks before pushing.", nil}},
		{"a French possessive in lower-case text is no legal form", detectCase{"elle a vendu sa maison et sa voiture", nil}},
		{"a spa in lower-case text is no legal form", detectCase{"we booked the spa for saturday", nil}},
	})
}
