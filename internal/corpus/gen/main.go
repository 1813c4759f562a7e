// Command gen writes the corpora of package corpus: the no-PII corpus and
// the positive corpus, as JSON Lines, from seeded templates (the tables of
// this package) and the hand-written files under hand/. The output depends
// on the seed alone: run twice, it writes the same bytes.
//
//	go run ./gen -out data      (from internal/corpus; go generate does this)
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/piighost/piighost-nats/internal/corpus"
)

// defaultSeed is the seed of the committed corpora.
const defaultSeed = 20261216

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(args []string, log io.Writer) error {
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	out := fs.String("out", "data", "directory to write nopii.jsonl and positive.jsonl into")
	seed := fs.Uint64("seed", defaultSeed, "generator seed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	files, st, err := render(*seed)
	if err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(*out, filepath.Base(name)), data, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(log, "gen: wrote %s (%d lines)\n", filepath.Join(*out, filepath.Base(name)), bytes.Count(data, []byte("\n")))
	}
	fmt.Fprintf(log, "gen: %d draws refused for an e-mail, IBAN, card, phone or URL shape\n", st.shaped)
	return nil
}

// render draws both corpora and encodes them, keyed by corpus file name.
func render(seed uint64) (map[string][]byte, stats, error) {
	g := newRegistry()
	var st stats
	nopii, err := buildNoPII(g, seed, &st)
	if err != nil {
		return nil, st, err
	}
	pos, err := buildPositive(g, seed, &st)
	if err != nil {
		return nil, st, err
	}
	a, err := encodeLines(nopii)
	if err != nil {
		return nil, st, err
	}
	b, err := encodeLines(pos)
	if err != nil {
		return nil, st, err
	}
	return map[string][]byte{corpus.NoPIIFile: a, corpus.PositiveFile: b}, st, nil
}

// encodeLines writes one JSON object a line, HTML characters unescaped.
func encodeLines[T any](recs []T) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			return nil, err
		}
	}
	return buf.Bytes(), nil
}
