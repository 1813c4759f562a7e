package gazetteer

import "testing"

func TestGazetteerALowerCaseNameFillingItsLineAfterAClosingOrAGreetingIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a part of names and a register's surname on the line after a closing", detectCase{"grazie.\ncordiali saluti,\nranieri morucci", []string{per + "ranieri morucci"}}},
		{"a known first name and a word in no list after a Portuguese closing", detectCase{"obrigado.\natenciosamente,\niara pinto", []string{per + "iara pinto"}}},
		{"a known first name and a surname that is a word after best wishes", detectCase{"thanks for the fix.\nbest wishes,\njohn crane", []string{per + "john crane"}}},
		{"a Dutch greeting before a name and a comma that ends the line", detectCase{"beste fatima kloppert,\nbedankt voor je bericht.", []string{per + "fatima kloppert"}}},
		{"a Portuguese greeting is no part of the name", detectCase{"olá iara paiva,\nobrigado pela mensagem.", []string{per + "iara paiva"}}},
		{"a German greeting of two words before a name", detectCase{"guten morgen eckard höfig,\nanbei die unterlagen.", []string{per + "eckard höfig"}}},
		{"a surname that is a German noun after a part of names", detectCase{"danke.\nmit freundlichen grüßen\nnatali meister", []string{per + "natali meister"}}},
		{"a Dutch closing of chat", detectCase{"tot morgen.\ngroetjes,\nsenna nijman", []string{per + "senna nijman"}}},
		// Not names.
		{"a German greeting to everyone", detectCase{"guten morgen zusammen,\nder build ist grün.", nil}},
		{"a wish that is two German nouns", detectCase{"danke.\nmit freundlichen grüßen\nfrohe ostern", nil}},
		{"a team signs with two English words", detectCase{"thanks for the update.\ncheers,\nsupport team", nil}},
		{"a department signs in Spanish", detectCase{"gracias.\nsaludos,\nrecursos humanos", nil}},
		{"two common words that the lists hold as parts of names", detectCase{"grazie.\ncordiali saluti,\ngood luck", nil}},
		{"an Italian plural after a greeting", detectCase{"beste cari colleghi,\nin allegato il documento.", nil}},
		{"best inside a sentence is no closing", detectCase{"the best mark ever", nil}},
		{"a greeting of lower-case text before a capitalised honorific", detectCase{"Caro Dott. Rossi, in allegato la fattura.", []string{per + "Rossi"}}},
	})
}

func TestGazetteerALowerCaseNameFillingAPersonsKeyValueIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name, particles and a surname that is a Spanish word", detectCase{"nombre completo: claudia de la rosa\nciudad: huesca", []string{per + "claudia de la rosa"}}},
		{"nome completo is a person's key", detectCase{"nome completo: bento martins", []string{per + "bento martins"}}},
		{"a bar that ends a cell ends the name", detectCase{"[jira-9807] reporter: brian page | assignee: nicholas nichols", []string{per + "brian page", per + "nicholas nichols"}}},
		// Not names.
		{"completo alone is no person's key", detectCase{"completo: sí, todo listo", nil}},
		{"a team in a person's key", detectCase{"nombre completo: el equipo de ventas", nil}},
	})
}
