package corpus

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// countsTable renders the counts of README.md: messages per kind and
// language, hand-written ones in parentheses, then the split.
func countsTable(kinds []string, langs, kind []string, hand, tune []bool) string {
	var b strings.Builder
	b.WriteString("| kind | en | fr | de | total |\n|---|---:|---:|---:|---:|\n")
	cell := func(match func(i int) bool) string {
		n, h := 0, 0
		for i := range langs {
			if match(i) {
				n++
				if hand[i] {
					h++
				}
			}
		}
		if h > 0 {
			return fmt.Sprintf("%d (%d)", n, h)
		}
		return fmt.Sprint(n)
	}
	row := func(name string, match func(i int) bool) {
		fmt.Fprintf(&b, "| %s |", name)
		for _, lang := range Languages() {
			fmt.Fprintf(&b, " %s |", cell(func(i int) bool { return langs[i] == lang && match(i) }))
		}
		fmt.Fprintf(&b, " %s |\n", cell(match))
	}
	for _, k := range kinds {
		row(k, func(i int) bool { return kind[i] == k })
	}
	row("**all**", func(int) bool { return true })
	row("of which tune", func(i int) bool { return tune[i] })
	row("of which holdout", func(i int) bool { return !tune[i] })
	return b.String()
}

func TestREADMEStatesTheCurrentCounts(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var langs, kinds []string
	var hand, tune []bool
	for _, m := range mustNoPII(t) {
		langs, kinds = append(langs, m.Lang), append(kinds, m.Kind)
		hand, tune = append(hand, m.Source == Hand), append(tune, m.Split == Tune)
	}
	nopii := countsTable(NoPIIKinds(), langs, kinds, hand, tune)
	langs, kinds, hand, tune = nil, nil, nil, nil
	labels := map[string][]string{}
	for _, l := range mustPositive(t) {
		langs, kinds = append(langs, l.Lang), append(kinds, l.Kind)
		hand, tune = append(hand, l.Source == Hand), append(tune, l.Split == Tune)
		for _, sp := range l.Spans {
			labels[sp.Label] = append(labels[sp.Label], l.Lang)
		}
	}
	pos := countsTable(PositiveKinds(), langs, kinds, hand, tune)
	var lt strings.Builder
	lt.WriteString("| label | en | fr | de | total |\n|---|---:|---:|---:|---:|\n")
	for _, lb := range Labels() {
		fmt.Fprintf(&lt, "| `%s` |", lb)
		for _, lang := range Languages() {
			fmt.Fprintf(&lt, " %d |", len(slices.DeleteFunc(slices.Clone(labels[lb]), func(l string) bool { return l != lang })))
		}
		fmt.Fprintf(&lt, " %d |\n", len(labels[lb]))
	}
	for name, table := range map[string]string{"no-PII counts": nopii, "positive counts": pos, "label counts": lt.String()} {
		if !strings.Contains(string(readme), table) {
			t.Errorf("README.md does not hold the current %s; it should read:\n\n%s", name, table)
		}
	}
}
