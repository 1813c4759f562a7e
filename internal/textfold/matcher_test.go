package textfold

import (
	"fmt"
	"slices"
	"testing"
)

func TestNewMatcherBuildsAListBelowListBelowValuesAndATrieFromThere(t *testing.T) {
	for _, n := range []int{1, 3, ListBelow - 1, ListBelow, 16} {
		values := syntheticValues(n)
		m, err := NewMatcher(values, false)
		if err != nil {
			t.Fatal(err)
		}
		_, list := m.(*ListMatcher)
		if list != (n < ListBelow) || m.Len() != n {
			t.Errorf("%d values: a %T of %d values", n, m, m.Len())
		}
		wm, err := NewWordMatcher(values, false)
		if err != nil {
			t.Fatal(err)
		}
		text := wordMatcherFiller[:300] + " " + values[0] + ", " + values[n-1] + " and " + values[n/2] + "."
		if got, want := findAll(m, text), findAll(wm, text); !slices.Equal(got, want) || len(got) < 3 {
			t.Errorf("%d values: found %v, want %v", n, got, want)
		}
	}
}

func TestNewMatcherRefusesABlankValueAsTheMatchersDo(t *testing.T) {
	for _, n := range []int{2, ListBelow + 1} {
		values := append(syntheticValues(n-1), " \t")
		if _, err := NewMatcher(values, false); err == nil {
			t.Errorf("%d values, the last blank: no error", n)
		}
	}
}

// BenchmarkSmallMatcherBuildAndFind builds a matcher over the few new
// values of a message and finds them in it, as a request does with the
// values it sees for the first time, with the list matcher and the trie
// side by side:
//
//	go test -run '^$' -bench SmallMatcherBuildAndFind -benchmem ./internal/textfold/
func BenchmarkSmallMatcherBuildAndFind(b *testing.B) {
	for _, n := range []int{3, 7} {
		values := coldValues(n)
		text := wordMatcherFiller[:900] + " cc " + values[0] + ", " + values[n/2] + " and " + values[n-1] + "."
		for _, m := range []struct {
			kind string
			new  func([]string, bool) (valueMatcher, error)
		}{
			{"word", func(v []string, cs bool) (valueMatcher, error) { return NewWordMatcher(v, cs) }},
			{"list", func(v []string, cs bool) (valueMatcher, error) { return NewListMatcher(v, cs) }},
		} {
			b.Run(fmt.Sprintf("values=%d/%s", n, m.kind), func(b *testing.B) {
				for b.Loop() {
					mm, err := m.new(values, false)
					if err != nil {
						b.Fatal(err)
					}
					mm.FindAll(text, func(start, end, value int) bool { return true })
				}
			})
		}
	}
}
