package gazetteer

import "testing"

func TestGazetteerLowerCaseAddressedNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after laughter before a Spanish verb of the second person is a person", detectCase{"jaja darío eres lo peor", []string{per + "darío"}}},
		{"a first name after laughter before an Italian verb of the second person is a person", detectCase{"ahah federica sei il peggiore", []string{per + "federica"}}},
		{"a first name that is a word after lol before you're is a person", detectCase{"lol sally you're the worst", []string{per + "sally"}}},
		{"a first name opening the line before you are is a person", detectCase{"brandon you are hilarious", []string{per + "brandon"}}},
		// Not names.
		{"a word chat calls anyone before a verb of the second person is none", detectCase{"jaja tío eres lo peor", nil}},
		{"laughter before a verb of the second person names no one", detectCase{"jaja eres lo peor", nil}},
		{"a chat opener before a verb is none", detectCase{"dai vieni anche tu", nil}},
	})
}
