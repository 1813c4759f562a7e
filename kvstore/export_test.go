package kvstore

import (
	"context"
	"time"
)

// ConfirmAll runs one store-wide confirmation now, as the store does
// twice per CheckInterval: it anchors the recording of sequences when
// none is anchored in this epoch (and reports false), and otherwise
// reports whether every cached thread was confirmed.
func (s *Store) ConfirmAll(ctx context.Context) bool { return s.confirmAll(ctx) }

// Anchored reports whether the store records the sequences it hears in
// the current epoch.
func (s *Store) Anchored() bool { return s.track.anchoredIn(s.epoch.Load()) }

// AgeChecks makes every cached thread's own confirmation older than
// CheckInterval, as if that long had passed since: only a store-wide
// confirmation can still have them served from memory.
func (s *Store) AgeChecks() {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, t := range s.threads {
		t.mu.Lock()
		if t.life != nil {
			t.life.checked = time.Time{}
		}
		t.mu.Unlock()
	}
}

// DropConfirmation forgets the last store-wide confirmation, as if it
// were older than CheckInterval (the background loop may have made one
// since the recording started).
func (s *Store) DropConfirmation() { s.track.confirmed.Store(nil) }

// Deafen ends the store's subscription to the whole bucket without the
// connection noticing (a delivery lost, as a core subscription may), and
// returns the function that subscribes again.
func (s *Store) Deafen() (hear func() error) {
	s.mu.Lock()
	subs := s.watch.bucket
	s.mu.Unlock()
	unsubscribe(subs)
	_ = s.nc.Flush()
	return func() error {
		again, err := s.subscribe(bucketSubjects(s.events)...)
		if err != nil {
			return err
		}
		s.mu.Lock()
		s.watch.bucket = again
		s.mu.Unlock()
		return s.nc.Flush()
	}
}

// Cached reports whether the store holds a live generation of thread id.
func (s *Store) Cached(id string) bool {
	s.mu.RLock()
	t := s.threads[id]
	s.mu.RUnlock()
	if t == nil {
		return false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.life != nil && !t.life.dead
}
