package processor

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/strategy"
)

func TestModelInRestoredIsWhatModelOutAnswersForTheSameContent(t *testing.T) {
	t.Parallel()
	histories := map[string]L{
		"new values in user text": {user("Hi, Emma Dupont here, emma@ex.com, from Paris")},
		"known values again and an assistant echo": {
			user("I am Emma Dupont"), assistant("Hello Emma Dupont, I wrote to emma@ex.com"),
		},
		"a token typed by the user stays neutralised": {user("who is <<PERSON:1>>? Patrick")},
		"an assistant token the thread never issued":  {user("Patrick"), assistant("Hi <<PERSON:1>> and <<PERSON:9>>")},
		"text blocks, bare strings and other blocks": {M{"role": "user", "content": L{
			M{"type": "text", "text": "Patrick in Lyon"}, "and Marie", M{"type": "image_url", "image_url": "data:x"}, nil}}},
		"tool calls, tool and system messages": {
			user("Mail Patrick"),
			M{"type": "ai", "content": "", "tool_calls": L{M{"id": "c1", "name": "send", "args": M{"to": "Patrick", "n": 1}}}},
			M{"type": "tool", "tool_call_id": "c1", "content": "<<PERSON:1>> sent"},
			M{"role": "system", "content": "be brief, <<PERSON:1>>"},
		},
		"null and absent content": {M{"role": "user", "content": nil}, M{"role": "assistant"}},
	}
	for _, assistantStrategy := range []strategy.EntityCreateByAssistantStrategy{
		strategy.AssistantPreserve, strategy.AssistantAnonymize, strategy.AssistantIgnore,
	} {
		for _, inv := range []strategy.InventedPlaceholderStrategy{strategy.InventedRaise, strategy.InventedDrop, strategy.InventedKeep} {
			for name, history := range histories {
				t.Run(fmt.Sprintf("%s/%v/%v", name, assistantStrategy, inv), func(t *testing.T) {
					t.Parallel()
					p := newProcessor(t, func(c *Config) { c.Assistant, c.Invented = assistantStrategy, inv })
					rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": history, "restore": true})
					restored, _ := rep["restored"].(L)
					msgs := rep["messages"].(L)
					if len(restored) != len(msgs) {
						t.Fatalf("restored = %v for %d messages", rep["restored"], len(msgs))
					}
					for i, m := range msgs {
						got := restored[i]
						out, err := call(t, p, ModelOut, M{"thread_id": "t", "messages": L{m}})
						role := m.(M)["role"]
						if role == nil {
							role = m.(M)["type"]
						}
						switch {
						case role == "tool" || role == "system":
							if got != nil {
								t.Errorf("message %d (%v): restored %v, want null", i, role, got)
							}
						case err != nil:
							if got != nil || pii.CodeOf(err) != pii.CodeInventedPlaceholder {
								t.Errorf("message %d: model.out failed (%v) where restored is %v", i, err, got)
							}
						case got == nil:
							// Null stands for an unknown answer: a token the thread
							// never issued (left in clear under IGNORE), or no content.
							unissued := name == "an assistant token the thread never issued" &&
								assistantStrategy == strategy.AssistantIgnore && role == "assistant"
							if !unissued && contents(out)[0] != nil {
								t.Errorf("message %d: restored null where model.out answers %v", i, out)
							}
						case !jsonEq(got, contents(out)[0]):
							t.Errorf("message %d: restored %v, model.out %v", i, got, contents(out)[0])
						}
					}
				})
			}
		}
	}
}

func TestModelInRestoredIsGivenOnlyWhenAsked(t *testing.T) {
	t.Parallel()
	p := newProcessor(t)
	for _, restore := range []any{nil, false} {
		req := M{"thread_id": "t", "messages": L{user("Patrick")}}
		if restore != nil {
			req["restore"] = restore
		}
		if rep := ok(t, p, ModelIn, req); rep["restored"] != nil {
			t.Errorf("restore %v: reply has restored %v", restore, rep["restored"])
		}
	}
	for _, bad := range []any{"yes", 1, L{true}} {
		fails(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("Patrick")}, "restore": bad}, pii.CodeBadRequest)
	}
	fails(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("Patrick")}, "Restore": true}, pii.CodeBadRequest)
}

func TestModelInRefusesRestoreWhereTheReplyGoesToTheModelSide(t *testing.T) {
	t.Parallel()
	p := newProcessor(t)
	req := encode(t, M{"thread_id": "t", "messages": L{user("Patrick")}, "restore": true})
	out, err := p.Handle(TowardsModel(context.Background()), ModelIn, req, Msgpack)
	if pii.CodeOf(err) != pii.CodeBadRequest {
		t.Fatalf("err = %v, want bad_request", err)
	}
	if strings.Contains(string(out), "Patrick") {
		t.Errorf("the refusal holds the value: %q", out)
	}
	// Without restore, the same request towards the model side is de-identified.
	req = encode(t, M{"thread_id": "t", "messages": L{user("Patrick")}, "restore": false})
	if _, err := p.Handle(TowardsModel(context.Background()), ModelIn, req, Msgpack); err != nil {
		t.Errorf("restore false: %v", err)
	}
}

func TestModelInRestoredTokensAreWhatToolCallAndModelOutAnswerForATokenAlone(t *testing.T) {
	t.Parallel()
	for _, assistantStrategy := range []strategy.EntityCreateByAssistantStrategy{
		strategy.AssistantPreserve, strategy.AssistantAnonymize, strategy.AssistantIgnore,
	} {
		t.Run(fmt.Sprint(assistantStrategy), func(t *testing.T) {
			t.Parallel()
			p := newProcessor(t, func(c *Config) { c.Assistant = assistantStrategy })
			ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "content": "jo@ex.com"}})
			rep := ok(t, p, ModelIn, M{"thread_id": "t", "restore": true, "messages": L{
				user("I am Emma Dupont from Paris, typed <<PERSON:7>>"),
				M{"role": "assistant", "content": L{M{"type": "text", "text": "Hi <<PERSON:1>>, and <<PERSON:9>>"}},
					"tool_calls": L{M{"id": "c1", "name": "send", "args": M{"to": L{"<<EMAIL:1>>", M{"cc": "<<EMAIL:5>>"}}}}}},
				M{"role": "tool", "content": "<<EMAIL:1>> answered"},
			}})
			tokens, _ := rep["restored_tokens"].(M)
			if tokens == nil {
				t.Fatalf("restored_tokens = %v", rep["restored_tokens"])
			}
			for _, token := range []string{"<<PERSON:1>>", "<<LOCATION:1>>", "<<EMAIL:1>>"} {
				if _, found := tokens[token]; !found {
					t.Errorf("%s missing from %v", token, tokens)
				}
			}
			for _, token := range []string{"<<PERSON:7>>", "<<PERSON:9>>", "<<EMAIL:5>>"} {
				if v, found := tokens[token]; found {
					t.Errorf("%s, never issued, given as %v", token, v)
				}
			}
			for token, value := range tokens {
				checkRestoredAlike(t, p, token, value, true)
			}
		})
	}
}

func TestToolResultRestoredTokensAreWhatToolCallAndModelOutAnswerForATokenAlone(t *testing.T) {
	t.Parallel()
	results := map[string]M{
		"a message whose new value gets a token": {"message": M{"role": "tool", "content": M{
			"owner": "Emma Dupont lives in Paris", "typed": "<<PERSON:7>>", "n": L{1, "<<EMAIL:1>>"}}}},
		"an update holding tool messages": {"update": L{L{"messages", L{
			M{"role": "tool", "content": L{M{"type": "text", "text": "Emma Dupont, <<PERSON:9>>"}, "Paris"}}}}}},
	}
	for _, s := range []strategy.ToolCallStrategy{strategy.ToolFull, strategy.ToolOutput, strategy.ToolInput} {
		for name, result := range results {
			t.Run(fmt.Sprintf("%s/%v", name, s), func(t *testing.T) {
				t.Parallel()
				p := newProcessor(t, func(c *Config) { c.ToolStrategy = s })
				ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("mail jo@ex.com")}})
				req := M{"thread_id": "t", "tool_name": "crm", "restore": true}
				for k, v := range result {
					req[k] = v
				}
				rep := ok(t, p, ToolResult, req)
				tokens, isMap := rep["restored_tokens"].(M)
				if !isMap {
					t.Fatalf("restored_tokens = %v", rep["restored_tokens"])
				}
				var want []string
				if s.AnonymizesOutput() {
					want = []string{"<<PERSON:1>>", "<<LOCATION:1>>"}
				}
				if name == "a message whose new value gets a token" && !s.AnonymizesOutput() {
					// De-identification neutralises a token the tool typed.
					want = append(want, "<<EMAIL:1>>")
				}
				for _, token := range want {
					if _, found := tokens[token]; !found {
						t.Errorf("%s missing from %v", token, tokens)
					}
				}
				if len(tokens) != len(want) {
					t.Errorf("restored_tokens = %v, want the tokens %v", tokens, want)
				}
				for token, value := range tokens {
					if !strings.Contains(fmt.Sprint(rep["message"], rep["update"]), token) {
						t.Errorf("%s given, but the result does not hold it", token)
					}
					checkRestoredAlike(t, p, token, value, s.RestoresInput())
				}
			})
		}
	}
}

func TestToolResultRestoredTokensAreGivenOnlyWhenAskedAndNeverTowardsTheModelSide(t *testing.T) {
	t.Parallel()
	p := newProcessor(t, func(c *Config) {
		c.ToolStrategies = map[string]strategy.ToolCallStrategy{"open": strategy.ToolPassthrough}
	})
	result := func(tool string, restore any) M {
		req := M{"tool_name": tool, "message": M{"role": "tool", "content": "Patrick"}}
		if tool != "open" {
			req["thread_id"] = "t"
		}
		if restore != nil {
			req["restore"] = restore
		}
		return req
	}
	for _, restore := range []any{nil, false} {
		if rep := ok(t, p, ToolResult, result("crm", restore)); rep["restored_tokens"] != nil {
			t.Errorf("restore %v: reply has restored_tokens %v", restore, rep["restored_tokens"])
		}
	}
	if rep := ok(t, p, ToolResult, result("open", true)); !jsonEq(rep["restored_tokens"], M{}) {
		t.Errorf("passthrough: restored_tokens = %v, want none", rep["restored_tokens"])
	}
	for _, bad := range []any{"yes", 1, L{true}} {
		fails(t, p, ToolResult, result("crm", bad), pii.CodeBadRequest)
	}
	out, err := p.Handle(TowardsModel(context.Background()), ToolResult, encode(t, result("crm", true)), Msgpack)
	if pii.CodeOf(err) != pii.CodeBadRequest {
		t.Fatalf("towards the model side: err = %v, want bad_request", err)
	}
	if strings.Contains(string(out), "Patrick") {
		t.Errorf("the refusal holds the value: %q", out)
	}
}

// checkRestoredAlike checks that model.out, and tool.call when the tool's
// strategy restores its input, restore token alone on thread "t" to value,
// the value restored_tokens gave for it.
func checkRestoredAlike(t *testing.T, p *Processor, token string, value any, toolRestores bool) {
	t.Helper()
	call := ok(t, p, ToolCall, M{"thread_id": "t", "tool_call": M{"id": "c", "name": "send", "args": M{"x": token}}})
	if got := call["tool_call"].(M)["args"].(M)["x"]; toolRestores && got != value {
		t.Errorf("tool.call restores %s to %v, restored_tokens says %v", token, got, value)
	}
	out := ok(t, p, ModelOut, M{"thread_id": "t", "messages": L{assistant(token)}})
	if got := contents(out)[0]; got != value {
		t.Errorf("model.out restores %s to %v, restored_tokens says %v", token, got, value)
	}
}
