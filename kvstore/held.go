package kvstore

import (
	"time"

	"github.com/piighost/piighost-nats/pipeline"
)

// HeldHead implements pipeline.HeldThreads: the head Open would answer
// from memory (a thread this store watches, confirmed within
// CheckInterval and refreshed within IdleTTL/4), and false for every other
// thread, without creating a record for it: Open would read those in the
// bucket, or, on a replicated bucket, wait for the leader's word on where
// a cold read's log ends.
func (s *Store) HeldHead(id string) (pipeline.Head, bool) {
	if s.closed.Load() {
		return pipeline.Head{}, false
	}
	s.mu.RLock()
	t, ok := s.threads[id]
	s.mu.RUnlock()
	if !ok {
		return pipeline.Head{}, false
	}
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	l := t.life
	if l == nil || !s.trusted(t, l, now) {
		return pipeline.Head{}, false
	}
	if l.settling != nil && s.replicated.Load() {
		return pipeline.Head{}, false // Open would wait for the leader (settle.go)
	}
	t.used = now.Sub(s.born)
	s.stats.headHits.Add(1)
	return l.head(), true
}
