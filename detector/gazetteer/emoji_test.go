package gazetteer

import "testing"

func TestGazetteerAnEmojiEndsAClauseAsAPunctuationMarkDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case first name before a laughing emoji", detectCase{"see you tomorrow marco 😂", []string{per + "marco"}}},
		{"a lower-case first name before a kiss", detectCase{"nos vemos mañana lucía 😘", []string{per + "lucía"}}},
		{"a lower-case first name before a heart", detectCase{"bye for now anna ❤️", []string{per + "anna"}}},
		{"a lower-case first name before a thumb", detectCase{"ok anna 👍", []string{per + "anna"}}},
		{"a lower-case first name before a waving hand after a greeting of two words", detectCase{"hi there marco 👋", []string{per + "marco"}}},
		{"a lower-case first name before a thumb glued to it", detectCase{"ok lucie👍", []string{per + "lucie"}}},
		{"a lower-case first name before a laughing emoji glued to it", detectCase{"see you tomorrow marco😂", []string{per + "marco"}}},
		{"a first name after a German thanks before a smile glued to it", detectCase{"danke dir, dieter😊", []string{per + "dieter"}}},
		{"a first name after a German leave-taking before a smile glued to it", detectCase{"bis gleich, noel😊", []string{per + "noel"}}},
		{"a first name after a German wish before a smile glued to it", detectCase{"schönen urlaub, mats😊", []string{per + "mats"}}},
		{"a surname before a thumb glued to it", detectCase{"my name is sheila wall👍", []string{per + "sheila wall"}}},
		// Not names.
		{"an emoji after a common word", detectCase{"see you tomorrow 😂", nil}},
		{"an emoji after a phrase", detectCase{"love this song so much ❤️", nil}},
		{"an emoji alone", detectCase{"ok 👍", nil}},
	})
}
