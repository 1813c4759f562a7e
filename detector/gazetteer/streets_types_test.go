package gazetteer

import "testing"

func TestGazetteerStreetTypesOfIndonesiaMalaysiaAndSouthAfrica(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"Jalan opens an Indonesian street before its number mark", detectCase{"My address is Jalan Cempaka No. 156\nPekanbaru, JK 58806", []string{street + "Jalan Cempaka No. 156\nPekanbaru, JK 58806"}}},
		{"a Zulu Isitaladi ends a street", detectCase{"I live at 442 Joseph Isitaladi, Bethlehem, 2406.", []string{street + "442 Joseph Isitaladi, Bethlehem, 2406"}}},
		{"a Zulu Indlela ends a street", detectCase{"Send it to 8887 Walter Sisulu Indlela, Boksburg, 7111", []string{street + "8887 Walter Sisulu Indlela, Boksburg, 7111"}}},
	})
}
