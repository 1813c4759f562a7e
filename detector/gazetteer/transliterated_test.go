package gazetteer

import "testing"

func TestGazetteerANameTypedWithTwoLettersForItsUmlautIsTheName(t *testing.T) {
	base, err := sharedGazetteer()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rule, word string
		name       bool
		bits       uint32 // the bits a name has; nameBits if 0
	}{
		{"oe for ö is the first name", "joerg", true, 0},
		{"oe for ö is the surname", "schroeder", true, 0},
		{"ue for ü is the first name", "guenter", true, 0},
		{"ae for ä is the first name", "kaethe", true, 0},
		{"oe for ø is the Danish first name", "soeren", true, 0},
		{"oe for ø is the Danish surname", "joergensen", true, 0},
		{"oe for ö is the Turkish surname", "oezdemir", true, 0},
		{"ue for ü is the Turkish first name", "guelsen", true, 0},
		{"a surname spelled so takes the first name too", "guenther", true, attrFirst},
		// Words that must stay untouched.
		{"an English word with oe is no name", "does", false, 0},
		{"an English word with ue is no name", "cruel", false, 0},
		{"an English word with two ue is no name", "queue", false, 0},
		{"an English word with oe before a consonant is no name", "poet", false, 0},
		{"an English word with ue inside is no name", "muesli", false, 0},
		{"an English verb with oe is no name", "coerce", false, 0},
		{"an English plant with oe is no name", "aloe", false, 0},
		{"a German word typed with oe is no name", "groesse", false, 0},
		{"a German adverb typed with oe is no name", "soeben", false, 0},
		{"a surname that is a German preposition typed with ue is no name", "ueber", false, 0},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			bits := tc.bits
			if bits == 0 {
				bits = nameBits
			}
			if got := base.lookup([]byte(tc.word))&bits != 0; got != tc.name {
				t.Errorf("%q: name %v, want %v", tc.word, got, tc.name)
			}
		})
	}
}

func TestGazetteerANameTypedWithoutItsUmlautInText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a surname typed with oe in small letters", detectCase{"hey joerg schroeder hat gestern angerufen", []string{per + "joerg schroeder"}}},
		{"a Danish name typed with oe for ø after a field's key", detectCase{"Kontakt: Soeren Joergensen (Vertrieb)", []string{per + "Soeren Joergensen"}}},
		{"a Turkish name typed with oe and ue, surname first", detectCase{"Vertreter: Oezdemir, Guelsen", []string{per + "Oezdemir", per + "Guelsen"}}},
		// Text that must stay untouched.
		{"English words with oe and ue stay words", detectCase{"does the queue look blue to the poet?", nil}},
		{"English words with oe stay words beside others", detectCase{"the muesli and the aloe were on the shoe by the canoe", nil}},
		{"German words typed with oe and ue stay words", detectCase{"soeben zurueck, die groesse passt fuer mich", nil}},
		{"Danish words typed with aa stay words", detectCase{"vi ses paa mandag, hilsen fra aarhus", nil}},
	})
}
