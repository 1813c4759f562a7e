package gazetteer

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// TestGazetteerFalseAlarmsTechnicalText measures false alarms per 1,000
// words on testdata/technical_en.txt, technical English with no names of
// people (the bar: at most 0.5).
func TestGazetteerFalseAlarmsTechnicalText(t *testing.T) {
	raw, err := os.ReadFile("testdata/technical_en.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(raw)
	words := len(strings.Fields(text))
	if words < 10000 {
		t.Fatalf("technical text has %d words, want at least 10,000", words)
	}
	for _, aggressive := range []bool{false, true} {
		d, err := New(Config{Aggressive: aggressive})
		if err != nil {
			t.Fatal(err)
		}
		// Line by line, as chat messages would arrive, and whole.
		var perLine []pii.Detection
		for _, line := range strings.Split(text, "\n") {
			dets, err := d.Detect(context.Background(), line)
			if err != nil {
				t.Fatal(err)
			}
			perLine = append(perLine, dets...)
		}
		whole, err := d.Detect(context.Background(), text)
		if err != nil {
			t.Fatal(err)
		}
		for _, run := range []struct {
			name string
			dets []pii.Detection
		}{{"per line", perLine}, {"whole text", whole}} {
			rate := float64(len(run.dets)) * 1000 / float64(words)
			t.Logf("aggressive=%v %s: %d false alarms in %d words = %.2f per 1,000 words", aggressive, run.name, len(run.dets), words, rate)
			for _, x := range run.dets {
				t.Logf("  %s %q", x.Label, x.Text)
			}
			if !aggressive && rate > 0.5 {
				t.Errorf("%s: %.2f false alarms per 1,000 words, want <= 0.5", run.name, rate)
			}
		}
	}
}
