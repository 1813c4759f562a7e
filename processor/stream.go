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
// are fed in seq order (seq starts at 0) to one decoder, whose state
// travels one of two ways:
//
//   - with the stream (continuation.go): the reply carries a sealed
//     continuation that the caller sends back with the next chunk, so no
//     worker keeps anything per stream and no store is read or written;
//   - in the StreamStore (stream_store.go), for callers that send no
//     continuation: one load and one compare-and-set save per chunk.
//
// Pipeline mode keeps the state in the worker and on its outputs
// (stream_position.go). Whatever the path, the invented-token policy
// applies to each completed token (under RAISE the reply carries the text
// emitted before the token and the error, and the stream ends), and the
// reply to end: true carries the flushed tail, verbatim (BR-STREAM-05).
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
	if c.continued {
		return p.continuedChunk(ctx, thread, c, req)
	}
	return p.storedChunk(ctx, thread, c, req)
}

// chunk is a stream.chunk request's own fields.
type chunk struct {
	stream string
	seq    int64
	text   string
	end    bool
	// continued: the request has a continuation field ("" for the first
	// chunk of a stream that carries them).
	continued    bool
	continuation string
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
	if n := req.Get(continuationField); n != nil && n.Kind() != envelope.Nil {
		if c.continuation, ok = n.Str(); !ok {
			return c, badRequest(continuationField + " must be a string: the one the previous reply carried, or \"\" on the first chunk")
		}
		c.continued = true
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

// step is what feeding one chunk to the stream's decoder gave.
type step struct {
	// text can be shown now; held is the decoder's tail after the chunk.
	text, held string
	// ended: the chunk ended the stream (end: true, or a failed
	// restoration under RAISE).
	ended bool
	// err is the restoration's failure: invented_placeholder ends the
	// stream, anything else is transient and changes nothing.
	err error
}

// transient reports a failure after which the stream stays as it was, so
// the same chunk can be retried.
func (s step) transient() bool {
	return s.err != nil && pii.CodeOf(s.err) != pii.CodeInventedPlaceholder
}

// feed runs chunk c through a decoder resumed from held.
func (p *Processor) feed(ctx context.Context, thread string, c chunk, held string) step {
	dec := p.rec.ResumeStreamDecoder(held, p.streamReplace(ctx, thread))
	text, err := dec.Feed(c.text)
	if err != nil {
		var e *pii.Error
		if !errors.As(err, &e) {
			err = &pii.Error{Code: pii.CodeOf(err), Message: "stream restoration failed", Err: err}
		}
		return step{text: text, ended: true, err: err}
	}
	if c.end {
		return step{text: text + dec.Flush(), ended: true}
	}
	return step{text: text, held: dec.Held()}
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

// outOfOrder is the answer to a chunk ahead of the one expected.
func outOfOrder(seq, next int64) error {
	return &pii.Error{Code: pii.CodeOutOfOrder, Message: "stream chunk seq " + strconv.FormatInt(seq, 10) + " arrived before seq " + strconv.FormatInt(next, 10)}
}

// streamEnded is the answer to a chunk after the end.
func streamEnded(last int64) error {
	return &pii.Error{Code: pii.CodeStreamEnded, Message: "stream already ended at seq " + strconv.FormatInt(last, 10)}
}

// chunkReply rewrites the request into its reply: text is what can be
// shown now, and a failure is carried next to it.
func chunkReply(req *envelope.Node, text string, end bool, err error) *envelope.Node {
	req.SetString(wire.FieldText, text)
	req.SetBoolean(wire.FieldEnd, end)
	if err != nil {
		_, e := ErrorReply(err).Entry(0)
		req.Set(wire.FieldError, e)
	}
	return req
}

// duplicateReply answers a chunk already processed with text (empty when
// it must not be shown again).
func duplicateReply(req *envelope.Node, text string, end bool, err error) *envelope.Node {
	reply := chunkReply(req, text, end, err)
	reply.SetBoolean(wire.FieldDuplicate, true)
	return reply
}
