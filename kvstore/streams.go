package kvstore

import (
	"context"
	"errors"
	"strconv"

	"github.com/piighost/piighost-nats/streamstate"
)

// StreamStore is a streamstate.Store in the same bucket as its Store:
// each stream state is encrypted under the key "<thread>.s.<stream>"
// (both derived), written with a compare-and-set on its revision and a
// per-key TTL of StreamTTL, restarted by every save. Forgetting a thread
// erases its stream states too. It is safe for concurrent use.
type StreamStore struct {
	s *Store
}

var _ streamstate.Store = (*StreamStore)(nil)

// Streams returns the stream state store sharing s's bucket and keys.
func (s *Store) Streams() *StreamStore { return &StreamStore{s: s} }

// Load implements streamstate.Store. It reads from the stream leader,
// so a state another worker saved is never missed for a lagging replica's
// sake.
func (ss *StreamStore) Load(ctx context.Context, thread, stream string) (streamstate.State, uint64, error) {
	s := ss.s
	if s.closed.Load() {
		return streamstate.State{}, 0, unavailable("load stream state", ErrClosed)
	}
	key := s.streamKey(s.keys.name("thread", thread), stream)
	m, err := s.lastMsg(ctx, key)
	if err != nil {
		return streamstate.State{}, 0, s.kvError("load stream state", err)
	}
	if m == nil || m.marker {
		return streamstate.State{}, 0, nil
	}
	plain, _, err := s.keys.open(key, m.data)
	if err != nil {
		return streamstate.State{}, 0, s.decryptError("stream state", err)
	}
	st, err := decodeStream(plain)
	if err != nil {
		return streamstate.State{}, 0, s.decryptError("stream state", err)
	}
	return st, m.seq, nil
}

// Save implements streamstate.Store: st is stored if the state's
// revision is still rev (0: no state, or one that expired or was
// forgotten), else streamstate.ErrConflict.
func (ss *StreamStore) Save(ctx context.Context, thread, stream string, st streamstate.State, rev uint64) error {
	s := ss.s
	if s.closed.Load() {
		return unavailable("save stream state", ErrClosed)
	}
	key := s.streamKey(s.keys.name("thread", thread), stream)
	value := s.keys.seal(key, encodeStream(st))
	ttl := strconv.FormatInt(int64(s.cfg.StreamTTL.Seconds()), 10) + "s"
	_, err := s.put(ctx, key, value, rev, ttl)
	if errors.Is(err, errConflict) && rev == 0 {
		// The key may hold the marker of an expired or purged state,
		// which Load reports as no state: create over it.
		m, lerr := s.lastMsg(ctx, key)
		if lerr != nil {
			return s.kvError("save stream state", lerr)
		}
		if m != nil && m.marker {
			_, err = s.put(ctx, key, value, m.seq, ttl)
		}
	}
	if errors.Is(err, errConflict) {
		return streamstate.ErrConflict
	}
	if err != nil {
		return s.kvError("save stream state", err)
	}
	return nil
}
