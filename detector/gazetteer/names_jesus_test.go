package gazetteer

import "testing"

func TestGazetteerJesusInsideANameIsAPartOfIt(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"between a first name and a surname", detectCase{"María Jesús Gallego llamó ayer.", []string{per + "María Jesús Gallego"}}},
		{"after a first name, as a surname", detectCase{"Falei com Marco Jesus ontem.", []string{per + "Marco Jesus"}}},
		{"after a first name that opens the sentence", detectCase{"Lia Jesus pediu o orçamento.", []string{per + "Lia Jesus"}}},
		{"after a first name and a particle", detectCase{"Ligar para Ana de Jesus amanhã.", []string{per + "Ana de Jesus"}}},
		{"before a surname, as a first name", detectCase{"Hablé ayer con Jesús Gallego sobre la factura.", []string{per + "Jesús Gallego"}}},
		{"before a register's surname no rule found", detectCase{"A fatura de Jesús Abascal está pronta.", []string{per + "Jesús Abascal"}}},
		{"before a word in no list", detectCase{"Jesús Qarvello llamó ayer.", []string{per + "Jesús Qarvello"}}},
		// Text that must stay untouched.
		{"alone", detectCase{"Jesus loves you.", nil}},
		{"with its title", detectCase{"In the name of Jesus Christ we pray.", nil}},
		{"before a common word", detectCase{"Jesus Loves You is the song they played.", nil}},
		{"unaccented before a word in no list", detectCase{"We sang Jesus Qarvello twice.", nil}},
		{"before a place", detectCase{"The statue of Jesus Madrid is famous.", []string{loc + "Madrid"}}},
		{"after a person and a comma", detectCase{"Thanks, Marco. Jesus, what a day.", []string{per + "Marco"}}},
	})
}
