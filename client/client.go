package client

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/wire"
)

// Client calls the worker's service endpoints, one method per channel. It
// is safe for concurrent use; a Stream is not.
type Client struct {
	nc   *nats.Conn
	opts options
	// workerMax is the worker's request limit once Info has read it.
	workerMax atomic.Int64
}

// New returns a client of the worker reachable on nc. It does no I/O.
// With the shipped NATS permissions, nc must be connected as the clear
// side's identity with its own inbox prefix:
//
//	nc, err := nats.Connect(url, nats.UserInfo("agent", password), nats.CustomInboxPrefix("_INBOX_agent"))
func New(nc *nats.Conn, opts ...Option) (*Client, error) {
	if nc == nil {
		return nil, configError("no NATS connection")
	}
	o, err := newOptions(opts)
	if err != nil {
		return nil, err
	}
	c := &Client{nc: nc, opts: o}
	if o.maxPayload > 0 {
		c.workerMax.Store(int64(o.maxPayload))
	}
	return c, nil
}

// PartitionSubject returns the subject a request of thread is sent on
// first: the service subject of the thread's partition, such as
// "piighost.p.17.model.in", served by the worker that owns the partition
// (subjects.md, "Thread partitions"); the plain subject (Subject) with
// WithoutAffinity or for a request without a thread.
func (c *Client) PartitionSubject(ch wire.Channel, thread string) string {
	if c.opts.noAffinity || thread == "" {
		return c.Subject(ch)
	}
	return wire.PartitionSubject(c.opts.prefix, wire.ThreadPartition(thread), ch)
}

// Subject returns the service subject of a channel, such as
// "piighost.model.in".
func (c *Client) Subject(ch wire.Channel) string { return wire.ServiceSubject(c.opts.prefix, ch) }

// ModelIn de-identifies a history before the model sees it. User
// messages are de-identified, assistant messages per the worker's
// assistant strategy, tool and system messages never (send tool results
// through ToolResult first). Keep the whole history and send it again
// each turn: a message seen before is answered from the worker's cache,
// and input order is the order in which values were first seen.
//
// A history larger than the worker's request limit goes in consecutive
// requests, in order, which the worker reads as one history.
func (c *Client) ModelIn(ctx context.Context, thread string, msgs []Message) (MessagesReply, error) {
	return c.messages(ctx, wire.ModelIn, thread, msgs)
}

// ModelOut restores a model's reply for display: user and assistant
// content; tool calls and tool messages stay tokenised. A token the
// thread never issued fails the call with ErrInventedPlaceholder under
// the worker's raise strategy (the error's Tokens list them).
func (c *Client) ModelOut(ctx context.Context, thread string, msgs []Message) (MessagesReply, error) {
	return c.messages(ctx, wire.ModelOut, thread, msgs)
}

// ToolCall restores a tool call's arguments so that the tool gets real
// values (under the full and input strategies): every string leaf of
// Args, whole tokens only, a token inside a longer string included. thread
// may be empty for a tool under passthrough.
func (c *Client) ToolCall(ctx context.Context, thread string, call ToolCall) (ToolCall, error) {
	body, err := c.do(ctx, wire.ToolCall, thread, ToolCallRequest{ThreadID: thread, Call: call})
	if err != nil {
		return ToolCall{}, err
	}
	return readToolCall(body)
}

// ToolResult de-identifies a tool's result before the model sees it
// (under the full and output strategies): a value the thread knows gets
// its token back, a new one the next number, and stays masked for the
// rest of the thread. Keep the returned message in the history, never the
// clear one. tool is the tool's name, which selects its strategy.
func (c *Client) ToolResult(ctx context.Context, thread, tool string, msg Message) (Message, error) {
	body, err := c.do(ctx, wire.ToolResult, thread, ToolResultRequest{ThreadID: thread, ToolName: tool, Message: &msg})
	if err != nil {
		return Message{}, err
	}
	return readToolMessage(body)
}

// ToolResultUpdate is ToolResult for a tool that returns a state update
// (LangGraph's Command(update=...)): the tool messages among its values
// are de-identified, other values pass through.
func (c *Client) ToolResultUpdate(ctx context.Context, thread, tool string, u Update) (Update, error) {
	if u == nil {
		u = Update{}
	}
	body, err := c.do(ctx, wire.ToolResult, thread, ToolResultRequest{ThreadID: thread, ToolName: tool, Update: u})
	if err != nil {
		return nil, err
	}
	return readUpdate(body)
}

// Forget erases a thread: its tokens count as invented afterwards, and
// its values get new tokens if they come back.
func (c *Client) Forget(ctx context.Context, thread string) (Forgotten, error) {
	body, err := c.do(ctx, wire.ThreadForget, thread, ForgetRequest{ThreadID: thread})
	if err != nil {
		return Forgotten{}, err
	}
	return readForgotten(body)
}

// Chunk sends one stream.chunk request as it is, with its continuation.
// Stream and Restore keep the sequence and the continuation for you; use
// Chunk only to drive them yourself: send each chunk with the previous
// reply's Continuation. A chunk that failed after restoring some text
// returns both that text and the error.
func (c *Client) Chunk(ctx context.Context, req ChunkRequest) (Chunk, error) {
	body, err := c.do(ctx, wire.StreamChunk, req.ThreadID, continuedChunk{req})
	if body == nil {
		return Chunk{}, err
	}
	return readChunk(body), err
}

func (c *Client) messages(ctx context.Context, ch wire.Channel, thread string, msgs []Message) (MessagesReply, error) {
	whole, err := encodePayload(MessagesRequest{ThreadID: thread, Messages: msgs})
	if err != nil {
		return MessagesReply{}, err
	}
	if len(whole) <= c.maxPayload() || len(msgs) < 2 {
		body, err := c.request(ctx, ch, thread, whole)
		if err != nil {
			return MessagesReply{}, err
		}
		return readMessages(body, len(msgs))
	}
	out := MessagesReply{Messages: make([]Message, 0, len(msgs))}
	for _, part := range c.split(thread, msgs) {
		data, err := encodePayload(MessagesRequest{ThreadID: thread, Messages: part})
		if err != nil {
			return MessagesReply{}, err
		}
		body, err := c.request(ctx, ch, thread, data)
		if err != nil {
			return MessagesReply{}, err
		}
		r, err := readMessages(body, len(part))
		if err != nil {
			return MessagesReply{}, err
		}
		out.Messages = append(out.Messages, r.Messages...)
		out.Changed = out.Changed || r.Changed
	}
	return out, nil
}

// envelopeMargin is kept free for the map around a part's messages.
const envelopeMargin = 64

// split cuts a history into consecutive parts that each fit one request;
// a message larger than the limit goes alone (and the worker refuses it).
func (c *Client) split(thread string, msgs []Message) [][]Message {
	limit := c.maxPayload() - envelopeMargin - len(thread)
	var parts [][]Message
	var cur []Message
	used := 0
	for _, m := range msgs {
		b, err := encodePayload(MessagesRequest{Messages: []Message{m}})
		size := len(b)
		if err != nil {
			size = 0 // reported by the part's own encoding
		}
		if len(cur) > 0 && used+size > limit {
			parts = append(parts, cur)
			cur, used = nil, 0
		}
		cur = append(cur, m)
		used += size
	}
	return append(parts, cur)
}

// maxPayload is the largest request to send: the worker's limit (known
// from WithMaxPayload or Info, else the default) within the server's.
func (c *Client) maxPayload() int {
	limit := int(c.workerMax.Load())
	if limit == 0 {
		limit = wire.DefaultMaxPayload
	}
	if s := int(c.nc.MaxPayload()); s > 0 && s < limit {
		limit = s
	}
	return limit
}

// do encodes a request of a thread and sends it.
func (c *Client) do(ctx context.Context, ch wire.Channel, thread string, p Payload) (map[string]any, error) {
	data, err := encodePayload(p)
	if err != nil {
		return nil, err
	}
	return c.request(ctx, ch, thread, data)
}

// request sends data, a request of thread, on a channel's endpoint and
// reads the reply: first on the thread's partition subject, whose worker
// caches the thread, then, when no worker answers there, on the plain
// subject, which every worker serves (PartitionSubject). It retries, with
// the same bytes, after a timeout, a missing responder or an unavailable
// store; never after an answer that will not change.
func (c *Client) request(ctx context.Context, ch wire.Channel, thread string, data []byte) (map[string]any, error) {
	subject := c.PartitionSubject(ch, thread)
	delay := c.opts.backoff
	for attempt := 0; ; attempt++ {
		body, err := c.attempt(ctx, ch, subject, data)
		if plain := c.Subject(ch); subject != plain && errors.Is(err, nats.ErrNoResponders) {
			// The partition's owner is gone, and the others have not
			// taken it yet: any worker serves the thread.
			subject = plain
			body, err = c.attempt(ctx, ch, subject, data)
		}
		if err == nil || !retryable(err) || attempt >= c.opts.retries || ctx.Err() != nil || c.nc.IsClosed() {
			return body, err
		}
		subject = c.Subject(ch) // a worker that does not answer is not asked again
		if !sleep(ctx, delay) {
			return body, err
		}
		delay = min(2*delay, c.opts.maxBackoff)
	}
}

func (c *Client) attempt(ctx context.Context, ch wire.Channel, subject string, data []byte) (map[string]any, error) {
	actx, cancel := context.WithTimeout(ctx, c.opts.timeout)
	defer cancel()
	msg := nats.NewMsg(subject)
	msg.Data = data
	msg.Header.Set(wire.HeaderContentType, wire.ContentTypeMsgpack)
	injectTrace(ctx, msg.Header)
	reply, err := c.nc.RequestMsgWithContext(actx, msg)
	if err != nil {
		return nil, c.noReply(ctx, subject, err)
	}
	return decodeReply(reply.Header, reply.Data, ch)
}

// noReply explains a request nothing answered.
func (c *Client) noReply(ctx context.Context, subject string, err error) error {
	switch {
	case errors.Is(err, nats.ErrNoResponders):
		return unreachableError("no worker serves "+subject, err)
	case ctx.Err() != nil:
		return unreachableError("no reply on "+subject+" before the call's context ended", ctx.Err())
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout):
		return unreachableError(fmt.Sprintf("no reply on %s within %s", subject, c.opts.timeout), err)
	}
	return unreachableError("request on "+subject+" failed", err)
}

// sleep waits d, or less if ctx ends first; it reports whether it waited.
func sleep(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}
