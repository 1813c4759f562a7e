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
