package textfold

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/pii"
)

// wmHitRef is one reported occurrence.
type wmHitRef struct{ start, end, value int }

// valueMatcher is the contract WordMatcher, KeyMatcher and ListMatcher
// share: the tests of that contract run on each (matcherKinds).
type valueMatcher interface {
	FindAll(text string, fn func(start, end, value int) bool)
	Len() int
}

// matcherKinds builds each kind of matcher.
func matcherKinds() []struct {
	name  string
	build func(values []string, caseSensitive bool) (valueMatcher, error)
} {
	return []struct {
		name  string
		build func(values []string, caseSensitive bool) (valueMatcher, error)
	}{
		{"WordMatcher", func(v []string, cs bool) (valueMatcher, error) { return NewWordMatcher(v, cs) }},
		{"KeyMatcher", func(v []string, cs bool) (valueMatcher, error) { return NewKeyMatcher(v, cs) }},
		{"ListMatcher", func(v []string, cs bool) (valueMatcher, error) { return NewListMatcher(v, cs) }},
	}
}

// findAll collects every occurrence FindAll reports.
func findAll(m valueMatcher, text string) []wmHitRef {
	var out []wmHitRef
	m.FindAll(text, func(start, end, value int) bool {
		out = append(out, wmHitRef{start, end, value})
		return true
	})
	return out
}

// naiveFindAll is the reference: it tries every span between character
// boundaries against the definition (same key, no whitespace at either end,
// whole word), in the documented order.
func naiveFindAll(values []string, caseSensitive bool, text string) []wmHitRef {
	var bounds []int
	for i := 0; i < len(text); {
		bounds = append(bounds, i)
		_, w := utf8.DecodeRuneInString(text[i:])
		i += w
	}
	bounds = append(bounds, len(text))
	var out []wmHitRef
	for a := 0; a < len(bounds); a++ {
		for b := len(bounds) - 1; b > a; b-- {
			start, end := bounds[a], bounds[b]
			o := text[start:end]
			first, _ := utf8.DecodeRuneInString(o)
			last, _ := utf8.DecodeLastRuneInString(o)
			if IsSpace(first) || IsSpace(last) || !WholeWordAt(text, start, end) {
				continue
			}
			for v, value := range values {
				if wordKey(o, caseSensitive) == wordKey(value, caseSensitive) {
					out = append(out, wmHitRef{start, end, v})
				}
			}
		}
	}
	return out
}

// wordMatcherCase is a rule both matchers follow.
type wordMatcherCase struct {
	name          string
	values        []string
	caseSensitive bool
	text          string
	want          []string // "value@text" per occurrence, in order
}

// wordMatcherCases are the rules of whole-word matching, for WordMatcher
// and KeyMatcher alike.
var wordMatcherCases = []wordMatcherCase{
	{"a value is found as a whole word", []string{"Anne"}, false, "Anne et Marie", []string{"0@Anne"}},
	{"case is ignored by default", []string{"anne"}, false, "ANNE, Anne", []string{"0@ANNE", "0@Anne"}},
	{"case counts when case-sensitive", []string{"Anne"}, true, "ANNE, Anne", []string{"0@Anne"}},
	{"not inside a longer word", []string{"Anne"}, false, "Annette Marianne", nil},
	{"a hyphen glues words", []string{"Anne"}, false, "Anne-Marie", nil},
	{"a hyphenated value is found whole", []string{"Anne-Marie"}, false, "Anne-Marie", []string{"0@Anne-Marie"}},
	{"an apostrophe bounds a word", []string{"Anne"}, false, "d'Anne et d’Anne", []string{"0@Anne", "0@Anne"}},
	{"an en dash bounds a word", []string{"Anne"}, false, "Anne–Marie", []string{"0@Anne"}},
	{"an underscore glues", []string{"Anne"}, false, "Anne_Marie", nil},
	{"digits glue", []string{"12"}, false, "123 12", []string{"0@12"}},
	{"any whitespace run matches a space", []string{"Paul Martin"}, false, "Paul\u00a0 \nMartin", []string{"0@Paul\u00a0 \nMartin"}},
	{"a value's own whitespace run is one space", []string{"Paul \t Martin"}, false, "Paul Martin", []string{"0@Paul Martin"}},
	{"leading and trailing spaces of a value are ignored", []string{"  Paul "}, false, "Paul", []string{"0@Paul"}},
	{"whitespace runs match in case-sensitive mode too", []string{"Paul Martin"}, true, "Paul\tMartin", []string{"0@Paul\tMartin"}},
	{"ß folds to ss", []string{"Strasse"}, false, "Straße", []string{"0@Straße"}},
	{"ss matches ß and capital ẞ", []string{"Straße"}, false, "STRASSE STRAẞE", []string{"0@STRASSE", "0@STRAẞE"}},
	{"half of ß is no match", []string{"s"}, false, "ß", nil},
	{"ß stays ß when case-sensitive", []string{"Strasse"}, true, "Straße", nil},
	{"final sigma folds like sigma", []string{"ΟΔΟΣ"}, false, "οδος", []string{"0@οδος"}},
	{"accented capitals fold", []string{"émile"}, false, "ÉMILE", []string{"0@ÉMILE"}},
	{"overlapping values: by start, then longer first", []string{"New York", "York", "New York City"}, false, "New York City",
		[]string{"2@New York City", "0@New York", "1@York"}},
	{"the same key twice is reported per value, in order", []string{"Paris", "paris"}, false, "PARIS", []string{"0@PARIS", "1@PARIS"}},
	{"punctuation in a value", []string{"C++"}, false, "I like C++, not C++x", []string{"0@C++"}},
	{"a value starting with punctuation", []string{"+33 6 12"}, false, "tel +33 6 12!", []string{"0@+33 6 12"}},
	{"regexp metacharacters are literal", []string{"a.b"}, false, "axb a.b", []string{"0@a.b"}},
	{"unspaced scripts have no word bounds", []string{"東京"}, false, "東京都", nil},
	{"a word between spaces in an unspaced script", []string{"東京"}, false, "在 東京 住", []string{"0@東京"}},
	{"a whitespace-only stretch is never a match", []string{"a b"}, false, "a  \n  b", []string{"0@a  \n  b"}},
}

func TestMatchersFollowTheWholeWordRules(t *testing.T) {
	for _, k := range matcherKinds() {
		for _, c := range wordMatcherCases {
			t.Run(k.name+"/"+c.name, func(t *testing.T) {
				m, err := k.build(c.values, c.caseSensitive)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, h := range findAll(m, c.text) {
					got = append(got, fmt.Sprintf("%d@%s", h.value, c.text[h.start:h.end]))
				}
				if !slices.Equal(got, c.want) {
					t.Errorf("got %q, want %q", got, c.want)
				}
				if ref := naiveFindAll(c.values, c.caseSensitive, c.text); !slices.Equal(findAll(m, c.text), ref) {
					t.Errorf("differs from the reference %v", ref)
				}
			})
		}
	}
}

func TestMatchersStopWhenAsked(t *testing.T) {
	for _, k := range matcherKinds() {
		m, err := k.build([]string{"a", "b", "a b"}, false)
		if err != nil {
			t.Fatal(err)
		}
		calls := 0
		m.FindAll("a b a b", func(start, end, value int) bool {
			calls++
			return calls < 3
		})
		if calls != 3 {
			t.Errorf("%s: fn called %d times after returning false at the 3rd", k.name, calls)
		}
	}
}

func TestMatchersNameTheIndexOfAnEmptyValue(t *testing.T) {
	for _, k := range matcherKinds() {
		for _, values := range [][]string{{"Anne", ""}, {"Anne", " \t\u00a0\n"}} {
			_, err := k.build(values, false)
			if !errors.Is(err, pii.ErrConfig) || !strings.Contains(err.Error(), "value 1") {
				t.Errorf("%s %q: got %v, want a config error naming value 1", k.name, values, err)
			}
		}
	}
}

func TestMatchersLen(t *testing.T) {
	for _, k := range matcherKinds() {
		m, err := k.build([]string{"a", "b", "a"}, true)
		if err != nil {
			t.Fatal(err)
		}
		if m.Len() != 3 {
			t.Errorf("%s: Len() = %d", k.name, m.Len())
		}
		empty, err := k.build(nil, false)
		if err != nil || empty.Len() != 0 || findAll(empty, "anything") != nil {
			t.Errorf("%s: an empty matcher: %v %v", k.name, empty, err)
		}
	}
}

func TestMatchersReadALongWhitespaceRunOnce(t *testing.T) {
	for _, k := range matcherKinds() {
		m, err := k.build([]string{"a b"}, false)
		if err != nil {
			t.Fatal(err)
		}
		text := "a" + strings.Repeat(" ", 1<<20) + "b"
		if got := findAll(m, text); len(got) != 1 || got[0] != (wmHitRef{0, len(text), 0}) {
			t.Errorf("%s: got %v", k.name, got)
		}
	}
}

// FuzzWordMatcher compares FindAll with the naive reference on random texts
// and up to four values (separated by "|").
func FuzzWordMatcher(f *testing.F) {
	fuzzAgainstWordMatcher(f, func(values []string, caseSensitive bool) (valueMatcher, error) {
		return NewWordMatcher(values, caseSensitive)
	})
}

// syntheticValues returns n distinct realistic values: personal names,
// e-mail addresses and customer numbers.
func syntheticValues(n int) []string {
	first := []string{"Anna", "Bruno", "Chloé", "David", "Emma", "François", "Greta", "Hugo", "Inès", "Jonas",
		"Karin", "Lucas", "Maëlle", "Nils", "Olga", "Pierre", "Quentin", "Rosa", "Søren", "Théo"}
	syllables := []string{"ber", "mar", "tin", "son", "dal", "ros", "vik", "lun", "kow", "ski", "ard", "ell", "man", "gui", "lot"}
	out := make([]string, 0, n)
	for i := 0; len(out) < n; i++ {
		last := syllables[i%15] + syllables[(i/15)%15] + syllables[(i/225)%15]
		last = strings.ToUpper(last[:1]) + last[1:]
		switch i % 3 {
		case 0:
			out = append(out, first[i%len(first)]+" "+last)
		case 1:
			out = append(out, strings.ToLower(first[i%len(first)])+"."+strings.ToLower(last)+"@example.com")
		default:
			out = append(out, fmt.Sprintf("CUST-%06d", i))
		}
	}
	return out
}

// BenchmarkWordMatcher finds 100, 1,000 and 10,000 known values in a 1 KB
// chat message that holds three of them.
//
//	go test -run '^$' -bench WordMatcher ./internal/textfold/
func BenchmarkWordMatcher(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprintf("values=%d", n), func(b *testing.B) {
			values := syntheticValues(n)
			text := wordMatcherFiller[:900] + " cc " + values[0] + ", " + values[n/2] + " and " + values[n-1] + "."
			m, err := NewWordMatcher(values, false)
			if err != nil {
				b.Fatal(err)
			}
			if got := len(findAll(m, text)); got != 3 {
				b.Fatalf("%d values: found %d", n, got)
			}
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			for b.Loop() {
				m.FindAll(text, func(start, end, value int) bool { return true })
			}
		})
	}
}

// BenchmarkNewWordMatcher measures building a matcher of 1,000 values (the
// thread pipeline rebuilds one when a thread learns new values).
func BenchmarkNewWordMatcher(b *testing.B) {
	values := syntheticValues(1000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewWordMatcher(values, false); err != nil {
			b.Fatal(err)
		}
	}
}

// wordMatcherFiller is a realistic English chat message (the regex
// benchmarks' chatMessage1KB), the text around the values found.
const wordMatcherFiller = "Hi team, following up on yesterday's call about the Q3 onboarding. I went through " +
	"the checklist with the new contractor and most of it is done: the laptop was shipped on Monday, " +
	"the VPN profile works, and the shared drive permissions were granted this morning. Two things are " +
	"still open. First, payroll needs her bank details before the 25th, otherwise the first payment slips " +
	"to next month; she sent them over as DE89 3704 0044 0532 0130 00, can someone in finance confirm " +
	"they went into the system? Second, her badge for the Berlin office hasn't arrived, so security " +
	"asked that she calls them directly. Her contact details are anna.schmidt@example.com and " +
	"+49 30 901820 for urgent matters. I also reminded her about the compliance training, which has to " +
	"be finished within the first 2 weeks, and about the expense policy (receipts over 25 euros must be " +
	"attached to the claim, and travel is booked through the portal, not directly with the airlines). " +
	"Let me know if I missed anything, otherwise I'll close ticket 4471 on Friday, 14:30 at the latest. " +
	"Thanks again, and have a good weekend!"

func TestWordMatcherLayouts(t *testing.T) {
	wide := []string{"y"}
	for c := 'a'; c <= 'z'; c++ {
		wide = append(wide, "x"+string(c)+"yz")
	}
	text := "xayz, xbyz; y and xzyz xq"
	for _, c := range []struct {
		name   string
		values []string
	}{
		{"a node with many children makes the root a table too", wide},
		{"a matcher of many values starts from a table", syntheticValues(2 * denseRootKeys)},
		{"a small matcher lists the root's children", []string{"Anna", "anne", "Bob", "b-o-b", "zoë"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m, err := NewWordMatcher(c.values, false)
			if err != nil {
				t.Fatal(err)
			}
			probe := text + " " + strings.Join(c.values[:3], " ") + " " + c.values[len(c.values)-1]
			if got, want := findAll(m, probe), naiveFindAll(c.values, false, probe); !slices.Equal(got, want) {
				t.Fatalf("got %v\nwant %v", got, want)
			}
		})
	}
}

// A matcher costs a few nodes per value whatever the values' length, and
// no 256-entry table until it is large.
func TestWordMatcherSize(t *testing.T) {
	for _, c := range []struct {
		values, maxPerValue int
	}{{5, 100}, {100, 100}, {10000, 60}} {
		m, err := NewWordMatcher(syntheticValues(c.values), false)
		if err != nil {
			t.Fatal(err)
		}
		if per := m.Size() / c.values; per > c.maxPerValue {
			t.Errorf("%d values: %d bytes per value, want at most %d", c.values, per, c.maxPerValue)
		}
	}
}

// fuzzAgainstWordMatcher fuzzes a matcher built by build against
// WordMatcher and the naive reference: random texts and up to four values
// (separated by "|"); values without a key are a config error.
func fuzzAgainstWordMatcher(f *testing.F, build func(values []string, caseSensitive bool) (valueMatcher, error)) {
	f.Add("Paul\u00a0Martin et d'Anne-Marie, STRASSE", "paul martin|Anne|Straße|marie", false)
	f.Add("New York City, new  york", "New York|York|new york city", true)
	f.Add("ΟΔΟΣ οδος ß ss SS", "οδοσ|ss|s", false)
	f.Add("x y xy x", "x|x y|y", false)
	f.Fuzz(func(t *testing.T, text, joined string, caseSensitive bool) {
		if len(text) > 64 || len(joined) > 64 {
			return
		}
		values := strings.Split(joined, "|")
		if len(values) > 4 {
			values = values[:4]
		}
		m, err := build(values, caseSensitive)
		if slices.ContainsFunc(values, func(v string) bool { return wordKey(v, caseSensitive) == "" }) {
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("values %q: got %v, want a config error", values, err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		wm, err := NewWordMatcher(values, caseSensitive)
		if err != nil {
			t.Fatal(err)
		}
		got := findAll(m, text)
		if want := findAll(wm, text); !slices.Equal(got, want) {
			t.Fatalf("values %q in %q:\n got %v\nword matcher %v", values, text, got, want)
		}
		if want := naiveFindAll(values, caseSensitive, text); !slices.Equal(got, want) {
			t.Fatalf("values %q in %q:\n got %v\nwant %v", values, text, got, want)
		}
	})
}

// randomMatch returns random values (none blank) and a text built from
// them and from random words, for the differential tests.
func randomMatch(rnd *rand.Rand, caseSensitive bool, maxValues int) ([]string, string) {
	var values []string
	for len(values) < 1+rnd.IntN(maxValues) {
		v := randomWord(rnd, 6)
		if wordKey(v, caseSensitive) != "" {
			values = append(values, v)
		}
	}
	var text strings.Builder
	for range rnd.IntN(10) {
		if rnd.IntN(2) == 0 {
			v := values[rnd.IntN(len(values))]
			if rnd.IntN(3) == 0 {
				v = strings.ToUpper(v)
			}
			text.WriteString(v)
		} else {
			text.WriteString(randomWord(rnd, 4))
		}
	}
	return values, text.String()
}

// agreesWithWordMatcher checks, on 3,000 random cases, that the matcher
// build makes reports what WordMatcher reports, in the same order, and
// what the naive reference reports on short texts.
func agreesWithWordMatcher(t *testing.T, rnd *rand.Rand, name string, build func(values []string, caseSensitive bool) (valueMatcher, error)) {
	t.Helper()
	for round := range 3000 {
		caseSensitive := round%4 == 3
		values, text := randomMatch(rnd, caseSensitive, 12)
		m, err := build(values, caseSensitive)
		if err != nil {
			t.Fatal(err)
		}
		findsAsWordMatcher(t, name, m, values, caseSensitive, text)
	}
}

// findsAsWordMatcher fails t unless m, over values, finds in text what a
// WordMatcher finds, and what the naive reference finds in a short text.
func findsAsWordMatcher(t *testing.T, name string, m valueMatcher, values []string, caseSensitive bool, text string) {
	t.Helper()
	wm, err := NewWordMatcher(values, caseSensitive)
	if err != nil {
		t.Fatal(err)
	}
	got, want := findAll(m, text), findAll(wm, text)
	if !slices.Equal(got, want) {
		t.Fatalf("values %q in %q (case-sensitive %v):\n %s %v\n word matcher %v", values, text, caseSensitive, name, got, want)
	}
	if len(text) <= 48 {
		if ref := naiveFindAll(values, caseSensitive, text); !slices.Equal(got, ref) {
			t.Fatalf("values %q in %q: got %v, reference %v", values, text, got, ref)
		}
	}
}
