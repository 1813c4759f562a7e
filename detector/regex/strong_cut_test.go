package regex

import (
	"context"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// withoutStrongCut returns a copy of d that scans without skipping the
// candidates inside a strong value (the reference flag): every numeric
// matcher runs inside a strong value, and FR_IBAN scores its span itself. It is the reference
// of the tests below.
func withoutStrongCut(d *Detector) *Detector {
	ref := *d
	ref.reference = true
	return &ref
}

// strongCutDetectors are the configurations the differential tests run:
// the default, every validator (PHONE's strict check among them), every
// shape reported (thresholds at 0.1), and a few groups alone.
func strongCutDetectors(t testing.TB) map[string]*Detector {
	t.Helper()
	low := map[string]float64{}
	for _, name := range builtinNames {
		low[name] = 0.1
	}
	out := map[string]*Detector{
		"default":    scored(t),
		"validators": scored(t, "CREDIT_CARD", "IBAN", "FR_IBAN", "FR_NIR", "PHONE"),
	}
	for name, cfg := range map[string]Config{
		"thresholds 0.1": {Groups: Groups(), Thresholds: low},
		"fr":             {Groups: []string{"fr"}},
		"eu, phone":      {Groups: []string{"eu", "phone"}},
		"generic, us":    {Groups: []string{"generic", "us"}},
	} {
		d, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = d
	}
	return out
}

// checkStrongCut compares d's detections of text with the reference's and
// returns how many numberAt calls the cut skipped.
func checkStrongCut(t testing.TB, name string, d *Detector, text string) int {
	t.Helper()
	ctx := context.Background()
	got, err := d.Detect(ctx, text)
	if err != nil {
		t.Fatal(err)
	}
	want, err := withoutStrongCut(d).Detect(ctx, text)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: %q:\n got %v\nwant %v (the matchers run inside strong values)", name, text, got, want)
	}
	sc := scanner{d: d, s: text}
	sc.scanBuiltins()
	return sc.cuts
}

func TestInsideStrongOnlyWhereNoCandidateCanEndPastTheValue(t *testing.T) {
	const iban = "FR76 3000 6000 0112 3456 7890 189"
	d := scored(t)
	for _, c := range []struct {
		name       string
		text       string
		start, end int // the strong value
		at         string
		want       bool
	}{
		{"an IBAN's inner digit group", "iban " + iban + ".", 5, 5 + len(iban), "3000", true},
		{"an IBAN's last group", "iban " + iban + " and", 5, 5 + len(iban), "189", true},
		{"trailing separators are not digits", "iban " + iban + " - (x", 5, 5 + len(iban), "7890", true},
		{"a chain going on past the value", "iban " + iban + " 12", 5, 5 + len(iban), "7890", false},
		{"a chain going on past the value, two separators", "iban " + iban + ". 4", 5, 5 + len(iban), "189", false},
		{"the value's own start", "4111 1111 1111 1111", 0, 19, "4111", false},
		{"a group after the value", "4111 1111 1111 1111 and 12", 0, 19, "12", false},
		{"no strong value yet", "call 06 12 34 56 78", 0, 0, "12", false},
		{"a phone's groups after its +", "phone +33 1 42 68 53 00 ok", 6, 23, "42", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			at := strings.LastIndex(c.text, c.at)
			sc := scanner{d: d, s: c.text, strongStart: c.start, strongEnd: c.end}
			sc.chainDigits(at)
			if got := sc.insideStrong(at); got != c.want {
				t.Fatalf("insideStrong(%q at %d) in [%d, %d) = %v, want %v", c.text, at, c.start, c.end, got, c.want)
			}
			sc.d = withoutStrongCut(d)
			if sc.insideStrong(at) {
				t.Fatal("the reference cuts")
			}
			sc.d = allGroups(t)
			if sc.insideStrong(at) {
				t.Fatal("a shapes-only detector (no scores, nothing dropped) cuts")
			}
		})
	}
}

func TestTheCutKeepsWhatEndsPastAStrongValue(t *testing.T) {
	const iban = "FR76 3000 6000 0112 3456 7890 189"
	for _, c := range []struct {
		name string
		text string
		cuts bool // the cut skips at least one numberAt call
	}{
		{"an IBAN's digits are not a card, a phone or a SIRET", "iban " + iban + ", thanks", true},
		{"the phone of the benchmark message", "phone +33 1 42 68 53 00; thanks", true},
		{"a German IBAN, letters inside", "DE89 3704 0044 0532 0130 00 ok", true},
		{"a date right after an IBAN", "iban " + iban + "/03/2024 ok", false},
		{"a date glued to an IBAN's last group", "iban DE89 3704 0044 0532 0130 00.12.2024", false},
		{"a phone extension after a strong phone", "tel +33 1 42 68 53 00 ext. 45 ok", true},
		{"a card's digits going on past the card", "4111 1111 1111 1111 2222 3333", false},
		{"a NIR's 2A after a strong value", "4111 1111 1111 1111 1 85 05 2A 006 084 36", false},
		{"a NIR's 2A inside a chain the IBAN ends", "FR76 3000 6000 0112 1 85 05 2A 006 084 36", false},
		// A valid IBAN ending in "2A 006", before ".084 36": the NIR
		// starting at its "1" ends past it.
		{"a NIR's 2A inside an IBAN, ending past it", "iban GB37 NWBK 1 85 05 2A 006.084 36 ok", true},
		{"a SIRET in the digits after an IBAN", "iban " + iban + " 732 829 320 00074", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := 0
			for name, d := range strongCutDetectors(t) {
				k := checkStrongCut(t, name, d, c.text)
				if name == "default" {
					n = k
				}
			}
			if (n > 0) != c.cuts {
				t.Fatalf("%q: %d numberAt calls cut, want cuts %v", c.text, n, c.cuts)
			}
		})
	}
}

func TestFRIBANTakesIBANsScoreOfTheSameSpan(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want []string // labels and confidences, in order
	}{
		{"a valid French IBAN: both strong", "FR76 3000 6000 0112 3456 7890 189 ok", []string{"IBAN 1", "FR_IBAN 1"}},
		{"bad check digits, a cue: both cued", "iban FR76 3000 6000 0112 3456 7890 188 ok", []string{"IBAN 0.9", "FR_IBAN 0.9"}},
		{"bad check digits, no cue: neither", "ref FR76 3000 6000 0112 3456 7890 188 ok", nil},
		{"small letters", "iban fr7630006000011234567890189.", []string{"IBAN 1", "FR_IBAN 1"}},
		{"glued: neither", "x-FR76 3000 6000 0112 3456 7890 189", nil},
		{"a longer IBAN than the French cut: each its own span", "iban FR76 3000 6000 0112 3456 7890 1890 12 ok", []string{"IBAN 0.9"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for name, d := range strongCutDetectors(t) {
				checkStrongCut(t, name, d, c.text)
			}
			dets, err := scored(t).Detect(context.Background(), c.text)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, x := range dets {
				got = append(got, x.Label+" "+strconv.FormatFloat(x.Confidence, 'g', -1, 64))
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("%q: %v, want %v", c.text, got, c.want)
			}
		})
	}
}

// randomStrongText builds a text from digit groups, separators, strong
// values (valid IBANs, cards, NIRs, international phone numbers), their
// fragments, dates, extensions and letters, to put numbers inside, around
// and right after strong values.
func randomStrongText(rng *rand.Rand) string {
	frags := []string{
		"FR76 3000 6000 0112 3456 7890 189", "FR7630006000011234567890189", "DE89 3704 0044 0532 0130 00",
		"GB29 NWBK 6016 1331 9268 19", "GB37 NWBK 1 85 05 2A 006", ".084 36",
		"FR76 3000 6000 0112 3456 7890 188", "fr7630006000011234567890189", "FR76 3000 6000 0112 3456 7890 1890", "gb29nwbk60161331926819", "FR76 3000 6000", "3456 7890 189",
		"4111 1111 1111 1111", "4111-1111-1111-1111", "5018 0000 0009", "501800000009", "1 85 05 2A 006 084 36",
		"1 85 05 78 006 084 36", "185057800608436", "+33 1 42 68 53 00", "+33 (0)6 12 34 56 78", "+1 415 555 0132",
		"+44 20 7946 0958", "+49 30 23125102", "(415) 555-0132", "732 829 320 00074", "732829320",
		"12/03/2024", "03.12.1984", "2024-03-12", "/03/2024", ".12.1984", "-03-12", " 12 mars 1984", " March 3",
		" ext. 45", " x123", "#12", " ext 9",
		"0", "1", "2", "7", "9", "12", "00", "123", "189", "0612", "2A", "2B", "3000",
		" ", " ", " ", "-", ".", "/", "(", ")", "+", ":", ",", "\u00a0", "\n",
		"a", "A", "B", "x", "é", "iban ", "tel ", "phone ", "born ", "card ", "siret ", "nir ", "ok", "thanks",
	}
	return joinFragments(rng, frags, 24, 8, 4)
}

func TestTheCutChangesNoDetectionOnRandomTexts(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 10))
	dets := strongCutDetectors(t)
	texts := 20000
	if testing.Short() {
		texts = 2000
	}
	cuts := 0
	for range texts {
		s := randomStrongText(rng)
		if rng.IntN(4) == 0 {
			s = mutatedExample(rng) + s
		}
		for name, d := range dets {
			if name == "validators" && rng.IntN(8) != 0 {
				continue // the strict phone check costs tens of µs a number
			}
			k := checkStrongCut(t, name, d, s)
			if name == "default" {
				cuts += k
			}
		}
	}
	if cuts < texts {
		t.Fatalf("the cut ran at %d numberAt calls over %d texts: the texts miss strong values", cuts, texts)
	}
}

// FuzzStrongCut is the differential test above on any text.
func FuzzStrongCut(f *testing.F) {
	for _, s := range []string{
		"iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00",
		"4111 1111 1111 1111 1 85 05 2A 006 084 36", "DE89 3704 0044 0532 0130 00.12.2024",
		"tel +33 1 42 68 53 00 ext. 45", "iban FR76 3000 6000 0112 3456 7890 189 732 829 320 00074",
	} {
		f.Add(s)
	}
	d := scored(f)
	low := map[string]float64{}
	for _, name := range builtinNames {
		low[name] = 0.1
	}
	all, err := New(Config{Groups: Groups(), Thresholds: low})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkStrongCut(t, "default", d, s)
		checkStrongCut(t, "thresholds 0.1", all, s)
	})
}
