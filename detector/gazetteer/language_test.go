package gazetteer

import "testing"

// ruleCase is a rule-named detectCase.
type ruleCase struct {
	rule string
	detectCase
}

func checkRules(t *testing.T, d *Detector, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			checkCases(t, d, []detectCase{c.detectCase})
		})
	}
}

func TestGazetteerGermanNounsAreNotNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German article is never a name", detectCase{"Der Kunde hat angerufen, die Lieferung kommt erst nächste Woche.", nil}},
		{"a capitalised word after a German determiner is a noun", detectCase{"Im Zweifel lieber weglassen, sagt das Team.", nil}},
		{"a German noun that is also a surname is no name in German text", detectCase{"Bitte Wasser und Zucker verrühren, dann Mehl dazugeben.", nil}},
		{"a German noun that is also a town is no place without a locative", detectCase{"Der nächste Lauf startet um 10 Uhr, der Zug fährt später.", nil}},
		{"two capitalised words in German text are a noun phrase", detectCase{"Offene Verbindungen: 4191 von max. 1960.", nil}},
		{"a German day is no name", detectCase{"Das Deployment ist für Freitag geplant.", nil}},
		{"labels of German notes are not speakers", detectCase{"- Ort: dem großen Raum im 5. Stock\n- Aufgabe: Budget prüfen", nil}},
		{"a quantity's noun is no name", detectCase{"Brotteig\n- 3 EL Zucker\n- 204 ml Milch", nil}},
		{"a noun after dem is a noun in any text", detectCase{"Teilenummer 540-31-8163 ersetzt den alten Winkel.", nil}},
		// German people are still found: a first name and a surname, an
		// honorific, a cue.
		{"a German full name in German text is a name", detectCase{"Bitte ruf Anna Müller morgen an.", []string{per + "Anna Müller"}}},
		{"Herr before a surname in German text is a name", detectCase{"Herr Sommer hat angerufen.", []string{per + "Sommer"}}},
		{"Herrn, Herr's other case, before a surname is a name", detectCase{"Bitte Herrn Müller morgen anrufen.", []string{per + "Müller"}}},
		{"an honorific alone before a surname is no name itself", detectCase{"Herr Müller", []string{per + "Müller"}}},
		{"a German cue phrase opens a name", detectCase{"Hallo, ich heiße Jonas und habe eine Frage.", []string{per + "Jonas"}}},
		{"a large German city after a locative is a place", detectCase{"Der Termin ist in München.", []string{loc + "München"}}},
	})
}

func TestGazetteerFrenchSetWordsAreNotNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Bon in Bon appétit is no name", detectCase{"Bon appétit à tous !", nil}},
		{"Cela is no place", detectCase{"Cela prend du temps.", nil}},
		{"a French sentence-initial word that is a town is no place", detectCase{"Facture du mois.\nLigne 4 : 3 x 179585-54 à EUR 16,90", nil}},
		{"a French name is still found", detectCase{"Appelle Léa Da Silva demain.", []string{per + "Léa Da Silva"}}},
		{"a French town after à is a place", detectCase{"Je suis à Lyon depuis lundi.", []string{loc + "Lyon"}}},
	})
}

func TestGazetteerDatesAndLabelsAreNotNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a month abbreviation beside a number is a date", detectCase{"released Sep 21, meeting on 12 Nov", nil}},
		{"an access-log month is a date", detectCase{"[10/Jun/2024:13:55:36 +0000] GET /", nil}},
		{"Jan alone may be a name", detectCase{"ask Jan Becker about it", []string{per + "Jan Becker"}}},
		{"a key of a configuration file is no name", detectCase{"metadata:\n  name: audit-log\n  - name: app", nil}},
		{"a hyphenated service name after a cue is no name", detectCase{"Name: billing-api", nil}},
		{"a hyphenated first name after a cue is a name", detectCase{"Name: Jean-Pierre", []string{per + "Jean-Pierre"}}},
		{"a surname as a line label is no name", detectCase{"Cron: 33 15 * * 5 for the weekly report.", nil}},
		{"labels of notes are not speakers", detectCase{"Attendees: the on-call\nFollow-up: next week", nil}},
		{"a transcript's speakers are names", detectCase{"Nicole: Remember me?\nKoppány: Who are you?", []string{per + "Nicole", per + "Koppány"}}},
		{"a table header in capitals is no name", detectCase{"NAME                              READY   STATUS", nil}},
		{"words aligned in columns are not one name", detectCase{"Patrick          Dubois", []string{per + "Patrick", per + "Dubois"}}},
	})
}

func TestGazetteerLowerCaseFullNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a rare English word that is a first name, then a known surname, is a name", detectCase{"hey it's maria garcia from the warehouse", []string{per + "maria garcia"}}},
		{"a surname that is a less common English word ends a lower-case name", detectCase{"nathan smith - call back", []string{per + "nathan smith"}}},
		{"a German lower-case name", detectCase{"bitte das Passwort für lea schäfer zurücksetzen", []string{per + "lea schäfer"}}},
		{"a hyphenated lower-case first name", detectCase{"nadia et pierre-yves girard ont validé le budget", []string{per + "nadia", per + "pierre-yves girard"}}},
		{"a French lower-case name with a rare-word surname", detectCase{"Info : inès chevalier rejoint l'équipe", []string{per + "inès chevalier"}}},
		{"a first name that is a rare English word, then a surname that is a less common one, is a name", detectCase{"please call john smith tomorrow", []string{per + "john smith"}}},
		{"a rare-word first name and a surname in no word list are a name", detectCase{"i met peter parker yesterday", []string{per + "peter parker"}}},
		{"a rare-word first name before a word that is no surname is no name", detectCase{"we will peter out soon", nil}},
		{"a rare-word first name with more than a surname after it is no name", detectCase{"the ruby gem was yanked", nil}},
		{"a very common word before a surname is no first name", detectCase{"we will park the car", nil}},
		{"a first name before a common word is no full name: the first name after to is the person alone", detectCase{"send it to anna today", []string{per + "anna"}}},
		{"a surname in capitals before the first name", detectCase{"Le compte de PERRIN Amandine a été fusionné.", []string{per + "PERRIN Amandine"}}},
		{"a first name after Vorname:", detectCase{"Name: Neumann\nVorname: Florian", []string{per + "Neumann", per + "Florian"}}},
	})
}

func TestGazetteerSubjectsAndCredits(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"an unknown word at a sentence start before a verb of people is a name", detectCase{"Shovda is very reliable.", []string{per + "Shovda"}}},
		{"an unknown word before spent is a name", detectCase{"Nikolaj spent a year at the plant.", []string{per + "Nikolaj"}}},
		{"an unknown word described as a firm is an organisation, no person", detectCase{"Telenav is a design agency.", []string{org + "Telenav"}}},
		{"an English word before a verb is no name", detectCase{"Backpressure is handled by the queue.", nil}},
		{"two unknown subjects of a verb of people are names", detectCase{"Usamov and Bowers were precision engineers.", []string{per + "Usamov", per + "Bowers"}}},
		{"an unknown word addressed before a request is a name", detectCase{"Zolbek, can I please speak to your boss?", []string{per + "Zolbek"}}},
		{"a name after says is a name", detectCase{"\"It works,\" says Hartvigsson.", []string{per + "Hartvigsson"}}},
		{"a name after directed by is a name", detectCase{"a film directed by Joakim Westgård", []string{per + "Joakim Westgård"}}},
		{"a lower-case word after sung by is no name", detectCase{"songs sung by salarymen", nil}},
		{"a German noun before ist is no name", detectCase{"Zucker ist teurer geworden, sagt der Händler.", nil}},
	})
}

func TestGazetteerPeopleByTheirRelations(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a list of surnames after founders: is people", detectCase{"The app is the brainchild of our 3 founders: Kowalczyk, Becker and Vasquez.",
			[]string{per + "Kowalczyk", per + "Becker", per + "Vasquez"}}},
		{"a list of surnames after fondateurs : is people", detectCase{"Les fondateurs : Dupont, Martin et Moreau.",
			[]string{per + "Dupont", per + "Martin", per + "Moreau"}}},
		{"a list of surnames after Gründer: is people", detectCase{"Gründer: Müller, Schmidt und Weber.",
			[]string{per + "Müller", per + "Schmidt", per + "Weber"}}},
		{"a list of roles after members: is no people", detectCase{"Group members: Admin, Editor and Viewer.", nil}},
		{"a first name and a surname after a locative are a person when the surname is a place too", detectCase{"Please change it to Sofia Lima.", []string{per + "Sofia Lima"}}},
		{"a place after a first name is a surname", detectCase{"Please forward it to Florence Lima.", []string{per + "Florence Lima"}}},
		{"a place before a common word after a locative stays a place", detectCase{"We met in Victoria Park.", []string{loc + "Victoria Park"}}},
		{"an unknown word before a possessive and a relative is a name", detectCase{"It was settled between him and Zdravka's kid.", []string{per + "Zdravka"}}},
		{"a product before a possessive and a thing is no name", detectCase{"Kubernetes's scheduler restarted the pod.", nil}},
		{"an unknown word between the and novel is the author", detectCase{"Unlike the Hrabal novel, it is short.", []string{per + "Hrabal"}}},
		{"an English word between the and novel is no name", detectCase{"Unlike the Graphic novel, it is short.", nil}},
		{"an unknown word after early is an artist", detectCase{"I prefer early Vysotsky.", []string{per + "Vysotsky"}}},
		{"a month after early is no name", detectCase{"We ship in early December.", nil}},
		{"an unknown subject after but, an adverb and a verb of people is a name", detectCase{"I asked twice, but Oduya just has to sign.", []string{per + "Oduya"}}},
		{"a tool after but is no name", detectCase{"The build is slow, but Gradle still works.", nil}},
	})
}

func TestGazetteerFieldLabelsAreNotNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German imperative before a phone number is no name", detectCase{"Ruf mich an: 030 12345678", nil}},
		{"Iban before its value is a label", detectCase{"Iban: DE89 3704 0044 0532 0130 00", nil}},
		{"SIRET before its value is a label, not a town", detectCase{"SIRET 732 829 320 00074", nil}},
		{"Carte Vitale before its number is a label", detectCase{"Carte Vitale : 1 85 05 78 006 084 91", nil}},
		{"Sécu before its number is a label", detectCase{"N° Sécu : 1 85 05 78 006 084 91", nil}},
		{"Dob before a date is a label", detectCase{"Dob: 14/03/1987", nil}},
		{"a field label's word is still a name without a value after it", detectCase{"Marco Vitale called", []string{per + "Marco Vitale"}}},
		{"a German surname that is a cue word is a name after Herr", detectCase{"Herr Ruf hat angerufen.", []string{per + "Ruf"}}},
	})
}

// languageOf returns the language the detector reads text in: run
// decides it first and keeps it.
func (d *Detector) languageOf(text string) language {
	s := d.pool.Get().(*scratch)
	defer d.pool.Put(s)
	s.reset(d, text)
	s.tokenize()
	s.run()
	return s.lang
}

func TestGazetteerShortChatIsReadInItsLanguage(t *testing.T) {
	d := newGaz(t, Config{})
	for _, c := range []struct {
		rule string
		text string
		want language
	}{
		{"a question with kennt and jemand is German", "Kennt jemand Ankes neue Nummer?", langGerman},
		{"a question with hat and schon is German", "Hat Peter schon geantwortet?", langGerman},
		{"a question with bleibt and eigentlich is German", "Wo bleibt Ludwina eigentlich?", langGerman},
		{"an English line with a surname that is a German word is no German", "Andrew Weil called.", langOther},
		{"a greeting with liebe and danke is German", "Liebe Alla, danke für die schnelle Antwort!", langGerman},
		{"a German sign-off with Gruß is German", "Gruß, Dierk Mangold", langGerman},
		{"a French note with demain and matin is French", "Nathalie Besson arrive demain matin.", langFrench},
		{"a French sign-off with Cordialement is French", "Cordialement, Charlotte Bertrand", langFrench},
		{"a French question with peux is French", "Tu peux prévenir Manon ?", langFrench},
		{"a French greeting with salut and quand is French", "Salut Diane, on se voit quand ?", langFrench},
		{"an English question is no German", "Has Peter replied yet?", langOther},
		{"an English sentence with capitalised nouns is no German", "Can you ping Anna about the Release Notes?", langOther},
		{"an English sentence quoting a German title is no German", "Der Spiegel quoted John Smith this morning.", langOther},
		{"an English question with who and where is no German", "Who knows where the new Build Server is?", langOther},
		{"a French sentence with pas mal is no German", "Pas mal du tout, merci Paul !", langFrench},
		{"a shell line with a dir is no German", "cd into the dir and run make", langOther},
		{"a Dutch greeting is no German", "Hoi Sem, alles goed?", langOther},
	} {
		t.Run(c.rule, func(t *testing.T) {
			if got := d.languageOf(c.text); got != c.want {
				t.Errorf("%q: language %d, want %d", c.text, got, c.want)
			}
		})
	}
}

func TestGazetteerNamesInShortGermanChat(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name with a genitive s in a question with kennt and jemand is a name", detectCase{"Kennt jemand Ankes neue Nummer?", []string{per + "Ankes"}}},
		{"a first name in a question with bleibt and eigentlich is a name", detectCase{"Wo bleibt Ludwina eigentlich?", []string{per + "Ludwina"}}},
		{"a first name after kannst du in a short question is a person", detectCase{"Kannst du Sophia kurz Bescheid geben?", []string{per + "Sophia"}}},
		{"a first name after habt ihr is a name: ihr is the pronoun", detectCase{"Habt ihr Sabina erreicht?", []string{per + "Sabina"}}},
		{"a first name after könnt ihr is a name", detectCase{"Könnt ihr Josefine morgen abholen?", []string{per + "Josefine"}}},
		{"a noun after habt ihr stays a noun", detectCase{"Habt ihr Zeit am Freitag?", nil}},
		{"a noun after the possessive ihr stays a noun", detectCase{"Hat ihr Chef schon angerufen?", nil}},
		{"German nouns of a short question stay untouched", detectCase{"Kennt jemand die neue Nummer vom Support?", nil}},
		{"a short German question without a name stays untouched", detectCase{"Wo bleibt eigentlich das Paket?", nil}},
	})
}
