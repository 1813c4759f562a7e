package client

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// Payload is a request: one of MessagesRequest, ToolCallRequest,
// ToolResultRequest, ChunkRequest, ForgetRequest and CorrectRequest. The
// service methods of Client build them for you; Pipeline.Publish takes
// them.
type Payload interface {
	// fits reports whether the payload is a request of channel ch.
	fits(ch wire.Channel) bool
	encode(enc *msgpack.Encoder) error
}

// MessagesRequest is a model.in or model.out request.
type MessagesRequest struct {
	ThreadID string
	Messages []Message
}

// ToolCallRequest is a tool.call request. ThreadID may be empty for a
// tool under the passthrough strategy.
type ToolCallRequest struct {
	ThreadID string
	Call     ToolCall
}

// ToolResultRequest is a tool.result request: a tool message, or a state
// update (exactly one of Message and Update). ThreadID may be empty for a
// tool under the passthrough strategy.
type ToolResultRequest struct {
	ThreadID string
	ToolName string
	Message  *Message
	Update   Update
}

// ChunkRequest is one stream.chunk request. Stream hides it: use it only
// to drive the sequence yourself.
type ChunkRequest struct {
	ThreadID string
	// StreamID names the streamed reply; in pipeline mode it is also the
	// subject token after the input subject.
	StreamID string
	// Seq is 0 for the first chunk, then 1, 2, ...
	Seq  int64
	Text string
	// End marks the last chunk; its reply carries the held tail.
	End bool
	// Continuation is the stream's state as the worker sealed it: "" on
	// the first chunk, then the Continuation of the previous chunk's
	// reply, unchanged (a retry sends the same one again). Client.Chunk
	// always sends it (service mode, where the state travels with the
	// stream); Pipeline.Publish never does (pipeline mode keeps the state
	// on the stream's outputs).
	Continuation string
}

// ForgetRequest is a thread.forget request.
type ForgetRequest struct {
	ThreadID string
}

// Update is a LangGraph state update (what a tool returns in
// Command(update=...)): state keys to values. A value that is a Message or
// a []Message is de-identified when it is a tool message; any other value
// passes through unchanged. (The worker also reads an update written as a
// list of [key, value] pairs; the client always sends a map.)
type Update map[string]any

func (MessagesRequest) fits(ch wire.Channel) bool   { return ch == wire.ModelIn || ch == wire.ModelOut }
func (ToolCallRequest) fits(ch wire.Channel) bool   { return ch == wire.ToolCall }
func (ToolResultRequest) fits(ch wire.Channel) bool { return ch == wire.ToolResult }
func (ChunkRequest) fits(ch wire.Channel) bool      { return ch == wire.StreamChunk }
func (ForgetRequest) fits(ch wire.Channel) bool     { return ch == wire.ThreadForget }

func (r MessagesRequest) encode(enc *msgpack.Encoder) error {
	if err := mapHeader(enc, r.ThreadID, 1); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldMessages); err != nil {
		return err
	}
	if err := enc.EncodeArrayLen(len(r.Messages)); err != nil {
		return err
	}
	for _, m := range r.Messages {
		if err := m.EncodeMsgpack(enc); err != nil {
			return err
		}
	}
	return nil
}

func (r ToolCallRequest) encode(enc *msgpack.Encoder) error {
	if err := mapHeader(enc, r.ThreadID, 1); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldToolCall); err != nil {
		return err
	}
	return r.Call.EncodeMsgpack(enc)
}

func (r ToolResultRequest) encode(enc *msgpack.Encoder) error {
	if (r.Message == nil) == (r.Update == nil) {
		return fmt.Errorf("a tool result is a message or an update, not both nor neither")
	}
	if err := mapHeader(enc, r.ThreadID, 2); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldToolName, r.ToolName); err != nil {
		return err
	}
	if r.Message != nil {
		if err := enc.EncodeString(wire.FieldMessage); err != nil {
			return err
		}
		return r.Message.EncodeMsgpack(enc)
	}
	if err := enc.EncodeString(wire.FieldUpdate); err != nil {
		return err
	}
	return r.Update.encode(enc)
}

func (r ChunkRequest) encode(enc *msgpack.Encoder) error { return r.encodeChunk(enc, false) }

// continuedChunk is a ChunkRequest as service mode sends it: with its
// continuation.
type continuedChunk struct{ ChunkRequest }

func (r continuedChunk) encode(enc *msgpack.Encoder) error { return r.encodeChunk(enc, true) }

func (r ChunkRequest) encodeChunk(enc *msgpack.Encoder, continued bool) error {
	n := 4
	if continued {
		n++
	}
	if err := mapHeader(enc, r.ThreadID, n); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldStreamID, r.StreamID); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldSeq); err != nil {
		return err
	}
	if err := enc.EncodeInt(r.Seq); err != nil {
		return err
	}
	if err := encodeString(enc, wire.FieldText, r.Text); err != nil {
		return err
	}
	if err := enc.EncodeString(wire.FieldEnd); err != nil {
		return err
	}
	if err := enc.EncodeBool(r.End); err != nil {
		return err
	}
	if !continued {
		return nil
	}
	return encodeString(enc, wire.FieldContinuation, r.Continuation)
}

func (r ForgetRequest) encode(enc *msgpack.Encoder) error {
	return mapHeader(enc, r.ThreadID, 0)
}

// encode writes the update in key order, so that it always encodes to the
// same bytes.
func (u Update) encode(enc *msgpack.Encoder) error {
	keys := make([]string, 0, len(u))
	for k := range u {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	if err := enc.EncodeMapLen(len(keys)); err != nil {
		return err
	}
	for _, k := range keys {
		if err := enc.EncodeString(k); err != nil {
			return err
		}
		if err := enc.Encode(u[k]); err != nil {
			return err
		}
	}
	return nil
}

// mapHeader starts a request map of n fields plus the thread id, which is
// left out when empty (the worker then answers missing_thread_id, except
// on tool.call and tool.result under passthrough).
func mapHeader(enc *msgpack.Encoder, thread string, n int) error {
	if thread == "" {
		return enc.EncodeMapLen(n)
	}
	if err := enc.EncodeMapLen(n + 1); err != nil {
		return err
	}
	return encodeString(enc, wire.FieldThreadID, thread)
}

// encodePayload returns the msgpack bytes of a request.
func encodePayload(p Payload) ([]byte, error) {
	var buf bytes.Buffer
	enc := msgpack.NewEncoder(&buf)
	if err := p.encode(enc); err != nil {
		return nil, &Error{Code: pii.CodeBadRequest, Message: "client: cannot encode the request", Err: err}
	}
	return buf.Bytes(), nil
}

// MessagesReply is the reply of model.in and model.out.
type MessagesReply struct {
	// Messages are the request's messages, rewritten, in order.
	Messages []Message
	// Changed tells whether any message was rewritten.
	Changed bool
}

// Chunk is the reply to a stream chunk, and a stream.chunk output in
// pipeline mode.
type Chunk struct {
	ThreadID string
	StreamID string
	Seq      int64
	// Text is the restored text that can be shown now; possibly empty
	// while a token cut between chunks is held.
	Text string
	// End tells that the stream has ended.
	End bool
	// Duplicate tells that the chunk was processed before, so its text
	// is empty and nothing is shown twice: in service mode, a chunk older
	// than the continuation it came with; in pipeline mode, a copy of a
	// chunk whose output was published already. (A chunk resent with its
	// own continuation is not a duplicate: it gets the same reply again.)
	Duplicate bool
	// Continuation is what to send with the stream's next chunk (service
	// mode); empty in pipeline mode.
	Continuation string
}

// Forgotten is what thread.forget erased.
type Forgotten struct {
	Entities int
	Messages int
}

// Reply readers: each takes a decoded reply map.

func readMessages(body map[string]any, want int) (MessagesReply, error) {
	list, ok := body[wire.FieldMessages].([]any)
	if !ok {
		return MessagesReply{}, internalError("the reply has no messages list")
	}
	if want >= 0 && len(list) != want {
		return MessagesReply{}, internalError(fmt.Sprintf("the reply has %d messages for %d sent", len(list), want))
	}
	out := MessagesReply{Messages: make([]Message, 0, len(list))}
	for i, v := range list {
		m, err := messageFrom(v, fmt.Sprintf("messages[%d]", i))
		if err != nil {
			return MessagesReply{}, internalError(err.Error())
		}
		out.Messages = append(out.Messages, m)
	}
	out.Changed, _ = body[wire.FieldChanged].(bool)
	return out, nil
}

func readToolCall(body map[string]any) (ToolCall, error) {
	c, err := toolCallFrom(body[wire.FieldToolCall], wire.FieldToolCall)
	if err != nil {
		return ToolCall{}, internalError(err.Error())
	}
	return c, nil
}

func readToolMessage(body map[string]any) (Message, error) {
	m, err := messageFrom(body[wire.FieldMessage], wire.FieldMessage)
	if err != nil {
		return Message{}, internalError(err.Error())
	}
	return m, nil
}

func readUpdate(body map[string]any) (Update, error) {
	m, ok := body[wire.FieldUpdate].(map[string]any)
	if !ok {
		return nil, internalError("the reply has no update map")
	}
	u := make(Update, len(m))
	for k, v := range m {
		u[k] = updateValue(v)
	}
	return u, nil
}

// updateValue reads a state value: a message, a list of messages, or
// anything else as it came.
func updateValue(v any) any {
	if isMessage(v) {
		if m, err := messageFrom(v, "update"); err == nil {
			return m
		}
		return v
	}
	list, ok := v.([]any)
	if !ok || len(list) == 0 {
		return v
	}
	msgs := make([]Message, 0, len(list))
	for _, item := range list {
		if !isMessage(item) {
			return v
		}
		m, err := messageFrom(item, "update")
		if err != nil {
			return v
		}
		msgs = append(msgs, m)
	}
	return msgs
}

// isMessage tells a message from a state value, as the worker does: a map
// with a role, or with a type that names a role.
func isMessage(v any) bool {
	m, ok := v.(map[string]any)
	if !ok {
		return false
	}
	if _, ok := m[wire.FieldRole]; ok {
		return true
	}
	t, _ := m[wire.FieldType].(string)
	switch t {
	case wire.RoleUser, wire.RoleHuman, wire.RoleAssistant, wire.RoleAI, wire.RoleTool, wire.RoleSystem:
		return true
	}
	return false
}

func readChunk(body map[string]any) Chunk {
	c := Chunk{}
	c.ThreadID, _ = body[wire.FieldThreadID].(string)
	c.StreamID, _ = body[wire.FieldStreamID].(string)
	switch s := body[wire.FieldSeq].(type) {
	case int64:
		c.Seq = s
	case uint64:
		c.Seq = int64(s)
	}
	c.Text, _ = body[wire.FieldText].(string)
	c.End, _ = body[wire.FieldEnd].(bool)
	c.Duplicate, _ = body[wire.FieldDuplicate].(bool)
	c.Continuation, _ = body[wire.FieldContinuation].(string)
	return c
}

func readForgotten(body map[string]any) (Forgotten, error) {
	m, ok := body[wire.FieldForgotten].(map[string]any)
	if !ok {
		return Forgotten{}, internalError("the reply has no forgotten map")
	}
	return Forgotten{Entities: intOf(m[wire.FieldForgottenEntities]), Messages: intOf(m[wire.FieldForgottenMessages])}, nil
}

func intOf(v any) int {
	switch n := v.(type) {
	case int64:
		return int(n)
	case uint64:
		return int(n)
	}
	return 0
}
