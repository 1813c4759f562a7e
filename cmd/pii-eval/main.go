// Command pii-eval measures detection quality and prints a markdown
// report. Every corpus is split once into a tuning part and a sealed part
// (corpus.PartOf); the report gives both side by side, and lists examples
// and misses of the tuning part only: the sealed part is counted, never
// shown (docs/detection.md, "How detection is measured").
//
//   - Generalisation: for every corpus (the Faker corpus, the positive and
//     no-PII corpora, presidio-synth, and the external sets given by
//     -piighost-guard and -tab), the share of labelled values left in clear
//     and of messages without personal data changed, per type, language
//     and style, tuning against sealed, and the bars of Floors on the
//     sealed part (-floors: exit 1 when one is missed).
//   - On presidio-research's synth_dataset_v2.json (../shared/eval):
//     recall, precision and the share of values masked per structured
//     type, and PERSON, GPE and ORGANIZATION per part.
//   - On the no-PII corpus: the share of messages changed per part,
//     language and kind; on the positive corpus, per label, the values
//     masked, masked in part and left in clear.
//
// The detector is the configuration's (-config, default: the default
// configuration); -groups or -validators evaluate a regex detector alone
// instead, on the labelled corpus only.
//
//	go run ./cmd/pii-eval [-corpus ../shared/eval/presidio-synth-v2.json] [-config file.toml] [-examples 3] [-misses] [-cells] [-floors]
//	go run ./cmd/pii-eval -piighost-guard texts.jsonl -tab echr_test.json   # external sets, read from outside the repository
//	go run ./cmd/pii-eval -groups generic,us -validators CREDIT_CARD
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/internal/corpus"
	"github.com/piighost/piighost-nats/internal/nereval"
	"github.com/piighost/piighost-nats/pii"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "pii-eval:", err)
		os.Exit(1)
	}
}

// run parses the flags, evaluates, and writes the report to w.
func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("pii-eval", flag.ContinueOnError)
	corpusPath := fs.String("corpus", "../shared/eval/presidio-synth-v2.json", "labelled corpus (presidio-research JSON)")
	configPath := fs.String("config", "", "configuration file whose [detector] to evaluate (default: the default configuration)")
	groups := fs.String("groups", "", "evaluate a regex detector alone, with these comma-separated built-in groups")
	validators := fs.String("validators", "", "with -groups: comma-separated checksum validators (CREDIT_CARD, IBAN, FR_IBAN, FR_NIR, PHONE)")
	examples := fs.Int("examples", 3, "no-PII changes to list per label (-1: all)")
	misses := fs.Bool("misses", false, "also list the tuning part's missed values, false detections and changes")
	cells := fs.Bool("cells", false, "print every type × language × style cell")
	floors := fs.Bool("floors", false, "exit with an error when the sealed part misses a bar of Floors")
	guardPath := fs.String("piighost-guard", "", "upstream piighost's decision_guard data/texts.jsonl, read from outside the repository")
	tabPath := fs.String("tab", "", "a Text Anonymization Benchmark echr_*.json, read from outside the repository")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx := context.Background()
	if *groups != "" || *validators != "" {
		g := splitList(*groups)
		if len(g) == 0 {
			g = regex.Groups()
		}
		det, err := regex.New(regex.Config{Groups: g, Validators: splitList(*validators)})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "Regex detector, groups %s, validators [%s]\n\n", strings.Join(g, ","), *validators)
		return reportLabelled(ctx, w, det, *corpusPath, *misses)
	}
	cfg, err := config.Load(*configPath)
	if err != nil {
		return err
	}
	det, err := cfg.BuildDetector(config.BuildOptions{})
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Detector of the %s\n\n", describe(*configPath))
	if _, err := os.Stat(*corpusPath); err != nil {
		fmt.Fprintf(w, "presidio-synth is left out: %s cannot be read (-corpus names it).\n\n", *corpusPath)
	}
	failures, err := reportGeneral(ctx, w, det, generalSources{*corpusPath, *guardPath, *tabPath}, *cells, *misses)
	if err != nil {
		return err
	}
	if err := reportLabelled(ctx, w, det, *corpusPath, *misses); err != nil {
		return err
	}
	if err := reportNames(ctx, w, det, *corpusPath); err != nil {
		return err
	}
	if err := reportNoPII(ctx, w, det, *examples); err != nil {
		return err
	}
	if err := reportPositive(ctx, w, det, *misses); err != nil {
		return err
	}
	if *floors && len(failures) > 0 {
		return fmt.Errorf("%d bars missed on the sealed part", len(failures))
	}
	return nil
}

// generalSources are the paths of the corpora read from outside the
// repository; an empty path is skipped.
type generalSources struct {
	presidio, guard, tab string
}

// LoadCorpora returns the repository's corpora and those at the paths of
// src. presidio-synth is skipped when its file does not exist (a clone
// without ../shared); an external set given but unreadable is an error.
func LoadCorpora(src generalSources) ([]Corpus, error) {
	cs, err := RepositoryCorpora()
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(src.presidio); err == nil {
		samples, err := LoadPresidio(src.presidio)
		if err != nil {
			return nil, err
		}
		cs = append(cs, PresidioCorpus(samples))
	}
	for _, ext := range []struct {
		path string
		load func(string) (Corpus, error)
	}{{src.guard, LoadPiighostGuard}, {src.tab, LoadTAB}} {
		if ext.path == "" {
			continue
		}
		c, err := ext.load(ext.path)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// reportGeneral writes the generalisation section and the bars' check, and
// returns the bars missed.
func reportGeneral(ctx context.Context, w io.Writer, det pii.Detector, src generalSources, cells, leaks bool) ([]Failure, error) {
	cs, err := LoadCorpora(src)
	if err != nil {
		return nil, err
	}
	io.WriteString(w, "## Generalisation: tuning and sealed parts\n\n")
	io.WriteString(w, "Share of labelled values with a letter or digit left in clear, and of messages without personal data changed.\n\n")
	var failures []Failure
	for _, c := range cs {
		r, err := EvaluateCorpus(ctx, det, c)
		if err != nil {
			return nil, err
		}
		io.WriteString(w, r.Markdown(cells, leaks))
		io.WriteString(w, "\n")
		failures = append(failures, CheckFloors(r)...)
	}
	io.WriteString(w, "### Bars on the sealed part\n\n")
	for _, f := range Floors() {
		fmt.Fprintf(w, "- %s\n", f.Bar)
	}
	fmt.Fprintf(w, "- tuning vs sealed within %.0f points per type\n\n", MaxGap)
	if len(failures) == 0 {
		io.WriteString(w, "Every bar is met.\n\n")
		return nil, nil
	}
	fmt.Fprintf(w, "Missed (%d):\n\n```\n", len(failures))
	for _, f := range failures {
		fmt.Fprintln(w, f.String())
	}
	io.WriteString(w, "```\n\n")
	return failures, nil
}

func describe(path string) string {
	if path == "" {
		return "default configuration"
	}
	return "configuration " + path
}

// reportLabelled writes the structured types' table on the labelled
// corpus.
func reportLabelled(ctx context.Context, w io.Writer, det pii.Detector, path string, misses bool) error {
	samples, err := LoadPresidio(path)
	if err != nil {
		return err
	}
	scores, ms, err := Evaluate(ctx, det, samples, RegexLabelTypes(), StructuredTargets())
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "## Structured types: %d samples of %s\n\n", len(samples), path)
	io.WriteString(w, Markdown(scores))
	if misses {
		fmt.Fprintln(w, "\nMisses and false detections of the tuning part:")
		fmt.Fprintln(w)
		for _, m := range ms {
			if samples[m.Sample].Split == corpus.Tuning {
				fmt.Fprintf(w, "sample %d: %s %s %s %q\n", m.Sample, m.Kind, m.Type, m.Label, m.Text)
			}
		}
	}
	return nil
}

// reportNames writes PERSON, GPE and ORGANIZATION per part of the labelled
// corpus.
func reportNames(ctx context.Context, w io.Writer, det pii.Detector, path string) error {
	samples, err := LoadPresidio(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n## Names (PERSON target: recall and precision >= %.2f on the sealed part)\n\n```\n", PersonTarget)
	for _, h := range Parts(samples) {
		scores, err := nereval.Evaluate(ctx, det, h.Samples, nereval.DefaultTargets())
		if err != nil {
			return err
		}
		io.WriteString(w, nereval.Table(h.Name, scores))
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "```")
	return nil
}

// reportNoPII writes what the detector changes in the no-PII corpus.
func reportNoPII(ctx context.Context, w io.Writer, det pii.Detector, examples int) error {
	msgs, err := corpus.NoPII()
	if err != nil {
		return err
	}
	r, err := EvaluateNoPII(ctx, det, msgs)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n## No-PII corpus: messages changed (target <= %.0f %% per part)\n\n", 100*NoPIITarget)
	io.WriteString(w, r.Markdown(examples))
	return nil
}

// reportPositive writes the positive corpus's per-label table, per part;
// false alarms are listed for the tuning part only.
func reportPositive(ctx context.Context, w io.Writer, det pii.Detector, listFalse bool) error {
	msgs, err := corpus.Positive()
	if err != nil {
		return err
	}
	for _, part := range []struct {
		name string
		set  []corpus.Labelled
	}{{"tuning part", corpus.Select(msgs, corpus.Tuning)}, {"sealed part", corpus.Select(msgs, corpus.Sealed)}} {
		r, err := EvaluatePositive(ctx, det, part.set)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "\n## Positive corpus, %s (%d messages)\n\n", part.name, len(part.set))
		io.WriteString(w, r.Markdown(listFalse && part.name == "tuning part"))
	}
	return nil
}

// splitList splits a comma-separated flag value, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
