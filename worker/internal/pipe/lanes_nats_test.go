package pipe

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// laneState is a lane as the lane check sees it.
type laneState struct {
	stopped, gone, missing bool
}

func (l *laneState) Stop()         { l.stopped = true }
func (l *laneState) Stopped() bool { return l.stopped }
func (l *laneState) Gone() bool    { return l.gone }
func (l *laneState) Missing()      { l.missing = true }

// TestALaneMarkedGoneIsStoppedWhenTheCheckDropsIt: a lane deleted and
// not created again (unmapped) is stopped as the lane check lets it go,
// so a late error of its Consume call cannot send it to be created
// again; a served lane missing from the listing is sent to be looked up.
func TestALaneMarkedGoneIsStoppedWhenTheCheckDropsIt(t *testing.T) {
	t.Parallel()
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
	cfg.Worker.StreamPartitions = 2
	p := &Pipe{js: js, cfg: cfg, log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	gone, missing := &laneState{gone: true}, &laneState{}
	p.lanes.add(0, &servedLane{c: gone})
	p.lanes.add(1, &servedLane{c: missing})

	if _, err := p.checkLanes(context.Background(), route{ch: wire.StreamChunk}, st); err != nil {
		t.Fatal(err)
	}
	if p.lanes.get(0) != nil {
		t.Error("the gone lane is still served")
	}
	if !gone.stopped {
		t.Error("the gone lane was not stopped")
	}
	if !missing.missing || p.lanes.get(1) == nil {
		t.Errorf("a served lane missing from the listing: sent to be looked up %v, still served %v; want both", missing.missing, p.lanes.get(1) != nil)
	}
}
