package regex

import "testing"

// An IBAN followed by words in its own case is the IBAN, not the IBAN
// and the words: when the longest chain fails mod 97, the chain cut at the
// first space or hyphen after its last digit is the IBAN if it passes; a
// chain that passes nowhere stays as it was.
func TestAnIBANBeforeAWordEndsBeforeIt(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"an IBAN in small letters before a word is an IBAN", "please wire to de89370400440532013000 today",
			[]string{"IBAN=de89370400440532013000"}},
		{"a grouped IBAN in small letters before a word is an IBAN", "wire de89 3704 0044 0532 0130 00 asap",
			[]string{"IBAN=de89 3704 0044 0532 0130 00"}},
		{"a grouped IBAN in capitals before a BIC is an IBAN", "IBAN DE89 3704 0044 0532 0130 00 BIC COBADEFFXXX",
			[]string{"IBAN=DE89 3704 0044 0532 0130 00"}},
		{"an IBAN in small letters before hyphenated words is an IBAN", "iban ch9300762011623852957 diesbach-sur-bourquard",
			[]string{"IBAN=ch9300762011623852957"}},
		{"a chain in small letters failing mod 97 everywhere is no IBAN", "trace de12 3456 7890 1234 5678 90 today", nil},
	})
}
