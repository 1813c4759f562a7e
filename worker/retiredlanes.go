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
	var retired []*jetstream.ConsumerInfo
	for info := range lister.Info() {
		if isRetiredLane(r, info.Name, w.cfg.Worker.StreamPartitions) {
			retired = append(retired, info)
		}
	}
	if err := lister.Err(); err != nil {
		return err
	}
	for _, info := range retired {
		if laneEmpty(info) {
			w.deleteRetiredLane(ctx, st, info.Name)
			continue
		}
		if err := w.serveRetiredLane(ctx, r, st, info.Name); err != nil {
			return err
		}
	}
	return nil
}

// isRetiredLane reports whether name is the consumer of a partition at or
// past partitions.
func isRetiredLane(r route, name string, partitions int) bool {
	n, ok := strings.CutPrefix(name, consumerName(r.ch)+"_p")
	if !ok {
		return false
	}
	p, err := strconv.Atoi(n)
	return err == nil && p >= partitions && strconv.Itoa(p) == n
}

// laneEmpty reports a consumer with nothing left to deliver and nothing
// delivered unacknowledged.
func laneEmpty(info *jetstream.ConsumerInfo) bool {
	return info.NumPending == 0 && info.NumAckPending == 0
}

// serveRetiredLane consumes a retired lane as it is configured, and
// deletes it once it is empty.
func (w *Worker) serveRetiredLane(ctx context.Context, r route, st jetstream.Stream, name string) error {
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
		w.retireWhenEmpty(st, cons, cc, name)
	}()
	return nil
}

// retireWhenEmpty stops consuming a retired lane and deletes it once it
// holds nothing, or returns when the worker stops.
func (w *Worker) retireWhenEmpty(st jetstream.Stream, cons jetstream.Consumer, cc jetstream.ConsumeContext, name string) {
	tick := time.NewTicker(retiredLaneCheck)
	defer tick.Stop()
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
