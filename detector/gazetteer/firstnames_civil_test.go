package gazetteer

import "testing"

func TestGazetteerFirstNamesOfCivilRegistries(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// First names of Chile's civil registry and of Berlin's
		// registry offices that no other list holds.
		{"a first name registered in Chile before a surname is a name in lower case", detectCase{"hablé con nahiara gonzalez esta mañana", []string{per + "nahiara gonzalez"}}},
		{"a first name given in Berlin before a surname is a name in lower case", detectCase{"ok so andjela weissenböck will call back tomorrow", []string{per + "andjela weissenböck"}}},
		{"an Italian first name given in Berlin before a surname is a name in lower case", detectCase{"ok so jacopo bergoglio will call back tomorrow", []string{per + "jacopo bergoglio"}}},
		{"a first name given in Berlin before a surname opening a German sentence is a name", detectCase{"Rayana Hebenstreit hat heute angerufen", []string{per + "Rayana Hebenstreit"}}},
		{"a first name of the registries in a record's field is a name", detectCase{"nombre,apellido\nRonya,Marx", []string{per + "Ronya", per + "Marx"}}},
		// Not names.
		{"a standard's abbreviation in a program's comment is no first name", detectCase{"if this platform does not support fips at all, return no versions", nil}},
		{"an image channel is no first name", detectCase{"8 bits each for one luma, two chroma and one alpha component", nil}},
		{"a registered first name that is a surname after a Spanish particle stays in the surname", detectCase{"la factura de maría josé del olmo", []string{per + "maría josé del olmo"}}},
		{"a Bulgarian patronymic given as a second name is no first name alone", detectCase{"the ticket mentions stoyanova twice", nil}},
	})
}
