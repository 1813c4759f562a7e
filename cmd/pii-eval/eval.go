package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/internal/nereval"
	"github.com/piighost/piighost-nats/pii"
)

// The corpus, as internal/nereval loads it (presidio-research format,
// code-point offsets converted to bytes).
type (
	// Span is a labelled span of a sample, in byte offsets (half-open).
	Span = nereval.Span
	// Sample is one text of the corpus with its gold spans.
	Sample = nereval.Sample
)

// LoadPresidio reads a presidio-research JSON corpus.
func LoadPresidio(path string) ([]Sample, error) { return nereval.LoadPresidio(path) }

// Target is an entity type to score, with its quality bars.
type Target struct {
	Type         string  // entity type of the corpus, e.g. "EMAIL_ADDRESS"
	MinRecall    float64 // 0 for none
	MinPrecision float64 // 0 for none
	MinMasked    float64 // 0 for none: share of values masked, by any label
}

// The targets that are not per structured type.
const (
	// PersonTarget is the bar of PERSON recall and precision on the sealed
	// part of the labelled corpus.
	PersonTarget = 0.85
	// NoPIITarget is the largest share of no-PII messages the default
	// configuration may change, on each part of the corpus.
	NoPIITarget = 0.01
)

// StructuredTargets are the structured types with their bars: phone numbers and street addresses count as masked whatever
// the label that masks them.
func StructuredTargets() []Target {
	return []Target{
		{"EMAIL_ADDRESS", 0.99, 0.95, 0},
		{"CREDIT_CARD", 0.99, 0.95, 0},
		{"IBAN_CODE", 0.99, 0.95, 0},
		{"US_SSN", 0.99, 0.95, 0},
		{"IP_ADDRESS", 0.99, 0.95, 0},
		{"PHONE_NUMBER", 0.90, 0.95, 0.95},
		{"STREET_ADDRESS", 0, 0, 0.5},
	}
}

// Part is one part of the labelled corpus.
type Part struct {
	Name    string
	Samples []Sample
}

// Parts splits the labelled corpus as internal/nereval does: by template,
// with corpus.PartOf.
func Parts(samples []Sample) []Part {
	tuning, sealed := nereval.Parts(samples)
	return []Part{
		{fmt.Sprintf("tuning part (%d samples)", len(tuning)), tuning},
		{fmt.Sprintf("sealed part (%d samples)", len(sealed)), sealed},
	}
}

// RegexLabelTypes maps the regex detector's labels to corpus entity types.
// Labels not listed are not scored.
func RegexLabelTypes() map[string]string {
	return map[string]string{
		"EMAIL":          "EMAIL_ADDRESS",
		"CREDIT_CARD":    "CREDIT_CARD",
		"IBAN":           "IBAN_CODE",
		"FR_IBAN":        "IBAN_CODE",
		"US_SSN":         "US_SSN",
		"IPV4":           "IP_ADDRESS",
		"IPV6":           "IP_ADDRESS",
		"US_PHONE":       "PHONE_NUMBER",
		"FR_PHONE":       "PHONE_NUMBER",
		"PHONE":          "PHONE_NUMBER",
		"STREET_ADDRESS": "STREET_ADDRESS",
	}
}

// Score holds the counts for one entity type.
type Score struct {
	Target
	Gold      int // gold spans of the type
	Found     int // gold spans covered entirely by one detection mapped to the type
	Predicted int // detections mapped to the type
	Correct   int // of those, detections overlapping a gold span of the type
	Masked    int // gold spans whose every byte some detection covers, whatever its label
}

// MaskedShare is Masked / Gold.
func (s Score) MaskedShare() float64 { return ratio(s.Masked, s.Gold) }

// Recall is Found / Gold.
func (s Score) Recall() float64 { return ratio(s.Found, s.Gold) }

// Precision is Correct / Predicted.
func (s Score) Precision() float64 { return ratio(s.Correct, s.Predicted) }

// Meets reports whether the score reaches the target's bars.
func (s Score) Meets() bool {
	return s.Recall() >= s.MinRecall && s.Precision() >= s.MinPrecision && s.MaskedShare() >= s.MinMasked
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Miss is a gold span no detection covered, or a detection that overlaps
// no gold span of its type.
type Miss struct {
	Sample int
	Kind   string // "missed" or "false"
	Type   string
	Label  string // the detection's label, for "false"
	Text   string
}

// Evaluate runs d on every sample and scores each target. labelTypes maps a
// detector label to the entity type it counts for; detections of other
// labels are ignored. It also returns the misses, for inspection.
func Evaluate(ctx context.Context, d pii.Detector, samples []Sample, labelTypes map[string]string, targets []Target) ([]Score, []Miss, error) {
	scores := make([]Score, len(targets))
	index := map[string]int{}
	for i, t := range targets {
		scores[i].Target = t
		index[t.Type] = i
	}
	var misses []Miss
	for n, smp := range samples {
		dets, err := d.Detect(ctx, smp.Text)
		if err != nil {
			return nil, nil, fmt.Errorf("sample %d: %w", n, err)
		}
		for _, g := range smp.Spans {
			i, ok := index[g.Type]
			if !ok {
				continue
			}
			scores[i].Gold++
			if all, _ := coverage(dets, g.Start, g.End); all {
				scores[i].Masked++
			}
			if slices.ContainsFunc(dets, func(dt pii.Detection) bool {
				return labelTypes[dt.Label] == g.Type && dt.Start <= g.Start && dt.End >= g.End
			}) {
				scores[i].Found++
			} else {
				misses = append(misses, Miss{Sample: n, Kind: "missed", Type: g.Type, Text: smp.Text[g.Start:g.End]})
			}
		}
		for _, dt := range dets {
			typ := labelTypes[dt.Label]
			i, ok := index[typ]
			if !ok {
				continue
			}
			scores[i].Predicted++
			if slices.ContainsFunc(smp.Spans, func(g Span) bool {
				return g.Type == typ && dt.Start < g.End && g.Start < dt.End
			}) {
				scores[i].Correct++
			} else {
				misses = append(misses, Miss{Sample: n, Kind: "false", Type: typ, Label: dt.Label, Text: dt.Text})
			}
		}
	}
	return scores, misses, nil
}

// Markdown renders scores as a markdown table, with the definitions.
func Markdown(scores []Score) string {
	var b strings.Builder
	b.WriteString("| type | gold | found | recall | target | detections | correct | precision | target | masked | target |\n")
	b.WriteString("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, s := range scores {
		fmt.Fprintf(&b, "| %s | %d | %d | %.3f | %s | %d | %d | %.3f | %s | %.3f | %s |\n",
			s.Type, s.Gold, s.Found, s.Recall(), bar(s.MinRecall), s.Predicted, s.Correct, s.Precision(), bar(s.MinPrecision),
			s.MaskedShare(), bar(s.MinMasked))
	}
	b.WriteString("\nRecall: share of gold spans covered entirely (every character) by one detection whose label maps to the type.\n")
	b.WriteString("Precision: share of detections whose label maps to the type that overlap a gold span of that type.\n")
	b.WriteString("Masked: share of gold spans every character of which some detection covers, whatever its label.\n")
	return b.String()
}

func bar(v float64) string {
	if v == 0 {
		return "-"
	}
	return fmt.Sprintf("≥ %.2f", v)
}
