package kvstore_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// laggingCluster is an R3 bucket on a three-server cluster whose route
// traffic passes through proxies, with the index of a server that leads
// neither the bucket's stream nor the JetStream meta group: the one whose
// replication the tests pause, so that its replica of the bucket lags
// while the direct gets it answers (a third of them, the server picks a
// replica at random) go on.
type laggingCluster struct {
	c       *natstest.Cluster
	kv      jetstream.KeyValue // the bucket, for writes of no thread
	cfg     kvstore.Config
	stream  string
	lagging int
}

func newLaggingCluster(t *testing.T, bucket string) *laggingCluster {
	t.Helper()
	c := natstest.RunProxiedCluster(t, 3)
	cfg := kvstore.Config{Bucket: bucket, Replicas: 3, Keys: testKeys(t)}
	_, js := connect(t, c.URL())
	natstest.Eventually(t, "the R3 bucket", func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		st, err := kvstore.New(ctx, js, cfg)
		if err != nil {
			return false
		}
		_ = st.Close()
		return true
	})
	lc := &laggingCluster{c: c, cfg: cfg, stream: "KV_" + bucket, lagging: -1}
	natstest.Eventually(t, "every replica answering direct gets", func() bool {
		for i := range 3 {
			if !c.ServesDirectGets(i, lc.stream) {
				return false
			}
		}
		return true
	})
	natstest.Eventually(t, "a server leading neither the stream nor the meta group", func() bool {
		stream, meta := c.StreamLeader(lc.stream), c.MetaLeader()
		if stream < 0 || meta < 0 {
			return false
		}
		for i := range 3 {
			if i != stream && i != meta && c.StreamLastSeq(i, lc.stream) == c.StreamLastSeq(stream, lc.stream) {
				lc.lagging = i
				return true
			}
		}
		return false
	})
	kv, err := js.KeyValue(ctxT(t), bucket)
	if err != nil {
		t.Fatal(err)
	}
	lc.kv = kv
	return lc
}

// store opens a store on the bucket with a connection of its own.
func (lc *laggingCluster) store(t *testing.T) *kvstore.Store {
	t.Helper()
	_, js := connect(t, lc.c.URL())
	return newStore(t, js, lc.cfg)
}

// behind runs f while the lagging server's replica hears no write, and
// reports whether that replica was behind the leader's when f returned.
// Then it lets the replica catch up (a write makes the leader send it
// what it missed; it comes about 2 s later), so that its raft group
// stays without its leader for one batch of turns only, not the 4 s
// after which it would stand for election (and then answer the
// JetStream API "temporarily unavailable", racing the leader's answer;
// retried treats that as the failure it is for the caller).
func (lc *laggingCluster) behind(t *testing.T, f func()) bool {
	t.Helper()
	lc.c.PauseReplication(lc.lagging)
	f()
	leader := lc.c.StreamLeader(lc.stream)
	lagged := leader >= 0 && lc.c.StreamLastSeq(lc.lagging, lc.stream) < lc.c.StreamLastSeq(leader, lc.stream)
	lc.c.ResumeReplication(lc.lagging)
	if _, err := lc.kv.PutString(ctxT(t), "lag.tick", "tick"); err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the lagging replica caught up", func() bool {
		leader := lc.c.StreamLeader(lc.stream)
		return leader >= 0 && lc.c.StreamLastSeq(lc.lagging, lc.stream) == lc.c.StreamLastSeq(leader, lc.stream)
	})
	return lagged
}

// retried runs call until it returns something other than unavailable
// (which a worker's caller retries), and returns that. Unavailable lasts
// as long as the cluster takes to settle (a replica cut off from its
// leader answers leader reads unavailable), which a loaded machine
// lengthens: the bound is natstest.StartTimeout, not a count.
func retried(t *testing.T, call func() error) {
	t.Helper()
	deadline := time.Now().Add(natstest.StartTimeout)
	for {
		err := call()
		if err == nil {
			return
		}
		if pii.CodeOf(err) != pii.CodeUnavailable || time.Now().After(deadline) {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Turns run in batches, each while the replica lags.
const lagBatches, lagBatch = 6, 10

// TestAJustIssuedTokenRestoresOnAnotherWorkerWhateverReplicaAnswers: one
// worker issues a token, another restores it right after, while one of
// the bucket's three replicas hears none of the writes (and answers a
// third of the direct gets): on a thread the second worker never read
// (its first turn), and on one it holds, where the new token is the
// second. Every token restores; none is reported invented.
func TestAJustIssuedTokenRestoresOnAnotherWorkerWhateverReplicaAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	lc := newLaggingCluster(t, "lagrestore")
	writer := newPipeline(t, lc.store(t))
	readerStore := lc.store(t)
	reader := newPipeline(t, readerStore)
	lagged := 0
	for b := range lagBatches {
		if lc.behind(t, func() {
			for i := b * lagBatch; i < (b+1)*lagBatch; i++ {
				thread := threadID(t, i)
				first := testValues[i%len(testValues)]
				second := testValues[(i+5)%len(testValues)]
				if first.Label == second.Label {
					second = testValues[(i+6)%len(testValues)]
				}
				for turn, value := range []string{first.Value, second.Value} {
					text := fmt.Sprintf("turn %d: %s", turn, value)
					var a pipeline.Anonymized
					var r pipeline.Restored
					retried(t, func() (err error) {
						a, err = writer.Anonymize(ctxT(t), thread, text, pii.RoleUser)
						return err
					})
					retried(t, func() (err error) {
						r, err = reader.Deanonymize(ctxT(t), thread, a.Text)
						return err
					})
					if len(r.Invented) != 0 || r.Text != text {
						t.Errorf("thread %d turn %d: %q restored as %q, invented %v", i, turn, text, r.Text, r.InventedTokens())
					}
				}
			}
		}) {
			lagged++
		}
	}
	// The lagging replica answered some of the reads (it is picked at
	// random, one time in three).
	stats := readerStore.Stats()
	if lagged < lagBatches || stats.ShortReads == 0 {
		t.Errorf("the replica was behind in %d batches of %d; %d reads served short", lagged, lagBatches, stats.ShortReads)
	}
	t.Logf("%d reads served short, %d leader checks", stats.ShortReads, stats.LeaderChecks)
}

// TestAColdReadKnowsEveryValueTheLeaderHolds: a worker whose detector
// finds nothing opens, for the first time, a thread another worker just
// wrote to, while a replica that answers a third of the direct gets
// lacks those writes: the values the thread holds are found in its text
// all the same (a cold read is complete as of the stream leader), and a
// count of known values agrees.
func TestAColdReadKnowsEveryValueTheLeaderHolds(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	lc := newLaggingCluster(t, "lagcold")
	writer := newPipeline(t, lc.store(t))
	blindStore := lc.store(t)
	blind := pipelineKnowing(t, blindStore, nil)
	counter := pipelineKnowing(t, lc.store(t), nil)
	for b := range lagBatches {
		lc.behind(t, func() {
			for i := b * lagBatch; i < (b+1)*lagBatch; i++ {
				thread := threadID(t, i)
				v := testValues[i%len(testValues)]
				var first, again pipeline.Anonymized
				var n int
				retried(t, func() (err error) {
					first, err = writer.Anonymize(ctxT(t), thread, "first: "+v.Value, pii.RoleUser)
					return err
				})
				retried(t, func() (err error) {
					again, err = blind.Anonymize(ctxT(t), thread, "again: "+v.Value, pii.RoleUser)
					return err
				})
				retried(t, func() (err error) {
					n, err = counter.CountKnown(ctxT(t), thread, "and "+v.Value)
					return err
				})
				token := strings.TrimPrefix(first.Text, "first: ")
				if again.Text != "again: "+token {
					t.Errorf("thread %d: %q anonymized as %q, want %q", i, v.Value, again.Text, "again: "+token)
				}
				if n != 1 {
					t.Errorf("thread %d: %d known values counted, want 1", i, n)
				}
			}
		})
	}
	if blindStore.Stats().ShortReads == 0 {
		t.Error("no cold read was served short: the lagging replica answered none")
	}
}

// TestEntriesConfirmedReadsWhatTheLeaderHolds: the entries after a view,
// read for a token the view lacks, are the leader's, every time, while
// the replica that answers a third of the direct gets lacks them; once
// the thread is forgotten, its old generation is gone.
func TestEntriesConfirmedReadsWhatTheLeaderHolds(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	lc := newLaggingCluster(t, "lagconfirm")
	writer := lc.store(t)
	reader := lc.store(t)
	ctx := ctxT(t)
	head, _, err := writer.Open(ctx, "t", true)
	if err != nil {
		t.Fatal(err)
	}
	entry := func(i int) pipeline.Entry {
		return pipeline.Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
	}
	if err := writer.Append(ctx, "t", head.Gen, 1, entry(1)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := reader.Open(ctx, "t", false); err != nil {
		t.Fatal(err)
	}
	const rounds = 12
	lc.behind(t, func() {
		for n := 2; n < 2+rounds; n++ {
			untilAnswered(t, func() error { return writer.Append(ctx, "t", head.Gen, n, entry(n)) })
			var got []pipeline.Entry
			untilAnswered(t, func() (err error) {
				got, err = reader.EntriesConfirmed(ctx, "t", head.Gen, n)
				return err
			})
			if len(got) != 1 || got[0] != entry(n) {
				t.Fatalf("entries from %d: %+v, want entry %d", n, got, n)
			}
		}
	})
	if got := reader.Stats().LeaderChecks; got != rounds {
		t.Errorf("%d leader checks, want %d", got, rounds)
	}
	if _, err := writer.Forget(ctx, "t"); err != nil {
		t.Fatal(err)
	}
	if _, err := reader.EntriesConfirmed(ctx, "t", head.Gen, 1); !errors.Is(err, pipeline.ErrGenerationGone) {
		t.Errorf("after a forget: %v, want the generation gone", err)
	}
}

// jsNotAvailable is nats-server's error code for "JetStream system
// temporarily unavailable" (JSClusterNotAvailErr).
const jsNotAvailable = 10008

// untilAnswered calls f again while the cluster answers that JetStream is
// temporarily unavailable (503, as during a leader election a loaded
// machine can cause): the server refused the call without doing it. Any
// other error fails the test.
func untilAnswered(t *testing.T, f func() error) {
	t.Helper()
	natstest.Eventually(t, "a call the cluster answers", func() bool {
		err := f()
		var api *jetstream.APIError
		if err != nil && !(errors.As(err, &api) && api.Code == 503 && api.ErrorCode == jsNotAvailable) {
			t.Fatal(err)
		}
		return err == nil
	})
}
