package kvstore_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
)

// TestClusterLosesNoAcknowledgedToken writes to an R3 bucket from four
// workers while the bucket's stream leader is stopped: every token a call
// returned still restores afterwards through the two servers left.
func TestClusterLosesNoAcknowledgedToken(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	cluster := natstest.RunCluster(t, 3)
	servers := cluster.Servers()
	url := cluster.URL()
	cfg := kvstore.Config{Bucket: "replicated", Replicas: 3, Timeout: 2 * time.Second}

	_, js := connect(t, url)
	var first *kvstore.Store
	natstest.Eventually(t, "the R3 bucket", func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		st, err := kvstore.New(ctx, js, kvstore.Config{Bucket: cfg.Bucket, Replicas: 3, Keys: testKeys(t)})
		if err != nil {
			return false
		}
		first = st
		return true
	})
	t.Cleanup(func() { _ = first.Close() })

	type issued struct{ thread, anon, orig string }
	var mu sync.Mutex
	var acked []issued
	failures := 0
	stopAt := make(chan struct{})
	var once sync.Once
	var wg sync.WaitGroup
	const workers, perWorker = 4, 30
	for w := range workers {
		_, js := connect(t, url)
		p := newPipeline(t, newStore(t, js, cfg))
		wg.Go(func() {
			for i := 0; i < perWorker; {
				thread := threadID(t, i%3)
				v := testValues[(w*7+i)%len(testValues)].Value
				u := testValues[(w+i*3)%len(testValues)].Value
				text := fmt.Sprintf("worker %d message %d: %s and %s", w, i, v, u)
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				a, err := p.Anonymize(ctx, thread, text, pii.RoleUser)
				cancel()
				if err != nil {
					mu.Lock()
					failures++
					mu.Unlock()
					if pii.CodeOf(err) != pii.CodeUnavailable {
						t.Errorf("worker %d: %v", w, err)
						return
					}
					time.Sleep(50 * time.Millisecond)
					continue
				}
				mu.Lock()
				acked = append(acked, issued{thread, a.Text, text})
				n := len(acked)
				mu.Unlock()
				if n == workers*perWorker/3 {
					once.Do(func() { close(stopAt) })
				}
				i++
			}
		})
	}
	<-stopAt
	// Stop the stream's leader while the others keep writing.
	leader := streamLeader(t, js, "KV_"+cfg.Bucket)
	var survivors []string
	for _, s := range servers {
		if s.Name() == leader {
			stopServer(s)
		} else {
			survivors = append(survivors, s.ClientURL())
		}
	}
	if len(survivors) != 2 {
		t.Fatalf("leader %q not found", leader)
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	t.Logf("%d calls acknowledged, %d failed (unavailable) during the failover; leader was %s", len(acked), failures, leader)

	_, js2 := connect(t, strings.Join(survivors, ","))
	p := newPipeline(t, newStore(t, js2, cfg))
	for _, is := range acked {
		r, err := p.Deanonymize(ctxT(t), is.thread, is.anon)
		if err != nil {
			t.Fatalf("restore after failover: %v", err)
		}
		if r.Text != is.orig || len(r.Invented) != 0 {
			t.Fatalf("acknowledged token lost: %q restores to %q", is.anon, r.Text)
		}
	}
}

func streamLeader(t *testing.T, js jetstream.JetStream, name string) string {
	t.Helper()
	var leader string
	natstest.Eventually(t, "the stream's leader", func() bool {
		st, err := js.Stream(ctxT(t), name)
		if err != nil {
			return false
		}
		info, err := st.Info(ctxT(t))
		if err != nil || info.Cluster == nil {
			return false
		}
		leader = info.Cluster.Leader
		return leader != ""
	})
	return leader
}
