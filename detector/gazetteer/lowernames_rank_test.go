package gazetteer

import "testing"

func TestGazetteerLowerCaseRankNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after officer is a person", detectCase{"officer simpson took the report", []string{per + "simpson"}}},
		{"a known surname after coach is a person", detectCase{"coach sanchez cancelled practice", []string{per + "sanchez"}}},
		{"a known surname after inspector is a person", detectCase{"inspector dobson came by", []string{per + "dobson"}}},
		{"a known surname after agent and before will is a person", detectCase{"agent murphy will call you", []string{per + "murphy"}}},
		{"a known surname after the French agent and its article is a person", detectCase{"l'agent raynaud a pris la plainte", []string{per + "raynaud"}}},
		{"a known surname after maître is a person", detectCase{"maître dubreuil nous rappelle demain", []string{per + "dubreuil"}}},
		{"a known surname after el capitán is a person", detectCase{"el capitán fernández llamó", []string{per + "fernández"}}},
		{"a known surname after el inspector is a person", detectCase{"el inspector gómez pasó", []string{per + "gómez"}}},
		{"a known surname after l'avvocato is a person", detectCase{"l'avvocato rossi richiama domani", []string{per + "rossi"}}},
		{"a known surname after il capitano is a person", detectCase{"il capitano barsanti ha chiamato", []string{per + "barsanti"}}},
		{"a known surname after kommissar is a person", detectCase{"kommissar becker hat angerufen", []string{per + "becker"}}},
		{"a known surname after trainer is a person", detectCase{"trainer börner hat abgesagt", []string{per + "börner"}}},
		// Not names.
		{"a French word after a French rank is none", detectCase{"c'est un agent double", nil}},
		{"a surname that is a common word after a rank is none", detectCase{"detective work is slow", nil}},
		{"a surname that is an English word after a rank is none", detectCase{"nurse rota for next week", nil}},
		{"a surname that is a German noun after a rank is none", detectCase{"kommissar zufall hilft", nil}},
		{"a Spanish adjective after a rank is none", detectCase{"el agente inmobiliario llamó", nil}},
		{"an Italian adjective after a rank is none", detectCase{"il commissario tecnico ha parlato", nil}},
		{"a noun after officer is none", detectCase{"officer training is mandatory", nil}},
		{"a noun after coach is none", detectCase{"we flew coach class this time", nil}},
		{"a noun after nurse is none", detectCase{"ask at the nurse station please", nil}},
		{"a common word after a rank before no verb is none", detectCase{"the agent pool ran out of slots", nil}},
		{"a place after a rank is none", detectCase{"the captain america movie was fun", nil}},
		{"a word after a rank after an English article is none", detectCase{"the agent price is too high", nil}},
		{"an adjective after an Italian rank is none", detectCase{"il capitano nuovo arriva domani", nil}},
	})
}
