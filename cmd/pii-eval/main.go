// Command pii-eval measures detection quality and prints a markdown
// report:
//
//   - on a labelled corpus (presidio-research's synth_dataset_v2.json,
//     ../shared/eval): recall, precision and the share of values masked
//     (by any label) per structured type, street addresses, and PERSON per
//     half of the corpus (the first half tunes the gazetteer, the second is
//     held out);
//   - on the project's no-PII corpus (internal/corpus): the share of
//     messages changed, per half, language and kind, with examples of
//     each change;
//   - on the project's positive corpus: per label, the values masked,
//     masked in part and left in clear, and the false alarms on its near
//     misses.
//
// The detector is the configuration's (-config, default: the default
// configuration); -groups or -validators evaluate a regex detector alone
// instead, on the labelled corpus only.
//
//	go run ./cmd/pii-eval [-corpus ../shared/eval/presidio-synth-v2.json] [-config file.toml] [-examples 3] [-misses]
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
	misses := fs.Bool("misses", false, "also list missed gold spans and false detections")
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
	if err := reportLabelled(ctx, w, det, *corpusPath, *misses); err != nil {
		return err
	}
	if err := reportNames(ctx, w, det, *corpusPath); err != nil {
		return err
	}
	if err := reportNoPII(ctx, w, det, *examples); err != nil {
		return err
	}
	return reportPositive(ctx, w, det, *misses)
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
		fmt.Fprintln(w)
		for _, m := range ms {
			fmt.Fprintf(w, "sample %d: %s %s %s %q\n", m.Sample, m.Kind, m.Type, m.Label, m.Text)
		}
	}
	return nil
}

// reportNames writes PERSON, GPE and ORGANIZATION per half of the labelled
// corpus: the first half tuned the gazetteer, the second is held out.
func reportNames(ctx context.Context, w io.Writer, det pii.Detector, path string) error {
	samples, err := LoadPresidio(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\n## Names (PERSON target: recall and precision >= %.2f on the held-out half)\n\n```\n", PersonTarget)
	for _, h := range Halves(samples) {
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
	fmt.Fprintf(w, "\n## No-PII corpus: messages changed (target <= %.0f %% per half)\n\n", 100*NoPIITarget)
	io.WriteString(w, r.Markdown(examples))
	return nil
}

// reportPositive writes the positive corpus's per-label table, per half.
func reportPositive(ctx context.Context, w io.Writer, det pii.Detector, listFalse bool) error {
	msgs, err := corpus.Positive()
	if err != nil {
		return err
	}
	for _, part := range []struct {
		name string
		set  []corpus.Labelled
	}{{"all", msgs}, {"tune half", corpus.Select(msgs, corpus.Tune)}, {"holdout half", corpus.Select(msgs, corpus.Holdout)}} {
		r, err := EvaluatePositive(ctx, det, part.set)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "\n## Positive corpus, %s (%d messages)\n\n", part.name, len(part.set))
		io.WriteString(w, r.Markdown(listFalse && part.name == "all"))
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
