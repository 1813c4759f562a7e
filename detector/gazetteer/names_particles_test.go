package gazetteer

import "testing"

func TestGazetteerGermanParticleNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name, zu and a word in no list are a name in German text", detectCase{"Alexander zu Conradi ist ab Montag im Urlaub.", []string{per + "Alexander zu Conradi"}}},
		{"a first name, zu and a surname after a preposition", detectCase{"Rückruf an Lilly zu Hübel bis morgen.", []string{per + "Lilly zu Hübel"}}},
		{"a first name, von der and a surname after Kunde are a person", detectCase{"Der Kunde Ilka von der Seifert wartet auf Rückmeldung.", []string{per + "Ilka von der Seifert"}}},
		{"a dictionary first name and a known surname after Kunde are a person", detectCase{"Der Kunde Ilka Seifert wartet auf Rückmeldung.", []string{per + "Ilka Seifert"}}},
		{"a first name, zu and a known surname in a text without capitals", detectCase{"rückruf an lilly zu hoffmann bis morgen.", []string{per + "lilly zu hoffmann"}}},
		{"a first name, von der and a known surname in a text without capitals", detectCase{"ilka von der seifert wartet.", []string{per + "ilka von der seifert"}}},
		{"a word in no list, von and a surname are a name", detectCase{"Termin mit Athanasios von Junken am Dienstag um 10 Uhr.", []string{per + "Athanasios von Junken"}}},
		{"a register's first name, von and a surname in a signature", detectCase{"Mit freundlichen Grüßen\nTadeusz von Heser", []string{per + "Tadeusz von Heser"}}},
		// Not names.
		{"a participle before von and a full name is no first name", detectCase{"Genehmigt von Eberhard Beier am Montag.", []string{per + "Eberhard Beier"}}},
		{"a German noun before von is no first name", detectCase{"Ausgabe von Zeit zu Zeit prüfen.", nil}},
		{"a product before von and a noun is no name", detectCase{"Export von Excel nach CSV.", nil}},
		{"zu before a German noun is a preposition, no part of the name", detectCase{"Anna zu Hause ist krank.", []string{per + "Anna"}}},
		{"zu before a noun in a text without capitals is a preposition", detectCase{"anna zu hause ist krank.", nil}},
		{"von before a city is a preposition", detectCase{"Paket von Anna von Berlin.", []string{loc + "Berlin"}}},
		{"a firm after Kunde bei keeps its legal form", detectCase{"Kunde bei Zentrova Systems GmbH.", []string{org + "Zentrova Systems GmbH"}}},
	})
}
