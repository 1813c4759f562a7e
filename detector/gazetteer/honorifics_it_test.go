package gazetteer

import "testing"

func TestGazetteerItalianHonorificEndings(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after sig.ra is a person", detectCase{"La sig.ra Bocca ha firmato il modulo.", []string{per + "Bocca"}}},
		{"a surname after sig.na is a person", detectCase{"La sig.na Tirabassi arriva domani.", []string{per + "Tirabassi"}}},
		{"a surname after dott.ssa is a person", detectCase{"Ho parlato con la dott.ssa Malenchini ieri.", []string{per + "Malenchini"}}},
		{"a surname after prof.ssa is a person", detectCase{"La prof.ssa Calgari ha corretto i compiti.", []string{per + "Calgari"}}},
		{"a surname after avv. is a person", detectCase{"L'avv. Musatti ha risposto.", []string{per + "Musatti"}}},
		{"a surname after sig.ra in a text without capitals is a person", detectCase{"ringrazio la sig.ra pertile.", []string{per + "pertile"}}},
		// Not names.
		{"ra alone is no honorific", detectCase{"Il file ra Bocca è vuoto.", nil}},
		{"an ending after a word that is no honorific is none", detectCase{"Il codice cap.ra Bocca indica il file.", nil}},
		{"a lower-case word after sig.ra in a text with capitals is no name", detectCase{"La sig.ra della portineria ha chiamato.", nil}},
	})
}
