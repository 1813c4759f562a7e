package tests

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/worker"
)

// TestALaneWhoseWindowIsFullOfChunksWaitingForAPredecessorIsWarnedAbout:
// one lane, and a stream's chunks 1 to 70 stored without chunk 0: the 64
// the lane has in flight all wait for it, the six others stay pending,
// and the worker warns, with the lane and counts only, once the lane's
// ack floor stayed for the timeout (5 s; chunk 1 is answered, as
// out_of_order, only after max_deliver waits of it, well past the test).
func TestALaneWhoseWindowIsFullOfChunksWaitingForAPredecessorIsWarnedAbout(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var log syncBuffer
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.StreamPartitions = 1
		c.Worker.Timeout = config.DurationOf(5 * time.Second) // the window warned about once stuck that long
		c.Strategies.Invented = strategy.InventedKeep
	})
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(&log, "info")))
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		// The waiting chunks hold the drain: cut it short, they are
		// handed back.
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = w.Shutdown(ctx)
	}()
	nc := connect(t, s.ClientURL())
	pieces := make([]string, 71)
	for i := range pieces {
		pieces[i] = "piece "
	}
	publishChunks(t, nc, newThread(), []string{"held"}, pieces, 1, len(pieces))
	const warning = "stream.chunk lane's in-flight window is full"
	waitFor(t, func() bool { return strings.Contains(log.String(), warning) })
	for _, line := range strings.Split(log.String(), "\n") {
		if strings.Contains(line, warning) && !strings.Contains(line, `"lane":0,"ack_pending":64,"pending":6`) {
			t.Errorf("warning %s", line)
		}
	}
}
