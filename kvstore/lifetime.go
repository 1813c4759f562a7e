package kvstore

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"strconv"
	"strings"
	"sync"
	"time"
)

// errGone: the generation a store had cached ended (its head was purged,
// expired or replaced, or its log was found broken).
var errGone = errors.New("kvstore: thread generation ended")

// maxHeadAttempts bounds the retries of a head read or created
// concurrently by other workers.
const maxHeadAttempts = 8

// revive returns the thread's live generation, reading, creating,
// confirming or refreshing its head as needed; nil when the thread does
// not exist and create is false. The thread is watched first, so that no
// change after the reads goes unseen. The caller holds t.op.
func (s *Store) revive(ctx context.Context, t *thread, create bool) (*life, error) {
	if err := s.watchThread(t); err != nil {
		return nil, err
	}
	epoch := s.epoch.Load() // before the reads: a later change makes them stale
	tgen := s.track.gen.Load()
	now := time.Now()
	t.mu.Lock()
	l := t.life
	refreshDue := l != nil && now.Sub(l.refreshed) >= s.cfg.refreshEvery()
	trusted := l != nil && s.trusted(t, l, now)
	t.mu.Unlock()
	if trusted {
		return l, nil // confirmed meanwhile by another call
	}
	if l != nil && unbornOf(t, l) != nil {
		// A generation not written yet, not confirmed any more (another
		// head heard, a watch epoch ended): the bucket says what the
		// thread is now, and answers for it.
		s.dropUnborn(t, l, true)
		l = nil
	}
	if l != nil {
		var err error
		if refreshDue {
			err = s.refresh(ctx, t, l, epoch)
		} else {
			err = s.check(ctx, t, l, epoch)
		}
		if err != nil && !errors.Is(err, errGone) {
			return nil, err
		}
		t.mu.Lock()
		alive := t.life == l && !l.dead
		t.mu.Unlock()
		if err == nil && alive {
			s.stamp(t, l, epoch, tgen)
			return l, nil
		}
		s.endLife(t, 0)
	}
	l, err := s.load(ctx, t, create, epoch)
	if err == nil && l != nil {
		s.stamp(t, l, epoch, tgen)
	}
	return l, err
}

// stamp records that l was just confirmed by reads sent in the
// store-wide recording tgen (loaded before them), unless a newer epoch's
// confirmation replaced this one meanwhile.
func (s *Store) stamp(t *thread, l *life, epoch, tgen uint64) {
	t.mu.Lock()
	if l.epoch == epoch {
		l.tgen = tgen
	}
	t.mu.Unlock()
}

// load reads the thread's head from the stream leader, or creates it with
// a new random generation (over the marker a purged or expired head left).
// Beside the head it reads the thread's snapshot pages, which the
// pipeline asks for next. With create, the first attempt also sends the
// head of a new generation, expecting that the key never held a message,
// in the same round trip as the reads: a thread that is new is then
// created in one round trip, and one that exists loses nothing but that
// write (the reads answer). A thread whose head a read without create
// found absent a moment ago sends that write alone (absentHeads), and
// reads the head only if the write finds it taken.
func (s *Store) load(ctx context.Context, t *thread, create bool, epoch uint64) (*life, error) {
	for attempt := 0; attempt < maxHeadAttempts; attempt++ {
		if attempt > 0 {
			s.stats.retries.Add(1)
			if err := sleep(ctx, time.Duration(attempt)*2*time.Millisecond); err != nil {
				return nil, unavailable("open thread", err)
			}
		}
		var m *rawMsg
		var pages map[string]*startRead
		var err error
		if create && attempt == 0 {
			var l *life
			if rev, ok := s.absent.take(t.name); ok {
				// A read found no head a moment ago: where entries
				// are written as chains, the head waits for the first
				// append, which writes it with them (unborn.go);
				// elsewhere the write alone.
				if s.chains.Load() && s.stillAbsent(t, epoch) {
					if l = s.conceive(t, rev, epoch); l != nil {
						return l, nil
					}
				}
				if l, err = s.createHead(ctx, t, rev, epoch); l != nil || err != nil {
					return l, err
				}
				m, pages, _, err = s.headAndPages(ctx, t, false)
			} else if l, m, pages, err = s.createOrRead(ctx, t, epoch); l != nil || err != nil {
				return l, err
			}
		} else {
			m, pages, _, err = s.headAndPages(ctx, t, false)
		}
		if err != nil {
			return nil, s.kvError("open thread: read head", err)
		}
		now := time.Now()
		if m != nil && !m.marker {
			rec, err := s.openMeta(t.name, m.data)
			if err != nil {
				return nil, err
			}
			l := newLife(rec, m.seq, earliest(m.time, now), now, epoch)
			if !s.install(t, l, pages) {
				continue
			}
			if now.Sub(l.refreshed) < s.cfg.refreshEvery() {
				// How long the log is, the read of its entries finds,
				// and the stream leader then confirms (settle).
				return l, nil
			}
			err = s.refresh(ctx, t, l, epoch)
			if err == nil {
				return l, nil
			}
			if !errors.Is(err, errGone) {
				return nil, err
			}
			s.endLife(t, 0)
			continue
		}
		var expect uint64
		if m != nil {
			expect = m.seq // a marker: create over it
		}
		if !create {
			t.mu.Lock()
			if t.watched {
				t.absentIn = epoch + 1
			}
			t.mu.Unlock()
			s.dropAbsent(s.absent.note(t.name, expect))
			return nil, nil
		}
		if l, err := s.createHead(ctx, t, expect, epoch); l != nil || err != nil {
			return l, err
		}
	}
	return nil, unavailable("open thread: its head keeps changing; retry", nil)
}

// createOrRead sends, at once, the head of a new generation (expecting
// that the head's key never held a message) and the reads of
// headAndPages. It returns the new generation when the head was written;
// otherwise what the reads found. The head is read without the JetStream
// API where that stands for the leader's read (headAndPages with direct):
// the write is the witness that settles an answer that does not ("no
// message" from a mirror): written, the key was empty and the read is
// not needed; not written, the key held a message, which the leader then
// gives.
func (s *Store) createOrRead(ctx context.Context, t *thread, epoch uint64) (l *life, head *rawMsg, pages map[string]*startRead, err error) {
	var created *life
	var createErr error
	var wg sync.WaitGroup
	wg.Go(func() { created, createErr = s.createHead(ctx, t, 0, epoch) })
	head, pages, sure, err := s.headAndPages(ctx, t, true)
	wg.Wait()
	if created != nil || createErr != nil {
		return created, nil, nil, createErr
	}
	if err == nil && (!sure || head == nil) {
		// Not the leader's word, or a read made before the head another
		// writer's creation left (this one found the key taken).
		head, err = s.lastMsg(ctx, metaKey(t.name))
	}
	return nil, head, pages, err
}

// createHead writes the head of a new generation if the head's key's last
// revision is expect (0: it never held a message), and installs it. It
// returns nil and no error when another writer was first, or the watch
// reported a newer head meanwhile: read again.
func (s *Store) createHead(ctx context.Context, t *thread, expect, epoch uint64) (*life, error) {
	key := metaKey(t.name)
	now := time.Now()
	rec := metaRecord{Gen: randomGen(), Created: now.UnixMilli()}
	rev, err := s.put(ctx, key, s.keys.seal(key, encodeMeta(&rec)), expect, s.cfg.metaTTL())
	if errors.Is(err, errConflict) {
		return nil, nil
	}
	if err != nil {
		return nil, s.kvError("open thread: create head", err)
	}
	l := newLife(rec, rev, now, now, epoch)
	// The generation is new: its log was empty when its head was
	// written, which is all that a read from entry 1 owes a request that
	// began before (EntriesPart gives it without a read).
	created := map[string]*startRead{l.genTok: {gen: l.genTok, created: true}}
	if s.install(t, l, created) {
		return l, nil
	}
	return nil, nil
}

// headAndPages reads the head (from the stream leader) and, beside it,
// the snapshot pages and first entries of every generation (a batched
// direct get, from any replica). A failed read of the pages only costs
// reading the log instead. The log's length is not asked for here: a
// leader read of the last entry written under the thread (a wildcard over
// every entry subject) costs the server time that grows with the thread,
// and the leader confirms the end the read of the entries finds, with a
// read of one literal key, once it is known (settle). On a bucket of one
// replica the head goes in a batched direct get of its own, the keyring
// check record beside it as the witness that the answer is the leader's
// (witnessedHead), and no pages: a thread that does not exist needs none,
// and one that does has its generation's read from entry 1 when the
// pipeline asks for it (EntriesPart, readGenStart). For a thread the
// cache released, that read of the generation the store last knew goes
// beside the head's (evictedGens), and is kept only when the head names
// that generation (headNames). An answer without that
// witness has the head read as elsewhere: on a replicated bucket, and on a
// server without batched gets, beside the pages, with direct, with a
// direct get, and sure is false when its answer does not stand for the
// leader's (directLast); otherwise from the leader (STREAM.MSG.GET), and
// sure is true.
func (s *Store) headAndPages(ctx context.Context, t *thread, direct bool) (head *rawMsg, pages map[string]*startRead, sure bool, err error) {
	if !s.replicated.Load() && !s.noBatch.Load() {
		var guess *startRead
		var wg sync.WaitGroup
		gen, known := s.evicted.take(t.name)
		if known {
			wg.Go(func() {
				if r, err := s.readGenStart(ctx, t.name, genToken(gen)); err == nil {
					guess = r
				}
			})
		}
		head, sure, err = s.witnessedHead(ctx, t.name)
		wg.Wait()
		if err != nil || sure {
			if err == nil && sure && guess != nil && s.headNames(t.name, head, gen) {
				pages = map[string]*startRead{guess.gen: guess}
			}
			return head, pages, sure, err
		}
	}
	var pagesErr error
	var wg sync.WaitGroup
	wg.Go(func() { pages, pagesErr = s.readStart(ctx, t.name) })
	if direct {
		head, sure, err = s.directLast(ctx, metaKey(t.name))
	} else {
		head, err = s.lastMsg(ctx, metaKey(t.name))
		sure = true
	}
	wg.Wait()
	if pagesErr != nil {
		pages = nil // the pages save work, no more: the log is read instead
	}
	return head, pages, sure, err
}

// headNames reports whether head, read from the stream leader, names
// generation gen. A head that fails to decrypt or decode names none here:
// its reader fails closed on it.
func (s *Store) headNames(name string, head *rawMsg, gen uint64) bool {
	if head == nil || head.marker {
		return false
	}
	plain, _, err := s.keys.open(metaKey(name), head.data)
	var rec metaRecord
	return err == nil && decode(plain, &rec) == nil && rec.Gen == gen
}

func newLife(rec metaRecord, rev uint64, refreshed, checked time.Time, epoch uint64) *life {
	return &life{gen: rec.Gen, genTok: genToken(rec.Gen), created: rec.Created, metaRev: rev, refreshed: refreshed, checked: checked, epoch: epoch}
}

// install makes l the thread's current generation, with the pages and
// first entries read beside its head, unless the watch already reported a
// newer head revision (then l may be stale: read again).
func (s *Store) install(t *thread, l *life, read map[string]*startRead) bool {
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
	t.absentIn = 0
	t.applyAhead(l)
	t.start = nil
	t.dropTail()
	if read != nil {
		t.start = read[l.genTok]
		if t.start == nil {
			// Read, and empty: a generation that holds no entry yet (a
			// thread where nothing was detected) needs no second read.
			t.start = &startRead{gen: l.genTok}
		}
	}
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
// names generation l, and that no entry was appended past the ones this
// store knows of (both reads at once: the key after the last entry known,
// a literal subject, and the generation's last entry only when that one
// exists): what the watch may have missed is caught here.
func (s *Store) check(ctx context.Context, t *thread, l *life, epoch uint64) error {
	t.mu.Lock()
	known := l.n
	t.mu.Unlock()
	var probeErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		probeErr = s.confirmEnd(ctx, t, l, known)
	}()
	m, err := s.lastMsg(ctx, metaKey(t.name))
	<-done
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
	if probeErr != nil {
		return probeErr
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
	l.checked, l.epoch = now, epoch
	if t.fence <= m.seq {
		l.stale = false // no newer head was heard than the one just read
	}
	return nil
}

// probe asks the stream leader for the last entry written under the
// generation, and raises the known length to its number (the pipeline
// then reads what it lacks up to the end of the log). The last entry
// written is the highest numbered one, but for the entries a refresh
// rewrote (up to rewriteParallel at a time, so close to the end) after
// the last append.
func (s *Store) probe(ctx context.Context, t *thread, l *life) error {
	m, err := s.lastMsg(ctx, t.name+"."+l.genTok+".e.*")
	if err != nil {
		return s.kvError("check thread entries", err)
	}
	s.knowLast(t, l, m)
	return nil
}

// knowLast raises l's known length to the number of entry m, when m is an
// entry of generation l, and reports whether it is (or is absent: the
// thread has no entry at all).
func (s *Store) knowLast(t *thread, l *life, m *rawMsg) bool {
	if m == nil {
		return true
	}
	parts := strings.Split(m.key, ".")
	if len(parts) != 4 || parts[1] != l.genTok || parts[2] != "e" {
		return false
	}
	n, err := strconv.Atoi(parts[3])
	if err != nil || m.marker {
		return false
	}
	t.mu.Lock()
	l.n = max(l.n, n)
	t.mu.Unlock()
	return true
}

// refresh extends the life of a thread in use. Every entry is rewritten
// first, at its revision (so an entry that was forgotten meanwhile is not
// written back), then the snapshot pages, then the head, at its revision,
// with a new per-key TTL of IdleTTL. Entries live 1.5 × IdleTTL from their
// last write, so every entry outlives the head by half an IdleTTL at
// least, less the pass's duration, which is bounded: the log never has a
// hole while its head lives. See the package documentation.
//
// Entries are read 1,024 at a time with their revisions (batched direct
// gets: a lagging replica gives an older revision, which only makes its
// compare-and-set fail and that entry be read again from the leader), and
// rewritten 32 at a time.
func (s *Store) refresh(ctx context.Context, t *thread, l *life, epoch uint64) error {
	start := time.Now()
	for seq := 1; ; {
		keys := make([]string, maxBatchSubjects)
		for i := range keys {
			keys[i] = entryKey(t.name, l.genTok, seq+i)
		}
		found, err := s.readKeys(ctx, keys)
		if err != nil {
			return err
		}
		dense := 0
		for dense < len(found) && found[dense] != nil {
			dense++
		}
		if err := s.rewriteEntries(ctx, t, l, seq, found[:dense]); err != nil {
			return err
		}
		seq += dense
		if dense == len(found) {
			continue
		}
		more, err := s.entriesAfter(ctx, t, l, seq)
		if err != nil {
			return err
		}
		if !more {
			break
		}
	}
	if err := s.rewritePages(ctx, t, l); err != nil {
		return err
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
		newRev, err := s.put(ctx, key, s.keys.seal(key, encodeMeta(&rec)), rev, s.cfg.metaTTL())
		if err == nil {
			t.mu.Lock()
			l.metaRev = max(l.metaRev, newRev)
			l.refreshed, l.checked, l.epoch = start, time.Now(), epoch
			if t.fence <= newRev {
				l.stale = false
			}
			t.mu.Unlock()
			s.stats.refreshes.Add(1)
			return nil
		}
		if !errors.Is(err, errConflict) {
			return s.kvError("refresh thread head", err)
		}
		s.stats.retries.Add(1)
		if err := s.check(ctx, t, l, epoch); err != nil { // adopts the newer revision
			return err
		}
	}
	return unavailable("refresh thread: its head keeps changing; retry", nil)
}

// rewriteParallel is how many entries a refresh rewrites at a time.
const rewriteParallel = 32

// rewriteEntries rewrites entries from, from+1, ... (found, as read with
// their revisions), each at its revision; one that changed meanwhile is
// read again from the stream leader.
func (s *Store) rewriteEntries(ctx context.Context, t *thread, l *life, from int, found []*rawMsg) error {
	errs := make([]error, len(found))
	sem := make(chan struct{}, rewriteParallel)
	var wg sync.WaitGroup
	for i, m := range found {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			seq := from + i
			e, err := s.openEntry(m.key, m.data)
			if err == nil {
				_, err = s.put(ctx, m.key, s.keys.seal(m.key, encodeEntry(e)), m.seq, "")
			}
			if errors.Is(err, errConflict) {
				s.stats.retries.Add(1)
				var ok bool
				if ok, err = s.rewriteEntry(ctx, l, m.key); err == nil && !ok {
					err = unavailable("refresh thread: an entry vanished during the pass; retry", nil)
				}
			}
			if err != nil {
				errs[i] = s.kvError("refresh thread: rewrite entry", err)
				return
			}
			t.mu.Lock()
			l.wrote = true
			l.n = max(l.n, seq)
			t.mu.Unlock()
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// rewriteEntry rewrites the entry under key at its revision, read from the
// stream leader; false when it does not exist.
func (s *Store) rewriteEntry(ctx context.Context, l *life, key string) (bool, error) {
	for attempt := 0; attempt < maxHeadAttempts; attempt++ {
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
		_, err = s.put(ctx, key, s.keys.seal(key, encodeEntry(e)), m.seq, "")
		if errors.Is(err, errConflict) {
			s.stats.retries.Add(1)
			continue
		}
		if err != nil {
			return false, s.kvError("refresh thread: rewrite entry", err)
		}
		return true, nil
	}
	return false, unavailable("refresh thread: an entry keeps changing; retry", nil)
}

// rewritePages rewrites the generation's snapshot pages at their
// revisions, so that they live as long as the entries; a page changed
// meanwhile (a compaction) was just written, and is left alone.
func (s *Store) rewritePages(ctx context.Context, t *thread, l *life) error {
	ps, err := s.genPages(ctx, t.name, l.genTok)
	if err != nil {
		return err
	}
	for p := 0; p*pageEntries < len(ps.entries); p++ {
		lo, hi := p*pageEntries, min((p+1)*pageEntries, len(ps.entries))
		key := pageKey(t.name, l.genTok, p)
		_, err := s.put(ctx, key, s.keys.seal(key, encodePage(lo+1, ps.entries[lo:hi])), ps.revs[p], "")
		if err != nil && !errors.Is(err, errConflict) {
			return s.kvError("refresh thread: rewrite page", err)
		}
	}
	return nil
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
