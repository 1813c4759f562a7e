package main

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/internal/corpus"
	"github.com/piighost/piighost-nats/pii"
)

// Count is a number of cases and the failures among them: values left in
// clear among the labelled values, or messages changed among the messages
// without personal data.
type Count struct {
	N, Bad int
}

// Rate is Bad / N.
func (c Count) Rate() float64 { return ratio(c.Bad, c.N) }

func (c *Count) add(bad bool) {
	c.N++
	if bad {
		c.Bad++
	}
}

// Cell names a cell of the report: a type (TypeNoPII for the messages
// without personal data), a language, a style and a part.
type Cell struct {
	Type, Lang, Style string
	Split             corpus.Split
}

// TypeNoPII is the row of messages without personal data: its rate is the
// share of them changed.
const TypeNoPII = "no PII: messages changed"

// A Leak is a labelled value of the tuning part left in clear (the sealed
// part's are counted, never listed).
type Leak struct {
	ID, Type, Value string
}

// Result is a corpus's counts per cell, and the tuning part's leaks and
// changes for inspection.
type Result struct {
	Corpus string
	Cells  map[Cell]*Count
	Leaks  []Leak // tuning part only
}

// leaked reports whether a letter or digit of text[start:end) is outside
// every detection: the value reaches the model, in whole or in part.
func leaked(text string, dets []pii.Detection, start, end int) bool {
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if !slices.ContainsFunc(dets, func(d pii.Detection) bool { return d.Start <= i && i < d.End }) {
				return true
			}
		}
		i += size
	}
	return false
}

// EvaluateCorpus runs d on every item of c and counts, per cell, the values
// left in clear and (when c.NoPII) the messages without personal data that
// d changed.
func EvaluateCorpus(ctx context.Context, d pii.Detector, c Corpus) (*Result, error) {
	r := &Result{Corpus: c.Name, Cells: map[Cell]*Count{}}
	get := func(k Cell) *Count {
		if r.Cells[k] == nil {
			r.Cells[k] = &Count{}
		}
		return r.Cells[k]
	}
	for _, it := range c.Items {
		dets, err := d.Detect(ctx, it.Text)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", c.Name, it.ID, err)
		}
		if len(it.Spans) == 0 {
			if c.NoPII {
				get(Cell{TypeNoPII, it.Lang, it.Style, it.Split}).add(len(dets) > 0)
				if len(dets) > 0 && it.Split == corpus.Tuning {
					var parts []string
					for _, dt := range dets {
						parts = append(parts, fmt.Sprintf("%s %q", dt.Label, dt.Text))
					}
					r.Leaks = append(r.Leaks, Leak{it.ID, TypeNoPII, strings.Join(parts, ", ")})
				}
			}
			continue
		}
		for _, g := range it.Spans {
			bad := leaked(it.Text, dets, g.Start, g.End)
			types := []string{g.Type}
			if g.Type == TypePerson && isLowerName(it.Text[g.Start:g.End]) {
				types = append(types, TypeLowerPerson)
			}
			for _, typ := range types {
				get(Cell{typ, it.Lang, it.Style, it.Split}).add(bad)
			}
			if bad && it.Split == corpus.Tuning {
				r.Leaks = append(r.Leaks, Leak{it.ID, g.Type, it.Text[g.Start:g.End]})
			}
		}
	}
	return r, nil
}

// Sum adds the cells that match keep.
func (r *Result) Sum(keep func(Cell) bool) Count {
	var s Count
	for k, c := range r.Cells {
		if keep(k) {
			s.N += c.N
			s.Bad += c.Bad
		}
	}
	return s
}

// values returns the distinct values of one field of the cells, sorted by
// the order of want (values not in want last, sorted).
func (r *Result) values(field func(Cell) string, want []string) []string {
	seen := map[string]bool{}
	for k := range r.Cells {
		seen[field(k)] = true
	}
	var out []string
	for _, v := range want {
		if seen[v] {
			out = append(out, v)
			delete(seen, v)
		}
	}
	rest := make([]string, 0, len(seen))
	for v := range seen {
		rest = append(rest, v)
	}
	slices.Sort(rest)
	return append(out, rest...)
}

// types returns the types present, in report order, TypeNoPII last.
func (r *Result) types() []string {
	return r.values(func(c Cell) string { return c.Type }, append(Types(), TypeNoPII))
}

func (r *Result) langs() []string {
	return r.values(func(c Cell) string { return c.Lang }, corpus.FakerLanguages())
}

func (r *Result) styles() []string {
	return r.values(func(c Cell) string { return c.Style }, append(corpus.FakerStyles(), corpus.NoPIIKinds()...))
}

// pct renders a count as "rate % (bad/n)", or "–" when empty.
func pct(c Count) string {
	if c.N == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f %% (%d/%d)", 100*c.Rate(), c.Bad, c.N)
}

// Gap is the sealed rate minus the tuning rate, in points; NaN when a part
// is empty.
func Gap(tuning, sealed Count) float64 {
	if tuning.N == 0 || sealed.N == 0 {
		return math.NaN()
	}
	return 100 * (sealed.Rate() - tuning.Rate())
}

func gapString(g float64) string {
	if math.IsNaN(g) {
		return "–"
	}
	return fmt.Sprintf("%+.1f", g)
}

// Markdown renders the result: per type (tuning, sealed, gap), per type and
// language, per type and style, and, with cells, per type, language and
// style. With leaks, the tuning part's leaks and changes follow (never the
// sealed part's).
func (r *Result) Markdown(cells, leaks bool) string {
	var b strings.Builder
	part := func(keep func(Cell) bool, s corpus.Split) Count {
		return r.Sum(func(c Cell) bool { return c.Split == s && keep(c) })
	}
	fmt.Fprintf(&b, "### %s: values left in clear (messages changed for %q)\n\n", r.Corpus, TypeNoPII)
	b.WriteString("| type | tuning | sealed | gap (points) |\n|---|---:|---:|---:|\n")
	for _, typ := range r.types() {
		k := func(c Cell) bool { return c.Type == typ }
		t, s := part(k, corpus.Tuning), part(k, corpus.Sealed)
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", typ, pct(t), pct(s), gapString(Gap(t, s)))
	}
	for _, dim := range []struct {
		name   string
		field  func(Cell) string
		values []string
	}{
		{"language", func(c Cell) string { return c.Lang }, r.langs()},
		{"style", func(c Cell) string { return c.Style }, r.styles()},
	} {
		if len(dim.values) < 2 {
			continue
		}
		fmt.Fprintf(&b, "\nPer type and %s, tuning / sealed:\n\n| type | %s |\n|---|%s\n", dim.name,
			strings.Join(dim.values, " | "), strings.Repeat("---|", len(dim.values)))
		for _, typ := range r.types() {
			fmt.Fprintf(&b, "| %s |", typ)
			for _, v := range dim.values {
				k := func(c Cell) bool { return c.Type == typ && dim.field(c) == v }
				t, s := part(k, corpus.Tuning), part(k, corpus.Sealed)
				fmt.Fprintf(&b, " %s / %s |", short(t), short(s))
			}
			b.WriteString("\n")
		}
	}
	if cells {
		b.WriteString("\n| type | language | style | tuning | sealed |\n|---|---|---|---:|---:|\n")
		for _, typ := range r.types() {
			for _, lang := range r.langs() {
				for _, style := range r.styles() {
					t, s := r.Cells[Cell{typ, lang, style, corpus.Tuning}], r.Cells[Cell{typ, lang, style, corpus.Sealed}]
					if t == nil && s == nil {
						continue
					}
					fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", typ, lang, style, pct(deref(t)), pct(deref(s)))
				}
			}
		}
	}
	if leaks && len(r.Leaks) > 0 {
		fmt.Fprintf(&b, "\nTuning part, values left in clear and messages changed (%d):\n\n", len(r.Leaks))
		for _, l := range r.Leaks {
			fmt.Fprintf(&b, "- %s %s: %q\n", l.ID, l.Type, l.Value)
		}
	}
	return b.String()
}

// short renders a count as "rate % of n", or "–".
func short(c Count) string {
	if c.N == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f %% of %d", 100*c.Rate(), c.N)
}

func deref(c *Count) Count {
	if c == nil {
		return Count{}
	}
	return *c
}
