package kvstore

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Store-wide confirmation. While the whole bucket is watched (past
// Config.ThreadWatches threads in use), every message the bucket's stream
// stores is republished to this store, each with its stream sequence. The
// store records which sequences it heard, and twice per CheckInterval asks
// the stream leader for the stream's last sequence (one request for the
// whole store). When every sequence up to it was heard, or fetched by
// sequence from the stream and applied like a heard change, every cached
// thread reflects every change stored before that request was sent: each
// counts as confirmed as of that moment, with no request of its own.
//
// What it relies on, and what it does when that fails:
//
//   - A thread's reads (its head and where its log ends, from the
//     leader) are sent after the sequences started being recorded: a
//     life is stamped with the recording's generation loaded before its
//     reads, and only a confirmation of that generation covers it. Everything stored after
//     its reads is heard, or is a gap.
//   - A change is recorded as heard only once applied.
//   - A gap (a core delivery lost) is fetched by sequence
//     (STREAM.MSG.GET, from the leader). A gap whose message is gone (it
//     was replaced or purged since, possibly by a change this store has
//     not heard yet) cannot be read: a new watch epoch then has every
//     cached thread confirmed by its own requests, as without this. So do
//     more gaps than maxGapFetches, a gap still unread maxSpan sequences
//     later, a last sequence lower than the one before (the stream
//     created again), and everything that starts an epoch anyway (a
//     disconnection, a new leader, an overflow): the recording restarts
//     in the new epoch.
//   - A head change newer than the cached head that is not a purge or an
//     expiry (a refresh, or a generation whose end went unheard) marks the
//     generation stale: only its own check confirms it.
//   - A failed request confirms nothing: the last confirmation ages out,
//     and threads fall back to their own checks.

// maxGapFetches bounds the gaps one confirmation fetches; beyond, an
// epoch is cheaper.
const maxGapFetches = 1024

// maxSpan bounds how far the sequences heard may run ahead of the first
// one missing (a gap that keeps failing to be read) before the recording
// starts again, in a new epoch: the set then holds at most 2^14 words of
// 64 sequences (a map of a few hundred KiB).
const maxSpan = 1 << 20

// gapGrace is how long a confirmation waits for the changes the stream
// stored before its answer and has not delivered yet (the republished
// messages and the API reply travel apart), before fetching them.
const gapGrace = 200 * time.Millisecond

// tracker records the stream sequences a store heard while it watches the
// whole bucket, and its store-wide confirmations.
type tracker struct {
	run       sync.Mutex // one confirmation at a time
	recording atomic.Bool
	mu        sync.Mutex
	set       *seqSet // nil while not recording
	epoch     uint64  // the watch epoch the recording was anchored in
	issued    uint64  // the last generation issued
	asked     uint64  // the last sequence the stream gave in this recording
	// gen is the generation of the anchored recording, 0 while none is.
	gen atomic.Uint64
	// confirmed is the last store-wide confirmation, or nil.
	confirmed atomic.Pointer[confirmation]
	kick      chan struct{}
}

// confirmation: every life stamped with generation gen in watch epoch
// epoch reflected, at time at, every change stored before it.
type confirmation struct {
	at         time.Time
	gen, epoch uint64
}

// heard records that the change at seq was heard and applied.
func (k *tracker) heard(seq uint64) {
	if !k.recording.Load() {
		return
	}
	k.mu.Lock()
	if k.set != nil {
		k.set.add(seq)
	}
	k.mu.Unlock()
}

// record starts a new recording, not anchored yet: the sequences heard
// from now on are kept.
func (k *tracker) record() {
	k.mu.Lock()
	k.set = newSeqSet()
	k.gen.Store(0)
	k.recording.Store(true)
	k.mu.Unlock()
}

// anchor takes last, the stream's last sequence asked after record, as
// the base of the recording: what is stored after it is heard or a gap.
func (k *tracker) anchor(last, epoch uint64) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.set == nil {
		return
	}
	k.set.anchor(last)
	k.epoch, k.asked = epoch, last
	k.issued++
	k.gen.Store(k.issued)
}

// stop ends the recording (each thread watched by its own subscriptions).
func (k *tracker) stop() {
	k.recording.Store(false)
	k.mu.Lock()
	k.set = nil
	k.gen.Store(0)
	k.mu.Unlock()
	k.confirmed.Store(nil)
}

// anchoredIn reports whether a recording is anchored in epoch.
func (k *tracker) anchoredIn(epoch uint64) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.set != nil && k.gen.Load() != 0 && k.epoch == epoch
}

// missing returns the sequences up to last not heard, at most limit.
func (k *tracker) missing(last uint64, limit int) []uint64 {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.set == nil {
		return nil
	}
	return k.set.missing(last, limit)
}

// answered records the stream's last sequence, and reports false if it
// went back: the stream was deleted and created again, which no sequence
// shows.
func (k *tracker) answered(last uint64) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if last < k.asked {
		return false
	}
	k.asked = last
	return true
}

// span is how far last runs ahead of the first sequence missing.
func (k *tracker) span(last uint64) uint64 {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.set == nil || last <= k.set.base {
		return 0
	}
	return last - k.set.base
}

// complete reports whether every sequence up to last was heard in the
// recording of generation gen.
func (k *tracker) complete(gen, last uint64) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.set != nil && k.gen.Load() == gen && k.set.base >= last
}

func (k *tracker) wake() {
	select {
	case k.kick <- struct{}{}:
	default:
	}
}

// covers reports whether a store-wide confirmation younger than within
// covers l. The caller holds the thread's mu.
func (k *tracker) covers(l *life, now time.Time, within time.Duration) bool {
	c := k.confirmed.Load()
	return c != nil && !l.stale && l.tgen != 0 && l.tgen == c.gen && l.epoch == c.epoch && now.Sub(c.at) < within
}

// confirmLoop runs the store-wide confirmation twice per CheckInterval,
// so that one is always younger than CheckInterval, and at once when the
// store starts watching the whole bucket or a new epoch starts.
func (s *Store) confirmLoop() {
	defer s.wg.Done()
	tick := time.NewTicker(max(s.cfg.CheckInterval/2, 50*time.Millisecond))
	defer tick.Stop()
	for {
		select {
		case <-s.quit:
			return
		case <-tick.C:
		case <-s.track.kick:
		}
		ctx, cancel := context.WithTimeout(s.closing, s.cfg.Timeout)
		s.confirmAll(ctx)
		cancel()
	}
}

// confirmAll anchors a recording when none is in this epoch, and
// otherwise confirms every cached thread at once, fetching the gaps; it
// reports whether it confirmed.
func (s *Store) confirmAll(ctx context.Context) bool {
	s.track.run.Lock()
	defer s.track.run.Unlock()
	if !s.wholeBucket() || s.closed.Load() {
		s.track.stop()
		return false
	}
	epoch := s.epoch.Load()
	if !s.track.anchoredIn(epoch) {
		s.track.record()
		last, err := s.lastSeq(ctx)
		if err != nil {
			s.stats.kvErrors.Add(1)
			return false
		}
		s.track.anchor(last, epoch)
		return false
	}
	gen := s.track.gen.Load()
	sent := time.Now()
	last, err := s.lastSeq(ctx)
	if err != nil {
		s.stats.kvErrors.Add(1)
		return false
	}
	if !s.track.answered(last) || s.track.span(last) > maxSpan {
		s.newEpoch() // the stream went back, or a gap stays unread
		return false
	}
	gaps := s.awaitGaps(last)
	if len(gaps) > maxGapFetches {
		if len(s.watch.events) > 0 {
			// The store is behind on what it heard, not deaf: confirm
			// nothing this round (threads whose confirmation ages out
			// check themselves) rather than start an epoch, which would
			// add every cached thread's check to the load.
			return false
		}
		s.newEpoch() // cheaper than fetching them: every thread checks itself
		return false
	}
	if !s.fetchGaps(ctx, gaps) {
		return false
	}
	if s.epoch.Load() != epoch || !s.track.complete(gen, last) {
		return false
	}
	s.track.confirmed.Store(&confirmation{at: sent, gen: gen, epoch: epoch})
	s.stats.confirmations.Add(1)
	return true
}

// awaitGaps returns the sequences up to last not heard yet, after giving
// those in flight gapGrace to arrive.
func (s *Store) awaitGaps(last uint64) []uint64 {
	deadline := time.Now().Add(gapGrace)
	for {
		gaps := s.track.missing(last, maxGapFetches+1)
		if len(gaps) == 0 || !time.Now().Before(deadline) {
			return gaps
		}
		select {
		case <-s.quit:
			return gaps
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// fetchGaps reads each gap by sequence from the stream leader and applies
// it like a heard change. A gap whose message is gone starts an epoch; a
// failed read confirms nothing this time (the gap is read again next
// time). It reports whether every gap was applied.
func (s *Store) fetchGaps(ctx context.Context, gaps []uint64) bool {
	var wg sync.WaitGroup
	var failed, gone atomic.Bool
	sem := make(chan struct{}, rewriteParallel)
	for _, seq := range gaps {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil { // Close, or the round's time is up: no more reads
			failed.Store(true)
			break
		}
		wg.Go(func() {
			defer func() { <-sem }()
			m, hdr, err := s.msgAt(ctx, seq)
			switch {
			case err != nil:
				s.stats.kvErrors.Add(1)
				failed.Store(true)
			case m == nil:
				gone.Store(true)
			default:
				s.applyFetched(m, hdr)
				s.track.heard(seq)
				s.stats.gapsFetched.Add(1)
			}
		})
	}
	wg.Wait()
	if gone.Load() {
		s.stats.gapsLost.Add(1)
		s.newEpoch()
		return false
	}
	return !failed.Load()
}

// applyFetched applies a message read by sequence as the watch would have
// applied its republished copy.
func (s *Store) applyFetched(m *rawMsg, hdr nats.Header) {
	h := nats.Header{}
	for k, v := range hdr {
		h[k] = v
	}
	h.Set(jetstream.SequenceHeader, formatSeq(m.seq))
	s.applyChange(s.events+m.key, h)
}
