package gazetteer

import "testing"

// An initial with its dot after a word that announces a firm or a person
// ("customer", "Kunde", "cliente", "From:") opens a person's name when a
// capitalised word follows it, not a firm of one letter.
func TestGazetteerAnInitialAfterAFirmsCueOpensAPersonsName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an initial and a surname after customer", detectCase{"Ticket #59126: customer P. Bell cannot log in", []string{per + "P. Bell"}}},
		{"an initial and a surname after Kunde and a colon", detectCase{"Kunde: P. Praxmarer\nAnliegen: Rechnung doppelt", []string{per + "P. Praxmarer"}}},
		{"an initial and a known surname after an Italian cliente", detectCase{"il cliente V. Rossi non riesce ad accedere", []string{per + "V. Rossi"}}},
		// Text that must stay untouched.
		{"a firm's name after customer", detectCase{"customer Zentrova cannot log in", []string{org + "Zentrova"}}},
		{"a firm with its legal form after an initial", detectCase{"Kunde: J. Müller GmbH", []string{org + "J", org + "Müller GmbH"}}},
	})
}
