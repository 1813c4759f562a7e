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
	row("of which tuning", func(i int) bool { return tune[i] })
	row("of which sealed", func(i int) bool { return !tune[i] })
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
		hand, tune = append(hand, m.Source == Hand), append(tune, m.Split == Tuning)
	}
	nopii := countsTable(NoPIIKinds(), langs, kinds, hand, tune)
	langs, kinds, hand, tune = nil, nil, nil, nil
	labels := map[string][]string{}
	for _, l := range mustPositive(t) {
		langs, kinds = append(langs, l.Lang), append(kinds, l.Kind)
		hand, tune = append(hand, l.Source == Hand), append(tune, l.Split == Tuning)
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
	fk, fkLabels := fakerTables(t)
	for name, table := range map[string]string{"no-PII counts": nopii, "positive counts": pos, "label counts": lt.String(),
		"Faker counts": fk, "Faker label counts": fkLabels} {
		if !strings.Contains(string(readme), table) {
			t.Errorf("README.md does not hold the current %s; it should read:\n\n%s", name, table)
		}
	}
}

// fakerTables returns the README's tables of the Faker corpus: messages per
// style and language (without personal data in parentheses), and spans per
// label and language.
func fakerTables(t *testing.T) (messages, labels string) {
	t.Helper()
	exs, err := Faker()
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ row, lang string }
	all, none := map[key]int{}, map[key]int{}
	spans := map[key]int{}
	for _, e := range exs {
		for _, row := range []string{e.Style, "**all**", "of which " + string(e.Split)} {
			for _, lang := range []string{e.Lang, "total"} {
				all[key{row, lang}]++
				if len(e.Spans) == 0 {
					none[key{row, lang}]++
				}
			}
		}
		for _, sp := range e.Spans {
			spans[key{sp.Label, e.Lang}]++
			spans[key{sp.Label, "total"}]++
		}
	}
	langs := append(FakerLanguages(), "total")
	var m, l strings.Builder
	m.WriteString("| style | " + strings.Join(langs, " | ") + " |\n|---|" + strings.Repeat("---:|", len(langs)) + "\n")
	for _, row := range append(FakerStyles(), "**all**", "of which tuning", "of which sealed") {
		fmt.Fprintf(&m, "| %s |", row)
		for _, lang := range langs {
			fmt.Fprintf(&m, " %d (%d) |", all[key{row, lang}], none[key{row, lang}])
		}
		m.WriteString("\n")
	}
	l.WriteString("| label | " + strings.Join(langs, " | ") + " |\n|---|" + strings.Repeat("---:|", len(langs)) + "\n")
	for _, lb := range FakerLabels() {
		fmt.Fprintf(&l, "| `%s` |", lb)
		for _, lang := range langs {
			fmt.Fprintf(&l, " %d |", spans[key{lb, lang}])
		}
		l.WriteString("\n")
	}
	return m.String(), l.String()
}
