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

func TestGazetteerAContractsPartyBeforeItsRepresentativeOrRegisterIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a hyphenated name before vertreten durch is a firm", detectCase{"Zwischen der Brandt-Kessler, vertreten durch den Geschäftsführer, und dem Auftragnehmer wird folgender Vertrag geschlossen.", []string{org + "Brandt-Kessler"}}},
		{"a name before eingetragen im Handelsregister is a firm", detectCase{"Vertragspartner ist die Quarvex, eingetragen im Handelsregister.", []string{org + "Quarvex"}}},
		{"two names before im Folgenden are a firm", detectCase{"Lindner Hoffmann (im Folgenden „Lizenznehmer“) verpflichtet sich zur Zahlung.", []string{org + "Lindner Hoffmann"}}},
		{"a name before nachstehend is a firm", detectCase{"Der Vertrag wird mit Korbel (nachstehend „Auftragnehmer“) geschlossen.", []string{org + "Korbel"}}},
		{"a name before represented by is a firm", detectCase{"Quarvex, represented by its managing director, shall deliver the goods.", []string{org + "Quarvex"}}},
		{"a Spanish party before representada por is a firm", detectCase{"De una parte, Quarvex, representada por su administrador único.", []string{org + "Quarvex"}}},
		{"a French party before représentée par is a firm", detectCase{"Entre Quarvex, représentée par son gérant, d'une part, et le client.", []string{org + "Quarvex"}}},
		{"an Italian party before rappresentata da is a firm", detectCase{"Quarvex, rappresentata dal legale rappresentante, e il Cliente.", []string{org + "Quarvex"}}},
		// Text that must stay as it is.
		{"a person before vertreten durch stays a person", detectCase{"Anna Becker, vertreten durch ihren Anwalt, klagt.", []string{per + "Anna Becker"}}},
		{"a surname after an honorific before vertreten durch stays a person", detectCase{"Herr Schmidt, vertreten durch seinen Anwalt, klagt.", []string{per + "Schmidt"}}},
		{"a German noun after an article before vertreten durch is no firm", detectCase{"Der Mieter, vertreten durch die Hausverwaltung, zahlt pünktlich.", nil}},
		{"a place before vertreten durch stays a place", detectCase{"Berlin, vertreten durch den Senat, schließt den Vertrag.", []string{loc + "Berlin"}}},
		{"a French noun after an article before représentée par is no firm", detectCase{"La Société, représentée par son gérant, d'une part.", nil}},
		{"a Spanish noun after an article before representada por is no firm", detectCase{"La Arrendadora, representada por su administrador.", nil}},
		{"a name with a diacritic after an article before vertreten durch is a firm", detectCase{"Zwischen der Olivo-Echeverría, vertreten durch den Vorstand, und dem Kunden.", []string{org + "Olivo-Echeverría"}}},
		{"a common word before represented by is no firm", detectCase{"The Tenant, represented by counsel, agrees.", nil}},
		{"im Folgenden inside a bracket after a noun is no party", detectCase{"Die Änderung (im Folgenden beschrieben) gilt ab Montag.", nil}},
		{"im Folgenden opening a sentence names no firm", detectCase{"Im Folgenden finden Sie die Liste.", nil}},
		{"eingetragen in a form names no firm", detectCase{"Die Daten, eingetragen im Formular, sind falsch.", nil}},
		{"a word in small letters before represented by is no firm", detectCase{"if it fails, try patterns that have a single wildcard (represented by an empty string) again", nil}},
		{"represented by in prose names no firm", detectCase{"Each value, represented by a bit, is stored once.", nil}},
		{"a plural of prose before represented by is no firm", detectCase{"Boolean Values, represented by 0 and 1", nil}},
		{"a plural of timestamps before represented by is no firm", detectCase{"Unix Timestamps, represented by integers", nil}},
		{"a plural of pointers before represented by is no firm", detectCase{"Null Pointers, represented by nil", nil}},
		{"a product's plural noun before represented by is no firm", detectCase{"Kubernetes Pods, represented by YAML files", nil}},
		{"one plural noun before represented by is no firm", detectCase{"Microservices, represented by boxes in the diagram", nil}},
		{"a plural of prose in a bracket before represented by is no firm", detectCase{"Missing Values (represented by empty cells) are dropped.", nil}},
		{"German terms before im Folgenden are no firm", detectCase{"Allgemeine Geschäftsbedingungen (im Folgenden „AGB“)", nil}},
		{"a German compound noun before nachstehend is no firm", detectCase{"Datenschutzhinweise (nachstehend „Hinweise“)", nil}},
		{"a German noun and a word before eingetragen beim are no firm", detectCase{"Wortmarke Sonnenschein, eingetragen beim DPMA", nil}},
		{"a name and a simple German noun before eingetragen are a firm", detectCase{"Vertragspartner ist die Kranz Logistik, eingetragen im Handelsregister.", []string{org + "Kranz Logistik"}}},
		{"a plural run before represented by its CEO is a firm", detectCase{"Bright Horizons, represented by its CEO, and the Client agree", []string{org + "Bright Horizons"}}},
		{"a plural run before represented by a person is a firm", detectCase{"Applied Materials, represented by the managing director, shall deliver", []string{org + "Applied Materials"}}},
		{"a plural run before represented by its director is a firm", detectCase{"Global Payments, represented by its director, agrees to pay", []string{org + "Global Payments"}}},
		{"a plural run before represented by its agent is a firm", detectCase{"Brightwater Homes, represented by its agent", []string{org + "Brightwater Homes"}}},
		{"a plural run before represented by its owner is a firm", detectCase{"Creative Minds, represented by its owner, agrees", []string{org + "Creative Minds"}}},
		{"a German compound before vertreten durch an honorific is a firm", detectCase{"Hausverwaltung Sonnenhof, vertreten durch Frau Weber, und der Mieter vereinbaren", []string{org + "Hausverwaltung Sonnenhof", per + "Weber"}}},
		{"a German compound before vertreten durch den is a firm", detectCase{"Datenwerk Systemlösungen, vertreten durch den Geschäftsführer", []string{org + "Datenwerk Systemlösungen"}}},
		{"a German compound before eingetragen im Handelsregister is a firm", detectCase{"Autohaus Sonnenschein, eingetragen im Handelsregister", []string{org + "Autohaus Sonnenschein"}}},
		{"the register itself before vertreten durch is no firm", detectCase{"Stey GmbH, eingetragen im Handelsregister, vertreten durch Alwin Finke", []string{org + "Stey GmbH", per + "Alwin Finke"}}},
		{"a plural of prose before represented by their labels is no firm", detectCase{"Kubernetes Pods, represented by their labels", nil}},
		{"a plural of prose before represented by a word in capitals is no firm", detectCase{"Boolean Values, represented by TRUE and FALSE", nil}},
		{"a firm's head word keeps a plural run a firm", detectCase{"Quarvex Solutions, represented by its managing director, shall deliver.", []string{org + "Quarvex Solutions"}}},
	})
}
