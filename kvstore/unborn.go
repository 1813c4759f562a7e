package kvstore

import (
	"context"
	"errors"
	"time"

	"github.com/piighost/piighost-nats/pipeline"
)

// A thread a read found absent a moment ago (absentHeads) is created by
// its first append, not by Open: Open hands out a new generation whose
// head is not written yet (unborn), and the first append sends the head,
// then its entries, without waiting in between, and awaits their
// acknowledgements together: one round trip for the head and the
// entries, where the head's creation took one of its own.
//
// Why that keeps the log's rules (docs/kvstore.md, "First sightings
// together"):
//   - The entries are keyed under the new generation, a random 64-bit id
//     no head names until this store's head is stored: a reader finds a
//     generation through its head only, so no one reads them, nor writes
//     beside them, before the head is in.
//   - The head is written only if its key is still at the revision the
//     read found (no head, or the marker a purge or an expiry left). When
//     another worker created the thread meanwhile, the head is refused,
//     and entries stored under the unborn generation are erased in the
//     background: no head will ever name it.
//   - The entries are one chain (chain.go), sent after the head on the
//     same connection: the server stores them in order and stops at the
//     first it refuses, so a reader that finds the head finds a prefix
//     of them, never an entry without the ones before it. One refused
//     (a worker that read the new head wrote that number first) is
//     pipeline.ErrSeqTaken, as for any append.
//   - A writer that stops in the middle leaves the head and a prefix of
//     its entries, or entries no head names: a log without a hole, or
//     nothing anyone reads.
//
// The pipeline's view of an unborn generation holds no entry (its log
// was empty when Open handed it out, and stays so until the head is
// in). When the generation is never born (another worker's head came
// first), the store answers for it with the thread's current generation
// (thread.stillborn): the pipeline's next append there meets the other
// worker's entries as a taken number, reads them, and goes on, instead
// of failing the request.

// unbornHead is what the head of a generation not written yet will be.
type unbornHead struct {
	rec    metaRecord
	expect uint64 // the head key's revision when it was found absent
}

// conceive installs a generation of thread t whose head is not written
// yet, expecting the head's key at revision expect (0: it never held a
// message); nil when the watch heard a newer head meanwhile.
func (s *Store) conceive(t *thread, expect, epoch uint64) *life {
	now := time.Now()
	rec := metaRecord{Gen: randomGen(), Created: now.UnixMilli()}
	l := newLife(rec, expect, now, now, epoch)
	l.unborn = &unbornHead{rec: rec, expect: expect}
	created := map[string]*startRead{l.genTok: {gen: l.genTok, created: true}}
	if !s.install(t, l, created) {
		return nil
	}
	return l
}

// stillAbsent reports whether the head a read found absent is known to
// be absent still: that read was made in this watch epoch while this
// thread record was watched, and the watch heard no head since (install
// checks the fence). A record released and made again, or a watch that
// may have missed a change, does not tell: the head's write alone is
// then the witness (createHead).
func (s *Store) stillAbsent(t *thread, epoch uint64) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.watched && t.absentIn == epoch+1
}

// unbornOf returns l's unborn head, or nil once it was written.
func unbornOf(t *thread, l *life) *unbornHead {
	t.mu.Lock()
	defer t.mu.Unlock()
	return l.unborn
}

// bear writes the head of the unborn generation l with entries seq … (seq
// is 1: the log is empty), as one flight, and returns how many entries it
// wrote. done is false when the head was written before this call (by
// another call of this store): the caller then appends as usual.
func (s *Store) bear(ctx context.Context, t *thread, l *life, seq int, es []pipeline.Entry) (n int, done bool, err error) {
	t.op.Lock()
	defer t.op.Unlock()
	t.mu.Lock()
	u, dead := l.unborn, l.dead
	t.mu.Unlock()
	if u == nil {
		return 0, false, nil
	}
	if dead {
		return 0, true, pipeline.ErrGenerationGone
	}
	key := metaKey(t.name)
	singles := []single{{key: key, value: s.keys.seal(key, encodeMeta(&u.rec)), expect: u.expect, ttl: s.cfg.metaTTL()}}
	var keys []string
	var values [][]byte
	if seq == 1 {
		for i := range es {
			k := entryKey(t.name, l.genTok, seq+i)
			v := s.keys.seal(k, encodeEntry(es[i]))
			if len(es) == 1 {
				singles = append(singles, single{key: k, value: v})
			} else {
				keys, values = append(keys, k), append(values, v)
			}
		}
	}
	acks, stored, err := s.sendFlight(ctx, singles, keys, values)
	if len(keys) == 0 && len(singles) > 1 && acks != nil {
		stored, err = 1, acks[1].err
		if err != nil {
			stored = 0
		}
	}
	if acks == nil {
		// The head's fate is unknown: the generation is dropped here,
		// and read again (it may exist) at the next use.
		s.dropUnborn(t, l, false)
		return 0, true, s.kvError("open thread: create head", err)
	}
	if errors.Is(acks[0].err, errConflict) {
		// Another worker created the thread first: this generation is
		// never named; what was stored under it is erased.
		s.stats.retries.Add(1)
		s.dropUnborn(t, l, true)
		s.eraseGeneration(t.name, l.genTok)
		return 0, true, pipeline.ErrSeqTaken
	}
	if acks[0].err != nil {
		s.dropUnborn(t, l, false)
		return 0, true, s.kvError("open thread: create head", acks[0].err)
	}
	s.headWritten(t, l, acks[0].seq)
	if seq != 1 {
		return 0, false, nil
	}
	if stored == 0 && errors.Is(err, errChainsOff) {
		// The chain was refused whole: the caller writes the entries
		// as it would have (one by one, until the setting is back).
		s.recheckChains()
		return 0, false, nil
	}
	if stored < 0 {
		return 0, true, s.kvError("append entries", err)
	}
	if len(keys) > 0 {
		s.stats.chains.Add(1)
	}
	if stored > 0 {
		if err := s.appended(t, l, seq, stored); err != nil {
			return stored, true, err
		}
	}
	switch {
	case err == nil:
		return stored, true, nil
	case errors.Is(err, errConflict) || isWrongLastSeq(err):
		s.stats.conflicts.Add(1)
		return stored, true, pipeline.ErrSeqTaken
	}
	return stored, true, s.kvError("append entries", err)
}

// headWritten records that l's head was stored at revision rev: the head the
// watch heard at rev is this one.
func (s *Store) headWritten(t *thread, l *life, rev uint64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	l.unborn = nil
	l.metaRev = max(l.metaRev, rev)
	if t.fence <= rev && !l.dead {
		l.stale = false
		l.checked = time.Now()
	}
}

// dropUnborn ends the unborn generation l. With stillborn (its head is
// known never to have been written), the thread's current generation
// answers for it afterwards (thread.stillborn).
func (s *Store) dropUnborn(t *thread, l *life, stillborn bool) {
	t.mu.Lock()
	if stillborn {
		t.stillborn = l.gen
	}
	l.unborn = nil
	current := t.life == l
	t.mu.Unlock()
	if current {
		s.endLife(t, 0)
	}
}
