package gazetteer

import "testing"

func TestGazetteerALoneLowerCaseFirstNameIsTheSubjectOfItsSentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name opening the sentence before an auxiliary", detectCase{"sarah can't make it to the standup", []string{per + "sarah"}}},
		{"in French before a negation", detectCase{"michelle ne peut pas venir demain", []string{per + "michelle"}}},
		{"in German before a modal verb", detectCase{"hendrik kann morgen nicht", []string{per + "hendrik"}}},
		{"in Spanish after an opening question mark", detectCase{"¿carmen ya confirmó?", []string{per + "carmen"}}},
		{"in Spanish before a negation", detectCase{"clotilde no puede venir mañana", []string{per + "clotilde"}}},
		{"before a reflexive pronoun, a first name only the dictionary holds", detectCase{"prudencio se conectó desde la oficina", []string{per + "prudencio"}}},
		{"before a verb of people", detectCase{"kyle logged in twice", []string{per + "kyle"}}},
		{"before mentioned", detectCase{"sarah mentioned it in standup", []string{per + "sarah"}}},
		{"before a copula and a word of birth", detectCase{"jeannine est née le 2020-01-01", []string{per + "jeannine"}}},
		{"before a Spanish copula", detectCase{"recordatorio: camilo está de vacaciones mañana", []string{per + "camilo"}}},
		{"before an Italian copula", detectCase{"promemoria: adriana è in ferie domani", []string{per + "adriana"}}},
		{"an inverting verb opens the question before it", detectCase{"did timothy confirm the booking?", []string{per + "timothy"}}},
		{"in German, an inverting verb", detectCase{"hat ferdinand schon zugesagt?", []string{per + "ferdinand"}}},
		// Not names.
		{"a first name that is a common word opening a sentence", detectCase{"grace can be given once", nil}},
		{"a first name that is a word of the rarer levels", detectCase{"ivy can grow on the wall", nil}},
		{"a noun after it", detectCase{"sarah bakery opens at 9", nil}},
		{"a first name that is a German noun", detectCase{"hat bernstein schon gebracht?", nil}},
		{"a first name that is a Spanish word", detectCase{"luna no sale esta noche", nil}},
		{"a first name that is an Italian word", detectCase{"stella non brilla stasera", nil}},
		{"a first name that is a common word before a copula", detectCase{"grace is needed here", nil}},
		{"a first name that is a rare English word before a copula", detectCase{"jasmine is blooming in the garden", nil}},
		{"an assistant", detectCase{"alexa can play music in the kitchen", nil}},
		{"in a text with capitals, left to the other rules", detectCase{"See the PR: sarah can review it", nil}},
	})
}

func TestGazetteerALoneLowerCaseFirstNameThankedOrWaitedForIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"thanks to and the end of the phrase", detectCase{"thanks to marcus the bug is fixed", []string{per + "marcus"}}},
		{"waiting on", detectCase{"waiting on nicole to sign off", []string{per + "nicole"}}},
		{"merci à", detectCase{"merci à andré pour le correctif", []string{per + "andré"}}},
		{"warten auf", detectCase{"wir warten auf jonas", []string{per + "jonas"}}},
		{"gracias a", detectCase{"gracias a leonardo por el arreglo", []string{per + "leonardo"}}},
		{"a first name only the dictionary holds", detectCase{"danke an thekla für den fix", []string{per + "thekla"}}},
		{"aspettiamo takes its object", detectCase{"aspettiamo tiziana per la firma", []string{per + "tiziana"}}},
		// Not names.
		{"a noun after the first name", detectCase{"thanks to tobias scripts the build is fast", nil}},
		{"a common word", detectCase{"waiting on hope alone", nil}},
		{"an Italian word", detectCase{"grazie a fortuna per tutto", nil}},
	})
}

func TestGazetteerALowerCaseNameOpeningASentenceBeforeItsVerbIsItsSubject(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name and a known surname before a verb of people", detectCase{"jeannine dupont logged in twice", []string{per + "jeannine dupont"}}},
		{"a first name opening a sentence before a Spanish past by its accent is its subject", detectCase{"marta arregló el fallo ayer", []string{per + "marta"}}},
		{"a first name opening a sentence before an Italian past by its accent is its subject", detectCase{"marta arrivò tardi ieri sera", []string{per + "marta"}}},
		{"a first name after que before a reflexive pronoun is its subject", detectCase{"parece que soraya se fue de la empresa", []string{per + "soraya"}}},
		{"a Spanish word opening a sentence before a past by its accent is no subject", detectCase{"luna salió tarde", nil}},
		{"a noun opening a sentence before a past by its accent is no name", detectCase{"todo terminó bien", nil}},
		{"a surname, a comma and a first name before a verb", detectCase{"ruiz, carmen quiere que la llamen", []string{per + "ruiz, carmen"}}},
		{"a surname, a comma and a first name before a copula and a word of birth", detectCase{"dupont, jeannine est née le 2015-06-06", []string{per + "dupont, jeannine"}}},
		// Not names.
		{"a first name that is a common word before a noun", detectCase{"summer sale will start monday", nil}},
		{"a plural is a noun", detectCase{"holly bushes will grow", nil}},
		{"a word of time is no surname of the first name after it", detectCase{"monday, jeannine est née", []string{per + "jeannine"}}},
	})
}

func TestGazetteerALowerCasePairAfterAnOpenerBeforeACopulaOrAndIIsTheSubject(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"after yesterday before a copula in the past", detectCase{"ieri federico lancisi era in ufficio", []string{per + "federico lancisi"}}},
		{"before a conjunction and I", detectCase{"federico lancisi e io ce ne occupiamo", []string{per + "federico lancisi"}}},
		// Not names.
		{"a first name that is an English word before a copula", detectCase{"mario kart was fun", nil}},
		{"a thing before a conjunction and I", detectCase{"so the build and i are done", nil}},
	})
}

func TestGazetteerLowerCaseFirstNameBeforeAnObjectPronounOrAPassive(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before a Spanish object pronoun is a person", detectCase{"osvaldo me ha escrito", []string{per + "osvaldo"}}},
		{"a first name before an Italian object pronoun is a person", detectCase{"giulia le scrive", []string{per + "giulia"}}},
		{"a first name before French l' is a person", detectCase{"chloé l'envoie demain", []string{per + "chloé"}}},
		{"a first name before got and a participle is a person", detectCase{"wenke got promoted", []string{per + "wenke"}}},
		// Not names, or names of their own.
		{"a particle before a known surname makes a longer name", detectCase{"antoine le barre vient", []string{per + "antoine le barre"}}},
		{"a first name that is a common word before you is none", detectCase{"max you can do is 10", nil}},
		{"a Spanish word that is a first name before la is none", detectCase{"rosa la plus belle", nil}},
	})
}

func TestGazetteerALoneLowerCaseFirstNameBeforeAVerbOfPeopleInSIsTheSubject(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"before confirms", detectCase{"david confirms the booking for friday", []string{per + "david"}}},
		{"before owes", detectCase{"sarah owes us 40 bucks", []string{per + "sarah"}}},
		{"before handles", detectCase{"kevin handles billing now", []string{per + "kevin"}}},
		// Not names.
		{"a common word before a verb in -s", detectCase{"rose leaves fall in october", nil}},
		{"a month before a verb in -s", detectCase{"march signs the end of winter", nil}},
		{"a word in no list before a verb in -s", detectCase{"it confirms the booking", nil}},
	})
}
