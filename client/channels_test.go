package client_test

import (
	"reflect"
	"testing"

	"github.com/piighost/piighost-nats/client"
)

func TestEveryChannelAgainstARealWorker(t *testing.T) {
	t.Parallel()
	_, c := setup(t)
	ctx := ctxT(t)
	th := newThread()
	seed(t, c, th)

	t.Run("model.out restores the reply and says it changed", func(t *testing.T) {
		r, err := c.ModelOut(ctx, th, []client.Message{client.AssistantMessage("Hello <<PERSON:1>>, I wrote to <<EMAIL:1>>.")})
		if err != nil || r.Messages[0].Content != "Hello Patrick Martin, I wrote to patrick@example.com." || !r.Changed {
			t.Errorf("%+v %v", r, err)
		}
	})
	t.Run("model.in says when nothing changed", func(t *testing.T) {
		r, err := c.ModelIn(ctx, th, []client.Message{client.UserMessage("thanks")})
		if err != nil || r.Changed || r.Messages[0].Content != "thanks" {
			t.Errorf("%+v %v", r, err)
		}
	})
	t.Run("tool.call restores whole tokens, inside longer strings too, and leaves cut ones", func(t *testing.T) {
		call, err := c.ToolCall(ctx, th, client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{
			"to": "<<EMAIL:1>>", "body": "Dear <<PERSON:1>>, call me", "cut": "<<PERSON:1", "reworded": "<<PERSON 1>>", "n": 2, "urgent": true,
			"cc": []any{"<<EMAIL:1>>"},
		}})
		want := map[string]any{"to": "patrick@example.com", "body": "Dear Patrick Martin, call me", "cut": "<<PERSON:1", "reworded": "<<PERSON 1>>",
			"n": int64(2), "urgent": true, "cc": []any{"patrick@example.com"}}
		if err != nil || !reflect.DeepEqual(call.Args, want) || call.ID != "c1" || call.Name != "send_email" {
			t.Errorf("%+v %v", call, err)
		}
	})
	t.Run("tool.result de-identifies the result; a new value gets the next number", func(t *testing.T) {
		m, err := c.ToolResult(ctx, th, "crm", client.ToolMessage("c1", "patrick@example.com is also p.martin@example.org"))
		if err != nil || m.Content != "<<EMAIL:1>> is also <<EMAIL:2>>" || m.ToolCallID != "c1" || m.Role != "tool" {
			t.Errorf("%+v %v", m, err)
		}
	})
	t.Run("tool.result walks a structured result", func(t *testing.T) {
		m, err := c.ToolResult(ctx, th, "crm", client.Message{Role: "tool", ToolCallID: "c2",
			Data: map[string]any{"owner": "patrick@example.com", "visits": 3}})
		want := map[string]any{"owner": "<<EMAIL:1>>", "visits": int64(3)}
		if err != nil || !reflect.DeepEqual(m.Data, want) {
			t.Errorf("%+v %v", m, err)
		}
	})
	t.Run("tool.result of a state update rewrites its tool messages only", func(t *testing.T) {
		u, err := c.ToolResultUpdate(ctx, th, "crm", client.Update{
			"messages": []client.Message{client.ToolMessage("c3", "owner p.martin@example.org")},
			"counter":  7,
		})
		if err != nil {
			t.Fatal(err)
		}
		msgs, ok := u["messages"].([]client.Message)
		if !ok || msgs[0].Content != "owner <<EMAIL:2>>" || u["counter"] != int64(7) {
			t.Errorf("%#v", u)
		}
	})
	t.Run("stream.chunk restores a token cut in two", func(t *testing.T) {
		s := c.Stream(th)
		a, err1 := s.Write(ctx, "Dear <<PER")
		b, err2 := s.Write(ctx, "SON:1>>, bye <<EM")
		tail, err3 := s.Close(ctx)
		if a != "Dear " || b != "Patrick Martin, bye " || tail != "<<EM" || err1 != nil || err2 != nil || err3 != nil {
			t.Errorf("%q %q %q %v %v %v", a, b, tail, err1, err2, err3)
		}
	})
	t.Run("thread.forget erases the thread", func(t *testing.T) {
		f, err := c.Forget(ctx, th)
		if err != nil || f.Entities != 4 {
			t.Errorf("%+v %v", f, err)
		}
		if _, err := c.ModelOut(ctx, th, []client.Message{client.AssistantMessage("<<PERSON:1>>")}); !errorIs(err, client.ErrInventedPlaceholder) {
			t.Errorf("an old token after forget: %v", err)
		}
	})
}

// TestWhatTheWorkerDoesNotOwnPassesThrough: metadata on messages, blocks
// that are not text, and extra keys of a tool call come back as they
// were sent.
func TestWhatTheWorkerDoesNotOwnPassesThrough(t *testing.T) {
	t.Parallel()
	_, c := setup(t)
	ctx := ctxT(t)
	th := newThread()
	image := client.Block{Type: "image", Extra: map[string]any{"url": "https://img.example/1.png"}}
	in := []client.Message{
		{Role: "user", ID: "m1", Name: "patrick", Extra: map[string]any{"meta": map[string]any{"lang": "en", "n": 1}},
			Blocks: []client.Block{client.TextBlock("mail patrick@example.com"), image, {Text: "bare patrick@example.com"}}},
		{Role: "assistant", Content: "ok", ToolCalls: []client.ToolCall{{ID: "c1", Name: "lookup",
			Args: map[string]any{"q": "x"}, Extra: map[string]any{"type": "tool_call"}}}},
		client.SystemMessage("system patrick@example.com"),
	}
	r, err := c.ModelIn(ctx, th, in)
	if err != nil {
		t.Fatal(err)
	}
	u := r.Messages[0]
	wantBlocks := []client.Block{client.TextBlock("mail <<EMAIL:1>>"), image, {Text: "bare <<EMAIL:1>>"}}
	if u.ID != "m1" || u.Name != "patrick" || !reflect.DeepEqual(u.Blocks, wantBlocks) ||
		!reflect.DeepEqual(u.Extra, map[string]any{"meta": map[string]any{"lang": "en", "n": int64(1)}}) {
		t.Errorf("user message %#v", u)
	}
	if u.Text() != "mail <<EMAIL:1>>bare <<EMAIL:1>>" {
		t.Errorf("Text() = %q", u.Text())
	}
	a := r.Messages[1]
	if len(a.ToolCalls) != 1 || a.ToolCalls[0].Extra["type"] != "tool_call" || a.ToolCalls[0].Args["q"] != "x" {
		t.Errorf("assistant message %#v", a)
	}
	if r.Messages[2].Content != "system patrick@example.com" {
		t.Errorf("a system message was rewritten: %q", r.Messages[2].Content)
	}
}
