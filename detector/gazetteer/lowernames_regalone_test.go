package gazetteer

import "testing"

func TestGazetteerLowerCaseRegisterFirstNamesInFrames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a register's first name opening a sentence before a verb of its subject is a person", detectCase{"jacopo arriva domani alle dieci", []string{per + "jacopo"}}},
		{"a register's first name after a participle of having seen is a person", detectCase{"ho visto baldassare ieri in ufficio", []string{per + "baldassare"}}},
		// Not names.
		{"a register's word of code before a verb is none", detectCase{"does ansi say anything about this?", nil}},
		{"a word by the shape of a participle is no register's first name", detectCase{"ho sentito rumore ieri sera", nil}},
		{"a register's first name with no frame is left alone", detectCase{"la storia di baldassare e il drago", nil}},
	})
}
