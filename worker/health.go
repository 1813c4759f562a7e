package worker

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"time"
)

// probeTTL is how long a store probe's finding is reused: health checks
// from several orchestrators cost one write per worker and period.
const probeTTL = 2 * time.Second

// probeTimeout bounds one probe: a write a quorum does not acknowledge in
// that time is as good as refused for a caller with a deadline.
const probeTimeout = 2 * time.Second

// watchEvery is how often the store watchdog probes when nothing asks.
const watchEvery = 15 * time.Second

// Health is the body of /healthz and /readyz.
type Health struct {
	// Status is "ok", "degraded" (NATS or the store cannot serve),
	// "starting" or "stopping".
	Status string `json:"status"`
	// Ready: the store is open, the endpoints registered, the consumers
	// running, and NATS and the store can serve.
	Ready bool `json:"ready"`
	// NATS is the connection's status.
	NATS string `json:"nats"`
	// Store is "ok" or why the thread store cannot take writes.
	Store string   `json:"store"`
	Mode  []string `json:"modes"`
}

// Check reports the worker's health: its lifecycle state, the NATS
// connection and whether the thread store takes writes (a probe write,
// its finding reused for 2 s).
func (w *Worker) Check(ctx context.Context) Health {
	h := Health{Status: "ok", NATS: "not connected yet", Store: "not open yet", Mode: w.cfg.Worker.Modes}
	nc := w.conn.Load()
	if nc != nil {
		h.NATS = nc.Status().String()
	}
	if w.state.Load() == stateStarting || w.probe == nil {
		h.Status = "starting"
		return h
	}
	h.Store = "ok"
	if err := w.probe.result(ctx); err != nil {
		h.Status, h.Store = "degraded", err.Error()
	}
	if !nc.IsConnected() {
		h.Status = "degraded"
	}
	if w.state.Load() == stateDraining {
		h.Status = "stopping"
	}
	h.Ready = h.Status == "ok"
	return h
}

// healthz answers 200 while the worker can serve (NATS connected, the
// store takes writes), 503 otherwise: starting, stopping, or degraded
// (the body says why).
func (w *Worker) healthz(rw http.ResponseWriter, r *http.Request) {
	h := w.checkHTTP(r)
	w.writeHealth(rw, h, h.Status == "ok")
}

// readyz answers 200 once the worker is ready to take traffic: started
// (store open, endpoints registered, consumers running) and healthy, and
// 503 before, while degraded, and from the moment it starts draining.
func (w *Worker) readyz(rw http.ResponseWriter, r *http.Request) {
	h := w.checkHTTP(r)
	w.writeHealth(rw, h, h.Ready)
}

// livez answers 200 as long as the process serves HTTP, whatever NATS and
// the store do: restarting the worker brings neither back, so a liveness
// probe (one that restarts what fails it) must not depend on them, and a
// worker that waits for its servers is alive.
func (w *Worker) livez(rw http.ResponseWriter, _ *http.Request) {
	rw.Header().Set("Content-Type", "application/json")
	_, _ = rw.Write([]byte(`{"status":"alive"}` + "\n"))
}

func (w *Worker) checkHTTP(r *http.Request) Health {
	ctx, cancel := context.WithTimeout(r.Context(), probeTimeout+time.Second)
	defer cancel()
	return w.Check(ctx)
}

func (w *Worker) writeHealth(rw http.ResponseWriter, h Health, ok bool) {
	rw.Header().Set("Content-Type", "application/json")
	if !ok {
		rw.WriteHeader(http.StatusServiceUnavailable)
	}
	_ = json.NewEncoder(rw).Encode(h)
}

// storeProbe runs a store probe at most once per probeTTL, whoever asks.
type storeProbe struct {
	run func(context.Context) error

	mu  sync.Mutex // held while probing: callers wait for the finding
	at  time.Time
	err error
}

func newStoreProbe(run func(context.Context) error) *storeProbe {
	return &storeProbe{run: run}
}

// result returns the latest finding, probing when it is older than
// probeTTL.
func (p *storeProbe) result(ctx context.Context) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.at.IsZero() && time.Since(p.at) < probeTTL {
		return p.err
	}
	pctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	p.err = p.run(pctx)
	if ctx.Err() != nil {
		return p.err // the caller gave up: do not keep a finding about it
	}
	p.at = time.Now()
	return p.err
}

// forget drops the latest finding.
func (p *storeProbe) forget() {
	p.mu.Lock()
	p.at = time.Time{}
	p.mu.Unlock()
}

// probeStore probes the current thread store.
func (w *Worker) probeStore(ctx context.Context) error {
	e := w.eng.Load()
	if e == nil || e.store.probe == nil {
		return nil
	}
	return e.store.probe(ctx)
}

// storeTrouble asks the watchdog to probe the store now: a message just
// failed because the store was unavailable.
func (w *Worker) storeTrouble() {
	select {
	case w.kick <- struct{}{}:
	default:
	}
}

// watchStore probes the thread store now and then, and at once after a
// message failed for want of it, and creates the bucket again when it was
// deleted: without it every first sighting would fail until a restart.
func (w *Worker) watchStore() {
	defer w.bg.Done()
	tick := time.NewTicker(watchEvery)
	defer tick.Stop()
	for {
		select {
		case <-w.ctx.Done():
			return
		case <-tick.C:
		case <-w.kick:
		}
		err := w.probe.result(w.ctx)
		if errors.Is(err, errBucketMissing) && w.ctx.Err() == nil {
			w.recreateStore()
		}
	}
}

// recreateStore opens the store anew, which creates its bucket, and swaps
// in a pipeline and processor built on it: the old ones cache threads the
// deleted bucket held. Messages in flight on the old store fail with
// unavailable, which clients retry.
func (w *Worker) recreateStore() {
	w.log.Warn("the thread store's KV bucket was deleted: creating it again; the threads it held are lost")
	eng, err := w.newEngine(w.ctx)
	if err != nil {
		if w.ctx.Err() == nil {
			w.log.Error("the thread store's KV bucket could not be created again", "err", err)
		}
		return
	}
	old := w.eng.Swap(eng)
	w.m.retire(old.store.threads, old.pipe.CacheStats())
	if old.store.close != nil {
		old.store.close()
	}
	w.probe.forget()
	w.log.Info("the thread store's KV bucket exists again")
}
