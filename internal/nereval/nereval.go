// Package nereval measures a pii.Detector on the PERSON, GPE
// (LOCATION) and ORGANIZATION spans of a labelled corpus in the format of
// presidio-research's synth_dataset_v2.json, and counts false alarms on
// text known to hold no such entity.
//
// Scoring, per entity type:
//   - recall: the share of gold spans covered entirely by one detection of
//     the matching label (the corpus README's rule), or of a label the
//     target also accepts (a GPE inside a detected STREET_ADDRESS is
//     masked with it); recall (overlap) counts
//     a gold span as found when such a detection merely overlaps it;
//   - strict precision: the share of detections of the label that overlap
//     a gold span of the matching type;
//   - any-PII precision: the share of detections of the label that overlap
//     a gold span of any type (a place found inside a street address is
//     right to be masked, if not by its exact type).
package nereval

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/internal/corpus"
	"github.com/piighost/piighost-nats/pii"
)

// Span is a labelled span of a sample, in byte offsets (half-open).
type Span struct {
	Start, End int
	Type       string
}

// Sample is one text of the corpus with its gold spans.
type Sample struct {
	Text  string
	Spans []Span
	// Group is the split key: "presidio-synth/template/N" for the
	// sentences of template N, so that a template is tuning or sealed
	// whole; the text itself when the corpus gives no template.
	Group string
	Split corpus.Split // corpus.PartOf(Group)
}

// LoadPresidio reads a presidio-research JSON corpus, converting its
// code-point offsets to byte offsets, and splits it by template
// (corpus.PartOf).
func LoadPresidio(path string) ([]Sample, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var rows []struct {
		FullText   string `json:"full_text"`
		TemplateID *int   `json:"template_id"`
		Spans      []struct {
			EntityType string `json:"entity_type"`
			Start      int    `json:"start_position"`
			End        int    `json:"end_position"`
		} `json:"spans"`
	}
	if err := json.Unmarshal(raw, &rows); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := make([]Sample, 0, len(rows))
	for n, r := range rows {
		// byteAt[k] is the byte offset of code point k.
		byteAt := make([]int, 0, len(r.FullText)+1)
		for i := range r.FullText {
			byteAt = append(byteAt, i)
		}
		byteAt = append(byteAt, len(r.FullText))
		s := Sample{Text: r.FullText, Group: r.FullText}
		if r.TemplateID != nil {
			s.Group = fmt.Sprintf("presidio-synth/template/%d", *r.TemplateID)
		}
		s.Split = corpus.PartOf(s.Group)
		for _, sp := range r.Spans {
			if sp.Start < 0 || sp.End > len(byteAt)-1 || sp.Start >= sp.End {
				return nil, fmt.Errorf("%s: sample %d: span [%d,%d) out of range", path, n, sp.Start, sp.End)
			}
			s.Spans = append(s.Spans, Span{Start: byteAt[sp.Start], End: byteAt[sp.End], Type: sp.EntityType})
		}
		out = append(out, s)
	}
	return out, nil
}

// Target pairs a gold entity type with the detector label that should find
// it.
type Target struct {
	Gold  string // entity type in the corpus, e.g. "GPE"
	Label string // detector label, e.g. "LOCATION"
	// Also lists labels whose detections count for recall too (not for
	// precision): a town inside a detected street address is masked with
	// it, under STREET_ADDRESS.
	Also []string
}

// counts reports whether a detection of label counts for the target's
// recall.
func (t Target) counts(label string) bool {
	return label == t.Label || slices.Contains(t.Also, label)
}

// DefaultTargets maps the corpus' PERSON, GPE and ORGANIZATION to the
// gazetteer's labels.
func DefaultTargets() []Target {
	return []Target{
		{Gold: "PERSON", Label: pii.LabelPerson},
		{Gold: "GPE", Label: pii.LabelLocation, Also: []string{pii.LabelStreetAddress}},
		{Gold: "ORGANIZATION", Label: pii.LabelOrganization},
	}
}

// Score holds the counts for one target.
type Score struct {
	Target
	Expected      int // gold spans of the type
	Covered       int // gold spans covered by a detection of the label
	Overlapped    int // gold spans overlapped by a detection of the label
	Predicted     int // detections of the label
	StrictCorrect int // detections overlapping a gold span of the type
	AnyCorrect    int // detections overlapping any gold span
}

// Recall is Covered / Expected.
func (s Score) Recall() float64 { return ratio(s.Covered, s.Expected) }

// OverlapRecall is Overlapped / Expected.
func (s Score) OverlapRecall() float64 { return ratio(s.Overlapped, s.Expected) }

// Precision is StrictCorrect / Predicted.
func (s Score) Precision() float64 { return ratio(s.StrictCorrect, s.Predicted) }

// AnyPrecision is AnyCorrect / Predicted.
func (s Score) AnyPrecision() float64 { return ratio(s.AnyCorrect, s.Predicted) }

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Evaluate runs d on every sample and scores each target.
func Evaluate(ctx context.Context, d pii.Detector, samples []Sample, targets []Target) ([]Score, error) {
	scores := make([]Score, len(targets))
	for i, t := range targets {
		scores[i].Target = t
	}
	for n, smp := range samples {
		dets, err := d.Detect(ctx, smp.Text)
		if err != nil {
			return nil, fmt.Errorf("sample %d: %w", n, err)
		}
		for i := range scores {
			sc := &scores[i]
			for _, g := range smp.Spans {
				if g.Type != sc.Gold {
					continue
				}
				sc.Expected++
				cov, ovl := false, false
				for _, dt := range dets {
					if !sc.counts(dt.Label) {
						continue
					}
					if dt.Start <= g.Start && dt.End >= g.End {
						cov = true
					}
					if dt.Start < g.End && g.Start < dt.End {
						ovl = true
					}
				}
				if cov {
					sc.Covered++
				}
				if ovl {
					sc.Overlapped++
				}
			}
			for _, dt := range dets {
				if dt.Label != sc.Label {
					continue
				}
				sc.Predicted++
				strict, any := false, false
				for _, g := range smp.Spans {
					if dt.Start < g.End && g.Start < dt.End {
						any = true
						if g.Type == sc.Gold {
							strict = true
						}
					}
				}
				if strict {
					sc.StrictCorrect++
				}
				if any {
					sc.AnyCorrect++
				}
			}
		}
	}
	return scores, nil
}

// Table renders scores as an aligned text table.
func Table(title string, scores []Score) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", title)
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "entity (label)\tgold\trecall\trecall (overlap)\tpredicted\tprecision\tany-PII precision\t")
	for _, s := range scores {
		fmt.Fprintf(w, "%s (%s)\t%d\t%.3f\t%.3f\t%d\t%.3f\t%.3f\t\n",
			s.Target.Gold, s.Label, s.Expected, s.Recall(), s.OverlapRecall(), s.Predicted, s.Precision(), s.AnyPrecision())
	}
	w.Flush()
	return b.String()
}

// FalseAlarms runs d on text, which holds no name, place or organisation,
// and returns the detections and the number of words (runs of letters).
func FalseAlarms(ctx context.Context, d pii.Detector, text string) ([]pii.Detection, int, error) {
	dets, err := d.Detect(ctx, text)
	if err != nil {
		return nil, 0, err
	}
	return dets, CountWords(text), nil
}

// CountWords counts whitespace-separated tokens holding a letter.
func CountWords(text string) int {
	n := 0
	for _, f := range strings.Fields(text) {
		for _, r := range f {
			if r >= utf8.RuneSelf || 'a' <= r|0x20 && r|0x20 <= 'z' {
				n++
				break
			}
		}
	}
	return n
}

// Parts returns the samples of the tuning and of the sealed part, in order.
func Parts(samples []Sample) (tuning, sealed []Sample) {
	for _, s := range samples {
		if s.Split == corpus.Sealed {
			sealed = append(sealed, s)
		} else {
			tuning = append(tuning, s)
		}
	}
	return tuning, sealed
}

// Report writes the quality report of the embedded gazetteer: the table of
// each part of the corpus at corpusPath (tuning and sealed, by template),
// at the default and the aggressive level, then the false alarms on the
// text at technicalPath (skipped when "").
func Report(ctx context.Context, w io.Writer, corpusPath, technicalPath string) error {
	samples, err := LoadPresidio(corpusPath)
	if err != nil {
		return err
	}
	tuning, sealed := Parts(samples)
	for _, aggressive := range []bool{false, true} {
		d, err := gazetteer.New(gazetteer.Config{Aggressive: aggressive})
		if err != nil {
			return err
		}
		mode := "default"
		if aggressive {
			mode = "aggressive"
		}
		for _, part := range []struct {
			name string
			set  []Sample
		}{
			{fmt.Sprintf("tuning part (%d samples)", len(tuning)), tuning},
			{fmt.Sprintf("sealed part (%d samples)", len(sealed)), sealed},
		} {
			scores, err := Evaluate(ctx, d, part.set, DefaultTargets())
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "%s\n", Table("gazetteer "+mode+", "+part.name, scores))
		}
		if technicalPath == "" {
			continue
		}
		raw, err := os.ReadFile(technicalPath)
		if err != nil {
			return err
		}
		dets, words, err := FalseAlarms(ctx, d, string(raw))
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "gazetteer %s, false alarms on %s: %d in %d words = %.2f per 1,000 words\n",
			mode, technicalPath, len(dets), words, float64(len(dets))*1000/float64(words))
		for _, x := range dets {
			fmt.Fprintf(w, "  %s %q\n", x.Label, x.Text)
		}
		fmt.Fprintln(w)
	}
	return nil
}
