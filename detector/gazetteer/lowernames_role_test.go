package gazetteer

import "testing"

func TestGazetteerALowerCaseNameAfterARoleIsItsHolder(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after a role", detectCase{"our new hire brenda starts monday", []string{per + "brenda"}}},
		{"a first name after a French role", detectCase{"notre stagiaire denise commence lundi", []string{per + "denise"}}},
		{"a first name and a known surname after a role", detectCase{"the tenant brenda gomez reported a leak", []string{per + "brenda gomez"}}},
		{"a first name and a word in no list after a German role", detectCase{"die mieterin gerwin hübel hat angerufen", []string{per + "gerwin hübel"}}},
		{"an Italian role", detectCase{"la stagista tiziana non viene oggi", []string{per + "tiziana"}}},
		{"a Spanish role", detectCase{"nuestra nueva compañera daniela no viene hoy", []string{per + "daniela"}}},
		// Not names.
		{"a noun after a role", detectCase{"the customer service team replied", nil}},
		{"a first name that is a common word after a role", detectCase{"the client grace period ends", nil}},
		{"a first name that is a Spanish word after a role", detectCase{"la paciente stella no viene", nil}},
		{"in a text with capitals, left to the other rules", detectCase{"The client brenda wants a refund", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameAfterDon(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after don is a person", detectCase{"don teodoro está en la oficina", []string{per + "teodoro"}}},
		{"a first name after the Italian don is a person", detectCase{"ho parlato con don basilio ieri", []string{per + "basilio"}}},
		{"a first name and a known surname after don are a person", detectCase{"don teodoro garcía llamó", []string{per + "teodoro garcía"}}},
		// Not names.
		{"don without its apostrophe opens no name", detectCase{"i don know what to do", nil}},
		{"the verb don opens no name", detectCase{"don a mask before entering", nil}},
		{"a word in no list after don is no first name", detectCase{"don quijote es un libro", nil}},
	})
}
