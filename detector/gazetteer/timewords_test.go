package gazetteer

import "testing"

func TestGazetteerDaysAreNoNames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"yesterday in Spanish opening a sentence is no name", detectCase{"Ayer hablé con el técnico de la caldera.", nil}},
		{"yesterday in Spanish in lower case is no name", detectCase{"el técnico vino ayer por la tarde", nil}},
		{"a Spanish weekday after del is no name", detectCase{"La entrega del viernes llega con retraso.", nil}},
		{"an Italian month after di is a date", detectCase{"La consegna è prevista per il 12 di aprile.", nil}},
		{"an Italian month after di in lower case is a date", detectCase{"la consegna slitta a fine di ottobre", nil}},
		{"an Italian weekday opening a sentence is no name", detectCase{"Sabato il negozio resta chiuso.", nil}},
		{"a relative day before a capitalised name is no part of it", detectCase{"Domani Fiore Bellini arriva in sede.", []string{per + "Fiore Bellini"}}},
		{"a relative day in lower case before a name is no part of it", detectCase{"domani Fiore Bellini arriva in sede.", []string{per + "Fiore Bellini"}}},
		{"yesterday in Italian before a name is no part of it", detectCase{"Ieri Tiziano Ferrandi ha firmato il verbale.", []string{per + "Tiziano Ferrandi"}}},
		{"tomorrow in Spanish before a name is no part of it", detectCase{"Mañana Lucía Gómez revisa las facturas.", []string{per + "Lucía Gómez"}}},
		{"today in Spanish before a name is no part of it", detectCase{"Hoy Rodrigo Ibáñez cierra la tienda.", []string{per + "Rodrigo Ibáñez"}}},
		{"tomorrow in French before a name is no part of it", detectCase{"Demain Hélène Garnier signe le bail.", []string{per + "Hélène Garnier"}}},
		{"a first name that is a month before a surname that is one is a name", detectCase{"Hoy Julio Marzo revisa el contrato.", []string{per + "Julio Marzo"}}},
		{"a name after a weekday is found", detectCase{"El lunes Marta Quiroga abre la oficina.", []string{per + "Marta Quiroga"}}},
		{"a surname with a particle stays a name", detectCase{"llama a maría josé del olmo", []string{per + "maría josé del olmo"}}},
	})
}

func TestGazetteerStreetNamesAfterParticles(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname after a street type and particles names the street", detectCase{"Nos vemos en la calle de la Paz, junto al banco.", nil}},
		{"a surname after a square and del names the square", detectCase{"Quedamos en la plaza del Carmen.", nil}},
		{"a surname after a person and particles stays a person", detectCase{"Hablé con Teresa de la Paz ayer.", []string{per + "Teresa de la Paz"}}},
	})
}

func TestGazetteerItalianVerbsAreNoSurnames(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name that is a noun before sta is no name", detectCase{"La chiave sta nel cassetto, la pietra sta sul tavolo.", nil}},
		{"a first name before sta stays a name", detectCase{"Oggi Marco sta meglio.", []string{per + "Marco"}}},
		{"a surname that is a preposition of time stays a name", detectCase{"Ho parlato con Jimmy Durante ieri.", []string{per + "Jimmy Durante"}}},
	})
}
