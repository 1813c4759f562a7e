package gazetteer

import "testing"

func TestGazetteerCapitalisedFirmWordsAfterANameAreSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and Brand after German laut are a person", detectCase{"Laut Dorle Brand ist alles erledigt.", []string{per + "Dorle Brand"}}},
		{"a first name and Brand opening a sentence are a person", detectCase{"Dorle Brand hat angerufen.", []string{per + "Dorle Brand"}}},
		// What a firm has, in small letters, still names the firm before it.
		{"a rare name before shares in small letters is a firm", detectCase{"Zentrova shares fell on Monday.", []string{org + "Zentrova"}}},
		{"a rare name before brand in small letters is a firm", detectCase{"The Zentrova brand is new.", []string{org + "Zentrova"}}},
	})
}
