package gazetteer

import "testing"

func TestGazetteerALowerCaseNameBeforeItsEmailAddressIsAPerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name before an address in brackets", detectCase{"simon (bethan57@example.org) asked for a refund", []string{per + "simon"}}},
		{"a first name before an address in angle brackets", detectCase{"please add jelle <mwouters@example.net> to the list", []string{per + "jelle"}}},
		{"a first name and a word in no list", detectCase{"schick den vertrag an ladislaus trüb (kstoll@example.com)", []string{per + "ladislaus trüb"}}},
		{"a surname, a comma and a first name", detectCase{"contact smith, jonathan (js@example.org) today", []string{per + "smith, jonathan"}}},
		{"a surname that is also a first name, a comma and a first name", detectCase{"the booking is under lee, daniel (dlee@example.org)", []string{per + "lee, daniel"}}},
		// Not names.
		{"a team before its address", detectCase{"write to support (help@example.org) today", nil}},
		{"a first name that is a common word", detectCase{"ask grace (grace@example.org) today", nil}},
		{"a first name that is a Spanish word", detectCase{"el pago de mercedes (flota@example.org) llegó", nil}},
		{"in a text with capitals, left to the other rules", detectCase{"Send it to simon (bethan57@example.org)", nil}},
	})
}
