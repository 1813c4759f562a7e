package gazetteer

import "testing"

func TestGazetteerLowerCaseNameLineAfterASignedClosingIsAName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a surname on the line after signed are a name", detectCase{"thanks for the update.\nsigned,\nmarta kowalski", []string{per + "marta kowalski"}}},
		{"a first name alone on the line after signed is a name", detectCase{"all done.\nsigned,\nmarta", []string{per + "marta"}}},
		{"a French word that is a first name alone on the line after signé is a name", detectCase{"signé,\ngilles", []string{per + "gilles"}}},
		{"a name on the line after signé is a name", detectCase{"merci pour tout.\nsigné,\nbenoît lefebvre", []string{per + "benoît lefebvre"}}},
		{"a name on the line after firmado is a name", detectCase{"gracias por todo.\nfirmado,\nlucía vargueño", []string{per + "lucía vargueño"}}},
		{"a name on the line after gez. is a name", detectCase{"danke für alles.\ngez.\njonas schreiber", []string{per + "jonas schreiber"}}},
		{"a capitalised name after Signed on its line is a name", detectCase{"Signed, Marta Kowalski", []string{per + "Marta Kowalski"}}},
		// Not names.
		{"a team on the line after signed stays text", detectCase{"all done.\nsigned,\nthe finance team", nil}},
		{"a board on the line after gez. stays text", detectCase{"danke.\ngez.\nder vorstand", nil}},
		{"a signed contract stays text", detectCase{"the contract was signed, filed and archived", nil}},
	})
}
