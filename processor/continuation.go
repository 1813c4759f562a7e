package processor

import (
	"context"
	"encoding/base64"
	"encoding/binary"
	"errors"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/streamstate"
	"github.com/piighost/piighost-nats/wire"
)

// continuationField is the stream.chunk field that carries a stream's
// state from one chunk's reply to the next chunk.
const continuationField = wire.FieldContinuation

// StreamPosition is where a stream stands between two chunks: the seq of
// the next chunk, the decoder's held tail (model-side text that may still
// become a token: never a restored value), and whether the stream ended.
// It is what a continuation seals, and what pipeline mode keeps per
// stream.
type StreamPosition struct {
	Next  int64
	Held  string
	Ended bool
}

// after is the position once chunk c gave s.
func (pos StreamPosition) after(c chunk, s step) StreamPosition {
	return StreamPosition{Next: c.seq + 1, Held: s.held, Ended: s.ended}
}

// continuedChunk is the path of callers that send continuations: the
// chunk's position comes from the continuation it carries ("" on the first
// chunk), and the reply carries the next one. No store is read or
// written for the stream, so the reply to a chunk is a function of the
// chunk, its continuation and the thread: a chunk sent again with the same
// continuation, to any worker, gets a byte-identical reply.
//
// The continuation names the seq it is for: a chunk ahead of it is out of
// order, a chunk after the end stream_ended; a chunk older than it (sent
// with the continuation of a later chunk) gets an empty text, marked
// duplicate, so nothing is shown twice.
func (p *Processor) continuedChunk(ctx context.Context, thread string, c chunk, req *envelope.Node) (*envelope.Node, error) {
	pos, err := p.OpenContinuation(thread, c.stream, c.continuation)
	if err != nil {
		return nil, err
	}
	switch {
	case c.seq < pos.Next:
		return duplicateReply(req, "", pos.Ended, nil), nil // keeps the continuation it came with
	case pos.Ended:
		return nil, streamEnded(pos.Next - 1)
	case c.seq > pos.Next:
		return nil, outOfOrder(c.seq, pos.Next)
	}
	s := p.feed(ctx, thread, c, pos.Held)
	if s.transient() {
		return nil, s.err // send the same chunk again, with the same continuation
	}
	reply := chunkReply(req, s.text, s.ended, s.err)
	reply.SetString(continuationField, p.SealContinuation(thread, c.stream, pos.after(c, s)))
	return reply, s.err
}

// SealContinuation returns the continuation of a stream at pos: opaque,
// authenticated, bound to the thread and the stream, in unpadded
// base64url. Every worker that shares the processor's sealer keys opens
// it.
func (p *Processor) SealContinuation(thread, stream string, pos StreamPosition) string {
	// The position and the associated data are built on the stack (the
	// sealer keeps neither), the result in one buffer.
	var pb [64]byte
	plain := binary.AppendUvarint(pb[:0], uint64(pos.Next))
	flags := byte(0)
	if pos.Ended {
		flags |= 1
	}
	plain = append(plain, flags)
	plain = append(plain, pos.Held...)
	var ab [128]byte
	sealed := p.sealer.Seal(plain, continuationAD(ab[:0], thread, stream))
	var eb [256]byte
	return string(base64.RawURLEncoding.AppendEncode(eb[:0], sealed))
}

// OpenContinuation returns the position a continuation holds; "" is the
// start of a stream. A continuation made for another thread or stream,
// altered, or sealed with a key this worker lacks is a bad_request.
func (p *Processor) OpenContinuation(thread, stream, continuation string) (StreamPosition, error) {
	if continuation == "" {
		return StreamPosition{}, nil
	}
	var sb [192]byte
	sealed, err := base64.RawURLEncoding.AppendDecode(sb[:0], []byte(continuation))
	if err != nil {
		return StreamPosition{}, errContinuation
	}
	var ab [128]byte
	plain, err := p.sealer.Open(sealed, continuationAD(ab[:0], thread, stream))
	if err != nil {
		return StreamPosition{}, errContinuation
	}
	return decodePosition(plain)
}

var errContinuation = &pii.Error{Code: pii.CodeBadRequest, Message: continuationField +
	" is not one this stream's replies carried: from another thread or stream, altered, or sealed with a key the workers no longer have"}

func decodePosition(plain []byte) (StreamPosition, error) {
	next, n := binary.Uvarint(plain)
	if n <= 0 || next > maxExactFloat || len(plain) < n+1 || plain[n]&^1 != 0 {
		// Sealed by a worker, so only a bug gets here.
		return StreamPosition{}, &pii.Error{Code: pii.CodeInternal, Message: "a sealed stream position does not decode"}
	}
	return StreamPosition{Next: int64(next), Ended: plain[n]&1 != 0, Held: string(plain[n+1:])}, nil
}

// continuationAD appends to ad what binds a continuation to its thread and
// stream.
func continuationAD(ad []byte, thread, stream string) []byte {
	ad = append(ad, "piighost stream continuation v1\x00"...)
	ad = binary.AppendUvarint(ad, uint64(len(thread)))
	ad = append(ad, thread...)
	return append(ad, stream...)
}

// newSealer is the sealer of a processor configured without one: a key of
// its own, so its continuations open in this process only.
func newSealer() *streamstate.Sealer {
	s, err := streamstate.NewSealer(streamstate.RandomSealKey())
	if err != nil {
		panic(errors.Join(errors.New("processor: a random seal key was refused"), err))
	}
	return s
}
