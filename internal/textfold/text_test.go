package textfold

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestValueKey(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"a folded ASCII value is its own key", "patrick martin", "patrick martin"},
		{"upper case folds", "Patrick MARTIN", "patrick martin"},
		{"a whitespace run is one space", "Paul \t\n Martin", "paul martin"},
		{"leading and trailing space is dropped", "  Paul  ", "paul"},
		{"a no-break space separates words", "Paul\u00a0Martin", "paul martin"},
		{"the sharp s folds to ss", "Straße", "strasse"},
		{"final sigma folds like sigma", "ΟΔΟΣ οδος", "οδοσ οδοσ"},
		{"only whitespace gives an empty key", " \t ", ""},
		{"information separators are spaces", "a\x1fb", "a b"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := ValueKey(c.in); got != c.want {
				t.Errorf("ValueKey(%q) = %q, want %q", c.in, got, c.want)
			}
		})
	}
}

// A text IsFoldedASCII accepts is its own value key.
func TestIsFoldedASCII(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     bool
	}{
		{"a folded ASCII value is in key form", "kim.v1@example.org", true},
		{"words separated by one space are in key form", "patrick martin", true},
		{"upper case is not", "Patrick", false},
		{"a space run is not", "paul  martin", false},
		{"a tab is not", "paul\tmartin", false},
		{"a leading space is not", " paul", false},
		{"non-ASCII is not said to be, even when folded", "straße", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := IsFoldedASCII(c.in)
			if got != c.want {
				t.Errorf("IsFoldedASCII(%q) = %v, want %v", c.in, got, c.want)
			}
			if got && ValueKey(c.in) != c.in {
				t.Errorf("IsFoldedASCII(%q) but its key is %q", c.in, ValueKey(c.in))
			}
		})
	}
}

// FuzzValueKey checks the ASCII fast path against the general one.
func FuzzValueKey(f *testing.F) {
	f.Add("Paul \t Martin", true)
	f.Add("  a\x1fB  ", false)
	f.Fuzz(func(t *testing.T, s string, fold bool) {
		if !isASCII(s) {
			return
		}
		if got, want := joinASCIIWords(s, fold), joinRunes(s, fold); got != want {
			t.Fatalf("%q (fold %v): fast path %q, general %q", s, fold, got, want)
		}
	})
}

// HasKey's ASCII path (an ASCII value not in key form: capitals, runs of
// white space, spaces at the ends) answers as ValueKey does, for its own
// key and for keys a byte off, short or long.
func TestHasKeyOnASCIIAgreesWithValueKey(t *testing.T) {
	rnd := rand.New(rand.NewPCG(10, 5))
	alphabet := []string{"a", "Z", "f", "R", "7", "6", " ", "  ", "\t", "\n", "\v", "\x1c", "-", ".", "@", "+"}
	for range 20000 {
		var b strings.Builder
		for range rnd.IntN(12) {
			b.WriteString(alphabet[rnd.IntN(len(alphabet))])
		}
		s := b.String()
		own := ValueKey(s)
		keys := []string{own, own + " ", own + "a", strings.ToUpper(own), " " + own}
		if own != "" {
			keys = append(keys, own[:len(own)-1], own[1:])
			i := rnd.IntN(len(own))
			keys = append(keys, own[:i]+string(own[i]^1)+own[i+1:])
		}
		for _, key := range keys {
			if got, want := HasKey(s, key), own == key; got != want {
				t.Fatalf("HasKey(%q, %q) = %v, ValueKey is %q", s, key, got, own)
			}
		}
	}
}

// FuzzHasKey checks HasKey against ValueKey.
func FuzzHasKey(f *testing.F) {
	f.Add("Paul \t Martin", "paul martin")
	f.Add(" FR76 \t3000  6000 ", "fr76 3000 6000")
	f.Add("Jane.Doe@Example.com", "jane.doe@example.co")
	f.Add("Straße", "strasse")
	f.Add("\xff a", "\ufffd a")
	f.Fuzz(func(t *testing.T, s, key string) {
		if got, want := HasKey(s, key), ValueKey(s) == key; got != want {
			t.Fatalf("HasKey(%q, %q) = %v, ValueKey is %q", s, key, got, ValueKey(s))
		}
		if !HasKey(s, ValueKey(s)) {
			t.Fatalf("HasKey(%q, its own key %q) = false", s, ValueKey(s))
		}
	})
}

// An ASCII text is its own key exactly when isFoldedASCII says so, eight
// bytes at a time or one by one, wherever a capital, a space or a control
// character falls.
func TestFoldedASCIIIsExactlyItsOwnKey(t *testing.T) {
	for _, s := range []string{"", "a", "kim.t2000.v1999@example.org", "abcdefgh", "abcdefghijklmnop", "abcdefgHijklmnop",
		"abcdefghijklmnoP", "abcdefgh ijklmnop", "abcdefgh  ijklmnop", "abcdefgh\tijklmnop", "abc\x01defghijk", "abcdefghijklmno\x7f",
		"paul martin dupont", " abcdefghij", "abcdefghij ", "@[`{~!09azAZ", "abcdefgh\x80"} {
		want := isASCII(s) && joinRunes(s, true) == s
		if got := isFoldedASCII(s); got != want {
			t.Errorf("isFoldedASCII(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzFoldedASCII checks isFoldedASCII against the key the general path
// builds.
func FuzzFoldedASCII(f *testing.F) {
	f.Add("kim.t2000.v1999@example.org")
	f.Add("abcdefgh ijklmnoP")
	f.Fuzz(func(t *testing.T, s string) {
		want := isASCII(s) && joinRunes(s, true) == s
		if got := isFoldedASCII(s); got != want {
			t.Fatalf("isFoldedASCII(%q) = %v, want %v", s, got, want)
		}
	})
}

// A word is plain when each of its bytes is printable ASCII other than a
// space or a capital, whatever byte stands where.
func TestPlainWordIsEveryBytePrintableAndNotACapital(t *testing.T) {
	for pos := range 8 {
		for c := range 256 {
			word := []byte("abcdefgh")
			word[pos] = byte(c)
			x := uint64(0)
			for i := 7; i >= 0; i-- {
				x = x<<8 | uint64(word[i])
			}
			want := c >= 0x21 && c <= 0x7f && (c < 'A' || c > 'Z')
			if got := plainWord(x); got != want {
				t.Errorf("byte %#x at %d: plainWord %v, want %v", c, pos, got, want)
			}
		}
	}
}
