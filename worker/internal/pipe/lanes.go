package pipe

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/processor"
)

// consumeChunks binds one durable consumer per partition (a lane), each
// with up to laneInflight chunks in flight across all workers, the
// consumers of partitions beyond the configured count that still hold
// chunks (retired lanes), and the consumer of chunks on malformed
// subjects.
func (p *Pipe) consumeChunks(ctx context.Context, r route, out jetstream.Stream) error {
	p.positions = newPositions(out, func(thread, stream, state string) (processor.StreamPosition, error) {
		return p.h.Processor().OpenContinuation(thread, stream, state)
	})
	p.queues = newChunkQueues(chunkQueueLimit(p.cfg.Worker.StreamPartitions), p.cfg.Worker.Timeout.D(), p.cfg.Worker.MaxDeliver, func(c queuedChunk, nak bool) {
		if nak {
			_ = c.msg.NakWithDelay(outOfOrderDelay)
		}
		p.inflight.Done()
	})
	registerChunkQueues(p.m.reg, p.queues.stats)
	for part := 0; part < p.cfg.Worker.StreamPartitions; part++ {
		c, err := p.consumers.Bind(ctx, p.lane(r, part))
		if err != nil {
			return fmt.Errorf("consumer %s: %w", laneName(r, part), err)
		}
		p.lanes.add(part, &servedLane{c: c})
	}
	if err := p.watchLanes(ctx, r); err != nil {
		return err
	}
	_, err := p.consumers.Bind(ctx, Binding{Label: r.ch.String(), Stream: p.names.ChunkStream(), Config: jetstream.ConsumerConfig{
		Durable:        consumerName(r.ch) + "_malformed",
		FilterSubjects: []string{r.input, r.input + ".>"},
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        p.ackWait(),
		MaxDeliver:     -1,
		MaxAckPending:  100,
		// Chunks stored before the partitions moved out of the input's
		// subjects look malformed: start after them.
		DeliverPolicy: jetstream.DeliverNewPolicy,
	}, Batch: 8, Handler: func(msg jetstream.Msg) {
		p.inflight.Add(1)
		defer p.inflight.Done()
		p.refuseChunkSubject(r, msg, msg.Subject())
	}})
	if err != nil {
		return fmt.Errorf("consumer %s_malformed: %w", consumerName(r.ch), err)
	}
	return nil
}

// laneInflight bounds the chunks of one lane in flight across all
// workers. Streams of a lane do not wait for each other (each stream's
// chunks are queued in the worker, chunkqueue.go), and a stream whose
// publisher runs ahead can have several chunks at a worker at once.
const laneInflight = 64

// chunkQueueLimit bounds the chunks one worker holds (queued or
// running): twice what its lanes can have in flight, at least as for 64
// lanes (retired lanes deliver too). Past it a chunk is handed back.
func chunkQueueLimit(partitions int) int {
	return 2 * laneInflight * max(partitions, 64)
}

// laneName is the durable name of partition part's consumer.
func laneName(r route, part int) string {
	return fmt.Sprintf("%s_p%d", consumerName(r.ch), part)
}

// lane is partition part's consumer: each chunk queued behind its
// stream's earlier chunks, created again once deleted while the
// partition transform maps to it.
func (p *Pipe) lane(r route, part int) Binding {
	return Binding{Label: r.ch.String(), Stream: p.names.ChunkStream(), Batch: laneInflight / 2,
		Config: jetstream.ConsumerConfig{
			Durable:       laneName(r, part),
			FilterSubject: p.partitionSubject(strconv.Itoa(part)) + ".*",
			AckPolicy:     jetstream.AckExplicitPolicy,
			AckWait:       p.ackWait(),
			MaxDeliver:    -1,
			MaxAckPending: laneInflight,
		},
		Handler: func(msg jetstream.Msg) { p.queueChunk(r, msg) },
		Again:   p.laneMapped(part)}
}

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

// laneCheck is how often the lanes are looked at at first, and again
// while a retired lane holds chunks or one is found or deleted;
// otherwise the wait doubles up to laneCheckMax. Each check costs two
// JetStream API calls however many lanes there are (the stream's
// configuration, then the consumers listed), three when it deletes a
// lane.
const (
	laneCheck    = time.Second
	laneCheckMax = 30 * time.Second
)

// servedLane is a lane consumed by the worker.
type servedLane struct {
	c Consumer
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

func (s *laneSet) add(part int, l *servedLane) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.lanes == nil {
		s.lanes = make(map[int]*servedLane)
	}
	s.lanes[part] = l
}

func (s *laneSet) get(part int) *servedLane {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lanes[part]
}

func (s *laneSet) remove(part int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.lanes, part)
}

// snapshot returns the lanes served now.
func (s *laneSet) snapshot() map[int]*servedLane {
	s.mu.Lock()
	defer s.mu.Unlock()
	m := make(map[int]*servedLane, len(s.lanes))
	for part, l := range s.lanes {
		m[part] = l
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
	for part, info := range found {
		limit := info.Config.MaxAckPending
		if limit <= 0 || info.NumAckPending < limit || info.NumPending == 0 {
			continue
		}
		seen := fullWindow{floor: info.AckFloor.Stream, since: now}
		if before, ok := s.full[part]; ok && before.floor == seen.floor {
			seen.since, seen.warned = before.since, before.warned
		}
		if now.Sub(seen.since) >= stuck && now.Sub(seen.warned) >= fullWindowWarning {
			seen.warned = now
			log.Warn("stream.chunk lane's in-flight window is full and its oldest chunk unanswered for the worker's timeout: its chunks may be waiting for a predecessor stored after as many of its successors as the window holds (they end with out_of_order); publishers should await each publish's ack",
				"lane", part, "ack_pending", info.NumAckPending, "pending", info.NumPending)
		}
		full[part] = seen
	}
	s.full = full
}

// watchLanes looks at the lanes of the chunk route r once (serving the
// retired lanes, deleting the empty ones the transform maps nothing
// to), then has the consumers' loop look again on every check.
func (p *Pipe) watchLanes(ctx context.Context, r route) error {
	st, err := p.js.Stream(ctx, p.names.ChunkStream())
	if err != nil {
		return err
	}
	if _, err := p.checkLanes(ctx, r, st); err != nil {
		return err
	}
	p.consumers.Every(func(ctx context.Context) bool {
		busy, err := p.checkLanes(ctx, r, st)
		if err != nil && ctx.Err() == nil {
			p.log.Warn("stream.chunk lanes not checked", "err", err)
		}
		return busy && err == nil
	}, laneCheck, laneCheckMax)
	return nil
}

// checkLanes reads the chunk stream's transform, then lists the lanes:
// it serves those it does not serve yet, sends a served one missing from
// the list to be created again, and deletes the retired ones empty and
// mapped by nothing, creating again any the transform, read once more,
// maps by then. busy reports a retired lane holding chunks, found,
// deleted or created again.
func (p *Pipe) checkLanes(ctx context.Context, r route, st jetstream.Stream) (busy bool, err error) {
	before, err := st.Info(ctx)
	if err != nil {
		return false, err
	}
	found := make(map[int]*jetstream.ConsumerInfo)
	lister := st.ListConsumers(ctx)
	for info := range lister.Info() {
		if part, ok := laneOf(r, info.Name); ok {
			found[part] = info
		}
	}
	if err := lister.Err(); err != nil {
		return false, err
	}
	for part, l := range p.lanes.snapshot() {
		_, listed := found[part]
		switch {
		case l.c.Stopped():
			// Stopped by the worker, which drains: kept in the set, so
			// the listing below does not serve it once more.
		case l.c.Gone():
			// Stopped first: a late error of its Consume call cannot
			// send it to be created again.
			l.c.Stop()
			p.lanes.remove(part)
		case !listed:
			l.c.Missing() // deleted under the worker: created again if still mapped
		}
	}
	p.lanes.watchWindows(p.log, found, time.Now(), p.cfg.Worker.Timeout.D())
	var deleted []int
	for part, info := range found {
		own := part < p.cfg.Worker.StreamPartitions
		mapped := transformMaps(before, part)
		l := p.lanes.get(part)
		switch {
		case l == nil && !own && laneEmpty(info) && !mapped:
			busy = true
			if p.deleteRetiredLane(ctx, st, info.Name) {
				deleted = append(deleted, part)
			}
		case l == nil:
			busy = busy || !own
			if err := p.serveLane(ctx, r, st, part, info, mapped); err != nil {
				return busy, err
			}
		case own:
		case !laneEmpty(info):
			busy = true
		case mapped:
			if l.drained && !l.kept {
				l.kept = true
				p.log.Info("retired stream.chunk lane kept: the chunk stream's partition transform still stores into it (a worker with a higher stream_partitions set it)", "consumer", info.Name)
			}
		default:
			busy = true
			l.c.Stop()
			p.lanes.remove(part)
			if p.deleteRetiredLane(ctx, st, info.Name) {
				deleted = append(deleted, part)
			}
		}
	}
	if len(deleted) == 0 {
		return busy, nil
	}
	after, err := st.Info(ctx)
	for _, part := range deleted {
		if err == nil && !transformMaps(after, part) {
			continue
		}
		p.log.Info("retired stream.chunk lane created again: the chunk stream's partition transform maps to it again (or could not be read)", "consumer", laneName(r, part))
		p.lanes.add(part, &servedLane{c: p.consumers.Create(p.lane(r, part))})
	}
	return busy, nil
}

// laneOf reports whether name is the consumer of a partition part of the
// chunk route r.
func laneOf(r route, name string) (part int, ok bool) {
	n, ok := strings.CutPrefix(name, consumerName(r.ch)+"_p")
	if !ok {
		return 0, false
	}
	part, err := strconv.Atoi(n)
	return part, err == nil && part >= 0 && strconv.Itoa(part) == n
}

// transformMaps reports whether the chunk stream's partition transform,
// as info gives it, may store into partition part: a transform whose
// count cannot be read counts as mapping to every partition, no
// transform as mapping to none.
func transformMaps(info *jetstream.StreamInfo, part int) bool {
	t := info.Config.SubjectTransform
	if t == nil {
		return false
	}
	n, ok := transformPartitions(t.Destination)
	return !ok || part < n
}

// laneMapped returns whether partition part's lane, deleted under the
// worker, is to be created again: while the chunk stream's transform
// maps to it, or cannot be read.
func (p *Pipe) laneMapped(part int) func(context.Context) bool {
	return func(ctx context.Context) bool {
		st, err := p.js.Stream(ctx, p.names.ChunkStream())
		return err != nil || transformMaps(st.CachedInfo(), part)
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

// serveLane consumes partition part's lane, info, as it is configured (a
// retired lane may be from an earlier version); once deleted, it is
// created again as this version's lane while mapped.
func (p *Pipe) serveLane(ctx context.Context, r route, st jetstream.Stream, part int, info *jetstream.ConsumerInfo, mapped bool) error {
	cons, err := st.Consumer(ctx, info.Name)
	if errors.Is(err, jetstream.ErrConsumerNotFound) {
		return nil // deleted since the listing: the next check sees it gone
	}
	if err != nil {
		return err
	}
	c, err := p.consumers.Adopt(p.lane(r, part), cons)
	if err != nil {
		return err
	}
	p.lanes.add(part, &servedLane{c: c, drained: !laneEmpty(info)})
	switch {
	case part < p.cfg.Worker.StreamPartitions:
		p.log.Info("serving a stream.chunk lane created again by another worker", "consumer", info.Name)
	case laneEmpty(info) && mapped:
		p.log.Info("serving a retired stream.chunk lane: empty, but the chunk stream's partition transform stores into it", "consumer", info.Name)
	default:
		p.log.Info("serving a retired stream.chunk lane until it is empty", "consumer", info.Name)
	}
	return nil
}

// deleteRetiredLane deletes an empty retired lane; another worker may
// have deleted it first. It reports whether the lane is gone.
func (p *Pipe) deleteRetiredLane(ctx context.Context, st jetstream.Stream, name string) bool {
	err := st.DeleteConsumer(ctx, name)
	if err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
		p.log.Warn("retired stream.chunk lane not deleted", "consumer", name, "err", err)
		return false
	}
	p.log.Info("retired stream.chunk lane is empty and deleted", "consumer", name)
	return true
}

// registerChunkQueues exports the chunk queues on reg: the chunks held
// (queued behind their stream's earlier chunks, or running), the streams
// they belong to, the bound, and the chunks handed back for
// redelivery, by reason.
func registerChunkQueues(reg prometheus.Registerer, read func() chunkQueueStats) {
	handedBack := func(reason string, pick func(chunkQueueStats) uint64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "piighost_chunk_queue_handed_back_total",
			Help:        "Pipeline-mode stream chunks the worker's chunk queue handed back for redelivery without running them: reason full (the queue held piighost_chunk_queue_limit chunks when they came in) or behind (their stream's running chunk gave up waiting for its predecessor).",
			ConstLabels: prometheus.Labels{"reason": reason}},
			func() float64 { return float64(pick(read())) })
	}
	reg.MustRegister(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_chunk_queue_chunks", Help: "Pipeline-mode stream chunks held by the worker: running, or queued behind an earlier chunk of their stream."},
			func() float64 { return float64(read().Chunks) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_chunk_queue_streams", Help: "Streams with a chunk held by the worker (pipeline mode)."},
			func() float64 { return float64(read().Streams) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "piighost_chunk_queue_limit", Help: "The most pipeline-mode stream chunks the worker holds: 128 × max([worker] stream_partitions, 64)."},
			func() float64 { return float64(read().Limit) }),
		handedBack("full", func(s chunkQueueStats) uint64 { return s.Full }),
		handedBack("behind", func(s chunkQueueStats) uint64 { return s.Behind }),
	)
}
