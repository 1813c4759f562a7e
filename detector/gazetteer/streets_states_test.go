package gazetteer

import "testing"

func TestGazetteerMexicanStatesAndZIPPlusFour(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Mexican state code of three capitals and a ZIP+4 end the address", detectCase{"The parcel goes to Pasaje Perú 252 Interior 688\nNueva Suiza, QRO 12996-9950", []string{street + "Pasaje Perú 252 Interior 688\nNueva Suiza, QRO 12996-9950"}}},
		{"a Mexican state code of four capitals and a ZIP end the address", detectCase{"Ship to Calle Lebrón 943\nNueva Dominicana, MICH 09010.", []string{street + "Calle Lebrón 943\nNueva Dominicana, MICH 09010"}}},
		{"a two-letter state takes a ZIP+4", detectCase{"Ship to 5 Main St\nAustin, TX 78701-1234", []string{street + "5 Main St\nAustin, TX 78701-1234"}}},
		{"a state code and a ZIP without a street before them are no address", detectCase{"Nueva Suiza, QRO 12996 is far", []string{loc + "Suiza"}}},
	})
}

func TestGazetteerBrazilianTownsAndTheirFederalUnit(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the federal unit after a slash closes a Brazilian town", detectCase{"Ship to:\nAlameda de Mendonça, 64\nVila Mantiqueira\n01728-347 Dias / RO", []string{street + "Alameda de Mendonça, 64\nVila Mantiqueira\n01728-347 Dias / RO"}}},
		{"eight digits before a town and its federal unit are a CEP", detectCase{"Address: Rua das Flores, 10, 78374456 Campinas / SP", []string{street + "Rua das Flores, 10, 78374456 Campinas / SP"}}},
		{"a slash and two capitals without an address are no unit", detectCase{"The ratio is 3 / RO today", nil}},
	})
}

func TestGazetteerAnEmptyFieldsMarkerAfterAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"nan after an address's town ends the address", detectCase{"Ship to 9721 Dalmatinova 43 Apt. 678 Velenje nan", []string{street + "9721 Dalmatinova 43 Apt. 678 Velenje nan"}}},
		{"null after a postcode and a town ends the address", detectCase{"address,Birkenweg 43, 80331 München, null", []string{street + "Birkenweg 43, 80331 München, null"}}},
		{"nan after the town that follows a flat joins the address while the sentence goes on", detectCase{"Ship to 9721 Dalmatinova 43 Apt. 678 Velenje nan today", []string{street + "9721 Dalmatinova 43 Apt. 678 Velenje nan"}}},
		{"none after the town that follows a flat stays out while the sentence goes on", detectCase{"Ship to 9721 Dalmatinova 43 Apt. 678 Velenje none of the boxes", []string{street + "9721 Dalmatinova 43 Apt. 678 Velenje"}}},
		{"a ship's name and its fleet post office in a text without capitals are an address", detectCase{"send it to usns cabrera\nfpo ap 38644 please", []string{street + "usns cabrera\nfpo ap 38644"}}},
		{"nan without an address is text", detectCase{"The error rate was nan", nil}},
	})
}
