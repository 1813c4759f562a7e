package gazetteer

import "testing"

func TestGazetteerAnAddressBlockThatALineStartingWithACommaShows(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town of any shape, the comma line and a country with a foreign postcode join the street", detectCase{"7644 Dražická Suite 870\nÓ Lainnview\n, SM\n Nepal 578490", []string{street + "7644 Dražická Suite 870\nÓ Lainnview\n, SM\n Nepal 578490"}}},
		{"a Canadian postcode in two parts after the country closes the block", detectCase{"15416 Obasanjo Branch\nMango\n, Nova Scotia\n Albania M7N 8X7", []string{street + "15416 Obasanjo Branch\nMango\n, Nova Scotia\n Albania M7N 8X7"}}},
		{"a country of many words and a hyphenated postcode close the block", detectCase{"6080 Mostefaoui Vista Suite 258\nGarešnica\n, Lubelskie\n Saint Vincent and the Grenadines 83-858", []string{street + "6080 Mostefaoui Vista Suite 258\nGarešnica\n, Lubelskie\n Saint Vincent and the Grenadines 83-858"}}},
		{"a street that no rule knows is read from the block below it", detectCase{"Shipping address: 322 Krzywa\nWest David\n, Ontario\n Sri Lanka C4C4E5", []string{street + "322 Krzywa\nWest David\n, Ontario\n Sri Lanka C4C4E5"}}},
		{"a name in lower case before the type is part of the block's street", detectCase{"231 Metelkova ulica Apt. 284\nJerezland\n, ID\n Jamaica 58811", []string{street + "231 Metelkova ulica Apt. 284\nJerezland\n, ID\n Jamaica 58811"}}},
		{"the rest of the street's line joins the block", detectCase{"Please send the invoice to:\n8669 Jalan 5/10q\nManuelstad\n, CAMP\n Niger 10016\n\nThanks!", []string{street + "8669 Jalan 5/10q\nManuelstad\n, CAMP\n Niger 10016"}}},
		{"a sentence after the postcode is no part of the block", detectCase{"I moved. My address is now 1265 High Apt. 010\nJames Ville\n, PR\n Chad 83300. Update your records.", []string{street + "1265 High Apt. 010\nJames Ville\n, PR\n Chad 83300"}}},
		{"a postcode alone on the line after the comma line closes the block", detectCase{"30102 Kaevu 94\nNicosia\n, NI\n 61089", []string{street + "30102 Kaevu 94\nNicosia\n, NI\n 61089"}}},
		{"a closing tag ends the block's last line", detectCase{"<address>10921 boulevard de Leroy Suite 409\nTjæreborg\n, Aargau\n American Samoa 4849</address>", []string{street + "10921 boulevard de Leroy Suite 409\nTjæreborg\n, Aargau\n American Samoa 4849"}}},
		{"an empty field's marker on the comma line keeps the block going to the country", detectCase{"The party is at 33878 2 Rototahi Road\nMataroa\n, nan\n Austria 7641 (ring twice).", []string{street + "33878 2 Rototahi Road\nMataroa\n, nan\n Austria 7641"}}},
		{"an empty field's marker on the comma line keeps the block going to the postcode", detectCase{"Meet me outside 19607 107 Igias Street\nCockle Bay\n, nan\n 00617 in ten minutes", []string{street + "19607 107 Igias Street\nCockle Bay\n, nan\n 00617"}}},
		{"a list of nulls written comma first names nothing", detectCase{"SELECT id\n, null\n, total\nFROM orders", nil}},
		{"a list written comma first names nothing", detectCase{"Page 15 of 58\nChapter 22\n, Section 88\n Figure 31", nil}},
		{"a noun's number before comma-first lines is no street", detectCase{"Item 36 Widget\nQty 3\n, Price 12.50\n Total 37.50", nil}},
		{"a count before lines of common words is no street", detectCase{"8 Cats\nTotal\n, Summary\n Done 2024", nil}},
		{"SQL written comma first is no address", detectCase{"SELECT id\n, name\n, total\nFROM orders\nWHERE id = 4711", nil}},
		{"a product and its number before comma lines is no street", detectCase{"Galaxy 15 Pro\nColor Black\n, Storage 256 GB\n Price 999", nil}},
	})
}
