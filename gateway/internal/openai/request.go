// Package openai is the OpenAI Chat Completions route of the gateway:
// a request's messages de-identified before it goes upstream, and the
// response (whole, or streamed as server-sent events) restored.
package openai

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/wire"
)

// MetadataThread is the key of the request's metadata that may name the
// thread; the gateway removes it before the request goes upstream.
const MetadataThread = "piighost_thread"

// Request is a chat completions request.
type Request struct {
	body *jsonobj.Object
	msgs []*jsonobj.Object
	// Stream tells a streamed request.
	Stream bool
}

// BadRequest is a request the gateway cannot read; its message says why,
// without the request's content.
type BadRequest struct{ Msg string }

func (e *BadRequest) Error() string { return e.Msg }

func bad(msg string) error { return &BadRequest{Msg: msg} }

// ParseRequest reads a request body, parsed and checked by
// jsonobj.Parse.
func ParseRequest(o *jsonobj.Object) (*Request, error) {
	r := &Request{body: o}
	if raw, ok := o.Get("stream"); ok && !jsonobj.IsNull(raw) {
		var isBool bool
		if r.Stream, isBool = jsonobj.BoolOf(raw); !isBool {
			return nil, bad("stream must be a boolean")
		}
	}
	raw, ok := o.Get("messages")
	if !ok || jsonobj.Kind(raw) != '[' {
		return nil, bad("messages must be a list")
	}
	items, err := jsonobj.Array(raw)
	if err != nil {
		return nil, bad("messages must be a list")
	}
	for i, it := range items {
		m, err := jsonobj.Parse(it)
		if err != nil {
			return nil, bad(at(i, "must be an object"))
		}
		if _, ok := m.String("role"); !ok {
			return nil, bad(at(i, "needs a role"))
		}
		r.msgs = append(r.msgs, m)
	}
	return r, nil
}

func at(i int, what string) string { return "messages[" + itoa(i) + "] " + what }

// TakeMetadataThread returns the thread named in metadata.piighost_thread,
// and removes it (and metadata, if nothing else is left in it) from the
// request. ok is false when metadata names none; an error when it is not
// a string.
func (r *Request) TakeMetadataThread() (string, bool, error) {
	return takeMetadataThread(r.body)
}

func takeMetadataThread(body *jsonobj.Object) (string, bool, error) {
	raw, ok := body.Get("metadata")
	if !ok || jsonobj.Kind(raw) != '{' {
		return "", false, nil
	}
	md, err := jsonobj.Parse(raw)
	if err != nil {
		return "", false, nil
	}
	v, ok := md.Get(MetadataThread)
	if !ok {
		return "", false, nil
	}
	s, isString := jsonobj.StringOf(v)
	if !isString {
		return "", false, bad("metadata." + MetadataThread + " must be a string")
	}
	md.Delete(MetadataThread)
	if md.Len() == 0 {
		body.Delete("metadata")
	} else {
		body.Set("metadata", md.Marshal())
	}
	return s, true, nil
}

// Start is the conversation's stable start, which names a thread derived
// from it: the messages up to and with the first user message.
func (r *Request) Start() []json.RawMessage {
	var out []json.RawMessage
	for _, m := range r.msgs {
		out = append(out, m.Marshal())
		if role, _ := m.String("role"); role == wire.RoleUser {
			break
		}
	}
	return out
}

// message is one message read for the worker.
type message struct {
	obj  *jsonobj.Object
	role string
	// calls are the raw tool calls of an assistant message, in order.
	calls []*jsonobj.Object
	args  []string
}

// Deidentify sends the messages through the worker (model.in; tool
// messages through tool.result) and returns the body to send upstream.
func (r *Request) Deidentify(ctx context.Context, w flow.Worker, thread string) ([]byte, error) {
	msgs := make([]message, len(r.msgs))
	items := make([]flow.Item, len(r.msgs))
	toolNames := map[string]string{} // tool call id → function name
	for i, o := range r.msgs {
		it, m, err := readMessage(i, o, toolNames)
		if err != nil {
			return nil, err
		}
		msgs[i], items[i] = m, it
	}
	out, err := flow.Deidentify(ctx, w, thread, items)
	if err != nil {
		return nil, err
	}
	raws := make([]json.RawMessage, len(msgs))
	for i, m := range msgs {
		if raws[i], err = writeMessage(i, m, items[i].Msg, out[i]); err != nil {
			return nil, err
		}
	}
	r.body.Set("messages", jsonobj.MarshalArray(raws))
	return r.body.Marshal(), nil
}

// readMessage converts one message for the worker.
func readMessage(i int, o *jsonobj.Object, toolNames map[string]string) (flow.Item, message, error) {
	role, _ := o.String("role")
	m := message{obj: o, role: role}
	var it flow.Item
	content, _ := o.Get("content")
	text, blocks, err := flow.ContentIn(content)
	if err != nil {
		return it, m, bad(at(i, err.Error()))
	}
	cm := client.Message{Content: text, Blocks: blocks}
	cm.Name, _ = o.String("name")
	skip := []string{"role", "content", "name", "tool_calls", "tool_call_id"}
	switch role {
	case "system", "developer":
		cm.Role = wire.RoleSystem
	case wire.RoleUser:
		cm.Role = wire.RoleUser
	case wire.RoleAssistant:
		cm.Role = wire.RoleAssistant
		if raw, ok := o.Get("tool_calls"); ok && !jsonobj.IsNull(raw) {
			calls, err := jsonobj.Array(raw)
			if err != nil {
				return it, m, bad(at(i, "tool_calls must be a list"))
			}
			for j, c := range calls {
				call, fn, err := readCall(c)
				if err != nil {
					return it, m, bad(at(i, "tool_calls["+itoa(j)+"] "+err.Error()))
				}
				id, _ := call.String("id")
				name, _ := fn.String("name")
				args, _ := fn.String("arguments")
				toolNames[id] = name
				m.calls = append(m.calls, call)
				m.args = append(m.args, args)
				cm.ToolCalls = append(cm.ToolCalls, client.ToolCall{ID: id, Name: name, Args: flow.ArgsIn(args)})
			}
		}
	case wire.RoleTool, "function":
		cm.Role = wire.RoleTool
		cm.ToolCallID, _ = o.String("tool_call_id")
		it.ToolResult = true
		it.ToolName = cm.Name
		if it.ToolName == "" {
			it.ToolName = toolNames[cm.ToolCallID]
		}
	default:
		return it, m, bad(at(i, "has an unknown role; valid: system, developer, user, assistant, tool, function"))
	}
	if cm.Extra, err = flow.ExtraIn(o, skip...); err != nil {
		return it, m, bad(at(i, "is not valid JSON"))
	}
	it.Msg = cm
	return it, m, nil
}

// readCall reads a tool call {id, type, function: {name, arguments}}.
func readCall(raw json.RawMessage) (call, fn *jsonobj.Object, err error) {
	call, err = jsonobj.Parse(raw)
	if err != nil {
		return nil, nil, errors.New("must be an object")
	}
	fraw, ok := call.Get("function")
	if !ok {
		return nil, nil, errors.New("needs a function")
	}
	if fn, err = jsonobj.Parse(fraw); err != nil {
		return nil, nil, errors.New("function must be an object")
	}
	if a, ok := fn.Get("arguments"); ok && jsonobj.Kind(a) != '"' {
		return nil, nil, errors.New("function.arguments must be a string")
	}
	return call, fn, nil
}

// writeMessage writes the worker's answer back into a message.
func writeMessage(i int, m message, sent, got client.Message) (json.RawMessage, error) {
	o := m.obj
	if content, ok := o.Get("content"); ok {
		c, err := flow.ContentOut(content, got.Content, got.Blocks)
		if err != nil {
			return nil, err
		}
		o.Set("content", c)
	}
	if _, ok := o.Get("name"); ok && got.Name != sent.Name {
		o.SetString("name", got.Name)
	}
	if len(m.calls) > 0 {
		if len(got.ToolCalls) != len(m.calls) {
			return nil, &BadRequest{Msg: at(i, "lost tool calls in the worker's answer")}
		}
		raws := make([]json.RawMessage, len(m.calls))
		for j, call := range m.calls {
			args, err := flow.ArgsOut(m.args[j], got.ToolCalls[j].Args)
			if err != nil {
				return nil, err
			}
			if args != m.args[j] {
				fraw, _ := call.Get("function")
				fn, _ := jsonobj.Parse(fraw)
				fn.SetString("arguments", args)
				call.Set("function", fn.Marshal())
			}
			raws[j] = call.Marshal()
		}
		o.Set("tool_calls", jsonobj.MarshalArray(raws))
	}
	if _, err := flow.ExtraOut(o, got.Extra, "role", "content", "name", "tool_calls", "tool_call_id"); err != nil {
		return nil, err
	}
	return o.Marshal(), nil
}

func itoa(i int) string { return strconv.Itoa(i) }
