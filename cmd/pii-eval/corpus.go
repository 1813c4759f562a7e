package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/internal/corpus"
	"github.com/piighost/piighost-nats/pii"
)

// A Change is one no-PII message a detector changed: every detection in it
// is a false alarm.
type Change struct {
	ID         string
	Lang, Kind string
	Split      corpus.Split
	Detections []pii.Detection
}

// Tally counts messages and the changed ones among them.
type Tally struct {
	Messages, Changed int
}

// Share is Changed / Messages.
func (t Tally) Share() float64 { return ratio(t.Changed, t.Messages) }

func (t *Tally) add(changed bool) {
	t.Messages++
	if changed {
		t.Changed++
	}
}

// NoPIIReport is what a detector does to the no-PII corpus: the share of
// messages it changes, overall and per split, language and kind, the
// messages each label fired in, and every change.
type NoPIIReport struct {
	All     Tally
	BySplit map[corpus.Split]*Tally
	ByLang  map[string]*Tally
	ByKind  map[string]*Tally
	// ByLangSplit is keyed "lang/split".
	ByLangSplit map[string]*Tally
	// Labels counts, per label, the messages where it fired.
	Labels  map[string]int
	Changes []Change
}

// EvaluateNoPII runs d on every message of msgs, which hold no personal
// data: any detection changes the message.
func EvaluateNoPII(ctx context.Context, d pii.Detector, msgs []corpus.Message) (*NoPIIReport, error) {
	r := &NoPIIReport{BySplit: map[corpus.Split]*Tally{}, ByLang: map[string]*Tally{}, ByKind: map[string]*Tally{},
		ByLangSplit: map[string]*Tally{}, Labels: map[string]int{}}
	get := func(m map[string]*Tally, k string) *Tally {
		if m[k] == nil {
			m[k] = &Tally{}
		}
		return m[k]
	}
	for _, m := range msgs {
		dets, err := d.Detect(ctx, m.Text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", m.ID, err)
		}
		changed := len(dets) > 0
		r.All.add(changed)
		if r.BySplit[m.Split] == nil {
			r.BySplit[m.Split] = &Tally{}
		}
		r.BySplit[m.Split].add(changed)
		get(r.ByLang, m.Lang).add(changed)
		get(r.ByKind, m.Kind).add(changed)
		get(r.ByLangSplit, m.Lang+"/"+string(m.Split)).add(changed)
		if !changed {
			continue
		}
		seen := map[string]bool{}
		for _, dt := range dets {
			if !seen[dt.Label] {
				seen[dt.Label] = true
				r.Labels[dt.Label]++
			}
		}
		r.Changes = append(r.Changes, Change{ID: m.ID, Lang: m.Lang, Kind: m.Kind, Split: m.Split, Detections: dets})
	}
	return r, nil
}

// Markdown renders the report: the shares per split, language and kind,
// the labels involved, and up to examples changes per label (all of them
// when examples < 0) of the tuning part: the sealed part's changes are
// counted, never shown.
func (r *NoPIIReport) Markdown(examples int) string {
	var b strings.Builder
	row := func(name string, t *Tally) {
		if t == nil {
			t = &Tally{}
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %.1f %% |\n", name, t.Messages, t.Changed, 100*t.Share())
	}
	b.WriteString("| messages | count | changed | share |\n|---|---:|---:|---:|\n")
	row("all", &r.All)
	for _, s := range []corpus.Split{corpus.Tuning, corpus.Sealed} {
		row("split "+string(s), r.BySplit[s])
	}
	for _, l := range corpus.Languages() {
		row("lang "+l, r.ByLang[l])
		for _, s := range []corpus.Split{corpus.Tuning, corpus.Sealed} {
			row("lang "+l+", "+string(s), r.ByLangSplit[l+"/"+string(s)])
		}
	}
	for _, k := range corpus.NoPIIKinds() {
		row("kind "+k, r.ByKind[k])
	}
	labels := slices.SortedFunc(func(yield func(string) bool) {
		for l := range r.Labels {
			if !yield(l) {
				return
			}
		}
	}, func(a, b string) int {
		if d := r.Labels[b] - r.Labels[a]; d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	b.WriteString("\n| label | messages where it fired |\n|---|---:|\n")
	for _, l := range labels {
		fmt.Fprintf(&b, "| %s | %d |\n", l, r.Labels[l])
	}
	if examples == 0 || len(r.Changes) == 0 {
		return b.String()
	}
	b.WriteString("\nChanges in the tuning part (each detection is a false alarm):\n\n")
	shown := map[string]int{}
	for _, c := range r.Changes {
		if c.Split != corpus.Tuning {
			continue
		}
		var parts []string
		keep := false
		for _, dt := range c.Detections {
			if examples < 0 || shown[dt.Label] < examples {
				keep = true
			}
			parts = append(parts, fmt.Sprintf("%s %q", dt.Label, dt.Text))
		}
		if !keep {
			continue
		}
		for _, dt := range c.Detections {
			shown[dt.Label]++
		}
		fmt.Fprintf(&b, "- %s (%s, %s, %s): %s\n", c.ID, c.Lang, c.Kind, c.Split, strings.Join(parts, ", "))
	}
	return b.String()
}

// LabelScore is how the values of one label of the positive corpus fared.
type LabelScore struct {
	Label string
	Gold  int
	// Masked: every byte of the value is under some detection, of any
	// label. Partly: some bytes are, not all. Clear = Gold - Masked - Partly.
	Masked, Partly int
	// Labelled: one detection of a label that maps to this one covers the
	// whole value.
	Labelled int
}

// MaskedShare is Masked / Gold.
func (s LabelScore) MaskedShare() float64 { return ratio(s.Masked, s.Gold) }

// ClearShare is the share of values left entirely in clear.
func (s LabelScore) ClearShare() float64 { return ratio(s.Gold-s.Masked-s.Partly, s.Gold) }

// PositiveReport is what a detector does to the positive corpus: per label
// how many values it masks, and the detections that overlap no labelled
// value (false alarms on the near misses).
type PositiveReport struct {
	Labels []LabelScore
	// LowerNames scores the PERSON values written in lower case, with a
	// space (full names such as "maria garcia").
	LowerNames LabelScore
	// FalseAlarms are the detections overlapping no labelled value.
	FalseAlarms []Miss
	Detections  int
}

// PositiveLabelMatches maps a corpus label to the detector labels that
// count as finding it.
func PositiveLabelMatches() map[string][]string {
	phones := []string{"PHONE", "US_PHONE", "FR_PHONE"}
	return map[string][]string{
		corpus.LabelPerson:        {pii.LabelPerson},
		corpus.LabelDateOfBirth:   {"DATE_OF_BIRTH"},
		corpus.LabelStreetAddress: {"STREET_ADDRESS"},
		corpus.LabelEmail:         {"EMAIL"},
		corpus.LabelIBAN:          {"IBAN", "FR_IBAN"},
		corpus.LabelCreditCard:    {"CREDIT_CARD"},
		corpus.LabelFRPhone:       phones,
		corpus.LabelDEPhone:       phones,
		corpus.LabelUKPhone:       phones,
		corpus.LabelUSPhone:       phones,
		corpus.LabelESPhone:       phones,
		corpus.LabelITPhone:       phones,
	}
}

// EvaluatePositive runs d on every labelled message.
func EvaluatePositive(ctx context.Context, d pii.Detector, msgs []corpus.Labelled) (*PositiveReport, error) {
	matches := PositiveLabelMatches()
	idx := map[string]int{}
	r := &PositiveReport{LowerNames: LabelScore{Label: "PERSON (lower-case full names)"}}
	for i, l := range corpus.Labels() {
		idx[l] = i
		r.Labels = append(r.Labels, LabelScore{Label: l})
	}
	for n, m := range msgs {
		dets, err := d.Detect(ctx, m.Text)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", m.ID, err)
		}
		r.Detections += len(dets)
		var gold [][2]int
		for _, sp := range m.Spans {
			start, end, ok := m.ByteRange(sp)
			if !ok {
				return nil, fmt.Errorf("%s: span %q does not fit", m.ID, sp.Value)
			}
			gold = append(gold, [2]int{start, end})
			masked, partly := coverage(dets, start, end)
			labelled := slices.ContainsFunc(dets, func(dt pii.Detection) bool {
				return dt.Start <= start && dt.End >= end && slices.Contains(matches[sp.Label], dt.Label)
			})
			scores := []*LabelScore{&r.Labels[idx[sp.Label]]}
			if sp.Label == corpus.LabelPerson && sp.Value == strings.ToLower(sp.Value) && strings.Contains(sp.Value, " ") {
				scores = append(scores, &r.LowerNames)
			}
			for _, s := range scores {
				s.Gold++
				switch {
				case masked:
					s.Masked++
				case partly:
					s.Partly++
				}
				if labelled {
					s.Labelled++
				}
			}
		}
		for _, dt := range dets {
			if !slices.ContainsFunc(gold, func(g [2]int) bool { return dt.Start < g[1] && g[0] < dt.End }) {
				r.FalseAlarms = append(r.FalseAlarms, Miss{Sample: n, Kind: "false", Label: dt.Label, Text: dt.Text, Type: m.ID})
			}
		}
	}
	return r, nil
}

// coverage reports whether the detections cover every byte of [start, end)
// together, or only some.
func coverage(dets []pii.Detection, start, end int) (all, some bool) {
	pos := start
	for pos < end {
		next := pos
		for _, dt := range dets {
			if dt.Start <= pos && dt.End > next {
				next = dt.End
			}
		}
		if next == pos {
			break
		}
		pos = next
	}
	if pos >= end {
		return true, true
	}
	return false, slices.ContainsFunc(dets, func(dt pii.Detection) bool { return dt.Start < end && start < dt.End })
}

// Markdown renders the per-label table and the false alarms.
func (r *PositiveReport) Markdown(listFalse bool) string {
	var b strings.Builder
	b.WriteString("| label | values | masked | partly | in clear | masked share | right label |\n|---|---:|---:|---:|---:|---:|---:|\n")
	for _, s := range append(slices.Clone(r.Labels), r.LowerNames) {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %.1f %% | %d |\n", s.Label, s.Gold, s.Masked, s.Partly,
			s.Gold-s.Masked-s.Partly, 100*s.MaskedShare(), s.Labelled)
	}
	fmt.Fprintf(&b, "\nDetections: %d, of which %d overlap no labelled value (false alarms on the near misses).\n",
		r.Detections, len(r.FalseAlarms))
	if listFalse {
		for _, m := range r.FalseAlarms {
			fmt.Fprintf(&b, "- %s: %s %q\n", m.Type, m.Label, m.Text)
		}
	}
	return b.String()
}
