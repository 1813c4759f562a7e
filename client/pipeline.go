package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// Pipeline publishes the inputs and reads the outputs of pipeline mode:
// per channel, a route from an input subject to an output subject, through
// JetStream, which keeps every input until a worker stored its output. No
// reply comes back to the publisher; whoever reads the output subject gets
// the result, with the trailing subject tokens the input was published
// with (the suffix), so use them to match results to inputs.
//
// The clear side (agent and tools) publishes model.in, tool.result and
// thread.forget, and reads model.out, tool.call, stream.chunk and
// thread.forgotten outputs and the error events; the model side publishes
// model.out, tool.call and stream.chunk (see PipelineStream), and reads
// model.in and tool.result outputs. Under deploy/nats-permissions.conf
// each side may do exactly that, with a suffix of at least one token, and
// nothing else (see the package documentation).
type Pipeline struct {
	nc   *nats.Conn
	js   jetstream.JetStream
	opts options
}

// NewPipeline returns pipeline-mode helpers for the worker reachable on
// nc. It does no I/O. WithPrefix and WithRoute name the routes;
// WithTimeout, WithRetries and WithBackoff bound publishing.
func NewPipeline(nc *nats.Conn, opts ...Option) (*Pipeline, error) {
	if nc == nil {
		return nil, configError("no NATS connection")
	}
	o, err := newOptions(opts)
	if err != nil {
		return nil, err
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	return &Pipeline{nc: nc, js: js, opts: o}, nil
}

// Route returns a channel's route.
func (p *Pipeline) Route(ch wire.Channel) wire.Route { return p.opts.routes[ch] }

// InputSubject is where a channel's input is published, followed by the
// suffix tokens when suffix is not empty.
func (p *Pipeline) InputSubject(ch wire.Channel, suffix string) string {
	return join(p.Route(ch).Input, suffix)
}

// OutputSubject is where a channel's output appears, followed by the
// suffix tokens when suffix is not empty (">" for every output).
func (p *Pipeline) OutputSubject(ch wire.Channel, suffix string) string {
	return join(p.Route(ch).Output, suffix)
}

// ErrorSubject is where the worker reports a channel's failed inputs (">"
// for every channel's).
func (p *Pipeline) ErrorSubject(ch wire.Channel) string { return wire.ErrorSubject(p.opts.prefix, ch) }

func join(subject, suffix string) string {
	if suffix == "" {
		return subject
	}
	return subject + "." + suffix
}

// PublishOption adjusts one Publish.
type PublishOption func(*nats.Msg)

// WithMsgID sets the input's Nats-Msg-Id (default: a random one), under
// which JetStream drops a second copy within its duplicate window (two
// minutes), and from which the output's id derives.
func WithMsgID(id string) PublishOption {
	return func(m *nats.Msg) { m.Header.Set(wire.HeaderMsgID, id) }
}

// WithHeader adds a header to the input. Towards the clear side the
// worker copies the input's headers to the output; towards the model side
// only traceparent and tracestate pass. A traceparent given here wins
// over the trace context of Publish's ctx.
func WithHeader(key, value string) PublishOption {
	return func(m *nats.Msg) { m.Header.Add(key, value) }
}

// Publish publishes a channel's input under suffix and returns its
// sequence in the input stream once JetStream stored it. A ChunkRequest's
// suffix is its stream id: pass "" or the same id.
//
// Every input carries a Nats-Msg-Id, so Publish retries a publish that
// was not acknowledged (a timeout, no stream responding) without ever
// storing it twice.
func (p *Pipeline) Publish(ctx context.Context, ch wire.Channel, suffix string, payload Payload, opts ...PublishOption) (uint64, error) {
	if !payload.fits(ch) {
		return 0, &Error{Code: pii.CodeBadRequest, Message: fmt.Sprintf("client: a %T is not a %s request", payload, ch)}
	}
	if c, ok := payload.(ChunkRequest); ok {
		if suffix != "" && suffix != c.StreamID {
			return 0, &Error{Code: pii.CodeBadRequest, Message: "client: a stream chunk's suffix is its stream id"}
		}
		suffix = c.StreamID
	}
	data, err := encodePayload(payload)
	if err != nil {
		return 0, err
	}
	msg := nats.NewMsg(p.InputSubject(ch, suffix))
	msg.Data = data
	msg.Header.Set(wire.HeaderContentType, wire.ContentTypeMsgpack)
	msg.Header.Set(wire.HeaderMsgID, newStreamID())
	for _, o := range opts {
		o(msg)
	}
	if msg.Header.Get(wire.HeaderTraceparent) == "" {
		injectTrace(ctx, msg.Header)
	}
	return p.publish(ctx, msg)
}

func (p *Pipeline) publish(ctx context.Context, msg *nats.Msg) (uint64, error) {
	delay := p.opts.backoff
	for attempt := 0; ; attempt++ {
		actx, cancel := context.WithTimeout(ctx, p.opts.timeout)
		ack, err := p.js.PublishMsg(actx, msg)
		cancel()
		if err == nil {
			return ack.Sequence, nil
		}
		err = p.notStored(ctx, msg.Subject, err)
		if !retryable(err) || attempt >= p.opts.retries || ctx.Err() != nil || p.nc.IsClosed() || !sleep(ctx, delay) {
			return 0, err
		}
		delay = min(2*delay, p.opts.maxBackoff)
	}
}

// notStored explains a publish JetStream did not acknowledge: nothing is
// sure to have been stored, so it is an unreachable worker's error.
func (p *Pipeline) notStored(ctx context.Context, subject string, err error) error {
	what := "JetStream did not store the input on " + subject + " (is a worker running in pipeline mode?)"
	if ctx.Err() != nil {
		return unreachableError(what, ctx.Err())
	}
	if errors.Is(err, jetstream.ErrNoStreamResponse) || errors.Is(err, nats.ErrNoResponders) ||
		errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) {
		return unreachableError(what, err)
	}
	// Refused for another reason (permissions, a closed connection): a
	// retry would not help.
	return &Error{Code: pii.CodeUnavailable, Message: what, Err: err}
}

// Output is one output the worker published. Read it with the method of
// its channel; each returns the error the output carries, if any.
type Output struct {
	// Channel is the route's channel.
	Channel wire.Channel
	// Subject is the output subject; Suffix its tokens after the route's
	// output subject (the input's suffix).
	Subject string
	Suffix  string
	// Header holds the output's headers: Piighost-Input-Seq, Nats-Msg-Id,
	// those its output stream adds as it republishes it (Nats-Stream,
	// Nats-Sequence, ...) and, towards the clear side, the input's own.
	Header nats.Header
	// Data is the raw payload.
	Data []byte

	body map[string]any
	err  error
}

// MsgID is the output's Nats-Msg-Id, derived from its input's.
func (o *Output) MsgID() string { return o.Header.Get(wire.HeaderMsgID) }

// InputSeq is the input's sequence in its stream.
func (o *Output) InputSeq() uint64 {
	n, _ := strconv.ParseUint(o.Header.Get(wire.HeaderInputSeq), 10, 64)
	return n
}

// ThreadID is the output's thread id.
func (o *Output) ThreadID() string {
	s, _ := o.body[wire.FieldThreadID].(string)
	return s
}

// Messages reads a model.in or model.out output.
func (o *Output) Messages() (MessagesReply, error) {
	if err := o.want(wire.ModelIn, wire.ModelOut); err != nil {
		return MessagesReply{}, err
	}
	return readMessages(o.body, -1)
}

// ToolCall reads a tool.call output: the call, restored per strategy.
func (o *Output) ToolCall() (ToolCall, error) {
	if err := o.want(wire.ToolCall); err != nil {
		return ToolCall{}, err
	}
	return readToolCall(o.body)
}

// ToolResult reads a tool.result output holding a message.
func (o *Output) ToolResult() (Message, error) {
	if err := o.want(wire.ToolResult); err != nil {
		return Message{}, err
	}
	return readToolMessage(o.body)
}

// Update reads a tool.result output holding a state update.
func (o *Output) Update() (Update, error) {
	if err := o.want(wire.ToolResult); err != nil {
		return nil, err
	}
	return readUpdate(o.body)
}

// Chunk reads a stream.chunk output. A chunk that failed after restoring
// some text (an invented token under raise) returns both.
func (o *Output) Chunk() (Chunk, error) {
	if o.Channel != wire.StreamChunk {
		return Chunk{}, o.want(wire.StreamChunk)
	}
	if o.body == nil {
		return Chunk{}, o.err
	}
	return readChunk(o.body), o.err
}

// Forgotten reads a thread.forget output.
func (o *Output) Forgotten() (Forgotten, error) {
	if err := o.want(wire.ThreadForget); err != nil {
		return Forgotten{}, err
	}
	return readForgotten(o.body)
}

func (o *Output) want(chs ...wire.Channel) error {
	for _, ch := range chs {
		if o.Channel == ch {
			return o.err
		}
	}
	return &Error{Code: pii.CodeBadRequest, Message: "client: a " + o.Channel.String() + " output read as " + chs[0].String()}
}

// Subscription receives a channel's outputs.
type Subscription struct {
	ch   wire.Channel
	base string
	sub  *nats.Subscription
	// seen holds the latest output ids. The output streams deliver each
	// stored output once, but two copies of one output published further
	// apart than the worker's duplicate_window are both stored and
	// delivered, under the same id (subjects.md, "Delivery").
	seen  map[string]bool
	order []string
}

// seenWindow bounds the output ids a Subscription remembers.
const seenWindow = 4096

// Subscribe subscribes to a channel's outputs published under suffix
// (">" for all of them, a stream id for one stream's chunks). Subscribe
// before publishing the input: core NATS delivers only to subscribers
// present when the output is published.
func (p *Pipeline) Subscribe(ch wire.Channel, suffix string) (*Subscription, error) {
	if !ch.Valid() {
		return nil, fmt.Errorf("client: unknown channel %q", ch)
	}
	base := p.Route(ch).Output
	sub, err := p.nc.SubscribeSync(join(base, suffix))
	if err != nil {
		return nil, err
	}
	if err := p.nc.FlushTimeout(p.opts.timeout); err != nil {
		_ = sub.Unsubscribe()
		return nil, unreachableError("the subscription to "+sub.Subject+" was not confirmed", err)
	}
	return &Subscription{ch: ch, base: base, sub: sub, seen: map[string]bool{}}, nil
}

// Next returns the next output, skipping copies of one already returned.
// It waits until ctx ends.
func (s *Subscription) Next(ctx context.Context) (*Output, error) {
	for {
		m, err := s.sub.NextMsgWithContext(ctx)
		if err != nil {
			return nil, unreachableError("no output on "+s.sub.Subject, err)
		}
		if id := m.Header.Get(wire.HeaderMsgID); id != "" {
			if s.seen[id] {
				continue
			}
			s.remember(id)
		}
		return s.read(m), nil
	}
}

func (s *Subscription) remember(id string) {
	s.seen[id] = true
	s.order = append(s.order, id)
	if len(s.order) > seenWindow {
		delete(s.seen, s.order[0])
		s.order = s.order[1:]
	}
}

func (s *Subscription) read(m *nats.Msg) *Output {
	o := &Output{Channel: s.ch, Subject: m.Subject, Header: m.Header, Data: m.Data}
	if rest, ok := strings.CutPrefix(m.Subject, s.base+"."); ok {
		o.Suffix = rest
	}
	o.body, o.err = decodeReply(m.Header, m.Data, s.ch)
	return o
}

// Unsubscribe stops the subscription.
func (s *Subscription) Unsubscribe() error { return s.sub.Unsubscribe() }

// ErrorSubscription receives error events.
type ErrorSubscription struct{ sub *nats.Subscription }

// SubscribeErrors subscribes to the error events of a channel (">" for
// every channel): what pipeline mode publishes instead of an output when
// an input fails for good (model.in and tool.result never publish an
// output then).
func (p *Pipeline) SubscribeErrors(ch wire.Channel) (*ErrorSubscription, error) {
	sub, err := p.nc.SubscribeSync(p.ErrorSubject(ch))
	if err != nil {
		return nil, err
	}
	if err := p.nc.FlushTimeout(p.opts.timeout); err != nil {
		_ = sub.Unsubscribe()
		return nil, unreachableError("the subscription to "+sub.Subject+" was not confirmed", err)
	}
	return &ErrorSubscription{sub: sub}, nil
}

// Next returns the next error event. It waits until ctx ends.
func (s *ErrorSubscription) Next(ctx context.Context) (wire.ErrorEvent, error) {
	m, err := s.sub.NextMsgWithContext(ctx)
	if err != nil {
		return wire.ErrorEvent{}, unreachableError("no error event on "+s.sub.Subject, err)
	}
	var ev wire.ErrorEvent
	if err := json.Unmarshal(m.Data, &ev); err != nil {
		return wire.ErrorEvent{}, internalError("an error event is not JSON")
	}
	return ev, nil
}

// Unsubscribe stops the subscription.
func (s *ErrorSubscription) Unsubscribe() error { return s.sub.Unsubscribe() }

// EventError is the error an error event reports, for errors.Is.
func EventError(ev wire.ErrorEvent) *Error { return &Error{Code: Code(ev.Code), Message: ev.Message} }

// PipelineStream publishes one streamed model reply, chunk by chunk, on
// the stream.chunk route; the clear side reads the restored chunks with
// Subscribe(wire.StreamChunk, id). Each chunk is published with the id
// "<stream id>:<seq>", so a retried publish is never stored twice. A
// PipelineStream is for one goroutine at a time.
type PipelineStream struct {
	p      *Pipeline
	thread string
	id     string
	seq    int64
	ended  bool
}

// Stream starts publishing a streamed reply of thread. It does no I/O.
func (p *Pipeline) Stream(thread string, opts ...StreamOption) *PipelineStream {
	s := Stream{}
	for _, o := range opts {
		o(&s)
	}
	if s.id == "" {
		s.id = newStreamID()
	}
	return &PipelineStream{p: p, thread: thread, id: s.id}
}

// ID returns the stream id, the suffix of its chunks' subjects.
func (s *PipelineStream) ID() string { return s.id }

// Write publishes the next piece of the reply; an empty piece publishes
// nothing. After an error, Write the same piece again: it is published
// under the same sequence number and message id.
func (s *PipelineStream) Write(ctx context.Context, piece string) error {
	if s.ended {
		return &Error{Code: pii.CodeStreamEnded, Message: "client: the stream is closed"}
	}
	if piece == "" {
		return nil
	}
	return s.publish(ctx, piece, false)
}

// Close publishes the end of the stream; the worker then publishes the
// held tail. Close after Close does nothing.
func (s *PipelineStream) Close(ctx context.Context) error {
	if s.ended {
		return nil
	}
	if err := s.publish(ctx, "", true); err != nil {
		return err
	}
	s.ended = true
	return nil
}

func (s *PipelineStream) publish(ctx context.Context, text string, end bool) error {
	req := ChunkRequest{ThreadID: s.thread, StreamID: s.id, Seq: s.seq, Text: text, End: end}
	if _, err := s.p.Publish(ctx, wire.StreamChunk, s.id, req, WithMsgID(s.id+":"+strconv.FormatInt(s.seq, 10))); err != nil {
		return err
	}
	s.seq++
	return nil
}
