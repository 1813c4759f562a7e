package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nats.go/micro"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// Worker puts the processor on NATS: a micro service for request/reply,
// JetStream consumers for pipeline mode, or both. It is built and started
// by Start and stopped by Shutdown.
type Worker struct {
	cfg *config.Config
	log *slog.Logger

	srv   *server.Server // embedded server, or nil
	nc    *nats.Conn
	js    jetstream.JetStream
	pipe  *pipeline.Pipeline
	proc  *processor.Processor
	store storeHandle
	keys  *kvstore.Keyring // the thread store's keys; nil with in-process threads and no keys configured
	m     *metrics
	httpS *http.Server
	httpL net.Listener

	services  []micro.Service
	consumers []jetstream.ConsumeContext

	// ctx bounds message processing; it ends only once in-flight work
	// drained, or the drain timed out.
	ctx      context.Context
	cancel   context.CancelFunc
	inflight sync.WaitGroup

	stopOnce sync.Once
	stopErr  error
}

// Option adjusts a Worker.
type Option func(*Worker)

// WithLogger sets the logger (default: JSON on stderr at the configured
// level).
func WithLogger(l *slog.Logger) Option { return func(w *Worker) { w.log = l } }

// Start builds a worker from cfg and starts it: the embedded server when no
// NATS URL is set, the thread store, the processor, the service endpoints
// and the pipeline-mode consumers, and the operations endpoint.
func Start(ctx context.Context, cfg *config.Config, opts ...Option) (_ *Worker, err error) {
	w := &Worker{cfg: cfg, m: newMetrics()}
	for _, o := range opts {
		o(w)
	}
	if w.log == nil {
		w.log = NewLogger(nil, cfg.Log.Level)
	}
	w.ctx, w.cancel = context.WithCancel(context.Background())
	defer func() {
		if err != nil {
			w.abort()
		}
	}()
	if err := w.startNATS(); err != nil {
		return nil, err
	}
	if err := w.startProcessor(ctx); err != nil {
		return nil, err
	}
	if err := w.startHTTP(); err != nil {
		return nil, err
	}
	if cfg.HasMode(config.ModeService) {
		if err := w.startServices(); err != nil {
			return nil, fmt.Errorf("service mode: %w", err)
		}
	}
	if cfg.HasMode(config.ModePipeline) {
		if err := w.startPipeline(ctx); err != nil {
			return nil, fmt.Errorf("pipeline mode: %w", err)
		}
	}
	// Subscriptions reach the server asynchronously: flush, so that once
	// Start returns a request finds its endpoint.
	if err := w.nc.FlushTimeout(10 * time.Second); err != nil {
		return nil, fmt.Errorf("flush subscriptions: %w", err)
	}
	w.log.Info("worker started", "modes", cfg.Worker.Modes, "prefix", cfg.Worker.Prefix,
		"nats", w.nc.ConnectedUrlRedacted(), "embedded", w.srv != nil, "http", w.HTTPAddr())
	return w, nil
}

func (w *Worker) startNATS() error {
	if w.cfg.Embedded() {
		srv, err := startEmbedded(w.cfg, w.log)
		if err != nil {
			return err
		}
		w.srv = srv
		w.log.Info("embedded NATS server with JetStream started", "url", srv.ClientURL(), "data_dir", w.cfg.NATS.DataDir, "keys_dir", w.cfg.KeysDir())
		if w.cfg.KeysBesideData() {
			w.log.Warn("the keys are kept beside the data they encrypt: a copy of the data directory can be decrypted; beyond a laptop, keep them elsewhere ([keys] dir, -keys-dir, PIIGHOST_KEYS_DIR)", "keys_dir", w.cfg.KeysDir())
		}
	}
	nc, err := connect(w.cfg.NATS, w.srv, w.log)
	if err != nil {
		return fmt.Errorf("connect to NATS: %w", err)
	}
	w.nc = nc
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	w.js = js
	return nil
}

func (w *Worker) startProcessor(ctx context.Context) error {
	store, err := openStore(ctx, w)
	if err != nil {
		return err
	}
	w.store = store
	if src, ok := store.threads.(StatsSource); ok {
		w.m.registerStore(src)
	}
	pipe, err := w.cfg.Build(config.BuildOptions{
		Store:     store.threads,
		Detectors: w.detectorBuilders(),
		OnFallback: func(kind, reason string) {
			w.m.fallbacks.WithLabelValues(kind, reason).Inc()
			w.log.Warn("external detector failed; embedded fallback used", "detector", kind, "reason", reason)
		},
		OnFailClosed: func(kind, reason string) {
			w.m.closed.WithLabelValues(kind, reason).Inc()
			w.log.Warn("external detector failed; message failed closed", "detector", kind, "reason", reason)
		},
		OnGuardFlag: func(labels []string) {
			for _, l := range labels {
				w.m.guard.WithLabelValues(l).Inc()
			}
		},
	})
	if err != nil {
		return err
	}
	w.pipe = pipe
	proc, err := processor.New(processor.Config{
		Pipeline:       pipe,
		ToolStrategy:   w.cfg.Strategies.Tool,
		ToolStrategies: w.cfg.Strategies.Tools,
		Invented:       w.cfg.Strategies.Invented,
		Assistant:      w.cfg.Strategies.Assistant,
		Strict:         w.cfg.Strategies.Strict,
		OnClearKnown:   w.reportClearKnown,
		Streams:        store.streams,
		Limits:         envelope.Limits{MaxDepth: w.cfg.Worker.MaxDepth, MaxBytes: w.cfg.Worker.MaxPayload},
	})
	if err != nil {
		return err
	}
	w.proc = proc
	return nil
}

// ClientURL is the URL other programs use to reach the NATS server the
// worker uses: the embedded one, or the first configured.
func (w *Worker) ClientURL() string {
	if w.srv != nil {
		return w.srv.ClientURL()
	}
	return w.nc.ConnectedUrl()
}

// Conn returns the worker's NATS connection.
func (w *Worker) Conn() *nats.Conn { return w.nc }

// Pipeline returns the worker's pipeline.
func (w *Worker) Pipeline() *pipeline.Pipeline { return w.pipe }

// Shutdown stops the worker gracefully: no new messages are taken,
// in-flight messages finish (and are acked only once their output is
// stored), then the connection drains and the embedded server stops. ctx
// bounds the wait; past it, in-flight work is cancelled and unacked inputs
// are redelivered later.
func (w *Worker) Shutdown(ctx context.Context) error {
	w.stopOnce.Do(func() { w.stopErr = w.shutdown(ctx) })
	return w.stopErr
}

func (w *Worker) shutdown(ctx context.Context) error {
	w.log.Info("draining")
	var errs []error
	for _, s := range w.services {
		if err := s.Stop(); err != nil {
			errs = append(errs, err)
		}
	}
	for _, c := range w.consumers {
		c.Drain()
	}
	for _, c := range w.consumers {
		select {
		case <-c.Closed():
		case <-ctx.Done():
		}
	}
	done := make(chan struct{})
	go func() { w.inflight.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		w.log.Warn("drain timed out; cancelling in-flight messages")
		errs = append(errs, ctx.Err())
	}
	// Requests already buffered by the client are still answered while the
	// connection drains; only then is processing cancelled.
	if w.nc != nil {
		if err := w.nc.Drain(); err == nil {
			for !w.nc.IsClosed() && ctx.Err() == nil {
				time.Sleep(10 * time.Millisecond)
			}
		}
	}
	w.abort()
	w.log.Info("stopped")
	return errors.Join(errs...)
}

// abort releases everything without waiting.
func (w *Worker) abort() {
	w.cancel()
	if w.httpS != nil {
		_ = w.httpS.Close()
	}
	if w.store.close != nil {
		w.store.close()
	}
	if w.nc != nil {
		if err := w.nc.Drain(); err != nil {
			w.nc.Close()
		}
		for i := 0; i < 100 && !w.nc.IsClosed(); i++ {
			time.Sleep(20 * time.Millisecond)
		}
		w.nc.Close()
	}
	if w.srv != nil {
		w.srv.Shutdown()
		w.srv.WaitForShutdown()
	}
}

// Kill stops the worker abruptly, as a crash would: nothing is drained or
// acked. Tests use it to prove pipeline mode loses nothing.
func (w *Worker) Kill() {
	w.stopOnce.Do(func() {
		w.cancel()
		if w.httpS != nil {
			_ = w.httpS.Close()
		}
		for _, c := range w.consumers {
			c.Stop()
		}
		w.nc.Close()
		if w.store.close != nil {
			w.store.close()
		}
		if w.srv != nil {
			w.srv.Shutdown()
		}
	})
}

// logFailure logs a failed message: channel, mode, code and the thread's
// keyed digest; never content, values or the thread id itself.
func (w *Worker) logFailure(ch wire.Channel, mode, thread string, err error, meta *jetstream.MsgMetadata) {
	attrs := []any{"channel", ch.String(), "mode", mode, "code", string(pii.CodeOf(err)), "error", safeMessage(err)}
	if thread != "" {
		attrs = append(attrs, "thread", thread)
	}
	if meta != nil {
		attrs = append(attrs, "stream", meta.Stream, "seq", meta.Sequence.Stream, "delivered", meta.NumDelivered)
	}
	level := slog.LevelInfo
	if !clientError(pii.CodeOf(err)) {
		level = slog.LevelWarn
	}
	w.log.Log(context.Background(), level, "message failed", attrs...)
}

// safeMessage is an error's message for logs and error events. Invented
// tokens are model text (a label may spell a name), so they are counted,
// not shown; other messages hold no content by construction.
func safeMessage(err error) string {
	var pe *pii.Error
	if !errors.As(err, &pe) {
		return "internal error"
	}
	if pe.Code == pii.CodeInventedPlaceholder {
		return "restored text holds " + strconv.Itoa(len(pe.Tokens)) + " or more tokens the thread never issued"
	}
	return pe.Error()
}

// clientError reports codes caused by the request rather than the worker.
func clientError(code pii.Code) bool {
	switch code {
	case pii.CodeBadRequest, pii.CodeMissingThreadID, pii.CodeInventedPlaceholder,
		pii.CodeOutOfOrder, pii.CodeStreamEnded:
		return true
	}
	return false
}
