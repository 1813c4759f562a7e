// Package handle processes one message whatever brought it (a service
// request, a pipeline-mode input, a stream chunk of a lane): it runs the
// processor counted in flight and shielded from panics, traces and
// measures the message, logs a failure without content, and settles the
// message with its answer (Settle): size check, publish, reply_too_large,
// error event, termination, each written once here.
package handle

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strconv"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// Config is what a Handler needs.
type Config struct {
	Log *slog.Logger
	// Processor returns the current processor (a new one after the
	// thread store's bucket was created again).
	Processor func() *processor.Processor
	// Digest names a payload's thread by its keyed digest, or "".
	Digest func(payload []byte, f processor.Format) string
	// Unavailable is told that a message failed for want of the thread
	// store.
	Unavailable func()
	Trace       *Tracing
	Metrics     *Metrics
}

// Handler processes messages, whatever their transport.
type Handler struct {
	log         *slog.Logger
	proc        func() *processor.Processor
	digest      func(payload []byte, f processor.Format) string
	unavailable func()
	trace       *Tracing
	metrics     *Metrics
}

// New returns a Handler.
func New(cfg Config) *Handler {
	return &Handler{log: cfg.Log, proc: cfg.Processor, digest: cfg.Digest, unavailable: cfg.Unavailable,
		trace: cfg.Trace, metrics: cfg.Metrics}
}

// Trace returns the tracing of every message.
func (h *Handler) Trace() *Tracing { return h.trace }

// Metrics returns the series of every message.
func (h *Handler) Metrics() *Metrics { return h.metrics }

// Processor returns the current processor.
func (h *Handler) Processor() *processor.Processor { return h.proc() }

// Process runs the processor on one message's payload, appending the
// encoded reply to dst, counted in flight and shielded from panics
// (Safely: a panic's reply is an internal error in the payload's format).
func (h *Handler) Process(ctx context.Context, ch wire.Channel, dst, payload []byte, f processor.Format) (body []byte, err error) {
	panicked, err := h.Safely(ch, func() error {
		var err error
		body, err = h.proc().AppendHandle(ctx, dst, ch, payload, f)
		return err
	})
	if panicked {
		return processor.Encode(processor.ErrorReply(err), f), err
	}
	h.Failed(err)
	return body, err
}

// Safely runs fn, one message's processing, counted in
// piighost_inflight. A panic in fn (a bug) becomes an internal error for
// this message, logged with its stack: the worker keeps serving, and a
// pipeline input is not redelivered into a crash loop.
func (h *Handler) Safely(ch wire.Channel, fn func() error) (panicked bool, err error) {
	h.metrics.inflight.Inc()
	defer h.metrics.inflight.Dec()
	defer func() {
		if p := recover(); p != nil {
			h.log.Error("panic while processing a message", "channel", ch.String(), "panic", fmt.Sprintf("%T", p), "stack", string(debug.Stack()))
			panicked, err = true, &pii.Error{Code: pii.CodeInternal, Message: "internal error"}
		}
	}()
	return false, fn()
}

// Failed tells the thread store's watchdog about a message that failed
// for want of the store; a try under pipeline.NonBlocking that stopped
// where it would have waited did not.
func (h *Handler) Failed(err error) {
	code := pii.CodeOf(err)
	if (code == pii.CodeUnavailable || code == pii.CodeStoreFull) && !errors.Is(err, pipeline.ErrWouldBlock) && h.unavailable != nil {
		h.unavailable()
	}
}

// Message is one message as its failure is logged: channel, mode, the
// payload (for its thread's digest), and in pipeline mode its place in
// its stream.
type Message struct {
	Channel wire.Channel
	Mode    string
	Payload []byte
	Format  processor.Format
	Meta    *jetstream.MsgMetadata
}

// Digest names m's thread by its keyed digest, or "": never the thread
// id itself, which may hold personal data.
func (h *Handler) Digest(m Message) string {
	if h.digest == nil {
		return ""
	}
	return h.digest(m.Payload, m.Format)
}

// LogFailure logs a failed message: channel, mode, code and the thread's
// keyed digest; never content, values or the thread id itself.
func (h *Handler) LogFailure(m Message, err error) {
	attrs := []any{"channel", m.Channel.String(), "mode", m.Mode, "code", string(pii.CodeOf(err)), "error", SafeMessage(err)}
	if thread := h.Digest(m); thread != "" {
		attrs = append(attrs, "thread", thread)
	}
	if m.Meta != nil {
		attrs = append(attrs, "stream", m.Meta.Stream, "seq", m.Meta.Sequence.Stream, "delivered", m.Meta.NumDelivered)
	}
	level := slog.LevelInfo
	if !clientError(pii.CodeOf(err)) {
		level = slog.LevelWarn
	}
	h.log.Log(context.Background(), level, "message failed", attrs...)
}

// SafeMessage is an error's message for logs and error events. Invented
// tokens are model text (a label may spell a name), so they are counted,
// not shown; other messages hold no content by construction.
func SafeMessage(err error) string {
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
