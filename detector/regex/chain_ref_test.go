package regex

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// chainDigitsByWalk is chainDigits as first written, one walk per
// question: the scanner's memo must agree with it.
func chainDigitsByWalk(s string, i int) int {
	n, gap := 0, 0
	if s[i] == '+' {
		i++
	} else if s[i] == '(' && i+1 < len(s) && s[i+1] == '+' {
		i += 2
	}
	for j := i; j < len(s) && n < 14; {
		if isDigit(s[j]) {
			n++
			gap = 0
			j++
			continue
		}
		w := wsWidth(s, j)
		if w == 0 && strings.IndexByte(".-()/", s[j]) >= 0 {
			w = 1
		}
		if w == 0 || gap == 3 {
			break
		}
		gap++
		j += w
	}
	return n
}

// checkChainDigits asks one scanner about the positions of s where the
// scan may call numberAt (a digit, "+" or "("), in text order, every one
// or those of a random subset (keep), and compares each answer with a
// fresh walk.
func checkChainDigits(t *testing.T, s string, keep func() bool) {
	t.Helper()
	sc := scanner{s: s}
	for i := 0; i < len(s); i++ {
		if c := byteClass[s[i]]; (c != clsDigit && c != clsNumberStart) || !keep() {
			continue
		}
		if got, want := sc.chainDigits(i), chainDigitsByWalk(s, i); got != want {
			t.Fatalf("chainDigits(%q, %d) = %d, a fresh walk counts %d", s, i, got, want)
		}
	}
}

func TestTheChainMemoCountsAsAFreshWalk(t *testing.T) {
	all := func() bool { return true }
	for _, s := range []string{
		"iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00; ref 17",
		"+1 (555) 010-9999 or 555.010.9999 ext 12 and 12 34 56 78 90 12 34 56 78",
		"1  2   3 - 4 -- 5 --- 6 (7) ((8)) 9/10//11///12",
		"4111 1111 1111 1111 4111\u00a01111\u00a01111\u00a01111 4111\u20281111",
		strings.Repeat("12 ", 40) + strings.Repeat("9", 30),
		"+", "(", "+(1", "1+2+3", "((((1", "1.2.3.4.5",
	} {
		checkChainDigits(t, s, all)
	}
	r := rand.New(rand.NewPCG(7, 11))
	const alphabet = "0123456789  .-()/+\t\nab,"
	for range 20000 {
		b := make([]byte, 1+r.IntN(60))
		for k := range b {
			b[k] = alphabet[r.IntN(len(alphabet))]
		}
		checkChainDigits(t, string(b), all)
		checkChainDigits(t, string(b), func() bool { return r.IntN(3) == 0 })
	}
}

func FuzzChainDigits(f *testing.F) {
	f.Add("iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00", uint64(0))
	f.Add("+1 (555) 010-9999 \u00a0 12\u202f34", uint64(5))
	f.Fuzz(func(t *testing.T, s string, seed uint64) {
		r := rand.New(rand.NewPCG(seed, seed))
		checkChainDigits(t, s, func() bool { return seed == 0 || r.IntN(2) == 0 })
	})
}

// wsWidthInFull is wsWidth without its shortcut for bytes below 0xC2.
func wsWidthInFull(s string, i int) int {
	switch byteAt(s, i) {
	case ' ', '\t', '\n', '\v', '\f', '\r':
		return 1
	}
	if w := spaceWidth(s, i); w > 0 {
		return w
	}
	return lineSepWidth(s, i)
}

func TestWhiteSpaceWidthShortcutChangesNoAnswer(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		s := string(r) + "x"
		if got, want := wsWidth(s, 0), wsWidthInFull(s, 0); got != want {
			t.Fatalf("wsWidth(%U) = %d, want %d", r, got, want)
		}
	}
	for b := 0; b < 256; b++ { // lone bytes, and invalid sequences
		for _, s := range []string{string([]byte{byte(b)}), string([]byte{byte(b), 0x80, 0x80})} {
			if got, want := wsWidth(s, 0), wsWidthInFull(s, 0); got != want {
				t.Fatalf("wsWidth(%q) = %d, want %d", s, got, want)
			}
		}
	}
}
