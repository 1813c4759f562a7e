package regex

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// The reference implementation of the built-in patterns, for differential
// tests: upstream's verbatim patterns (piighost-core.md §9.2) translated
// mechanically to Go regexps, with Python's re.finditer semantics emulated
// by brute force. At every start position (in order, resuming after each
// match), the look-behind is checked by hand, then the pattern is matched
// anchored there with its trailing look-ahead turned into one consumed
// "follow" character (or the end of the text): Go's leftmost-first
// matching then picks the same path as Python's backtracking would, and the
// consumed character is given back. It is slow and obviously faithful; the
// scanners are fast and hand-written.
//
// Translations: \d → [0-9], \w → [A-Za-z0-9_] (re.ASCII), a literal space →
// spRef (the space separators normalize_spaces maps to " "), \s → wsRef.

const (
	spRef  = `[ \x{A0}\x{1680}\x{2000}-\x{200A}\x{202F}\x{205F}\x{3000}]`
	wsRef  = `[\t\n\v\f\r \x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}]`
	wsChrs = `\t\n\v\f\r \x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}`
	// Follow sets: what may come after a match, as a consumed character.
	notWord  = `[^A-Za-z0-9_]`
	notDigit = `[^0-9]`
)

// refPattern is one label's reference.
type refPattern struct {
	label  string
	re     *regexp.Regexp             // ^(?:body)(follow|$)
	before func(s string, p int) bool // the look-behind at p (nil: none)
	extra  func(s string, p, end int) bool
}

// refAt returns the end of the reference match at p, or -1.
func (r *refPattern) refAt(s string, p int) int {
	if r.before != nil && !r.before(s, p) {
		return -1
	}
	m := r.re.FindStringSubmatchIndex(s[p:])
	if m == nil {
		return -1
	}
	end := p + m[2]
	if r.extra != nil && !r.extra(s, p, end) {
		return -1
	}
	return end
}

// finditer emulates re.finditer over code-point starts.
func finditer(s string, at func(s string, p int) int) [][2]int {
	var out [][2]int
	for p := 0; p < len(s); {
		if end := at(s, p); end > p {
			out = append(out, [2]int{p, end})
			p = end
			continue
		}
		_, w := utf8.DecodeRuneInString(s[p:])
		p += w
	}
	return out
}

func ref(label, body, follow string, before func(string, int) bool) *refPattern {
	src := `^(?:` + body + `)(` + follow + `|$)`
	if follow == "" {
		src = `^(?:` + body + `)()`
	}
	return &refPattern{label: label, re: regexp.MustCompile(src), before: before}
}

// Look-behinds.
func notAfter(class string) func(string, int) bool {
	return func(s string, p int) bool {
		if p == 0 {
			return true
		}
		r, _ := utf8.DecodeLastRuneInString(s[:p])
		return !strings.ContainsRune(class, r)
	}
}

const asciiWordChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"

var (
	afterNonWord = notAfter(asciiWordChars)
)

// referencePatterns returns the references of the labels that have an
// upstream pattern, with this port's documented extensions (12-digit
// Maestro cards, small-letter IBANs, IPv4 boundaries) added the same way.
func referencePatterns() map[string]func(string, int) int {
	d, sp, ws := `[0-9]`, spRef, wsRef
	r := map[string]func(string, int) int{}
	add := func(p *refPattern) { r[p.label] = p.refAt }

	uniWord := `\p{L}\p{N}\p{M}_`
	email := ref("EMAIL", `[`+uniWord+`.%+-]+@(?:[`+uniWord+`-]+\.)+[\p{L}\p{Nl}\p{No}]{2,}`, "", nil)
	email.before = func(s string, p int) bool {
		if p == 0 {
			return true
		}
		r, _ := utf8.DecodeLastRuneInString(s[:p])
		return !isEmailLocal(r)
	}
	add(email)
	add(ref("URL", `https?://[^`+wsChrs+`<>"']*[^`+wsChrs+`<>"'.,;:!?)\]]`, "", nil))
	octet := `(?:25[0-5]|2[0-4]` + d + `|[01]?` + d + d + `?)`
	add(ref("IPV4", `(?:`+octet+`\.){3}`+octet, `[^A-Za-z0-9_.]|\.`+notDigit+`|\.$`, notAfter(asciiWordChars+".")))

	card := ref("CREDIT_CARD", `(?:`+d+`(?:`+sp+`|-)?){12,18}`+d, notWord, afterNonWord)
	maestro := ref("MAESTRO", d+`{12}`, notWord, afterNonWord)
	chained := regexp.MustCompile(`[0-9](?:` + sp + `|-)$`)
	continued := regexp.MustCompile(`^(?:` + sp + `|-)[0-9]`)
	r["CREDIT_CARD"] = func(s string, p int) int {
		if end := card.refAt(s, p); end > 0 {
			return end
		}
		end := maestro.refAt(s, p)
		if end < 0 || p > 0 && s[p-1] == '+' || chained.MatchString(s[:p]) || continued.MatchString(s[end:]) {
			return -1
		}
		if iin := s[p] == '6' || s[p] == '5' && (s[p+1] == '0' || s[p+1] >= '6'); !iin || !luhnValid(s[p:end]) {
			return -1
		}
		return end
	}

	sep := `[` + wsChrs + `.-]`
	add(ref("US_PHONE", `(?:\+?1`+sep+`?)?\(?[2-9]`+d+`{2}\)?`+sep+`?`+d+`{3}`+sep+`?`+d+`{4}`, notDigit, notAfter(asciiWordChars+"+")))
	add(ref("US_ZIP", d+`{5}(?:-`+d+`{4})?`, notWord, afterNonWord))
	add(ref("US_ITIN", `9`+d+`{2}-[7-8]`+d+`-`+d+`{4}`, notWord, afterNonWord))
	add(ref("US_SSN", d+`{3}-`+d+`{2}-`+d+`{4}`, notWord, afterNonWord))

	ibanUpper := ref("IBAN", `[A-Z]{2}`+d+`{2}(?:[`+wsChrs+`-]?[A-Z0-9]){11,30}`, notWord, afterNonWord)
	ibanLower := ref("IBAN", `[a-z]{2}`+d+`{2}(?:[`+wsChrs+`-]?[a-z0-9]){11,30}`, notWord, afterNonWord)
	r["IBAN"] = either(ibanUpper, ibanLower)
	add(ref("FR_PHONE", `(?:\+33`+ws+`?(?:\(0\)`+ws+`?)?|0)[1-9](?:`+sep+`?`+d+`{2}){4}`, notWord, afterNonWord))
	frUpper := ref("FR_IBAN", `FR`+d+`{2}(?:[`+wsChrs+`-]?[A-Z0-9]){23}`, notWord, afterNonWord)
	frLower := ref("FR_IBAN", `fr`+d+`{2}(?:[`+wsChrs+`-]?[a-z0-9]){23}`, notWord, afterNonWord)
	r["FR_IBAN"] = either(frUpper, frLower)
	add(ref("FR_NIR", `[12]`+sep+`?`+d+`{2}`+sep+`?(?:0[1-9]|1[0-2])`+sep+`?(?:2[ABab]|`+d+`{2})`+sep+`?`+d+`{3}`+sep+`?`+d+`{3}`+sep+`?`+d+`{2}`, notWord, afterNonWord))
	wsd := `[` + wsChrs + `-]`
	add(ref("FR_SIRET", d+`{3}`+wsd+`?`+d+`{3}`+wsd+`?`+d+`{3}`+wsd+`?`+d+`{5}`, notWord, afterNonWord))
	add(ref("FR_SIREN", d+`{3}`+wsd+`?`+d+`{3}`+wsd+`?`+d+`{3}`, `[^A-Za-z0-9_`+wsChrs+`-]|`+wsd+`(?:`+notDigit+`|$)`, afterNonWord))

	openai := ref("OPENAI_API_KEY", `sk-(?:proj-)?[A-Za-z0-9_-]{20,}`, "", notAfter(strings.TrimSuffix(asciiWordChars, "_")))
	openai.extra = func(s string, p, _ int) bool { return !strings.HasPrefix(s[p+3:], "ant-") }
	add(openai)
	add(ref("AWS_ACCESS_KEY", `AKIA[0-9A-Z]{16}`, notWord, afterNonWord))
	add(ref("GITHUB_TOKEN", `gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{82}`, notWord, afterNonWord))
	add(ref("STRIPE_KEY", `[sr]k_(?:live|test)_[A-Za-z0-9]{24,}`, notWord, afterNonWord))
	return r
}

// either tries a, then b, at the same start (their first characters
// exclude each other); small-letter IBANs also need a registry country.
func either(a, b *refPattern) func(string, int) int {
	return func(s string, p int) int {
		if end := a.refAt(s, p); end > 0 {
			return end
		}
		end := b.refAt(s, p)
		if end > 0 && !isIBANCountry(s[p]-'a'+'A', s[p+1]-'a'+'A') {
			return -1
		}
		return end
	}
}

// referenceFind returns the reference spans of label in s.
func referenceFind(refs map[string]func(string, int) int, label, s string) [][2]int {
	return finditer(s, refs[label])
}

// detectorSpans returns the detector's spans of label in s.
func detectorSpans(t testing.TB, d *Detector, label, s string) [][2]int {
	dets, err := d.Detect(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]int
	for _, x := range dets {
		if x.Label == label {
			out = append(out, [2]int{x.Start, x.End})
		}
	}
	return out
}

// referenceLabels are the labels with a reference implementation.
var referenceLabels = []string{"EMAIL", "URL", "IPV4", "CREDIT_CARD", "US_PHONE", "US_ZIP", "US_ITIN", "US_SSN",
	"IBAN", "FR_PHONE", "FR_IBAN", "FR_NIR", "FR_SIRET", "FR_SIREN",
	"OPENAI_API_KEY", "AWS_ACCESS_KEY", "GITHUB_TOKEN", "STRIPE_KEY"}

// randomPIIText builds a short text from fragments that exercise the
// boundaries of the numeric and alphanumeric shapes.
func randomPIIText(rng *rand.Rand) string {
	frags := []string{
		"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "12", "123", "0612", "2A", "2B",
		" ", " ", "-", ".", "(", ")", "+", "+1", "+33", "(0)", "\u00a0", "\u202f", "\n", "\t",
		"a", "A", "x", "_", "é", "@", "://", "http", "https://", "sk-", "sk_live_", "rk_test_", "ant-", "proj-",
		"AKIA", "ghp_", "github_pat_", "FR", "fr", "DE", "gb", "GB", "zz", "mail", ".com", "example", "ü",
		"9", "97", "255", "256", "0000", "4111", "5018", ",", ";", "!", ")", "]", "'", "<",
	}
	// Runs of digits or letters (one fragment in four repeated), to reach
	// the long shapes.
	return joinFragments(rng, frags, 30, 4, 12)
}

// joinFragments joins 1 to most fragments drawn from frags, one in
// repeatOneIn repeated up to maxRepeat times.
func joinFragments(rng *rand.Rand, frags []string, most, repeatOneIn, maxRepeat int) string {
	n := 1 + rng.IntN(most)
	var b strings.Builder
	for range n {
		f := frags[rng.IntN(len(frags))]
		if rng.IntN(repeatOneIn) == 0 {
			f = strings.Repeat(f, 1+rng.IntN(maxRepeat))
		}
		b.WriteString(f)
	}
	return b.String()
}

// piiExamples are matches of every label, which mutatedExample damages.
var piiExamples = []string{
	"john.doe@example.com", "josé.müller@exemple.fr", "https://example.com/a?b=c", "192.168.0.1", "10.0.0.255",
	"4111 1111 1111 1111", "4111-1111-1111-1111", "501800000009", "(415) 555-0132", "+1 415.555.0132",
	"90210-1234", "912-78-1234", "123-45-6789", "DE89 3704 0044 0532 0130 00", "gb29nwbk60161331926819",
	"+33 (0)6 12 34 56 78", "06.12.34.56.78", "FR76 3000 6000 0112 3456 7890 189", "1 85 05 2A 006 084 36",
	"732 829 320 00074", "732829320", "sk-proj-abcdefghijklmnopqrstuvwxyz", "AKIAIOSFODNN7EXAMPLE",
	"ghp_abcdefghijklmnopqrstuvwxyz0123456789", "sk_live_abcdefghijklmnopqrstuvwx",
}

// mutatedExample returns one or two examples, damaged by a few random
// insertions, deletions and replacements, with random text around them.
func mutatedExample(rng *rand.Rand) string {
	noise := []string{"", " ", "-", ".", "0", "9", "a", "Z", "_", "+", "\u00a0", "(", ")", ":", "x"}
	var b strings.Builder
	for range 1 + rng.IntN(2) {
		e := []byte(piiExamples[rng.IntN(len(piiExamples))])
		for range rng.IntN(3) {
			k := rng.IntN(len(e))
			switch rng.IntN(3) {
			case 0:
				e = slices.Delete(e, k, k+1)
			case 1:
				e = slices.Insert(e, k, "0.- 9A"[rng.IntN(6)])
			default:
				e[k] = "0.- 9A"[rng.IntN(6)]
			}
			if len(e) == 0 {
				e = []byte("0")
			}
		}
		b.WriteString(noise[rng.IntN(len(noise))])
		b.Write(e)
		b.WriteString(noise[rng.IntN(len(noise))])
	}
	return strings.ToValidUTF8(b.String(), "")
}

// TestRegexScannersAgreeWithReferencePatterns compares every built-in
// label that has an upstream pattern with the reference on random texts
// built to hit the shapes' edges.
func TestRegexScannersAgreeWithReferencePatterns(t *testing.T) {
	d, err := New(Config{Groups: Groups()})
	if err != nil {
		t.Fatal(err)
	}
	d.shapesOnly = true // the references are shapes; scores filter them (score_test.go)
	refs := referencePatterns()
	rng := rand.New(rand.NewPCG(1, 2))
	iterations := 5000
	if testing.Short() {
		iterations = 500
	}
	for range iterations {
		s := randomPIIText(rng)
		if rng.IntN(2) == 0 {
			s = mutatedExample(rng)
		}
		for _, label := range referenceLabels {
			want := referenceFind(refs, label, s)
			got := detectorSpans(t, d, label, s)
			if !slices.Equal(got, want) {
				t.Fatalf("%s in %q:\n got %s\nwant %s", label, s, spansText(s, got), spansText(s, want))
			}
		}
	}
}

func spansText(s string, spans [][2]int) string {
	var parts []string
	for _, sp := range spans {
		parts = append(parts, fmt.Sprintf("%d:%d %q", sp[0], sp[1], s[sp[0]:sp[1]]))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
