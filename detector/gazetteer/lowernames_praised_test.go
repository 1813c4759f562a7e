package gazetteer

import "testing"

func TestGazetteerLowerCasePraisedNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after super and before an emoji is a person", detectCase{"super trudel 👍", []string{per + "trudel"}}},
		{"a common first name after super is a person", detectCase{"super anna 👍", []string{per + "anna"}}},
		{"a first name after brava before an exclamation mark is a person", detectCase{"brava giulia!", []string{per + "giulia"}}},
		{"bravo is the surname of a name written surname first", detectCase{"Bravo, Jacobo", []string{per + "Bravo, Jacobo"}}},
		{"a first name after perfetto before a comma is a person", detectCase{"perfetto marco, grazie", []string{per + "marco"}}},
		{"a first name after genial is a person", detectCase{"genial lucía 👏", []string{per + "lucía"}}},
		{"a first name after parfait is a person", detectCase{"parfait élodie, merci", []string{per + "élodie"}}},
		{"a known surname after perfetto is a person", detectCase{"perfetto rossi grazie", []string{per + "rossi"}}},
		{"a known surname after perfetto before a comma is a person", detectCase{"perfetto rossi, grazie", []string{per + "rossi"}}},
		{"a known surname after perfetto before a verb is a person", detectCase{"perfetto bianchi ci vediamo", []string{per + "bianchi"}}},
		{"a word after a praised surname stays out of the name", detectCase{"perfetto rossi fatto", []string{per + "rossi"}}},
		{"a known surname after a praise and thanks is a person", detectCase{"perfetto grazie rossi", []string{per + "rossi"}}},
		{"a first name after a praise and thanks is a person", detectCase{"super grazie marco", []string{per + "marco"}}},
		// Not names.
		{"an adjective after super is none", detectCase{"super wichtig 👍", nil}},
		{"a noun after super is none", detectCase{"super idee!", nil}},
		{"words after bravi are none", detectCase{"bravi a tutti!", nil}},
		{"a first name that is a common word after super is none", detectCase{"super job 👍", nil}},
		{"a praise alone is none", detectCase{"perfekt, danke 👍", nil}},
		{"thanks and an endearment after super are none", detectCase{"super grazie bello", nil}},
		{"thanks and an endearment after perfetto are none", detectCase{"perfetto grazie tesoro", nil}},
		{"thanks and bella after perfetto are none", detectCase{"perfetto grazie bella", nil}},
		{"thanks and amore after super are none", detectCase{"super grazie amore", nil}},
		{"gracias after genial is none", detectCase{"genial gracias amigo", nil}},
		{"merci after parfait is none", detectCase{"parfait merci beaucoup", nil}},
	})
}
