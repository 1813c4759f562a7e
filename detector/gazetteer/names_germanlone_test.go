package gazetteer

import "testing"

func TestGazetteerAKnownNameAloneInGermanTextThatIsNoNounIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known first name alone after a preposition is a person", detectCase{"Laut Ilse ist das Problem gelöst.", []string{per + "Ilse"}}},
		{"a known first name of another language alone is a person in German text", detectCase{"Frag mal Kelly, der weiß das.", []string{per + "Kelly"}}},
		{"a known surname alone inside a German sentence is a person", detectCase{"Ich habe gestern Kowalczyk angerufen.", []string{per + "Kowalczyk"}}},
		{"a first name opening a German sentence is a person", detectCase{"Ilse hier, ich melde mich wegen der Rechnung.", []string{per + "Ilse"}}},
		{"two known first names joined by a hyphen alone are a person after a preposition", detectCase{"Ich war gestern mit Hans-Ulrich essen.", []string{per + "Hans-Ulrich"}}},
		{"two known first names joined by a hyphen alone are a person after an auxiliary", detectCase{"Hat Anne-Marie schon geantwortet?", []string{per + "Anne-Marie"}}},
		{"two known first names joined by a hyphen alone open a sentence as a person", detectCase{"Karl-Heinz kommt heute später.", []string{per + "Karl-Heinz"}}},
		{"a register's first name in no other list inside a German sentence is a person after an auxiliary", detectCase{"Hat Ayten schon geantwortet?", []string{per + "Ayten"}}},
		{"a register's first name in no other list inside a German sentence is a person after a preposition", detectCase{"Ich war gestern mit Mirsad essen.", []string{per + "Mirsad"}}},
		{"a known first name before the verb grüßen is a person, as the closing's noun is capitalised", detectCase{"Ich soll dich von Jens grüßen.", []string{per + "Jens"}}},
		{"a known first name that is no place after bei is a person", detectCase{"Ich war gestern bei Jens.", []string{per + "Jens"}}},
		{"a known first name with the genitive s before a noun is a person", detectCase{"Annas Laptop ist kaputt.", []string{per + "Annas"}}},
		{"a known first name with the genitive s before an adjective and a noun is a person", detectCase{"Das ist Michaels neues Auto.", []string{per + "Michaels"}}},
		// Not names.
		{"a word before the closing's noun stays untouched", detectCase{"Viele Grüße aus dem Urlaub!", nil}},
		{"a place that is a rare first name after nach stays untouched", detectCase{"Morgen fahren wir nach Florenz.", nil}},
		{"a plural of a German noun that is a first name stays untouched", detectCase{"Omas Kuchen und Mamas Suppe sind die besten.", nil}},
		{"a German noun in s before a noun stays untouched", detectCase{"Der Kurs Beginn ist im Mai, Anmeldung bis Freitag.", nil}},
		{"a register's first name in no other list opening a German sentence stays untouched", detectCase{"Sladjana hier.", nil}},
		{"a register's first name in no other list after a determiner stays untouched", detectCase{"Der Bericht, den Abdarahmane schreibt, ist lang.", nil}},
		{"an unlisted compound noun inside a German sentence stays untouched", detectCase{"Bitte die Datei in der Projektablage speichern und mit Lieferscheinnummer versehen.", nil}},
		{"a German noun that is a first name stays untouched", detectCase{"Das Paket liegt am Kai, bitte abholen.", nil}},
		{"capitalised adjectives and adverbs opening German sentences stay untouched", detectCase{"Klar, mache ich gleich. Leider ist die Datei beschädigt.", nil}},
		{"a German noun opening a sentence stays untouched", detectCase{"Rückfrage vom Einkauf: Wo ist die Bestellnummer?", nil}},
		{"a hyphenated place or compound noun stays untouched", detectCase{"Wir fahren nach Baden-Württemberg und besuchen das Anne-Frank-Haus.", []string{loc + "Baden-Württemberg"}}},
		{"a hyphenated first name and noun stays untouched", detectCase{"Die Rosa-Töne passen gut zum Logo.", nil}},
	})
}

func TestGazetteerDuAfterAGermanVerbAndAPronounBeforeAVerbLeaveTheNameAfterThem(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"du after a German verb in the second person is the German pronoun, not a French article", detectCase{"Kennst du Diana Mclaughlin?", []string{per + "Diana Mclaughlin"}}},
		{"das before a finite verb is a pronoun that marks no noun", detectCase{"Das hat Laura gesagt.", []string{per + "Laura"}}},
		// Not names.
		{"du after c'est stays the French article", detectCase{"C'est du Dupont tout craché.", nil}},
		{"a determiner before an adjective still marks the noun", detectCase{"Die neue Schaltfläche ist da.", nil}},
		{"a noun after das and a verb stays untouched", detectCase{"Das hat Zeit bis Montag.", nil}},
	})
}
