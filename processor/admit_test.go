package processor

import (
	"context"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// A request is admitted whole (pipeline.Admit) before any of its values
// is written: past max_new_values, or malformed, it leaves its thread
// without a value, whatever part of it holds them.
func TestARequestIsAdmittedWholeBeforeAnyValueIsWritten(t *testing.T) {
	const a, b, c = "ann@example.com", "bob@example.com", "cid@example.com"
	tool := func(text string) M { return M{"role": "tool", "content": text, "tool_call_id": "1", "name": "search"} }
	for _, tc := range []struct {
		rule   string
		strict bool
		ch     Channel
		req    M
		want   pii.Code
		values int
	}{
		{rule: "two new values in model.in fit", ch: ModelIn,
			req: M{"messages": L{user("to " + a), user("and " + b)}}, values: 2},
		{rule: "three new values over model.in's messages are refused", ch: ModelIn,
			req: M{"messages": L{user("to " + a + " and " + b), user("cc " + c)}}, want: pii.CodeLimitExceeded},
		{rule: "the args of the model's tool calls count", ch: ModelIn,
			req: M{"messages": L{user("to " + a + " and " + b), M{"role": "assistant", "content": "", "tool_calls": L{
				M{"id": "1", "name": "send_email", "args": M{"to": c}}}}}}, want: pii.CodeLimitExceeded},
		{rule: "in strict mode the parts the rules pass on count", strict: true, ch: ModelIn,
			req: M{"messages": L{M{"role": "system", "content": "admin " + c}, user("to " + a + " and " + b)}}, want: pii.CodeLimitExceeded},
		{rule: "a malformed message fails before the values of those before it are written", ch: ModelIn,
			req: M{"messages": L{user("to " + a), M{"role": "robot", "content": "x"}}}, want: pii.CodeBadRequest},
		{rule: "three new values over a tool result's update are refused", ch: ToolResult,
			req: M{"tool_name": "search", "update": M{"messages": L{tool(a + " " + b), tool(c)}}}, want: pii.CodeLimitExceeded},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			pipe, err := pipeline.New(pipeline.Config{Detector: testDetector(t), MaxNewValues: 2})
			if err != nil {
				t.Fatal(err)
			}
			p, err := New(Config{Pipeline: pipe, Strict: tc.strict})
			if err != nil {
				t.Fatal(err)
			}
			tc.req["thread_id"] = "t"
			if tc.want == "" {
				ok(t, p, tc.ch, tc.req)
			} else {
				fails(t, p, tc.ch, tc.req, tc.want)
			}
			tokens, err := pipe.TokenMap(context.Background(), "t")
			if err != nil {
				t.Fatal(err)
			}
			if len(tokens) != tc.values {
				t.Errorf("the thread holds %d values, want %d", len(tokens), tc.values)
			}
		})
	}
}

// A request walked twice (its thread rendered its first texts, not the
// ones after) answers as one walk without a bound does: the same texts,
// the same changed flag, the same clear known values reported once.
func TestARequestWalkedTwiceAnswersAsOneWalk(t *testing.T) {
	const a, b = "ann@example.com", "bob@example.com"
	tool := func(text string) M { return M{"role": "tool", "content": text, "tool_call_id": "1", "name": "search"} }
	for _, tc := range []struct {
		rule   string
		strict bool
		ch     Channel
		turns  []M
	}{
		{rule: "a new message after rendered ones", ch: ModelIn, turns: []M{
			{"messages": L{user("to " + a)}},
			{"messages": L{user("to " + a), user("and " + b)}}}},
		{rule: "a new message without values after a rendered one that changed still changed", ch: ModelIn, turns: []M{
			{"messages": L{user("to " + a)}},
			{"messages": L{user("to " + a), user("thanks")}}}},
		{rule: "a clear known value passed on after the new message is reported once", ch: ModelIn, turns: []M{
			{"messages": L{user("to " + a)}},
			{"messages": L{user("to " + a), tool("sent to " + a), user("and " + b), tool("sent to " + b)}}}},
		{rule: "in strict mode the parts passed on after the new message are de-identified once", strict: true, ch: ModelIn, turns: []M{
			{"messages": L{M{"role": "system", "content": "admin " + a}, user("to " + a)}},
			{"messages": L{M{"role": "system", "content": "admin " + a}, user("to " + a), user("and " + b), M{"role": "system", "content": "cc " + b}}}}},
		{rule: "a tool result's new message after a rendered one", ch: ToolResult, turns: []M{
			{"tool_name": "search", "update": M{"messages": L{tool(a)}}},
			{"tool_name": "search", "update": M{"messages": L{tool(a), tool(b + " and " + a)}}}}},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			var walked, once reports
			newProc := func(bound int, r *reports) *Processor {
				pipe, err := pipeline.New(pipeline.Config{Detector: testDetector(t), MaxNewValues: bound})
				if err != nil {
					t.Fatal(err)
				}
				p, err := New(Config{Pipeline: pipe, Strict: tc.strict, OnClearKnown: r.add})
				if err != nil {
					t.Fatal(err)
				}
				return p
			}
			bounded, unbounded := newProc(1, &walked), newProc(-1, &once)
			for i, req := range tc.turns {
				req["thread_id"] = "t"
				got, want := ok(t, bounded, tc.ch, req), ok(t, unbounded, tc.ch, req)
				if !jsonEq(got, want) {
					t.Errorf("turn %d: %v, want %v", i, got, want)
				}
			}
			if !jsonEq(walked.all(), once.all()) {
				t.Errorf("reported %+v, want %+v", walked.all(), once.all())
			}
		})
	}
}

func TestTheTextsOfARequestAreBoundedByItsMsgpackLength(t *testing.T) {
	p := newProcessor(t)
	req := M{"thread_id": "t", "messages": L{user("to ann@example.com"), user(L{M{"type": "text", "text": "and bob@example.com"}})}}
	for _, tc := range []struct {
		rule    string
		payload []byte
		f       Format
		want    int
	}{
		{rule: "a msgpack request's texts take at most its length", payload: encode(t, req), f: Msgpack, want: len(encode(t, req))},
		{rule: "a JSON request's are not bounded", payload: []byte(`{"thread_id":"t","messages":[{"role":"user","content":"to ann@example.com"}]}`), f: JSON, want: -1},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			n, err := p.Decode(tc.payload, tc.f)
			if err != nil {
				t.Fatal(err)
			}
			if got := textBytes(n); got != tc.want {
				t.Errorf("textBytes = %d, want %d", got, tc.want)
			}
		})
	}
}
