package gazetteer

import "testing"

func TestGazetteerATownARegionsCodeAndAPostcodeAloneAreAnAddressLine(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town, a state's code and a postcode after a preposition are an address", detectCase{"Ship it to Toddborough, QLD 2957 please.", []string{street + "Toddborough, QLD 2957"}}},
		{"a town, a region's code and a UK postcode after a key are an address", detectCase{"Address: Wilsonshire, NI L1F 9HZ", []string{street + "Wilsonshire, NI L1F 9HZ"}}},
		{"a town, a region's code and a PIN code are an address", detectCase{"I live in Rajahmundry, NI 472245.", []string{street + "Rajahmundry, NI 472245"}}},
		{"a firm, a product code's label and its number stay untouched", detectCase{"I ordered it from Zentrova, SKU 48213 last week.", []string{org + "Zentrova"}}},
		{"a greeting, a word in capitals and a number stay untouched", detectCase{"Thanks, OK 12345 is the ticket.", nil}},
		{"a town, a state's code and a year stay a town", detectCase{"We met in Austin, TX 2019 was fun.", []string{loc + "Austin"}}},
	})
}

func TestGazetteerATownAndAnAmericanStateCodeNeedNoZIPCode(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a state code after in are one address", detectCase{"She grew up in Smithview, WI and moved later.", []string{street + "Smithview, WI"}}},
		{"a town with a prefix and a state code after to are one address", detectCase{"Send it to Port Katie, MN please.", []string{street + "Port Katie, MN"}}},
		{"a town and a state code ending the line after an address cue are one address", detectCase{"Address:\nMichellemouth, WA\nAmount due: 420 USD", []string{street + "Michellemouth, WA"}}},
		{"a town and a state code in a quoted field are one address", detectCase{"ship to \"North Adamview, MA\" asap", []string{street + "North Adamview, MA"}}},
		{"a code that is no American state's is no address", detectCase{"We met in Smithview, XY and talked.", []string{loc + "Smithview"}}},
		{"OK after a town is a word of chat", detectCase{"Let's meet in Berlin, OK?", []string{loc + "Berlin"}}},
		{"a standard's code after a comma is no state", detectCase{"The checksum is in Luhn, ISO 7064.", []string{loc + "Luhn"}}},
		{"a town and a state code without a preposition of place are left alone", detectCase{"Smithview, WI is lovely.", nil}},
	})
}

func TestGazetteerATownAndAStateCodeThatFillAFieldAreAnAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and a state code in a quoted CSV field are an address", detectCase{"17,John Miller,\"Fosterborough, TN\",2021-05-04", []string{per + "John Miller", street + "Fosterborough, TN"}}},
		{"a town and a state code on a line of their own are an address", detectCase{"INVOICE 4471\nBill to:\nAcme Corp\nMckinneyland, RI\nAmount due: $420.00", []string{org + "Acme Corp", street + "Mckinneyland, RI"}}},
		{"a greeting and initials on a line are no address", detectCase{"Thanks,\nCheers, AL", []string{per + "AL"}}},
		{"a town and a country's code on a line are no American address", detectCase{"Office:\nLyon, FR", []string{loc + "Lyon"}}},
	})
}

func TestGazetteerATownAndAStateCodeCloseTheStreetBeforeTheirComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town and an Australian state after a street's comma close its address", detectCase{"Please deliver to 372 Davis Row, North Markhaven, VIC before noon.", []string{street + "372 Davis Row", street + "North Markhaven, VIC"}}},
		{"a town and an Australian state after a preposition are an address", detectCase{"Please deliver the parcel to Port Kellyton, NT before noon.", []string{street + "Port Kellyton, NT"}}},
		{"an American state after a street's comma still joins the street", detectCase{"Please deliver to 372 Davis Row, Markhaven, MN before noon.", []string{street + "372 Davis Row, Markhaven, MN"}}},
		{"a product and an operating system after a comma are no address", detectCase{"We still run Exchange, Windows NT and more.", nil}},
	})
}
