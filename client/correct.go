package client

import (
	"context"
	"fmt"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// Correction is one of a person's corrections of a thread (thread.correct):
// a value the detectors missed, to mask from now on, or a value masked
// wrongly, to leave in clear from now on. MaskValue and ClearValue build
// them.
type Correction struct {
	// Action is wire.ActionMask or wire.ActionClear.
	Action string
	// Text is the value, as it appears in the conversation.
	Text string
	// Label is the value's label: required to mask (it is written in the
	// token); to clear, empty clears the value under every label.
	Label string
}

// MaskValue is a correction that masks a value the detectors missed: it
// gets a token of label (the next number of the label), and every later
// occurrence is masked.
func MaskValue(text, label string) Correction {
	return Correction{Action: wire.ActionMask, Text: text, Label: label}
}

// ClearValue is a correction that leaves a value masked wrongly in clear
// from now on, under label, or under every label when label is empty. Its
// tokens keep restoring to it.
func ClearValue(text, label string) Correction {
	return Correction{Action: wire.ActionClear, Text: text, Label: label}
}

// CorrectRequest is a thread.correct request.
type CorrectRequest struct {
	ThreadID    string
	Corrections []Correction
}

// Corrected is the reply of thread.correct.
type Corrected struct {
	// Corrections are the request's corrections, in order, with what each
	// did.
	Corrections []CorrectionResult
	// Changed tells whether any correction changed the thread.
	Changed bool
}

// CorrectionResult is what one correction did.
type CorrectionResult struct {
	Correction
	// Tokens is, for a mask, the one token that stands for the value from
	// now on; for a clear, the tokens the value had, which keep restoring
	// (possibly none).
	Tokens []string
	// Changed is false when the thread already said so: resending a
	// correction is harmless.
	Changed bool
}

// Correct records corrections of a thread, in order, on every worker (they
// are entries of the thread's log). A token once issued never changes: a
// cleared value keeps its token, which keeps restoring, and a masked one
// takes the next number of its label. Only the clear side may send it
// (subjects.md, thread.correct).
func (c *Client) Correct(ctx context.Context, thread string, corrections ...Correction) (Corrected, error) {
	body, err := c.do(ctx, wire.ThreadCorrect, thread, CorrectRequest{ThreadID: thread, Corrections: corrections})
	if err != nil {
		return Corrected{}, err
	}
	return readCorrected(body)
}

// Corrected reads a thread.correct output.
func (o *Output) Corrected() (Corrected, error) {
	if err := o.want(wire.ThreadCorrect); err != nil {
		return Corrected{}, err
	}
	return readCorrected(o.body)
}

func (CorrectRequest) fits(ch wire.Channel) bool { return ch == wire.ThreadCorrect }

func (r CorrectRequest) encode(enc *msgpack.Encoder) error {
	if err := mapHeader(enc, r.ThreadID, 1); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldCorrections); err != nil {
		return err
	}
	if err := enc.EncodeArrayLen(len(r.Corrections)); err != nil {
		return err
	}
	for _, c := range r.Corrections {
		if err := c.encode(enc); err != nil {
			return err
		}
	}
	return nil
}

func (c Correction) encode(enc *msgpack.Encoder) error {
	n := 2
	if c.Label != "" {
		n++
	}
	if err := enc.EncodeMapLen(n); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldCorrectionAction, c.Action); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldCorrectionText, c.Text); err != nil {
		return err
	}
	if c.Label == "" {
		return nil
	}
	return encodeString(enc, wire.FieldCorrectionLabel, c.Label)
}

func readCorrected(body map[string]any) (Corrected, error) {
	list, ok := body[wire.FieldCorrections].([]any)
	if !ok {
		return Corrected{}, internalError("the reply has no corrections list")
	}
	out := Corrected{Corrections: make([]CorrectionResult, 0, len(list))}
	out.Changed, _ = body[wire.FieldChanged].(bool)
	for i, v := range list {
		m, ok := v.(map[string]any)
		if !ok {
			return Corrected{}, internalError(fmt.Sprintf("corrections[%d] of the reply is not a map", i))
		}
		r := CorrectionResult{}
		r.Action, _ = m[wire.FieldCorrectionAction].(string)
		r.Text, _ = m[wire.FieldCorrectionText].(string)
		r.Label, _ = m[wire.FieldCorrectionLabel].(string)
		r.Changed, _ = m[wire.FieldCorrectionChanged].(bool)
		tokens, _ := m[wire.FieldCorrectionTokens].([]any)
		for _, t := range tokens {
			if s, ok := t.(string); ok {
				r.Tokens = append(r.Tokens, s)
			}
		}
		out.Corrections = append(out.Corrections, r)
	}
	return out, nil
}
