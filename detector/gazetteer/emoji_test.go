package gazetteer

import "testing"

func TestGazetteerAnEmojiEndsAClauseAsAPunctuationMarkDoes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a lower-case first name before a laughing emoji", detectCase{"see you tomorrow marco 😂", []string{per + "marco"}}},
		{"a lower-case first name before a kiss", detectCase{"nos vemos mañana lucía 😘", []string{per + "lucía"}}},
		{"a lower-case first name before a heart", detectCase{"bye for now anna ❤️", []string{per + "anna"}}},
		{"a lower-case first name before a thumb", detectCase{"ok anna 👍", []string{per + "anna"}}},
		{"a lower-case first name before a waving hand after a greeting of two words", detectCase{"hi there marco 👋", []string{per + "marco"}}},
		// Not names.
		{"an emoji after a common word", detectCase{"see you tomorrow 😂", nil}},
		{"an emoji after a phrase", detectCase{"love this song so much ❤️", nil}},
		{"an emoji alone", detectCase{"ok 👍", nil}},
	})
}
