package gazetteer

import "testing"

func TestGazetteerANicknameInQuotesBetweenAFirstNameAndACapitalisedWordIsOnePerson(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a first name, a nickname in double quotes and a surname", detectCase{`Robert "Devon" Wheeler joined us on stage.`, []string{per + `Robert "Devon" Wheeler`}}},
		{"a surname that is a common English word", detectCase{`We thank Robert "Clarence" Brown for his years of service.`, []string{per + `Robert "Clarence" Brown`}}},
		{"a nickname in single quotes", detectCase{`Margaret 'Peggy' Leach chaired the meeting.`, []string{per + `Margaret 'Peggy' Leach`}}},
		{"a nickname in typographic quotes", detectCase{"Thomas “Tommy” Nohlmans was there too.", []string{per + "Thomas “Tommy” Nohlmans"}}},
		// Text that must stay untouched.
		{"a quoted word after a name and before a lower-case word", detectCase{`Ask Robert "nicely" before noon.`, []string{per + "Robert"}}},
		{"a quoted title after a name and before a stopword", detectCase{`Robert "Hello" The band played it twice.`, []string{per + "Robert"}}},
		{"a quoted button name without a person", detectCase{`Click "Save" Now to keep your changes.`, nil}},
	})
}
