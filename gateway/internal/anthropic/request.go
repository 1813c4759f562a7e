// Package anthropic is the Anthropic Messages route of the gateway: a
// request's system prompt, messages and tool results de-identified before
// it goes upstream, and the response (whole, or streamed as server-sent
// events) restored.
package anthropic

import (
	"context"
	"encoding/json"
	"strconv"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/gateway/internal/flow"
	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
	"github.com/piighost/piighost-nats/wire"
)

// MetadataThread is the key of the request's metadata that may name the
// thread; the gateway removes it before the request goes upstream.
const MetadataThread = "piighost_thread"

// Request is a messages request.
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

func at(i int, what string) string { return "messages[" + strconv.Itoa(i) + "] " + what }

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
		role, _ := m.String("role")
		if role != wire.RoleUser && role != wire.RoleAssistant {
			return nil, bad(at(i, "has an unknown role; valid: user, assistant"))
		}
		r.msgs = append(r.msgs, m)
	}
	if s, ok := o.Get("system"); ok {
		if k := jsonobj.Kind(s); k != '"' && k != '[' && k != 'n' {
			return nil, bad("system must be a string or a list of text blocks")
		}
	}
	return r, nil
}

// TakeMetadataThread returns the thread named in metadata.piighost_thread,
// and removes it (and metadata, if nothing else is left in it) from the
// request.
func (r *Request) TakeMetadataThread() (string, bool, error) {
	raw, ok := r.body.Get("metadata")
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
		r.body.Delete("metadata")
	} else {
		r.body.Set("metadata", md.Marshal())
	}
	return s, true, nil
}

// Start is the conversation's stable start: the system prompt and the
// first message.
func (r *Request) Start() []json.RawMessage {
	var out []json.RawMessage
	if s, ok := r.body.Get("system"); ok {
		out = append(out, s)
	}
	if len(r.msgs) > 0 {
		out = append(out, r.msgs[0].Marshal())
	}
	return out
}

// slot says where one block of a message went for the worker.
type slot struct {
	kind byte // 'b': a block of the message; 'c': a tool call; 'r': a tool result item; 'k': kept as it is
	n    int  // index among its kind (for 'r': the item index)
	raw  json.RawMessage
	obj  *jsonobj.Object
}

// message is one message read for the worker.
type message struct {
	obj   *jsonobj.Object
	item  int // the item of its own text, or -1
	slots []slot
	str   bool // content was a string
}

// Deidentify sends the system prompt, the messages and the tool results
// through the worker and returns the body to send upstream.
func (r *Request) Deidentify(ctx context.Context, w flow.Worker, thread string) ([]byte, error) {
	var items []flow.Item
	sysItem := -1
	if raw, ok := r.body.Get("system"); ok && !jsonobj.IsNull(raw) {
		text, blocks, err := flow.ContentIn(raw)
		if err != nil {
			return nil, bad("system " + err.Error())
		}
		sysItem = len(items)
		items = append(items, flow.Item{Msg: client.Message{Role: wire.RoleSystem, Content: text, Blocks: blocks}})
	}
	toolNames := map[string]string{}
	msgs := make([]message, len(r.msgs))
	for i, o := range r.msgs {
		m, its, err := readMessage(i, o, toolNames, len(items))
		if err != nil {
			return nil, err
		}
		msgs[i] = m
		items = append(items, its...)
	}
	out, err := flow.Deidentify(ctx, w, thread, items)
	if err != nil {
		return nil, err
	}
	if sysItem >= 0 {
		raw, _ := r.body.Get("system")
		c, err := flow.ContentOut(raw, out[sysItem].Content, out[sysItem].Blocks)
		if err != nil {
			return nil, err
		}
		r.body.Set("system", c)
	}
	raws := make([]json.RawMessage, len(msgs))
	for i, m := range msgs {
		if raws[i], err = writeMessage(m, items, out); err != nil {
			return nil, err
		}
	}
	r.body.Set("messages", jsonobj.MarshalArray(raws))
	return r.body.Marshal(), nil
}

// readMessage converts one message into items for the worker: its tool
// results first, each an item of its own, then the rest of its content.
func readMessage(i int, o *jsonobj.Object, toolNames map[string]string, base int) (message, []flow.Item, error) {
	role, _ := o.String("role")
	m := message{obj: o, item: -1}
	raw, _ := o.Get("content")
	own := client.Message{Role: role}
	var err error
	if own.Extra, err = flow.ExtraIn(o, "role", "content"); err != nil {
		return m, nil, bad(at(i, "is not valid JSON"))
	}
	var items []flow.Item
	switch jsonobj.Kind(raw) {
	case '"':
		m.str = true
		own.Content, _ = jsonobj.StringOf(raw)
		m.item = base
		return m, []flow.Item{{Msg: own}}, nil
	case '[':
	default:
		return m, nil, bad(at(i, "content must be a string or a list of blocks"))
	}
	blocks, err := jsonobj.Array(raw)
	if err != nil {
		return m, nil, bad(at(i, "content must be a list of blocks"))
	}
	own.Blocks = []client.Block{}
	for j, br := range blocks {
		where := at(i, "content["+strconv.Itoa(j)+"] ")
		b, err := jsonobj.Parse(br)
		if err != nil {
			return m, nil, bad(where + "must be an object")
		}
		typ, _ := b.String("type")
		switch typ {
		case "tool_use":
			id, _ := b.String("id")
			name, _ := b.String("name")
			input, ok := b.Get("input")
			if !ok {
				input = json.RawMessage("{}")
			}
			toolNames[id] = name
			m.slots = append(m.slots, slot{kind: 'c', n: len(own.ToolCalls), raw: input, obj: b})
			own.ToolCalls = append(own.ToolCalls, client.ToolCall{ID: id, Name: name, Args: flow.ArgsIn(string(input))})
		case "tool_result":
			id, _ := b.String("tool_use_id")
			craw, _ := b.Get("content")
			text, cblocks, err := flow.ContentIn(craw)
			if err != nil {
				return m, nil, bad(where + err.Error())
			}
			tm := client.Message{Role: wire.RoleTool, ToolCallID: id, Content: text, Blocks: cblocks}
			if tm.Extra, err = flow.ExtraIn(b, "type", "tool_use_id", "content"); err != nil {
				return m, nil, bad(where + "is not valid JSON")
			}
			m.slots = append(m.slots, slot{kind: 'r', n: base + len(items), obj: b})
			items = append(items, flow.Item{Msg: tm, ToolResult: true, ToolName: toolNames[id]})
		case "thinking", "redacted_thinking":
			// Signed by the provider, and never restored: sent back as
			// the model wrote it.
			m.slots = append(m.slots, slot{kind: 'k', raw: br})
		default:
			blk, err := flow.BlockIn(br)
			if err != nil {
				return m, nil, bad(where + err.Error())
			}
			m.slots = append(m.slots, slot{kind: 'b', n: len(own.Blocks), raw: br})
			own.Blocks = append(own.Blocks, blk)
		}
	}
	if len(own.Blocks) > 0 || len(own.ToolCalls) > 0 {
		m.item = base + len(items)
		items = append(items, flow.Item{Msg: own})
	}
	return m, items, nil
}

// writeMessage writes the worker's answers back into a message.
func writeMessage(m message, items []flow.Item, out []client.Message) (json.RawMessage, error) {
	o := m.obj
	var got client.Message
	if m.item >= 0 {
		got = out[m.item]
		if _, err := flow.ExtraOut(o, got.Extra, "role", "content"); err != nil {
			return nil, err
		}
	}
	if m.str {
		raw, _ := o.Get("content")
		c, err := flow.ContentOut(raw, got.Content, nil)
		if err != nil {
			return nil, err
		}
		o.Set("content", c)
		return o.Marshal(), nil
	}
	blocks := make([]json.RawMessage, len(m.slots))
	for j, s := range m.slots {
		switch s.kind {
		case 'k':
			blocks[j] = s.raw
		case 'b':
			if s.n >= len(got.Blocks) {
				return nil, bad("the worker lost a content block")
			}
			b, err := flow.BlockOut(s.raw, got.Blocks[s.n])
			if err != nil {
				return nil, err
			}
			blocks[j] = b
		case 'c':
			if s.n >= len(got.ToolCalls) {
				return nil, bad("the worker lost a tool call")
			}
			input, err := flow.ArgsOut(string(s.raw), got.ToolCalls[s.n].Args)
			if err != nil {
				return nil, err
			}
			if input != string(s.raw) {
				s.obj.Set("input", json.RawMessage(input))
			}
			blocks[j] = s.obj.Marshal()
		case 'r':
			res := out[s.n]
			craw, ok := s.obj.Get("content")
			if ok {
				c, err := flow.ContentOut(craw, res.Content, res.Blocks)
				if err != nil {
					return nil, err
				}
				s.obj.Set("content", c)
			}
			if _, err := flow.ExtraOut(s.obj, res.Extra, "type", "tool_use_id", "content"); err != nil {
				return nil, err
			}
			blocks[j] = s.obj.Marshal()
		}
	}
	o.Set("content", jsonobj.MarshalArray(blocks))
	return o.Marshal(), nil
}
