package regex

import "testing"

// Eight digits written day, month, year ("12031985", as forms and exports
// write it) are a date of birth after a birth cue, as YYYYMMDD is; eight
// digits that are no such date, or without a cue, stay numbers.
func TestCompactDayMonthYearDatesOfBirth(t *testing.T) {
	dob := func(v string) []string { return []string{"DATE_OF_BIRTH=" + v} }
	runScoredCases(t, []scoredCase{
		{"eight digits day month year after dob= are a date of birth", "dob=12031985 status=ok", dob("12031985")},
		{"eight digits month day year after a birth date key are a date of birth", `{"birthdate": "03141987"}`, dob("03141987")},
		{"eight digits after nato il are a date of birth", "nato il 01011990 a Roma", dob("01011990")},
		{"eight digits day month year without a birth cue are a number", "ticket 12031985 closed", nil},
		{"eight digits with a month above 12 either way are no date", "dob=13131985", nil},
	})
}
