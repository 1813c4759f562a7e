package processor

import (
	"context"
	"errors"
	"math"
	"strconv"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// streamChunk restores one chunk of a streamed reply. Chunks of a stream
// are fed in seq order (seq starts at 0) to one decoder whose state lives
// in the pipeline.StreamStore. The invented-token policy applies to each completed
// token; under RAISE the chunk's reply carries the text emitted before the
// token and the error, and the stream ends. The reply to end: true carries
// the flushed tail, verbatim (BR-STREAM-05).
//
// Duplicates and disorder are answered consistently: a chunk already
// processed gets the same reply again (marked duplicate: true) for the
// latest one, or an empty text for older ones, so nothing is ever emitted
// twice under a new seq; a chunk ahead of the expected seq gets
// out_of_order and changes nothing, so it can be retried.
func (p *Processor) streamChunk(ctx context.Context, req *envelope.Node) (*envelope.Node, error) {
	thread, err := threadID(req)
	if err != nil {
		return nil, err
	}
	c, err := readChunk(req)
	if err != nil {
		// A malformed chunk changes nothing: the stream stays where it
		// was, so the same chunk always gets this answer and the chunk
		// sent again, corrected, is processed as if first sent.
		return nil, err
	}
	for attempt := 0; attempt < 8; attempt++ {
		st, rev, err := p.streams.Load(ctx, thread, c.stream)
		if err != nil {
			return nil, pii.Unavailable("load stream state", err)
		}
		if c.seq < st.Next || st.Ended {
			return replayChunk(req, c, st)
		}
		if c.seq > st.Next {
			return nil, &pii.Error{Code: pii.CodeOutOfOrder, Message: "stream chunk seq " + strconv.FormatInt(c.seq, 10) + " arrived before seq " + strconv.FormatInt(st.Next, 10)}
		}
		next, reply, replyErr := p.decodeChunk(ctx, thread, c, st, req)
		if replyErr != nil && pii.CodeOf(replyErr) != pii.CodeInventedPlaceholder {
			// A transient failure (the store unreachable): the state stays
			// as it was, so the same chunk can be retried.
			return nil, replyErr
		}
		err = p.streams.Save(ctx, thread, c.stream, next, rev)
		if errors.Is(err, pipeline.ErrStreamConflict) {
			continue // another worker took this chunk: answer as it did
		}
		if err != nil {
			return nil, pii.Unavailable("save stream state", err)
		}
		return reply, replyErr
	}
	return nil, pii.Unavailable("stream state keeps changing; retry", nil)
}

type chunk struct {
	stream string
	seq    int64
	text   string
	end    bool
}

func readChunk(req *envelope.Node) (chunk, error) {
	var c chunk
	var ok bool
	if c.stream, ok = req.Get(wire.FieldStreamID).Str(); !ok || c.stream == "" {
		return c, badRequest(wire.FieldStreamID + " must be a non-empty string")
	}
	if c.seq, ok = integral(req.Get(wire.FieldSeq)); !ok || c.seq < 0 {
		return c, badRequest(wire.FieldSeq + " must be an integer >= 0")
	}
	if n := req.Get(wire.FieldText); n != nil && n.Kind() != envelope.Nil {
		if c.text, ok = n.Str(); !ok {
			return c, badRequest(wire.FieldText + " must be a string")
		}
	}
	if n := req.Get(wire.FieldEnd); n != nil && n.Kind() != envelope.Nil {
		if c.end, ok = n.BoolValue(); !ok {
			return c, badRequest(wire.FieldEnd + " must be a boolean")
		}
	}
	return c, nil
}

// maxExactFloat is the largest integer every float64 holds exactly (2^53).
const maxExactFloat = 1 << 53

// integral reads an integer, whatever its encoding: JSON clients may write
// 1.0 for 1 (JavaScript has one number type), so an integral float counts;
// any other number is no integer.
func integral(n *envelope.Node) (int64, bool) {
	if i, ok := n.Int64(); ok {
		return i, true
	}
	f, ok := n.Float64()
	if !ok || f != math.Trunc(f) || math.Abs(f) > maxExactFloat {
		return 0, false
	}
	return int64(f), true
}

// decodeChunk feeds the chunk to a decoder resumed from st and returns the
// next state and the reply.
func (p *Processor) decodeChunk(ctx context.Context, thread string, c chunk, st pipeline.StreamState, req *envelope.Node) (pipeline.StreamState, *envelope.Node, error) {
	dec := p.rec.ResumeStreamDecoder(st.Held, p.streamReplace(ctx, thread))
	text, err := dec.Feed(c.text)
	next := pipeline.StreamState{Next: c.seq + 1, LastText: text}
	if err != nil {
		next.Ended = true
		var e *pii.Error
		if !errors.As(err, &e) {
			e = &pii.Error{Code: pii.CodeOf(err), Message: "stream restoration failed"}
		}
		next.LastErrorCode, next.LastErrorMsg, next.LastTokens = e.Code, e.Error(), e.Tokens
		return next, chunkReply(req, text, true, err), err
	}
	if c.end {
		next.LastText = text + dec.Flush()
		next.Ended = true
		return next, chunkReply(req, next.LastText, true, nil), nil
	}
	next.Held = dec.Held()
	return next, chunkReply(req, text, false, nil), nil
}

// streamReplace restores one completed token and applies the invented
// policy to it.
func (p *Processor) streamReplace(ctx context.Context, thread string) pipeline.ReplaceFunc {
	return func(token string) (string, error) {
		r, err := p.pipe.Deanonymize(ctx, thread, token)
		if err != nil {
			return "", err
		}
		if len(r.Invented) == 0 {
			return r.Text, nil
		}
		switch p.invented {
		case strategy.InventedKeep:
			return token, nil
		case strategy.InventedDrop:
			return "", nil
		}
		return "", pii.NewInventedPlaceholderError([]string{token})
	}
}

// replayChunk answers a chunk that was already processed.
func replayChunk(req *envelope.Node, c chunk, st pipeline.StreamState) (*envelope.Node, error) {
	last := c.seq == st.Next-1
	if !last {
		if st.Ended && c.seq >= st.Next {
			return nil, &pii.Error{Code: pii.CodeStreamEnded, Message: "stream already ended at seq " + strconv.FormatInt(st.Next-1, 10)}
		}
		reply := chunkReply(req, "", st.Ended, nil)
		reply.Set(wire.FieldDuplicate, envelope.NewBool(true))
		return reply, nil
	}
	var err error
	if st.LastErrorCode != "" {
		err = &pii.Error{Code: st.LastErrorCode, Message: st.LastErrorMsg, Tokens: st.LastTokens}
	}
	reply := chunkReply(req, st.LastText, st.Ended, err)
	reply.Set(wire.FieldDuplicate, envelope.NewBool(true))
	return reply, err
}

// chunkReply rewrites the request into its reply: text is what can be
// shown now, and a failure is carried next to it.
func chunkReply(req *envelope.Node, text string, end bool, err error) *envelope.Node {
	req.Set(wire.FieldText, envelope.NewString(text))
	req.Set(wire.FieldEnd, envelope.NewBool(end))
	if err != nil {
		_, e := ErrorReply(err).Entry(0)
		req.Set(wire.FieldError, e)
	}
	return req
}
