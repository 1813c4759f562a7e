package gazetteer

import "testing"

func TestGazetteerTheRestOfACountrysLongNameEndsTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised word after a country that ends the address is the country's", detectCase{"Ship to Jalan Peta No. 40, Kendari, 10732, Netherlands Antilles. Regards", []string{street + "Jalan Peta No. 40, Kendari, 10732, Netherlands Antilles"}}},
		{"a bracketed part after a country's name of many words is the country's", detectCase{"Ship to 12 Main Street, Lima, 12345, British Indian Ocean Territory (Chagos Archipelago). Thanks", []string{street + "12 Main Street, Lima, 12345, British Indian Ocean Territory (Chagos Archipelago)"}}},
		{"a bracketed part that starts with the and holds a number is the country's", detectCase{"Ship to 12 Main Street, Lima, 12345, Antarctica (the territory South of 60 deg S)", []string{street + "12 Main Street, Lima, 12345, Antarctica (the territory South of 60 deg S)"}}},
		{"the rest of a country's name and its postcode close an address block", detectCase{"Collin Hernandez\n\n64869 Palmer Plains\n Apt. 415\n Mežica\n\n Netherlands Antilles 7403", []string{per + "Collin Hernandez", street + "64869 Palmer Plains\n Apt. 415\n Mežica\n\n Netherlands Antilles 7403"}}},
		{"a bracketed part and a postcode in two parts after the country close the block", detectCase{"Shawn Pope\n\n3 Glorieta Marianela Abad\n Suite 610\n Heřmanův Městec\n\n Slovakia (Slovak Republic) 637 10", []string{per + "Shawn Pope", street + "3 Glorieta Marianela Abad\n Suite 610\n Heřmanův Městec\n\n Slovakia (Slovak Republic) 637 10"}}},
		{"and the and more capitalised words continue a country's name", detectCase{"David Smith\n\n3057 Calle Querétaro\n Suite 133\n Ambala\n\n South Georgia and the South Sandwich Islands 536715", []string{per + "David Smith", street + "3057 Calle Querétaro\n Suite 133\n Ambala\n\n South Georgia and the South Sandwich Islands 536715"}}},
		{"a remark in brackets after a country is no part of it", detectCase{"I met 12 Main Street, Germany (yes, really) people", []string{street + "12 Main Street, Germany"}}},
	})
}
