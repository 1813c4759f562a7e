// Package pipe is pipeline mode: per channel, a route from an input
// subject to an output subject, consumed durably through JetStream so
// that a crash loses nothing and a redelivery never publishes twice, and
// the stream.chunk lanes, which restore each stream's chunks in order.
//
// Inputs are kept in JetStream until a worker has stored the transformed
// output, so a crash loses nothing; outputs carry a Nats-Msg-Id derived
// from the input, and reach their subscribers only once stored, so a
// redelivery never delivers twice.
package pipe

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/handle"
)

// Config is what pipeline mode needs.
type Config struct {
	Config *config.Config
	NC     *nats.Conn
	JS     jetstream.JetStream
	Log    *slog.Logger
	// Handler processes and settles every message.
	Handler *handle.Handler
	// Consumers keeps the consumers pipeline mode reads.
	Consumers Consumers
	// Explain adds what to do to a JetStream error (a server without
	// JetStream); nil: errors as they are.
	Explain func(error) error
	Metrics *Metrics
	// Ctx bounds message processing: it ends once the worker's in-flight
	// work drained, or its drain timed out.
	Ctx context.Context
}

// Consumers keeps the durable consumers pipeline mode reads: each
// created again when deleted under the worker, past the last ack floor
// read for it, on one loop that also runs the lanes' checks (package
// durable, through the worker).
type Consumers interface {
	// Bind creates (or updates) the consumer b describes and consumes it.
	Bind(ctx context.Context, b Binding) (Consumer, error)
	// Adopt consumes cons, the consumer b describes, as it is.
	Adopt(b Binding, cons jetstream.Consumer) (Consumer, error)
	// Create has the loop create the consumer b describes and consume it.
	Create(b Binding) Consumer
	// Every has the loop run check after first, then again after first
	// while it finds work, or after a wait doubling up to longest.
	Every(check func(context.Context) bool, first, longest time.Duration)
}

// Binding is one durable consumer pipeline mode reads.
type Binding struct {
	// Label names the consumer's messages in logs and metrics (its
	// channel).
	Label  string
	Stream string
	Config jetstream.ConsumerConfig
	// Batch is how many messages the client keeps buffered.
	Batch   int
	Handler jetstream.MessageHandler
	// Again reports whether the consumer, deleted under the worker, is to
	// be created again; nil: always.
	Again func(context.Context) bool
}

// Consumer is one consumer pipeline mode reads.
type Consumer interface {
	// Stop stops consuming it for good.
	Stop()
	// Stopped reports whether it was stopped for good.
	Stopped() bool
	// Gone reports whether it was deleted and not created again.
	Gone() bool
	// Missing sends it to be looked up, and created again if deleted.
	Missing()
}

// Metrics are pipeline mode's Prometheus metrics.
type Metrics struct {
	reg      prometheus.Registerer
	active   prometheus.Gauge
	limit    prometheus.Gauge
	queued   prometheus.Counter
	redelive *prometheus.CounterVec
	// duplicates counts outputs the output stream already held.
	duplicates *prometheus.CounterVec
}

// NewMetrics registers pipeline mode's metrics on reg (those of the
// chunk queues once a chunk route runs).
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		reg: reg,
		redelive: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_redeliveries_total", Help: "Pipeline-mode inputs handed back for redelivery after a transient error, by channel.",
		}, []string{"channel"}),
		duplicates: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_duplicate_outputs_total", Help: "Pipeline-mode outputs published again for a redelivered input and dropped by the output stream (delivered once), by channel.",
		}, []string{"channel"}),
		active: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_pipeline_inflight", Help: "Pipeline-mode inputs (channels other than stream.chunk) being handled now, at most [worker] max_inflight.",
		}),
		limit: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_pipeline_inflight_limit", Help: "[worker] max_inflight: the pipeline-mode inputs (channels other than stream.chunk) handled at once.",
		}),
		queued: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "piighost_pipeline_queued_total", Help: "Pipeline-mode inputs that waited for a slot because max_inflight were being handled.",
		}),
	}
	reg.MustRegister(m.redelive, m.duplicates, m.active, m.limit, m.queued)
	return m
}

// Pipe is pipeline mode, running.
type Pipe struct {
	cfg       *config.Config
	names     wire.Names // the deployment's streams and store subjects
	nc        *nats.Conn
	js        jetstream.JetStream
	log       *slog.Logger
	h         *handle.Handler
	consumers Consumers
	explain   func(error) error
	m         *Metrics
	ctx       context.Context

	pool     *handle.Pool   // inputs but stream chunks
	inflight sync.WaitGroup // inputs and chunks taken, not yet answered or handed back
	lanes    laneSet        // the stream.chunk lanes bound, by partition
	// positions and queues are the chunk route's: nil without one.
	positions *positions
	queues    *chunkQueues
}

// Start creates the streams and durable consumers of pipeline mode and
// starts consuming. On a failure it also returns what it started, for
// the caller to stop as it stops a running one.
func Start(ctx context.Context, cfg Config) (*Pipe, error) {
	explain := cfg.Explain
	if explain == nil {
		explain = func(err error) error { return err }
	}
	p := &Pipe{cfg: cfg.Config, names: cfg.Config.Names(), nc: cfg.NC, js: cfg.JS, log: cfg.Log, h: cfg.Handler, consumers: cfg.Consumers,
		explain: explain, m: cfg.Metrics, ctx: cfg.Ctx}
	out, err := p.ensureStreams(ctx)
	if err != nil {
		return nil, err
	}
	p.pool = handle.NewPool(p.cfg.Worker.MaxInflight, p.m.active, p.m.queued)
	p.m.limit.Set(float64(p.cfg.Worker.MaxInflight))
	for _, r := range p.routes() {
		r.metrics = p.h.Metrics().Channel(r.ch.String(), config.ModePipeline)
		if r.ch == wire.StreamChunk {
			err = p.consumeChunks(ctx, r, out)
		} else {
			err = p.consume(ctx, r)
		}
		if err != nil {
			return p, err
		}
	}
	return p, nil
}

// Draining tells pipeline mode the worker drains: from then on a chunk's
// wait for its stream's earlier output is no longer extended, so that
// each ends within a timeout of now.
func (p *Pipe) Draining() {
	if p != nil && p.queues != nil {
		p.queues.stopExtending()
	}
}

// Close makes later inputs run on the goroutines that deliver them, and
// idle runners return.
func (p *Pipe) Close() {
	if p != nil {
		p.pool.Close()
	}
}

// Wait waits for the inputs and chunks taken to be answered or handed
// back.
func (p *Pipe) Wait() {
	if p != nil {
		p.pool.Wait()
		p.inflight.Wait()
	}
}

// WaitChunks waits until the chunk queues' goroutines returned: once
// the worker's context is cancelled, each hands its chunks back.
func (p *Pipe) WaitChunks() {
	if p != nil && p.queues != nil {
		p.queues.wait()
	}
}

// route is one pipeline-mode route.
type route struct {
	ch     wire.Channel
	input  string
	output string
	side   string // who reads the output: config.SideSafe or config.SideClear
	// metrics are the route's series, bound once by Start: not looked
	// up per message.
	metrics handle.ChannelMetrics
}

func (p *Pipe) routes() []route {
	var out []route
	for _, r := range p.cfg.Routes {
		ch, _ := wire.ParseChannel(r.Channel) // validated
		out = append(out, route{ch: ch, input: r.Input, output: r.Output, side: r.OutputSide()})
	}
	return out
}

// ackWait is how long the server waits for an input's answer before it
// delivers it again: twice the worker's timeout, at least a second.
func (p *Pipe) ackWait() time.Duration {
	return max(2*p.cfg.Worker.Timeout.D(), time.Second)
}
