package exact

import (
	"context"
	"fmt"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Value is a dictionary entry of the exact-value detector.
type Value struct {
	Value string
	Label string
}

// Config configures an Detector.
type Config struct {
	// Values are the dictionary entries. A value listed twice (or twice
	// with the same key) is found twice, once per label.
	Values []Value
	// CaseSensitive turns off case folding; whitespace runs still match a
	// single space of a value.
	CaseSensitive bool
}

// Detector finds configured values as whole words (upstream's
// ExactMatchDetector): case-insensitive by default, any whitespace run in
// the text matching a space of the value. Detections carry the text as it
// appears in the input, at confidence 1. It is safe for concurrent use.
type Detector struct {
	matcher *textfold.WordMatcher
	labels  []string
}

// New builds the detector. An empty or whitespace-only value,
// or an empty label, is a CodeConfig *Error naming the entry's index.
func New(cfg Config) (*Detector, error) {
	values := make([]string, len(cfg.Values))
	labels := make([]string, len(cfg.Values))
	for i, v := range cfg.Values {
		if v.Label == "" {
			return nil, pii.NewConfigError(fmt.Sprintf("exact detector: value %d has no label", i))
		}
		values[i], labels[i] = v.Value, v.Label
	}
	m, err := textfold.NewWordMatcher(values, cfg.CaseSensitive)
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "exact detector", Err: err}
	}
	return &Detector{matcher: m, labels: labels}, nil
}

// Detect implements Detector. Detections come ordered by start, longer
// first.
func (d *Detector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []pii.Detection
	d.matcher.FindAll(text, func(start, end, value int) bool {
		out = append(out, pii.Detection{Start: start, End: end, Label: d.labels[value], Text: text[start:end], Confidence: 1})
		return true
	})
	return out, nil
}

// InProcess implements pii.InProcess: detection reads only tables held in
// memory, so a pipeline may run it where waiting is not allowed.
func (d *Detector) InProcess() bool { return true }
