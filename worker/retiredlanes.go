package worker

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/wire"
)

// Changing [worker] stream_partitions changes where the chunk stream
// stores new chunks, not where it stored the chunks it holds: a lower
// count leaves chunks in partitions no worker binds any more. A worker
// therefore also serves the consumers of partitions at or past its
// count (retired lanes), and deletes each once it is empty; a retired
// lane found empty at start is deleted at once. A stream cut by the
// change goes on: its chunks in the new lane wait for the outputs of
// those in the retired one (outputwatch.go).
//
// Empty is not enough: while workers with different counts run together
// (a rolling change), the chunk stream's partition transform is the one
// of the worker that set it last, and may still store into a lane this
// worker counts as retired. A lane is deleted only when the transform
// maps nothing to it. The transform is read before the lanes are looked
// at: a chunk stored after that look, into a lane the transform read
// first left out, was stored under a transform raised since, which the
// read after the delete sees, and the lane is then created again (with
// limits retention it delivers the chunks the stream stores for it,
// answered ones acked without an output). A worker with a higher count
// may start later and create lanes past this worker's count, then stop:
// the lanes are looked at again on every check, and served once found.

// retiredLaneCheck is how often a worker looks at the lanes at first,
// and again while a retired lane holds chunks or one is found or
// deleted; otherwise the wait doubles up to retiredLaneCheckMax. Each
// check costs two JetStream API calls however many lanes there are (the
// stream's configuration, then the consumers listed), three when it
// deletes a lane.
const (
	retiredLaneCheck    = time.Second
	retiredLaneCheckMax = 30 * time.Second
)

// servedLane is a lane consumed by the worker.
type servedLane struct {
	b *boundConsumer
	// drained is set for a retired lane that held chunks when found;
	// kept once it was logged to be empty but still mapped.
	drained, kept bool
}

// laneSet is the lanes of the chunk route the worker consumes, by
// partition.
type laneSet struct {
	mu    sync.Mutex
	lanes map[int]*servedLane
	full  map[int]fullWindow // lanes found with their window full at the last check
}

// fullWindow is a lane found with every delivery it may have out
// unacknowledged and more chunks pending.
type fullWindow struct {
	floor  uint64    // the lane's ack floor (stream sequence) then
	since  time.Time // when it was first found full at that floor
	warned time.Time // when it was last warned about
}

func (s *laneSet) add(p int, l *servedLane) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lanes == nil {
		s.lanes = make(map[int]*servedLane)
	}
	s.lanes[p] = l
}

func (s *laneSet) get(p int) *servedLane {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lanes[p]
}

func (s *laneSet) remove(p int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.lanes, p)
}

// snapshot returns the lanes served now.
func (s *laneSet) snapshot() map[int]*servedLane {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := make(map[int]*servedLane, len(s.lanes))
	for p, l := range s.lanes {
		m[p] = l
	}
	return m
}

// fullWindowWarning bounds how often a lane whose window stays full is
// warned about.
const fullWindowWarning = time.Minute

// watchWindows warns about the lanes whose in-flight window is full, and
// their ack floor unmoved, for at least stuck (the worker's timeout: a
// lane merely slow moves its floor within it): most likely chunks
// waiting for a predecessor stored after as many of its successors as
// the window holds, which end, after max_deliver, with out_of_order. It
// counts across all workers (from the consumers' state); it cannot tell
// a lane whose oldest chunk is slow, or whose worker died, until the ack
// wait ends. Lane number and counts only. now is the check's time.
func (s *laneSet) watchWindows(log *slog.Logger, found map[int]*jetstream.ConsumerInfo, now time.Time, stuck time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	full := make(map[int]fullWindow)
	for p, info := range found {
		limit := info.Config.MaxAckPending
		if limit <= 0 || info.NumAckPending < limit || info.NumPending == 0 {
			continue
		}
		seen := fullWindow{floor: info.AckFloor.Stream, since: now}
		if before, ok := s.full[p]; ok && before.floor == seen.floor {
			seen.since, seen.warned = before.since, before.warned
		}
		if now.Sub(seen.since) >= stuck && now.Sub(seen.warned) >= fullWindowWarning {
			seen.warned = now
			log.Warn("stream.chunk lane's in-flight window is full and its oldest chunk unanswered for the worker's timeout: its chunks may be waiting for a predecessor stored after as many of its successors as the window holds (they end with out_of_order); publishers should await each publish's ack",
				"lane", p, "ack_pending", info.NumAckPending, "pending", info.NumPending)
		}
		full[p] = seen
	}
	s.full = full
}

// drainRetiredLanes looks at the lanes of the chunk route r once (serving
// the retired lanes, deleting the empty ones the transform maps nothing
// to), then again on every check until the worker stops.
func (w *Worker) drainRetiredLanes(ctx context.Context, r route) error {
	st, err := w.js.Stream(ctx, wire.ChunkStream)
	if err != nil {
		return err
	}
	if _, err := w.checkLanes(ctx, r, st); err != nil {
		return err
	}
	w.watchers.Add(1)
	go func() {
		defer w.watchers.Done()
		w.watchLanes(r, st)
	}()
	return nil
}

// watchLanes checks the lanes until the worker stops or drains, backing
// off while nothing is to be done.
func (w *Worker) watchLanes(r route, st jetstream.Stream) {
	every := retiredLaneCheck
	t := time.NewTimer(every)
	defer t.Stop()
	for {
		select {
		case <-w.watch.Done():
			return
		case <-t.C:
		}
		busy, err := w.checkLanes(w.watch, r, st)
		if err != nil && w.watch.Err() == nil {
			w.log.Warn("stream.chunk lanes not checked", "err", err)
		}
		if busy && err == nil {
			every = retiredLaneCheck
		} else {
			every = min(2*every, retiredLaneCheckMax)
		}
		t.Reset(every)
	}
}

// checkLanes reads the chunk stream's transform, then lists the lanes:
// it serves those it does not serve yet, hands a served one missing from
// the list to the rebinder, and deletes the retired ones empty and
// mapped by nothing, creating again any the transform, read once more,
// maps by then. busy reports a retired lane holding chunks, found,
// deleted or created again.
func (w *Worker) checkLanes(ctx context.Context, r route, st jetstream.Stream) (busy bool, err error) {
	before, err := st.Info(ctx)
	if err != nil {
		return false, err
	}
	found := make(map[int]*jetstream.ConsumerInfo)
	lister := st.ListConsumers(ctx)
	for info := range lister.Info() {
		if p, ok := laneOf(r, info.Name); ok {
			found[p] = info
		}
	}
	if err := lister.Err(); err != nil {
		return false, err
	}
	for p, l := range w.lanes.snapshot() {
		_, listed := found[p]
		switch {
		case l.b.isStopped():
			// Stopped by the worker, which drains: kept in the set, so
			// the listing below does not serve it once more.
		case l.b.isGone():
			// Stopped first: a late error of its Consume call cannot
			// send it to the rebinder, which would bind it once more.
			l.b.Stop()
			w.lanes.remove(p)
		case !listed:
			w.rebinds.add(l.b, false) // deleted under it: created again if still mapped
		}
	}
	w.lanes.watchWindows(w.log, found, time.Now(), w.cfg.Worker.Timeout.D())
	var deleted []int
	for p, info := range found {
		own := p < w.cfg.Worker.StreamPartitions
		mapped := transformMaps(before, p)
		l := w.lanes.get(p)
		switch {
		case l == nil && !own && laneEmpty(info) && !mapped:
			busy = true
			if w.deleteRetiredLane(ctx, st, info.Name) {
				deleted = append(deleted, p)
			}
		case l == nil:
			busy = busy || !own
			if err := w.serveLane(ctx, r, st, p, info, mapped); err != nil {
				return busy, err
			}
		case own:
		case !laneEmpty(info):
			busy = true
		case mapped:
			if l.drained && !l.kept {
				l.kept = true
				w.log.Info("retired stream.chunk lane kept: the chunk stream's partition transform still stores into it (a worker with a higher stream_partitions set it)", "consumer", info.Name)
			}
		default:
			busy = true
			l.b.Stop()
			w.lanes.remove(p)
			if w.deleteRetiredLane(ctx, st, info.Name) {
				deleted = append(deleted, p)
			}
		}
	}
	if len(deleted) == 0 {
		return busy, nil
	}
	after, err := st.Info(ctx)
	for _, p := range deleted {
		if err == nil && !transformMaps(after, p) {
			continue
		}
		w.log.Info("retired stream.chunk lane created again: the chunk stream's partition transform maps to it again (or could not be read)", "consumer", laneName(r, p))
		if berr := w.bindLane(ctx, r, p); berr != nil {
			return busy, berr
		}
	}
	return busy, nil
}

// laneOf reports whether name is the consumer of a partition p of the
// chunk route r.
func laneOf(r route, name string) (p int, ok bool) {
	n, ok := strings.CutPrefix(name, consumerName(r.ch)+"_p")
	if !ok {
		return 0, false
	}
	p, err := strconv.Atoi(n)
	return p, err == nil && p >= 0 && strconv.Itoa(p) == n
}

// transformMaps reports whether the chunk stream's partition transform,
// as info gives it, may store into partition p: a transform whose count
// cannot be read counts as mapping to every partition, no transform as
// mapping to none.
func transformMaps(info *jetstream.StreamInfo, p int) bool {
	t := info.Config.SubjectTransform
	if t == nil {
		return false
	}
	n, ok := transformPartitions(t.Destination)
	return !ok || p < n
}

// laneMapped returns whether partition p's lane, deleted under the
// worker, is to be created again: while the chunk stream's transform
// maps to it, or cannot be read.
func (w *Worker) laneMapped(p int) func(context.Context) bool {
	return func(ctx context.Context) bool {
		st, err := w.js.Stream(ctx, wire.ChunkStream)
		return err != nil || transformMaps(st.CachedInfo(), p)
	}
}

// transformPartitions returns the partition count of a subject transform
// destination such as "piighost.chunks.{{partition(16,1)}}.{{wildcard(1)}}";
// ok is false when it has no partition function, or one it cannot read.
func transformPartitions(dest string) (n int, ok bool) {
	_, after, found := strings.Cut(strings.ToLower(dest), "partition(")
	if !found {
		return 0, false
	}
	count, _, found := strings.Cut(after, ",")
	if !found {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(count))
	return n, err == nil && n > 0
}

// laneEmpty reports a consumer with nothing left to deliver and nothing
// delivered unacknowledged.
func laneEmpty(info *jetstream.ConsumerInfo) bool {
	return info.NumPending == 0 && info.NumAckPending == 0
}

// serveLane consumes partition p's lane, info, as it is configured (a
// retired lane may be from an earlier version); once deleted, it is
// created again as this version's lane while mapped.
func (w *Worker) serveLane(ctx context.Context, r route, st jetstream.Stream, p int, info *jetstream.ConsumerInfo, mapped bool) error {
	cons, err := st.Consumer(ctx, info.Name)
	if errors.Is(err, jetstream.ErrConsumerNotFound) {
		return nil // deleted since the listing: the next check sees it gone
	}
	if err != nil {
		return err
	}
	b := w.lane(r, p)
	if err := w.serveConsumer(b, cons); err != nil {
		return err
	}
	w.lanes.add(p, &servedLane{b: b, drained: !laneEmpty(info)})
	switch {
	case p < w.cfg.Worker.StreamPartitions:
		w.log.Info("serving a stream.chunk lane created again by another worker", "consumer", info.Name)
	case laneEmpty(info) && mapped:
		w.log.Info("serving a retired stream.chunk lane: empty, but the chunk stream's partition transform stores into it", "consumer", info.Name)
	default:
		w.log.Info("serving a retired stream.chunk lane until it is empty", "consumer", info.Name)
	}
	return nil
}

// deleteRetiredLane deletes an empty retired lane; another worker may
// have deleted it first. It reports whether the lane is gone.
func (w *Worker) deleteRetiredLane(ctx context.Context, st jetstream.Stream, name string) bool {
	err := st.DeleteConsumer(ctx, name)
	if err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
		w.log.Warn("retired stream.chunk lane not deleted", "consumer", name, "err", err)
		return false
	}
	w.log.Info("retired stream.chunk lane is empty and deleted", "consumer", name)
	return true
}
