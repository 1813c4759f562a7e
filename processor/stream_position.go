package processor

import (
	"context"

	"github.com/piighost/piighost-nats/envelope"
)

// ChunkRequest is a decoded stream.chunk payload, for callers that keep
// the stream's position themselves (pipeline mode): ReadChunk decodes it,
// ApplyChunk processes it against a position.
type ChunkRequest struct {
	// Thread and Stream identify the stream; Seq is the chunk's.
	Thread, Stream string
	Seq            int64

	node   *envelope.Node
	chunk  chunk
	format Format
}

// ReadChunk decodes a stream.chunk payload; a malformed one is a
// bad_request (or missing_thread_id).
func (p *Processor) ReadChunk(payload []byte, f Format) (*ChunkRequest, error) {
	req, err := p.Decode(payload, f)
	if err != nil {
		return nil, err
	}
	if req.Kind() != envelope.Map {
		return nil, badRequest("payload must be a map")
	}
	thread, err := threadID(req)
	if err != nil {
		return nil, err
	}
	c, err := readChunk(req)
	if err != nil {
		return nil, err
	}
	return &ChunkRequest{Thread: thread, Stream: c.stream, Seq: c.seq, node: req, chunk: c, format: f}, nil
}

// ChunkOutcome is what ApplyChunk made of a chunk.
type ChunkOutcome struct {
	// Body is the encoded reply: the restored text, or an error body.
	Body []byte
	// Position is the stream's position after the chunk (unchanged when
	// the chunk was a duplicate or failed).
	Position StreamPosition
	// Duplicate: the chunk is older than the position, so its reply (an
	// empty text) shows nothing: its text went out when it was first
	// processed.
	Duplicate bool
	// Err is the chunk's failure: invented_placeholder comes with a Body
	// to deliver (the text before the token) and ends the stream;
	// out_of_order and unavailable change nothing and may succeed later;
	// stream_ended will not.
	Err error
}

// ApplyChunk processes a chunk at the stream's position pos, kept by the
// caller between chunks: the rules are stream.chunk's (see streamChunk),
// but a chunk already processed always gets an empty text, since its
// first reply was delivered to the stream's reader already.
//
// The request is not changed (a reply is built on a copy of it, taken
// only on the paths that echo its fields), so a caller may apply it again
// (at another position, after finding its own out of date).
func (p *Processor) ApplyChunk(ctx context.Context, r *ChunkRequest, pos StreamPosition) ChunkOutcome {
	c := r.chunk
	fail := func(err error) ChunkOutcome {
		return ChunkOutcome{Body: Encode(ErrorReply(err), r.format), Position: pos, Err: err}
	}
	switch {
	case c.seq < pos.Next:
		return ChunkOutcome{Body: Encode(duplicateReply(r.node.Clone(), "", pos.Ended, nil), r.format), Position: pos, Duplicate: true}
	case pos.Ended:
		return fail(streamEnded(pos.Next - 1))
	case c.seq > pos.Next:
		return fail(outOfOrder(c.seq, pos.Next))
	}
	s := p.feed(ctx, r.Thread, c, pos.Held)
	if s.transient() {
		return fail(s.err)
	}
	reply := chunkReply(r.node.Clone(), s.text, s.ended, s.err)
	return ChunkOutcome{Body: Encode(reply, r.format), Position: pos.after(c, s), Err: s.err}
}
