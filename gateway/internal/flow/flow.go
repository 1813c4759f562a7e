// Package flow is what the gateway's routes ask of the worker, over its
// channels: a request's history de-identified in order (model.in for the
// messages, tool.result for the tool results), and a response's texts and
// tool-call arguments restored (model.out, tool.call), whole or as they
// stream in.
package flow

import (
	"context"
	"fmt"
	"strconv"
	"sync"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/gateway/internal/hold"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/wire"
)

// Worker is the part of *client.Client the gateway uses.
type Worker interface {
	ModelIn(ctx context.Context, thread string, msgs []client.Message) (client.MessagesReply, error)
	ModelOut(ctx context.Context, thread string, msgs []client.Message) (client.MessagesReply, error)
	ToolCall(ctx context.Context, thread string, call client.ToolCall) (client.ToolCall, error)
	ToolResult(ctx context.Context, thread, tool string, msg client.Message) (client.Message, error)
}

// Item is one element of a history: a message for model.in, or, with
// ToolResult set, a tool's result for tool.result under the strategy of
// ToolName.
type Item struct {
	Msg        client.Message
	ToolResult bool
	ToolName   string
}

// Deidentify sends a history to the worker in order, each run of messages
// through one model.in request, each tool result through tool.result, so
// that values are first seen in the order the conversation saw them. It
// returns the rewritten messages, in the same order. Any error stops it:
// nothing partly de-identified is returned.
func Deidentify(ctx context.Context, w Worker, thread string, items []Item) ([]client.Message, error) {
	out := make([]client.Message, len(items))
	for i := 0; i < len(items); {
		if items[i].ToolResult {
			m, err := w.ToolResult(ctx, thread, items[i].ToolName, items[i].Msg)
			if err != nil {
				return nil, err
			}
			out[i] = m
			i++
			continue
		}
		j := i
		var run []client.Message
		for j < len(items) && !items[j].ToolResult {
			run = append(run, items[j].Msg)
			j++
		}
		rep, err := w.ModelIn(ctx, thread, run)
		if err != nil {
			return nil, err
		}
		if len(rep.Messages) != len(run) {
			return nil, internalf("model.in answered %d messages for %d", len(rep.Messages), len(run))
		}
		copy(out[i:j], rep.Messages)
		i = j
	}
	return out, nil
}

// Restorer restores the texts of one response of a thread.
type Restorer struct {
	W      Worker
	Thread string
	// Rec is the token grammar, to tell the texts that hold a token.
	Rec *pipeline.Recognizer
}

// Batch gathers the texts of one response, or of one streamed event, to
// restore them together: one model.out request for the model's texts, one
// tool.call request per tool for the string values of its arguments.
// Texts without a token are not sent.
type Batch struct {
	r     *Restorer
	texts []*string
	tools map[string][]*string
	order []string
}

// Batch starts a batch.
func (r *Restorer) Batch() *Batch { return &Batch{r: r} }

// Text adds a model text (message content, a text block): *dst is
// restored in place by Run.
func (b *Batch) Text(dst *string) {
	if b.needs(*dst) {
		b.texts = append(b.texts, dst)
	}
}

// Leaf adds a string value of the arguments of a call of tool: *dst is
// restored in place by Run, under the tool's strategy.
func (b *Batch) Leaf(tool string, dst *string) {
	if !b.needs(*dst) {
		return
	}
	if b.tools == nil {
		b.tools = map[string][]*string{}
	}
	if _, ok := b.tools[tool]; !ok {
		b.order = append(b.order, tool)
	}
	b.tools[tool] = append(b.tools[tool], dst)
}

func (b *Batch) needs(s string) bool { return hold.NeedsWorker(b.r.Rec, s) }

// Empty reports whether Run has nothing to send.
func (b *Batch) Empty() bool { return len(b.texts) == 0 && len(b.tools) == 0 }

// Run sends the batch's requests, at once, and writes each restored text
// in place. On an error (an invented token under the raise strategy, no
// worker) nothing is written.
func (b *Batch) Run(ctx context.Context) error {
	if b.Empty() {
		return nil
	}
	type result struct {
		dst []*string
		val []string
		err error
	}
	results := make([]result, 1+len(b.order))
	var wg sync.WaitGroup
	if len(b.texts) > 0 {
		wg.Go(func() {
			msgs := make([]client.Message, len(b.texts))
			for i, p := range b.texts {
				msgs[i] = client.Message{Role: wire.RoleAssistant, Content: *p}
			}
			rep, err := b.r.W.ModelOut(ctx, b.r.Thread, msgs)
			res := result{dst: b.texts, err: err}
			if err == nil {
				if len(rep.Messages) != len(msgs) {
					res.err = internalf("model.out answered %d messages for %d", len(rep.Messages), len(msgs))
				}
				for i := range min(len(rep.Messages), len(msgs)) {
					res.val = append(res.val, rep.Messages[i].Text())
				}
			}
			results[0] = res
		})
	}
	for k, tool := range b.order {
		wg.Go(func() {
			dst := b.tools[tool]
			args := make(map[string]any, len(dst))
			for i, p := range dst {
				args[strconv.Itoa(i)] = *p
			}
			call, err := b.r.W.ToolCall(ctx, b.r.Thread, client.ToolCall{Name: tool, Args: args})
			res := result{dst: dst, err: err}
			if err == nil {
				for i := range dst {
					s, ok := call.Args[strconv.Itoa(i)].(string)
					if !ok {
						res.err = internalf("tool.call answered no string for argument %d", i)
						break
					}
					res.val = append(res.val, s)
				}
			}
			results[1+k] = res
		})
	}
	wg.Wait()
	for _, r := range results {
		if r.err != nil {
			return r.err
		}
	}
	for _, r := range results {
		for i, p := range r.dst {
			if i < len(r.val) {
				*p = r.val[i]
			}
		}
	}
	return nil
}

func internalf(format string, args ...any) error {
	return &pii.Error{Code: pii.CodeInternal, Message: fmt.Sprintf(format, args...)}
}
