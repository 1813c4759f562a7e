package gazetteer

import "testing"

func TestGazetteerSubjectsThatOnlyAFirmIs(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a name no list knows before was acquired is a firm", detectCase{"Dridrifen was acquired last year.", []string{org + "Dridrifen"}}},
		{"a name no list knows before is located is a firm", detectCase{"Lorquofen is located at the harbour.", []string{org + "Lorquofen"}}},
		{"a name and a head noun before has offices are a firm", detectCase{"Trawyrlor Health has offices in Berlin and Paris.", []string{org + "Trawyrlor Health", loc + "Berlin", loc + "Paris"}}},
		{"a name no list knows before is based in is a firm", detectCase{"Zentrova is based in Leeds.", []string{org + "Zentrova", loc + "Leeds"}}},
		{"a name before 's and an adjective and office is a firm", detectCase{"Telbaxbax's new office is in Denver.", []string{org + "Telbaxbax", loc + "Denver"}}},
		// Words, products, people and places stay what they are.
		{"a common word before was acquired is no firm", detectCase{"Data was acquired from the sensor.", nil}},
		{"a product before is based on is no firm", detectCase{"Quarkus is based on a small core.", nil}},
		{"a place before is located stays a place", detectCase{"Berlin is located in Germany.", []string{loc + "Berlin", loc + "Germany"}}},
		{"a first name before 's and an adjective and office is a person", detectCase{"Anna's new office is on the left.", []string{per + "Anna"}}},
		{"a common noun before 's and an adjective and office is no firm", detectCase{"The company's new office is big.", nil}},
	})
}
