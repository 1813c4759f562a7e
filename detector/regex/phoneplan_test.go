package regex

import "testing"

// A North American number written with its leading 1 and no "+" is a
// phone number, extension included, and so is a national number of
// thirteen digits with a trunk 0 in groups (Austria's longer numbers); a
// product code, a count, an ISBN or a run of thirteen digits stays
// untouched.
func TestLongerNationalPlans(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a leading 1 and 3-3-4 with an extension are a phone number", "tel: 1-877-893-2879x217",
			[]string{"PHONE=1-877-893-2879x217"}},
		{"a leading 1 and 3-3-4 with a five-digit extension are a phone number", "movil 1-925-362-0370x71418.",
			[]string{"PHONE=1-925-362-0370x71418"}},
		{"a leading 1 and 3-3-4 with dots are a phone number", "call 1.415.555.0132 today",
			[]string{"PHONE=1.415.555.0132", "US_PHONE=1.415.555.0132"}},
		{"a leading 1 and an area code in parentheses are a phone number", "office 1 (415) 555-0132",
			[]string{"PHONE=1 (415) 555-0132", "US_PHONE=1 (415) 555-0132"}},
		{"a trunk 0, an area code, a slash and eight digits are a phone number", "handy 03849/90582113",
			[]string{"PHONE=03849/90582113"}},
		{"a trunk 0 and thirteen digits in three groups are a phone number", "Büro 04379 38347 017, danke",
			[]string{"PHONE=04379 38347 017"}},
		{"an area code in parentheses and thirteen digits are a phone number", "(02161) 46100 330",
			[]string{"PHONE=(02161) 46100 330"}},
		{"a leading 1 before an area code starting with 0 is no phone number alone", "step 1-014-673-0024 done", nil},
		{"a leading 1 before an area code starting with 0 after tel is a phone number", "tel: 1-014-673-0024",
			[]string{"PHONE=1-014-673-0024"}},
		{"an ISBN with its groups is no phone number", "ISBN 1-877-893-28", nil},
		{"thirteen bare digits with a trunk 0 are an identifier", "EAN 0123456789012", nil},
		{"a leading 1 and groups by thousands are a count", "total 1 234 567 890 rows", nil},
	})
}

// A country code written in parentheses with its "+" ("(+39) 06 6982
// 1234") is a country code, and an Italian mobile written with a slash
// after its prefix ("333/1234567") is a phone number after a telephone
// cue, and so is a national number starting with "00" that starts no
// possible international number; a path or a fraction without a cue
// stays untouched.
func TestPhoneNumbersWithMarksInsideThem(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"a country code with its plus in parentheses starts a phone number", "tel. (+39) 06 6982 1234.",
			[]string{"PHONE=(+39) 06 6982 1234"}},
		{"a mobile after a country code in parentheses is a phone number", "chiamare il (+39) 333 123 4567 entro le 12",
			[]string{"PHONE=(+39) 333 123 4567"}},
		{"a country code in parentheses with a possible length only is a phone number", "(+41) 44 668 18 00",
			[]string{"PHONE=(+41) 44 668 18 00"}},
		{"an Italian mobile with a slash after its prefix after tel is a phone number", "tel. 333/1234567",
			[]string{"PHONE=333/1234567"}},
		{"an Italian mobile with a slash after cellulare is a phone number", "cellulare: 347/7654321, ore serali",
			[]string{"PHONE=347/7654321"}},
		{"a double zero that starts no possible international number after telefoon is a national number", "Telefoon: 0096-217257",
			[]string{"PHONE=0096-217257"}},
		{"a double zero that starts no possible international number alone is no phone number", "code 0096-217257 ok", nil},
		{"a path of two numbers is no phone number", "GET /items/333/1234567 200", nil},
		{"a country code in parentheses with an impossible length is no phone number", "(+39) 1", nil},
		{"a plus in parentheses before a count is no phone number", "totale (+12) 345 unità", nil},
	})
}

// A slash or hyphen with a space on each side may end an area code
// ("06 - 1234567", "030 / 123 45 67", "+49 (0)30 / 1234567"), and four
// dotted groups that are no address are a phone number's
// ("347.123.45.67"); a range, a fraction or an IPv4 address stays what
// it is.
func TestPhoneNumbersWithSpacedSeparators(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"an Italian area code, a spaced hyphen and seven digits are a phone number", "tel. 06 - 1234567",
			[]string{"PHONE=06 - 1234567"}},
		{"a German area code, a spaced slash and groups are a phone number", "Telefon 030 / 123 45 67",
			[]string{"PHONE=030 / 123 45 67"}},
		{"a country code, a trunk, an area code and a spaced slash are a phone number", "Tel: +49 (0)30 / 1234567.",
			[]string{"PHONE=+49 (0)30 / 1234567"}},
		{"an Italian mobile in four dotted groups is a phone number", "cell. 347.123.45.67",
			[]string{"PHONE=347.123.45.67"}},
		{"a range of years with a spaced hyphen is no phone number", "dal 2019 - 2023 compreso", nil},
		{"a spaced hyphen between small numbers is no phone number", "pagine 05 - 12", nil},
		{"a dotted quad of octets is an address", "host 192.168.10.20", []string{"IPV4=192.168.10.20"}},
	})
}
