package gazetteer

import "testing"

func TestGazetteerAGreetingAndAFormKeysNounAreNoNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a greeting before a comma and a name", detectCase{"Hola, soy Jan Novak", []string{per + "Jan Novak"}}},
		{"a greeting before a comma and a verb", detectCase{"Hola, tengo una duda sobre la factura.", nil}},
		{"a greeting before a comma in a short chat line", detectCase{"Hola, tengo una duda", nil}},
		{"an Italian greeting before an exclamation mark", detectCase{"Ciao! Il server è di nuovo raggiungibile.", nil}},
		{"a German form key before a noun", detectCase{"Ansprechpartner: Vertrieb", nil}},
		{"a German form key before a noun and a direction", detectCase{"Ansprechpartner: Vertrieb Süd\nTelefon: intern", nil}},
		// Names that stay found.
		{"a German form key before a name", detectCase{"Ansprechpartner: Freudenberger", []string{per + "Freudenberger"}}},
		{"a German form key before a surname that is a noun", detectCase{"Name: Müller", []string{per + "Müller"}}},
		{"a name key before a surname that is a noun form", detectCase{"Name: Stolze\nVorname: Sylvester", []string{per + "Stolze", per + "Sylvester"}}},
		{"a greeting before a name", detectCase{"Hola Nacho, ¿qué tal?", []string{per + "Nacho"}}},
		{"an English key before a surname that is a German noun", detectCase{"Signed: Mangel", []string{per + "Mangel"}}},
		{"a key before a German noun and more words of a name", detectCase{"Reporter: Fügen Asliye Bilge\nPriority: high", []string{per + "Fügen Asliye Bilge"}}},
	})
}

func TestGazetteerSpanishAndItalianPhrasesOfTimeAreNoNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Italian fino a is no surname", detectCase{"sono in ferie fino a lunedì", nil}},
		{"Italian fino after a noun in no list is no surname", detectCase{"è in malattia fino a lunedì", nil}},
		{"Spanish otra vez after a verb of calling is no name", detectCase{"josé llamó otra vez por la factura", []string{per + "josé"}}},
		{"llamo without its pronoun names no one", detectCase{"hola, llamo por la factura", nil}},
		// Names that stay found.
		{"a name after me llamo", detectCase{"hola, me llamo pedro garcía", []string{per + "pedro garcía"}}},
		{"a name after mi chiamo", detectCase{"Buongiorno, mi chiamo Ilaria", []string{per + "Ilaria"}}},
		{"the person called after chiamo", detectCase{"io chiamo marco domani", []string{per + "marco"}}},
	})
}
