// Command pii-eval measures the recall and precision of the regex detector
// per entity type on a labelled corpus (presidio-research's
// synth_dataset_v2.json) and prints a markdown table.
//
//	go run ./cmd/pii-eval [-corpus ../shared/eval/presidio-synth-v2.json] [-groups generic,us,...] [-validators CREDIT_CARD,...] [-misses]
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/piighost/piighost-nats/detector/regex"
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
	corpus := fs.String("corpus", "../shared/eval/presidio-synth-v2.json", "labelled corpus (presidio-research JSON)")
	groups := fs.String("groups", strings.Join(regex.Groups(), ","), "comma-separated built-in pattern groups")
	validators := fs.String("validators", "", "comma-separated checksum validators (CREDIT_CARD, IBAN, FR_IBAN, FR_NIR, PHONE)")
	misses := fs.Bool("misses", false, "also list missed gold spans and false detections")
	if err := fs.Parse(args); err != nil {
		return err
	}
	det, err := regex.New(regex.Config{Groups: splitList(*groups), Validators: splitList(*validators)})
	if err != nil {
		return err
	}
	samples, err := LoadPresidio(*corpus)
	if err != nil {
		return err
	}
	scores, ms, err := Evaluate(context.Background(), det, samples, RegexLabelTypes(), StructuredTargets())
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Regex detector, groups %s, validators [%s], %d samples of %s\n\n", *groups, *validators, len(samples), *corpus)
	io.WriteString(w, Markdown(scores))
	if *misses {
		fmt.Fprintln(w)
		for _, m := range ms {
			fmt.Fprintf(w, "sample %d: %s %s %s %q\n", m.Sample, m.Kind, m.Type, m.Label, m.Text)
		}
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
