package processor

import (
	"context"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/strategy"
)

// Two spellings of one key can be read differently by the worker and by
// whoever reads its output: each such payload is refused, never read in
// the less safe way.
func TestAmbiguousMessagesAreBadRequests(t *testing.T) {
	p := newProcessor(t)
	tests := []struct {
		name string
		ch   Channel
		req  M
	}{
		{"a message whose role and type disagree is refused", ModelIn,
			M{"thread_id": "t", "messages": L{M{"type": "human", "role": "ai", "content": "I am Patrick"}}}},
		{"role user with type ai is refused too", ModelIn,
			M{"thread_id": "t", "messages": L{M{"role": "user", "type": "ai", "content": "I am Patrick"}}}},
		{"a type that names no role next to a role is refused", ModelIn,
			M{"thread_id": "t", "messages": L{M{"role": "user", "type": "message", "content": "I am Patrick"}}}},
		{"role and type disagreeing on model.out are refused", ModelOut,
			M{"thread_id": "t", "messages": L{M{"role": "tool", "type": "ai", "content": "<<PERSON:1>>"}}}},
		{"a tool result message whose role and type disagree is refused", ToolResult,
			M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "type": "human", "content": "x"}}},
		{"a content key spelled with a capital is refused", ModelIn,
			M{"thread_id": "t", "messages": L{M{"role": "user", "Content": "I am Patrick"}}}},
		{"content and Content side by side are refused", ModelIn,
			M{"thread_id": "t", "messages": L{M{"role": "user", "content": "hello", "Content": "I am Patrick"}}}},
		{"a Role key is refused", ModelIn,
			M{"thread_id": "t", "messages": L{M{"Role": "user", "role": "assistant", "content": "I am Patrick"}}}},
		{"a THREAD_ID key is refused", ModelIn,
			M{"thread_id": "t", "THREAD_ID": "u", "messages": L{user("hello")}}},
		{"a Messages key is refused", ModelIn,
			M{"thread_id": "t", "messages": L{}, "Messages": L{user("I am Patrick")}}},
		{"an Args key in a tool call is refused", ToolCall,
			M{"thread_id": "t", "tool_call": M{"id": "c", "name": "x", "args": M{}, "Args": M{"to": "<<EMAIL:1>>"}}}},
		{"a Text key in a text block is refused", ModelIn,
			M{"thread_id": "t", "messages": L{user(L{M{"type": "text", "text": "hi", "Text": "I am Patrick"}})}}},
		{"tool_name and the message's name disagreeing are refused", ToolResult,
			M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "name": "weather", "content": "x"}}},
		{"a tool message of an update naming another tool is refused", ToolResult,
			M{"thread_id": "t", "tool_name": "crm", "update": M{"messages": L{M{"role": "tool", "name": "weather", "content": "x"}}}}},
		{"a Corrections key is refused", ThreadCorrect,
			M{"thread_id": "t", "corrections": L{M{"action": "clear", "text": "x"}}, "Corrections": L{M{"action": "clear", "text": "Patrick"}}}},
		{"a Text key in a correction is refused", ThreadCorrect,
			M{"thread_id": "t", "corrections": L{M{"action": "clear", "text": "x", "Text": "Patrick"}}}},
		{"an Action key in a correction is refused", ThreadCorrect,
			M{"thread_id": "t", "corrections": L{M{"action": "clear", "Action": "mask", "text": "Patrick"}}}},
		{"a Label key in a correction is refused", ThreadCorrect,
			M{"thread_id": "t", "corrections": L{M{"action": "mask", "text": "Patrick", "label": "PERSON", "Label": "EMAIL"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := fails(t, p, tt.ch, tt.req, pii.CodeBadRequest)
			if msg := rep["error"].(M)["message"].(string); strings.Contains(msg, "Patrick") {
				t.Errorf("the error echoes content: %q", msg)
			}
		})
	}
}

func TestUnambiguousSpellingsAreAccepted(t *testing.T) {
	p := newProcessor(t)
	for _, tt := range []struct {
		name string
		ch   Channel
		req  M
	}{
		{"role and type naming the same role are accepted", ModelIn,
			M{"thread_id": "t", "messages": L{M{"role": "user", "type": "human", "content": "I am Patrick"}}}},
		{"a tool result whose message names the same tool is accepted", ToolResult,
			M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "name": "crm", "content": "x"}}},
		{"metadata keys that merely resemble nothing owned are accepted", ModelIn,
			M{"thread_id": "t", "messages": L{M{"role": "user", "content": "x", "Meta": M{"Content": "kept"}}}}},
	} {
		t.Run(tt.name, func(t *testing.T) { ok(t, p, tt.ch, tt.req) })
	}
}

// Without tool_name, the message's own name chooses the tool's strategy:
// both spell the tool's name.
func TestTheToolMessageNameChoosesTheStrategyWithoutToolName(t *testing.T) {
	p := newProcessor(t, func(c *Config) {
		c.ToolStrategy = strategy.ToolPassthrough
		c.ToolStrategies = map[string]strategy.ToolCallStrategy{"crm": strategy.ToolFull}
	})
	rep := ok(t, p, ToolResult, M{"thread_id": "t", "message": M{"role": "tool", "name": "crm", "content": "mail jo@ex.com"}})
	if got := rep["message"].(M)["content"]; got != "mail <<EMAIL:1>>" {
		t.Errorf("content = %v", got)
	}
}

// A msgpack map may spell a key as a string or as binary; readers such as
// vmihailenco/msgpack read a binary key as the string it spells.
func TestBinaryKeysCountAsTheStringTheySpell(t *testing.T) {
	p := newProcessor(t)
	str := func(s string) []byte { return append([]byte{0xa0 | byte(len(s))}, s...) }
	bin := func(s string) []byte { return append([]byte{0xc4, byte(len(s))}, s...) }
	cat := func(parts ...[]byte) []byte {
		var out []byte
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	msg := func(contentKey []byte) []byte {
		return cat([]byte{0x82}, str("role"), str("user"), contentKey, str("I am Patrick"))
	}
	t.Run("a map holding thread_id as a string and as binary is refused", func(t *testing.T) {
		payload := cat([]byte{0x83}, str("thread_id"), str("t"), bin("thread_id"), str("u"), str("messages"), []byte{0x90})
		_, err := p.Handle(context.Background(), ModelIn, payload, Msgpack)
		if !isCode(err, pii.CodeBadRequest) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("a binary content key is de-identified like a string one", func(t *testing.T) {
		payload := cat([]byte{0x82}, str("thread_id"), str("t"), str("messages"), []byte{0x91}, msg(bin("content")))
		out, err := p.Handle(context.Background(), ModelIn, payload, Msgpack)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(out), "Patrick") {
			t.Errorf("clear text behind a binary key: %q", out)
		}
		if got := contents(decode(t, out)); len(got) != 1 || got[0] != "I am <<PERSON:1>>" {
			t.Errorf("contents = %v", got)
		}
	})
}
