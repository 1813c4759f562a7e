package corpus

import (
	"math"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

func mustNoPII(t *testing.T) []Message {
	t.Helper()
	ms, err := NoPII()
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func mustPositive(t *testing.T) []Labelled {
	t.Helper()
	ls, err := Positive()
	if err != nil {
		t.Fatal(err)
	}
	return ls
}

func TestNoPIIHasTheSizeAndMixTheREADMEStates(t *testing.T) {
	ms := mustNoPII(t)
	if len(ms) < 1200 {
		t.Errorf("%d messages, want at least 1200", len(ms))
	}
	byLang := map[string]int{}
	kinds := map[string]map[string]int{}
	hand := 0
	for _, m := range ms {
		byLang[m.Lang]++
		if kinds[m.Lang] == nil {
			kinds[m.Lang] = map[string]int{}
		}
		kinds[m.Lang][m.Kind]++
		if m.Source == Hand {
			hand++
		}
	}
	for _, lang := range Languages() {
		if share := float64(byLang[lang]) / float64(len(ms)); share < 0.30 || share > 0.37 {
			t.Errorf("%s holds %.2f of the corpus, want about a third", lang, share)
		}
		for _, k := range NoPIIKinds()[:17] { // the generated kinds
			if kinds[lang][k] < 5 {
				t.Errorf("%s has %d %s messages, want at least 5", lang, kinds[lang][k], k)
			}
		}
	}
	if hand < 150 {
		t.Errorf("%d hand-written messages, want at least 150", hand)
	}
}

func TestPositiveHasTheSizeAndLabelsTheREADMEStates(t *testing.T) {
	ls := mustPositive(t)
	if len(ls) < 300 {
		t.Errorf("%d messages, want at least 300", len(ls))
	}
	byLang := map[string]int{}
	labels := map[string]int{}
	for _, l := range ls {
		byLang[l.Lang]++
		for _, sp := range l.Spans {
			labels[sp.Label]++
		}
	}
	for _, lang := range Languages() {
		if byLang[lang] < 100 {
			t.Errorf("%s has %d positive messages, want at least 100", lang, byLang[lang])
		}
	}
	for _, lb := range Labels() {
		if labels[lb] < 10 {
			t.Errorf("label %s has %d spans, want at least 10", lb, labels[lb])
		}
	}
}

func TestEverySpanSlicesItsValueExactly(t *testing.T) {
	for _, l := range mustPositive(t) {
		runes := []rune(l.Text)
		if len(l.Spans) == 0 {
			t.Errorf("%s: a positive message without spans", l.ID)
		}
		for _, sp := range l.Spans {
			if got := string(runes[sp.Start:sp.End]); got != sp.Value {
				t.Errorf("%s: code points [%d,%d) are %q, value %q", l.ID, sp.Start, sp.End, got, sp.Value)
			}
			b0, b1, ok := l.ByteRange(sp)
			if !ok || l.Text[b0:b1] != sp.Value {
				t.Errorf("%s: ByteRange(%v) = %d, %d, %v", l.ID, sp, b0, b1, ok)
			}
			if strings.TrimSpace(sp.Value) != sp.Value {
				t.Errorf("%s: value %q has surrounding space", l.ID, sp.Value)
			}
		}
	}
}

// The no-PII corpus must be free of anything a detector would be right to
// mask on its shape alone.
func TestNoPIIHoldsNoEmailIBANCardPhoneOrURLShape(t *testing.T) {
	for _, m := range mustNoPII(t) {
		for _, s := range StrongShapes(m.Text) {
			t.Errorf("%s: %s-shaped %q", m.ID, s.Kind, s.Value)
		}
	}
}

func TestPositiveHoldsStrongShapesOnlyInsideSpans(t *testing.T) {
	for _, l := range mustPositive(t) {
		rs := []rune(l.Text)
		for _, sp := range l.Spans {
			for i := sp.Start; i < sp.End; i++ {
				rs[i] = ' '
			}
		}
		for _, s := range StrongShapes(string(rs)) {
			t.Errorf("%s: %s-shaped %q outside the spans", l.ID, s.Kind, s.Value)
		}
	}
}

func TestLabelledEmailsIBANsAndCardsPassTheirChecks(t *testing.T) {
	want := map[string]string{LabelEmail: "email", LabelIBAN: "iban", LabelCreditCard: "card"}
	for _, l := range mustPositive(t) {
		for _, sp := range l.Spans {
			kind, ok := want[sp.Label]
			if !ok {
				continue
			}
			if !slices.ContainsFunc(StrongShapes(sp.Value), func(s Shape) bool { return s.Kind == kind && s.Value == sp.Value }) {
				t.Errorf("%s: %s %q is not %s-shaped", l.ID, sp.Label, sp.Value, kind)
			}
		}
	}
}

// No personal value of the positive corpus may leak into the no-PII one,
// whatever its case.
func TestNoPositiveValueAppearsInTheNoPIICorpus(t *testing.T) {
	var all strings.Builder
	for _, m := range mustNoPII(t) {
		all.WriteString(strings.ToLower(m.Text))
		all.WriteByte(0)
	}
	text := all.String()
	for _, l := range mustPositive(t) {
		for _, sp := range l.Spans {
			if utf8.RuneCountInString(sp.Value) < 6 || sp.Label == LabelDateOfBirth {
				continue // short given names and dates can be ordinary words and dates
			}
			if strings.Contains(text, strings.ToLower(sp.Value)) {
				t.Errorf("%s: %s %q appears in the no-PII corpus", l.ID, sp.Label, sp.Value)
			}
		}
	}
}

func TestSplitsHalveEachLanguage(t *testing.T) {
	check := func(name string, langs []string, tune []bool) {
		for _, lang := range Languages() {
			n, k := 0, 0
			for i, l := range langs {
				if l == lang {
					n++
					if tune[i] {
						k++
					}
				}
			}
			// A random split of n messages puts 0.5 ± 1/sqrt(n) in each
			// part 19 times in 20 (±0.09 for 130 messages).
			if share, tol := float64(k)/float64(n), 1/math.Sqrt(float64(n)); math.Abs(share-0.5) > tol {
				t.Errorf("%s %s: %.2f of %d messages in tuning, want 0.5 ± %.2f", name, lang, share, n, tol)
			}
		}
	}
	var langs []string
	var tune []bool
	for _, m := range mustNoPII(t) {
		langs, tune = append(langs, m.Lang), append(tune, m.Split == Tuning)
	}
	check("no-PII", langs, tune)
	langs, tune = nil, nil
	for _, l := range mustPositive(t) {
		langs, tune = append(langs, l.Lang), append(tune, l.Split == Tuning)
	}
	check("positive", langs, tune)
}

func TestSelectKeepsOneSplitInOrder(t *testing.T) {
	ms := mustNoPII(t)
	tune, hold := Select(ms, Tuning), Select(ms, Sealed)
	if len(tune)+len(hold) != len(ms) {
		t.Fatalf("%d + %d != %d", len(tune), len(hold), len(ms))
	}
	for i := 1; i < len(tune); i++ {
		if slices.IndexFunc(ms, func(m Message) bool { return m.ID == tune[i-1].ID }) >
			slices.IndexFunc(ms, func(m Message) bool { return m.ID == tune[i].ID }) {
			t.Fatalf("Select changed the order at %d", i)
		}
	}
	if got := Select(mustPositive(t), Sealed); len(got) == 0 || got[0].Split != Sealed {
		t.Errorf("Select on the positive corpus: %d messages", len(got))
	}
}
