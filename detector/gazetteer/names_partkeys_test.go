package gazetteer

import "testing"

func TestGazetteerAKeyForASurnameOrAFirstNameNamesAPersonWhateverItsCapitalisedValue(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a surname in no list under a JSON surname key", detectCase{`{"surname": "Biesek", "age": 41}`, []string{per + "Biesek"}}},
		{"a surname that is a common English word under last_name", detectCase{`{"first_name": "Ellen", "last_name": "White"}`, []string{per + "Ellen", per + "White"}}},
		{"a first name in no list under first_name in YAML", detectCase{"first_name: Mitali\nlast_name: Hora\n", []string{per + "Mitali", per + "Hora"}}},
		{"a capitalised key for a surname and a common word", detectCase{"Surname: Young\nGiven name: Ashley", []string{per + "Young", per + "Ashley"}}},
		{"a camel-case key", detectCase{`{"lastName": "Hicks"}`, []string{per + "Hicks"}}},
		{"a family name key", detectCase{`family_name: Brown`, []string{per + "Brown"}}},
		// Text that must stay untouched.
		{"a day and a boolean under name keys", detectCase{"last_name: Monday\nfirst_name: True\n", nil}},
		{"a placeholder under a surname key", detectCase{`{"surname": "Unknown", "first_name": "None"}`, nil}},
		{"a step of a workflow under a generic name key", detectCase{"steps:\n  - name: Build and Test\n", nil}},
		{"a lower-case value under a surname key", detectCase{`{"last_name": "string"}`, nil}},
		{"a key quoted inside a sentence of prose", detectCase{`Known surnames count (level 10: surname: "Knight", not "Check").`, nil}},
		{"a key that merely ends in name", detectCase{`{"display_name": "Build Bot", "host_name": "Edge"}`, nil}},
	})
}

func TestGazetteerAOneWordKeyForANamePartIntroducesANameInNoList(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name in no list under forename in YAML", detectCase{"forename: Fainche\nsurname: Nyhan\nrole: admin", []string{per + "Fainche", per + "Nyhan"}}},
		{"a first name in no list under a JSON forename key", detectCase{`{"forename": "Krish", "surname": "Bhatnagar", "team": "ops"}`, []string{per + "Krish", per + "Bhatnagar"}}},
		{"fname and lname keys", detectCase{`{"fname": "Warhi", "lname": "Sengupta", "id": 42}`, []string{per + "Warhi", per + "Sengupta"}}},
		// Text that must stay untouched.
		{"a placeholder under fname", detectCase{`{"fname": "Unknown", "lname": "None"}`, nil}},
		{"a lower-case value under forename", detectCase{"forename: string\nlname: required", nil}},
	})
}

func TestGazetteerARecordsNextKeyAfterAPersonOrAFirmIsNoName(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"the key after a surname's comma is no second person", detectCase{"Nachname: Ravn, Vorname: Tilde, Wohnort: Redsted", []string{per + "Ravn", per + "Tilde"}}},
		{"the key after a person's comma is no item of a list", detectCase{"Name: Anna Müller, Vorname: Sara", []string{per + "Anna Müller", per + "Sara"}}},
		{"the key after a firm's comma is no second firm", detectCase{"Kunde: Müller, Wohnort: Jaén", []string{org + "Müller", loc + "Jaén"}}},
		{"a known name glued to a colon after a person's comma is a list's item", detectCase{"Attendees: Anna Becker, Paul Klee: absent", []string{per + "Anna Becker", per + "Paul Klee"}}},
		{"a list of people after a colon stays a list", detectCase{"Speakers: Anna Becker, Paul Klee and Jonas Weber.", []string{per + "Anna Becker", per + "Paul Klee", per + "Jonas Weber"}}},
	})
}
