package gazetteer

import "testing"

func TestGazetteerTheSubjectOfAFirmsVerbInOtherLanguagesIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name no list knows before a annoncé is a firm", detectCase{"Vaquo a annoncé une hausse des prix.", []string{org + "Vaquo"}}},
		{"a name no list knows before a racheté is a firm", detectCase{"Trozenzy a racheté son concurrent.", []string{org + "Trozenzy"}}},
		{"a name no list knows before ha anunciado is a firm", detectCase{"Stamorva ha anunciado nuevos precios.", []string{org + "Stamorva"}}},
		{"a name no list knows before ha adquirido is a firm", detectCase{"Zenquodor ha adquirido a su rival.", []string{org + "Zenquodor"}}},
		{"a name no list knows before ha annunciato is a firm", detectCase{"Zystama ha annunciato un nuovo prodotto.", []string{org + "Zystama"}}},
		{"a name no list knows before ha acquisito is a firm", detectCase{"Rexsta ha acquisito un concorrente.", []string{org + "Rexsta"}}},
		{"a name no list knows before hat den Auftrag erhalten is a firm", detectCase{"Vophaki hat den Auftrag erhalten.", []string{org + "Vophaki"}}},
		{"a name no list knows before hat übernommen is a firm", detectCase{"Fenmor hat die Wartung übernommen.", []string{org + "Fenmor"}}},
		{"a name no list knows and a head noun before hat angekündigt are a firm", detectCase{"Quazen Labs hat neue Preise angekündigt.", []string{org + "Quazen Labs"}}},
		{"a name no list knows in small letters before a racheté is a firm", detectCase{"vadorma a racheté son concurrent.", []string{org + "vadorma"}}},
		{"a name no list knows after an opening adverb before ha annunciato is a firm", detectCase{"Ieri Quenfar ha annunciato un piano.", []string{org + "Quenfar"}}},
		{"a name no list knows after an opening adverb and a comma before a annoncé is a firm", detectCase{"Hier, Loquen a annoncé un plan social.", []string{org + "Loquen"}}},
		{"a name no list knows after an opening adverb before ha anunciado is a firm", detectCase{"Ayer Gravin ha anunciado un ERE.", []string{org + "Gravin"}}},
		{"a name no list knows after an opening adverb and hat before a firm's participle is a firm", detectCase{"Gestern hat Graplex neue Filialen angekündigt.", []string{org + "Graplex"}}},
		{"a word no list knows after an opening adverb in small letters is a firm", detectCase{"ieri wynlo ha annunciato un piano.", []string{org + "wynlo"}}},
		// Words, departments and people stay what they are.
		{"a pronoun after an opening adverb and hat is no firm", detectCase{"Gestern hat er den Auftrag erhalten.", nil}},
		{"an article after an opening adverb is no firm", detectCase{"Ieri il team ha annunciato la demo.", nil}},
		{"a German department before hat den Auftrag erhalten is no firm", detectCase{"Vertrieb hat den Auftrag erhalten.", nil}},
		{"a German team before hat übernommen is no firm", detectCase{"Einkauf hat die Kosten übernommen.", nil}},
		{"an English department before a annoncé is no firm", detectCase{"Marketing a annoncé la campagne.", nil}},
		{"an English word before ha annunciato is no firm", detectCase{"Marketing ha annunciato il lancio.", nil}},
		{"a known surname before hat übernommen stays a person", detectCase{"Herr Schneider hat die Wartung übernommen.", []string{per + "Schneider"}}},
		{"a first name before a annoncé stays a person", detectCase{"Marie a annoncé son départ.", []string{per + "Marie"}}},
		{"an article before ha anunciado is no firm", detectCase{"La empresa ha anunciado resultados.", nil}},
		{"a name of code before ha annunciato is no firm", detectCase{"FieldsFunc ha annunciato niente.", nil}},
		{"a German compound of a department before hat den Auftrag erhalten is no firm", detectCase{"Buchhaltung hat den Auftrag erhalten.", nil}},
		{"a word with a diacritic before ha annunciato is no firm", detectCase{"Contabilità ha annunciato la chiusura.", nil}},
		{"a Spanish noun's suffix before ha contratado is no firm", detectCase{"Gerencia ha contratado a dos personas.", nil}},
		{"an Italian noun's suffix before ha assunto is no firm", detectCase{"Amministrazione ha assunto un nuovo collega.", nil}},
		{"an adverb before ha annunciato is no firm", detectCase{"Finalmente ha annunciato il nuovo orario.", nil}},
		{"a pronoun before ha contratado is no firm", detectCase{"Nadie ha contratado nada.", nil}},
		{"an opening adverb before ha lanciato is no firm", detectCase{"Quindi ha lanciato la palla.", nil}},
		{"an opening adverb before hat übernommen is no firm", detectCase{"Danach hat sie den Kurs übernommen.", nil}},
		{"an Italian office's suffix before ha assunto is no firm", detectCase{"Segreteria ha assunto un nuovo ruolo.", nil}},
		{"a German name without the firm's verb is nothing", detectCase{"Vophaki hat den Brief gelesen.", nil}},
	})
}

func TestGazetteerAGermanSurnameAloneBeforeAFirmsClauseIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname after an opening adverb and hat before den Auftrag erhalten is a firm", detectCase{"Gestern hat Brinkmann den Auftrag erhalten.", []string{org + "Brinkmann"}}},
		{"a known surname opening a sentence before hat übernommen is a firm", detectCase{"Brinkmann hat die Wartung übernommen.", []string{org + "Brinkmann"}}},
		{"a name no list knows before hat einen Standort eröffnet is a firm", detectCase{"Schmiedecke hat einen neuen Standort eröffnet.", []string{org + "Schmiedecke"}}},
		{"a name no list knows before hat gegründet is a firm", detectCase{"Vophaki hat eine Tochter gegründet.", []string{org + "Vophaki"}}},
		{"a name ending in hausen after bei is a firm", detectCase{"Ich arbeite seit 2019 bei Hermighausen.", []string{org + "Hermighausen"}}},
		// People, nouns and sentences with no firm's clause stay.
		{"a known surname before hat with no firm's participle is a person, no firm", detectCase{"Brinkmann hat heute frei.", []string{per + "Brinkmann"}}},
		{"a first name before hat den Auftrag erhalten is no firm", detectCase{"Gestern hat Anna den Auftrag erhalten.", []string{per + "Anna"}}},
		{"a German noun before hat eröffnet stays untouched", detectCase{"Der Bürgermeister hat das Fest eröffnet.", nil}},
		{"a noun ending in hausen stays untouched", detectCase{"Wir wohnen jetzt in einem Reihenhaus bei den Hausen.", nil}},
	})
}

func TestGazetteerAKnownSurnameAloneBeforeAFirmsPastTenseIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a known surname before a annoncé is a firm", detectCase{"Dumont a annoncé un nouveau site à Lyon.", []string{org + "Dumont", loc + "Lyon"}}},
		{"a known surname before ha annunciato is a firm", detectCase{"Bertolini ha annunciato una nuova sede.", []string{org + "Bertolini"}}},
		{"a known surname before ha adquirido is a firm", detectCase{"Echeverría ha adquirido a su rival.", []string{org + "Echeverría"}}},
		// First names, nouns and common words stay.
		{"a first name before a annoncé stays a person", detectCase{"Marie a annoncé son départ.", []string{per + "Marie"}}},
		{"a known surname before a verb firms do not do is a person, no firm", detectCase{"Dumont a mangé une pomme.", []string{per + "Dumont"}}},
	})
}
