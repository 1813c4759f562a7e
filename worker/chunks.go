package worker

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
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
)

// Pipeline-mode stream chunks.
//
// A chunk is published on <input>.<stream_id>. The stream PIIGHOST_CHUNKS
// stores it as <prefix>.chunks.<partition>.<stream_id>, the partition a
// hash of the stream id, and each partition has one durable consumer with
// several chunks in flight across all workers: a stream's chunks are
// restored one after the other, in publication order (chunkqueue.go on
// one worker, outputwatch.go across workers), while other streams go on
// in parallel. A chunk on
// any other subject below the input (no stream token, or several) is kept
// in the same stream, unpartitioned, and a consumer of its own answers it
// with an error event.
//
// The stream's state is not written anywhere per chunk: each output
// carries it (wire.HeaderStreamState), and the worker caches the positions of
// the streams it handled. The output is published with the expected last
// sequence of its subject, so a worker whose cached position is out of
// date (another worker took later chunks) learns it from the refused
// publish and reads the position again.

// partitionSubject is where PIIGHOST_CHUNKS stores partitioned chunks:
// outside the route's input, so a chunk published with two tokens can
// never pass for a partitioned one.
func (w *Worker) partitionSubject(partition string) string {
	return w.cfg.Worker.Prefix + ".chunks." + partition
}

// chunkStreamConfig is PIIGHOST_CHUNKS for the chunk route.
func (w *Worker) chunkStreamConfig(r route) jetstream.StreamConfig {
	c := w.streamBase(wire.ChunkStream, []string{r.input, r.input + ".>"})
	c.SubjectTransform = &jetstream.SubjectTransformConfig{
		Source:      r.input + ".*",
		Destination: fmt.Sprintf("%s.chunks.{{partition(%d,1)}}.{{wildcard(1)}}", w.cfg.Worker.Prefix, w.cfg.Worker.StreamPartitions),
	}
	return c
}

// consumeChunks binds one durable consumer per partition (a lane), each
// with up to laneInflight chunks in flight across all workers, the
// consumers of partitions beyond the configured count that still hold
// chunks (retiredlanes.go), and the consumer of chunks on malformed
// subjects.
func (w *Worker) consumeChunks(ctx context.Context, r route, out jetstream.Stream) error {
	w.positions = newPositions(out, func(thread, stream, state string) (processor.StreamPosition, error) {
		return w.processor().OpenContinuation(thread, stream, state)
	})
	w.chunkQueues = newChunkQueues(chunkQueueLimit(w.cfg.Worker.StreamPartitions), w.cfg.Worker.Timeout.D(), w.cfg.Worker.MaxDeliver, func(c queuedChunk, nak bool) {
		if nak {
			_ = c.msg.NakWithDelay(outOfOrderDelay)
		}
		w.inflight.Done()
	})
	w.m.registerChunkQueues(w.chunkQueues.stats)
	for p := 0; p < w.cfg.Worker.StreamPartitions; p++ {
		if err := w.bindLane(ctx, r, p); err != nil {
			return err
		}
	}
	if err := w.drainRetiredLanes(ctx, r); err != nil {
		return err
	}
	_, err := w.bindConsumer(ctx, r.ch, wire.ChunkStream, jetstream.ConsumerConfig{
		Durable:        consumerName(r.ch) + "_malformed",
		FilterSubjects: []string{r.input, r.input + ".>"},
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        w.ackWait(),
		MaxDeliver:     -1,
		MaxAckPending:  100,
		// Chunks stored before the partitions moved out of the input's
		// subjects look malformed: start after them.
		DeliverPolicy: jetstream.DeliverNewPolicy,
	}, 8, func(msg jetstream.Msg) {
		w.inflight.Add(1)
		defer w.inflight.Done()
		w.refuseChunkSubject(r, msg)
	}, nil)
	if err != nil {
		return fmt.Errorf("consumer %s_malformed: %w", consumerName(r.ch), err)
	}
	return nil
}

// laneInflight bounds the chunks of one lane in flight across all
// workers. Streams of a lane no longer wait for each other (each stream's
// chunks are queued in the worker, chunkqueue.go), and a stream whose
// publisher runs ahead can have several chunks at a worker at once.
const laneInflight = 64

// chunkQueueLimit bounds the chunks one worker holds (queued or
// running): twice what its lanes can have in flight, at least as for 64
// lanes (retired lanes deliver too). Past it a chunk is handed back.
func chunkQueueLimit(partitions int) int {
	return 2 * laneInflight * max(partitions, 64)
}

// laneName is the durable name of partition p's consumer.
func laneName(r route, p int) string {
	return fmt.Sprintf("%s_p%d", consumerName(r.ch), p)
}

// laneConfig is partition p's consumer.
func (w *Worker) laneConfig(r route, p int) jetstream.ConsumerConfig {
	return jetstream.ConsumerConfig{
		Durable:       laneName(r, p),
		FilterSubject: w.partitionSubject(strconv.Itoa(p)) + ".*",
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       w.ackWait(),
		MaxDeliver:    -1,
		MaxAckPending: laneInflight,
	}
}

// lane is partition p's consumer as the worker binds it, not consumed
// yet: each chunk queued behind its stream's earlier chunks, created
// again once deleted while the partition transform maps to it.
func (w *Worker) lane(r route, p int) *boundConsumer {
	return &boundConsumer{w: w, ch: r.ch, stream: wire.ChunkStream, cfg: w.laneConfig(r, p), batch: laneInflight / 2,
		handler: func(msg jetstream.Msg) { w.queueChunk(r, msg) }, again: w.laneMapped(p)}
}

// bindLane creates (or updates) partition p's consumer and consumes it.
func (w *Worker) bindLane(ctx context.Context, r route, p int) error {
	b := w.lane(r, p)
	if err := w.createAndServe(ctx, b); err != nil {
		return fmt.Errorf("consumer %s: %w", laneName(r, p), err)
	}
	w.lanes.add(p, &servedLane{b: b})
	return nil
}

// queueChunk queues a partitioned chunk behind the earlier chunks of its
// stream on this worker.
func (w *Worker) queueChunk(r route, msg jetstream.Msg) {
	meta, err := msg.Metadata()
	if err != nil {
		w.log.Error("message without metadata", "channel", r.ch.String(), "err", err)
		return
	}
	w.inflight.Add(1)
	stream := msg.Subject()[strings.LastIndexByte(msg.Subject(), '.')+1:]
	held := w.chunkQueues.add(stream, meta.Sequence.Stream, msg, meta, func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		if w.ctx.Err() != nil {
			_ = c.msg.Nak() // the worker stops: a chunk not started goes to another at once
			w.inflight.Done()
			return chunkDone
		}
		turn := chunkTurn{
			earlier: earlier,
			waiting: func() { w.chunkQueues.touch(stream) },
			seen: func(own, next int64) time.Time {
				return w.chunkQueues.seen(stream, own, next)
			},
		}
		outcome := w.handleChunk(r, c, turn)
		if outcome != chunkStepAside {
			w.inflight.Done()
		}
		return outcome
	})
	if !held {
		_ = msg.NakWithDelay(time.Second) // this worker holds enough: another may take it
		w.inflight.Done()
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

// refuseChunkSubject answers a chunk published on a subject that names no
// stream, or more than one token: an error event, and the chunk stays in
// the stream.
func (w *Worker) refuseChunkSubject(r route, msg jetstream.Msg) {
	meta, err := msg.Metadata()
	if err != nil {
		w.log.Error("message without metadata", "channel", r.ch.String(), "err", err)
		return
	}
	format, ct := payloadFormat(msg.Headers().Get(wire.HeaderContentType))
	cm := chunkMsg{r: r, msg: msg, meta: meta, subject: msg.Subject(), format: format, ct: ct}
	ctx, span := w.startChunkSpan(w.ctx, cm)
	err = &pii.Error{Code: pii.CodeBadRequest,
		Message: "a stream chunk is published on " + r.input + ".<stream_id>, one token naming its stream"}
	w.chunkFailed(ctx, cm, err)
	w.trace.end(span, 0, err)
}

// handleChunk restores one partitioned chunk. It reports chunkStepAside when the chunk waited for its stream's earlier
// output and another chunk of the stream came in on this worker
// meanwhile (turn.earlier): nothing was done, and the chunk is to run
// again after that one; chunkBehind when it gave up waiting.
func (w *Worker) handleChunk(r route, c queuedChunk, turn chunkTurn) (outcome chunkOutcome) {
	start := time.Now()
	msg, meta := c.msg, c.meta // the metadata queueChunk parsed
	format, ct := payloadFormat(msg.Headers().Get(wire.HeaderContentType))
	stream := msg.Subject()[strings.LastIndexByte(msg.Subject(), '.')+1:]
	cm := chunkMsg{r: r, msg: msg, meta: meta, stream: stream, subject: r.input + "." + stream, format: format, ct: ct, turn: turn}
	w.m.inflight.Inc()
	defer w.m.inflight.Dec()
	ctx, span := w.startChunkSpan(w.ctx, cm)
	var (
		size    int
		procErr error
	)
	defer func() {
		if p := recover(); p != nil {
			w.log.Error("panic while processing a message", "channel", r.ch.String(), "panic", fmt.Sprintf("%T", p), "stack", string(debug.Stack()))
			procErr = &pii.Error{Code: pii.CodeInternal, Message: "internal error"}
			outcome = chunkDone
			w.chunkFailed(ctx, cm, procErr)
		}
		if pii.CodeOf(procErr) == pii.CodeUnavailable {
			w.storeTrouble()
		}
		w.trace.end(span, size, procErr)
		if outcome != chunkStepAside {
			r.metrics.observe(start, procErr)
		}
	}()
	size, procErr = w.restoreChunk(ctx, cm)
	switch {
	case errors.Is(procErr, errStepAside):
		procErr = nil // nothing happened: the chunk runs again
		return chunkStepAside
	case pii.CodeOf(procErr) == pii.CodeOutOfOrder:
		return chunkBehind
	}
	return chunkDone
}

// startChunkSpan starts the span of one pipeline-mode chunk, continuing
// the trace its publisher started.
func (w *Worker) startChunkSpan(ctx context.Context, cm chunkMsg) (context.Context, trace.Span) {
	return w.trace.start(ctx, cm.r.ch, config.ModePipeline, trace.SpanKindConsumer, cm.msg.Headers(), len(cm.msg.Data()),
		attribute.String("messaging.destination.name", cm.r.input), attrDelivered.Int64(int64(cm.meta.NumDelivered)))
}

// restoreChunk reads the chunk, finds its stream's position, applies it,
// and publishes the output with the new position, then acknowledges. It
// returns the size of the output it published. A wait for the stream's
// earlier output ends when the queue says (turn.seen; without a queue,
// after the timeout); each attempt after a wait has a timeout of its own.
func (w *Worker) restoreChunk(ctx context.Context, cm chunkMsg) (int, error) {
	timeout := w.cfg.Worker.Timeout.D()
	until := time.Now().Add(timeout)
	att := startAttempt(ctx, timeout)
	defer func() { att.end() }() // the last attempt's, not the first's
	proc := w.processor()
	req, err := proc.ReadChunk(cm.msg.Data(), cm.format)
	if err == nil && req.Stream != cm.stream {
		err = &pii.Error{Code: pii.CodeBadRequest, Message: "the subject's stream id and the payload's stream_id differ"}
	}
	if err != nil {
		w.chunkFailed(ctx, cm, err)
		return 0, err
	}
	subject := cm.r.output + "." + cm.stream
	var (
		watch     *outputWatch
		conflicts int // publishes refused because the stream moved on
	)
	for {
		at, err := w.positions.lookup(att.ctx, req.Thread, req.Stream, subject)
		if errors.Is(err, errStreamTaken) {
			err = &pii.Error{Code: pii.CodeBadRequest, Message: errStreamTaken.Error()}
		} else if err != nil {
			err = pii.Unavailable("read the stream's last output", err)
		}
		if err != nil {
			w.chunkFailed(ctx, cm, err)
			return 0, err
		}
		out := proc.ApplyChunk(att.ctx, req, at.pos)
		if pii.CodeOf(out.Err) == pii.CodeOutOfOrder {
			if at.cached {
				w.positions.forget(req.Thread, req.Stream) // perhaps another worker went on
				continue
			}
			if cm.turn.seen != nil {
				until = cm.turn.seen(req.Seq, at.pos.Next)
			}
			if watch == nil {
				// Another worker may hold the chunk before: watch the
				// stream's outputs, then read the last one again (an
				// output stored in between is not missed).
				if watch, err = w.watchOutputs(subject); err == nil {
					defer watch.stop()
					continue
				}
			} else if werr := watch.wait(ctx, cm.turn.earlier, until); werr == nil {
				if cm.turn.waiting != nil {
					cm.turn.waiting()
				}
				// The chunk's turn may have come: what follows has the
				// whole timeout, whatever the wait took.
				att.end()
				att = startAttempt(ctx, timeout)
				continue
			} else if err = werr; errors.Is(err, errStepAside) {
				return 0, err
			}
		}
		if out.Err != nil && !carriesOutput(cm.r.ch, out.Err) {
			w.chunkFailed(ctx, cm, out.Err)
			return 0, out.Err
		}
		if out.Duplicate && cm.meta.Sequence.Stream <= at.inputSeq {
			// This input, or one stored after it, made the last output:
			// it was answered (a redelivery, or a lane created anew that
			// delivers the stream's stored chunks again).
			_ = cm.msg.Ack()
			return 0, nil
		}
		ack, published, err := w.publishChunk(att.ctx, proc, cm, req, subject, out, at.outSeq)
		out = published
		if isWrongLastSequence(err) {
			w.positions.forget(req.Thread, req.Stream)
			if conflicts++; conflicts < 8 {
				continue
			}
		}
		if err != nil {
			w.log.Warn("output not stored; input will be redelivered", "channel", cm.r.ch.String(), "err", err)
			_ = cm.msg.NakWithDelay(time.Second)
			return 0, pii.Unavailable("store the output", err)
		}
		if ack.Duplicate {
			w.m.duplicates.WithLabelValues(cm.r.ch.String()).Inc()
			w.positions.forget(req.Thread, req.Stream) // stored earlier: the cache knew less
		} else {
			w.positions.store(req.Thread, req.Stream, position{pos: out.Position, outSeq: ack.Sequence, inputSeq: cm.meta.Sequence.Stream})
		}
		if cm.turn.seen != nil {
			cm.turn.seen(req.Seq, out.Position.Next) // the stream moved on: the chunk it expects now may run
		}
		if out.Err != nil {
			w.logFailure(cm.r.ch, config.ModePipeline, w.threadDigest(cm.msg.Data(), cm.format), out.Err, cm.meta)
			w.publishChunkError(att.ctx, cm, out.Err)
			_ = cm.msg.TermWithReason(string(pii.CodeOf(out.Err)))
			return len(out.Body), out.Err
		}
		_ = cm.msg.Ack()
		return len(out.Body), nil
	}
}

// attempt bounds one attempt of a chunk's run: its reads, restore and
// store, not the wait for its stream's earlier output. (A struct, not a
// bare cancel func reassigned per attempt, which vet's lostcancel check
// cannot follow into the deferred call that ends the last one.)
type attempt struct {
	ctx context.Context
	end context.CancelFunc
}

func startAttempt(parent context.Context, timeout time.Duration) attempt {
	ctx, cancel := context.WithTimeout(parent, timeout)
	return attempt{ctx: ctx, end: cancel}
}

// publishChunk stores a chunk's output with its stream's new position, if
// the stream's last output is still the one at outSeq. An output over the
// connection's max payload is replaced by its reply_too_large error, with
// the same position: the stream goes on past the chunk, whose reader gets
// the error where the text would have been. It returns the outcome
// published.
func (w *Worker) publishChunk(ctx context.Context, proc *processor.Processor, cm chunkMsg, req *processor.ChunkRequest, subject string, out processor.ChunkOutcome, outSeq uint64) (*jetstream.PubAck, processor.ChunkOutcome, error) {
	m := nats.NewMsg(wire.StoreSubject(cm.r.side, subject)) // stored under subject, then republished there
	m.Data = out.Body
	copyUserHeaders(m.Header, cm.msg.Headers(), false)
	w.trace.inject(ctx, m.Header) // the output continues this span's trace
	m.Header.Set(wire.HeaderContentType, cm.ct)
	m.Header.Set(wire.HeaderInputSeq, strconv.FormatUint(cm.meta.Sequence.Stream, 10))
	m.Header.Set(wire.HeaderStreamState, proc.SealContinuation(req.Thread, req.Stream, out.Position))
	msgID := outputMsgID(cm.r.ch, cm.msg, cm.meta)
	opts := []jetstream.PublishOpt{jetstream.WithMsgID(msgID), jetstream.WithExpectLastSequencePerSubject(outSeq)}
	added := nats.Header{jetstream.MsgIDHeader: {msgID}, jetstream.ExpectedLastSubjSeqHeader: {strconv.FormatUint(outSeq, 10)}}
	if tooLarge := w.replyTooLarge(m.Data, m.Header, added); tooLarge != nil {
		out = chunkTooLarge(out, tooLarge, cm.format)
		m.Data = out.Body
	}
	ack, err := w.js.PublishMsg(ctx, m, opts...)
	if isMaxPayload(err) && pii.CodeOf(out.Err) != pii.CodeReplyTooLarge {
		out = chunkTooLarge(out, pii.NewReplyTooLargeError(int64(len(m.Data)), w.nc.MaxPayload()), cm.format)
		m.Data = out.Body
		ack, err = w.js.PublishMsg(ctx, m, opts...)
	}
	return ack, out, err
}

// chunkTooLarge replaces a chunk's output, too large to publish, by the
// error: the reader of the stream gets it on the output subject, and the
// chunk's error event says so.
func chunkTooLarge(out processor.ChunkOutcome, tooLarge *pii.Error, f processor.Format) processor.ChunkOutcome {
	out.Body = processor.Encode(processor.ErrorReply(tooLarge), f)
	out.Err = tooLarge
	return out
}

// isWrongLastSequence reports a publish refused because the subject's last
// sequence moved on.
func isWrongLastSequence(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && (apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
		apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

// chunkFailed hands a failed chunk back for redelivery when it may succeed
// later, or reports it with an error event and keeps it in the stream.
// The event is published even once ctx is done, within its own timeout;
// ctx gives it the chunk's trace.
func (w *Worker) chunkFailed(ctx context.Context, cm chunkMsg, err error) {
	if w.ctx.Err() != nil {
		// The worker stops (its drain timed out): the chunk was cut
		// short, not given up. Handed back at once, another worker
		// restores it.
		_ = cm.msg.Nak()
		return
	}
	if w.retry(cm.r, cm.msg, cm.meta, err) {
		return
	}
	w.logFailure(cm.r.ch, config.ModePipeline, w.threadDigest(cm.msg.Data(), cm.format), err, cm.meta)
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.cfg.Worker.Timeout.D())
	defer cancel()
	if !w.publishChunkError(ctx, cm, err) {
		return
	}
	_ = cm.msg.TermWithReason(string(pii.CodeOf(err)))
}

// publishChunkError publishes the error event of a chunk; when it cannot,
// the chunk is handed back (it reports false) until the attempts run out.
func (w *Worker) publishChunkError(ctx context.Context, cm chunkMsg, err error) bool {
	perr := w.publishErrorEvent(ctx, cm.r, cm.msg, cm.meta, w.threadDigest(cm.msg.Data(), cm.format), err, cm.subject)
	if perr == nil {
		return true
	}
	if int(cm.meta.NumDelivered) < 2*w.cfg.Worker.MaxDeliver {
		w.log.Warn("error event not stored; input will be redelivered", "channel", cm.r.ch.String(), "err", perr)
		_ = cm.msg.NakWithDelay(time.Second)
		return false
	}
	w.log.Error("error event not stored; input terminated", "channel", cm.r.ch.String(), "err", perr)
	return true
}
