// Package hold cuts a streamed model text into pieces that can be restored
// on their own: the text up to where a token might still be forming is
// released, the rest held, by the rules of the worker's own stream decoder
// (pipeline.StreamDecoder, BR-STREAM-01..05).
//
// A released piece never ends inside a token, and restoring the pieces one
// by one gives what restoring the whole text at once gives, whatever the
// cuts. The pieces are the model's text as it came, tokens included: the
// restoring is the worker's job (model.out, tool.call), so that its
// invented-token strategy applies.
package hold

import (
	"strings"

	"github.com/piighost/piighost-nats/pipeline"
)

// zwsp is the mark that neutralises a token a user typed; restoration
// removes it, so a piece that holds one goes to the worker too.
const zwsp = "\u200b"

// Text holds back the possible start of a token of one streamed text.
// It is not safe for concurrent use.
type Text struct {
	dec *pipeline.StreamDecoder
	// held is the text held back, a suffix of everything fed.
	held string
}

// New returns a holder for the token grammar rec.
func New(rec *pipeline.Recognizer) *Text {
	return &Text{dec: rec.NewStreamDecoder(keep)}
}

func keep(token string) (string, error) { return token, nil }

// Feed adds the next part of the text and returns the part that can be
// restored now (possibly empty): everything up to the first opening that
// may still become a token.
func (t *Text) Feed(s string) string {
	if s == "" {
		return ""
	}
	buf := t.held + s
	// The decoder keeps the same tail as we do; its output (tokens kept,
	// neutralised ones unmarked) is not what the worker must see, so only
	// the length of what it holds is read.
	_, _ = t.dec.Feed(s)
	held := t.dec.Held()
	t.held = buf[len(buf)-len(held):]
	return buf[:len(buf)-len(held)]
}

// Flush ends the text and returns what was held (a partial token, or
// nothing).
func (t *Text) Flush() string {
	s := t.held
	t.held = ""
	t.dec.Flush()
	return s
}

// Held returns what is held back so far.
func (t *Text) Held() string { return t.held }

// NeedsWorker reports whether a piece may change when restored: it holds a
// token, or a neutralised one. Other pieces are shown as they are.
func NeedsWorker(rec *pipeline.Recognizer, piece string) bool {
	if piece == "" {
		return false
	}
	first := rec.Delimiters().Prefix[:1]
	if !strings.Contains(piece, first) {
		return false
	}
	return strings.Contains(piece, zwsp) || len(rec.FindTokens(piece)) > 0
}
