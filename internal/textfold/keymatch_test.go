package textfold

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// A value's hash is the hash of its key's bytes, computed without building
// the key, and the prefix filter holds the hashes of its prefixes of 4, 8,
// 16 ... bytes.
func TestKeyHashIsTheHashOfTheKey(t *testing.T) {
	var printable strings.Builder // every printable ASCII byte but the space, then again after one
	for c := byte(0x21); c < 0x80; c++ {
		printable.WriteByte(c)
	}
	for _, v := range []string{"Anne", "  Paul \t Martin ", "STRAẞE", "ΟΔΟΣ", "x", "É", "a\u00a0b", "bad\xffutf8", "東京", "C++",
		"kim.t0.v1999@example.org", "Kim.T0.V1999@Example.ORG", "ab", "abc", "abcd", "abcdefgh", "abcdefghi",
		"Jean-Pierre  de LA Fontaine-Dupont du Lac", "élodie.MARTIN@exemple.fr", "  AB  cd  ", "abc\x00def\x00", strings.Repeat("Ab", 40),
		"kim.t2000.v1999@example.org", "Ab cdefGHIJKLMNOP qrstUVWXyz0123", "abcdefghijklmnopq r", "a\x01bcdefghij\x7fklmnopqrstu",
		"abcdefghijklmnopqrstuvwxyzABCDEF\tGHIJ", "ab\u00e9cdefghijklmn", "[\\]^_`{|}~@ZAza",
		printable.String(), "ab" + printable.String() + " " + printable.String(), "abcdefgh@ZAZ[`az{\x7fQ",
		"abcdefghijklmnoé", "abcdefghijklmnop\x80qrstuvwxyz", "abcdefghijklmn\x1fopqrstuvwxyz"} {
		for _, cs := range []bool{false, true} {
			checkKeyHash(t, v, cs)
		}
	}
}

// FuzzKeyHash holds keyHash to the hash of the key's bytes, and its prefix
// filter to the hashes of the key's prefixes, on any value.
func FuzzKeyHash(f *testing.F) {
	for _, v := range []string{"kim.t2000.v1999@example.org", "Kim.T0.V1999@Example.ORG", "Ab cdefGHIJKLMNOP qrstUVWXyz0123", "[\\]^_`{|}~@ZAza"} {
		f.Add(v, false)
	}
	f.Fuzz(func(t *testing.T, v string, cs bool) { checkKeyHash(t, v, cs) })
}

// checkKeyHash compares keyHash(v, cs) with the byte-by-byte hash of the
// key it built.
func checkKeyHash(t *testing.T, v string, cs bool) {
	t.Helper()
	key := wordKey(v, cs)
	want := uint64(fnvOffset)
	ref := &KeyMatcher{}
	ref.prefixes, ref.prefixShift = prefixFilter(1)
	for i := 0; i < len(key); i++ {
		want = (want ^ uint64(key[i])) * fnvPrime
		if isPrefixLength(i + 1) {
			ref.addPrefix(want)
		}
	}
	got := &KeyMatcher{}
	got.prefixes, got.prefixShift = prefixFilter(1)
	keyHash(v, cs, got)
	if !slices.Equal(got.prefixes, ref.prefixes) {
		t.Errorf("%q (case-sensitive %v): the prefix filter is not that of the key's prefixes", v, cs)
	}
	var pair uint16
	if len(key) > 0 {
		pair = uint16(key[0]) << 8
	}
	if len(key) > 1 {
		pair |= uint16(key[1])
	}
	if h, n, p := keyHash(v, cs, nil); h != want || n != len(key) || p != pair {
		t.Errorf("%q (case-sensitive %v): got %x %d %x, want %x %d %x", v, cs, h, n, p, want, len(key), pair)
	}
}

// matcherAlphabet is what random values and texts are made of: letters
// that fold in every way the rules know (ß, final sigma, accents), word
// glue (hyphen, underscore, digits), word bounds (apostrophes, dashes,
// punctuation) and whitespace of several kinds.
var matcherAlphabet = []string{
	"a", "b", "A", "B", "s", "S", "ß", "ẞ", "σ", "ς", "Σ", "é", "É", "東", "1", "2",
	"-", "_", "'", "’", "–", ".", "@", "+", " ", " ", "  ", "\t", "\u00a0", "\n",
}

func randomWord(rnd *rand.Rand, max int) string {
	var b strings.Builder
	for range 1 + rnd.IntN(max) {
		b.WriteString(matcherAlphabet[rnd.IntN(len(matcherAlphabet))])
	}
	return b.String()
}

// KeyMatcher and WordMatcher report the same occurrences, in the same
// order, for random values and texts built from them (and the naive
// reference, on short texts).
func TestKeyMatcherAgreesWithWordMatcher(t *testing.T) {
	agreesWithWordMatcher(t, rand.New(rand.NewPCG(13, 2026)), "key matcher",
		func(v []string, cs bool) (valueMatcher, error) { return NewKeyMatcher(v, cs) })
}

// A matcher built from keys hashed ahead, among candidates it leaves out
// and one whose text is not its value's (hashed again), finds what
// WordMatcher finds.
func TestKeyMatcherFromHashedCandidatesAgreesWithWordMatcher(t *testing.T) {
	agreesWithWordMatcher(t, rand.New(rand.NewPCG(13, 2026)), "key matcher from hashed keys",
		func(v []string, cs bool) (valueMatcher, error) {
			var candidates []string
			at := make([]int32, len(v))
			for i, s := range v {
				candidates = append(candidates, "left "+s+" out")
				at[i] = int32(len(candidates))
				candidates = append(candidates, s)
			}
			if len(v) > 1 {
				at[1] = 0
			}
			return HashKeys(candidates, cs).Matcher(v, at)
		})
}

// A second matcher from the same hashed keys (whose prefix filter the
// first took) hashes its values again.
func TestKeyHashesServeASecondMatcher(t *testing.T) {
	values := coldValues(300)
	k := HashKeys(values, false)
	at := make([]int32, len(values))
	for i := range at {
		at[i] = int32(i)
	}
	for range 2 {
		m, err := k.Matcher(values, at)
		if err != nil {
			t.Fatal(err)
		}
		if got := findAll(m, "to "+values[7]+" and "+values[299]); len(got) != 2 {
			t.Fatalf("found %v", got)
		}
	}
	if _, err := k.Matcher(values, at[1:]); err == nil {
		t.Fatal("a matcher of 300 values from 299 candidates")
	}
}

// Among thousands of values sharing a long prefix (the e-mail addresses
// of one domain), each is found as a whole word (a dot ends a word, a
// hyphen does not), and a value is not found inside a longer one.
func TestKeyMatcherManyValuesWithACommonPrefix(t *testing.T) {
	var values []string
	for i := range 5000 {
		values = append(values, fmt.Sprintf("kim.v%d@example.org", i))
	}
	km, err := NewKeyMatcher(values, false)
	if err != nil {
		t.Fatal(err)
	}
	wm, err := NewWordMatcher(values, false)
	if err != nil {
		t.Fatal(err)
	}
	text := "write to KIM.V0@example.org, kim.v4999@example.org and kim.v12@example.org.uk or kim.v1234@example.org-x kim.v49999@example.org " + values[2500]
	if got, want := findAll(km, text), findAll(wm, text); !slices.Equal(got, want) || len(got) != 4 {
		t.Errorf("got %v, want %v (4)", got, want)
	}
}

// FuzzKeyMatcher compares KeyMatcher with WordMatcher and the naive
// reference on random texts and up to four values (separated by "|").
func FuzzKeyMatcher(f *testing.F) {
	fuzzAgainstWordMatcher(f, func(v []string, cs bool) (valueMatcher, error) { return NewKeyMatcher(v, cs) })
}

// coldValues are n values shaped as the cold-thread benchmarks' (the
// e-mail addresses of one domain, sharing a long prefix).
func coldValues(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("kim.v%d@example.org", i)
	}
	return out
}

// BenchmarkMatcherBuild compares building the two matchers over a cold
// thread's values, side by side:
//
//	go test -run '^$' -bench MatcherBuild -benchmem ./internal/textfold/
func BenchmarkMatcherBuild(b *testing.B) {
	for _, shape := range []struct {
		name   string
		values func(int) []string
	}{{"emails", coldValues}, {"mixed", syntheticValues}} {
		for _, n := range []int{2000, 10000} {
			values := shape.values(n)
			b.Run(fmt.Sprintf("%s/values=%d/word", shape.name, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := NewWordMatcher(values, false); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(fmt.Sprintf("%s/values=%d/key", shape.name, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := NewKeyMatcher(values, false); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkMatcherFind compares FindAll of the two matchers on a 1 KB chat
// message holding three of the values, side by side:
//
//	go test -run '^$' -bench MatcherFind ./internal/textfold/
func BenchmarkMatcherFind(b *testing.B) {
	for _, shape := range []struct {
		name   string
		values func(int) []string
	}{{"emails", coldValues}, {"mixed", syntheticValues}} {
		for _, n := range []int{10, 2000, 10000} {
			values := shape.values(n)
			text := wordMatcherFiller[:900] + " cc " + values[0] + ", " + values[n/2] + " and " + values[n-1] + "."
			wm, err := NewWordMatcher(values, false)
			if err != nil {
				b.Fatal(err)
			}
			km, err := NewKeyMatcher(values, false)
			if err != nil {
				b.Fatal(err)
			}
			if got, want := findAll(km, text), findAll(wm, text); !slices.Equal(got, want) || len(got) < 3 {
				b.Fatalf("got %v, want %v", got, want)
			}
			b.Run(fmt.Sprintf("%s/values=%d/word", shape.name, n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					wm.FindAll(text, func(start, end, value int) bool { return true })
				}
			})
			b.Run(fmt.Sprintf("%s/values=%d/key", shape.name, n), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					km.FindAll(text, func(start, end, value int) bool { return true })
				}
			})
		}
	}
}

// A key matcher holds a few dozen bytes per value beside the values
// themselves, which it shares with its caller.
func TestKeyMatcherSize(t *testing.T) {
	for _, n := range []int{5, 300, 2000, 10000} {
		km, err := NewKeyMatcher(coldValues(n), false)
		if err != nil {
			t.Fatal(err)
		}
		wm, err := NewWordMatcher(coldValues(n), false)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d values: key matcher %d bytes a value, word matcher %d", n, km.Size()/n, wm.Size()/n)
		if per := km.Size() / n; n >= 300 && per > 64 {
			t.Errorf("%d values: %d bytes per value, want at most 64", n, per)
		}
	}
}

// A word is printable when each of its bytes is printable ASCII other
// than a space, whatever byte stands where; lowering it folds its
// capitals, and only them, as a key does.
func TestPrintableWordIsEveryBytePrintableAndLowerWordFoldsItsCapitals(t *testing.T) {
	for pos := range 8 {
		for c := range 256 {
			word := []byte("aBcDeFgH")
			word[pos] = byte(c)
			x := uint64(0)
			for i := 7; i >= 0; i-- {
				x = x<<8 | uint64(word[i])
			}
			want := c >= 0x21 && c <= 0x7f
			if got := printableWord(x); got != want {
				t.Errorf("byte %#x at %d: printableWord %v, want %v", c, pos, got, want)
			}
			if !want {
				continue
			}
			lower := lowerWord(x)
			for i := range 8 {
				if got, want := byte(lower>>(8*i)), asciiKeyBytes[0][word[i]]; got != want {
					t.Errorf("byte %#x at %d: lowerWord gives %#x at %d, want %#x", c, pos, got, i, want)
				}
			}
		}
	}
}
