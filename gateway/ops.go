package gateway

import (
	"encoding/json"
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// OpsHandler serves the gateway's operations endpoint: /metrics (the
// registry given, which should hold Config.Registerer's metrics),
// /healthz and /readyz (200 once a worker answers, 503 otherwise, with
// the reason) and /livez.
func (g *Gateway) OpsHandler(gatherer prometheus.Gatherer) http.Handler {
	mux := http.NewServeMux()
	if gatherer != nil {
		mux.Handle("/metrics", promhttp.HandlerFor(gatherer, promhttp.HandlerOpts{}))
	}
	health := func(w http.ResponseWriter, r *http.Request) {
		err := g.Check(r.Context())
		body := map[string]any{"status": "ok", "ready": err == nil}
		status := http.StatusOK
		if err != nil {
			body["status"] = "degraded"
			body["worker"] = err.Error()
			status = http.StatusServiceUnavailable
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(body)
	}
	mux.HandleFunc("/healthz", health)
	mux.HandleFunc("/readyz", health)
	mux.HandleFunc("/livez", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	return mux
}
