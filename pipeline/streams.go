package pipeline

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/piighost/piighost-nats/pii"
)

// StreamState is what a stream.chunk worker must know between chunks of one
// stream: the decoder's held tail and the next expected seq, plus the last
// reply so a redelivered chunk gets the same answer.
type StreamState struct {
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

// ErrStreamConflict: the state changed since it was loaded (another
// worker processed a chunk of this stream meanwhile).
var ErrStreamConflict = errors.New("pipeline: stream state changed concurrently")

// StreamStore keeps stream states, with optimistic concurrency so that two
// workers can never both process one chunk. Implementations must be safe
// for concurrent use and must expire abandoned streams.
type StreamStore interface {
	// Load returns a stream's state and its revision; an unknown stream
	// gives the zero state and revision 0.
	Load(ctx context.Context, thread, stream string) (StreamState, uint64, error)
	// Save stores st if the revision is still rev (0: the stream must not
	// exist), or returns ErrStreamConflict.
	Save(ctx context.Context, thread, stream string, st StreamState, rev uint64) error
}

// MemStreamConfig bounds a MemStreamStore.
type MemStreamConfig struct {
	// TTL drops streams idle for longer. 0 means one hour.
	TTL time.Duration
	// MaxStreams bounds the streams kept; the oldest go first. 0 means
	// 100,000.
	MaxStreams int
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// MemStreamStore is an in-process StreamStore.
type MemStreamStore struct {
	cfg     MemStreamConfig
	mu      sync.Mutex
	streams map[streamKey]*memStream
	lastRev uint64
}

type streamKey struct{ thread, stream string }

type memStream struct {
	st   StreamState
	rev  uint64
	used time.Time
}

// NewMemStreamStore returns an empty store.
func NewMemStreamStore(cfg MemStreamConfig) *MemStreamStore {
	if cfg.TTL <= 0 {
		cfg.TTL = time.Hour
	}
	if cfg.MaxStreams <= 0 {
		cfg.MaxStreams = 100_000
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &MemStreamStore{cfg: cfg, streams: map[streamKey]*memStream{}}
}

// Load implements StreamStore.
func (s *MemStreamStore) Load(_ context.Context, thread, stream string) (StreamState, uint64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.streams[streamKey{thread, stream}]
	if !ok || s.cfg.Now().Sub(m.used) > s.cfg.TTL {
		return StreamState{}, 0, nil
	}
	return m.st, m.rev, nil
}

// Save implements StreamStore.
func (s *MemStreamStore) Save(_ context.Context, thread, stream string, st StreamState, rev uint64) error {
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
		return ErrStreamConflict
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
func (s *MemStreamStore) evictOldest() {
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
