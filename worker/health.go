package worker

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

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
// connection and whether the thread store takes new values (a probe that
// writes a new key and reads it back, its finding reused for 2 s; when
// ctx ends before the probe does, the finding before it).
func (w *Worker) Check(ctx context.Context) Health {
	h := Health{Status: "ok", NATS: "not connected yet", Store: "not open yet", Mode: w.cfg.Worker.Modes}
	nc := w.nc()
	if nc != nil {
		h.NATS = nc.Status().String()
	}
	k := w.threads.Load()
	if w.life.state.Load() == stateStarting || k == nil {
		h.Status = "starting"
		return h
	}
	h.Store = "ok"
	if err := k.Probe(ctx); err != nil {
		h.Status, h.Store = "degraded", err.Error()
	}
	if !nc.IsConnected() {
		h.Status = "degraded"
	}
	if w.life.state.Load() == stateDraining {
		h.Status = "stopping"
	}
	h.Ready = h.Status == "ok"
	return h
}

// healthz answers 200 while the worker can serve (NATS connected, the
// store takes new values), 503 otherwise: starting, stopping, or degraded
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

// healthWait bounds how long /healthz and /readyz wait for a store probe
// under way: they answer within a second (an orchestrator's default
// probe timeout), with the finding before it when the probe takes
// longer.
const healthWait = 700 * time.Millisecond

func (w *Worker) checkHTTP(r *http.Request) Health {
	ctx, cancel := context.WithTimeout(r.Context(), healthWait)
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
