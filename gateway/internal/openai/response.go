package openai

import (
	"context"

	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/jsonargs"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
)

// RestoreResponse restores a chat completion: each choice's content and
// refusal (model.out), and the arguments of its tool calls (tool.call,
// under each tool's strategy). Everything else is kept as it came. It
// fails, restoring nothing, on an invented token under the raise strategy
// or when the worker does not answer.
func RestoreResponse(ctx context.Context, r *flow.Restorer, body []byte) ([]byte, error) {
	o, err := jsonobj.ParseAnswer(body)
	if err != nil {
		return body, nil // not a completion: nothing of the model's to restore
	}
	raw, ok := o.Get("choices")
	if !ok || jsonobj.Kind(raw) != '[' {
		return body, nil
	}
	choices, err := jsonobj.Array(raw)
	if err != nil {
		return body, nil
	}
	b := r.Batch()
	var apply []func()
	for i, c := range choices {
		choice, err := jsonobj.Parse(c)
		if err != nil {
			continue
		}
		mraw, ok := choice.Get("message")
		if !ok {
			continue
		}
		msg, err := jsonobj.Parse(mraw)
		if err != nil {
			continue
		}
		for _, k := range []string{"content", "refusal"} {
			if s, ok := msg.String(k); ok {
				v := s
				b.Text(&v)
				apply = append(apply, func() { msg.SetString(k, v) })
			}
		}
		if craw, ok := msg.Get("tool_calls"); ok && jsonobj.Kind(craw) == '[' {
			calls, _ := jsonobj.Array(craw)
			for j, cr := range calls {
				call, fn, err := readCall(cr)
				if err != nil {
					continue
				}
				name, _ := fn.String("name")
				args, ok := fn.String("arguments")
				if !ok {
					continue
				}
				pieces := wholeArgs(args)
				leaves(b, name, pieces)
				apply = append(apply, func() {
					fn.SetString("arguments", jsonargs.Assemble(pieces))
					call.Set("function", fn.Marshal())
					calls[j] = call.Marshal()
				})
			}
			apply = append(apply, func() { msg.Set("tool_calls", jsonobj.MarshalArray(calls)) })
		}
		if fraw, ok := msg.Get("function_call"); ok && jsonobj.Kind(fraw) == '{' {
			fn, _ := jsonobj.Parse(fraw)
			name, _ := fn.String("name")
			if args, ok := fn.String("arguments"); ok {
				pieces := wholeArgs(args)
				leaves(b, name, pieces)
				apply = append(apply, func() {
					fn.SetString("arguments", jsonargs.Assemble(pieces))
					msg.Set("function_call", fn.Marshal())
				})
			}
		}
		apply = append(apply, func() {
			choice.Set("message", msg.Marshal())
			choices[i] = choice.Marshal()
		})
	}
	if b.Empty() {
		return body, nil
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	for _, f := range apply {
		f()
	}
	o.Set("choices", jsonobj.MarshalArray(choices))
	return o.Marshal(), nil
}

// wholeArgs scans arguments read at once.
func wholeArgs(args string) []jsonargs.Piece {
	s := jsonargs.NewScanner()
	return append(s.Feed(args), s.Close()...)
}

// leaves adds the text pieces of a call of tool to a batch.
func leaves(b *flow.Batch, tool string, pieces []jsonargs.Piece) {
	for i := range pieces {
		if pieces[i].IsText {
			b.Leaf(tool, &pieces[i].Text)
		}
	}
}

// intField reads an integer field, or def.
func intField(o *jsonobj.Object, k string, def int) int {
	raw, ok := o.Get(k)
	if !ok {
		return def
	}
	if n, ok := jsonobj.IntOf(raw); ok {
		return n
	}
	return def
}
