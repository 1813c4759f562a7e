package regex

import (
	"math/rand/v2"
	"testing"
)

// ibanValidByDivision is the check as first written, one division per
// character: ibanValid must agree with it.
func ibanValidByDivision(s string) bool {
	var buf [34]byte
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c) || isUpper(c):
		case isLower(c):
			c -= 'a' - 'A'
		default:
			continue
		}
		if n == len(buf) {
			return false
		}
		buf[n] = c
		n++
	}
	if n < 5 {
		return false
	}
	rem := 0
	for k := range n {
		c := buf[(k+4)%n]
		if isDigit(c) {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			rem = (rem*100 + int(c-'A') + 10) % 97
		}
	}
	return rem == 1
}

func TestIBANCheckAgreesWithTheCheckByDivision(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcz -"
	valid := 0
	for range 300000 {
		b := make([]byte, rng.IntN(40))
		for k := range b {
			b[k] = chars[rng.IntN(len(chars))]
		}
		if len(b) > 6 && rng.IntN(4) == 0 { // digits only, where ZZ or 9s make the largest numbers
			for k := range b {
				b[k] = "9Z"[rng.IntN(2)]
			}
		}
		s := string(b)
		want := ibanValidByDivision(s)
		if got := ibanValid(s); got != want {
			t.Fatalf("ibanValid(%q) = %v, the check by division says %v", s, got, want)
		}
		if want {
			valid++
		}
	}
	for _, s := range []string{"FR14 2004 1010 0505 0001 3M02 606", "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32", "FR76 3000 6000 0112 3456 7890 189"} {
		if !ibanValid(s) || !ibanValidByDivision(s) {
			t.Errorf("%q: want valid", s)
		}
	}
	if valid == 0 {
		t.Error("no valid string drawn: the test checks too little")
	}
}

// The matchers as first written, one walk of the chain each: ibanEnds,
// which walks it once for both, must agree with them.

// matchIBAN matches IBAN, \b[A-Z]{2}\d{2}(?:[\s-]?[A-Z0-9]){11,30}\b. The
// repeat backtracks: the longest count (at most 30) whose last character is
// followed by a non-word character wins.
func matchIBAN(s string, i int) int {
	class := ibanPrefix(s, i)
	if class == nil {
		return -1
	}
	var ends [30]int
	n := ibanChain(s, i+4, class, ends[:])
	for k := n; k >= 11; k-- {
		if !wordAt(s, ends[k-1]) {
			return ends[k-1]
		}
	}
	return -1
}

// matchFRIBAN matches FR_IBAN, \bFR\d{2}(?:[\s-]?[A-Z0-9]){23}\b (or the
// same in small letters).
func matchFRIBAN(s string, i int) int {
	if !(byteAt(s, i) == 'F' && byteAt(s, i+1) == 'R' || byteAt(s, i) == 'f' && byteAt(s, i+1) == 'r') {
		return -1
	}
	class := ibanPrefix(s, i)
	if class == nil {
		return -1
	}
	var ends [23]int
	if ibanChain(s, i+4, class, ends[:]) < 23 || wordAt(s, ends[22]) {
		return -1
	}
	return ends[22]
}

// checkIBANEnds compares ibanEnds with the reference matchers at every
// position of s where the scanner would call it (a letter not preceded
// by an ASCII letter or digit, at least 15 bytes before the end, the
// check digits after it).
func checkIBANEnds(t *testing.T, s string) {
	t.Helper()
	for i := 0; i+15 <= len(s); i++ {
		if byteClass[s[i]] != clsLetter || i > 0 && isAlnum(s[i-1]) || !isDigit(s[i+2]) || !isDigit(s[i+3]) {
			continue
		}
		for _, fr := range []bool{false, true} {
			gotIBAN, gotFR := ibanEnds(s, i, fr)
			wantFR := -1
			if fr {
				wantFR = matchFRIBAN(s, i)
			}
			if want := matchIBAN(s, i); gotIBAN != want || gotFR != wantFR {
				t.Fatalf("ibanEnds(%q, %d, %v) = %d, %d; the reference matchers: %d, %d", s, i, fr, gotIBAN, gotFR, want, wantFR)
			}
		}
	}
}

func TestOneWalkFindsWhatEachIBANMatcherFinds(t *testing.T) {
	for _, s := range []string{
		"iban FR76 3000 6000 0112 3456 7890 189, thanks",
		"FR7630006000011234567890189",
		"fr76 3000 6000 0112 3456 7890 189 in small letters",
		"FR76 3000 6000 0112 3456 7890 1890 one too many for FR",
		"FR76-3000-6000-0112-3456-7890-189x glued to a word",
		"DE89 3704 0044 0532 0130 00 and GB82 WEST 1234 5698 7654 32",
		"GB82WEST12345698765432AB12 3456 7890 1234 5678 9012 3456",
		"frXX 1234 and ab12 3456 7890 123 and de44 5001 0517 5407 3249 31",
		"FR76  3000 6000 two spaces FR763000600001123456789018912345678",
	} {
		checkIBANEnds(t, s)
	}
	// Random strings over the alphabet the chain walks.
	r := rand.New(rand.NewPCG(3, 5))
	const alphabet = "FRfrDE0123456789 -AZaz\u00a0."
	for range 20000 {
		b := make([]byte, 15+r.IntN(50))
		for k := range b {
			b[k] = alphabet[r.IntN(len(alphabet))]
		}
		checkIBANEnds(t, string(b))
	}
}

func FuzzIBANEnds(f *testing.F) {
	f.Add("iban FR76 3000 6000 0112 3456 7890 189, thanks")
	f.Add("DE89 3704 0044 0532 0130 00")
	f.Add("fr7630006000011234567890189")
	f.Fuzz(func(t *testing.T, s string) {
		checkIBANEnds(t, s)
	})
}
