package gazetteer

import "testing"

func TestGazetteerAKnownNameAfterAnAtOpeningAWordIsAChatMentionOfAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name after an @ before the message in German is a person", detectCase{"@Viola kannst du kurz drüberschauen?", []string{per + "Viola"}}},
		{"a first name after an @ before the message in Italian is a person", detectCase{"@Baldassare puoi dare un'occhiata?", []string{per + "Baldassare"}}},
		{"a first name after an @ before a question mark in Spanish is a person", detectCase{"@Lucía ¿puedes revisar esto?", []string{per + "Lucía"}}},
		{"a first name after an @ at the line's end is a person", detectCase{"Danke für die Hilfe, cc @Ilse", []string{per + "Ilse"}}},
		{"a surname after an @ before a comma is a person", detectCase{"@Kowalczyk, bitte die Rechnung prüfen.", []string{per + "Kowalczyk"}}},
		{"a first name that is an English word after an @ before the message is a person", detectCase{"@Mark can you take a look?", []string{per + "Mark"}}},
		// Not names.
		{"an annotation before a declaration stays untouched", detectCase{"@Bean public DataSource dataSource() {", nil}},
		{"an annotation alone on its line stays untouched", detectCase{"@Service\npublic class OrderService {", nil}},
		{"an annotation before another stays untouched", detectCase{"@Nullable @Override public String get() {", nil}},
		{"an annotation with arguments stays untouched", detectCase{"@Named(\"orders\") private Queue queue;", nil}},
		{"a team or a word after an @ stays untouched", detectCase{"@Team kurze Info: der Server startet neu. @Alle bitte eintragen.", nil}},
		{"the domain of an e-mail address is no mention", detectCase{"Mail team@Mark.io today.", nil}},
		{"an @ glued after a mark of a word is no mention", detectCase{"Siehe x.@Viola kannst du", nil}},
		{"a first name after an @ opening a bracket is a person", detectCase{"Bitte prüfen (@Viola, danke)", []string{per + "Viola"}}},
		{"a first name after an @ glued to a colon is a person", detectCase{"cc:@Viola bitte prüfen", []string{per + "Viola"}}},
		{"a first name after an @ glued to a quote is a person", detectCase{"\"@Viola kannst du schauen?\"", []string{per + "Viola"}}},
	})
}
