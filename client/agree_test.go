package client

import (
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// sentinels maps every wire code to the client's sentinel.
var sentinels = map[pii.Code]error{
	pii.CodeBadRequest: ErrBadRequest, pii.CodeMissingThreadID: ErrMissingThreadID,
	pii.CodeInventedPlaceholder: ErrInventedPlaceholder, pii.CodeUnavailable: ErrUnavailable,
	pii.CodeDetector: ErrDetector, pii.CodeOutOfOrder: ErrOutOfOrder, pii.CodeStreamEnded: ErrStreamEnded,
	pii.CodeReplyTooLarge: ErrReplyTooLarge, pii.CodeStoreFull: ErrStoreFull, pii.CodeLimitExceeded: ErrLimitExceeded,
	pii.CodeUnrecognizableFactory: ErrUnrecognizableFactory, pii.CodeConfig: ErrConfig,
	pii.CodeOverlappingSpans: ErrOverlappingSpans, pii.CodeInternal: ErrInternal,
	pii.CodePIIRemaining: ErrPIIRemaining, pii.CodeConflictingOverride: ErrConflictingOverride,
}

// TestTheClientReadsEveryErrorTheWorkerWrites encodes an error of every
// wire code with the worker's own reply builder (processor.ErrorReply, the
// body the worker sends in both modes), in the three forms it reaches a
// client: a service reply with the worker's and micro's headers, a
// pipeline output without headers, and a stream chunk reply carrying text
// beside the error. Each decodes to an error that matches its sentinel,
// with the worker's code, message and tokens.
func TestTheClientReadsEveryErrorTheWorkerWrites(t *testing.T) {
	if len(sentinels) != len(pii.Codes()) {
		t.Fatalf("%d sentinels for %d codes", len(sentinels), len(pii.Codes()))
	}
	for _, code := range pii.Codes() {
		sentinel, ok := sentinels[code]
		if !ok {
			t.Fatalf("no sentinel for %s", code)
		}
		sent := &pii.Error{Code: code, Message: "a message for " + string(code)}
		if code == pii.CodeInventedPlaceholder {
			sent = pii.NewInventedPlaceholderError([]string{"<<PERSON:9>>", "<<EMAIL:3>>"})
		}
		body := processor.Encode(processor.ErrorReply(sent), processor.Msgpack)
		service := nats.Header{}
		service.Set(wire.HeaderContentType, wire.ContentTypeMsgpack)
		service.Set(wire.HeaderErrorCode, string(code))
		service.Set(wire.HeaderServiceError, string(code))
		service.Set(wire.HeaderServiceErrorCode, strconv.Itoa(code.Status()))

		chunk := envelope.NewMap(wire.FieldThreadID, envelope.NewString("t"), wire.FieldStreamID, envelope.NewString("s"),
			wire.FieldSeq, envelope.NewInt(1), wire.FieldText, envelope.NewString("Hello "), wire.FieldEnd, envelope.NewBool(true))
		_, e := processor.ErrorReply(sent).Entry(0)
		chunk.Set(wire.FieldError, e)

		for _, form := range []struct {
			name   string
			header nats.Header
			data   []byte
			ch     wire.Channel
		}{
			{"service reply", service, body, wire.ModelIn},
			{"pipeline output", nats.Header{}, body, wire.ModelOut},
			{"stream chunk", nats.Header{}, envelope.EncodeMsgpack(chunk), wire.StreamChunk},
		} {
			t.Run(string(code)+" as a "+form.name, func(t *testing.T) {
				rep, err := decodeReply(form.header, form.data, form.ch)
				var got *Error
				if !errors.Is(err, sentinel) || !errors.As(err, &got) {
					t.Fatalf("err = %v", err)
				}
				if got.Code != code || got.Message != sent.Message || !slices.Equal(got.Tokens, sent.Tokens) {
					t.Errorf("got %+v, sent %+v", got, sent)
				}
				if form.ch == wire.StreamChunk && readChunk(rep).Text != "Hello " {
					t.Errorf("the chunk's text is lost: %v", rep)
				}
			})
		}
	}
}

// TestAnErrorHeaderWithoutABodyStillFails: a reply whose body cannot be
// read but whose headers name a code fails with that code.
func TestAnErrorHeaderWithoutABodyStillFails(t *testing.T) {
	h := nats.Header{}
	h.Set(wire.HeaderServiceError, "unavailable")
	h.Set(wire.HeaderServiceErrorCode, "503")
	if _, err := decodeReply(h, []byte("not msgpack"), wire.ModelIn); !errors.Is(err, ErrUnavailable) {
		t.Errorf("err = %v", err)
	}
	if _, err := decodeReply(nats.Header{}, []byte{0xc1}, wire.ModelIn); !errors.Is(err, ErrInternal) {
		t.Errorf("an unreadable reply: %v", err)
	}
}

// TestAKeyNamedErrorInAnOutputIsNotAnError: only the worker's error shapes
// count, not a payload that happens to have an "error" key.
func TestAKeyNamedErrorInAnOutputIsNotAnError(t *testing.T) {
	out := envelope.NewMap(wire.FieldThreadID, envelope.NewString("t"), wire.FieldError,
		envelope.NewMap(wire.FieldErrorCode, envelope.NewString("bad_request")))
	if _, err := decodeReply(nats.Header{}, envelope.EncodeMsgpack(out), wire.ModelIn); err != nil {
		t.Errorf("err = %v", err)
	}
}

// FuzzDecodeReply: whatever a reply holds, reading it never panics, and a
// reply read without error is a map.
func FuzzDecodeReply(f *testing.F) {
	f.Add([]byte{0x80}, "", "model.in")
	f.Add(processor.Encode(processor.ErrorReply(pii.NewInventedPlaceholderError([]string{"<<A:1>>"})), processor.Msgpack), "invented_placeholder", "stream.chunk")
	msg, _ := encodePayload(MessagesRequest{ThreadID: "t", Messages: []Message{
		{Role: "user", Blocks: []Block{TextBlock("a"), {Type: "image", Extra: map[string]any{"u": 1}}, {Text: "b"}}},
		AssistantMessage("x", ToolCall{ID: "1", Name: "n", Args: map[string]any{"a": []any{1, "b"}}}),
		{Role: "tool", Data: map[string]any{"k": "v"}},
	}})
	f.Add(msg, "", "model.out")
	up, _ := encodePayload(ToolResultRequest{ThreadID: "t", ToolName: "x", Update: Update{"messages": []Message{ToolMessage("c", "x")}, "n": 1}})
	f.Add(up, "", "tool.result")
	f.Fuzz(func(t *testing.T, data []byte, code string, ch string) {
		h := nats.Header{}
		if code != "" {
			h.Set(wire.HeaderErrorCode, code)
		}
		body, err := decodeReply(h, data, wire.Channel(ch))
		if err == nil && body == nil {
			t.Fatal("no error and no body")
		}
		if body == nil {
			return
		}
		_, _ = readMessages(body, -1)
		_, _ = readToolCall(body)
		_, _ = readToolMessage(body)
		_, _ = readUpdate(body)
		_, _ = readForgotten(body)
		_ = readChunk(body)
	})
}

// TestAMessageDeclaringHugeListsIsRefusedWithoutAllocatingThem: the
// lengths a payload declares bound nothing the decoder allocates.
func TestAMessageDeclaringHugeListsIsRefusedWithoutAllocatingThem(t *testing.T) {
	var m Message
	if err := msgpack.Unmarshal([]byte{0xdd, 0x3f, 0x03, 0xf4, 0x40, 0x41}, &m); err == nil {
		t.Error("a truncated array of a billion items decoded")
	}
	if _, err := decodeReply(nats.Header{}, []byte{0xdf, 0x7f, 0xff, 0xff, 0xff, 0xa1, 'a'}, wire.ModelIn); !errors.Is(err, ErrInternal) {
		t.Errorf("a truncated map of two billion entries: %v", err)
	}
}
