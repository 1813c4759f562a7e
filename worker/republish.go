package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/trace"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/retry"
)

type route struct {
	ch     wire.Channel
	input  string
	output string
	side   string // who reads the output: config.SideSafe or config.SideClear
	// metrics are the route's series, bound once by startPipeline as
	// startServices binds an endpoint's: not looked up per message.
	metrics channelMetrics
}

func (w *Worker) routes() []route {
	var out []route
	for _, r := range w.cfg.Routes {
		ch, _ := wire.ParseChannel(r.Channel) // validated
		out = append(out, route{ch: ch, input: r.Input, output: r.Output, side: r.OutputSide()})
	}
	return out
}

// ErrorSubject is where pipeline mode reports a failed message of a
// channel: metadata only, never content.
func (w *Worker) ErrorSubject(ch wire.Channel) string {
	return wire.ErrorSubject(w.cfg.Worker.Prefix, ch)
}

// startPipeline creates the streams and durable consumers of pipeline mode
// and starts consuming. Inputs are kept in JetStream until a worker has
// stored the transformed output, so a crash loses nothing; outputs carry a
// Nats-Msg-Id derived from the input, and reach their subscribers only
// once stored, so a redelivery never delivers twice.
func (w *Worker) startPipeline(ctx context.Context) error {
	out, err := w.ensureStreams(ctx)
	if err != nil {
		return err
	}
	w.pipe = newDispatcher(w.cfg.Worker.MaxInflight, w.m.pipelineActive, w.m.pipelineQueued)
	w.watchers.Add(2)
	go func() {
		defer w.watchers.Done()
		w.rebindLost()
	}()
	go func() {
		defer w.watchers.Done()
		w.watchFloors()
	}()
	w.m.pipelineLimit.Set(float64(w.cfg.Worker.MaxInflight))
	for _, r := range w.routes() {
		r.metrics = w.m.channel(r.ch.String(), config.ModePipeline)
		if r.ch == wire.StreamChunk {
			if err := w.consumeChunks(ctx, r, out); err != nil {
				return err
			}
			continue
		}
		if err := w.consume(ctx, r); err != nil {
			return err
		}
	}
	return nil
}

// streamBase is what every pipeline-mode stream shares. Its two-minute
// duplicate window drops a client's own re-publish of an input with the
// same Nats-Msg-Id; output streams use [worker] duplicate_window.
func (w *Worker) streamBase(name string, subjects []string) jetstream.StreamConfig {
	storage := jetstream.FileStorage
	if w.cfg.Worker.Storage == "memory" {
		storage = jetstream.MemoryStorage
	}
	return jetstream.StreamConfig{
		Name:       name,
		Subjects:   subjects,
		Retention:  jetstream.LimitsPolicy,
		MaxAge:     w.cfg.Worker.Retention.D(),
		Storage:    storage,
		Replicas:   w.cfg.Worker.Replicas,
		Duplicates: 2 * time.Minute,
	}
}

// ensureStreams creates or updates the input, chunk and output streams,
// and returns the output stream of the chunk route's side (nil without
// a chunk route).
func (w *Worker) ensureStreams(ctx context.Context) (jetstream.Stream, error) {
	var in []string
	var chunk *route
	for _, r := range w.routes() {
		if r.ch == wire.StreamChunk {
			chunk = &r
			continue
		}
		in = append(in, r.input, r.input+".>")
	}
	streams := []jetstream.StreamConfig{w.streamBase(wire.InputStream, in)}
	for _, side := range []string{config.SideSafe, config.SideClear, config.SideErrors} {
		if side == config.SideErrors || w.cfg.HasOutputs(side) {
			sc := w.outputStream(side)
			// A stream's next chunk reads the stream's last output back
			// (it carries the stream's position): direct gets, from any
			// replica.
			sc.AllowDirect = chunk != nil && side == chunk.side
			streams = append(streams, sc)
		}
	}
	if chunk != nil {
		streams = append(streams, w.chunkStreamConfig(*chunk))
	}
	var outStream jetstream.Stream
	for _, sc := range streams {
		var st jetstream.Stream
		err := retry.Do(ctx, w.log, "create or update stream "+sc.Name, func(ctx context.Context) error {
			var err error
			st, err = w.js.CreateOrUpdateStream(ctx, sc)
			return w.explainNoJetStream(err)
		}, retry.JetStream)
		if err != nil {
			return nil, fmt.Errorf("stream %s: %w", sc.Name, err)
		}
		if chunk != nil && sc.Name == wire.OutputStreamOf(chunk.side) {
			outStream = st
		}
	}
	w.warnLegacyOutputStream(ctx)
	return outStream, nil
}

// outputStream is the stream of one side's outputs. The worker publishes
// an output on wire.StoreSubject(side, output); the stream stores it under
// the output subject itself (a subject transform), drops a second copy
// with the same Nats-Msg-Id within the duplicate window, and republishes
// what it stored on the output subject. Subscribers of the output subjects
// so receive only stored messages, each once: a worker that republishes
// after a pause past the ack wait is dropped by the stream, not delivered.
func (w *Worker) outputStream(side string) jetstream.StreamConfig {
	capture := wire.StoreSubject(side, ">")
	root := w.cfg.OutputRoot(side) + ".>"
	sc := w.streamBase(wire.OutputStreamOf(side), []string{capture})
	sc.SubjectTransform = &jetstream.SubjectTransformConfig{Source: capture, Destination: ">"}
	sc.RePublish = &jetstream.RePublish{Source: root, Destination: root}
	sc.Duplicates = w.cfg.Worker.DuplicateWindow.D()
	return sc
}

// warnLegacyOutputStream tells the operator about an output stream left by
// an earlier version: it captures the output subjects, so it keeps a
// second copy of every output (and earlier workers still publishing
// directly on them would deliver duplicates).
func (w *Worker) warnLegacyOutputStream(ctx context.Context) {
	if _, err := w.js.Stream(ctx, wire.LegacyOutputStream); err == nil {
		w.log.Warn("stream "+wire.LegacyOutputStream+" of an earlier version still captures the output subjects; delete it once its messages are no longer needed (nats stream rm "+wire.LegacyOutputStream+")",
			"replaced_by", wire.SafeOutputStream+", "+wire.ClearOutputStream+", "+wire.ErrorStream)
	}
}

func consumerName(ch wire.Channel) string {
	return "piighost_" + strings.ReplaceAll(ch.String(), ".", "_")
}

// consume binds the route's shared durable consumer; messages are handled
// concurrently on the worker's pipeline dispatcher, up to [worker]
// max_inflight over every route.
func (w *Worker) consume(ctx context.Context, r route) error {
	_, err := w.bindConsumer(ctx, r.ch, wire.InputStream, jetstream.ConsumerConfig{
		Durable:        consumerName(r.ch),
		FilterSubjects: []string{r.input, r.input + ".>"},
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        w.ackWait(),
		MaxDeliver:     -1, // bounded by the worker, which terminates with an error event
		MaxAckPending:  1000,
	}, 64, func(msg jetstream.Msg) {
		w.inflight.Add(1)
		w.pipe.do(jobFunc(func() {
			defer w.inflight.Done()
			w.republish(r, msg)
		}))
	}, nil)
	if err != nil {
		return fmt.Errorf("consumer %s: %w", consumerName(r.ch), err)
	}
	return nil
}

// createConsumer creates the durable consumer cfg describes, or updates
// the one there, retrying while JetStream cannot take it yet (every worker
// creates the same consumers at start).
func (w *Worker) createConsumer(ctx context.Context, stream string, cfg jetstream.ConsumerConfig) (jetstream.Consumer, error) {
	var cons jetstream.Consumer
	err := retry.Do(ctx, w.log, "create or update consumer "+cfg.Durable, func(ctx context.Context) error {
		var err error
		cons, err = w.createOrKeepStart(ctx, stream, cfg)
		return w.explainNoJetStream(err)
	}, retry.JetStream)
	return cons, err
}

// consumerRaces bounds the look-ups of one attempt to create or update a
// consumer that another worker (or an operator) deletes or creates
// between the look-up and the change.
const consumerRaces = 3

// createOrKeepStart updates the consumer named cfg.Durable keeping where
// it delivers from, or creates it with cfg when there is none. A consumer
// created again past its ack floor (ackfloor.go) delivers by start
// sequence, and its deliver policy cannot be updated: a create-or-update
// with the configured policy would be refused, at every later start of
// every worker. A create that loses to another worker's (a consumer
// there, perhaps from another start sequence) uses that one, updated, in
// the same way. A consumer found without its files (lostItsFiles) is
// deleted and created again just past its ack floor.
func (w *Worker) createOrKeepStart(ctx context.Context, stream string, cfg jetstream.ConsumerConfig) (jetstream.Consumer, error) {
	js := w.js
	var err error
	for range consumerRaces {
		var cons jetstream.Consumer
		cons, err = js.Consumer(ctx, stream, cfg.Durable)
		switch {
		case err == nil:
			existing := cons.CachedInfo()
			cons, err = js.UpdateConsumer(ctx, stream, keepStart(cfg, existing.Config))
			if lostItsFiles(err) {
				// No update can mend it: each is refused. Its state is
				// still served, so it is created again past its floor.
				if err := js.DeleteConsumer(ctx, stream, cfg.Durable); err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
					return nil, err
				}
				cfg = resumeAt(cfg, existing)
				w.log.Warn("consumer lost its files in the server's store (created again at once after a deletion); deleted and created again", append([]any{"consumer", cfg.Durable}, deliverAttrs(cfg)...)...)
				continue
			}
			if !hasErrorCode(err, jetstream.JSErrCodeConsumerDoesNotExist, jetstream.JSErrCodeConsumerNotFound) {
				return cons, err
			}
		case errors.Is(err, jetstream.ErrConsumerNotFound):
			cons, err = js.CreateConsumer(ctx, stream, cfg)
			if !hasErrorCode(err, jetstream.JSErrCodeConsumerExists, jetstream.JSErrCodeConsumerAlreadyExists, jetstream.JSErrCodeConsumerNameExists) {
				return cons, err
			}
		default:
			return nil, err
		}
	}
	// Not wrapped: the last API error may read as a refusal, and this
	// passes (the next attempt looks again).
	return nil, fmt.Errorf("%w (last: %v)", errConsumerRacing, err)
}

// errConsumerRacing is a consumer deleted or created by someone else
// every time between the look-up and the change.
var errConsumerRacing = errors.New("consumer deleted or created under each look-up")

// lostItsFiles reports an update refused because the consumer's
// directory is gone from the server's file store. nats-server (2.15.2)
// answers a deleted consumer's pull requests ("consumer deleted") before
// it removes the consumer's directory; a consumer created again under
// the same name at once, as the worker does, can have its new files
// removed with the old ones. It consumes, but cannot be updated (each
// update writes its meta.inf) and would not survive a server restart.
func lostItsFiles(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.ErrorCode == jetstream.JSErrCodeConsumerCreate &&
		strings.Contains(apiErr.Description, "meta.inf") && strings.Contains(apiErr.Description, "no such file or directory")
}

// resumeAt returns cfg to create the consumer info describes again with:
// just past its ack floor when it has one, else from where it started.
func resumeAt(cfg jetstream.ConsumerConfig, info *jetstream.ConsumerInfo) jetstream.ConsumerConfig {
	if info.AckFloor.Stream == 0 {
		return keepStart(cfg, info.Config)
	}
	cfg.DeliverPolicy = jetstream.DeliverByStartSequencePolicy
	cfg.OptStartSeq = info.AckFloor.Stream + 1
	cfg.OptStartTime = nil
	return cfg
}

// keepStart returns cfg with the deliver policy and start of the existing
// consumer's configuration, which an update cannot change.
func keepStart(cfg, existing jetstream.ConsumerConfig) jetstream.ConsumerConfig {
	cfg.DeliverPolicy = existing.DeliverPolicy
	cfg.OptStartSeq = existing.OptStartSeq
	cfg.OptStartTime = existing.OptStartTime
	return cfg
}

// hasErrorCode reports whether err is a JetStream API error with one of
// codes.
func hasErrorCode(err error, codes ...jetstream.ErrorCode) bool {
	var apiErr *jetstream.APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	for _, c := range codes {
		if apiErr.ErrorCode == c {
			return true
		}
	}
	return false
}

func (w *Worker) ackWait() time.Duration {
	return max(2*w.cfg.Worker.Timeout.D(), time.Second)
}

// republish handles one input: process it, store the output, then ack.
func (w *Worker) republish(r route, msg jetstream.Msg) {
	start := time.Now()
	meta, err := msg.Metadata()
	if err != nil {
		w.log.Error("message without metadata", "channel", r.ch.String(), "err", err)
		return
	}
	ctx, cancel := context.WithTimeout(w.ctx, w.cfg.Worker.Timeout.D())
	defer cancel()
	ctx, span := w.trace.start(ctx, r.ch, config.ModePipeline, trace.SpanKindConsumer, msg.Headers(), len(msg.Data()),
		attribute.String("messaging.destination.name", r.input), attrDelivered.Int64(int64(meta.NumDelivered)))
	format, ct := payloadFormat(msg.Headers().Get(wire.HeaderContentType))
	body, procErr := w.process(ctx, r.ch, nil, msg.Data(), format)
	defer func() {
		w.trace.end(span, len(body), procErr)
		r.metrics.observe(start, procErr)
	}()
	if procErr != nil && w.retry(r, msg, meta, procErr) {
		return
	}
	if procErr != nil {
		// Stream chunks, whose failures may still carry an output, are
		// consumed by consumeChunks, not here.
		if w.reportFailure(ctx, r, msg, meta, procErr, format) {
			_ = msg.TermWithReason(string(pii.CodeOf(procErr)))
		}
		return
	}
	out := nats.NewMsg(wire.StoreSubject(r.side, outputSubject(r, msg.Subject())))
	out.Data = body
	copyUserHeaders(out.Header, msg.Headers(), r.ch.Deidentifies())
	w.trace.inject(ctx, out.Header) // the output continues this span's trace
	out.Header.Set(wire.HeaderContentType, ct)
	out.Header.Set(wire.HeaderInputSeq, strconv.FormatUint(meta.Sequence.Stream, 10))
	msgID := outputMsgID(r.ch, msg, meta)
	tooLarge := w.replyTooLarge(body, out.Header, nats.Header{jetstream.MsgIDHeader: {msgID}})
	if tooLarge == nil {
		ack, err := w.js.PublishMsg(ctx, out, jetstream.WithMsgID(msgID))
		if isMaxPayload(err) {
			tooLarge = pii.NewReplyTooLargeError(int64(len(body)), w.nc.MaxPayload())
		} else if err != nil {
			w.log.Warn("output not stored; input will be redelivered", "channel", r.ch.String(), "err", err)
			_ = msg.NakWithDelay(time.Second)
			return
		} else if ack.Duplicate {
			// Another delivery of this input published it first (this
			// worker was slower than the ack wait): the stream kept one
			// copy and delivered it once.
			w.m.duplicates.WithLabelValues(r.ch.String()).Inc()
		}
	}
	if tooLarge != nil {
		// No delivery will make it fit: an error event instead of the
		// output, and the input stays in its stream. (procErr is what the
		// deferred metrics and span record.)
		procErr = tooLarge
		if w.reportFailure(ctx, r, msg, meta, procErr, format) {
			_ = msg.TermWithReason(string(pii.CodeReplyTooLarge))
		}
		return
	}
	if err := msg.DoubleAck(ctx); err != nil {
		// The output is stored: a redelivery republishes it with the same
		// message id, which the output stream drops.
		w.log.Warn("ack not confirmed", "channel", r.ch.String(), "err", err)
	}
}

// reportFailure logs a failed input and stores its error event. It
// reports false when the event could not be stored and the input was
// handed back for redelivery.
func (w *Worker) reportFailure(ctx context.Context, r route, msg jetstream.Msg, meta *jetstream.MsgMetadata, procErr error, format processor.Format) bool {
	thread := w.threadDigest(msg.Data(), format)
	w.logFailure(r.ch, config.ModePipeline, thread, procErr, meta)
	err := w.publishErrorEvent(ctx, r, msg, meta, thread, procErr, msg.Subject())
	if err == nil {
		return true
	}
	if int(meta.NumDelivered) < 2*w.cfg.Worker.MaxDeliver {
		w.log.Warn("error event not stored; input will be redelivered", "channel", r.ch.String(), "err", err)
		_ = msg.NakWithDelay(time.Second)
		return false
	}
	// Give up on the event rather than loop forever; the input stays in
	// the stream and the log has the metadata.
	w.log.Error("error event not stored; input terminated", "channel", r.ch.String(), "err", err)
	return true
}

// carriesOutput reports whether a failed message still has an output to
// deliver: a stream chunk that ended with an error carries the text emitted
// before the error, and the error, to the reader of the stream.
func carriesOutput(ch wire.Channel, err error) bool {
	return ch == wire.StreamChunk && pii.CodeOf(err) == pii.CodeInventedPlaceholder
}

// retry hands a transiently failed input back for redelivery with a
// growing delay, up to max_deliver; it reports whether it did.
func (w *Worker) retry(r route, msg jetstream.Msg, meta *jetstream.MsgMetadata, err error) bool {
	if !transient(pii.CodeOf(err)) || int(meta.NumDelivered) >= w.cfg.Worker.MaxDeliver || w.ctx.Err() != nil {
		return false
	}
	delay := min(time.Duration(meta.NumDelivered)*500*time.Millisecond, 30*time.Second)
	if pii.CodeOf(err) == pii.CodeOutOfOrder {
		// The chunk before is being retried: it will not take long, and
		// every stream of the partition waits meanwhile.
		delay = outOfOrderDelay
	}
	_ = msg.NakWithDelay(delay)
	w.m.redeliver.WithLabelValues(r.ch.String()).Inc()
	return true
}

// outOfOrderDelay is the redelivery delay of a chunk whose stream's
// earlier chunk is still being restored or retried.
const outOfOrderDelay = 200 * time.Millisecond

// transient codes may succeed on a later delivery.
func transient(code pii.Code) bool {
	switch code {
	case pii.CodeUnavailable, pii.CodeDetector, pii.CodeOutOfOrder, pii.CodeInternal:
		return true
	}
	return false
}

// outputSubject maps the input subject to the route's output, keeping the
// tokens after the input subject.
func outputSubject(r route, subject string) string {
	rest := strings.TrimPrefix(strings.TrimPrefix(subject, r.input), ".")
	if rest == "" {
		return r.output
	}
	return r.output + "." + rest
}

// outputMsgID derives the output's Nats-Msg-Id from the input's own id, or
// from its stream sequence. Towards the model side it is always the
// sequence: the client's id is its own text, which may hold clear values.
func outputMsgID(ch wire.Channel, msg jetstream.Msg, meta *jetstream.MsgMetadata) string {
	id := msg.Headers().Get(wire.HeaderMsgID)
	if id == "" || ch.Deidentifies() {
		id = meta.Stream + ":" + strconv.FormatUint(meta.Sequence.Stream, 10)
	}
	return wire.OutputMsgID(ch, id)
}

// copyUserHeaders carries the caller's headers (trace context, ids) over to
// the output; the Nats- headers belong to the server. Towards the model
// side only the W3C trace context passes: any other header may hold clear
// text (baggage, custom ids) that the payload's rewriting never sees.
func copyUserHeaders(dst, src nats.Header, towardsModel bool) {
	for k, v := range src {
		switch {
		case strings.HasPrefix(k, "Nats-") || k == wire.HeaderContentType:
			continue
		case towardsModel && !strings.EqualFold(k, wire.HeaderTraceparent) && !strings.EqualFold(k, wire.HeaderTracestate):
			continue
		}
		dst[k] = append([]string(nil), v...)
	}
}

// publishErrorEvent reports a failed input; subject is the subject it was
// published on.
func (w *Worker) publishErrorEvent(ctx context.Context, r route, msg jetstream.Msg, meta *jetstream.MsgMetadata, thread string, err error, subject string) error {
	ev := wire.ErrorEvent{
		Code: string(pii.CodeOf(err)), Channel: r.ch.String(),
		ThreadDigest: thread, Subject: subject,
		Stream: meta.Stream, Sequence: meta.Sequence.Stream, Delivered: meta.NumDelivered,
		Time: time.Now().UTC().Format(time.RFC3339Nano),
	}
	ev.Message = safeMessage(err)
	b, _ := json.Marshal(ev)
	out := nats.NewMsg(wire.StoreSubject(config.SideErrors, w.ErrorSubject(r.ch)))
	out.Data = b
	out.Header.Set(wire.HeaderContentType, wire.ContentTypeJSON)
	out.Header.Set(wire.HeaderErrorCode, ev.Code)
	out.Header.Set(wire.HeaderChannel, ev.Channel)
	out.Header.Set(wire.HeaderInputSeq, strconv.FormatUint(meta.Sequence.Stream, 10))
	w.trace.inject(ctx, out.Header)
	_, perr := w.js.PublishMsg(ctx, out, jetstream.WithMsgID(wire.ErrorEventMsgID(outputMsgID(r.ch, msg, meta))))
	return perr
}
