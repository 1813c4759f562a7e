package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/worker"
)

// replicated is a worker configuration for an R3 cluster: the bucket and
// the pipeline-mode streams on three replicas.
func replicated(c *config.Config) {
	c.Memory = &config.Memory{Replicas: 3}
	c.Worker.Replicas = 3
}

// TestThreeWorkersStartedTogetherOnAFreshR3ClusterAllComeUp: they create
// the same bucket, streams and consumers at once while the cluster is
// young; each retries what JetStream cannot take yet, and all serve.
func TestThreeWorkersStartedTogetherOnAFreshR3ClusterAllComeUp(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	c := natstest.RunCluster(t, 3)
	url := c.URL()
	workers := make([]*worker.Worker, 3)
	errs := make([]error, 3)
	var wg sync.WaitGroup
	for i := range workers {
		cfg := testConfig(t, url, replicated)
		wg.Go(func() {
			log := worker.NewLogger(testLog{t, fmt.Sprintf("worker %d: ", i)}, "info")
			workers[i], errs[i] = worker.Start(callCtx(t), cfg, worker.WithLogger(log))
		})
	}
	wg.Wait()
	for i, w := range workers {
		if errs[i] != nil {
			t.Errorf("worker %d: %v", i, errs[i])
			continue
		}
		t.Cleanup(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			_ = w.Shutdown(ctx)
		})
	}
	if t.Failed() {
		return
	}
	svc := newServiceChannels(t, connect(t, url), client.WithRetries(0))
	for i := range 6 {
		rep, err := svc.modelIn(t, newThread(), client.UserMessage(fmt.Sprintf("mail w%d@example.com", i)))
		if err != nil || text(rep, 0) != "mail <<EMAIL:1>>" {
			t.Errorf("model.in: %v %v", err, rep)
		}
	}
	for i, w := range workers {
		if h := w.Check(callCtx(t)); !h.Ready {
			t.Errorf("worker %d not ready: %+v", i, h)
		}
	}
}

// testLog writes a worker's log into the test's, shown when it fails.
type testLog struct {
	t      *testing.T
	prefix string
}

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(l.prefix + strings.TrimSpace(string(p)))
	return len(p), nil
}

// TestHealthTellsWhenTheStoreCannotTakeWrites stops two of the three
// servers of an R3 cluster: /healthz and /readyz report that the store
// cannot take writes, and recover once the servers are back; /livez
// stays 200 (a restart would not bring a quorum back).
func TestHealthTellsWhenTheStoreCannotTakeWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	c := natstest.RunCluster(t, 3)
	w := startWorker(t, testConfig(t, c.URL(), replicated, func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	waitHealth(t, w, "/readyz", 200, "ok")

	// Keep the server the worker is connected to; stop the two others.
	connected := w.Conn().ConnectedServerName()
	var stopped []int
	for i, s := range c.Servers() {
		if s.Name() != connected {
			c.Stop(i)
			stopped = append(stopped, i)
		}
	}
	h := waitHealth(t, w, "/healthz", 503, "degraded")
	if !strings.Contains(h.Store, "cannot take writes") || h.Ready {
		t.Errorf("healthz during the quorum loss: %+v", h)
	}
	waitHealth(t, w, "/readyz", 503, "degraded")
	if resp, err := http.Get("http://" + w.HTTPAddr() + "/livez"); err != nil || resp.StatusCode != 200 {
		t.Errorf("livez during the quorum loss: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}

	for _, i := range stopped {
		c.Restart(i)
	}
	waitHealth(t, w, "/healthz", 200, "ok")
	if h := waitHealth(t, w, "/readyz", 200, "ok"); !h.Ready || h.Store != "ok" {
		t.Errorf("readyz after the servers returned: %+v", h)
	}
}

// waitHealth polls an endpoint until it answers status and code, and
// returns the body.
func waitHealth(t *testing.T, w *worker.Worker, path string, code int, status string) worker.Health {
	t.Helper()
	var h worker.Health
	natstest.Eventually(t, fmt.Sprintf("%s %d %s", path, code, status), func() bool {
		resp, err := http.Get("http://" + w.HTTPAddr() + path)
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		h = worker.Health{}
		if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
			return false
		}
		return resp.StatusCode == code && h.Status == status
	})
	return h
}

// TestADeletedBucketIsCreatedAgain: after someone deletes the thread
// store's bucket, new values get tokens again without a restart.
func TestADeletedBucketIsCreatedAgain(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	nc := connect(t, s.ClientURL())
	// No retries: the watchdog, not the client, must make the store work.
	c := newServiceChannels(t, nc, client.WithRetries(0))
	if _, err := c.modelIn(t, newThread(), client.UserMessage("mail a@example.com")); err != nil {
		t.Fatal(err)
	}
	js, _ := jetstream.New(nc)
	if err := js.DeleteKeyValue(callCtx(t), "piighost"); err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "a first sighting after the bucket was deleted", func() bool {
		rep, err := c.modelIn(t, newThread(), client.UserMessage("mail b@example.com"))
		return err == nil && text(rep, 0) == "mail <<EMAIL:1>>"
	})
	if _, err := js.KeyValue(callCtx(t), "piighost"); err != nil {
		t.Errorf("the bucket: %v", err)
	}
	waitHealth(t, w, "/readyz", 200, "ok")
}
