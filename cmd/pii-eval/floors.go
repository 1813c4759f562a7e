package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// Floor is a bar on the sealed part of every corpus that labels its types:
// the share of values left in clear (of messages changed, for TypeNoPII)
// is at most Max, overall per type and, with PerCell, in every cell.
type Floor struct {
	Bar     string // the bar as the product promises it
	Types   []string
	Corpora []string // the corpora it applies to; all when empty
	Max     float64
	PerCell bool
}

// MaxGap is the largest difference, in points, between a type's tuning and
// sealed rates.
const MaxGap = 2.0

// Floors returns the bars on the sealed part.
func Floors() []Floor {
	return []Floor{
		{Bar: "no validated identifier (SSN, IPv4/IPv6, card, IBAN, e-mail, URL) leaks in any language",
			Types: []string{TypeUSSSN, TypeIPv4, TypeIPv6, TypeCreditCard, TypeIBAN, TypeEmail, TypeURL}, PerCell: true},
		{Bar: "person names ≤ 3 %", Types: []string{TypePerson}, Max: 0.03},
		{Bar: "lower-case names ≤ 5 %", Types: []string{TypeLowerPerson}, Max: 0.05},
		{Bar: "national phones, dates of birth, street addresses ≤ 2 %",
			Types: []string{TypePhone, TypeDateOfBirth, TypeStreetAddress}, Max: 0.02},
		{Bar: "organisations ≤ 0.30 on presidio-synth", Types: []string{TypeOrganization},
			Corpora: []string{"presidio-synth"}, Max: 0.30},
		{Bar: "messages without PII changed ≤ 1 %", Types: []string{TypeNoPII}, Max: 0.01},
	}
}

// Failure is a bar a corpus misses, with the cells that miss it.
type Failure struct {
	Corpus, Bar, Type string
	Got               string
	// Value is the figure the bar holds: the sealed part's rate, or the
	// gap between the parts in points (its absolute value).
	Value float64
	Cells []string // "type × lang × style: rate (bad/n)", worst first
}

// Key names the bar a failure misses: one per corpus, bar and type.
func (f Failure) Key() string { return f.Corpus + " | " + f.Type + " | " + f.Bar }

// String renders the failure on one line per cell; it holds counts and
// rates only, never a sealed example.
func (f Failure) String() string {
	s := fmt.Sprintf("%s: %s: %s %s", f.Corpus, f.Bar, f.Type, f.Got)
	if len(f.Cells) > 0 {
		s += "\n    " + strings.Join(f.Cells, "\n    ")
	}
	return s
}

// CheckFloors returns the bars that the sealed part of r misses, and a
// difference of more than MaxGap points between the tuning and sealed rates
// of a type.
func CheckFloors(r *Result) []Failure {
	var out []Failure
	sealed := func(keep func(Cell) bool) Count {
		return r.Sum(func(c Cell) bool { return c.Split == corpus.Sealed && keep(c) })
	}
	for _, f := range Floors() {
		if len(f.Corpora) > 0 && !slices.Contains(f.Corpora, r.Corpus) {
			continue
		}
		for _, typ := range f.Types {
			total := sealed(func(c Cell) bool { return c.Type == typ })
			if total.N == 0 {
				continue
			}
			var bad []Cell
			for k, c := range r.Cells {
				if k.Split == corpus.Sealed && k.Type == typ && c.Bad > 0 && c.Rate() > f.Max {
					bad = append(bad, k)
				}
			}
			if total.Rate() <= f.Max && (!f.PerCell || len(bad) == 0) {
				continue
			}
			slices.SortFunc(bad, func(a, b Cell) int {
				return cmp.Or(-cmp.Compare(r.Cells[a].Rate(), r.Cells[b].Rate()), cmp.Compare(a.Lang, b.Lang), cmp.Compare(a.Style, b.Style))
			})
			fail := Failure{Corpus: r.Corpus, Bar: f.Bar, Type: typ, Value: total.Rate(),
				Got: fmt.Sprintf("sealed %.2f %% (%d/%d), bar %.0f %%", 100*total.Rate(), total.Bad, total.N, 100*f.Max)}
			for _, k := range bad {
				fail.Cells = append(fail.Cells, fmt.Sprintf("%s × %s × %s: %s", k.Type, k.Lang, k.Style, pct(*r.Cells[k])))
			}
			out = append(out, fail)
		}
	}
	for _, typ := range r.types() {
		k := func(c Cell) bool { return c.Type == typ }
		t := r.Sum(func(c Cell) bool { return c.Split == corpus.Tuning && k(c) })
		s := sealed(k)
		if g := Gap(t, s); !math.IsNaN(g) && math.Abs(g) > MaxGap {
			out = append(out, Failure{Corpus: r.Corpus, Bar: "tuning vs sealed within 2 points per type", Type: typ, Value: math.Abs(g),
				Got: fmt.Sprintf("tuning %.1f %%, sealed %.1f %%: gap %+.1f points", 100*t.Rate(), 100*s.Rate(), g)})
		}
	}
	return out
}
