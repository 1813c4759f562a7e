// Package views holds a pipeline's cached state of its threads: a View
// of each thread generation (its entries, tokens, indexes and known-value
// matchers, and what it remembers of the messages it rendered), and the
// Cache that bounds them all by one byte budget. The pipeline decides what
// a thread's log says; a view is how it remembers it between calls.
package views

import (
	"hash/maphash"

	"github.com/piighost/piighost-nats/pii"
)

// Entry is one record of a thread's log, as the pipeline's store gives it.
type Entry struct {
	Kind  Kind
	Label string
	// Text is the value's first spelling; for a correction, the value it
	// is about.
	Text string
	// Role is the provenance: the role of the value's first occurrence
	// (RoleUser for a correction).
	Role pii.Role
}

// Kind says what an entry records, as the pipeline's EntryKind does.
type Kind uint8

const (
	// Sighting is the first sighting of a value.
	Sighting Kind = iota
	// Mask is a correction: the value is tokenised from here on.
	Mask
	// Clear is a correction: the value is left in clear from here on.
	Clear
)

// Factory writes the tokens of a thread's values: the pipeline's
// placeholder factory. One that can also write a token into a buffer of
// the caller's (an appender) does: a view writes a new token right after
// its value, in its own chunk, instead of copying an allocated one there.
type Factory interface {
	// Token renders the token of ordinal n of label, for value.
	Token(label string, n int, value string) string
}

// appender is a Factory that can append a token to dst.
type appender interface {
	AppendToken(dst []byte, label string, n int, value string) []byte
}

// Shared is what every view of a pipeline shares: the seed of its hash
// indexes, its factory (every call of its views is given that one) and
// what the factory's tokens are.
type Shared struct {
	seed maphash.Seed
	// shared: several entities may get one token (the factory does not
	// preserve identity); the first entity keeps its restoration.
	shared bool
	// distinct: tokens of distinct (label, ordinal) pairs always differ,
	// so a new ordinal's token is never taken already and a view does not
	// look for it among the tokens it holds.
	distinct bool
	// factory renders the tokens a cold load left pending (pending.go);
	// nil leaves none pending.
	factory Factory
}

// NewShared returns the shared part of a pipeline's views, whose factory
// f gives several entities one token (shared), or tokens that differ for
// distinct labels and ordinals (distinct).
func NewShared(shared, distinct bool, f Factory) *Shared {
	return &Shared{seed: maphash.MakeSeed(), shared: shared, distinct: distinct, factory: f}
}
