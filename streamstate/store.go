package streamstate

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/piighost/piighost-nats/pii"
)

// State is what a stream.chunk worker must know between chunks of one
// stream: the decoder's held tail and the next expected seq, plus the last
// reply so a redelivered chunk gets the same answer.
type State struct {
	// Next is the seq of the next chunk to process.
	Next int64
	// Held is the decoder's held tail (possibly part of a token).
	Held string
	// LastText is the text replied to chunk Next-1, and LastError the
	// code and message it failed with, if it did.
	LastText      string
	LastErrorCode pii.Code
	LastErrorMsg  string
	LastTokens    []string
	// Ended is set by the chunk with end: true, or by a chunk that failed.
	Ended bool
}

// ErrConflict: the state changed since it was loaded (another
// worker processed a chunk of this stream meanwhile).
var ErrConflict = errors.New("streamstate: stream state changed concurrently")

// Store keeps stream states, with optimistic concurrency so that two
// workers can never both process one chunk. Implementations must be safe
// for concurrent use and must expire abandoned streams.
type Store interface {
	// Load returns a stream's state and its revision; an unknown stream
	// gives the zero state and revision 0.
	Load(ctx context.Context, thread, stream string) (State, uint64, error)
	// Save stores st if the revision is still rev (0: the stream must not
	// exist), or returns ErrConflict.
	Save(ctx context.Context, thread, stream string, st State, rev uint64) error
}

// MemConfig bounds a MemStore.
type MemConfig struct {
	// TTL drops streams idle for longer. 0 means one hour.
	TTL time.Duration
	// MaxStreams bounds the streams kept; the oldest go first. 0 means
	// 100,000.
	MaxStreams int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// MemStore is an in-process Store.
type MemStore struct {
	cfg     MemConfig
	mu      sync.Mutex
	streams map[streamKey]*memStream
	lastRev uint64
}

type streamKey struct{ thread, stream string }

type memStream struct {
	st   State
	rev  uint64
	used time.Time
}

// NewMemStore returns an empty store.
func NewMemStore(cfg MemConfig) *MemStore {
	if cfg.TTL <= 0 {
		cfg.TTL = time.Hour
	}
	if cfg.MaxStreams <= 0 {
		cfg.MaxStreams = 100_000
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &MemStore{cfg: cfg, streams: map[streamKey]*memStream{}}
}

// Load implements Store.
func (s *MemStore) Load(_ context.Context, thread, stream string) (State, uint64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.streams[streamKey{thread, stream}]
	if !ok || s.cfg.Now().Sub(m.used) > s.cfg.TTL {
		return State{}, 0, nil
	}
	return m.st, m.rev, nil
}

// Save implements Store.
func (s *MemStore) Save(_ context.Context, thread, stream string, st State, rev uint64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := streamKey{thread, stream}
	now := s.cfg.Now()
	m, ok := s.streams[k]
	if ok && now.Sub(m.used) > s.cfg.TTL {
		delete(s.streams, k)
		ok = false
	}
	current := uint64(0)
	if ok {
		current = m.rev
	}
	if current != rev {
		return ErrConflict
	}
	if !ok && len(s.streams) >= s.cfg.MaxStreams {
		s.evictOldest()
	}
	s.lastRev++
	s.streams[k] = &memStream{st: st, rev: s.lastRev, used: now}
	return nil
}

// evictOldest drops the least recently saved stream. It is linear, but only
// runs when the store is full.
func (s *MemStore) evictOldest() {
	var oldest streamKey
	var at time.Time
	first := true
	for k, m := range s.streams {
		if first || m.used.Before(at) {
			oldest, at, first = k, m.used, false
		}
	}
	delete(s.streams, oldest)
}
