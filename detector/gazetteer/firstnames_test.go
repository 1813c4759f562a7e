package gazetteer

import "testing"

func TestGazetteerFrequentFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// First names that a country's people bear often, from a first-name
		// dictionary: older German names that no other list holds.
		{"a first name frequent in German-speaking countries opens a German sentence's name", detectCase{"Annegret Quandtke hat gestern angerufen.", []string{per + "Annegret Quandtke"}}},
		{"a first name frequent in German-speaking countries before a surname is a name in lower-case German", detectCase{"kannst du annegret schacht zurückrufen?", []string{per + "annegret schacht"}}},
		{"a frequent first name before a surname that is a German noun is a name", detectCase{"Das Konto gehört jetzt Almut Bescheid.", []string{per + "Almut Bescheid"}}},
		{"a frequent first name alone opening a German sentence before a verb of people is a name", detectCase{"Annegret hat angerufen.", []string{per + "Annegret"}}},
		{"a frequent first name alone opening a German sentence before kommt is a name", detectCase{"Jochen kommt heute später.", []string{per + "Jochen"}}},
		// Not names.
		{"a frequent first name alone opening a German sentence before no verb of people is no name", detectCase{"Edel wirkt das Material nicht.", nil}},
		{"a common word is no frequent first name", detectCase{"will said it rains", nil}},
	})
}

func TestGazetteerLowerCaseNamesEndWithKnownWords(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list after a lower-case first name and surname is no part of the name", detectCase{"tu peux rappeler annegret schacht demain", []string{per + "annegret schacht"}}},
		{"a word in no list right after a lower-case first name is its surname", detectCase{"ok, mit dorothea quandtke ist alles klar", []string{per + "dorothea quandtke"}}},
		{"a first name only the dictionary holds needs a known surname in a text without capitals", detectCase{"la mercancía ha sido enviado hoy", nil}},
	})
}

func TestGazetteerSubjectsOfVerbsOfSpeech(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"in a text without capitals a known first name before a verb of speech is its subject inside a sentence", detectCase{"the file dorothea sent is broken", []string{per + "dorothea"}}},
		{"in a text without capitals a known first name before a verb of speech is its subject in Spanish", detectCase{"ayer el pedido que dorothea mandó llegó roto", []string{per + "dorothea"}}},
		{"a register's first name at the start of a sentence before a verb of speech is its subject", detectCase{"abdarahmane dice que no fue él", []string{per + "abdarahmane"}}},
		{"a register's first name at the start of a capitalised sentence before a verb of speech is its subject", detectCase{"Abdarahmane sagt, dass er morgen kommt.", []string{per + "Abdarahmane"}}},
		// Not names.
		{"a common word before a verb of speech is no name", detectCase{"the report mark sent is late", nil}},
		{"a register's first name inside a sentence before a verb of speech needs a known name", detectCase{"Der Bericht, den Abdarahmane schreibt, ist lang.", nil}},
	})
}

func TestGazetteerFunctionWordsAreNoFirstNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an Italian function word at a sentence start is no name", detectCase{"Nel pomeriggio arriva il pacco.", nil}},
		{"a Spanish function word at a sentence start is no name", detectCase{"Hay que revisar el pedido mañana.", nil}},
		{"a first name only the dictionary holds is no name alone at a sentence start: it may be a Spanish word", detectCase{"Tiene razón, lo revisamos mañana.", nil}},
		{"a first name only the dictionary holds is no name alone at an Italian sentence start", detectCase{"Nello stesso giorno arriva il pacco.", nil}},
		{"a first name only the dictionary holds before a capitalised word is a name", detectCase{"Annegret Quandtke called yesterday.", []string{per + "Annegret Quandtke"}}},
		{"a first name only the dictionary holds after a cue is a name", detectCase{"Please ask Annegret about the invoice.", []string{per + "Annegret"}}},
		{"a first name only the dictionary holds alone inside a sentence is a name", detectCase{"Why is Annegret so quiet today?", []string{per + "Annegret"}}},
	})
}
