package kvstore

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// startWatcher starts the store's one watcher, on every thread's head and
// entries (not message records nor stream states). It keeps the cache
// fresh across workers: an entry another worker appended raises the
// thread's known length, and a head purged, expired or replaced ends the
// cached generation.
//
// The watcher lives until Close cancels its context (which unsubscribes
// it).
func (s *Store) startWatcher() error {
	ctx, cancel := context.WithCancel(context.Background())
	w, err := s.kv.WatchFiltered(ctx, []string{"*.m", "*.*.e.*"}, jetstream.UpdatesOnly())
	if err != nil {
		cancel()
		return unavailable("start the watcher", err)
	}
	s.stopWatch = cancel
	s.watcher = w
	s.wg.Add(1)
	go s.watch(w.Updates())
	return nil
}

// watch applies updates until the watcher stops. It keeps reading until
// the channel closes: the subscription blocks while its updates are not
// read.
func (s *Store) watch(updates <-chan jetstream.KeyValueEntry) {
	defer s.wg.Done()
	for e := range updates {
		if e != nil {
			s.observe(e)
		}
	}
}

func (s *Store) observe(e jetstream.KeyValueEntry) {
	key := e.Key()
	dot := strings.IndexByte(key, '.')
	if dot < 0 {
		return
	}
	s.mu.Lock()
	t := s.byName[key[:dot]]
	s.mu.Unlock()
	if t == nil {
		return
	}
	rest := key[dot+1:]
	if rest == "m" {
		s.observeHead(t, e)
		return
	}
	genTok, seqText, ok := strings.Cut(rest, ".e.")
	if !ok || e.Operation() != jetstream.KeyValuePut {
		return
	}
	seq, err := strconv.Atoi(seqText)
	if err != nil {
		return
	}
	t.mu.Lock()
	if l := t.life; l != nil && l.genTok == genTok {
		l.n = max(l.n, seq)
	}
	t.mu.Unlock()
}

// observeHead applies a change of a thread's head: a refresh of the cached
// generation extends its known life; anything else newer than what the
// store cached (a purge, an expiry, another generation) ends it.
func (s *Store) observeHead(t *thread, e jetstream.KeyValueEntry) {
	rev := e.Revision()
	var gen uint64
	valid := false
	if e.Operation() == jetstream.KeyValuePut {
		if rec, err := s.openMeta(t.name, e.Value()); err == nil {
			gen, valid = rec.Gen, true
		}
	}
	now := time.Now()
	t.mu.Lock()
	t.fence = max(t.fence, rev)
	l := t.life
	if l == nil || rev <= l.metaRev {
		t.mu.Unlock()
		return
	}
	if e.Operation() == jetstream.KeyValuePut && (!valid || gen == l.gen) {
		if valid {
			l.metaRev, l.refreshed, l.checked = rev, now, now
		} else {
			l.checked = time.Time{} // undecryptable: the next Open reads it and fails
		}
		t.mu.Unlock()
		return
	}
	t.mu.Unlock()
	s.endLife(t, rev)
}
