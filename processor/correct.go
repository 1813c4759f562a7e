package processor

import (
	"context"
	"strconv"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/wire"
)

// threadCorrect records a person's corrections of a thread (upstream's
// anonymize_corrected): values the detectors missed ("mask") and values
// masked wrongly ("clear"). It belongs to the clear side: whoever may
// send it may make a value of the thread appear in clear to the model, so
// NATS permissions give it to the agent only (subjects.md).
//
//	{thread_id, corrections: [{action: "mask"|"clear", text, label?}]}
//	→ the same, each correction with tokens (the value's tokens) and
//	  changed (whether it changed the thread); and changed overall.
func (p *Processor) threadCorrect(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	thread, err := threadID(req)
	if err != nil {
		return nil, err
	}
	list := req.Get(wire.FieldCorrections)
	if list == nil || list.Kind() != envelope.Array {
		return nil, badRequest("corrections must be a list")
	}
	cs := make([]pipeline.Correction, list.Len())
	for i := range list.Len() {
		c, err := readCorrection(list.Item(i), "corrections["+strconv.Itoa(i)+"]")
		if err != nil {
			return nil, err
		}
		cs[i] = c
	}
	out, err := p.pipe.Correct(ctx, thread, cs)
	if err != nil {
		return nil, err
	}
	changed := false
	for i, o := range out {
		tokens := make([]*envelope.Node, len(o.Tokens))
		for j, t := range o.Tokens {
			tokens[j] = envelope.NewString(t)
		}
		item := list.Item(i)
		item.Set(wire.FieldCorrectionTokens, envelope.NewArray(tokens...))
		item.Set(wire.FieldCorrectionChanged, envelope.NewBool(o.Changed))
		changed = changed || o.Changed
	}
	req.SetBoolean(wire.FieldChanged, changed)
	return req, nil
}

// readCorrection reads {action, text, label?}. Errors name the field,
// never the value.
func readCorrection(n *envelope.Node, where string) (pipeline.Correction, error) {
	if n.Kind() != envelope.Map {
		return pipeline.Correction{}, badRequest(where + " must be a map")
	}
	if err := checkSpellings(n, where, correctionKeys); err != nil {
		return pipeline.Correction{}, err
	}
	action, ok := n.Get(wire.FieldCorrectionAction).Str()
	if !ok {
		return pipeline.Correction{}, badRequest(where + ".action must be \"mask\" or \"clear\"")
	}
	var c pipeline.Correction
	switch action {
	case wire.ActionMask:
		c.Action = pipeline.Mask
	case wire.ActionClear:
		c.Action = pipeline.Clear
	default:
		return pipeline.Correction{}, badRequest(where + ".action must be \"mask\" or \"clear\"")
	}
	if c.Text, ok = n.Get(wire.FieldCorrectionText).Str(); !ok {
		return pipeline.Correction{}, badRequest(where + ".text must be a string")
	}
	if l := n.Get(wire.FieldCorrectionLabel); l != nil && l.Kind() != envelope.Nil {
		if c.Label, ok = l.Str(); !ok {
			return pipeline.Correction{}, badRequest(where + ".label must be a string")
		}
	}
	return c, nil
}
