package client

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"iter"

	"github.com/piighost/piighost-nats/pii"
)

// Stream restores one streamed model reply, chunk by chunk, through
// stream.chunk. Write each piece as the model produces it and show what
// Write returns; Close at the end shows the rest. A token cut between two
// pieces is held by the worker until it closes, so the text returned never
// holds half a token.
//
// The stream keeps the protocol's state: the stream id, the sequence
// number of the next chunk, the continuation the worker sealed the
// stream's state in (the worker keeps nothing per stream, so any worker
// takes any chunk), and a chunk whose reply never came, which the next
// Write or Close sends again under the same sequence number and
// continuation (any worker answers it with the same reply). A Stream is
// for one goroutine at a time.
type Stream struct {
	c      *Client
	thread string
	id     string
	seq    int64
	// cont is the continuation of the next chunk: the last reply's.
	cont string
	// pending are pieces not answered yet, because of a transient failure:
	// they are sent, in order, before anything else.
	pending []string
	ended   bool
	// err is the failure that ended the stream, returned again by every
	// later call.
	err error
}

// StreamOption configures a Stream.
type StreamOption func(*Stream)

// WithStreamID names the stream (default: 128 random bits in hex). It must
// be unique within the thread.
func WithStreamID(id string) StreamOption { return func(s *Stream) { s.id = id } }

// Stream starts restoring a streamed reply of thread. It does no I/O.
func (c *Client) Stream(thread string, opts ...StreamOption) *Stream {
	s := &Stream{c: c, thread: thread}
	for _, o := range opts {
		o(s)
	}
	if s.id == "" {
		s.id = newStreamID()
	}
	return s
}

// ID returns the stream id.
func (s *Stream) ID() string { return s.id }

// Write sends the next piece of the model's reply and returns the
// restored text that can be shown now (possibly empty). An empty piece
// sends nothing.
//
// On an error that will not change (an invented token under the raise
// strategy, a bad request, a stream the worker no longer knows) the
// stream is over: Write returns the text restored before the failure, if
// any, with the error, and every later call returns the error again. On a
// transient error (no worker answered, even after the client's retries;
// the store unavailable) the piece is kept, with the text restored so far,
// and the next Write or Close sends it again, first, under the same
// sequence number.
func (s *Stream) Write(ctx context.Context, piece string) (string, error) {
	if err := s.usable(); err != nil {
		return "", err
	}
	if piece != "" {
		s.pending = append(s.pending, piece)
	}
	return s.drain(ctx)
}

// Close ends the stream and returns the text the worker still held (a
// tail that is not a whole token, verbatim: it holds no value), after any
// piece a transient failure left unanswered. Close after Close returns
// "", nil; Close after a failure returns the failure.
func (s *Stream) Close(ctx context.Context) (string, error) {
	if s.err != nil {
		return "", s.err
	}
	if s.ended {
		return "", nil
	}
	shown, err := s.drain(ctx)
	if err != nil || s.ended {
		return shown, err
	}
	text, err := s.send(ctx, "", true)
	return shown + text, err
}

func (s *Stream) usable() error {
	if s.err != nil {
		return s.err
	}
	if s.ended {
		return &Error{Code: pii.CodeStreamEnded, Message: "client: the stream is closed"}
	}
	return nil
}

// drain sends the pending pieces in order and returns their text.
func (s *Stream) drain(ctx context.Context) (string, error) {
	var shown string
	for len(s.pending) > 0 && !s.ended {
		text, err := s.send(ctx, s.pending[0], false)
		shown += text
		if err != nil {
			return shown, err
		}
		s.pending = s.pending[1:]
	}
	return shown, nil
}

// send sends one chunk under the current sequence number and
// continuation; both move on once the worker answered it, with success or
// a lasting error.
func (s *Stream) send(ctx context.Context, text string, end bool) (string, error) {
	chunk, err := s.c.Chunk(ctx, ChunkRequest{ThreadID: s.thread, StreamID: s.id, Seq: s.seq, Text: text, End: end, Continuation: s.cont})
	if err != nil && retryable(err) {
		return "", err
	}
	s.seq++
	s.cont = chunk.Continuation
	if err != nil {
		s.err, s.ended, s.pending = err, true, nil
		return chunk.Text, err
	}
	if chunk.End {
		s.ended = true
	}
	return chunk.Text, nil
}

// Restore restores a streamed reply on the fly: each piece of chunks is
// one chunk of a new Stream, and the sequence yields the restored text as
// it becomes safe to show, then the held tail once chunks ends. On a
// failure it yields the text restored before it, if any, with the error,
// and stops. Breaking out of the loop abandons the stream (the worker
// keeps nothing of it).
func (c *Client) Restore(ctx context.Context, thread string, chunks iter.Seq[string]) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		s := c.Stream(thread)
		for piece := range chunks {
			text, err := s.Write(ctx, piece)
			if err != nil {
				yield(text, err)
				return
			}
			if text != "" && !yield(text, nil) {
				return
			}
		}
		text, err := s.Close(ctx)
		if err != nil || text != "" {
			yield(text, err)
		}
	}
}

func newStreamID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	return hex.EncodeToString(b)
}
