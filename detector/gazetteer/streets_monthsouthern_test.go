package gazetteer

import "testing"

func TestGazetteerAMonthOpensAStreetsNameAfterAHouseNumberOfThreeDigits(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a month after a house number of five digits opens the street's name", detectCase{"Please send the signed copy to 51834 April Walks Apt. 891.", []string{street + "51834 April Walks Apt. 891"}}},
		{"a month and a type after an address key are a street", detectCase{"Address: 95711 April Harbor", []string{street + "95711 April Harbor"}}},
		{"a day and a month after a date's day number are no street", detectCase{"Ship to 12 June Street today", nil}},
		{"a year before a day and a type is no house number", detectCase{"Since 1998 Friday Night Lights aired.", nil}},
	})
}

func TestGazetteerATownStateAndPostcodeProveAnAustralianTypeThatIsACommonWord(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the town, state and postcode after the comma prove an outlook", detectCase{"Please send the signed copy to 5 Mark Outlook, St. Anthonyburgh, NT, 2197.", []string{street + "5 Mark Outlook, St. Anthonyburgh, NT, 2197"}}},
		{"the town, state and postcode on the next line prove an access", detectCase{"The meeting will be held at 19 Heather Access\nDonaldmouth, SA, 2946 on Tuesday.", []string{street + "19 Heather Access\nDonaldmouth, SA, 2946"}}},
		{"a common name and type before a town and a year are no street", detectCase{"See page 4 Close Range, Perth, WA, 2025 edition", []string{loc + "Perth"}}},
		{"a common name and type before a comma and words are no street", detectCase{"He bought 2 Kent Steps, then left.", nil}},
	})
}
