package gazetteer

import "testing"

func TestGazetteerNameTails(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after two first names in lower case ends the name", detectCase{"ask sean maurice white if they have the keys", []string{per + "sean maurice white"}}},
		{"a second surname that is a region ends a Spanish name in lower case", detectCase{"el coche de sofía murillo hidalgo está en el taller", []string{per + "sofía murillo hidalgo"}}},
		{"a first name and the person right after it are one name", detectCase{"francisco carbó pineda me ha dicho que el vuelo sale a las 8", []string{per + "francisco carbó pineda"}}},
		{"a first name only the register holds opens the person after it", detectCase{"beppe giacobbe stoppani mi ha detto che il volo parte alle 8", []string{per + "beppe giacobbe stoppani"}}},
		{"a capitalised place that is a surname after a person of three words ends the name", detectCase{"oye, ¿has hablado con Jorge Luis Serrano Hidalgo? no contesta", []string{per + "Jorge Luis Serrano Hidalgo"}}},
		// Not names.
		{"a place before a capitalised word after a person is no surname", detectCase{"Anna Smith Valencia Office, 2nd floor", []string{per + "Anna Smith", loc + "Valencia"}}},
		{"a place after a person of one word is no surname", detectCase{"Ana vive en Valencia desde 2019.", []string{per + "Ana", loc + "Valencia"}}},
		{"a common word after a lower-case name that goes on is no surname", detectCase{"i met anna garcia white wine in hand", []string{per + "anna garcia"}}},
	})
}
