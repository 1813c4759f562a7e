package gazetteer

import "testing"

func TestGazetteerCentralEuropeanStreetTypesInLowerCase(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a capitalised type and a name in lower case before a number are a street", detectCase{"Return address: Ulica talcev 791", []string{street + "Ulica talcev 791"}}},
		{"a square's type, its name and a lettered number take the postcode line", detectCase{"Send the invoice to Trg mladih 6c\n6686 Laško before Friday.", []string{street + "Trg mladih 6c\n6686 Laško"}}},
		{"a particle may stand in the name after the type", detectCase{"Return address: Cesta na Poljane 1", []string{street + "Cesta na Poljane 1"}}},
		{"a capitalised name and a type in lower case before a number are a street", detectCase{"the warehouse on Štepanjsko nabrežje 2c is closed", []string{street + "Štepanjsko nabrežje 2c"}}},
		{"in a text without capitals the name may be in lower case", detectCase{"i moved to alešovčeva ulica 5b in march.", []string{street + "alešovčeva ulica 5b"}}},
		{"a Hungarian name's second word in lower case after a capitalised one joins the street", detectCase{"Ship to Dózsa györgy utca 129.", []string{street + "Dózsa györgy utca 129"}}},
		{"an Estonian type in lower case after a name is a street", detectCase{"Address line 1: Merineitsi põik 87", []string{street + "Merineitsi põik 87"}}},
		{"a Croatian park's type in lower case after a name is a street", detectCase{"We met at Rokov perivoj 830 yesterday.", []string{street + "Rokov perivoj 830"}}},
		{"a Slovenian settlement's type in lower case after a name is a street", detectCase{"Deliver it to Vodnikovo naselje 636, Višnja Gora and ring twice", []string{street + "Vodnikovo naselje 636, Višnja Gora"}}},
		{"a Croatian valley's type after a name with a comma tail is a street", detectCase{"She moved from Radnički dol 39, 71648 Pag last year.", []string{street + "Radnički dol 39, 71648 Pag"}}},
		{"a Finnish type in lower case after two names is a street", detectCase{"Our office (Adolf Lindforsin bulevardi 9) opens at 9.", []string{street + "Adolf Lindforsin bulevardi 9"}}},
		{"a short type without its accent after a word in small letters is no street", detectCase{"Disse que vamos ter 3 filhos.", nil}},
		{"a capitalised word before a street's name in small letters stays out of it", detectCase{"Der Abschnitt hegyalja út 98 fehlt.", []string{street + "hegyalja út 98"}}},
		{"a street in lower case with a type of no English word is a street in a text with capitals", detectCase{"Deliver it to hegyalja út 98. and ring twice.", []string{street + "hegyalja út 98"}}},
		{"a lower-case name before a Croatian type is a street in a text with capitals", detectCase{"Address: šumski prečac 913", []string{street + "šumski prečac 913"}}},
		{"an English word before a lower-case type in a text with capitals is no street", detectCase{"The best utca 5 times.", nil}},
		{"a Croatian park's type written first before names in small letters is a street", detectCase{"He moved to Perivoj srpanjskih žrtava 480, 91192 Komiža.", []string{street + "Perivoj srpanjskih žrtava 480, 91192 Komiža"}}},
		{"a Croatian approach's type written first before a name is a street", detectCase{"Send it to Prilaz Gjure Deželića 12 today.", []string{street + "Prilaz Gjure Deželića 12"}}},
		{"pot after a common English word is a pot", detectCase{"Honey pot 3 is empty.", nil}},
		{"Pot with a capital before a number is no street", detectCase{"Put the Pot 3 on the stove.", nil}},
	})
}
