package openai

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/hold"
	"github.com/piighost/piighost-nats/gateway/internal/jsonargs"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/gateway/internal/sse"
)

// Stream restores a streamed chat completion, event by event, with the
// guarantees of stream.chunk: text is passed on as soon as no token can
// be forming in it, a token cut between events is held until it closes,
// and the arguments of tool calls likewise, each restored value escaped
// inside its JSON string. The restored stream holds, for any cut of the
// upstream one, what the whole completion restored holds. A Stream is for
// one response.
type Stream struct {
	r       *flow.Restorer
	choices map[int]*choiceState
	order   []int
	// last is the last chunk read, whose envelope (id, model, created...)
	// a closing event copies.
	last *jsonobj.Object
	done bool
}

type choiceState struct {
	content, refusal *hold.Text
	calls            map[int]*callState
	callOrder        []int
	finished         bool
}

type callState struct {
	name string
	scan *jsonargs.Scanner
}

// NewStream starts restoring one streamed response.
func NewStream(r *flow.Restorer) *Stream {
	return &Stream{r: r, choices: map[int]*choiceState{}}
}

func (s *Stream) choice(i int) *choiceState {
	c, ok := s.choices[i]
	if !ok {
		c = &choiceState{content: hold.New(s.r.Rec), refusal: hold.New(s.r.Rec), calls: map[int]*callState{}}
		s.choices[i] = c
		s.order = append(s.order, i)
	}
	return c
}

func (c *choiceState) call(r *flow.Restorer, k int) *callState {
	cs, ok := c.calls[k]
	if !ok {
		cs = &callState{scan: jsonargs.NewStreamScanner(r.Rec)}
		c.calls[k] = cs
		c.callOrder = append(c.callOrder, k)
	}
	return cs
}

// Event restores one upstream event and returns what to send in its
// place, in order (an event held back entirely is sent with empty deltas,
// so that no envelope is lost). An event whose texts come out as they
// went in is sent as its bytes came.
func (s *Stream) Event(ctx context.Context, ev sse.Event) ([]sse.Event, error) {
	if ev.IsComment || s.done {
		return []sse.Event{ev}, nil
	}
	if ev.Data == "[DONE]" {
		tail, err := s.End(ctx)
		s.done = true
		return append(tail, ev), err
	}
	o, err := jsonobj.ParseAnswer([]byte(ev.Data))
	if err != nil {
		return []sse.Event{ev}, nil
	}
	raw, ok := o.Get("choices")
	if !ok || jsonobj.Kind(raw) != '[' {
		return []sse.Event{ev}, nil
	}
	choices, err := jsonobj.Array(raw)
	if err != nil {
		return []sse.Event{ev}, nil
	}
	s.last = o
	b := s.r.Batch()
	var apply []func() bool
	for i, cr := range choices {
		choice, err := jsonobj.Parse(cr)
		if err != nil {
			continue
		}
		st := s.choice(intField(choice, "index", i))
		delta := jsonobj.New()
		if draw, ok := choice.Get("delta"); ok && jsonobj.Kind(draw) == '{' {
			if delta, err = jsonobj.Parse(draw); err != nil {
				continue
			}
		}
		finish := choice.Has("finish_reason")
		own := s.restoreDelta(b, st, delta, finish)
		apply = append(apply, func() bool {
			if !run(own) {
				return false
			}
			choice.Set("delta", delta.Marshal())
			choices[i] = choice.Marshal()
			return true
		})
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	if !run(apply) {
		return []sse.Event{ev}, nil
	}
	o.Set("choices", jsonobj.MarshalArray(choices))
	ev.Data = string(o.Marshal())
	return []sse.Event{ev}, nil
}

// run calls every function, in order, and reports whether any changed
// something.
func run(fs []func() bool) bool {
	changed := false
	for _, f := range fs {
		if f() {
			changed = true
		}
	}
	return changed
}

// restoreDelta adds a delta's texts to the batch and returns what writes
// them back, each reporting whether it changed the delta; finish also
// releases what the choice still holds.
func (s *Stream) restoreDelta(b *flow.Batch, st *choiceState, delta *jsonobj.Object, finish bool) []func() bool {
	var apply []func() bool
	for _, f := range []struct {
		key string
		h   *hold.Text
	}{{"content", st.content}, {"refusal", st.refusal}} {
		text, has := delta.String(f.key)
		piece := f.h.Feed(text)
		if finish {
			piece += f.h.Flush()
		}
		if !has && piece == "" {
			continue
		}
		b.Text(&piece)
		apply = append(apply, func() bool {
			if has && piece == text {
				return false
			}
			delta.SetString(f.key, piece)
			return true
		})
	}
	seen := map[int]bool{}
	if craw, ok := delta.Get("tool_calls"); ok && jsonobj.Kind(craw) == '[' {
		calls, _ := jsonobj.Array(craw)
		var own []func() bool
		for j, cr := range calls {
			call, err := jsonobj.Parse(cr)
			if err != nil {
				continue
			}
			k := intField(call, "index", j)
			seen[k] = true
			cs := st.call(s.r, k)
			fn := jsonobj.New()
			if fraw, ok := call.Get("function"); ok && jsonobj.Kind(fraw) == '{' {
				fn, _ = jsonobj.Parse(fraw)
			}
			if name, ok := fn.String("name"); ok && name != "" {
				cs.name = name
			}
			args, has := fn.String("arguments")
			pieces := cs.scan.Feed(args)
			if finish {
				pieces = append(pieces, cs.scan.Close()...)
			}
			if !has && len(pieces) == 0 {
				continue
			}
			leaves(b, cs.name, pieces)
			own = append(own, func() bool {
				out := jsonargs.Assemble(pieces)
				if has && out == args {
					return false
				}
				fn.SetString("arguments", out)
				call.Set("function", fn.Marshal())
				calls[j] = call.Marshal()
				return true
			})
		}
		apply = append(apply, func() bool {
			if !run(own) {
				return false
			}
			delta.Set("tool_calls", jsonobj.MarshalArray(calls))
			return true
		})
	}
	if finish {
		// The calls this delta did not name release what they hold in
		// entries of their own.
		var extra []json.RawMessage
		var pending []func()
		for _, k := range st.callOrder {
			if seen[k] {
				continue
			}
			pieces := st.calls[k].scan.Close()
			if len(pieces) == 0 {
				continue
			}
			leaves(b, st.calls[k].name, pieces)
			pending = append(pending, func() {
				fn := jsonobj.New()
				fn.SetString("arguments", jsonargs.Assemble(pieces))
				call := jsonobj.New()
				_ = call.SetValue("index", k)
				call.Set("function", fn.Marshal())
				extra = append(extra, call.Marshal())
			})
		}
		if len(pending) > 0 {
			apply = append(apply, func() bool {
				for _, f := range pending {
					f()
				}
				var calls []json.RawMessage
				if craw, ok := delta.Get("tool_calls"); ok {
					calls, _ = jsonobj.Array(craw)
				}
				delta.Set("tool_calls", jsonobj.MarshalArray(append(calls, extra...)))
				return true
			})
		}
		st.finished = true
	}
	return apply
}

// End releases what the choices that never finished still hold, as one
// closing chunk in the envelope of the last one; nil when nothing is held.
// Call it when the upstream stream ends without [DONE].
func (s *Stream) End(ctx context.Context) ([]sse.Event, error) {
	if s.last == nil || s.done {
		return nil, nil
	}
	b := s.r.Batch()
	var apply []func()
	var choices []json.RawMessage
	for _, i := range slices.Clone(s.order) {
		st := s.choices[i]
		if st.finished {
			continue
		}
		delta := jsonobj.New()
		f := s.restoreDelta(b, st, delta, true)
		idx := i
		apply = append(apply, func() {
			run(f)
			if delta.Len() == 0 {
				return
			}
			c := jsonobj.New()
			_ = c.SetValue("index", idx)
			c.Set("delta", delta.Marshal())
			c.Set("finish_reason", json.RawMessage("null"))
			choices = append(choices, c.Marshal())
		})
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	for _, f := range apply {
		f()
	}
	if len(choices) == 0 {
		return nil, nil
	}
	o := jsonobj.New()
	for _, k := range s.last.Keys() {
		if k == "usage" {
			continue
		}
		v, _ := s.last.Get(k)
		o.Set(k, v)
	}
	o.Set("choices", jsonobj.MarshalArray(choices))
	return []sse.Event{{Data: string(o.Marshal())}}, nil
}
