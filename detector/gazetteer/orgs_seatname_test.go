package gazetteer

import "testing"

func TestGazetteerOneNameBeforeASeatIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before con sede legale is a firm", detectCase{"Il presente accordo è concluso tra Martin, con sede legale in Torino, e il Cliente.", []string{org + "Martin", loc + "Torino"}}},
		{"a first name before mit Sitz is a firm", detectCase{"Der Vertrag wird zwischen Thomas mit Sitz in Graz und dem Kunden geschlossen.", []string{org + "Thomas", loc + "Graz"}}},
		// People stay people.
		{"a first name before registered stays a person", detectCase{"Anna, registered nurse, joined the team.", []string{per + "Anna"}}},
		{"a first name and a surname before con sede stay a person", detectCase{"Ho incontrato Marco Bianchi, con sede a Milano.", []string{per + "Marco Bianchi", loc + "Milano"}}},
	})
}
