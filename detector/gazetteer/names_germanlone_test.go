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

func TestGazetteerAFirstNameThatIsALessCommonEnglishWordIsAPersonAloneInGermanText(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is an English word of level 35 alone after an auxiliary is a person", detectCase{"Hat Peter schon geantwortet?", []string{per + "Peter"}}},
		{"a first name that is an English word alone after a preposition is a person", detectCase{"Laut Maria ist der Server wieder online.", []string{per + "Maria"}}},
		{"a first name that is an English word alone before a comma is a person", detectCase{"Frag mal Victor, der weiß das.", []string{per + "Victor"}}},
		{"a first name that is an English word of level 40 alone after an auxiliary is a person", detectCase{"Gestern hat John angerufen.", []string{per + "John"}}},
		{"a first name that is an English word of level 50 alone at the end of a sentence is a person", detectCase{"Wir warten noch auf Dirk.", []string{per + "Dirk"}}},
		{"a first name that is an English word opening a sentence before a verb of people is a person", detectCase{"Martin kommt heute später.", []string{per + "Martin"}}},
		{"a first name that is an English word with the genitive s before a noun is a person", detectCase{"Peters Auto ist kaputt.", []string{per + "Peters"}}},
		// Not names.
		{"a product named by a first name that is an English word stays untouched", detectCase{"Die Tests laufen mit Karma und Jasmine im Browser.", nil}},
		{"a programming language named by a first name stays untouched", detectCase{"Für die Skripte nehmen wir Ruby, nicht Perl.", nil}},
		{"a first name that is an English word after St. names a saint's feast and stays untouched", detectCase{"Am Abend zu St. Martin gibt es einen Laternenumzug.", nil}},
		{"a first name that is no English word after St. stays masked as before", detectCase{"Gestern hat Emily aus St. Steven angerufen.", []string{per + "Emily", per + "Steven"}}},
		{"a first name that is one of the commonest English words stays untouched", detectCase{"Bitte die Mark im Formular eintragen, der Rest folgt.", nil}},
		{"English loanwords in German prose stay untouched", detectCase{"Das Meeting wurde verschoben, weil der Server down war und das Deployment hing.", nil}},
	})
}

func TestGazetteerAFirstNameWithTheGenitiveSAfterADeterminerIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name with the genitive s after das used as a pronoun is a person", detectCase{"Ist das Annas Tasse?", []string{per + "Annas"}}},
		{"a first name with the genitive s after the pronoun ihr is a person", detectCase{"Habt ihr Jochens Nachricht gesehen?", []string{per + "Jochens"}}},
		// Not names.
		{"a noun in s after a determiner stays untouched", detectCase{"Ist das Alias Feld in der Tabelle befüllt?", nil}},
		{"a plural of a German noun after a determiner stays untouched", detectCase{"Das sind die Omas Kekse vom Markt.", nil}},
		{"a noun after a determiner stays untouched", detectCase{"Habt ihr die Nachricht vom Support gesehen?", nil}},
	})
}

func TestGazetteerAFirstNameAfterACommaEndingAGermanSentenceIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after a noun and a comma before an exclamation mark is a person", detectCase{"Gute Besserung, Heidi!", []string{per + "Heidi"}}},
		{"a first name after a noun and a comma at the end of the text is a person", detectCase{"Alles Gute zum Geburtstag, Annemarie", []string{per + "Annemarie"}}},
		{"a first name after a noun and a comma before a full stop is a person", detectCase{"Danke für die Hilfe, Rosalinde.", []string{per + "Rosalinde"}}},
		// Not names.
		{"a first name between nouns in a list stays untouched", detectCase{"Bitte Horn, Anna und Bass mitbringen.", nil}},
		{"a noun after a comma at the end stays untouched", detectCase{"Wir brauchen Mehl, Zucker.", nil}},
	})
}

func TestGazetteerDuAfterAGermanVerbInTheSecondPersonIsTheGermanPronoun(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"du after erreichst is the German pronoun", detectCase{"Erreichst du Anna Schmidt?", []string{per + "Anna Schmidt"}}},
		{"du after triffst is the German pronoun", detectCase{"Triffst du Katrin heute?", []string{per + "Katrin"}}},
		{"du after könntest is the German pronoun", detectCase{"Könntest du Manuel Miranda kurz zurückrufen?", []string{per + "Manuel Miranda"}}},
		{"du after schreibst is the German pronoun", detectCase{"Schreibst du Jonas Weber noch?", []string{per + "Jonas Weber"}}},
		// Not names.
		{"du after a French noun stays the French article", detectCase{"Le test du Serveur a échoué.", nil}},
	})
}

func TestGazetteerAGermanNounBesideAPersonIsNoItemOfAListOfPeople(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German noun before a comma and a first name stays untouched", detectCase{"Gute Besserung, Heidi!", []string{per + "Heidi"}}},
		{"a German adjective written as a noun before a comma and a first name stays untouched", detectCase{"Danke für die Hilfe und gute Besserung, Jonas!", []string{per + "Jonas"}}},
		// Names.
		{"a surname that is a German noun listed with a person is a person", detectCase{"Eingeladen sind Anna Schmidt, Koch und Bauer.", []string{per + "Anna Schmidt", per + "Koch", per + "Bauer"}}},
	})
}

func TestGazetteerAFirstNameOnlyTheDictionaryHoldsOpensAGermanTextAsTheOneAddressedOrTheWriter(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before a comma and a question in the second person is the one addressed", detectCase{"Almut, kannst du mal schauen?", []string{per + "Almut"}}},
		{"a first name before a comma and a pronoun is the one addressed", detectCase{"Folker, ich komme heute später.", []string{per + "Folker"}}},
		{"a first name before hier is the writer", detectCase{"Pirmin hier, ich bin gleich da.", []string{per + "Pirmin"}}},
		{"a first name before meint is a person", detectCase{"Adelheid meint, wir sollen warten.", []string{per + "Adelheid"}}},
		{"a first name before ist is a person", detectCase{"Annekatrin ist krank, ich übernehme.", []string{per + "Annekatrin"}}},
		{"a first name alone ending the text after an exclamation mark is the writer", detectCase{"Bis morgen und danke! Traugott", []string{per + "Traugott"}}},
		// Text that must stay untouched.
		{"a noun before a comma and a pronoun", detectCase{"Achtung, ich komme heute später.", nil}},
		{"a noun ending the text after an exclamation mark", detectCase{"Bis morgen und danke! Tschüss", nil}},
		{"an English word before ist", detectCase{"Deadline ist morgen.", nil}},
	})
}
