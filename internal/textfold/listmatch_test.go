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
