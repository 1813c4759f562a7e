package gazetteer

import (
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func TestGazetteerAnAddressBlockClosesBeforeTheSentenceGoingOnAfterItsLastLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a block's postcode line closes it before the sentence's words in lower case", detectCase{"Please forward all correspondence to 928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝΔΡΙΑ\n Cyprus (Greek) 51034 until further notice.", []string{street + "928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝΔΡΙΑ\n Cyprus (Greek) 51034"}}},
		{"a block's country line closes it before the sentence's words in lower case", detectCase{"We met at 9858 92 Hounslow Rd\n Suite 603\n SMITH'S GREEN\n United Kingdom yesterday.", []string{street + "9858 92 Hounslow Rd\n Suite 603\n SMITH'S GREEN\n United Kingdom"}}},
		{"a block's postcode line closes it before a comma that goes on with the sentence", detectCase{"Hallo, mijn adres is 2274 Via delle Coste 41\nApt. 322\nColle Di Tora\nItaly 95787, groetjes.", []string{street + "2274 Via delle Coste 41\nApt. 322\nColle Di Tora\nItaly 95787"}}},
		{"a block in a text without capitals closes before the sentence's common words", detectCase{"send it to 12 main street\nsuite 5\nsmithfield\nunited kingdom tomorrow please", []string{street + "12 main street\nsuite 5\nsmithfield\nunited kingdom"}}},
		{"a line of a sentence after a flat that no postcode closes stays out", detectCase{"Ship to 12 Main St\nSuite 5\nBerlin is lovely in 2024.", []string{street + "12 Main St\nSuite 5", pii.LabelLocation + ":Berlin"}}},
		{"a street's line and a line of a sentence with a number stay apart", detectCase{"Meet me at 12 Main St\nthe total is 12345 dollars", []string{street + "12 Main St"}}},
	})
}

func TestGazetteerAnAddressBlockClosesBeforeTheSentenceMarkAfterItsLastLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a comma after a block's postcode ends it as the sentence goes on", detectCase{"Hallo, mijn adres is 928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝ∆ΡΙΑ\n Cyprus (Greek) 51034, groetjes.", []string{street + "928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝ∆ΡΙΑ\n Cyprus (Greek) 51034"}}},
		{"a dash after a block's country ends it as the sentence goes on", detectCase{"Deliver to: 9858 92 Hounslow Rd\n Suite 603\n SMITH'S GREEN\n United Kingdom - leave at the door", []string{street + "9858 92 Hounslow Rd\n Suite 603\n SMITH'S GREEN\n United Kingdom"}}},
		{"a semicolon after a block's postcode ends it", detectCase{"Ship it to 41 Harbour Road\n Suite 12\n Ilulissat\n Avannaata 3952; thanks", []string{street + "41 Harbour Road\n Suite 12\n Ilulissat\n Avannaata 3952"}}},
		{"a line of a town and a dash without a postcode or country stays out", detectCase{"Ship it to 41 Harbour Road\n Suite 12\n Ilulissat - thanks", []string{street + "41 Harbour Road\n Suite 12", pii.LabelLocation + ":Ilulissat"}}},
	})
}
