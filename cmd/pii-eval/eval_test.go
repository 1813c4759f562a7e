package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/corpus"
	"github.com/piighost/piighost-nats/internal/nereval"
	"github.com/piighost/piighost-nats/pii"
)

// labelledCorpus finds presidio-synth-v2.json: $PIIGHOST_EVAL_CORPUS, or
// shared/eval beside the checkout (the integrator's, ../shared) or beside
// the worktrees (../../shared). It skips the test when there is none.
func labelledCorpus(t testing.TB) []Sample {
	t.Helper()
	p := labelledCorpusPath()
	if p == "" {
		t.Skip("labelled corpus not found; set PIIGHOST_EVAL_CORPUS")
	}
	samples, err := LoadPresidio(p)
	if err != nil {
		t.Fatal(err)
	}
	return samples
}

// labelledCorpusPath is the first of labelledCorpus's paths that exists, or
// "".
func labelledCorpusPath() string {
	for _, p := range []string{os.Getenv("PIIGHOST_EVAL_CORPUS"), "../../../shared/eval/presidio-synth-v2.json", "../../../../shared/eval/presidio-synth-v2.json"} {
		if p == "" {
			continue
		}
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// defaultDetector is the detector of the default configuration.
func defaultDetector(t testing.TB) pii.Detector {
	t.Helper()
	d, err := config.Default().BuildDetector(config.BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestStructuredPIIQualityTargets runs the default configuration on the
// presidio-research corpus and checks the structured types' bars: recall
// >= 0.99 and precision >= 0.95 for e-mail, card, IBAN, SSN and IP; phone
// numbers masked (by any label) >= 0.95; street addresses masked >= 0.5.
//
//	go test ./cmd/pii-eval -run QualityTargets -v
func TestStructuredPIIQualityTargets(t *testing.T) {
	samples := labelledCorpus(t)
	scores, _, err := Evaluate(context.Background(), defaultDetector(t), samples, RegexLabelTypes(), StructuredTargets())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", Markdown(scores))
	for _, s := range scores {
		if s.Gold == 0 {
			t.Errorf("%s: no gold span in the corpus", s.Type)
		}
		if !s.Meets() {
			t.Errorf("%s: recall %.3f (want >= %.2f), precision %.3f (want >= %.2f), masked %.3f (want >= %.2f)",
				s.Type, s.Recall(), s.MinRecall, s.Precision(), s.MinPrecision, s.MaskedShare(), s.MinMasked)
		}
	}
}

// TestPersonOnTheSealedPart checks PERSON on the sealed part of the
// labelled corpus: recall and precision >= 0.85.
func TestPersonOnTheSealedPart(t *testing.T) {
	parts := Parts(labelledCorpus(t))
	scores, err := nereval.Evaluate(context.Background(), defaultDetector(t), parts[1].Samples, nereval.DefaultTargets()[:1])
	if err != nil {
		t.Fatal(err)
	}
	p := scores[0]
	t.Logf("%s: PERSON recall %.3f precision %.3f (target %.2f each)", parts[1].Name, p.Recall(), p.Precision(), PersonTarget)
	if p.Precision() < PersonTarget {
		t.Errorf("PERSON precision %.3f, want >= %.2f", p.Precision(), PersonTarget)
	}
	if p.Recall() < PersonTarget {
		t.Errorf("PERSON recall %.3f, want >= %.2f", p.Recall(), PersonTarget)
	}
}

// TestNoPIIMessagesLeftAlone checks that the default configuration changes
// at most 1 % of the no-PII corpus's messages, on each part.
func TestNoPIIMessagesLeftAlone(t *testing.T) {
	msgs, err := corpus.NoPII()
	if err != nil {
		t.Fatal(err)
	}
	r, err := EvaluateNoPII(context.Background(), defaultDetector(t), msgs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", r.Markdown(-1))
	for _, split := range []corpus.Split{corpus.Tuning, corpus.Sealed} {
		if s := r.BySplit[split]; s.Share() > NoPIITarget {
			t.Errorf("%s part: %d of %d no-PII messages changed (%.1f %%), want <= %.0f %%",
				split, s.Changed, s.Messages, 100*s.Share(), 100*NoPIITarget)
		}
	}
}

// TestPositiveCorpusPerLabel holds the positive corpus's figures to what
// the detector reached, on each part: values fully masked, whatever the label.
func TestPositiveCorpusPerLabel(t *testing.T) {
	msgs, err := corpus.Positive()
	if err != nil {
		t.Fatal(err)
	}
	floors := map[string]float64{
		corpus.LabelPerson: 0.9, corpus.LabelDateOfBirth: 0.95, corpus.LabelStreetAddress: 0.95,
		corpus.LabelEmail: 1, corpus.LabelIBAN: 1, corpus.LabelCreditCard: 1,
		corpus.LabelFRPhone: 0.9, corpus.LabelDEPhone: 0.95, corpus.LabelUKPhone: 0.95, corpus.LabelUSPhone: 1,
		corpus.LabelESPhone: 0.85, corpus.LabelITPhone: 0.95,
	}
	d := defaultDetector(t)
	for _, split := range []corpus.Split{corpus.Tuning, corpus.Sealed} {
		r, err := EvaluatePositive(context.Background(), d, corpus.Select(msgs, split))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s part:\n%s", split, r.Markdown(false))
		for _, s := range append(r.Labels, r.LowerNames) {
			floor, ok := floors[s.Label]
			if s.Label == r.LowerNames.Label {
				floor, ok = 0.85, true
			}
			if ok && s.Gold > 0 && s.MaskedShare() < floor {
				t.Errorf("%s part: %s masked %.3f, want >= %.2f", split, s.Label, s.MaskedShare(), floor)
			}
		}
	}
}

// writeCorpus writes a tiny corpus in the presidio format.
func writeCorpus(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "corpus.json")
	// "é" is two bytes: the code-point offsets must become byte offsets.
	const corpus = `[
 {"full_text": "é mail a@b.io or c@d.io", "spans": [
   {"entity_type": "EMAIL_ADDRESS", "entity_value": "a@b.io", "start_position": 7, "end_position": 13},
   {"entity_type": "EMAIL_ADDRESS", "entity_value": "c@d.io", "start_position": 17, "end_position": 23}]},
 {"full_text": "ip 10.0.0.1", "spans": [], "template_id": 0},
 {"full_text": "ip 10.0.0.2", "spans": [], "template_id": 1}
]`
	if err := os.WriteFile(path, []byte(corpus), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoadPresidioConvertsCodePointsToBytes(t *testing.T) {
	samples, err := LoadPresidio(writeCorpus(t))
	if err != nil {
		t.Fatal(err)
	}
	sp := samples[0].Spans[0]
	if got := samples[0].Text[sp.Start:sp.End]; got != "a@b.io" {
		t.Errorf("span text %q", got)
	}
}

func TestEvaluateCountsCoverageAndOverlap(t *testing.T) {
	samples := []Sample{{Text: "mail a@b.io now", Spans: []Span{{Start: 5, End: 11, Type: "EMAIL_ADDRESS"}}}}
	det := pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
		return []pii.Detection{
			{Start: 5, End: 10, Label: "EMAIL", Text: text[5:10]},   // overlaps, does not cover
			{Start: 0, End: 4, Label: "EMAIL", Text: text[0:4]},     // no gold span
			{Start: 4, End: 12, Label: "MAILISH", Text: text[4:12]}, // covers, but another type
			{Start: 5, End: 11, Label: "OTHER", Text: text[5:11]},   // not scored
		}, nil
	})
	types := map[string]string{"EMAIL": "EMAIL_ADDRESS", "MAILISH": "URL_ADDRESS"}
	scores, misses, err := Evaluate(context.Background(), det, samples, types, []Target{{Type: "EMAIL_ADDRESS"}})
	if err != nil {
		t.Fatal(err)
	}
	s := scores[0]
	if s.Gold != 1 || s.Found != 0 || s.Predicted != 2 || s.Correct != 1 {
		t.Errorf("got %+v", s)
	}
	if len(misses) != 2 {
		t.Errorf("misses %v", misses)
	}
}

func TestRunPrintsTheTable(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-corpus", writeCorpus(t), "-groups", "generic", "-misses"}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| EMAIL_ADDRESS | 2 | 2 | 1.000 |", "| IP_ADDRESS | 0 | 0 | 0.000 | ≥ 0.99 | 2 | 0 | 0.000 |",
		`false IP_ADDRESS IPV4 "10.0.0.1"`, "Precision: share of detections", "Masked: share"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "10.0.0.2") {
		t.Errorf("a miss of the sealed part (template 1) is listed:\n%s", out.String())
	}
	if err := run([]string{"-groups", "nope"}, &out); err == nil {
		t.Error("an unknown group is no error")
	}
}

func TestRunReportsEverySection(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-corpus", writeCorpus(t), "-examples", "1"}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Detector of the default configuration", "## Generalisation", "### faker:", "### no-PII:",
		"| US_SSN |", "Per type and style", "### Bars on the sealed part", "## Structured types", "## Names",
		"sealed part (", "## No-PII corpus", "| split sealed |", "| lang de, tuning |", "| kind access_log |",
		"## Positive corpus, tuning part", "## Positive corpus, sealed part", "| DATE_OF_BIRTH |", "PERSON (lower-case full names)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

func TestEvaluateNoPIICountsEveryMessageOnce(t *testing.T) {
	msgs := []corpus.Message{
		{ID: "a", Lang: "en", Kind: "chat", Split: corpus.Tuning, Text: "build X 15623"},
		{ID: "b", Lang: "de", Kind: "chat", Split: corpus.Sealed, Text: "Paket X"},
		{ID: "c", Lang: "de", Kind: "ids", Split: corpus.Sealed, Text: "X and X"},
	}
	det := pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
		var out []pii.Detection
		for i := range len(text) {
			if text[i] == 'X' {
				out = append(out, pii.Detection{Start: i, End: i + 1, Label: "PERSON", Text: "X"})
			}
		}
		return out, nil
	})
	r, err := EvaluateNoPII(context.Background(), det, msgs)
	if err != nil {
		t.Fatal(err)
	}
	if r.All != (Tally{3, 3}) || *r.BySplit[corpus.Sealed] != (Tally{2, 2}) || *r.BySplit[corpus.Tuning] != (Tally{1, 1}) ||
		*r.ByLang["de"] != (Tally{2, 2}) || *r.ByKind["chat"] != (Tally{2, 2}) || r.Labels["PERSON"] != 3 || len(r.Changes) != 3 {
		t.Errorf("got %+v", r)
	}
	md := r.Markdown(-1)
	if !strings.Contains(md, `- a (en, chat, tuning): PERSON "X"`) {
		t.Errorf("markdown lacks the tuning part's change:\n%s", md)
	}
	if strings.Contains(md, "- b (") || strings.Contains(md, "- c (") {
		t.Errorf("markdown shows a sealed message:\n%s", md)
	}
}

func TestCoverageJoinsAdjacentDetections(t *testing.T) {
	dets := []pii.Detection{{Start: 0, End: 4}, {Start: 4, End: 9}, {Start: 12, End: 14}}
	for _, c := range []struct {
		start, end  int
		all, partly bool
	}{{0, 9, true, true}, {2, 6, true, true}, {0, 12, false, true}, {9, 12, false, false}, {13, 14, true, true}} {
		if all, some := coverage(dets, c.start, c.end); all != c.all || some != c.partly {
			t.Errorf("[%d,%d): got %v %v, want %v %v", c.start, c.end, all, some, c.all, c.partly)
		}
	}
}
