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
