package gazetteer

import "testing"

func TestGazetteerRomanceSubjectOpeners(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is an English word opening a Spanish sentence before a verb of speech is a person", detectCase{"María dice que no puede venir hoy", []string{per + "María"}}},
		{"a first name that is an English word before Italian è and a participle is a person", detectCase{"Maria è arrivata a casa?", []string{per + "Maria"}}},
		{"a first name that is a word before ya and a past by its accent is a person", detectCase{"Rosa ya llegó a casa?", []string{per + "Rosa"}}},
		// Not names.
		{"a first name that is an English word before an English verb is none", detectCase{"Mark the task as done, please.", nil}},
		{"a first name that is a word before no verb is none", detectCase{"Sole e mare, che bello", nil}},
		{"a first name that is a word before a Spanish verb in English text is none", detectCase{"Will dice que no, but the team agrees.", nil}},
		{"an English word before a verb of those languages that is an English word too, in a sentence without their function words, is none", detectCase{"Summer sale ends in June; Autumn collection arrives in September.", nil}},
		{"a first name before a verb without an accent and a function word of those languages is a person", detectCase{"Rosa sale de casa a las ocho", []string{per + "Rosa"}}},
	})
}
