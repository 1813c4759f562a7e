package gazetteer

import "testing"

func TestGazetteerLowerCaseRomanceWordFirstNameNeedsAKnownSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a Spanish word before a known surname is a name", detectCase{"ayer hablé con luna garcía sobre el contrato", []string{per + "luna garcía"}}},
		{"a first name that is an Italian word before a known surname is a name", detectCase{"ho parlato con bianca rossi del contratto", []string{per + "bianca rossi"}}},
		{"a first name that is no Romance word before a word in no list is a name", detectCase{"ayer hablé con lucía vargueño sobre el contrato", []string{per + "lucía vargueño"}}},
		{"ella before an English verb of speech is a name", detectCase{"ella said the build is green", []string{per + "ella"}}},
		{"mia before a Spanish verb of speech is a name", detectCase{"mia dijo que el servidor estaba caído", []string{per + "mia"}}},
		// Not names.
		{"the Spanish pronoun ella before a Spanish verb of speech stays text", detectCase{"ella dijo que la reunión empieza a las diez.", nil}},
		{"a first name that is a Spanish word before a word in no list stays text", detectCase{"una noche de luna llena", nil}},
		{"a Spanish pronoun that is a first name before a verb stays text", detectCase{"ella pidió un café con leche", nil}},
		{"a Portuguese preposition that is a first name stays text", detectCase{"o servidor caiu às 3h e voltou às 4h, sem perda de dados.", nil}},
		{"two colour words that are a first name and a surname stay text", detectCase{"le bandiere sono rossa bianca verde", nil}},
		{"a word in no list that ends in an accented vowel is no surname", detectCase{"lo stadio san siro sarà ristrutturato.", nil}},
		{"a Spanish verb that ends in an accented vowel is no surname, and the first name before it its subject", detectCase{"ayer lucía llegó tarde", []string{per + "lucía"}}},
	})
}
