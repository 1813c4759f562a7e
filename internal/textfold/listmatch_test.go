package textfold

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// ListMatcher and WordMatcher report the same occurrences, in the same
// order, for random values and texts built from them (and the naive
// reference, on short texts).
func TestListMatcherAgreesWithWordMatcher(t *testing.T) {
	agreesWithWordMatcher(t, rand.New(rand.NewPCG(13, 13)), "list matcher",
		func(v []string, cs bool) (valueMatcher, error) { return NewListMatcher(v, cs) })
}

// On ASCII texts, where FindAll jumps between the bytes occurrences can
// start with instead of walking every byte, the list matcher still
// reports what WordMatcher and the naive reference report: one to ten
// values, so from one first byte to more than the jump's bound of eight
// (where FindAll walks the bytes again), some starting with a multi-byte
// rune (which no ASCII text holds) or with one that folds to ASCII (the
// Kelvin sign).
func TestListMatcherOnASCIITextsAgreesWithWordMatcher(t *testing.T) {
	rnd := rand.New(rand.NewPCG(13, 10))
	asciiAlphabet := []string{"a", "b", "k", "A", "B", "K", "s", "1", "-", "_", "'", ".", "@", "+", " ", "  ", "\t", "\n"}
	word := func(n int) string {
		var b strings.Builder
		for range 1 + rnd.IntN(n) {
			b.WriteString(asciiAlphabet[rnd.IntN(len(asciiAlphabet))])
		}
		return b.String()
	}
	for round := range 4000 {
		caseSensitive := round%4 == 3
		var values []string
		for n := 1 + rnd.IntN(10); len(values) < n; {
			v := word(5)
			switch rnd.IntN(8) {
			case 0:
				v = "é" + v
			case 1:
				v = "\u212a" + v // KELVIN SIGN, folded to k
			}
			if wordKey(v, caseSensitive) != "" {
				values = append(values, v)
			}
		}
		var text strings.Builder
		for range rnd.IntN(12) {
			if rnd.IntN(2) == 0 {
				text.WriteString(strings.ToUpper(values[rnd.IntN(len(values))]))
			} else {
				text.WriteString(word(4))
			}
		}
		ascii := strings.Map(func(r rune) rune {
			if r >= 0x80 {
				return 'k'
			}
			return r
		}, text.String())
		lm, err := NewListMatcher(values, caseSensitive)
		if err != nil {
			t.Fatal(err)
		}
		findsAsWordMatcher(t, "list matcher", lm, values, caseSensitive, ascii)
	}
}

// More values than the matcher's stack buffer of hits can all occur at one
// start (the same key, and keys that extend each other): every one is
// reported, longest first, then by value index.
func TestListMatcherReportsManyOccurrencesAtOneStart(t *testing.T) {
	var values []string
	for i := range 12 {
		values = append(values, "Anne", strings.Repeat("a ", i)+"a")
	}
	text := strings.Repeat("A ", 12) + "anne ANNE"
	lm, err := NewListMatcher(values, false)
	if err != nil {
		t.Fatal(err)
	}
	wm, err := NewWordMatcher(values, false)
	if err != nil {
		t.Fatal(err)
	}
	got, want := findAll(lm, text), findAll(wm, text)
	if !slices.Equal(got, want) || len(got) < 12+2*12 {
		t.Fatalf("got %v\nwant %v", got, want)
	}
}

// A list matcher holds a slice header per value, and keys of its own only
// for the values not in key form already.
func TestListMatcherSize(t *testing.T) {
	folded, err := NewListMatcher(coldValues(5), false)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := folded.Size(), 40+16*5; got != want {
		t.Errorf("5 values in key form: %d bytes, want %d", got, want)
	}
	mixed, err := NewListMatcher([]string{"kim@example.org", "Kim Martin"}, false)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := mixed.Size(), 40+16*2+len("kim martin"); got != want {
		t.Errorf("one value to fold: %d bytes, want %d", got, want)
	}
	wm, err := NewWordMatcher(coldValues(5), false)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("5 values: list matcher %d bytes, word matcher %d", folded.Size(), wm.Size())
}

// FuzzListMatcher compares ListMatcher with WordMatcher and the naive
// reference on random texts and up to four values (separated by "|").
func FuzzListMatcher(f *testing.F) {
	fuzzAgainstWordMatcher(f, func(v []string, cs bool) (valueMatcher, error) { return NewListMatcher(v, cs) })
}

// FuzzListMatcherASCII is FuzzListMatcher on ASCII texts (every other
// rune made a 'k'), where FindAll jumps between first bytes: up to ten
// values (separated by "|"), any runes.
func FuzzListMatcherASCII(f *testing.F) {
	f.Add("Jane.Doe@example.com, FR76 3000 +33 1 42", "jane.doe@example.com|fr76 3000|+33 1 42", false)
	f.Add("k K kk-k k_k k'k", "\u212a|k k|kk", false)
	f.Add("ab AB aB", "ab|Ab|b|é", true)
	f.Fuzz(func(t *testing.T, text, joined string, caseSensitive bool) {
		if len(text) > 96 || len(joined) > 64 {
			return
		}
		text = strings.Map(func(r rune) rune {
			if r >= 0x80 {
				return 'k'
			}
			return r
		}, text)
		values := strings.Split(joined, "|")
		if len(values) > 10 {
			values = values[:10]
		}
		if slices.ContainsFunc(values, func(v string) bool { return wordKey(v, caseSensitive) == "" }) {
			return
		}
		lm, err := NewListMatcher(values, caseSensitive)
		if err != nil {
			t.Fatal(err)
		}
		wm, err := NewWordMatcher(values, caseSensitive)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := findAll(lm, text), findAll(wm, text); !slices.Equal(got, want) {
			t.Fatalf("values %q in %q:\n got %v\nword matcher %v", values, text, got, want)
		}
	})
}

// BenchmarkSmallMatcherFind compares FindAll of the list matcher and the
// trie over a small thread's values, on a 1 KB chat message holding three
// of them, side by side:
//
//	go test -run '^$' -bench SmallMatcherFind ./internal/textfold/
func BenchmarkSmallMatcherFind(b *testing.B) {
	for _, shape := range []struct {
		name   string
		values func(int) []string
	}{{"emails", coldValues}, {"mixed", syntheticValues}} {
		for _, n := range []int{5, 16, 32, 64} {
			values := shape.values(n)
			text := wordMatcherFiller[:900] + " cc " + values[0] + ", " + values[n/2] + " and " + values[n-1] + "."
			wm, err := NewWordMatcher(values, false)
			if err != nil {
				b.Fatal(err)
			}
			lm, err := NewListMatcher(values, false)
			if err != nil {
				b.Fatal(err)
			}
			if got, want := findAll(lm, text), findAll(wm, text); !slices.Equal(got, want) || len(got) < 3 {
				b.Fatalf("got %v, want %v", got, want)
			}
			for _, m := range []struct {
				kind string
				m    valueMatcher
			}{{"word", wm}, {"list", lm}} {
				b.Run(fmt.Sprintf("%s/values=%d/%s", shape.name, n, m.kind), func(b *testing.B) {
					b.SetBytes(int64(len(text)))
					for b.Loop() {
						m.m.FindAll(text, func(start, end, value int) bool { return true })
					}
				})
			}
		}
	}
}
