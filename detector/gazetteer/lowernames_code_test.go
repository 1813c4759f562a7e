package gazetteer

import "testing"

func TestGazetteerLowerCaseCodeMarksMakeNoName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a word in no list after a colon and a space are a name", detectCase{"assignee: lucía vargueño", []string{per + "lucía vargueño"}}},
		{"a first name and a word in no list glued to a key's colon are a name", detectCase{"assignee:lucía vargueño", []string{per + "lucía vargueño"}}},
		{"a first name and a surname in a sentence stay a name beside code", detectCase{"ask lucía vargueño about splice(fd int)", []string{per + "lucía vargueño"}}},
		// Not names.
		{"a parameter and its type in lower case are no name", detectCase{"splice(rfd int, roff *int64, len int, flags int) (n int64, err error)", nil}},
		{"a field of a docstring glued to its colon is no name", detectCase{":param clear: if true, delete the contents of the directory", nil}},
		{"a field of a docstring after a space is no name", detectCase{"arguments:\n  :param clear: if true, delete the contents", nil}},
	})
}
