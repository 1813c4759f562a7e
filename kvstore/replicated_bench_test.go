package kvstore_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// BenchmarkReplicatedRestore: two workers (each a store and a pipeline on
// a connection of its own) on an R3 bucket of a three-server cluster in
// the test process; one anonymizes, the other restores. Per iteration, on
// a thread of three values:
//
//   - first-turn: the first call of the reader on the thread (a cold read
//     of the log, then the restore), right after the writer wrote it;
//   - warm: restoring the thread's tokens again (no store call);
//   - new-token: the writer adds a value, the reader restores its token
//     right after (the watch may or may not have told it);
//   - invented: restoring a token the thread never issued.
//
// Each reports its median in ms (a stall of a loaded machine moves a mean,
// not a median), and wrong/restore the share of first-turn and new-token
// restores that reported an issued token invented (0: the reads are
// complete as of the stream leader).
func BenchmarkReplicatedRestore(b *testing.B) {
	c := natstest.RunCluster(b, 3)
	cfg := kvstore.Config{Bucket: "bench", Replicas: 3, Keys: testKeys(b), LocalMessages: true}
	servers := c.Servers()
	_, jsW := connect(b, servers[0].ClientURL())
	var writerStore *kvstore.Store
	natstest.Eventually(b, "the R3 bucket", func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		st, err := kvstore.New(ctx, jsW, cfg)
		if err != nil {
			return false
		}
		writerStore = st
		return true
	})
	b.Cleanup(func() { _ = writerStore.Close() })
	writer := newPipeline(b, writerStore)
	_, jsR := connect(b, servers[1].ClientURL())
	reader := newPipeline(b, newStore(b, jsR, cfg))
	ctx := context.Background()
	anonymize := func(thread, text string) string {
		a, err := writer.Anonymize(ctx, thread, text, pii.RoleUser)
		if err != nil {
			b.Fatal(err)
		}
		return a.Text
	}
	restore := func(thread, text string) pipeline.Restored {
		r, err := reader.Deanonymize(ctx, thread, text)
		if err != nil {
			b.Fatal(err)
		}
		return r
	}
	timed := func(into *[]time.Duration, f func()) {
		start := time.Now()
		f()
		*into = append(*into, time.Since(start))
	}
	var first, warm, newToken, invented []time.Duration
	wrong := 0 // tokens issued, then reported invented
	i := 0
	for b.Loop() {
		i++
		thread := fmt.Sprintf("bench-%d", i)
		tokens := anonymize(thread, fmt.Sprintf("%s wrote from %s, call %s", testValues[i%6].Value, testValues[6+i%4].Value, testValues[10+i%3].Value))
		var r pipeline.Restored
		timed(&first, func() { r = restore(thread, tokens) })
		if len(r.Invented) != 0 {
			wrong++
		}
		timed(&warm, func() { r = restore(thread, tokens) })
		token := anonymize(thread, testValues[13+i%3].Value)
		timed(&newToken, func() { r = restore(thread, token) })
		if len(r.Invented) != 0 {
			wrong++
		}
		timed(&invented, func() { r = restore(thread, "<<PERSON:9>>") })
		if len(r.Invented) != 1 {
			b.Fatalf("invented token restored as %q", r.Text)
		}
	}
	median := func(d []time.Duration) float64 {
		slices.Sort(d)
		return float64(d[len(d)/2].Nanoseconds()) / 1e6
	}
	b.ReportMetric(median(first), "first-turn-ms")
	b.ReportMetric(median(warm), "warm-ms")
	b.ReportMetric(median(newToken), "new-token-ms")
	b.ReportMetric(median(invented), "invented-ms")
	// Issued tokens reported invented, per restore of one: 0 is right.
	b.ReportMetric(float64(wrong)/float64(2*i), "wrong/restore")
}
