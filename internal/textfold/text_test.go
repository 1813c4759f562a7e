package textfold

import "testing"

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

// FuzzHasKey checks HasKey against ValueKey.
func FuzzHasKey(f *testing.F) {
	f.Add("Paul \t Martin", "paul martin")
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
