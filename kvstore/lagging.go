package kvstore

import (
	"context"
	"errors"
	"sync"

	"github.com/piighost/piighost-nats/pipeline"
)

// Reading a thread as far as the stream leader has it. Entries are read
// with direct gets, which any replica of a replicated bucket answers,
// possibly from behind: a replica that lags (a server restarted and still
// catching up, a follower a commit behind) finds a prefix of the log. A
// worker must still never miss an entry the leader held before its
// request, whatever replica answered, or it would report a token another
// worker just issued as invented, and miss a value the thread knows. So:
//
//   - a read never ends below the length the store knows the log has (its
//     own appends, the changes it heard, the leader's word): what a
//     replica lacked is read from the stream leader (rest);
//   - a thread's first read on a worker, on a replicated bucket, waits
//     for the leader's word on where the log ends before it returns its
//     last part (settle.go), then reads what the leader has beyond;
//   - before the pipeline reports a token as never issued, it reads the
//     entries after its view from the stream leader (EntriesConfirmed),
//     with the head: an unknown token costs one leader round trip, and
//     every other call nothing.
//
// See the package documentation, "Consistency across workers".

// EntriesConfirmed implements pipeline.Confirmer: the pipeline calls it
// before it reports a token as never issued. It reads from the stream
// leader, at once, the thread's head and the entries from `from` on (the
// keys up to the length the store knows and two more; then twice as many
// keys at a time, up to 32, while they all exist), so that what it
// returns is the log as the leader held it when it answered: one round
// trip when the caller lacks at most one entry the store does not know
// of (a token the thread never issued, a value another worker has just
// added). A head that no longer names generation gen gives
// pipeline.ErrGenerationGone.
func (s *Store) EntriesConfirmed(ctx context.Context, id string, gen pipeline.Gen, from int) ([]pipeline.Entry, error) {
	t, l, err := s.current(ctx, id, gen)
	if err != nil {
		return nil, err
	}
	s.stats.leaderChecks.Add(1)
	from = max(from, 1)
	t.mu.Lock()
	known := max(l.n, from-1)
	t.mu.Unlock()
	var head *rawMsg
	var headErr error
	var wg sync.WaitGroup
	wg.Go(func() { head, headErr = s.lastMsg(ctx, metaKey(t.name)) })
	entries, err := s.leaderEntries(ctx, t.name, l.genTok, from, known+1)
	wg.Wait()
	if headErr != nil {
		return nil, s.kvError("confirm thread head", headErr)
	}
	if err != nil {
		return nil, err
	}
	if head == nil || head.marker {
		if unbornOf(t, l) != nil {
			return nil, nil // its head and entries are not written yet
		}
		s.endGeneration(t, l)
		return nil, pipeline.ErrGenerationGone
	}
	rec, err := s.openMeta(t.name, head.data)
	if err != nil {
		return nil, err
	}
	if rec.Gen != l.gen {
		s.endGeneration(t, l)
		return nil, pipeline.ErrGenerationGone
	}
	return s.ended(t, l, entries, from-1+len(entries))
}

// endGeneration ends generation l if it is still the thread's current
// one. Holding t.op, no other generation can be installed meanwhile (a
// load holds it), so endLife ends l or finds it ended.
func (s *Store) endGeneration(t *thread, l *life) {
	t.op.Lock()
	defer t.op.Unlock()
	t.mu.Lock()
	current := t.life == l
	t.mu.Unlock()
	if current {
		s.endLife(t, 0)
	}
}

// rest returns the entries of generation l from next on that the store
// knows exist although the read that stopped before next did not find
// them, read from the stream leader: a replica answered that read from
// behind. With st (a read from entry 1) on a replicated bucket, it first
// waits for the leader's word on where the log ends, so that a thread's
// first read on a worker holds every entry the leader held once the read
// was done. The leader then answers for the entries after the read, one
// round trip for up to leaderParallel of them.
func (s *Store) rest(ctx context.Context, t *thread, l *life, st *settlement, next int) ([]pipeline.Entry, error) {
	if st != nil && s.replicated.Load() {
		select {
		case <-st.done:
		case <-ctx.Done():
			return nil, s.kvError("confirm the thread's length", ctx.Err())
		}
		if st.err != nil {
			return nil, st.err
		}
	}
	t.mu.Lock()
	known, dead := l.n, l.dead
	t.mu.Unlock()
	if dead {
		return nil, pipeline.ErrGenerationGone
	}
	if known < next {
		return nil, nil
	}
	s.stats.shortReads.Add(1)
	more, err := s.leaderEntries(ctx, t.name, l.genTok, next, known)
	if err != nil {
		return nil, err
	}
	return s.ended(t, l, more, next-1+len(more))
}

// leaderParallel is how many entries rest reads from the leader at once.
const leaderParallel = 32

// leaderEntries reads entries from seq from on from the stream leader, up
// to the first one missing: the keys up to until, which the caller knows
// exist, and one more (at most leaderParallel at once), then, while they
// all exist, twice as many keys at a time (at most leaderParallel).
func (s *Store) leaderEntries(ctx context.Context, name, genTok string, from, until int) ([]pipeline.Entry, error) {
	var out []pipeline.Entry
	window := min(max(until-from+2, 1), leaderParallel)
	for seq := from; ; {
		found := make([]*rawMsg, window)
		errs := make([]error, window)
		var wg sync.WaitGroup
		for i := range found {
			wg.Go(func() { found[i], errs[i] = s.lastMsg(ctx, entryKey(name, genTok, seq+i)) })
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return nil, s.kvError("read entries from the stream leader", err)
		}
		for _, m := range found {
			if m == nil || m.marker {
				return out, nil
			}
			e, err := s.openEntry(m.key, m.data)
			if err != nil {
				return nil, err
			}
			s.stats.entriesRead.Add(1)
			out = append(out, e)
		}
		seq += window
		window = min(max(window*2, until-seq+2), leaderParallel)
	}
}
