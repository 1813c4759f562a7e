package gazetteer

import "testing"

func TestGazetteerNewsPhrasesThatNameNoFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a person's full name after a spokesperson for stays a person", detectCase{"A spokesperson for John Smith declined to comment.", []string{per + "John Smith"}}},
		{"a firm after a spokesperson for stays a firm", detectCase{"A spokesperson for Lucid declined to comment.", []string{org + "Lucid"}}},
		{"an English word before shares is no firm", detectCase{"Tech shares rose sharply on Monday.", nil}},
		{"a name in no list before shares is a firm", detectCase{"Zentrova shares rose sharply on Monday.", []string{org + "Zentrova"}}},
		{"a newspaper named by common words is no place", detectCase{"The story ran in the Wall Street Journal on Monday.", nil}},
		{"a newspaper named by common words at a sentence's end is no place", detectCase{"I read it in The Wall Street Journal.", nil}},
		{"a court of a country's justice is no place", detectCase{"The case went to the Court of Appeal in London.", []string{loc + "London"}}},
		{"a hotel brand after Park is no person", detectCase{"We stayed at the Park Hyatt in Tokyo.", []string{org + "Park Hyatt", loc + "Tokyo"}}},
		{"a hotel brand after Park opening a sentence is no person", detectCase{"The Park Hyatt was fully booked.", []string{org + "Park Hyatt"}}},
		// People and places stay.
		{"a surname Park after a first name stays a person", detectCase{"Anna Park called about the invoice.", []string{per + "Anna Park"}}},
		{"a town named by a common word before a facility stays a place", detectCase{"We flew to Nice Airport on Monday.", []string{loc + "Nice"}}},
		{"a town named by a common word before a bay stays a place", detectCase{"The ship sailed into Mobile Bay.", []string{loc + "Mobile"}}},
		{"a street named Wall Street stays a street", detectCase{"Our office is at 40 Wall Street, New York.", []string{street + "40 Wall Street", loc + "New York"}}},
	})
}
