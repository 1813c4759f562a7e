package processor

import (
	"context"
	"errors"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/streamstate"
)

// storedChunk is the path of callers that send no continuation: the
// stream's state lives in the StreamStore, loaded and saved (compare-and-
// set on its revision) for every chunk, so that any worker can take the
// next chunk and two workers never both process one.
//
// Duplicates and disorder are answered from the stored state: a chunk
// already processed gets the same reply again (marked duplicate: true) for
// the latest one, or an empty text for older ones, so nothing is ever
// emitted twice under a new seq; a chunk ahead of the expected seq gets
// out_of_order and changes nothing, so it can be retried.
func (p *Processor) storedChunk(ctx context.Context, thread string, c chunk, req *envelope.Node) (*envelope.Node, error) {
	if err := pipeline.CheckBlocking(ctx); err != nil {
		return nil, err // the state is read and written in the store
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
			return nil, outOfOrder(c.seq, st.Next)
		}
		s := p.feed(ctx, thread, c, st.Held)
		if s.transient() {
			// The store unreachable: the state stays as it was, so the
			// same chunk can be retried.
			return nil, s.err
		}
		err = p.streams.Save(ctx, thread, c.stream, storedState(c, s), rev)
		if errors.Is(err, streamstate.ErrConflict) {
			continue // another worker took this chunk: answer as it did
		}
		if err != nil {
			return nil, pii.Unavailable("save stream state", err)
		}
		return chunkReply(req, s.text, s.ended, s.err), s.err
	}
	return nil, pii.Unavailable("stream state keeps changing; retry", nil)
}

// storedState is the state after chunk c gave s.
func storedState(c chunk, s step) streamstate.State {
	st := streamstate.State{Next: c.seq + 1, Held: s.held, LastText: s.text, Ended: s.ended}
	var e *pii.Error
	if errors.As(s.err, &e) {
		st.LastErrorCode, st.LastErrorMsg, st.LastTokens = e.Code, e.Error(), e.Tokens
	}
	return st
}

// replayChunk answers a chunk that was already processed.
func replayChunk(req *envelope.Node, c chunk, st streamstate.State) (*envelope.Node, error) {
	if c.seq != st.Next-1 {
		if st.Ended && c.seq >= st.Next {
			return nil, streamEnded(st.Next - 1)
		}
		return duplicateReply(req, "", st.Ended, nil), nil
	}
	var err error
	if st.LastErrorCode != "" {
		err = &pii.Error{Code: st.LastErrorCode, Message: st.LastErrorMsg, Tokens: st.LastTokens}
	}
	return duplicateReply(req, st.LastText, st.Ended, err), err
}
