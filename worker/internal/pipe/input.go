package pipe

import (
	"context"
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
	"github.com/piighost/piighost-nats/worker/internal/handle"
)

func consumerName(ch wire.Channel) string {
	return "piighost_" + strings.ReplaceAll(ch.String(), ".", "_")
}

// consume binds the route's shared durable consumer; its inputs are
// handled concurrently on the pipeline-mode pool, up to [worker]
// max_inflight over every route.
func (p *Pipe) consume(ctx context.Context, r route) error {
	_, err := p.consumers.Bind(ctx, Binding{Label: r.ch.String(), Stream: p.names.InputStream(), Config: jetstream.ConsumerConfig{
		Durable:        consumerName(r.ch),
		FilterSubjects: []string{r.input, r.input + ".>"},
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        p.ackWait(),
		MaxDeliver:     -1, // bounded by the worker, which terminates with an error event
		MaxAckPending:  1000,
	}, Batch: 64, Handler: func(msg jetstream.Msg) {
		p.inflight.Add(1)
		p.pool.Do(handle.JobFunc(func() {
			defer p.inflight.Done()
			p.transform(r, msg)
		}))
	}})
	if err != nil {
		return fmt.Errorf("consumer %s: %w", consumerName(r.ch), err)
	}
	return nil
}

// transform handles one input: processes it, stores its output, then
// acknowledges it; or, when it fails, hands it back for redelivery or
// reports it with an error event.
func (p *Pipe) transform(r route, msg jetstream.Msg) {
	start := time.Now()
	meta, err := msg.Metadata()
	if err != nil {
		p.log.Error("message without metadata", "channel", r.ch.String(), "err", err)
		return
	}
	ctx, cancel := context.WithTimeout(p.ctx, p.cfg.Worker.Timeout.D())
	defer cancel()
	tr := p.h.Trace()
	ctx, span := tr.Start(ctx, r.ch, config.ModePipeline, trace.SpanKindConsumer, msg.Headers(), len(msg.Data()),
		attribute.String("messaging.destination.name", r.input), handle.AttrDelivered.Int64(int64(meta.NumDelivered)))
	format, ct := handle.PayloadFormat(msg.Headers().Get(wire.HeaderContentType))
	if r.ch.Deidentifies() {
		ctx = processor.TowardsModel(ctx) // the output goes to the model side
	}
	var body []byte
	procErr := refuseWildcards(msg.Subject())
	if procErr == nil {
		body, procErr = p.h.Process(ctx, r.ch, nil, msg.Data(), format)
	}
	defer func() {
		tr.End(span, len(body), procErr)
		r.metrics.Observe(start, procErr)
	}()
	if procErr != nil && p.retry(r.ch, msg, meta, procErr) {
		return
	}
	d := &delivery{p: p, ch: r.ch, msg: msg, meta: meta, subject: msg.Subject(), format: format}
	a := handle.Answer{Err: procErr}
	if procErr == nil {
		out := nats.NewMsg(p.names.StoreSubject(r.side, outputSubject(r, msg.Subject())))
		out.Data = body
		copyUserHeaders(out.Header, msg.Headers(), r.ch.Deidentifies())
		tr.Inject(ctx, out.Header) // the output continues this span's trace
		out.Header.Set(wire.HeaderContentType, ct)
		out.Header.Set(wire.HeaderInputSeq, strconv.FormatUint(meta.Sequence.Stream, 10))
		d.msgID = outputMsgID(r.ch, msg, meta)
		a.Msg = out
		a.Size = int64(len(body) + handle.HeaderBytes(out.Header) + handle.AddedHeaderBytes(jetstream.MsgIDHeader, d.msgID))
	}
	if err := p.h.Settle(ctx, d, d.message(), &a); err != nil {
		p.log.Warn("output not stored; input will be redelivered", "channel", r.ch.String(), "err", err)
		_ = msg.NakWithDelay(redeliveryDelay(meta.NumDelivered))
	}
	procErr = a.Err // reply_too_large in place of success: what the metrics and the span record
}

// retry hands a transiently failed input back for redelivery with a
// growing delay, up to max_deliver; it reports whether it did. An input
// that failed for want of room in JetStream (store_full) is handed back
// whatever its deliveries: room comes back when values expire or an
// operator makes it, and the input is kept until then.
func (p *Pipe) retry(ch wire.Channel, msg jetstream.Msg, meta *jetstream.MsgMetadata, err error) bool {
	code := pii.CodeOf(err)
	if !transient(code) || p.ctx.Err() != nil {
		return false
	}
	if int(meta.NumDelivered) >= p.cfg.Worker.MaxDeliver && code != pii.CodeStoreFull {
		return false
	}
	delay := redeliveryDelay(meta.NumDelivered)
	if code == pii.CodeOutOfOrder {
		// The chunk before is being retried: it will not take long, and
		// every stream of the partition waits meanwhile.
		delay = outOfOrderDelay
	}
	_ = msg.NakWithDelay(delay)
	p.m.redelive.WithLabelValues(ch.String()).Inc()
	return true
}

// outOfOrderDelay is the redelivery delay of a chunk whose stream's
// earlier chunk is still being restored or retried.
const outOfOrderDelay = 200 * time.Millisecond

// maxRedeliveryDelay bounds the delay of an input handed back again and
// again.
const maxRedeliveryDelay = 30 * time.Second

// redeliveryDelay is the delay of an input handed back after its
// delivered-th delivery: it grows with each one, up to
// maxRedeliveryDelay, so that an outage that lasts costs few attempts.
func redeliveryDelay(delivered uint64) time.Duration {
	return min(time.Duration(min(delivered, 60))*500*time.Millisecond, maxRedeliveryDelay)
}

// transient codes may succeed on a later delivery.
func transient(code pii.Code) bool {
	switch code {
	case pii.CodeUnavailable, pii.CodeStoreFull, pii.CodeDetector, pii.CodeOutOfOrder, pii.CodeInternal:
		return true
	}
	return false
}

// refuseWildcards refuses an input published on a subject holding a
// wildcard token: nats-server takes it from a publisher as a literal
// subject, and stores it, but its output subject would hold the wildcard
// too, and no subscriber of the other side would ever receive it.
func refuseWildcards(subject string) error {
	for tok := range strings.SplitSeq(subject, ".") {
		if tok == "*" || tok == ">" {
			return &pii.Error{Code: pii.CodeBadRequest,
				Message: "the input's subject holds the wildcard token " + strconv.Quote(tok) + ", which no output subscriber could receive: publish on a subject of literal tokens"}
		}
	}
	return nil
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
