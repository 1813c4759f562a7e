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

func TestGazetteerCompoundNounsRoleWordsAndOpeningPlacesNameNoOne(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a German compound of two nouns after bei der is no firm", detectCase{"Wir treffen uns bei der Sommerzeit am Abend.", nil}},
		{"a German compound of two nouns with a linking s after mit der is no firm", detectCase{"Das klappt nicht mit der Arbeitszeit im Büro.", nil}},
		{"a firm's word after a role word in capitals is no person", detectCase{"Previous employers: Holder Group, then Tarvello.", []string{org + "Holder Group", org + "Tarvello"}}},
		{"a known place after In opening a sentence is no inverted surname", detectCase{"In Leeds, Anne-Marie opened the shop.", []string{per + "Anne-Marie"}}},
		{"a known place after at opening a sentence is no inverted surname", detectCase{"At Boston, Priya met the team.", []string{per + "Priya"}}},
		// Firms, people and names written surname first stay.
		{"a surname after bei der stays a firm", detectCase{"Er war früher bei der Mentzel angestellt.", []string{org + "Mentzel"}}},
		{"a name in no list after bei der stays a firm", detectCase{"Er war früher bei der Zentrova angestellt.", []string{org + "Zentrova"}}},
		{"a name after the role word holder stays a person", detectCase{"The account holder Mark Brooks called.", []string{per + "Mark Brooks"}}},
		{"a name written surname first stays a person", detectCase{"Signed: Kowalczyk, Anna", []string{per + "Kowalczyk, Anna"}}},
		{"a surname first after a comma stays a person", detectCase{"Contact: Leeds, Anne-Marie", []string{per + "Leeds, Anne-Marie"}}},
		{"a surname after a capitalised particle opening a sentence stays a person, with its particle", detectCase{"De Sousa, Maria called about the invoice.", []string{per + "De Sousa, Maria"}}},
	})
}

func TestGazetteerAWordInNoListEndingInAFirmsStemBeforeACommaIsAFirm(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a word ending in data before a comma and a first name is a firm", detectCase{"Previous employers: Holder Group, then Demystdata, Reed.", []string{org + "Holder Group", org + "Demystdata"}}},
		{"a word ending in soft before a comma and a first name is a firm", detectCase{"Our vendors were Tarvello, then Zentrasoft, Maria said.", []string{org + "Tarvello", org + "Zentrasoft", per + "Maria"}}},
		{"a word ending in labs before a comma and a first name is a firm", detectCase{"The report came from Quorvilabs, Maria wrote.", []string{org + "Quorvilabs", per + "Maria"}}},
		// Names written surname first and common words stay.
		{"a surname in no list before a comma and a first name stays a person", detectCase{"Signed: Kowalczyk, Anna", []string{per + "Kowalczyk, Anna"}}},
		{"a common word ending in data stays untouched", detectCase{"Check the Metadata, Grant said.", []string{}}},
	})
}
