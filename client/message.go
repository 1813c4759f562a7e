package client

import (
	"fmt"
	"slices"
	"strings"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// Message is one message of a history, as model.in and model.out take
// it, and as tool.result takes a tool's result.
//
// Content is the text. Blocks, when not nil, replaces it with a list of
// content blocks (text blocks are rewritten, other blocks pass through);
// Data, when not nil and Blocks is nil, replaces it with a structured
// value (a tool's map or list result, of which tool.result de-identifies
// every string leaf). Extra holds every other key of the message: the
// worker passes them through unchanged, so put your metadata there. Keys
// that a field of Message owns are ignored in Extra.
type Message struct {
	// Role is "user", "assistant", "tool" or "system" (LangChain's "human"
	// and "ai" are accepted too). Any other value is a bad request.
	Role       string
	Content    string
	Blocks     []Block
	Data       any
	ToolCalls  []ToolCall
	ToolCallID string
	Name       string
	ID         string
	Extra      map[string]any
}

// UserMessage is a user's message.
func UserMessage(text string) Message { return Message{Role: wire.RoleUser, Content: text} }

// SystemMessage is a system prompt; model.in never rewrites it.
func SystemMessage(text string) Message { return Message{Role: wire.RoleSystem, Content: text} }

// AssistantMessage is a model's reply, with the tool calls it made.
func AssistantMessage(text string, calls ...ToolCall) Message {
	return Message{Role: wire.RoleAssistant, Content: text, ToolCalls: calls}
}

// ToolMessage is a tool's result for the call callID. Send it through
// tool.result before it enters the history: model.in never rewrites tool
// messages.
func ToolMessage(callID, text string) Message {
	return Message{Role: wire.RoleTool, ToolCallID: callID, Content: text}
}

// Text returns the message's text: Content, or the text of its text blocks
// and bare strings, in order.
func (m Message) Text() string {
	if m.Blocks == nil {
		return m.Content
	}
	var b strings.Builder
	for _, bl := range m.Blocks {
		if bl.Type == "" || bl.Type == wire.BlockText {
			b.WriteString(bl.Text)
		}
	}
	return b.String()
}

// Block is one element of a message's content list: a text block
// {type: "text", text}, a bare string (Type "" and no Extra), or another
// typed block (an image, a tool_use...) whose keys other than type and
// text are in Extra.
type Block struct {
	Type  string
	Text  string
	Extra map[string]any
}

// TextBlock is a text block.
func TextBlock(text string) Block { return Block{Type: wire.BlockText, Text: text} }

// ToolCall is a call the model made: {id, name, args}. tool.call restores
// every string leaf of Args (whole tokens only: a token inside a longer
// string is restored, a cut or reworded one is left as it is). Extra holds
// the call's other keys.
type ToolCall struct {
	ID    string
	Name  string
	Args  map[string]any
	Extra map[string]any
}

var (
	messageKeys = []string{wire.FieldRole, wire.FieldContent, wire.FieldToolCalls, wire.FieldToolCallID, wire.FieldName, wire.FieldID}
	blockKeys   = []string{wire.FieldBlockType, wire.FieldBlockText}
	callKeys    = []string{wire.FieldCallID, wire.FieldCallName, wire.FieldCallArgs}
)

// EncodeMsgpack implements msgpack.CustomEncoder: the message as the
// worker reads it.
func (m Message) EncodeMsgpack(enc *msgpack.Encoder) error {
	extra := extraKeys(m.Extra, messageKeys)
	n := 2 + len(extra)
	n += count(len(m.ToolCalls) > 0, m.ToolCallID != "", m.Name != "", m.ID != "")
	if err := enc.EncodeMapLen(n); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldRole, m.Role); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldContent); err != nil {
		return err
	}
	if err := m.encodeContent(enc); err != nil {
		return err
	}
	if len(m.ToolCalls) > 0 {
		if err := enc.EncodeString(wire.FieldToolCalls); err != nil {
			return err
		}
		if err := enc.EncodeArrayLen(len(m.ToolCalls)); err != nil {
			return err
		}
		for _, c := range m.ToolCalls {
			if err := c.EncodeMsgpack(enc); err != nil {
				return err
			}
		}
	}
	for _, f := range []struct{ key, v string }{{wire.FieldToolCallID, m.ToolCallID}, {wire.FieldName, m.Name}, {wire.FieldID, m.ID}} {
		if f.v != "" {
			if err := encodeString(enc, f.key, f.v); err != nil {
				return err
			}
		}
	}
	return encodeExtra(enc, m.Extra, extra)
}

func (m Message) encodeContent(enc *msgpack.Encoder) error {
	switch {
	case m.Blocks != nil:
		if err := enc.EncodeArrayLen(len(m.Blocks)); err != nil {
			return err
		}
		for _, b := range m.Blocks {
			if err := b.EncodeMsgpack(enc); err != nil {
				return err
			}
		}
		return nil
	case m.Data != nil:
		return enc.Encode(m.Data)
	}
	return enc.EncodeString(m.Content)
}

// DecodeMsgpack implements msgpack.CustomDecoder, with the worker's
// bounded decoder: numbers in Extra and Data come back as int64, uint64 or
// float64.
func (m *Message) DecodeMsgpack(dec *msgpack.Decoder) error {
	v, err := decodeNext(dec)
	if err != nil {
		return err
	}
	msg, err := messageFrom(v, "message")
	if err != nil {
		return err
	}
	*m = msg
	return nil
}

// EncodeMsgpack implements msgpack.CustomEncoder.
func (b Block) EncodeMsgpack(enc *msgpack.Encoder) error {
	extra := extraKeys(b.Extra, blockKeys)
	if b.Type == "" && len(extra) == 0 {
		return enc.EncodeString(b.Text)
	}
	hasText := b.Type == wire.BlockText || b.Text != ""
	if err := enc.EncodeMapLen(count(b.Type != "", hasText) + len(extra)); err != nil {
		return err
	}
	if b.Type != "" {
		if err := encodeString(enc, wire.FieldBlockType, b.Type); err != nil {
			return err
		}
	}
	if hasText {
		if err := encodeString(enc, wire.FieldBlockText, b.Text); err != nil {
			return err
		}
	}
	return encodeExtra(enc, b.Extra, extra)
}

// EncodeMsgpack implements msgpack.CustomEncoder.
func (c ToolCall) EncodeMsgpack(enc *msgpack.Encoder) error {
	extra := extraKeys(c.Extra, callKeys)
	if err := enc.EncodeMapLen(3 + len(extra)); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldCallID, c.ID); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldCallName, c.Name); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldCallArgs); err != nil {
		return err
	}
	args := c.Args
	if args == nil {
		args = map[string]any{}
	}
	if err := enc.Encode(args); err != nil {
		return err
	}
	return encodeExtra(enc, c.Extra, extra)
}

// DecodeMsgpack implements msgpack.CustomDecoder, as Message's does.
func (c *ToolCall) DecodeMsgpack(dec *msgpack.Decoder) error {
	v, err := decodeNext(dec)
	if err != nil {
		return err
	}
	call, err := toolCallFrom(v, "tool call")
	if err != nil {
		return err
	}
	*c = call
	return nil
}

// decodeNext reads the decoder's next value through the worker's bounded
// decoder.
func decodeNext(dec *msgpack.Decoder) (any, error) {
	raw, err := dec.DecodeRaw()
	if err != nil {
		return nil, err
	}
	return decodeValue(raw)
}

func encodeString(enc *msgpack.Encoder, key, v string) error {
	if err := enc.EncodeString(key); err != nil {
		return err
	}
	return enc.EncodeString(v)
}

// extraKeys returns the keys of extra that no field owns, sorted so that
// a message always encodes to the same bytes.
func extraKeys(extra map[string]any, owned []string) []string {
	var keys []string
	for k := range extra {
		if !slices.Contains(owned, k) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

func encodeExtra(enc *msgpack.Encoder, extra map[string]any, keys []string) error {
	for _, k := range keys {
		if err := enc.EncodeString(k); err != nil {
			return err
		}
		if err := enc.Encode(extra[k]); err != nil {
			return err
		}
	}
	return nil
}

func count(conds ...bool) int {
	n := 0
	for _, c := range conds {
		if c {
			n++
		}
	}
	return n
}

// messageFrom reads a decoded message map. where names it in errors.
func messageFrom(v any, where string) (Message, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return Message{}, fmt.Errorf("%s is not a map", where)
	}
	var msg Message
	roleKey := wire.FieldRole
	role, ok := m[wire.FieldRole].(string)
	if !ok {
		if role, ok = m[wire.FieldType].(string); !ok {
			return Message{}, fmt.Errorf("%s has no role", where)
		}
		roleKey = wire.FieldType
	}
	msg.Role = role
	msg.readContent(m[wire.FieldContent])
	if calls, ok := m[wire.FieldToolCalls]; ok && calls != nil {
		list, ok := calls.([]any)
		if !ok {
			return Message{}, fmt.Errorf("%s has tool_calls that are not a list", where)
		}
		for i, c := range list {
			call, err := toolCallFrom(c, fmt.Sprintf("%s tool_calls[%d]", where, i))
			if err != nil {
				return Message{}, err
			}
			msg.ToolCalls = append(msg.ToolCalls, call)
		}
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{wire.FieldToolCallID, &msg.ToolCallID}, {wire.FieldName, &msg.Name}, {wire.FieldID, &msg.ID}} {
		if s, err := optString(m, f.key, where); err != nil {
			return Message{}, err
		} else {
			*f.dst = s
		}
	}
	for k, v := range m {
		if k == roleKey || slices.Contains(messageKeys, k) {
			continue
		}
		if msg.Extra == nil {
			msg.Extra = map[string]any{}
		}
		msg.Extra[k] = v
	}
	return msg, nil
}

// readContent reads a string as Content, a list of blocks as Blocks and
// any other value as Data.
func (msg *Message) readContent(c any) {
	switch c := c.(type) {
	case nil:
	case string:
		msg.Content = c
	case []any:
		if blocks, ok := blocksFrom(c); ok {
			msg.Blocks = blocks
		} else {
			msg.Data = c
		}
	default:
		msg.Data = c
	}
}

// blocksFrom reads a content list as blocks when every element is a bare
// string or a typed block whose text, if any, is a string.
func blocksFrom(list []any) ([]Block, bool) {
	blocks := make([]Block, 0, len(list))
	for _, item := range list {
		switch item := item.(type) {
		case string:
			blocks = append(blocks, Block{Text: item})
		case map[string]any:
			typ, ok := item[wire.FieldBlockType].(string)
			if !ok {
				return nil, false
			}
			b := Block{Type: typ}
			if t, present := item[wire.FieldBlockText]; present {
				if b.Text, ok = t.(string); !ok {
					return nil, false
				}
			}
			for k, v := range item {
				if !slices.Contains(blockKeys, k) {
					if b.Extra == nil {
						b.Extra = map[string]any{}
					}
					b.Extra[k] = v
				}
			}
			blocks = append(blocks, b)
		default:
			return nil, false
		}
	}
	return blocks, true
}

func toolCallFrom(v any, where string) (ToolCall, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return ToolCall{}, fmt.Errorf("%s is not a map", where)
	}
	var c ToolCall
	var err error
	if c.ID, err = optString(m, wire.FieldCallID, where); err != nil {
		return ToolCall{}, err
	}
	if c.Name, err = optString(m, wire.FieldCallName, where); err != nil {
		return ToolCall{}, err
	}
	switch args := m[wire.FieldCallArgs].(type) {
	case nil:
	case map[string]any:
		c.Args = args
	default:
		return ToolCall{}, fmt.Errorf("%s has args that are not a map", where)
	}
	for k, v := range m {
		if !slices.Contains(callKeys, k) {
			if c.Extra == nil {
				c.Extra = map[string]any{}
			}
			c.Extra[k] = v
		}
	}
	return c, nil
}

func optString(m map[string]any, key, where string) (string, error) {
	v, ok := m[key]
	if !ok || v == nil {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%s has a %s that is not a string", where, key)
	}
	return s, nil
}
