package kvstore

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"strconv"
	"strings"
	"time"
)

// errGone: the generation a store had cached ended (its head was purged,
// expired or replaced, or its log was found broken).
var errGone = errors.New("kvstore: thread generation ended")

// maxHeadAttempts bounds the retries of a head read or created
// concurrently by other workers.
const maxHeadAttempts = 8

// revive returns the thread's live generation, reading, creating, checking
// or refreshing its head as needed; nil when the thread does not exist and
// create is false. The caller holds t.op.
func (s *Store) revive(ctx context.Context, t *thread, create bool) (*life, error) {
	now := time.Now()
	t.mu.Lock()
	l := t.life
	var refreshDue, checkDue bool
	if l != nil {
		refreshDue = now.Sub(l.refreshed) >= s.cfg.refreshEvery()
		checkDue = now.Sub(l.checked) >= s.cfg.CheckInterval
	}
	t.mu.Unlock()
	if l != nil {
		var err error
		switch {
		case refreshDue:
			err = s.refresh(ctx, t, l)
		case checkDue:
			err = s.check(ctx, t, l)
		}
		if err != nil && !errors.Is(err, errGone) {
			return nil, err
		}
		t.mu.Lock()
		alive := t.life == l && !l.dead
		t.mu.Unlock()
		if err == nil && alive {
			return l, nil
		}
		s.endLife(t, 0)
	}
	return s.load(ctx, t, create)
}

// load reads the thread's head from the stream leader, or creates it with
// a new random generation (over the marker a purged or expired head left).
func (s *Store) load(ctx context.Context, t *thread, create bool) (*life, error) {
	key := metaKey(t.name)
	for attempt := 0; attempt < maxHeadAttempts; attempt++ {
		if attempt > 0 {
			s.stats.retries.Add(1)
			if err := sleep(ctx, time.Duration(attempt)*2*time.Millisecond); err != nil {
				return nil, unavailable("open thread", err)
			}
		}
		m, err := s.lastMsg(ctx, key)
		if err != nil {
			return nil, s.kvError("open thread: read head", err)
		}
		now := time.Now()
		if m != nil && !m.marker {
			rec, err := s.openMeta(t.name, m.data)
			if err != nil {
				return nil, err
			}
			l := newLife(rec, m.seq, earliest(m.time, now), now)
			if !s.install(t, l) {
				continue
			}
			if now.Sub(l.refreshed) < s.cfg.refreshEvery() {
				return l, nil
			}
			err = s.refresh(ctx, t, l)
			if err == nil {
				return l, nil
			}
			if !errors.Is(err, errGone) {
				return nil, err
			}
			s.endLife(t, 0)
			continue
		}
		if !create {
			return nil, nil
		}
		var expect uint64
		if m != nil {
			expect = m.seq // a marker: create over it
		}
		rec := metaRecord{Gen: randomGen(), Created: now.UnixMilli()}
		rev, err := s.put(ctx, key, s.keys.seal(key, encode(&rec)), expect, s.cfg.metaTTL())
		if errors.Is(err, errConflict) {
			continue
		}
		if err != nil {
			return nil, s.kvError("open thread: create head", err)
		}
		if l := newLife(rec, rev, now, now); s.install(t, l) {
			return l, nil
		}
	}
	return nil, unavailable("open thread: its head keeps changing; retry", nil)
}

func newLife(rec metaRecord, rev uint64, refreshed, checked time.Time) *life {
	return &life{gen: rec.Gen, genTok: genToken(rec.Gen), created: rec.Created, metaRev: rev, refreshed: refreshed, checked: checked}
}

// install makes l the thread's current generation, unless the watcher
// already reported a newer head revision (then l may be stale: read again).
func (s *Store) install(t *thread, l *life) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.fence > l.metaRev {
		return false
	}
	if old := t.life; old != nil && old != l {
		old.dead = true
		s.stats.invalidations.Add(1)
	}
	t.life = l
	return true
}

func (s *Store) openMeta(name string, data []byte) (metaRecord, error) {
	var rec metaRecord
	plain, _, err := s.keys.open(metaKey(name), data)
	if err == nil {
		err = decode(plain, &rec)
	}
	if err == nil && rec.Gen == 0 {
		err = errCorrupt
	}
	if err != nil {
		return rec, s.decryptError("thread head", err)
	}
	return rec, nil
}

// check confirms, from the stream leader, that the thread's head still
// names generation l.
func (s *Store) check(ctx context.Context, t *thread, l *life) error {
	m, err := s.lastMsg(ctx, metaKey(t.name))
	if err != nil {
		return s.kvError("check thread head", err)
	}
	if m == nil || m.marker {
		return errGone
	}
	rec, err := s.openMeta(t.name, m.data)
	if err != nil {
		return err
	}
	if rec.Gen != l.gen {
		return errGone
	}
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	if m.seq > l.metaRev { // refreshed by another worker
		l.metaRev = m.seq
		if m.time.After(l.refreshed) {
			l.refreshed = earliest(m.time, now)
		}
	}
	l.checked = now
	return nil
}

// refresh extends the life of a thread in use. Every entry is rewritten
// first, at its revision (so an entry that was forgotten meanwhile is not
// written back), then the head is rewritten, at its revision, with a new
// per-key TTL of IdleTTL. Entries live 1.5 × IdleTTL from their last
// write, so every entry outlives the head by half an IdleTTL at least,
// less the pass's duration, which is bounded: the log never has a hole
// while its head lives. See the package documentation.
func (s *Store) refresh(ctx context.Context, t *thread, l *life) error {
	start := time.Now()
	for seq := 1; ; seq++ {
		ok, err := s.rewriteEntry(ctx, t, l, seq)
		if err != nil {
			return err
		}
		if ok {
			continue
		}
		more, err := s.entriesAfter(ctx, t, l, seq)
		if err != nil {
			return err
		}
		if !more {
			break
		}
		seq-- // entry seq appeared meanwhile: rewrite it
	}
	for attempt := 0; attempt < maxHeadAttempts; attempt++ {
		// The head must be written within IdleTTL/4 of the pass's start:
		// then every entry outlives it (see the package documentation).
		if time.Since(start) >= s.cfg.grace()/2 {
			return unavailable("refresh thread: rewriting its entries took too long", nil)
		}
		t.mu.Lock()
		rev := l.metaRev
		t.mu.Unlock()
		key := metaKey(t.name)
		rec := metaRecord{Gen: l.gen, Created: l.created}
		newRev, err := s.put(ctx, key, s.keys.seal(key, encode(&rec)), rev, s.cfg.metaTTL())
		if err == nil {
			t.mu.Lock()
			l.metaRev = max(l.metaRev, newRev)
			l.refreshed, l.checked = start, time.Now()
			t.mu.Unlock()
			s.stats.refreshes.Add(1)
			return nil
		}
		if !errors.Is(err, errConflict) {
			return s.kvError("refresh thread head", err)
		}
		s.stats.retries.Add(1)
		if err := s.check(ctx, t, l); err != nil { // adopts the newer revision
			return err
		}
	}
	return unavailable("refresh thread: its head keeps changing; retry", nil)
}

// rewriteEntry rewrites entry seq at its revision; false when it does not
// exist.
func (s *Store) rewriteEntry(ctx context.Context, t *thread, l *life, seq int) (bool, error) {
	key := entryKey(t.name, l.genTok, seq)
	t.mu.Lock()
	var c cachedEntry
	cached := seq <= len(l.entries)
	if cached {
		c = l.entries[seq-1]
	}
	t.mu.Unlock()
	for attempt := 0; ; attempt++ {
		if !cached || attempt > 0 {
			m, err := s.lastMsg(ctx, key)
			if err != nil {
				return false, s.kvError("refresh thread: read entry", err)
			}
			if m == nil || m.marker {
				return false, nil
			}
			e, err := s.openEntry(key, m.data)
			if err != nil {
				return false, err
			}
			c = cachedEntry{e: e, rev: m.seq}
		}
		if attempt == maxHeadAttempts {
			return false, unavailable("refresh thread: an entry keeps changing; retry", nil)
		}
		rev, err := s.put(ctx, key, s.keys.seal(key, encodeEntry(c.e)), c.rev, "")
		if errors.Is(err, errConflict) {
			s.stats.retries.Add(1)
			continue
		}
		if err != nil {
			return false, s.kvError("refresh thread: rewrite entry", err)
		}
		t.mu.Lock()
		l.wrote = true
		switch {
		case seq <= len(l.entries):
			l.entries[seq-1].rev = rev
		case seq == len(l.entries)+1:
			l.entries = append(l.entries, cachedEntry{e: c.e, rev: rev})
		}
		l.n = max(l.n, seq)
		t.mu.Unlock()
		return true, nil
	}
}

// entriesAfter tells, once a refresh found no entry seq, whether the log
// goes on after it: either entry seq was appended meanwhile (true), or a
// later entry lives without it (a hole, which the design rules out but
// which a server that expired keys out of order could cause: the
// generation is then ended, for a token must never change meaning).
func (s *Store) entriesAfter(ctx context.Context, t *thread, l *life, seq int) (bool, error) {
	last, err := s.lastMsg(ctx, t.name+"."+l.genTok+".e.*")
	if err != nil {
		return false, s.kvError("refresh thread: read entries", err)
	}
	if last == nil || last.marker {
		return false, nil
	}
	n, err := strconv.Atoi(last.key[strings.LastIndexByte(last.key, '.')+1:])
	if err != nil || n <= seq {
		return err == nil && n == seq, nil
	}
	m, err := s.lastMsg(ctx, entryKey(t.name, l.genTok, seq))
	if err != nil {
		return false, s.kvError("refresh thread: read entry", err)
	}
	if m != nil && !m.marker {
		return true, nil
	}
	// A hole: end the generation for every worker.
	if _, err := s.purgeMarker(ctx, metaKey(t.name), l.metaRev); err != nil && !errors.Is(err, errConflict) {
		return false, s.kvError("end a broken thread generation", err)
	}
	return false, errGone
}

func earliest(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

func randomGen() uint64 {
	var b [8]byte
	for {
		_, _ = rand.Read(b[:]) // never fails (crypto/rand)
		if g := binary.LittleEndian.Uint64(b[:]); g != 0 {
			return g
		}
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}
