package pipe

import (
	"context"
	"encoding/json"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/handle"
)

// delivery is one delivered input as handle.Settle settles it: its output
// is stored in its side's output stream with a Nats-Msg-Id derived from
// the input, a failure is reported with an error event and the input
// terminated, a success acknowledged.
type delivery struct {
	p     *Pipe
	ch    wire.Channel
	msg   jetstream.Msg
	meta  *jetstream.MsgMetadata
	msgID string // of the output
	// subject is the input's subject as published, in its error event.
	subject string
	format  processor.Format
}

// message is the delivery as its failure is logged.
func (d *delivery) message() handle.Message {
	return handle.Message{Channel: d.ch, Mode: config.ModePipeline, Payload: d.msg.Data(), Format: d.format, Meta: d.meta}
}

// MaxPayload implements handle.Outlet.
func (d *delivery) MaxPayload() int64 { return d.p.nc.MaxPayload() }

// Publish implements handle.Outlet: it stores the output, and counts it
// when another delivery of the input published it first (this worker was
// slower than the ack wait): the stream kept one copy and delivered it
// once.
func (d *delivery) Publish(ctx context.Context, out *nats.Msg) error {
	ack, err := d.p.js.PublishMsg(ctx, out, jetstream.WithMsgID(d.msgID))
	if err == nil && ack.Duplicate {
		d.p.m.duplicates.WithLabelValues(d.ch.String()).Inc()
	}
	return err
}

// Fail implements handle.Outlet: a failed input has no output, its error
// event says it.
func (d *delivery) Fail(*nats.Msg, error) bool { return false }

// Report implements handle.Outlet: it stores the input's error event,
// then terminates the input, which stays in its stream. An input is
// never terminated without its event: while the event cannot be stored
// (the error stream full, JetStream without a quorum), the input is
// handed back with a growing delay, and processed again once it comes
// back.
func (d *delivery) Report(ctx context.Context, err error) {
	if perr := d.p.publishErrorEvent(ctx, d, err); perr != nil {
		d.p.log.Warn("error event not stored; input will be redelivered", "channel", d.ch.String(), "code", string(pii.CodeOf(err)), "err", perr)
		_ = d.msg.NakWithDelay(redeliveryDelay(d.meta.NumDelivered))
		return
	}
	_ = d.msg.TermWithReason(string(pii.CodeOf(err)))
}

// Done implements handle.Outlet: the output is stored, so a redelivery
// republishes it with the same message id, which the output stream
// drops.
func (d *delivery) Done(ctx context.Context) {
	if err := d.msg.DoubleAck(ctx); err != nil {
		d.p.log.Warn("ack not confirmed", "channel", d.ch.String(), "err", err)
	}
}

// publishErrorEvent stores the error event of d's failure: metadata
// only, never content, the thread named by its keyed digest.
func (p *Pipe) publishErrorEvent(ctx context.Context, d *delivery, err error) error {
	ev := wire.ErrorEvent{
		Code: string(pii.CodeOf(err)), Channel: d.ch.String(),
		ThreadDigest: p.h.Digest(d.message()), Subject: d.subject,
		Stream: d.meta.Stream, Sequence: d.meta.Sequence.Stream, Delivered: d.meta.NumDelivered,
		Time: time.Now().UTC().Format(time.RFC3339Nano),
	}
	ev.Message = handle.SafeMessage(err)
	b, _ := json.Marshal(ev)
	out := nats.NewMsg(p.names.StoreSubject(config.SideErrors, wire.ErrorSubject(p.cfg.Worker.Prefix, d.ch)))
	out.Data = b
	out.Header.Set(wire.HeaderContentType, wire.ContentTypeJSON)
	out.Header.Set(wire.HeaderErrorCode, ev.Code)
	out.Header.Set(wire.HeaderChannel, ev.Channel)
	out.Header.Set(wire.HeaderInputSeq, strconv.FormatUint(d.meta.Sequence.Stream, 10))
	p.h.Trace().Inject(ctx, out.Header)
	_, perr := p.js.PublishMsg(ctx, out, jetstream.WithMsgID(wire.ErrorEventMsgID(outputMsgID(d.ch, d.msg, d.meta))))
	return perr
}
