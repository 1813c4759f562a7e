package gazetteer

import "testing"

func TestGazetteerNamesOfManyNationalities(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		// First names frequent outside the countries of the five
		// languages, Icelandic surnames formed from a father's name and
		// the surnames of the Finnish register.
		{"a first name in use in Iceland before a surname formed from a father's name is a name in lower case", detectCase{"can you call guðgeir bergsveinsson tomorrow about the invoice", []string{per + "guðgeir bergsveinsson"}}},
		{"an Icelandic surname formed from a father's name opening a sentence is a name", detectCase{"Bjarnadóttir confirmed the booking.", []string{per + "Bjarnadóttir"}}},
		{"a first name frequent in Turkey before a surname is a name", detectCase{"Tuğçe Aksu approved the refund.", []string{per + "Tuğçe Aksu"}}},
		{"a surname of the Finnish register after from is a name, no place", detectCase{"We still wait for the reply from Ryhänen.", []string{per + "Ryhänen"}}},
		{"a first name frequent in Finland in a lower-case list of names is a name", detectCase{"the report came from seppo and arja", []string{per + "seppo", per + "arja"}}},
		// Not names.
		{"the plural of a type in a program's comment is no first name", detectCase{"returns a pair of ints, one per field", nil}},
		{"a northern German greeting is no first name", detectCase{"moin, wie geht's?", nil}},
		{"a word of a large town's name is no first name", detectCase{"The flight to Tel Aviv leaves at noon.", []string{loc + "Tel Aviv"}}},
		{"a Finnish town of one word that is also a surname stays a place", detectCase{"The parcel leaves Kokkola on Monday.", []string{loc + "Kokkola"}}},
		{"a small town of one word that is also a first name abroad stays a place in a city field", detectCase{"city: Soini", []string{loc + "Soini"}}},
		{"a known surname that is a first name abroad stays a surname alone in a person's field", detectCase{"Gemeldet von: Hartmann", []string{per + "Hartmann"}}},
	})
}
