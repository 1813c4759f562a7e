package anthropic

import (
	"context"
	"encoding/json"
	"maps"
	"slices"

	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/hold"
	"github.com/piighost/piighost-nats/gateway/internal/jsonargs"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/gateway/internal/sse"
)

// Stream restores a streamed message, event by event, with the guarantees
// of stream.chunk: a text_delta is passed on as soon as no token can be
// forming in it, a token cut between deltas is held until it closes (or
// the block stops: then the held text goes in one more delta before
// content_block_stop), and input_json_delta likewise, each restored value
// escaped inside its JSON string. The restored stream holds, for any cut
// of the upstream one, what the whole message restored holds. A Stream is
// for one response.
type Stream struct {
	r      *flow.Restorer
	blocks map[int]*blockState
	done   bool
}

type blockState struct {
	text *hold.Text        // a text block
	scan *jsonargs.Scanner // a tool_use block
	name string
}

// NewStream starts restoring one streamed response.
func NewStream(r *flow.Restorer) *Stream {
	return &Stream{r: r, blocks: map[int]*blockState{}}
}

// Event restores one upstream event and returns what to send in its
// place, in order.
func (s *Stream) Event(ctx context.Context, ev sse.Event) ([]sse.Event, error) {
	if ev.IsComment || s.done {
		return []sse.Event{ev}, nil
	}
	o, err := jsonobj.ParseAnswer([]byte(ev.Data))
	if err != nil {
		return []sse.Event{ev}, nil
	}
	typ, _ := o.String("type")
	index := intField(o, "index", -1)
	switch typ {
	case "content_block_start":
		return s.start(ctx, ev, o, index)
	case "content_block_delta":
		return s.delta(ctx, ev, o, index)
	case "content_block_stop":
		tail, err := s.stop(ctx, index)
		return append(tail, ev), err
	case "message_stop":
		tail, err := s.End(ctx)
		s.done = true
		return append(tail, ev), err
	}
	return []sse.Event{ev}, nil
}

func (s *Stream) start(ctx context.Context, ev sse.Event, o *jsonobj.Object, index int) ([]sse.Event, error) {
	craw, ok := o.Get("content_block")
	if !ok {
		return []sse.Event{ev}, nil
	}
	blk, err := jsonobj.Parse(craw)
	if err != nil {
		return []sse.Event{ev}, nil
	}
	b := s.r.Batch()
	var apply func()
	switch typ, _ := blk.String("type"); typ {
	case "text":
		st := &blockState{text: hold.New(s.r.Rec)}
		s.blocks[index] = st
		if text, ok := blk.String("text"); ok && text != "" {
			piece := st.text.Feed(text)
			b.Text(&piece)
			apply = func() { blk.SetString("text", piece) }
		}
	case "tool_use":
		st := &blockState{scan: jsonargs.NewStreamScanner(s.r.Rec)}
		st.name, _ = blk.String("name")
		s.blocks[index] = st
		// The input streams in input_json_delta events; one given here
		// already is restored whole.
		if input, ok := blk.Get("input"); ok && string(input) != "{}" {
			sc := jsonargs.NewScanner()
			pieces := append(sc.Feed(string(input)), sc.Close()...)
			leaves(b, st.name, pieces)
			apply = func() { blk.Set("input", json.RawMessage(jsonargs.Assemble(pieces))) }
		}
	}
	if apply == nil {
		return []sse.Event{ev}, nil
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	apply()
	o.Set("content_block", blk.Marshal())
	ev.Data = string(o.Marshal())
	return []sse.Event{ev}, nil
}

func (s *Stream) delta(ctx context.Context, ev sse.Event, o *jsonobj.Object, index int) ([]sse.Event, error) {
	st := s.blocks[index]
	draw, ok := o.Get("delta")
	if st == nil || !ok {
		return []sse.Event{ev}, nil
	}
	d, err := jsonobj.Parse(draw)
	if err != nil {
		return []sse.Event{ev}, nil
	}
	b := s.r.Batch()
	// apply writes the restored text back and reports whether it differs
	// from what came: an event whose text did not change goes on as its
	// bytes came.
	var apply func() bool
	switch typ, _ := d.String("type"); {
	case typ == "text_delta" && st.text != nil:
		text, _ := d.String("text")
		piece := st.text.Feed(text)
		b.Text(&piece)
		apply = func() bool {
			if piece == text {
				return false
			}
			d.SetString("text", piece)
			return true
		}
	case typ == "input_json_delta" && st.scan != nil:
		partial, _ := d.String("partial_json")
		pieces := st.scan.Feed(partial)
		leaves(b, st.name, pieces)
		apply = func() bool {
			out := jsonargs.Assemble(pieces)
			if out == partial {
				return false
			}
			d.SetString("partial_json", out)
			return true
		}
	default:
		return []sse.Event{ev}, nil
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	if !apply() {
		return []sse.Event{ev}, nil
	}
	o.Set("delta", d.Marshal())
	ev.Data = string(o.Marshal())
	return []sse.Event{ev}, nil
}

// stop releases what a block still holds, as one more delta event.
func (s *Stream) stop(ctx context.Context, index int) ([]sse.Event, error) {
	st := s.blocks[index]
	if st == nil {
		return nil, nil
	}
	delete(s.blocks, index)
	b := s.r.Batch()
	d := jsonobj.New()
	var apply func()
	switch {
	case st.text != nil:
		piece := st.text.Flush()
		if piece == "" {
			return nil, nil
		}
		b.Text(&piece)
		d.SetString("type", "text_delta")
		apply = func() { d.SetString("text", piece) }
	case st.scan != nil:
		pieces := st.scan.Close()
		if len(pieces) == 0 {
			return nil, nil
		}
		leaves(b, st.name, pieces)
		d.SetString("type", "input_json_delta")
		apply = func() { d.SetString("partial_json", jsonargs.Assemble(pieces)) }
	default:
		return nil, nil
	}
	if err := b.Run(ctx); err != nil {
		return nil, err
	}
	apply()
	o := jsonobj.New()
	o.SetString("type", "content_block_delta")
	_ = o.SetValue("index", index)
	o.Set("delta", d.Marshal())
	return []sse.Event{{Name: "content_block_delta", Data: string(o.Marshal())}}, nil
}

// End releases what blocks never stopped still hold; call it when the
// upstream stream ends without message_stop.
func (s *Stream) End(ctx context.Context) ([]sse.Event, error) {
	if s.done {
		return nil, nil
	}
	var out []sse.Event
	for _, index := range slices.Sorted(maps.Keys(s.blocks)) {
		evs, err := s.stop(ctx, index)
		if err != nil {
			return out, err
		}
		out = append(out, evs...)
	}
	return out, nil
}

func leaves(b *flow.Batch, tool string, pieces []jsonargs.Piece) {
	for i := range pieces {
		if pieces[i].IsText {
			b.Leaf(tool, &pieces[i].Text)
		}
	}
}

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
