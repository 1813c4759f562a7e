package worker

import (
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
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

// startHTTP serves /metrics (Prometheus), /healthz, /readyz and /livez.
// It starts first, so that they answer while the worker starts; an
// address it cannot listen on fails the start at once.
func (w *Worker) startHTTP() error {
	if w.cfg.HTTP.Listen == "off" {
		return nil
	}
	ln, err := net.Listen("tcp", w.cfg.HTTP.Listen)
	if err != nil {
		return configErr("%s: http.listen %q: %v", originOf(w.cfg, "http.listen"), w.cfg.HTTP.Listen, err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(w.m.reg, promhttp.HandlerOpts{}))
	mux.HandleFunc("GET /healthz", w.healthz)
	mux.HandleFunc("GET /readyz", w.readyz)
	mux.HandleFunc("GET /livez", w.livez)
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

// detectorBuilders provides the detector types that need the worker's
// connection: "nats".
func detectorBuilders(nc *nats.Conn) map[string]config.DetectorBuilder {
	return map[string]config.DetectorBuilder{
		"nats": func(d *config.Detector) (pii.Detector, error) {
			return natsdetect.New(nc, natsdetect.Config{Subject: d.Subject, Timeout: d.Timeout.D(), Language: d.Language,
				Entities: d.Entities, ScoreThreshold: d.ScoreThreshold, LabelMap: d.LabelMap})
		},
	}
}
