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
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nats.go/micro"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/embedded"
	"github.com/piighost/piighost-nats/worker/internal/threads"
)

// Worker puts the processor on NATS: a micro service for request/reply,
// JetStream consumers for pipeline mode, or both. It is built and started
// by Start and stopped by Shutdown.
type Worker struct {
	cfg *config.Config
	log *slog.Logger

	emb  *embedded.Server // embedded server, or nil
	nc   *nats.Conn
	conn atomic.Pointer[nats.Conn] // nc, for the health handlers, which run during the start
	js   jetstream.JetStream
	keys atomic.Pointer[kvstore.Keyring] // the thread store's keys; nil with in-process threads and no keys configured
	// threads is the thread store and the engine on it, once open.
	threads atomic.Pointer[threads.Keeper]
	m       *metrics
	httpS   *http.Server
	httpL   net.Listener
	tp      trace.TracerProvider // from WithTracerProvider, or nil
	trace   *tracing

	services  []micro.Service
	endpoints []*endpoint // bound once, shared by every instance
	dispatch  *dispatcher // service-mode requests
	// wrapThreads, set by tests, wraps the thread store the pipeline
	// runs on (a port that parks loads until released).
	wrapThreads  func(pipeline.Store) pipeline.Store
	pipe         *dispatcher    // pipeline-mode inputs but stream chunks
	replyHeaders [2]nats.Header // of service replies, by format; read-only
	// replyHeaderSizes are their sizes on the wire (headerBytes), for the
	// size check of every reply.
	replyHeaderSizes [2]int
	replies          replyBuffers // service replies are encoded into
	consumers        consumerSet
	rebinds          *rebinds     // consumers deleted under the worker, to create again
	lanes            laneSet      // the stream.chunk lanes bound, by partition
	positions        *positions   // of pipeline-mode streams
	chunkQueues      *chunkQueues // pipeline-mode chunks, by stream
	state            atomic.Int32 // a lifecycle state

	// ctx bounds message processing; it ends only once in-flight work
	// drained, or the drain timed out.
	ctx      context.Context
	cancel   context.CancelFunc
	inflight sync.WaitGroup
	// watch bounds the lane watcher, the rebinder and the ack floor
	// poller (watchers): a drain stops them before it drains the
	// consumers, which they would otherwise take for deleted and bind
	// again.
	watch     context.Context
	stopWatch context.CancelFunc
	watchers  sync.WaitGroup

	stopOnce sync.Once
	stopErr  error
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
	w := &Worker{cfg: cfg, m: newMetrics(), rebinds: newRebinds()}
	for _, o := range opts {
		o(w)
	}
	if w.log == nil {
		w.log = NewLogger(nil, cfg.Log.Level)
	}
	if err := Validate(cfg); err != nil {
		return nil, err
	}
	w.ctx, w.cancel = context.WithCancel(context.Background())
	w.watch, w.stopWatch = context.WithCancel(w.ctx)
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
	// Start returns (and before the embedded port opens) a request finds
	// its endpoint.
	if err := w.nc.FlushTimeout(10 * time.Second); err != nil {
		return nil, fmt.Errorf("flush subscriptions: %w", err)
	}
	if w.emb != nil {
		if err := w.emb.Listen(); err != nil {
			return nil, explainListen(err)
		}
	}
	w.warnDeprecated()
	w.threads.Load().Watch(w.ctx)
	w.state.Store(stateReady)
	w.log.Info("worker started", "modes", cfg.Worker.Modes, "prefix", cfg.Worker.Prefix,
		"nats", w.ClientURL(), "embedded", w.emb != nil, "http", w.HTTPAddr())
	return w, nil
}

func (w *Worker) startNATS(ctx context.Context) error {
	var nc *nats.Conn
	if w.cfg.Embedded() {
		key, err := embeddedSecret(w.cfg, "jetstream.key", w.log)
		if err != nil {
			return err
		}
		e, err := embedded.Start(ctx, embedded.Config{Listen: w.cfg.NATS.Listen, DataDir: w.cfg.NATS.DataDir,
			JetStreamKey: key, Debug: w.cfg.Log.Level == "debug"}, w.log)
		if err != nil {
			return explainListen(err)
		}
		w.emb = e
		w.log.Info("embedded NATS server with JetStream started; its client port opens once the worker is ready",
			"listen", w.cfg.NATS.Listen, "data_dir", w.cfg.NATS.DataDir, "keys_dir", w.cfg.KeysDir())
		if w.cfg.KeysBesideData() {
			w.log.Warn("the keys are kept beside the data they encrypt: a copy of the data directory can be decrypted; beyond a laptop, keep them elsewhere ([keys] dir, -keys-dir, PIIGHOST_KEYS_DIR)", "keys_dir", w.cfg.KeysDir())
		}
		if nc, err = e.ConnectInProcess(w.cfg, w.log); err != nil {
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
	w.nc = nc
	w.conn.Store(nc)
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	w.js = js
	return nil
}

// ClientURL is the URL other programs use to reach the NATS server the
// worker uses: the embedded one (with the port it listens on), or the
// server the worker is connected to.
func (w *Worker) ClientURL() string {
	if w.emb != nil {
		return w.emb.URL()
	}
	return w.nc.ConnectedUrlRedacted()
}

// Conn returns the worker's NATS connection.
func (w *Worker) Conn() *nats.Conn { return w.nc }

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
	w.state.Store(stateDraining)
	w.log.Info("draining")
	if w.chunkQueues != nil {
		w.chunkQueues.stopExtending() // every chunk's wait ends within a timeout of now
	}
	var errs []error
	for _, s := range w.services {
		if err := s.Stop(); err != nil {
			errs = append(errs, err)
		}
	}
	w.stopWatching()
	consumers := w.consumers.close()
	for _, c := range consumers {
		c.Drain()
	}
	for _, c := range consumers {
		select {
		case <-c.Closed():
		case <-ctx.Done():
		}
	}
	w.dispatch.close()
	w.pipe.close()
	done := make(chan struct{})
	go func() {
		w.dispatch.wait()
		w.pipe.wait()
		w.inflight.Wait()
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

// stopWatching stops the lane watcher, the rebinder and the ack floor
// poller and waits for them: once it returns, no consumer is bound or
// served again.
func (w *Worker) stopWatching() {
	w.stopWatch()
	w.watchers.Wait()
}

// abort releases everything without waiting.
func (w *Worker) abort() {
	w.state.Store(stateDraining)
	w.stopWatching()
	w.cancel()
	w.dispatch.close()
	w.pipe.close()
	if w.chunkQueues != nil {
		w.chunkQueues.wait() // chunks cut short by a timed-out drain are handed back first
	}
	w.threads.Load().Close() // its watchdog, then the store
	if w.httpS != nil {
		_ = w.httpS.Close()
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
	if w.emb != nil {
		w.emb.Shutdown()
	}
	w.trace.shutdown()
}

// Kill stops the worker abruptly, as a crash would: nothing is drained or
// acked. Tests use it to prove pipeline mode loses nothing.
func (w *Worker) Kill() {
	w.stopOnce.Do(func() {
		w.state.Store(stateDraining)
		w.stopWatching()
		w.cancel()
		w.dispatch.close() // idle runners return
		w.pipe.close()
		if w.httpS != nil {
			_ = w.httpS.Close()
		}
		for _, c := range w.consumers.close() {
			c.Stop()
		}
		w.nc.Close()
		w.threads.Load().Close()
		if w.emb != nil {
			w.emb.Kill()
		}
		w.trace.shutdown()
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
		pii.CodeOutOfOrder, pii.CodeStreamEnded, pii.CodeReplyTooLarge:
		return true
	}
	return false
}
