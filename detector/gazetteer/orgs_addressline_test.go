package gazetteer

import "testing"

func TestGazetteerTheFirmOpeningAnAddresssLineIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word in no list and a head noun before a bar and a street are a firm", detectCase{"Jeremy Hebert\nKiniumivo Media | 71583 King Road | London", []string{per + "Jeremy Hebert", org + "Kiniumivo Media", "STREET_ADDRESS:" + "71583 King Road", loc + "London"}}},
		{"a firm's head noun before a comma and a street is a firm", detectCase{"Jeremy Hebert\nSkyiva Technologies, 57412 King Road, London", []string{per + "Jeremy Hebert", org + "Skyiva Technologies", "STREET_ADDRESS:" + "57412 King Road, London"}}},
		{"a surname and a head noun before a comma and a street are a firm", detectCase{"Jeremy Hebert\nBennett Group, 57412 King Road, London", []string{per + "Jeremy Hebert", org + "Bennett Group", "STREET_ADDRESS:" + "57412 King Road, London"}}},
		// People and common words stay.
		{"a person's name before a comma and a street stays a person", detectCase{"Jeremy Hebert\nJane Doe, 57412 King Road, London", []string{per + "Jeremy Hebert", per + "Jane Doe", "STREET_ADDRESS:" + "57412 King Road, London"}}},
		{"a common word before a bar and a street is no firm", detectCase{"Jeremy Hebert\nDelivery | 71583 King Road | London", []string{per + "Jeremy Hebert", "STREET_ADDRESS:" + "71583 King Road", loc + "London"}}},
	})
}
