package nereval

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/internal/corpus"
)

// corpusPath finds presidio-synth-v2.json: $PIIGHOST_EVAL_CORPUS, or
// shared/eval beside the repository or its worktree.
func corpusPath(t testing.TB) string {
	if p := os.Getenv("PIIGHOST_EVAL_CORPUS"); p != "" {
		return p
	}
	// Beside the integrator's checkout (../shared), or beside a worktree
	// under wt/ (../../shared).
	for _, up := range []string{filepath.Join("..", "..", ".."), filepath.Join("..", "..", "..", "..")} {
		p, err := filepath.Abs(filepath.Join(up, "shared", "eval", "presidio-synth-v2.json"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("corpus not found; set PIIGHOST_EVAL_CORPUS")
	return ""
}

// TestNamesQualityReport prints the PERSON / GPE / ORGANIZATION table of the
// default gazetteer on both parts of the corpus (tuning and sealed, split
// by template) and checks the gazetteer's targets on each.
//
//	go test ./internal/nereval -run TestNamesQualityReport -v
func TestNamesQualityReport(t *testing.T) {
	samples, err := LoadPresidio(corpusPath(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, aggressive := range []bool{false, true} {
		d, err := gazetteer.New(gazetteer.Config{Aggressive: aggressive})
		if err != nil {
			t.Fatal(err)
		}
		tuning, sealed := Parts(samples)
		for _, part := range []struct {
			name string
			set  []Sample
		}{
			{"tuning part", tuning},
			{"sealed part", sealed},
		} {
			scores, err := Evaluate(context.Background(), d, part.set, DefaultTargets())
			if err != nil {
				t.Fatal(err)
			}
			mode := "default"
			if aggressive {
				mode = "aggressive"
			}
			t.Logf("\n%s", Table("gazetteer "+mode+", "+part.name, scores))
			if aggressive {
				continue
			}
			// The gazetteer's targets, on both parts.
			person, place := scores[0], scores[1]
			if person.Recall() < 0.75 || person.Precision() < 0.80 {
				t.Errorf("%s: PERSON recall %.3f precision %.3f, want >= 0.75 and >= 0.80", part.name, person.Recall(), person.Precision())
			}
			if place.Recall() < 0.65 || place.AnyPrecision() < 0.95 {
				t.Errorf("%s: GPE recall %.3f any-PII precision %.3f, want >= 0.65 and >= 0.95", part.name, place.Recall(), place.AnyPrecision())
			}
		}
	}
}

// TestNamesReport prints the full report, as docs/names.md shows it.
//
//	go test ./internal/nereval -run TestNamesReport -v
func TestNamesReport(t *testing.T) {
	var b strings.Builder
	if err := Report(context.Background(), &b, corpusPath(t), filepath.Join("..", "..", "detector", "gazetteer", "testdata", "technical_en.txt")); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", b.String())
}

func TestPresidioSplitsByTemplate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.json")
	const doc = `[{"full_text": "a", "spans": [], "template_id": 7}, {"full_text": "b", "spans": [], "template_id": 7},
		{"full_text": "c", "spans": []}]`
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	samples, err := LoadPresidio(path)
	if err != nil {
		t.Fatal(err)
	}
	if samples[0].Group != "presidio-synth/template/7" || samples[1].Split != samples[0].Split || samples[2].Group != "c" ||
		samples[0].Split != corpus.PartOf(samples[0].Group) {
		t.Errorf("got %+v", samples)
	}
}

func TestCountWords(t *testing.T) {
	if n := CountWords("Hello, world -- 42 é-t-é\n\tok"); n != 4 {
		t.Errorf("CountWords = %d, want 4", n)
	}
}
