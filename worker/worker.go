package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/durable"
	"github.com/piighost/piighost-nats/worker/internal/embedded"
	"github.com/piighost/piighost-nats/worker/internal/handle"
	"github.com/piighost/piighost-nats/worker/internal/pipe"
	"github.com/piighost/piighost-nats/worker/internal/service"
	"github.com/piighost/piighost-nats/worker/internal/threads"
)

// Worker puts the processor on NATS: a micro service for request/reply,
// JetStream consumers for pipeline mode, or both. It is built and started
// by Start and stopped by Shutdown.
type Worker struct {
	cfg  *config.Config
	log  *slog.Logger
	opts options

	conn    link                            // the NATS server and connection
	keys    atomic.Pointer[kvstore.Keyring] // the thread store's keys; nil with in-process threads and no keys configured
	threads atomic.Pointer[threads.Keeper]  // the thread store and the engine on it, once open
	m       *metrics
	ops     ops // the operations endpoint and the span exporter

	h         *handle.Handler  // every message, whatever its mode
	svc       *service.Service // service mode, or nil
	pipe      *pipe.Pipe       // pipeline mode, or nil
	consumers *durable.Set     // pipeline mode's consumers, or nil

	life lifecycle
}

// options are what the Options set besides the logger.
type options struct {
	tp trace.TracerProvider // from WithTracerProvider, or nil
	// wrapThreads, set by tests, wraps the thread store the pipeline
	// runs on (a port that parks loads until released).
	wrapThreads func(pipeline.Store) pipeline.Store
}

// link is the worker's NATS: its embedded server, or nil, and the
// connection, set once connected (the health handlers run during the
// start).
type link struct {
	srv *embedded.Server
	nc  atomic.Pointer[nats.Conn]
	js  jetstream.JetStream
}

// lifecycle is the worker's state, and what bounds its work.
type lifecycle struct {
	state atomic.Int32
	// ctx bounds message processing; it ends only once in-flight work
	// drained, or the drain timed out.
	ctx    context.Context
	cancel context.CancelFunc
	once   sync.Once
	err    error
}

// Lifecycle states, as /healthz and /readyz report them.
const (
	stateStarting int32 = iota
	stateReady
	stateDraining
)

// Option adjusts a Worker.
type Option func(*Worker)

// WithLogger sets the logger (default: JSON on stderr at the configured
// level).
func WithLogger(l *slog.Logger) Option { return func(w *Worker) { w.log = l } }

// Start validates cfg as Validate does, then starts a worker: the
// operations endpoint first (so /healthz and /readyz answer during the
// start), the embedded server when no NATS URL is set (without its client
// port) or the connection to the configured servers, the thread store,
// the processor, the service endpoints and the pipeline-mode consumers;
// last, the embedded server's client port. A client therefore never
// reaches an embedded worker that cannot answer it yet.
//
// Whatever does not answer yet (servers, a JetStream cluster electing its
// leaders, a bucket or stream that several workers create at once) is
// retried with a growing delay until ctx ends; Start then returns an error
// matching ctx.Err(). Refusals that will not pass (a configuration error,
// a port in use, credentials refused) return at once.
func Start(ctx context.Context, cfg *config.Config, opts ...Option) (_ *Worker, err error) {
	w := &Worker{cfg: cfg, m: newMetrics()}
	for _, o := range opts {
		o(w)
	}
	if w.log == nil {
		w.log = NewLogger(nil, cfg.Log.Level)
	}
	if err := Validate(cfg); err != nil {
		return nil, err
	}
	w.life.ctx, w.life.cancel = context.WithCancel(context.Background())
	defer func() {
		if err != nil {
			w.abort()
			if ctx.Err() != nil {
				err = fmt.Errorf("start interrupted: %w", ctx.Err())
			}
		}
	}()
	if err := w.startTracing(); err != nil {
		return nil, err
	}
	if err := w.startHTTP(); err != nil {
		return nil, err
	}
	if err := w.startNATS(ctx); err != nil {
		return nil, err
	}
	if err := w.openThreads(ctx); err != nil {
		return nil, err
	}
	w.h = handle.New(handle.Config{Log: w.log, Trace: w.ops.trace, Metrics: w.m.messages,
		Processor: w.processor, Digest: w.threadDigest, Unavailable: w.storeTrouble})
	if cfg.HasMode(config.ModeService) {
		w.svc, err = service.Start(service.Config{Config: cfg, NC: w.nc(), Log: w.log, Handler: w.h,
			Metrics: w.m.service, Version: Version, Ctx: w.life.ctx})
		if err != nil {
			return nil, fmt.Errorf("service mode: %w", err)
		}
	}
	if cfg.HasMode(config.ModePipeline) {
		if err := w.startPipeline(ctx); err != nil {
			return nil, fmt.Errorf("pipeline mode: %w", err)
		}
	}
	// Subscriptions reach the server asynchronously: flush, so that once
	// Start returns (and before the embedded port opens) a request finds
	// its endpoint.
	if err := w.nc().FlushTimeout(10 * time.Second); err != nil {
		return nil, fmt.Errorf("flush subscriptions: %w", err)
	}
	if srv := w.conn.srv; srv != nil {
		if err := srv.Listen(); err != nil {
			return nil, explainListen(err, w.HTTPAddr())
		}
	}
	w.warnDeprecated()
	w.threads.Load().Watch(w.life.ctx)
	w.life.state.Store(stateReady)
	w.log.Info("worker started", "modes", cfg.Worker.Modes, "prefix", cfg.Worker.Prefix,
		"nats", w.ClientURL(), "embedded", w.conn.srv != nil, "http", w.HTTPAddr())
	return w, nil
}

// startNATS starts the embedded server, or joins the configured servers,
// and connects.
func (w *Worker) startNATS(ctx context.Context) error {
	var nc *nats.Conn
	if w.cfg.Embedded() {
		key, err := embeddedSecret(w.cfg, "jetstream.key", w.log)
		if err != nil {
			return err
		}
		srv, err := embedded.Start(ctx, embedded.Config{Listen: w.cfg.NATS.Listen, DataDir: w.cfg.NATS.DataDir,
			JetStreamKey: key, Debug: w.cfg.Log.Level == "debug"}, w.log)
		if err != nil {
			return explainListen(err, w.HTTPAddr())
		}
		w.conn.srv = srv
		w.log.Info("embedded NATS server with JetStream started; its client port opens once the worker is ready",
			"listen", w.cfg.NATS.Listen, "data_dir", w.cfg.NATS.DataDir, "keys_dir", w.cfg.KeysDir())
		if w.cfg.KeysBesideData() {
			w.log.Warn("the keys are kept beside the data they encrypt: a copy of the data directory can be decrypted; beyond a laptop, keep them elsewhere ([keys] dir, -keys-dir, PIIGHOST_KEYS_DIR)", "keys_dir", w.cfg.KeysDir())
		}
		if nc, err = srv.ConnectInProcess(w.cfg, w.log); err != nil {
			return fmt.Errorf("connect to NATS: %w", err)
		}
	} else {
		w.log.Info("joining NATS", "url", redactURLs(w.cfg.NATS.URL), "set_by", originOf(w.cfg, "nats.url"))
		var err error
		nc, err = embedded.Connect(ctx, w.cfg, w.log, "url", redactURLs(w.cfg.NATS.URL), "set_by", originOf(w.cfg, "nats.url"))
		if err != nil {
			return fmt.Errorf("connect to NATS: %w", err)
		}
	}
	w.conn.nc.Store(nc)
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	w.conn.js = js
	return nil
}

// startPipeline starts pipeline mode on a set of durable consumers of
// its own.
func (w *Worker) startPipeline(ctx context.Context) error {
	w.consumers = durable.NewSet(durable.Config{JS: w.conn.js, Log: w.log, Explain: w.explainNoJetStream,
		OpTimeout: max(w.cfg.Worker.Timeout.D(), time.Second), FloorEvery: durable.FloorInterval(w.cfg.Worker.DuplicateWindow.D()),
		Metrics: w.m.consumers})
	w.consumers.Start(w.life.ctx)
	var err error
	w.pipe, err = pipe.Start(ctx, pipe.Config{Config: w.cfg, NC: w.nc(), JS: w.conn.js, Log: w.log, Handler: w.h,
		Consumers: consumers{w.consumers}, Explain: w.explainNoJetStream, Metrics: w.m.pipe, Ctx: w.life.ctx})
	return err
}

// nc returns the worker's connection, nil before it is connected.
func (w *Worker) nc() *nats.Conn { return w.conn.nc.Load() }

// ClientURL is the URL other programs use to reach the NATS server the
// worker uses: the embedded one (with the port it listens on), or the
// server the worker is connected to.
func (w *Worker) ClientURL() string {
	if w.conn.srv != nil {
		return w.conn.srv.URL()
	}
	return w.nc().ConnectedUrlRedacted()
}

// Conn returns the worker's NATS connection.
func (w *Worker) Conn() *nats.Conn { return w.nc() }

// ErrorSubject is where pipeline mode reports a failed message of a
// channel: metadata only, never content.
func (w *Worker) ErrorSubject(ch wire.Channel) string {
	return wire.ErrorSubject(w.cfg.Worker.Prefix, ch)
}

// Shutdown stops the worker gracefully: no new messages are taken,
// in-flight messages finish (and are acked only once their output is
// stored), then the connection drains and the embedded server stops. ctx
// bounds the wait; past it, in-flight work is cancelled and unacked inputs
// are redelivered later.
func (w *Worker) Shutdown(ctx context.Context) error {
	w.life.once.Do(func() { w.life.err = w.shutdown(ctx) })
	return w.life.err
}

func (w *Worker) shutdown(ctx context.Context) error {
	w.life.state.Store(stateDraining)
	w.log.Info("draining")
	w.pipe.Draining() // every chunk's wait ends within a timeout of now
	var errs []error
	if err := w.svc.Stop(); err != nil {
		errs = append(errs, err)
	}
	// The consumers' loop stops before they drain, which it would
	// otherwise take for deletions.
	w.consumers.Drain(ctx)
	w.svc.Close()
	w.pipe.Close()
	done := make(chan struct{})
	go func() {
		w.svc.Wait()
		w.pipe.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		w.log.Warn("drain timed out; cancelling in-flight messages")
		errs = append(errs, ctx.Err())
	}
	// Requests already buffered by the client are still answered while the
	// connection drains; only then is processing cancelled.
	if nc := w.nc(); nc != nil {
		if err := nc.Drain(); err == nil {
			for !nc.IsClosed() && ctx.Err() == nil {
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
	w.life.state.Store(stateDraining)
	w.consumers.Stop()
	w.life.cancel()
	w.svc.Close()
	w.pipe.Close()
	w.pipe.WaitChunks()      // chunks cut short by a timed-out drain are handed back first
	w.threads.Load().Close() // its watchdog, then the store
	w.ops.close()
	if nc := w.nc(); nc != nil {
		if err := nc.Drain(); err != nil {
			nc.Close()
		}
		for i := 0; i < 100 && !nc.IsClosed(); i++ {
			time.Sleep(20 * time.Millisecond)
		}
		nc.Close()
	}
	if w.conn.srv != nil {
		w.conn.srv.Shutdown()
	}
	w.ops.stopTracing()
}

// Kill stops the worker abruptly, as a crash would: nothing is drained,
// acked or answered (its connection closes first, so a request its
// ending cuts short gets no reply, as from a crashed process). Tests use
// it to prove that nothing is lost.
func (w *Worker) Kill() {
	w.life.once.Do(func() {
		w.life.state.Store(stateDraining)
		w.nc().Close()
		w.consumers.Stop()
		w.life.cancel()
		w.svc.Close() // idle runners return
		w.pipe.Close()
		w.ops.close()
		w.consumers.Kill()
		w.threads.Load().Close()
		if w.conn.srv != nil {
			w.conn.srv.Kill()
		}
		w.ops.stopTracing()
	})
}

// consumers keeps pipeline mode's consumers in a durable.Set: it
// implements pipe.Consumers (Every is the set's own).
type consumers struct{ *durable.Set }

// Bind implements pipe.Consumers.
func (c consumers) Bind(ctx context.Context, b pipe.Binding) (pipe.Consumer, error) {
	dc, err := c.Set.Bind(ctx, durable.Spec(b))
	if err != nil {
		return nil, err
	}
	return dc, nil
}

// Adopt implements pipe.Consumers.
func (c consumers) Adopt(b pipe.Binding, cons jetstream.Consumer) (pipe.Consumer, error) {
	dc, err := c.Set.Adopt(durable.Spec(b), cons)
	if err != nil {
		return nil, err
	}
	return dc, nil
}

// Create implements pipe.Consumers.
func (c consumers) Create(b pipe.Binding) pipe.Consumer { return c.Set.Create(durable.Spec(b)) }
