package gazetteer

import "testing"

func TestGazetteerAnAddressBlockThatClosesOnACountryAndItsPostcode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a floor, a town, a region with particles and a country's postcode prove a number-last street", detectCase{"Best regards,\nMegan\nBaquedano 3811\nPiso 2\nLos Muermos\nRegión de Los Lagos\nChile 1415270\nTel. 555", []string{per + "Megan", street + "Baquedano 3811\nPiso 2\nLos Muermos\nRegión de Los Lagos\nChile 1415270"}}},
		{"a unit line with a tower and a flat in lower case joins the block", detectCase{"Please update my address to:\nCarrera 13 # 2-4\nTorre 2 apartamento 978\nZapayán\nMeta\nColombia 444728\n\nThanks", []string{street + "Carrera 13 # 2-4\nTorre 2 apartamento 978\nZapayán\nMeta\nColombia 444728"}}},
		{"a town with particles in lower case joins the block", detectCase{"Address: Retorno Lesotho 185 651\nSan Nicolás de la Montaña\nJalisco\nMexico 84094\nNotes: leave at the door", []string{street + "Retorno Lesotho 185 651\nSan Nicolás de la Montaña\nJalisco\nMexico 84094"}}},
		{"a closing tag after the country's postcode ends the block", detectCase{"<address>Ängsvägen 9\nApt. 647\nKarlskoga\nKalmar län\nSweden 52036</address>", []string{street + "Ängsvägen 9\nApt. 647\nKarlskoga\nKalmar län\nSweden 52036"}}},
		{"a country and a year after lines of common words close no block", detectCase{"Agenda\nKickoff Alpha 4\nRoom 12\nBerlin\nGermany 2024", []string{loc + "Berlin", loc + "Germany"}}},
		{"German nouns and their numbers over a country and a number are a book's outline", detectCase{"Kapitel 5\nAbschnitt 7\nSeite 205\nItaly 1221", []string{loc + "Italy"}}},
		{"a page's number over a country and a number is no street", detectCase{"Étape 4\nSection 7\nPage 259\nItaly 4120", []string{loc + "Italy"}}},
		{"a count of seats over a lounge and a country's number is no street", detectCase{"73 Krypton Seats\nJuniper Lounge\nKenya 52075", []string{loc + "Kenya"}}},
		{"lines of a product's data are no block", detectCase{"Galaxy 15 Pro\nColor Black\nKorea 2024", []string{loc + "Korea"}}},
	})
}
