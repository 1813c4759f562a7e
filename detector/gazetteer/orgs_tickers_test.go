package gazetteer

import "testing"

func TestGazetteerANameBeforeItsStockExchangeTickerIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before an exchange and its ticker is a firm", detectCase{"Fybel (NASDAQ: FYB) reported earnings.", []string{org + "Fybel"}}},
		{"a name and a head noun before an exchange and its ticker are a firm", detectCase{"Shares of Nexmi Health (NYSE:NXH) rose.", []string{org + "Nexmi Health"}}},
		{"a common word before an exchange and its ticker is a firm", detectCase{"We compared Apple (NASDAQ: AAPL) with its peers.", []string{org + "Apple"}}},
		// Other brackets stay.
		{"an exchange in brackets without a ticker names no firm", detectCase{"Tech stocks (NASDAQ) fell.", nil}},
		{"a known first name before an exchange and its ticker stays a person", detectCase{"Anna (NYSE: trader) called.", []string{per + "Anna"}}},
	})
}

func TestGazetteerMoreVerbsOfFirmsOpenTheirSentence(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list before recalls is a firm", detectCase{"Zenvo recalls 10,000 cars.", []string{org + "Zenvo"}}},
		{"a word of no list before laid off is a firm", detectCase{"Zenvo laid off 200 staff.", []string{org + "Zenvo"}}},
		{"a known first name before recalls stays a person", detectCase{"Anna recalls the meeting.", []string{per + "Anna"}}},
		{"a common word before recalls is no firm", detectCase{"Memory recalls are slow.", nil}},
	})
}

func TestGazetteerAJobAndAtNameTheFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list after a surveyor at is a firm", detectCase{"I'm a building surveyor at Dorixbri.", []string{org + "Dorixbri"}}},
		{"a word of no list after an officer at is a firm", detectCase{"I'm an education officer at Dorsacor.", []string{org + "Dorsacor"}}},
		{"a word of no list after a toxicologist at is a firm", detectCase{"She is a toxicologist at Nexmi Labs.", []string{org + "Nexmi Labs"}}},
		{"a town after an officer at stays a place", detectCase{"He was a police officer at London.", []string{loc + "London"}}},
		{"a known first name after a coach for stays a person", detectCase{"I'm a coach for Anna Becker.", []string{per + "Anna Becker"}}},
	})
}

func TestGazetteerAPersonLeavesAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word of no list after a person and left is a firm", detectCase{"Linda Riley left Troplex in 2019.", []string{per + "Linda Riley", org + "Troplex"}}},
		{"a town after a person and left stays a place", detectCase{"Linda Riley left Berlin in 2019.", []string{per + "Linda Riley", loc + "Berlin"}}},
		{"a known first name after a person and left stays a person", detectCase{"Linda Riley left Tom in 2019.", []string{per + "Linda Riley", per + "Tom"}}},
		{"a capitalised word after turn left is no firm", detectCase{"Turn left Zenvo Street.", nil}},
		{"a common word after left is no firm", detectCase{"Linda Riley left Slack yesterday.", []string{per + "Linda Riley"}}},
	})
}
