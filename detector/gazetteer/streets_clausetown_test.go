package gazetteer

import "testing"

func TestGazetteerATownNoListKnowsAfterAStreetsCommaThatEndsTheSentenceEndsTheAddress(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a town of one word before more of the sentence after a street's comma is the address's", detectCase{"The courier needs 847 Neil Court, MacKenzieing on the label.", []string{street + "847 Neil Court, MacKenzieing"}}},
		{"a town that ends the line after a street's comma is the address's", detectCase{"Please send it to 847 Neil Court, Mackenzieing\nThanks", []string{street + "847 Neil Court, Mackenzieing"}}},
		{"a town of two words that ends the sentence after a street's comma is the address's", detectCase{"Tosh lives at 172 Maneeži 75, Saareküla Kula.", []string{street + "172 Maneeži 75, Saareküla Kula"}}},
		{"a town after a compass word that ends the sentence is the address's", detectCase{"Deliver to 98 Kevin Mount, West Christinaby.", []string{street + "98 Kevin Mount, West Christinaby"}}},
		{"a common word after a street's comma stays out", detectCase{"Send it to 847 Neil Court, Thanks.", []string{street + "847 Neil Court"}}},
	})
}

func TestGazetteerAnAbbreviationsDotEndsNoTownAfterAStreetsComma(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a Greek town abbreviated before its name and a country close the address", detectCase{"Billing address: 208 Auðbergsdóttir Village Apt. 091, Apt. 538, Αγ. Νικόλαος, Greece 08115", []string{street + "208 Auðbergsdóttir Village Apt. 091, Apt. 538, Αγ. Νικόλαος, Greece 08115"}}},
	})
}
