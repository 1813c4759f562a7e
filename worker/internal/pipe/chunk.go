package pipe

import (
	"context"
	"errors"
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

// Pipeline-mode stream chunks.
//
// A chunk is published on <input>.<stream_id>. The stream PIIGHOST_CHUNKS
// stores it as <prefix>.chunks.<partition>.<stream_id>, the partition a
// hash of the stream id, and each partition has one durable consumer (a
// lane, lanes.go) with several chunks in flight across all workers: a
// stream's chunks are restored one after the other, in publication order
// (chunkqueue.go on one worker, outputwatch.go across workers), while
// other streams go on in parallel. A chunk on any other subject below
// the input (no stream token, or several) is kept in the same stream,
// unpartitioned, and a consumer of its own answers it with an error
// event.
//
// The stream's state is not written anywhere per chunk: each output
// carries it (wire.HeaderStreamState), and the worker caches the
// positions of the streams it handled (positions.go). The output is
// published with the expected last sequence of its subject, so a worker
// whose cached position is out of date (another worker took later
// chunks) learns it from the refused publish and reads the position
// again.

// queueChunk queues a partitioned chunk behind the earlier chunks of its
// stream on this worker.
func (p *Pipe) queueChunk(r route, msg jetstream.Msg) {
	meta, err := msg.Metadata()
	if err != nil {
		p.log.Error("message without metadata", "channel", r.ch.String(), "err", err)
		return
	}
	stream := msg.Subject()[strings.LastIndexByte(msg.Subject(), '.')+1:]
	if refuseWildcards(stream) != nil {
		p.refuseChunkSubject(r, msg, r.input+"."+stream)
		return
	}
	p.inflight.Add(1)
	held := p.queues.add(stream, meta.Sequence.Stream, msg, meta, func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		if p.ctx.Err() != nil {
			_ = c.msg.Nak() // the worker stops: a chunk not started goes to another at once
			p.inflight.Done()
			return chunkDone
		}
		turn := chunkTurn{
			earlier: earlier,
			waiting: func() { p.queues.touch(stream) },
			seen: func(own, next int64) time.Time {
				return p.queues.seen(stream, own, next)
			},
		}
		outcome := p.handleChunk(r, c, turn)
		if outcome != chunkStepAside {
			p.inflight.Done()
		}
		return outcome
	})
	if !held {
		_ = msg.NakWithDelay(time.Second) // this worker holds enough: another may take it
		p.inflight.Done()
	}
}

// chunkMsg is one pipeline-mode chunk being handled.
type chunkMsg struct {
	r       route
	msg     jetstream.Msg
	meta    *jetstream.MsgMetadata
	stream  string // from the subject
	subject string // as published
	format  processor.Format
	ct      string
	turn    chunkTurn
}

// chunkTurn links a running chunk to its stream's queue (chunkqueue.go).
type chunkTurn struct {
	earlier <-chan struct{} // another chunk of the stream may pass first (see handleChunk)
	waiting func()          // called each time the wait for the stream's earlier output wakes
	// seen is told the chunk's payload seq and the seq its stream
	// expects next each time the stream's last output is read and it is
	// not yet the chunk's turn, and once the chunk's output is stored; it
	// returns when the chunk's wait ends.
	seen func(own, next int64) time.Time
}

// delivery is the chunk's delivery, as handle.Settle settles it.
func (cm *chunkMsg) delivery(p *Pipe) *delivery {
	return &delivery{p: p, ch: cm.r.ch, msg: cm.msg, meta: cm.meta, subject: cm.subject, format: cm.format}
}

// refuseChunkSubject answers a chunk published on subject, which names
// no stream, or more than one token, or a wildcard: an error event, and
// the chunk stays in the stream.
func (p *Pipe) refuseChunkSubject(r route, msg jetstream.Msg, subject string) {
	meta, err := msg.Metadata()
	if err != nil {
		p.log.Error("message without metadata", "channel", r.ch.String(), "err", err)
		return
	}
	format, ct := handle.PayloadFormat(msg.Headers().Get(wire.HeaderContentType))
	cm := &chunkMsg{r: r, msg: msg, meta: meta, subject: subject, format: format, ct: ct}
	ctx, span := p.startChunkSpan(p.ctx, cm)
	if err = refuseWildcards(subject); err == nil {
		err = &pii.Error{Code: pii.CodeBadRequest,
			Message: "a stream chunk is published on " + r.input + ".<stream_id>, one token naming its stream"}
	}
	p.chunkFailed(ctx, cm, err)
	p.h.Trace().End(span, 0, err)
}

// handleChunk restores one partitioned chunk. It reports chunkStepAside
// when the chunk waited for its stream's earlier output and another
// chunk of the stream came in on this worker meanwhile (turn.earlier):
// nothing was done, and the chunk is to run again after that one;
// chunkBehind when it gave up waiting.
func (p *Pipe) handleChunk(r route, c queuedChunk, turn chunkTurn) (outcome chunkOutcome) {
	start := time.Now()
	msg, meta := c.msg, c.meta // the metadata queueChunk parsed
	format, ct := handle.PayloadFormat(msg.Headers().Get(wire.HeaderContentType))
	stream := msg.Subject()[strings.LastIndexByte(msg.Subject(), '.')+1:]
	cm := &chunkMsg{r: r, msg: msg, meta: meta, stream: stream, subject: r.input + "." + stream, format: format, ct: ct, turn: turn}
	ctx, span := p.startChunkSpan(p.ctx, cm)
	var size int
	panicked, procErr := p.h.Safely(r.ch, func() error {
		var err error
		size, err = p.restoreChunk(ctx, cm)
		return err
	})
	switch {
	case panicked:
		p.chunkFailed(ctx, cm, procErr)
		outcome = chunkDone
	case errors.Is(procErr, errStepAside):
		procErr = nil // nothing happened: the chunk runs again
		outcome = chunkStepAside
	case pii.CodeOf(procErr) == pii.CodeOutOfOrder:
		outcome = chunkBehind
	default:
		outcome = chunkDone
	}
	p.h.Failed(procErr)
	p.h.Trace().End(span, size, procErr)
	if outcome != chunkStepAside {
		r.metrics.Observe(start, procErr)
	}
	return outcome
}

// startChunkSpan starts the span of one pipeline-mode chunk, continuing
// the trace its publisher started.
func (p *Pipe) startChunkSpan(ctx context.Context, cm *chunkMsg) (context.Context, trace.Span) {
	return p.h.Trace().Start(ctx, cm.r.ch, config.ModePipeline, trace.SpanKindConsumer, cm.msg.Headers(), len(cm.msg.Data()),
		attribute.String("messaging.destination.name", cm.r.input), handle.AttrDelivered.Int64(int64(cm.meta.NumDelivered)))
}

// restoreChunk restores one chunk, then acknowledges it: it reads the
// chunk, then, until the chunk is settled, finds its stream's position,
// applies the chunk there, waits for its turn while its stream expects
// an earlier chunk, and stores its output with the stream's new
// position. It returns the size of the output it stored.
func (p *Pipe) restoreChunk(ctx context.Context, cm *chunkMsg) (int, error) {
	run, err := p.startRun(ctx, cm)
	if err != nil {
		p.chunkFailed(ctx, cm, err)
		return 0, err
	}
	defer run.end()
	for {
		at, err := run.position()
		if err != nil {
			p.chunkFailed(ctx, cm, err)
			return 0, err
		}
		out := run.proc.ApplyChunk(run.attempt, run.req, at.pos)
		if pii.CodeOf(out.Err) == pii.CodeOutOfOrder {
			switch run.awaitTurn(at) {
			case readAgain:
				continue
			case stepAside:
				return 0, errStepAside
			} // gave up: the chunk fails as out of order
		}
		if out.Err != nil && !carriesOutput(cm.r.ch, out.Err) {
			p.chunkFailed(ctx, cm, out.Err)
			return 0, out.Err
		}
		if out.Duplicate && cm.meta.Sequence.Stream <= at.inputSeq {
			// This input, or one stored after it, made the last output:
			// it was answered (a redelivery, or a lane created anew that
			// delivers the stream's stored chunks again).
			_ = cm.msg.Ack()
			return 0, nil
		}
		size, again, err := run.settle(at, out)
		if again {
			continue
		}
		return size, err
	}
}

// chunkRun is one run of a chunk through restoreChunk, with its two
// clocks: the bound of the current attempt (its reads, restore and
// store: a timeout each time the chunk's turn may have come), and the end
// of its wait for its stream's earlier output (the queue's say, or a
// timeout from the start without a queue).
type chunkRun struct {
	p       *Pipe
	ctx     context.Context // the chunk's: its trace, the worker's stop
	cm      *chunkMsg
	proc    *processor.Processor
	req     *processor.ChunkRequest
	subject string // the stream's output subject

	attempt   context.Context
	endTry    context.CancelFunc
	until     time.Time
	watch     *outputWatch // the stream's outputs, once the chunk waits for one
	conflicts int          // publishes refused because the stream moved on
}

// startRun reads the chunk and starts its first attempt.
func (p *Pipe) startRun(ctx context.Context, cm *chunkMsg) (*chunkRun, error) {
	proc := p.h.Processor()
	req, err := proc.ReadChunk(cm.msg.Data(), cm.format)
	if err == nil && req.Stream != cm.stream {
		err = &pii.Error{Code: pii.CodeBadRequest, Message: "the subject's stream id and the payload's stream_id differ"}
	}
	if err != nil {
		return nil, err
	}
	timeout := p.cfg.Worker.Timeout.D()
	run := &chunkRun{p: p, ctx: ctx, cm: cm, proc: proc, req: req, subject: cm.r.output + "." + cm.stream, until: time.Now().Add(timeout)}
	run.attempt, run.endTry = context.WithTimeout(ctx, timeout)
	return run, nil
}

// retry starts a new attempt, with the whole timeout whatever the wait
// took.
func (r *chunkRun) retry() {
	r.endTry()
	r.attempt, r.endTry = context.WithTimeout(r.ctx, r.p.cfg.Worker.Timeout.D())
}

// end ends the last attempt and the watch.
func (r *chunkRun) end() {
	r.endTry()
	if r.watch != nil {
		r.watch.stop()
	}
}

// position reads the stream's position: cached, or from its last output.
func (r *chunkRun) position() (position, error) {
	at, err := r.p.positions.lookup(r.attempt, r.req.Thread, r.req.Stream, r.subject)
	switch {
	case errors.Is(err, errStreamTaken):
		return at, &pii.Error{Code: pii.CodeBadRequest, Message: errStreamTaken.Error()}
	case err != nil:
		return at, pii.Unavailable("read the stream's last output", err)
	}
	return at, nil
}

// verdict is what a chunk does when its stream expects an earlier chunk.
type verdict int

const (
	readAgain verdict = iota // its turn may have come: read the position again
	stepAside                // an earlier chunk came in here: it runs first
	giveUp                   // the wait is over: the chunk is out of order
)

// awaitTurn waits, the stream at at expecting an earlier chunk, until
// the stream's position is worth reading again.
func (r *chunkRun) awaitTurn(at position) verdict {
	if at.cached {
		r.p.positions.forget(r.req.Thread, r.req.Stream) // perhaps another worker went on
		return readAgain
	}
	if r.cm.turn.seen != nil {
		r.until = r.cm.turn.seen(r.req.Seq, at.pos.Next)
	}
	if r.watch == nil {
		// Another worker may hold the chunk before: watch the stream's
		// outputs, then read the last one again (an output stored in
		// between is not missed).
		w, err := r.p.watchOutputs(r.subject)
		if err != nil {
			return giveUp
		}
		r.watch = w
		return readAgain
	}
	switch err := r.watch.wait(r.ctx, r.cm.turn.earlier, r.until); {
	case err == nil:
		if r.cm.turn.waiting != nil {
			r.cm.turn.waiting()
		}
		r.retry()
		return readAgain
	case errors.Is(err, errStepAside):
		return stepAside
	default:
		return giveUp
	}
}

// maxConflicts bounds the publishes of one run refused because the
// stream moved on (another worker stored an output first).
const maxConflicts = 8

// settle stores the chunk's output with its stream's new position, if
// the stream's last output is still the one at at, and settles the
// chunk (handle.Settle): acknowledged, or, when it carries an error,
// reported. It reports again when the stream moved on under it: the
// position is read again. It returns the size of the output stored.
func (r *chunkRun) settle(at position, out processor.ChunkOutcome) (size int, again bool, err error) {
	cm := r.cm
	m := nats.NewMsg(r.p.names.StoreSubject(cm.r.side, r.subject)) // stored under subject, then republished there
	m.Data = out.Body
	copyUserHeaders(m.Header, cm.msg.Headers(), false)
	r.p.h.Trace().Inject(r.attempt, m.Header) // the output continues this span's trace
	m.Header.Set(wire.HeaderContentType, cm.ct)
	m.Header.Set(wire.HeaderInputSeq, strconv.FormatUint(cm.meta.Sequence.Stream, 10))
	m.Header.Set(wire.HeaderStreamState, r.proc.SealContinuation(r.req.Thread, r.req.Stream, out.Position))
	o := &chunkOutput{delivery: cm.delivery(r.p), run: r, next: out.Position}
	o.msgID = outputMsgID(cm.r.ch, cm.msg, cm.meta)
	o.opts = []jetstream.PublishOpt{jetstream.WithMsgID(o.msgID), jetstream.WithExpectLastSequencePerSubject(at.outSeq)}
	added := handle.AddedHeaderBytes(jetstream.MsgIDHeader, o.msgID, jetstream.ExpectedLastSubjSeqHeader, strconv.FormatUint(at.outSeq, 10))
	a := handle.Answer{Msg: m, Err: out.Err, Size: int64(len(m.Data) + handle.HeaderBytes(m.Header) + added)}
	perr := r.p.h.Settle(r.attempt, o, o.message(), &a)
	if isWrongLastSequence(perr) {
		r.p.positions.forget(r.req.Thread, r.req.Stream)
		if r.conflicts++; r.conflicts < maxConflicts {
			return 0, true, nil
		}
	}
	if perr != nil {
		r.p.log.Warn("output not stored; input will be redelivered", "channel", cm.r.ch.String(), "err", perr)
		_ = cm.msg.NakWithDelay(redeliveryDelay(cm.meta.NumDelivered))
		return 0, false, pii.Unavailable("store the output", perr)
	}
	return len(m.Data), false, a.Err
}

// chunkOutput is a chunk's output as handle.Settle stores it: published
// only if its stream's last output is still the one the chunk was
// applied after; too large, replaced by its error with the same
// position, so that the stream goes on past the chunk and its reader gets
// the error where the text would have been.
type chunkOutput struct {
	*delivery
	run  *chunkRun
	next processor.StreamPosition // the stream's position after the chunk
	opts []jetstream.PublishOpt
}

// Publish implements handle.Outlet: once stored, the worker's cache
// holds the stream's new position (or forgets it, when the stream held
// the output already: the cache knew less), and the stream's queue is
// told that the stream moved on, so the chunk it expects now may run.
func (o *chunkOutput) Publish(ctx context.Context, m *nats.Msg) error {
	ack, err := o.p.js.PublishMsg(ctx, m, o.opts...)
	if err != nil {
		return err
	}
	req := o.run.req
	if ack.Duplicate {
		o.p.m.duplicates.WithLabelValues(o.ch.String()).Inc()
		o.p.positions.forget(req.Thread, req.Stream)
	} else {
		o.p.positions.store(req.Thread, req.Stream, position{pos: o.next, outSeq: ack.Sequence, inputSeq: o.meta.Sequence.Stream})
	}
	if seen := o.run.cm.turn.seen; seen != nil {
		seen(req.Seq, o.next.Next)
	}
	return nil
}

// Fail implements handle.Outlet: the output carries the error (an
// invented token's, with the text before it) or is replaced by it (too
// large to store).
func (o *chunkOutput) Fail(m *nats.Msg, err error) bool {
	if pii.CodeOf(err) == pii.CodeReplyTooLarge {
		m.Data = processor.Encode(processor.ErrorReply(err), o.format)
	}
	return true
}

// Report implements handle.Outlet: the output is stored, the stream
// moved on past the chunk, which no redelivery could restore again; the
// input is terminated whether its error event was stored or not.
func (o *chunkOutput) Report(ctx context.Context, err error) {
	if perr := o.p.publishErrorEvent(ctx, o.delivery, err); perr != nil {
		o.p.log.Warn("error event not stored; the chunk's output is, and the input is terminated", "channel", o.ch.String(), "err", perr)
	}
	_ = o.msg.TermWithReason(string(pii.CodeOf(err)))
}

// Done implements handle.Outlet.
func (o *chunkOutput) Done(context.Context) { _ = o.msg.Ack() }

// carriesOutput reports whether a failed message still has an output to
// deliver: a stream chunk that ended with an error carries the text emitted
// before the error, and the error, to the reader of the stream.
func carriesOutput(ch wire.Channel, err error) bool {
	return ch == wire.StreamChunk && pii.CodeOf(err) == pii.CodeInventedPlaceholder
}

// isWrongLastSequence reports a publish refused because the subject's last
// sequence moved on.
func isWrongLastSequence(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

// chunkFailed settles a chunk that failed before it had an output: handed
// back for redelivery when it may succeed later, or reported with an
// error event and kept in the stream. The event is published even once
// ctx is done, within its own timeout; ctx gives it the chunk's trace.
func (p *Pipe) chunkFailed(ctx context.Context, cm *chunkMsg, err error) {
	if p.ctx.Err() != nil {
		// The worker stops (its drain timed out): the chunk was cut
		// short, not given up. Handed back at once, another worker
		// restores it.
		_ = cm.msg.Nak()
		return
	}
	if p.retry(cm.r.ch, cm.msg, cm.meta, err) {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), p.cfg.Worker.Timeout.D())
	defer cancel()
	d := cm.delivery(p)
	_ = p.h.Settle(ctx, d, d.message(), &handle.Answer{Err: err})
}
