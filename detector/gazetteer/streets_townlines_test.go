package gazetteer

import "testing"

func TestGazetteerTownsThatStartWithAnArticleAndLowerCaseSpanishPostcodes(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town whose name starts with an article joins the address before its postcode", detectCase{"Vivo en Calle Mayor 3, Las Palmas, 30634 desde enero.", []string{street + "Calle Mayor 3, Las Palmas, 30634"}}},
		{"a postcode of five digits ends a lower-case town's line before more words", detectCase{"vivo en plaza de encarna alcaraz 7, zamora, 03622 desde enero.", []string{street + "plaza de encarna alcaraz 7, zamora, 03622"}}},
		{"a lower-case town that starts with an article joins the address", detectCase{"envíelo a rambla de david sanmartín 33, las palmas, 25790, por favor.", []string{street + "rambla de david sanmartín 33, las palmas, 25790"}}},
		{"a particle that starts a French town after its postcode joins the address", detectCase{"Fait au 9, boulevard Jules Garnier\n30284 De Sousa\nmerci", []string{street + "9, boulevard Jules Garnier\n30284 De Sousa"}}},
		{"a number of four digits after a lower-case town and more words is no postcode", detectCase{"vivo en calle mayor 3, toledo, 2024 fue un buen año", []string{street + "calle mayor 3"}}},
	})
}
