package regex

import "testing"

// A value that is a whole field of a table's row has its column's header
// for a label.
func TestAColumnHeaderLabelsTheFieldsBelowIt(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a date under a date_of_birth header is a date of birth", "name;date_of_birth\nAnna Weber;14 February 1984",
			[]string{"DATE_OF_BIRTH=14 February 1984"}},
		{"a date under a German birth header is a date of birth", "name;telefon;geburtsdatum\nTom;x;21.12.1985\nUlla;y;13.05.1987",
			[]string{"DATE_OF_BIRTH=21.12.1985", "DATE_OF_BIRTH=13.05.1987"}},
		{"a date under a Spanish birth header in a CSV row is a date of birth", "id,fecha_nacimiento\n7,1945-10-24",
			[]string{"DATE_OF_BIRTH=1945-10-24"}},
		{"a date under an order date header is a plain date", "date;orders;revenue\n2022-08-10;6186;612.74", nil},
		{"nine digits under an ssn header are an SSN", "name;ssn\nKim;401582291", []string{"US_SSN=401582291"}},
		{"a number by thousands under a phone header is a phone number", "nombre;telefono\nIsabel;913 263 660",
			[]string{"PHONE=913 263 660"}},
		{"nine bare digits under a phone header are a phone number", "nombre;telefono\nIsabel;913263660",
			[]string{"PHONE=913263660"}},
		{"nine digits under a BSN header are a BSN", "naam|bsn|plaats\nJan|123456782|Delft", []string{"NL_BSN=123456782"}},
		{"a value far below its header still has it", "id;ssn\n" + repeatRows("1;x\n", 40) + "2;401582291",
			[]string{"US_SSN=401582291"}},
		{"nine digits under an order header are an order number", "order;qty\n401582291;3", nil},
		{"a date in prose after a comma is a plain date", "Hello team, 14 February 1984 was long ago", nil},
	})
}

// A row or a log line that holds an e-mail address, an IBAN or a birth
// cue is a person's record: nine digits there are that person's number,
// and a national identifier failing its check is still one.
func TestNineDigitsInAPersonsRecordAreItsNationalNumber(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"nine digits in a semicolon row with an IBAN are an SSN", "Danielle Roux;159824282;FR1420041010050500013M02606",
			[]string{"US_SSN=159824282", "IBAN=FR1420041010050500013M02606", "FR_IBAN=FR1420041010050500013M02606"}},
		{"an SSN with spaces in a row with an IBAN is an SSN", "Jules Petit;357 35 8164;DE89 3704 0044 0532 0130 00",
			[]string{"US_SSN=357 35 8164", "IBAN=DE89 3704 0044 0532 0130 00"}},
		{"nine digits in a CSV row with an e-mail address are an SSN", "Kim Lee,kim@example.com,401582291",
			[]string{"EMAIL=kim@example.com", "US_SSN=401582291"}},
		{"nine digits in a row without personal data are a number", "build;401582291;passed", nil},
		{"nine digits breaking the SSA's rules in a record are still a number of the person", "Kim;000582291;kim@example.com",
			[]string{"EMAIL=kim@example.com", "US_SSN=000582291"}},
		{"nine digits passing the 11-proof in a record are a BSN", "Kim;123456782;kim@example.com",
			[]string{"EMAIL=kim@example.com", "NL_BSN=123456782"}},
		{"nine digits as an id in a log line with a birth date key are the person's number",
			`WARN kyc: mismatch name="X" dob=1967-10-25 id=401582291`, []string{"DATE_OF_BIRTH=1967-10-25", "US_SSN=401582291"}},
		{"nine digits as an id in a log line with the Spanish nac key are the person's number",
			`WARN kyc: nombre="X" nac=14/10/2003 id=794320818`, []string{"DATE_OF_BIRTH=14/10/2003", "NL_BSN=794320818"}},
		{"a reserved National Insurance number as an id in a person's record is one",
			`kyc: name="X" dob=1947-01-13 id=ZZ 60 95 78 T`, []string{"DATE_OF_BIRTH=1947-01-13", "UK_NINO=ZZ 60 95 78 T"}},
		{"nine digits as an id in a log line without personal data are a number", "INFO job done id=401582291 took=3s", nil},
	})
}

func repeatRows(row string, n int) string {
	out := ""
	for range n {
		out += row
	}
	return out
}
