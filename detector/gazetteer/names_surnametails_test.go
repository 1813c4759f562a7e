package gazetteer

import "testing"

func TestGazetteerAKnownSurnameAfterAFullNameIsItsSecondSurname(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a demonym that is a surname ending a record's value", detectCase{"cliente: René Iniesta Catalán\nstatus: open", []string{per + "René Iniesta Catalán"}}},
		{"a surname after a name whose surname is a town", detectCase{"Asignado a Gregorio Madrid Aparicio. Pendiente de revisión.", []string{per + "Gregorio Madrid Aparicio"}}},
		{"a demonym that is a surname before a bracket", detectCase{"payment failed for Melisa Fiol Catalán (card declined)", []string{per + "Melisa Fiol Catalán"}}},
		// Text that must stay untouched.
		{"a demonym before a noun", detectCase{"I met John Smith English teacher of the year", []string{per + "John Smith"}}},
		{"a town after a full name", detectCase{"María García Madrid", []string{per + "María García", loc + "Madrid"}}},
	})
}
