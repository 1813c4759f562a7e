package worker

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/detector/natsdetect"
	"github.com/piighost/piighost-nats/pii"
)

// NewLogger returns a JSON slog logger at level ("debug", "info", "warn",
// "error") on out (stderr when nil). The worker never logs message content.
func NewLogger(out io.Writer, level string) *slog.Logger {
	if out == nil {
		out = os.Stderr
	}
	var l slog.Level
	_ = l.UnmarshalText([]byte(strings.ToUpper(level)))
	return slog.New(slog.NewJSONHandler(out, &slog.HandlerOptions{Level: l}))
}

// startHTTP serves /metrics (Prometheus) and /healthz.
func (w *Worker) startHTTP() error {
	if w.cfg.HTTP.Listen == "off" {
		return nil
	}
	ln, err := net.Listen("tcp", w.cfg.HTTP.Listen)
	if err != nil {
		return configErr("http.listen %q: %v", w.cfg.HTTP.Listen, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(w.m.reg, promhttp.HandlerOpts{}))
	mux.HandleFunc("GET /healthz", w.healthz)
	w.httpL = ln
	w.httpS = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := w.httpS.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			w.log.Error("operations endpoint stopped", "err", err)
		}
	}()
	return nil
}

// HTTPAddr is the address of the operations endpoint, or "".
func (w *Worker) HTTPAddr() string {
	if w.httpL == nil {
		return ""
	}
	return w.httpL.Addr().String()
}

// Health is the body of /healthz.
type Health struct {
	Status string   `json:"status"` // "ok" or "degraded"
	NATS   string   `json:"nats"`   // connection status
	Store  string   `json:"store"`  // "ok" or the failure
	Mode   []string `json:"modes"`
}

// Check reports the worker's health: the NATS connection and the thread
// store.
func (w *Worker) Check(ctx context.Context) Health {
	h := Health{Status: "ok", NATS: w.nc.Status().String(), Store: "ok", Mode: w.cfg.Worker.Modes}
	if !w.nc.IsConnected() {
		h.Status = "degraded"
	}
	if w.store.health != nil {
		if err := w.store.health(ctx); err != nil {
			h.Status, h.Store = "degraded", err.Error()
		}
	}
	return h
}

func (w *Worker) healthz(rw http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	h := w.Check(ctx)
	rw.Header().Set("Content-Type", "application/json")
	if h.Status != "ok" {
		rw.WriteHeader(http.StatusServiceUnavailable)
	}
	_ = json.NewEncoder(rw).Encode(h)
}

// detectorBuilders provides the detector types that need the worker's
// connection: "nats".
func (w *Worker) detectorBuilders() map[string]config.DetectorBuilder {
	return map[string]config.DetectorBuilder{
		"nats": func(d *config.Detector) (pii.Detector, error) {
			return natsdetect.New(w.nc, natsdetect.Config{Subject: d.Subject, Timeout: d.Timeout.D(), Language: d.Language,
				Entities: d.Entities, ScoreThreshold: d.ScoreThreshold, LabelMap: d.LabelMap})
		},
	}
}
