package gazetteer

import "testing"

func TestGazetteerAContractsPartyBeforeHereinafterIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name before a comma and hereinafter is a firm", detectCase{"This Agreement is made between Quanex, hereinafter the Supplier, and the Client.", []string{org + "Quanex"}}},
		{"a name before a bracket and hereinafter is a firm", detectCase{"Lixdal Systems (hereinafter \"the Vendor\") shall deliver.", []string{org + "Lixdal Systems"}}},
		{"a French party before ci-après is a firm", detectCase{"Entre les soussignés : Ventix, ci-après le Prestataire", []string{org + "Ventix"}}},
		{"a French surname before ci-après is a firm", detectCase{"Entre les soussignés : Berger, ci-après le Prestataire", []string{org + "Berger"}}},
		{"a German party before nachfolgend is a firm", detectCase{"Der Vertrag wird mit Korbel (nachfolgend „Auftragnehmer“) geschlossen.", []string{org + "Korbel"}}},
		{"a Spanish party before en adelante is a firm", detectCase{"De una parte, Plextro, en adelante el Proveedor.", []string{org + "Plextro"}}},
		{"an Italian party before di seguito is a firm", detectCase{"Tra Zenvo (di seguito il Fornitore) e il Cliente.", []string{org + "Zenvo"}}},
		// People and other words stay.
		{"a person before hereinafter stays a person", detectCase{"This lease is made with Anna Becker, hereinafter the Tenant.", []string{per + "Anna Becker"}}},
		{"a common word before hereinafter is no firm", detectCase{"The Supplier, hereinafter the Party, shall deliver.", nil}},
		{"a German noun after an article before nachfolgend is no firm", detectCase{"Das Dokument (nachfolgend „Richtlinie“) gilt ab Montag.", nil}},
		{"a French noun after an article before ci-après is no firm", detectCase{"Le Logiciel, ci-après le Produit, est fourni tel quel.", nil}},
		{"di seguito opening a sentence names no firm", detectCase{"Di seguito trovi il Report.", nil}},
		{"après in a sentence names no firm", detectCase{"On se voit Lundi, après le déjeuner.", nil}},
	})
}

func TestGazetteerCareersNameTheirFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before careers is a firm", detectCase{"Apply now at Gonsa careers.", []string{org + "Gonsa"}}},
		// People and other words stay.
		{"a common word before careers is no firm", detectCase{"Engineering careers are listed below.", nil}},
	})
}
