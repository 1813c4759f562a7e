package gazetteer

import "testing"

func TestGazetteerGermanGreetedFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is an English word, greeted in German text, is a person",
			detectCase{"hallo tom, hast du kurz zeit?", []string{per + "tom"}}},
		{"a first name that is an English word after a German closing is a person",
			detectCase{"gruß robin", []string{per + "robin"}}},
		{"a first name that is an English and French word, greeted with moin, is a person",
			detectCase{"moin jasper! kannst du mir die datei schicken", []string{per + "jasper"}}},
		{"a first name only a national register holds, greeted in German, is a person",
			detectCase{"hallo wladimir, wie gehts?", []string{per + "wladimir"}}},
		{"a first name only a national register holds after lg is a person",
			detectCase{"lg aysel", []string{per + "aysel"}}},
		{"a first name after tschüss is a person", detectCase{"tschüss anna!", []string{per + "anna"}}},
		{"a first name that is an English word after tschüss is a person", detectCase{"tschüss lily, bis morgen", []string{per + "lily"}}},
		// Text that stays untouched.
		{"a German noun after a German greeting is no person", detectCase{"hallo team, kurze frage zum release", nil}},
		{"a German noun that is a first name after a German closing is no person", detectCase{"gruß mark", nil}},
		{"a greeting's group is no person", detectCase{"moin zusammen!", nil}},
		{"an English word of the commonest level greeted in German is no person", detectCase{"hallo summer!", nil}},
		{"an English word that is no first name greeted in German is no person", detectCase{"hi all, kurze info", nil}},
		{"a first name greeted in German but going on into its sentence is no address", detectCase{"hallo tom kommt später", nil}},
		{"a word in no list after a German greeting is no person", detectCase{"hallo digga, alles fit?", nil}},
		{"tschüss before a group is no person", detectCase{"tschüss zusammen!", nil}},
		{"a cook after a German article stays a noun", detectCase{"mit dem koch gesprochen", nil}},
		{"a fisher at the lake stays a noun", detectCase{"der fischer am see", nil}},
		{"an evening of Wagner stays a noun", detectCase{"ein wagner-abend", nil}},
	})
}
