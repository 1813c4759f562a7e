package pii

import (
	"context"
	"strconv"
)

// Role is the author of a text handed to the pipeline. The role of a value's
// first occurrence in a thread decides its provenance.
type Role uint8

const (
	// RoleUser marks text written by the user, or by a tool: its values are
	// de-identified.
	RoleUser Role = iota
	// RoleAssistant marks text written by the model: a value it introduces
	// first stays in clear for the whole thread.
	RoleAssistant
)

// String returns "user" or "assistant".
func (r Role) String() string {
	switch r {
	case RoleUser:
		return "user"
	case RoleAssistant:
		return "assistant"
	default:
		return "role(" + strconv.Itoa(int(r)) + ")"
	}
}

// Detection is one piece of PII found in a text.
//
// Start and End are byte offsets into the text (half-open, End > Start), and
// Text is always text[Start:End].
type Detection struct {
	Start      int
	End        int
	Label      string
	Text       string
	Confidence float64
}

// Overlaps reports whether d and o share at least one byte. Adjacent
// detections do not overlap.
func (d Detection) Overlaps(o Detection) bool {
	return d.Start < o.End && o.Start < d.End
}

// Detector finds PII in a text. Detections may come in any order and may
// overlap; the pipeline resolves overlaps. A Detector must be safe for
// concurrent use.
type Detector interface {
	Detect(ctx context.Context, text string) ([]Detection, error)
}

// DetectorFunc adapts a function to the Detector interface.
type DetectorFunc func(ctx context.Context, text string) ([]Detection, error)

// Detect calls f.
func (f DetectorFunc) Detect(ctx context.Context, text string) ([]Detection, error) {
	return f(ctx, text)
}
