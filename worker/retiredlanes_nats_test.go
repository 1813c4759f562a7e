package worker

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// TestALaneMarkedGoneIsStoppedWhenTheCheckDropsIt: a lane deleted and
// not created again (unmapped) is stopped as the lane check lets it go,
// so a late error of its Consume call cannot queue it for the rebinder.
func TestALaneMarkedGoneIsStoppedWhenTheCheckDropsIt(t *testing.T) {
	nc, _ := startQueueServer(t)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	st, err := js.Stream(context.Background(), "Q")
	if err != nil {
		t.Fatal(err)
	}
	cfg := &config.Config{}
	cfg.Worker.StreamPartitions = 1
	w := &Worker{js: js, cfg: cfg, log: slog.New(slog.NewTextHandler(io.Discard, nil)), rebinds: newRebinds()}
	b := &boundConsumer{w: w, gone: true}
	w.lanes.add(0, &servedLane{b: b})

	if _, err := w.checkLanes(context.Background(), route{ch: wire.StreamChunk}, st); err != nil {
		t.Fatal(err)
	}
	if w.lanes.get(0) != nil {
		t.Error("the gone lane is still served")
	}
	if !b.isStopped() {
		t.Error("the gone lane was not stopped")
	}
	w.rebinds.add(b, false) // a late ErrNoHeartbeat of its old Consume
	if due, next := w.rebinds.take(time.Now()); len(due) != 0 || !next.IsZero() {
		t.Errorf("the gone lane was queued for the rebinder: %d due, next %v", len(due), next)
	}
}
