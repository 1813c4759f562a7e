package processor

import (
	"strings"
	"sync"
	"testing"
)

// reports collects what the processor reports about clear known values.
type reports struct {
	mu  sync.Mutex
	got []ClearKnown
}

func (r *reports) add(c ClearKnown) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got = append(r.got, c)
}

func (r *reports) all() []ClearKnown {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]ClearKnown(nil), r.got...)
}

// imageData is a base64 payload, as image blocks carry: long, no spaces.
var imageData = strings.Repeat("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk", 6)

func strictHistory() M {
	return M{"thread_id": "t", "messages": L{
		M{"role": "system", "content": "You help Patrick (patrick@example.com)."},
		M{"role": "user", "name": "Patrick", "content": L{
			M{"type": "text", "text": "Write to jo@ex.com", "annotations": L{"cited jo@ex.com"}},
			M{"type": "image", "source": M{"type": "base64", "data": imageData}},
			M{"type": "input_text", "text": "and to Lyon"},
		}},
		M{"role": "assistant", "content": "", "tool_calls": L{
			M{"id": "call_1", "type": "function", "name": "send", "args": M{"to": "jo@ex.com"},
				"function": M{"name": "send", "arguments": `{"to":"jo@ex.com"}`}},
		}},
		M{"role": "tool", "name": "send", "tool_call_id": "call_1", "content": M{"sent_to": "jo@ex.com"},
			"artifact": M{"raw": "delivered to jo@ex.com"}},
		M{"role": "user", "content": "thanks", "additional_kwargs": M{"signature": "Patrick, Paris"}},
	}}
}

func TestTheDefaultRulesPassWhatUpstreamPasses(t *testing.T) {
	p := newProcessor(t)
	rep := ok(t, p, ModelIn, strictHistory())
	msgs := rep["messages"].(L)
	if got := msgs[0].(M)["content"]; got != "You help Patrick (patrick@example.com)." {
		t.Errorf("system = %v", got)
	}
	if got := msgs[1].(M)["name"]; got != "Patrick" {
		t.Errorf("user name = %v", got)
	}
	if got := msgs[3].(M)["content"].(M)["sent_to"]; got != "jo@ex.com" {
		t.Errorf("tool content = %v", got)
	}
}

func TestStrictModeDeidentifiesEveryTextTowardsTheModel(t *testing.T) {
	p := newProcessor(t, func(c *Config) { c.Strict = true })
	rep := ok(t, p, ModelIn, strictHistory())
	msgs := rep["messages"].(L)
	for _, tt := range []struct {
		name      string
		got, want any
	}{
		{"system content", msgs[0].(M)["content"], "You help <<PERSON:1>> (<<EMAIL:1>>)."},
		{"a user's name", msgs[1].(M)["name"], "<<PERSON:1>>"},
		{"a text block", msgs[1].(M)["content"].(L)[0].(M)["text"], "Write to <<EMAIL:2>>"},
		{"a text block's other keys", msgs[1].(M)["content"].(L)[0].(M)["annotations"].(L)[0], "cited <<EMAIL:2>>"},
		{"image data is binary, not text", msgs[1].(M)["content"].(L)[1].(M)["source"].(M)["data"], imageData},
		{"a block of another type", msgs[1].(M)["content"].(L)[2].(M)["text"], "and to <<LOCATION:1>>"},
		{"a block's type", msgs[1].(M)["content"].(L)[2].(M)["type"], "input_text"},
		{"tool call args, as upstream", msgs[2].(M)["tool_calls"].(L)[0].(M)["args"].(M)["to"], "<<EMAIL:2>>"},
		{"a tool call's other keys", msgs[2].(M)["tool_calls"].(L)[0].(M)["function"].(M)["arguments"], `{"to":"<<EMAIL:2>>"}`},
		{"a tool call's id", msgs[2].(M)["tool_calls"].(L)[0].(M)["id"], "call_1"},
		{"tool content", msgs[3].(M)["content"].(M)["sent_to"], "<<EMAIL:2>>"},
		{"a tool message's other keys", msgs[3].(M)["artifact"].(M)["raw"], "delivered to <<EMAIL:2>>"},
		{"a tool message's name names the tool", msgs[3].(M)["name"], "send"},
		{"a tool message's call id", msgs[3].(M)["tool_call_id"], "call_1"},
		{"additional keys", msgs[4].(M)["additional_kwargs"].(M)["signature"], "<<PERSON:1>>, <<LOCATION:2>>"},
	} {
		if !jsonEq(tt.got, tt.want) {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestStrictModeDeidentifiesEveryValueOfAToolResult(t *testing.T) {
	p := newProcessor(t, func(c *Config) { c.Strict = true })
	rep := ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "crm", "update": M{
		"messages": L{
			M{"role": "tool", "name": "crm", "content": "owner jo@ex.com"},
			M{"role": "user", "content": "note for Patrick"},
		},
		"summary": "Patrick owns it",
		"count":   3,
	}})
	u := rep["update"].(M)
	for _, tt := range []struct {
		name      string
		got, want any
	}{
		{"the tool message", u["messages"].(L)[0].(M)["content"], "owner <<EMAIL:1>>"},
		{"another message", u["messages"].(L)[1].(M)["content"], "note for <<PERSON:1>>"},
		{"a state value", u["summary"], "<<PERSON:1>> owns it"},
		{"a number", u["count"], int8(3)},
	} {
		if !jsonEq(tt.got, tt.want) {
			t.Errorf("%s = %v, want %v", tt.name, tt.got, tt.want)
		}
	}
	rep = ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "content": "ok",
		"artifact": M{"rows": L{"jo@ex.com"}}}})
	if got := rep["message"].(M)["artifact"].(M)["rows"].(L)[0]; got != "<<EMAIL:1>>" {
		t.Errorf("a tool message's artifact = %v", got)
	}
	def := newProcessor(t)
	rep = ok(t, def, ToolResult, M{"thread_id": "t", "tool_name": "crm", "update": M{"summary": "Patrick owns it"}})
	if got := rep["update"].(M)["summary"]; got != "Patrick owns it" {
		t.Errorf("the default rules rewrote a state value: %v", got)
	}
}

// TestClearKnownValuesAreReportedInEveryMode: a model.in message holding,
// where the worker passes text on unchanged, a value the thread already
// tokenised is the signature of a client that kept clear tool output in
// its history. It is reported, in every mode, without content.
func TestClearKnownValuesAreReportedInEveryMode(t *testing.T) {
	for _, strict := range []bool{false, true} {
		var r reports
		p := newProcessor(t, func(c *Config) { c.Strict = strict; c.OnClearKnown = r.add })
		ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("mail jo@ex.com")}})
		if got := r.all(); len(got) != 0 {
			t.Fatalf("strict=%v: reported %v for a history without clear known values", strict, got)
		}
		rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{
			user("mail jo@ex.com"),
			M{"role": "tool", "tool_call_id": "c", "content": "sent to jo@ex.com and to JO@EX.COM"},
			M{"role": "system", "content": "no values here"},
			M{"role": "user", "content": "hi", "name": "jo@ex.com"},
		}})
		got := r.all()
		if len(got) != 1 || got[0].Thread != "t" || len(got[0].Messages) != 2 {
			t.Fatalf("strict=%v: reports %+v", strict, got)
		}
		want := []ClearKnownMessage{{Index: 1, Role: "tool", Values: 2, Rewritten: strict}, {Index: 3, Role: "user", Values: 1, Rewritten: strict}}
		for i, m := range got[0].Messages {
			if m != want[i] {
				t.Errorf("strict=%v: message %d: %+v, want %+v", strict, i, m, want[i])
			}
		}
		tool := rep["messages"].(L)[1].(M)["content"]
		if strict != (tool == "sent to <<EMAIL:1>> and to <<EMAIL:1>>") {
			t.Errorf("strict=%v: tool content %v", strict, tool)
		}
	}
}
