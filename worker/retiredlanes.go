package worker

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/wire"
)

// Changing [worker] stream_partitions changes where the chunk stream
// stores new chunks, not where it stored the chunks it holds: a lower
// count leaves chunks in partitions no worker binds any more. A worker
// therefore also serves the consumers of partitions at or past its
// count (retired lanes) that still hold chunks, and deletes each once it
// is empty; a retired lane found empty at start is deleted at once. A
// stream cut by the change goes on: its chunks in the new lane wait for
// the outputs of those in the retired one (outputwatch.go).
//
// Empty is not enough: while workers with different counts run together
// (a rolling change), the chunk stream's partition transform is the one
// of the worker that set it last, and may still store into a lane this
// worker counts as retired. A lane is deleted only when the transform,
// read from the stream's configuration just before, maps nothing to it;
// until then it is served, like the worker's own lanes.

// retiredLaneCheck is how often a worker asks whether a retired lane it
// serves is empty yet.
const retiredLaneCheck = time.Second

// drainRetiredLanes binds the retired lanes of the chunk route r.
func (w *Worker) drainRetiredLanes(ctx context.Context, r route) error {
	st, err := w.js.Stream(ctx, wire.ChunkStream)
	if err != nil {
		return err
	}
	lister := st.ListConsumers(ctx)
	type lane struct {
		info *jetstream.ConsumerInfo
		p    int
	}
	var retired []lane
	for info := range lister.Info() {
		if p, ok := retiredLane(r, info.Name, w.cfg.Worker.StreamPartitions); ok {
			retired = append(retired, lane{info, p})
		}
	}
	if err := lister.Err(); err != nil {
		return err
	}
	for _, l := range retired {
		if laneEmpty(l.info) {
			if unmapped, err := laneUnmapped(ctx, st, l.p); err == nil && unmapped {
				w.deleteRetiredLane(ctx, st, l.info.Name)
				continue
			}
		}
		if err := w.serveRetiredLane(ctx, r, st, l.info.Name, l.p); err != nil {
			return err
		}
	}
	return nil
}

// retiredLane reports whether name is the consumer of a partition p at
// or past partitions.
func retiredLane(r route, name string, partitions int) (p int, ok bool) {
	n, ok := strings.CutPrefix(name, consumerName(r.ch)+"_p")
	if !ok {
		return 0, false
	}
	p, err := strconv.Atoi(n)
	return p, err == nil && p >= partitions && strconv.Itoa(p) == n
}

// laneUnmapped reads the chunk stream's configuration and reports whether
// its partition transform maps no subject to partition p: no transform,
// or one into fewer partitions. A transform it cannot read counts as
// mapping to every partition.
func laneUnmapped(ctx context.Context, st jetstream.Stream, p int) (bool, error) {
	info, err := st.Info(ctx)
	if err != nil {
		return false, err
	}
	t := info.Config.SubjectTransform
	if t == nil {
		return true, nil
	}
	n, ok := transformPartitions(t.Destination)
	return ok && p >= n, nil
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

// serveRetiredLane consumes a retired lane (partition p) as it is
// configured, and deletes it once it is empty and no longer mapped.
func (w *Worker) serveRetiredLane(ctx context.Context, r route, st jetstream.Stream, name string, p int) error {
	cons, err := st.Consumer(ctx, name)
	if err != nil {
		return err
	}
	cc, err := cons.Consume(func(msg jetstream.Msg) { w.queueChunk(r, msg) }, pullOptions(laneInflight/2, w.consumeError(r.ch))...)
	if err != nil {
		return err
	}
	w.consumers = append(w.consumers, cc)
	w.log.Info("serving a retired stream.chunk lane until it is empty", "consumer", name)
	w.bg.Add(1)
	go func() {
		defer w.bg.Done()
		w.retireWhenEmpty(st, cons, cc, name, p)
	}()
	return nil
}

// retireWhenEmpty stops consuming a retired lane (partition p) and
// deletes it once it holds nothing and the chunk stream's transform maps
// nothing to it, or returns when the worker stops.
func (w *Worker) retireWhenEmpty(st jetstream.Stream, cons jetstream.Consumer, cc jetstream.ConsumeContext, name string, p int) {
	tick := time.NewTicker(retiredLaneCheck)
	defer tick.Stop()
	kept := false // logged once that the transform still maps to the lane
	for {
		select {
		case <-w.ctx.Done():
			return
		case <-tick.C:
		}
		info, err := cons.Info(w.ctx)
		if errors.Is(err, jetstream.ErrConsumerNotFound) {
			cc.Stop() // another worker emptied and deleted it
			return
		}
		if err != nil || !laneEmpty(info) {
			continue
		}
		unmapped, err := laneUnmapped(w.ctx, st, p)
		if err != nil {
			continue
		}
		if !unmapped {
			if !kept {
				kept = true
				w.log.Info("retired stream.chunk lane kept: the chunk stream's partition transform still stores into it (a worker with a higher stream_partitions set it)", "consumer", name)
			}
			continue
		}
		cc.Stop()
		w.deleteRetiredLane(w.ctx, st, name)
		return
	}
}

// deleteRetiredLane deletes an empty retired lane; another worker may
// have deleted it first.
func (w *Worker) deleteRetiredLane(ctx context.Context, st jetstream.Stream, name string) {
	err := st.DeleteConsumer(ctx, name)
	if err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
		w.log.Warn("retired stream.chunk lane not deleted", "consumer", name, "err", err)
		return
	}
	w.log.Info("retired stream.chunk lane is empty and deleted", "consumer", name)
}
