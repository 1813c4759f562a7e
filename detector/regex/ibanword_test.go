package regex

import "testing"

// An IBAN in small letters followed by a short word is the IBAN, not the
// IBAN and the word: when the longest chain fails mod 97, the longest
// chain ending before a space that passes it is the IBAN; a chain that
// passes nowhere stays as it was.
func TestAnIBANBeforeAWordEndsBeforeIt(t *testing.T) {
	runScoredCases(t, []scoredCase{
		{"an IBAN in small letters before a word is an IBAN", "please wire to de89370400440532013000 today",
			[]string{"IBAN=de89370400440532013000"}},
		{"a grouped IBAN in small letters before a word is an IBAN", "wire de89 3704 0044 0532 0130 00 asap",
			[]string{"IBAN=de89 3704 0044 0532 0130 00"}},
		{"a grouped IBAN in capitals before a short code is an IBAN", "IBAN DE89 3704 0044 0532 0130 00 BIC1",
			[]string{"IBAN=DE89 3704 0044 0532 0130 00"}},
		{"a chain in small letters failing mod 97 everywhere is no IBAN", "trace de12 3456 7890 1234 5678 90 today", nil},
	})
}
