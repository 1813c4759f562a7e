package worker

import (
	"context"
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
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/detector/natsdetect"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/worker/internal/handle"
)

// ops is what operates the worker from outside: the HTTP endpoint of
// /metrics, /healthz, /readyz and /livez, and the tracer.
type ops struct {
	srv   *http.Server
	ln    net.Listener
	trace *handle.Tracing
	// stopTrace flushes the spans the exporter still buffers.
	stopTrace func(context.Context) error
}

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
	w.ops.ln = ln
	w.ops.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		if err := w.ops.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			w.log.Error("operations endpoint stopped", "err", err)
		}
	}()
	return nil
}

// HTTPAddr is the address of the operations endpoint, or "".
func (w *Worker) HTTPAddr() string {
	if w.ops.ln == nil {
		return ""
	}
	return w.ops.ln.Addr().String()
}

// close closes the operations endpoint.
func (o *ops) close() {
	if o.srv != nil {
		_ = o.srv.Close()
	}
}

// WithTracerProvider makes the worker trace with tp, whatever [tracing]
// says: for a program that embeds the worker and has its own provider,
// and for tests.
func WithTracerProvider(tp trace.TracerProvider) Option {
	return func(w *Worker) { w.opts.tp = tp }
}

// startTracing sets up the tracer: the provider given with
// WithTracerProvider, else an OTLP/HTTP exporter when [tracing] is on,
// else a no-op. The exporter connects lazily: a collector that is down
// costs dropped spans, never a failed start.
func (w *Worker) startTracing() error {
	switch {
	case w.opts.tp != nil:
		w.ops.trace = handle.NewTracing(w.opts.tp, Version)
		return nil
	case !w.cfg.Tracing.Enabled:
		w.ops.trace = handle.NewTracing(nil, Version)
		return nil
	}
	tc := w.cfg.Tracing
	exp, err := otlptracehttp.New(context.Background(),
		otlptracehttp.WithEndpointURL(tc.Endpoint),
		otlptracehttp.WithHeaders(tc.Headers),
		otlptracehttp.WithTimeout(tc.Timeout.D()))
	if err != nil {
		return configErr("tracing.endpoint: %v", err)
	}
	b := ReadBuildInfo()
	res := resource.NewSchemaless(
		attribute.String("service.name", tc.ServiceName),
		attribute.String("service.version", b.Version),
	)
	tp := sdktrace.NewTracerProvider(
		sdktrace.WithBatcher(exp),
		sdktrace.WithResource(res),
		sdktrace.WithSampler(sdktrace.ParentBased(sdktrace.TraceIDRatioBased(tc.Ratio()))),
	)
	w.ops.trace, w.ops.stopTrace = handle.NewTracing(tp, Version), tp.Shutdown
	w.log.Info("tracing on: spans go to the OTLP endpoint", "endpoint", tc.Endpoint, "sample_ratio", tc.Ratio())
	return nil
}

// stopTracing flushes the spans still buffered, for at most 5 s.
func (o *ops) stopTracing() {
	if o.stopTrace == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = o.stopTrace(ctx)
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
