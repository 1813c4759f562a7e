package processor

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/strategy"
)

func TestConstructionRefusesUnrecognizableFactories(t *testing.T) {
	mask, _ := pipeline.NewMaskFactory(1, '*')
	label, _ := pipeline.NewLabelFactory(pipeline.Delimiters{})
	for _, f := range []pipeline.Factory{mask, label} {
		for _, s := range []strategy.ToolCallStrategy{strategy.ToolFull, strategy.ToolPassthrough} {
			pipe, _ := pipeline.New(pipeline.Config{Detector: testDetector(t), Factory: f})
			_, err := New(Config{Pipeline: pipe, ToolStrategy: s})
			if !isCode(err, pii.CodeUnrecognizableFactory) {
				t.Errorf("factory %s with %v: err = %v", f.Name(), s, err)
			}
		}
	}
}

func TestThreadIDRules(t *testing.T) {
	p := newProcessor(t)
	msgs := L{user("hi")}
	requests := map[Channel]M{
		ModelIn:       {"messages": msgs},
		ModelOut:      {"messages": msgs},
		ToolCall:      {"tool_call": M{"id": "1", "name": "send_email", "args": M{}}},
		ToolResult:    {"tool_name": "send_email", "message": M{"role": "tool", "content": "ok"}},
		StreamChunk:   {"stream_id": "s", "seq": 0, "text": "x"},
		ThreadForget:  {},
		ThreadCorrect: {"corrections": L{M{"action": "clear", "text": "x"}}},
	}
	for ch, req := range requests {
		t.Run("a missing thread_id is refused on "+ch.String(), func(t *testing.T) {
			fails(t, p, ch, req, pii.CodeMissingThreadID)
		})
		t.Run("an empty thread_id is refused on "+ch.String(), func(t *testing.T) {
			req := clone(req)
			req["thread_id"] = ""
			fails(t, p, ch, req, pii.CodeMissingThreadID)
		})
		t.Run("a non-string thread_id is a bad request on "+ch.String(), func(t *testing.T) {
			req := clone(req)
			req["thread_id"] = 42
			fails(t, p, ch, req, pii.CodeBadRequest)
		})
	}
	t.Run("a tool call under PASSTHROUGH needs no thread_id", func(t *testing.T) {
		pt := newProcessor(t, func(c *Config) { c.ToolStrategy = strategy.ToolPassthrough })
		ok(t, pt, ToolCall, requests[ToolCall])
		ok(t, pt, ToolResult, requests[ToolResult])
	})
}

func clone(m M) M {
	out := M{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

func TestModelInRules(t *testing.T) {
	tests := []struct {
		name      string
		assistant strategy.EntityCreateByAssistantStrategy
		messages  L
		want      []any
	}{
		{"user messages are de-identified", strategy.AssistantPreserve,
			L{user("Email Patrick in Paris")}, []any{"Email <<PERSON:1>> in <<LOCATION:1>>"}},
		{"tool and system messages are never rewritten", strategy.AssistantPreserve,
			L{M{"role": "system", "content": "Patrick"}, M{"role": "tool", "content": "jo@ex.com", "tool_call_id": "1"}},
			[]any{"Patrick", "jo@ex.com"}},
		{"PRESERVE: a value the assistant introduced stays clear, even when the user repeats it", strategy.AssistantPreserve,
			L{assistant("Our office is in Lyon"), user("Is Lyon near Paris?")},
			[]any{"Our office is in Lyon", "Is Lyon near <<LOCATION:1>>?"}},
		{"PRESERVE: a user value stays masked when the assistant repeats it", strategy.AssistantPreserve,
			L{user("I live in Paris"), assistant("Paris is lovely")},
			[]any{"I live in <<LOCATION:1>>", "<<LOCATION:1>> is lovely"}},
		{"ANONYMIZE: assistant values are de-identified like the user's", strategy.AssistantAnonymize,
			L{assistant("Our office is in Lyon"), user("Lyon then")},
			[]any{"Our office is in <<LOCATION:1>>", "<<LOCATION:1>> then"}},
		{"IGNORE: assistant messages are not analysed at all", strategy.AssistantIgnore,
			L{assistant("Our office is in Lyon"), user("Lyon then")},
			[]any{"Our office is in Lyon", "<<LOCATION:1>> then"}},
		{"text blocks are rewritten and other blocks pass through", strategy.AssistantPreserve,
			L{user(L{M{"type": "text", "text": "I am Patrick"}, M{"type": "image_url", "image_url": "Patrick.png"}})},
			[]any{L{M{"type": "text", "text": "I am <<PERSON:1>>"}, M{"type": "image_url", "image_url": "Patrick.png"}}}},
		{"bare strings inside a content list are rewritten too (upstream leaks them)", strategy.AssistantPreserve,
			L{user(L{"I am Patrick", M{"type": "text", "text": "and Marie"}})},
			[]any{L{"I am <<PERSON:1>>", M{"type": "text", "text": "and <<PERSON:2>>"}}}},
		{"LangChain type values are accepted", strategy.AssistantPreserve,
			L{M{"type": "human", "content": "I am Patrick"}, M{"type": "ai", "content": "Hi Patrick"}},
			[]any{"I am <<PERSON:1>>", "Hi <<PERSON:1>>"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProcessor(t, func(c *Config) { c.Assistant = tt.assistant })
			rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": tt.messages})
			if got := contents(rep); !jsonEq(got, tt.want) {
				t.Errorf("contents = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestModelInReportsChanged(t *testing.T) {
	p := newProcessor(t)
	if rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("hello")}}); rep["changed"] != false {
		t.Errorf("changed = %v for a message without PII", rep["changed"])
	}
	if rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("I am Patrick")}}); rep["changed"] != true {
		t.Errorf("changed = %v", rep["changed"])
	}
}

func TestModelInKeepsTheKeyTheInputUsed(t *testing.T) {
	p := newProcessor(t)
	rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{M{"type": "human", "content": "Patrick"}}})
	m := rep["messages"].(L)[0].(M)
	if _, has := m["role"]; has || m["type"] != "human" {
		t.Errorf("message = %v", m)
	}
}

func TestUnknownRolesAreRefused(t *testing.T) {
	p := newProcessor(t)
	rep := fails(t, p, ModelIn, M{"thread_id": "t", "messages": L{M{"role": "Patrick", "content": "x"}}}, pii.CodeBadRequest)
	if strings.Contains(rep["error"].(M)["message"].(string), "Patrick") {
		t.Errorf("error message echoes the input: %v", rep)
	}
}

func TestBRTOOL09AssistantToolCallArgsAreDeidentifiedAgain(t *testing.T) {
	for _, tt := range []struct {
		name      string
		assistant strategy.EntityCreateByAssistantStrategy
		wantTo    string
		wantNote  string
	}{
		{"a known value gets its token back; a value the model brought stays clear", strategy.AssistantPreserve, "<<EMAIL:1>>", "cc Lyon"},
		{"under IGNORE tool calls are not touched", strategy.AssistantIgnore, "jo@ex.com", "cc Lyon"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := newProcessor(t, func(c *Config) { c.Assistant = tt.assistant })
			rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{
				user("my mail is jo@ex.com"),
				M{"role": "assistant", "content": "", "tool_calls": L{M{"id": "c1", "name": "send_email",
					"args": M{"to": "jo@ex.com", "note": "cc Lyon", "n": 3, "flags": L{true, nil}}}}},
			}})
			args := rep["messages"].(L)[1].(M)["tool_calls"].(L)[0].(M)["args"].(M)
			if args["to"] != tt.wantTo || args["note"] != tt.wantNote {
				t.Errorf("args = %v", args)
			}
			if !jsonEq(args["n"], 3) || !jsonEq(args["flags"], L{true, nil}) {
				t.Errorf("non-string args changed: %v", args)
			}
		})
	}
}

func TestModelOutRules(t *testing.T) {
	setup := func(t *testing.T, inv strategy.InventedPlaceholderStrategy) *Processor {
		p := newProcessor(t, func(c *Config) { c.Invented = inv })
		ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("Hi, Emma Dupont here, emma@ex.com")}})
		return p
	}
	t.Run("user and assistant content are restored", func(t *testing.T) {
		p := setup(t, strategy.InventedRaise)
		rep := ok(t, p, ModelOut, M{"thread_id": "t", "messages": L{
			user("Hi, <<PERSON:1>> here, <<EMAIL:1>>"), assistant(L{M{"type": "text", "text": "Sent to <<PERSON:1>>."}})}})
		want := []any{"Hi, Emma Dupont here, emma@ex.com", L{M{"type": "text", "text": "Sent to Emma Dupont."}}}
		if got := contents(rep); !jsonEq(got, want) {
			t.Errorf("contents = %v", got)
		}
		if rep["changed"] != true {
			t.Errorf("changed = %v", rep["changed"])
		}
	})
	t.Run("BR-TOOL-10 tool calls and tool messages stay tokenised", func(t *testing.T) {
		p := setup(t, strategy.InventedRaise)
		rep := ok(t, p, ModelOut, M{"thread_id": "t", "messages": L{
			M{"role": "assistant", "content": "ok", "tool_calls": L{M{"id": "1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>"}}}},
			M{"role": "tool", "content": "sent to <<EMAIL:1>>", "tool_call_id": "1"}}})
		msgs := rep["messages"].(L)
		if to := msgs[0].(M)["tool_calls"].(L)[0].(M)["args"].(M)["to"]; to != "<<EMAIL:1>>" {
			t.Errorf("tool call restored: %v", to)
		}
		if c := msgs[1].(M)["content"]; c != "sent to <<EMAIL:1>>" {
			t.Errorf("tool message restored: %v", c)
		}
	})
	invented := M{"thread_id": "t", "messages": L{assistant("Hi <<PERSON:1>>, cc <<PERSON:9>>")}}
	t.Run("RAISE: an invented token fails the call with the tokens", func(t *testing.T) {
		rep := fails(t, setup(t, strategy.InventedRaise), ModelOut, invented, pii.CodeInventedPlaceholder)
		e := rep["error"].(M)
		if e["message"] != "Deanonymized text holds tokens the pipeline never issued: ['<<PERSON:9>>']" || !jsonEq(e["tokens"], L{"<<PERSON:9>>"}) {
			t.Errorf("error = %v", e)
		}
	})
	t.Run("DROP: each occurrence is deleted, spaces kept", func(t *testing.T) {
		rep := ok(t, setup(t, strategy.InventedDrop), ModelOut, invented)
		if got := contents(rep)[0]; got != "Hi Emma Dupont, cc " {
			t.Errorf("content = %q", got)
		}
	})
	t.Run("KEEP: the token stays", func(t *testing.T) {
		rep := ok(t, setup(t, strategy.InventedKeep), ModelOut, invented)
		if got := contents(rep)[0]; got != "Hi Emma Dupont, cc <<PERSON:9>>" {
			t.Errorf("content = %q", got)
		}
	})
	t.Run("case and digit changes are invented too", func(t *testing.T) {
		rep := fails(t, setup(t, strategy.InventedRaise), ModelOut,
			M{"thread_id": "t", "messages": L{assistant("<<Person:1>> <<PERSON:01>>")}}, pii.CodeInventedPlaceholder)
		if !jsonEq(rep["error"].(M)["tokens"], L{"<<Person:1>>", "<<PERSON:01>>"}) {
			t.Errorf("tokens = %v", rep["error"])
		}
	})
	t.Run("damaged delimiters are neither restored nor flagged", func(t *testing.T) {
		rep := ok(t, setup(t, strategy.InventedRaise), ModelOut,
			M{"thread_id": "t", "messages": L{assistant("<< PERSON:1 >> PERSON:1 <<EMAIL:1")}})
		if got := contents(rep)[0]; got != "<< PERSON:1 >> PERSON:1 <<EMAIL:1" {
			t.Errorf("content = %q", got)
		}
	})
}

func setupThread(t *testing.T, p *Processor) {
	t.Helper()
	ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("I am Emma Dupont, write to emma@ex.com or jo@ex.com")}})
}

func TestToolCallStrategies(t *testing.T) {
	args := M{"to": "<<EMAIL:1>>", "cc": L{"<<EMAIL:2>>", M{"who": "<<PERSON:1>>"}}, "n": 3, "f": 1.5, "ok": true, "none": nil}
	restored := M{"to": "emma@ex.com", "cc": L{"jo@ex.com", M{"who": "Emma Dupont"}}, "n": 3, "f": 1.5, "ok": true, "none": nil}
	tests := []struct {
		name string
		s    strategy.ToolCallStrategy
		want M
	}{
		{"BR-TOOL-01 FULL restores the arguments", strategy.ToolFull, restored},
		{"BR-TOOL-02 INPUT restores the arguments", strategy.ToolInput, restored},
		{"BR-TOOL-03 OUTPUT leaves the tokens to the tool", strategy.ToolOutput, args},
		{"BR-TOOL-04 PASSTHROUGH touches nothing", strategy.ToolPassthrough, args},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProcessor(t, func(c *Config) { c.ToolStrategy = tt.s })
			setupThread(t, p)
			rep := ok(t, p, ToolCall, M{"thread_id": "t", "tool_call": M{"id": "c1", "name": "send_email", "args": args}})
			call := rep["tool_call"].(M)
			if !jsonEq(call["args"], tt.want) || call["id"] != "c1" || call["name"] != "send_email" {
				t.Errorf("tool_call = %v", call)
			}
		})
	}
}

func TestBRTOOL08NestedArgsKeepTheirTypes(t *testing.T) {
	p := newProcessor(t)
	setupThread(t, p)
	req := M{"thread_id": "t", "tool_call": M{"name": "x", "args": M{"a": L{L{"<<EMAIL:1>>", int8(7)}}, "b": uint64(1 << 63), "c": float32(0.5)}}}
	rep := ok(t, p, ToolCall, req)
	args := rep["tool_call"].(M)["args"].(M)
	if args["a"].(L)[0].(L)[0] != "emma@ex.com" || args["a"].(L)[0].(L)[1] != int8(7) || args["b"] != uint64(1<<63) || args["c"] != float32(0.5) {
		t.Errorf("args = %#v", args)
	}
}

func TestBRTOOL07InventedArgumentPolicies(t *testing.T) {
	req := M{"thread_id": "t", "tool_call": M{"id": "c", "name": "send_email", "args": M{"to": "<<EMAIL:7>>"}}}
	t.Run("RAISE refuses the call before the tool runs", func(t *testing.T) {
		p := newProcessor(t)
		setupThread(t, p)
		rep := fails(t, p, ToolCall, req, pii.CodeInventedPlaceholder)
		if rep["error"].(M)["message"] != "Deanonymized text holds tokens the pipeline never issued: ['<<EMAIL:7>>']" {
			t.Errorf("error = %v", rep["error"])
		}
		if _, has := rep["tool_call"]; has {
			t.Errorf("the failed call still carries arguments: %v", rep)
		}
	})
	t.Run("DROP gives the tool an empty string", func(t *testing.T) {
		p := newProcessor(t, func(c *Config) { c.Invented = strategy.InventedDrop })
		setupThread(t, p)
		if to := ok(t, p, ToolCall, req)["tool_call"].(M)["args"].(M)["to"]; to != "" {
			t.Errorf("to = %q", to)
		}
	})
	t.Run("KEEP gives the tool the token", func(t *testing.T) {
		p := newProcessor(t, func(c *Config) { c.Invented = strategy.InventedKeep })
		setupThread(t, p)
		if to := ok(t, p, ToolCall, req)["tool_call"].(M)["args"].(M)["to"]; to != "<<EMAIL:7>>" {
			t.Errorf("to = %q", to)
		}
	})
}

func TestBRTOOL11OnlyWholeTokensAreRestored(t *testing.T) {
	p := newProcessor(t, func(c *Config) { c.Invented = strategy.InventedKeep })
	setupThread(t, p)
	rep := ok(t, p, ToolCall, M{"thread_id": "t", "tool_call": M{"name": "x", "args": M{
		"cut": L{"<<EMAIL:", "1>>"}, "reworded": "EMAIL 1", "whole": "to <<EMAIL:1>>"}}})
	args := rep["tool_call"].(M)["args"].(M)
	if !jsonEq(args, M{"cut": L{"<<EMAIL:", "1>>"}, "reworded": "EMAIL 1", "whole": "to emma@ex.com"}) {
		t.Errorf("args = %v", args)
	}
}

func TestToolResultStrategies(t *testing.T) {
	result := M{"role": "tool", "tool_call_id": "c1", "content": "Sent to emma@ex.com; contact Marie at +44 20 7946 0958"}
	tests := []struct {
		name string
		s    strategy.ToolCallStrategy
		want string
	}{
		{"BR-TOOL-05 FULL: a known value gets its token back, a new one the next number", strategy.ToolFull,
			"Sent to <<EMAIL:1>>; contact <<PERSON:2>> at <<PHONE:1>>"},
		{"OUTPUT de-identifies the result", strategy.ToolOutput, "Sent to <<EMAIL:1>>; contact <<PERSON:2>> at <<PHONE:1>>"},
		{"BR-TOOL-02 INPUT returns the result as the tool did", strategy.ToolInput, result["content"].(string)},
		{"BR-TOOL-04 PASSTHROUGH returns the result as the tool did", strategy.ToolPassthrough, result["content"].(string)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProcessor(t, func(c *Config) { c.ToolStrategy = tt.s })
			setupThread(t, p)
			rep := ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "send_email", "message": result})
			if got := rep["message"].(M)["content"]; got != tt.want {
				t.Errorf("content = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestBRTOOL06AToolValueCountsAsUserValue(t *testing.T) {
	p := newProcessor(t)
	ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "content": "owner: Marie"}})
	rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{assistant("I will write to Marie")}})
	if got := contents(rep)[0]; got != "I will write to <<PERSON:1>>" {
		t.Errorf("assistant repeating a tool value: %q", got)
	}
}

func TestToolResultShapes(t *testing.T) {
	tests := []struct {
		name string
		req  M
		path func(M) any
		want any
	}{
		{"structured results are walked, string leaves de-identified", M{"message": M{"role": "tool",
			"content": M{"owner": "Marie", "emails": L{"jo@ex.com"}, "count": 2}}},
			func(r M) any { return r["message"].(M)["content"] },
			M{"owner": "<<PERSON:1>>", "emails": L{"<<EMAIL:1>>"}, "count": 2}},
		{"text blocks are de-identified and other blocks pass as is (FR BR-TOOL-11)", M{"message": M{"role": "tool",
			"content": L{M{"type": "text", "text": "Marie"}, M{"type": "image", "url": "Marie.png"}}}},
			func(r M) any { return r["message"].(M)["content"] },
			L{M{"type": "text", "text": "<<PERSON:1>>"}, M{"type": "image", "url": "Marie.png"}}},
		{"an update map: tool messages rewritten, other values untouched", M{"update": M{
			"messages": L{M{"role": "tool", "content": "Marie"}}, "counter": 3, "note": "Marie"}},
			func(r M) any { return r["update"] },
			M{"messages": L{M{"role": "tool", "content": "<<PERSON:1>>"}}, "counter": 3, "note": "Marie"}},
		{"an update map holding one message", M{"update": M{"last": M{"type": "tool", "content": "jo@ex.com"}}},
			func(r M) any { return r["update"] },
			M{"last": M{"type": "tool", "content": "<<EMAIL:1>>"}}},
		{"an update as [key, value] pairs", M{"update": L{L{"messages", L{M{"role": "tool", "content": "Marie"}}}, L{"k", 1}}},
			func(r M) any { return r["update"] },
			L{L{"messages", L{M{"role": "tool", "content": "<<PERSON:1>>"}}}, L{"k", 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProcessor(t)
			req := clone(tt.req)
			req["thread_id"], req["tool_name"] = "t", "crm"
			if got := tt.path(ok(t, p, ToolResult, req)); !jsonEq(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	p := newProcessor(t)
	fails(t, p, ToolResult, M{"thread_id": "t", "tool_name": "x"}, pii.CodeBadRequest)
	fails(t, p, ToolResult, M{"thread_id": "t", "message": M{"role": "tool"}, "update": M{}}, pii.CodeBadRequest)
}

func TestPerToolStrategies(t *testing.T) {
	p := newProcessor(t, func(c *Config) {
		c.ToolStrategies = map[string]strategy.ToolCallStrategy{"lookup_id": strategy.ToolInput, "search": strategy.ToolPassthrough}
	})
	setupThread(t, p)
	args := M{"to": "<<EMAIL:1>>"}
	if to := ok(t, p, ToolCall, M{"thread_id": "t", "tool_call": M{"name": "send_email", "args": args}})["tool_call"].(M)["args"].(M)["to"]; to != "emma@ex.com" {
		t.Errorf("default FULL: %v", to)
	}
	if to := ok(t, p, ToolCall, M{"tool_call": M{"name": "search", "args": args}})["tool_call"].(M)["args"].(M)["to"]; to != "<<EMAIL:1>>" {
		t.Errorf("search is PASSTHROUGH: %v", to)
	}
	// The result side resolves the same strategy from the tool name.
	res := M{"role": "tool", "content": "id for jo@ex.com is 42"}
	if c := ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "lookup_id", "message": res})["message"].(M)["content"]; c != res["content"] {
		t.Errorf("lookup_id is INPUT: result rewritten to %v", c)
	}
	if c := ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "send_email", "message": res})["message"].(M)["content"]; c != "id for <<EMAIL:2>> is 42" {
		t.Errorf("send_email is FULL: %v", c)
	}
}

func TestThreadForgetMakesOldTokensInvented(t *testing.T) {
	p := newProcessor(t)
	setupThread(t, p)
	rep := ok(t, p, ThreadForget, M{"thread_id": "t"})
	if !jsonEq(rep["forgotten"], M{"entities": 3, "messages": 1}) {
		t.Errorf("forgotten = %v", rep["forgotten"])
	}
	fails(t, p, ModelOut, M{"thread_id": "t", "messages": L{assistant("<<PERSON:1>>")}}, pii.CodeInventedPlaceholder)
}

func TestUnknownKeysSurviveByteForByte(t *testing.T) {
	p := newProcessor(t)
	var buf bytes.Buffer
	enc := msgpack.NewEncoder(&buf)
	enc.UseCompactInts(false) // wide encodings, which a re-encoder would shrink
	meta := map[any]any{int64(1): "x", "trace": []any{uint16(7), float32(2.5), []byte{9}}, "ts": time.Unix(1, 2)}
	if err := enc.Encode(map[string]any{
		"thread_id": "t",
		"metadata":  meta,
		"messages": []any{map[string]any{"role": "user", "content": "I am Patrick", "id": "m1",
			"additional_kwargs": map[string]any{"n": int64(5)}, "response_metadata": meta}},
	}); err != nil {
		t.Fatal(err)
	}
	in, err := envelope.DecodeMsgpack(buf.Bytes(), envelope.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	// The bytes as sent (Go randomises map order, so each copy differs).
	topMeta := envelope.EncodeMsgpack(in.Get("metadata"))
	msgMeta := envelope.EncodeMsgpack(in.Get("messages").Item(0).Get("response_metadata"))
	out, err := p.Handle(context.Background(), ModelIn, buf.Bytes(), Msgpack)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, topMeta) || !bytes.Contains(out, msgMeta) {
		t.Errorf("metadata not found byte for byte in the reply")
	}
	if !bytes.Contains(out, []byte("<<PERSON:1>>")) {
		t.Errorf("content not rewritten")
	}
}

func TestBadInputGetsBadRequest(t *testing.T) {
	p := newProcessor(t)
	tests := []struct {
		name    string
		payload []byte
	}{
		{"malformed msgpack", []byte{0xc1}},
		{"not a map", encode(t, L{1, 2})},
		{"messages is not a list", encode(t, M{"thread_id": "t", "messages": "x"})},
		{"content of a wrong type", encode(t, M{"thread_id": "t", "messages": L{M{"role": "user", "content": 5}}})},
		{"invalid UTF-8", append([]byte{0x82, 0xa9}, append([]byte("thread_id"), 0xa1, 't', 0xa8, 'm', 'e', 's', 's', 'a', 'g', 'e', 's', 0x91, 0x82, 0xa4, 'r', 'o', 'l', 'e', 0xa4, 'u', 's', 'e', 'r', 0xa7, 'c', 'o', 'n', 't', 'e', 'n', 't', 0xa1, 0xff)...)},
		{"deeply nested", append(bytes.Repeat([]byte{0x91}, 10_000), 0xc0)},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is a bad request", func(t *testing.T) {
			out, err := p.Handle(context.Background(), ModelIn, tt.payload, Msgpack)
			if !isCode(err, pii.CodeBadRequest) {
				t.Fatalf("err = %v", err)
			}
			if decode(t, out)["error"].(M)["code"] != "bad_request" {
				t.Errorf("reply = %v", decode(t, out))
			}
		})
	}
}

func TestJSONSentAsMsgpackIsToldToSetItsContentType(t *testing.T) {
	p := newProcessor(t)
	for _, payload := range []string{`{"thread_id":"t","messages":[]}`, "  \n[1,2]"} {
		_, err := p.Handle(context.Background(), ModelIn, []byte(payload), Msgpack)
		if !isCode(err, pii.CodeBadRequest) || !strings.Contains(err.Error(), "looks like JSON: send it with the header Content-Type: application/json") {
			t.Errorf("%q: err = %v", payload, err)
		}
	}
	_, err := p.Handle(context.Background(), ModelIn, []byte{0xc1}, Msgpack)
	if err == nil || strings.Contains(err.Error(), "JSON") {
		t.Errorf("malformed msgpack that is not JSON gets the hint: %v", err)
	}
}

func TestJSONRequestsGetJSONReplies(t *testing.T) {
	p := newProcessor(t)
	out, err := p.Handle(context.Background(), ModelIn, []byte(`{"thread_id":"t","messages":[{"role":"user","content":"write to jo@ex.com"}]}`), JSON)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != `{"thread_id":"t","messages":[{"role":"user","content":"write to <<EMAIL:1>>"}],"changed":true}` {
		t.Errorf("reply = %s", out)
	}
}

func TestDuplicateKeysAreRefused(t *testing.T) {
	p := newProcessor(t)
	out, err := p.Handle(context.Background(), ModelIn,
		[]byte(`{"thread_id":"t","messages":[{"role":"user","content":"hello","content":"mail jane.doe@example.com"}]}`), JSON)
	if !isCode(err, pii.CodeBadRequest) || strings.Contains(string(out), "jane.doe") {
		t.Fatalf("err = %v, reply = %s", err, out)
	}
}

func TestShapesThatHideTextAreRefusedNotPassedOn(t *testing.T) {
	p := newProcessor(t)
	t.Run("a text block whose text is not a string", func(t *testing.T) {
		fails(t, p, ModelIn, M{"thread_id": "t", "messages": L{user(L{M{"type": "text", "text": M{"value": "jo@ex.com"}}})}}, pii.CodeBadRequest)
	})
	t.Run("an update message with an unknown role", func(t *testing.T) {
		fails(t, p, ToolResult, M{"thread_id": "t", "tool_name": "x", "update": M{"messages": L{M{"role": "function", "content": "jo@ex.com"}}}}, pii.CodeBadRequest)
	})
	t.Run("a structured text block in a tool result is walked", func(t *testing.T) {
		rep := ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "x", "message": M{"role": "tool", "content": L{M{"type": "text", "text": M{"value": "jo@ex.com"}}}}})
		if !jsonEq(rep["message"].(M)["content"], L{M{"type": "text", "text": M{"value": "<<EMAIL:1>>"}}}) {
			t.Errorf("content = %v", rep["message"])
		}
	})
	t.Run("a state value with a type key is not a message", func(t *testing.T) {
		ok(t, p, ToolResult, M{"thread_id": "t", "tool_name": "x", "update": M{"counter": M{"type": "gauge", "n": 1}}})
	})
}

func TestOutOfRangeStrategiesAreRefused(t *testing.T) {
	pipe, _ := pipeline.New(pipeline.Config{Detector: testDetector(t)})
	for _, cfg := range []Config{
		{Pipeline: pipe, ToolStrategy: 9},
		{Pipeline: pipe, Invented: 7},
		{Pipeline: pipe, ToolStrategies: map[string]strategy.ToolCallStrategy{"x": 5}},
	} {
		if _, err := New(cfg); !isCode(err, pii.CodeConfig) {
			t.Errorf("%+v: err = %v", cfg, err)
		}
	}
}

// Provenance (whose value is it?) and authorship (did the model write
// this text, so may it hold the thread's tokens?) are two questions: under
// every assistant strategy that analyses assistant messages, the tokens
// the thread issued stay live in assistant text and in its tool calls'
// args, and only strings that merely look like tokens are neutralised.
func TestAssistantTextKeepsTheThreadsIssuedTokensUnderEveryStrategy(t *testing.T) {
	for _, s := range []strategy.EntityCreateByAssistantStrategy{strategy.AssistantPreserve, strategy.AssistantAnonymize} {
		t.Run(s.String(), func(t *testing.T) {
			p := newProcessor(t, func(c *Config) { c.Assistant = s })
			ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("I am Patrick, mail jo@ex.com")}})
			rep := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{
				user("I am Patrick, mail jo@ex.com"),
				M{"role": "assistant", "content": "Writing to <<PERSON:1>> at <<EMAIL:1>>, cc <<EMAIL:7>>",
					"tool_calls": L{M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>", "cc": "<<EMAIL:7>>"}}}},
			}})
			m := rep["messages"].(L)[1].(M)
			if got, want := m["content"], "Writing to <<PERSON:1>> at <<EMAIL:1>>, cc <\u200b<EMAIL:7>>"; got != want {
				t.Errorf("content = %q, want %q", got, want)
			}
			args := m["tool_calls"].(L)[0].(M)["args"].(M)
			if args["to"] != "<<EMAIL:1>>" || args["cc"] != "<\u200b<EMAIL:7>>" {
				t.Errorf("args = %q", args)
			}
		})
	}
}

func TestThreadCorrectRules(t *testing.T) {
	p := newProcessor(t)
	ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("I am Patrick in Paris, write to Jo Bloggs")}})
	rep := ok(t, p, ThreadCorrect, M{"thread_id": "t", "request_id": "r1", "corrections": L{
		M{"action": "mask", "text": "Jo Bloggs", "label": "PERSON"},
		M{"action": "clear", "text": "Paris", "label": "LOCATION"},
		M{"action": "clear", "text": "Lyon"},
	}})
	want := M{"thread_id": "t", "request_id": "r1", "changed": true, "corrections": L{
		M{"action": "mask", "text": "Jo Bloggs", "label": "PERSON", "tokens": L{"<<PERSON:2>>"}, "changed": true},
		M{"action": "clear", "text": "Paris", "label": "LOCATION", "tokens": L{"<<LOCATION:1>>"}, "changed": true},
		M{"action": "clear", "text": "Lyon", "tokens": L{}, "changed": true},
	}}
	if !jsonEq(rep, want) {
		t.Errorf("reply = %v\nwant    %v", rep, want)
	}
	in := ok(t, p, ModelIn, M{"thread_id": "t", "messages": L{user("I am Patrick in Paris, write to Jo Bloggs")}})
	if got := contents(in)[0]; got != "I am <<PERSON:1>> in Paris, write to <<PERSON:2>>" {
		t.Errorf("the history after the corrections = %q", got)
	}
	out := ok(t, p, ModelOut, M{"thread_id": "t", "messages": L{assistant("Wrote to <<PERSON:2>>, not in <<LOCATION:1>>")}})
	if got := contents(out)[0]; got != "Wrote to Jo Bloggs, not in Paris" {
		t.Errorf("a reply in flight = %q", got)
	}
	again := ok(t, p, ThreadCorrect, M{"thread_id": "t", "corrections": L{M{"action": "mask", "text": "jo bloggs", "label": "PERSON"}}})
	if again["changed"] != false {
		t.Errorf("a correction in effect: %v", again)
	}
}

func TestThreadCorrectRefusesBadCorrectionsNamingTheFieldNotTheValue(t *testing.T) {
	p := newProcessor(t)
	for _, tt := range []struct {
		name        string
		corrections any
		want        string
	}{
		{"no list", "Jo Bloggs", "corrections must be a list"},
		{"an empty list", L{}, "between 1 and 100"},
		{"not a map", L{"Jo Bloggs"}, "corrections[0] must be a map"},
		{"an unknown action", L{M{"action": "forget", "text": "Jo Bloggs"}}, `corrections[0].action must be "mask" or "clear"`},
		{"a text that is not a string", L{M{"action": "clear", "text": 42}}, "corrections[0].text must be a string"},
		{"a label that is not a string", L{M{"action": "clear", "text": "Jo Bloggs", "label": 1}}, "corrections[0].label must be a string"},
		{"a mask without a label", L{M{"action": "clear", "text": "Jo"}, M{"action": "mask", "text": "Jo Bloggs"}}, "corrections[1]: a mask needs the value's label"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rep := fails(t, p, ThreadCorrect, M{"thread_id": "t", "corrections": tt.corrections}, pii.CodeBadRequest)
			msg := rep["error"].(M)["message"].(string)
			if !strings.Contains(msg, tt.want) || strings.Contains(msg, "Jo") {
				t.Errorf("message %q, want %q and no value", msg, tt.want)
			}
		})
	}
	fails(t, p, ThreadCorrect, M{"corrections": L{M{"action": "clear", "text": "x"}}}, pii.CodeMissingThreadID)
}
