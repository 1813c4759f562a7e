package gazetteer

import "testing"

func TestGazetteerTheRestOfACountrysLongNameEndsTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised word after a country that ends the address is the country's", detectCase{"Ship to Jalan Peta No. 40, Kendari, 10732, Netherlands Antilles. Regards", []string{street + "Jalan Peta No. 40, Kendari, 10732, Netherlands Antilles"}}},
		{"a bracketed part after a country's name of many words is the country's", detectCase{"Ship to 12 Main Street, Lima, 12345, British Indian Ocean Territory (Chagos Archipelago). Thanks", []string{street + "12 Main Street, Lima, 12345, British Indian Ocean Territory (Chagos Archipelago)"}}},
		{"a bracketed part that starts with the and holds a number is the country's", detectCase{"Ship to 12 Main Street, Lima, 12345, Antarctica (the territory South of 60 deg S)", []string{street + "12 Main Street, Lima, 12345, Antarctica (the territory South of 60 deg S)"}}},
		{"a remark in brackets after a country is no part of it", detectCase{"I met 12 Main Street, Germany (yes, really) people", []string{street + "12 Main Street, Germany"}}},
	})
}
