package tests

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

func user(c any) M      { return M{"role": "user", "content": c} }
func assistant(c any) M { return M{"role": "assistant", "content": c} }

// seed de-identifies a first message so the thread knows a name, an e-mail
// and a phone number.
func seed(t *testing.T, tr transport, thread string) {
	t.Helper()
	rep, code := tr.do(t, "model.in", M{"thread_id": thread, "messages": L{user("I'm Patrick Martin, mail patrick@example.com, phone +44 20 7946 0958")}})
	if code != "" {
		t.Fatalf("seed: %s %v", code, rep)
	}
	got := contentOf(rep, 0).(string)
	if got != "I'm <<PERSON:1>>, mail <<EMAIL:1>>, phone <<PHONE:1>>" {
		t.Fatalf("seed: model sees %q", got)
	}
}

func TestEveryChannelInBothModes(t *testing.T) {
	for _, tr := range modes(t) {
		t.Run(tr.name(), func(t *testing.T) {
			th := newThread()
			seed(t, tr, th)
			t.Run("model.out restores the reply", func(t *testing.T) {
				rep, code := tr.do(t, "model.out", M{"thread_id": th, "messages": L{assistant("Hello <<PERSON:1>>, I wrote to <<EMAIL:1>>.")}})
				if code != "" || contentOf(rep, 0) != "Hello Patrick Martin, I wrote to patrick@example.com." || rep["changed"] != true {
					t.Errorf("%s %v", code, rep)
				}
			})
			t.Run("tool.call restores the arguments", func(t *testing.T) {
				rep, code := tr.do(t, "tool.call", M{"thread_id": th, "tool_call": M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>", "n": 2}}})
				args := rep["tool_call"].(M)["args"].(M)
				if code != "" || args["to"] != "patrick@example.com" {
					t.Errorf("%s %v", code, rep)
				}
			})
			t.Run("tool.result de-identifies the result, a new value gets the next number", func(t *testing.T) {
				rep, code := tr.do(t, "tool.result", M{"thread_id": th, "tool_name": "crm", "message": M{"role": "tool", "tool_call_id": "c1",
					"content": "patrick@example.com is also reachable at p.martin@example.org"}})
				if code != "" || rep["message"].(M)["content"] != "<<EMAIL:1>> is also reachable at <<EMAIL:2>>" {
					t.Errorf("%s %v", code, rep)
				}
			})
			t.Run("stream.chunk restores a token cut in two", func(t *testing.T) {
				sid := "s-" + th
				first, _ := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 0, "text": "Dear <<PER", "end": false})
				second, _ := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 1, "text": "SON:1>>, bye <<EM", "end": false})
				last, _ := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 2, "text": "AIL", "end": true})
				got := fmt.Sprint(first["text"], "|", second["text"], "|", last["text"])
				if got != "Dear |Patrick Martin, bye |<<EMAIL" || last["end"] != true {
					t.Errorf("emitted %s", got)
				}
			})
			t.Run("thread.forget erases the thread", func(t *testing.T) {
				rep, code := tr.do(t, "thread.forget", M{"thread_id": th})
				if code != "" || rep["forgotten"].(M)["entities"] == nil {
					t.Errorf("%s %v", code, rep)
				}
				_, code = tr.do(t, "model.out", M{"thread_id": th, "messages": L{assistant("<<PERSON:1>>")}})
				if code != "invented_placeholder" {
					t.Errorf("old token after forget: %q", code)
				}
			})
		})
	}
}

func TestStrategiesInBothModes(t *testing.T) {
	type check struct {
		channel string
		req     func(thread string) M
		want    func(t *testing.T, rep M, code string)
	}
	toolCall := func(to string) func(string) M {
		return func(th string) M {
			return M{"thread_id": th, "tool_call": M{"id": "c", "name": "send_email", "args": M{"to": to}}}
		}
	}
	argTo := func(want, wantCode string) func(*testing.T, M, string) {
		return func(t *testing.T, rep M, code string) {
			if code != wantCode {
				t.Fatalf("code = %q, want %q (%v)", code, wantCode, rep)
			}
			if want != "" && rep["tool_call"].(M)["args"].(M)["to"] != want {
				t.Errorf("to = %v, want %q", rep["tool_call"], want)
			}
		}
	}
	result := func(th string) M {
		return M{"thread_id": th, "tool_name": "crm", "message": M{"role": "tool", "content": "owner patrick@example.com"}}
	}
	resultIs := func(want string) func(*testing.T, M, string) {
		return func(t *testing.T, rep M, code string) {
			if code != "" || rep["message"].(M)["content"] != want {
				t.Errorf("%s %v, want %q", code, rep, want)
			}
		}
	}
	assistantFirst := func(th string) M {
		return M{"thread_id": th, "messages": L{assistant("Our office is at hq@corp.example"), user("ok, hq@corp.example then")}}
	}
	contents := func(want ...string) func(*testing.T, M, string) {
		return func(t *testing.T, rep M, code string) {
			for i, w := range want {
				if code != "" || contentOf(rep, i) != w {
					t.Errorf("%s message %d = %v, want %q", code, i, contentOf(rep, i), w)
				}
			}
		}
	}
	tests := []struct {
		name   string
		mutate func(*config.Config)
		check  check
	}{
		{"tool FULL restores arguments", func(c *config.Config) { c.Strategies.Tool = strategy.ToolFull },
			check{"tool.call", toolCall("<<EMAIL:1>>"), argTo("patrick@example.com", "")}},
		{"tool INPUT restores arguments", func(c *config.Config) { c.Strategies.Tool = strategy.ToolInput },
			check{"tool.call", toolCall("<<EMAIL:1>>"), argTo("patrick@example.com", "")}},
		{"tool OUTPUT leaves tokens to the tool", func(c *config.Config) { c.Strategies.Tool = strategy.ToolOutput },
			check{"tool.call", toolCall("<<EMAIL:1>>"), argTo("<<EMAIL:1>>", "")}},
		{"tool PASSTHROUGH leaves tokens to the tool", func(c *config.Config) { c.Strategies.Tool = strategy.ToolPassthrough },
			check{"tool.call", toolCall("<<EMAIL:1>>"), argTo("<<EMAIL:1>>", "")}},
		{"tool FULL de-identifies results", func(c *config.Config) { c.Strategies.Tool = strategy.ToolFull },
			check{"tool.result", result, resultIs("owner <<EMAIL:1>>")}},
		{"tool OUTPUT de-identifies results", func(c *config.Config) { c.Strategies.Tool = strategy.ToolOutput },
			check{"tool.result", result, resultIs("owner <<EMAIL:1>>")}},
		{"tool INPUT passes results raw", func(c *config.Config) { c.Strategies.Tool = strategy.ToolInput },
			check{"tool.result", result, resultIs("owner patrick@example.com")}},
		{"tool PASSTHROUGH passes results raw", func(c *config.Config) { c.Strategies.Tool = strategy.ToolPassthrough },
			check{"tool.result", result, resultIs("owner patrick@example.com")}},
		{"per-tool strategy overrides the default", func(c *config.Config) {
			c.Strategies.Tools = map[string]strategy.ToolCallStrategy{"crm": strategy.ToolInput}
		}, check{"tool.result", result, resultIs("owner patrick@example.com")}},
		{"invented RAISE refuses the call", func(c *config.Config) { c.Strategies.Invented = strategy.InventedRaise },
			check{"tool.call", toolCall("<<EMAIL:9>>"), argTo("", "invented_placeholder")}},
		{"invented DROP empties it", func(c *config.Config) { c.Strategies.Invented = strategy.InventedDrop },
			check{"tool.call", toolCall("<<EMAIL:9>>"), argTo("", "")}},
		{"invented KEEP keeps it", func(c *config.Config) { c.Strategies.Invented = strategy.InventedKeep },
			check{"tool.call", toolCall("<<EMAIL:9>>"), argTo("<<EMAIL:9>>", "")}},
		{"assistant PRESERVE keeps assistant values clear", func(c *config.Config) { c.Strategies.Assistant = strategy.AssistantPreserve },
			check{"model.in", assistantFirst, contents("Our office is at hq@corp.example", "ok, hq@corp.example then")}},
		{"assistant ANONYMIZE masks them", func(c *config.Config) { c.Strategies.Assistant = strategy.AssistantAnonymize },
			check{"model.in", assistantFirst, contents("Our office is at <<EMAIL:2>>", "ok, <<EMAIL:2>> then")}},
		{"assistant IGNORE does not analyse them", func(c *config.Config) { c.Strategies.Assistant = strategy.AssistantIgnore },
			check{"model.in", assistantFirst, contents("Our office is at hq@corp.example", "ok, <<EMAIL:2>> then")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, tr := range modes(t, tt.mutate) {
				t.Run(tr.name(), func(t *testing.T) {
					th := newThread()
					seed(t, tr, th)
					rep, code := tr.do(t, tt.check.channel, tt.check.req(th))
					tt.check.want(t, rep, code)
				})
			}
		})
	}
}

// TestConversationOverNATS is the processor's conversation test, over NATS,
// in both modes: the final answer streamed and cut at every position.
func TestConversationOverNATS(t *testing.T) {
	for _, tr := range modes(t) {
		t.Run(tr.name(), func(t *testing.T) {
			th := newThread()
			in, _ := tr.do(t, "model.in", M{"thread_id": th, "messages": L{
				M{"role": "system", "content": "You are a helpful assistant."},
				user("I'm Patrick Martin, email patrick@example.com, IBAN GB82 WEST 1234 5698 7654 32. Email me the statement."),
			}})
			if got := contentOf(in, 1); got != "I'm <<PERSON:1>>, email <<EMAIL:1>>, IBAN <<IBAN:1>>. Email me the statement." {
				t.Fatalf("model sees %q", got)
			}
			call, _ := tr.do(t, "tool.call", M{"thread_id": th, "tool_call": M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>", "body": "For <<PERSON:1>>"}}})
			if args := call["tool_call"].(M)["args"].(M); args["to"] != "patrick@example.com" || args["body"] != "For Patrick Martin" {
				t.Fatalf("tool receives %v", args)
			}
			res, _ := tr.do(t, "tool.result", M{"thread_id": th, "tool_name": "send_email", "message": M{"role": "tool", "content": "Sent. Helpdesk: +44 20 7946 0000"}})
			if got := res["message"].(M)["content"]; got != "Sent. Helpdesk: <<PHONE:1>>" {
				t.Fatalf("model sees %q", got)
			}
			final := "Done <<PERSON:1>>: sent to <<EMAIL:1>>, call <<PHONE:1>>."
			want := "Done Patrick Martin: sent to patrick@example.com, call +44 20 7946 0000."
			step := 1
			if tr.name() == "pipeline" {
				step = 3 // every third cut keeps the JetStream round trips reasonable
			}
			for cut := 0; cut <= len(final); cut += step {
				sid := fmt.Sprintf("%s-cut%d", th, cut)
				a, _ := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 0, "text": final[:cut], "end": false})
				b, _ := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 1, "text": final[cut:], "end": true})
				if got := fmt.Sprint(a["text"], b["text"]); got != want {
					t.Fatalf("cut at %d: %q", cut, got)
				}
			}
		})
	}
}

func TestBadInputsGetTheirCodeAndTheWorkerKeepsServing(t *testing.T) {
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.MaxPayload = 4096 })
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	tests := []struct {
		name    string
		payload []byte
		code    string
	}{
		{"malformed msgpack", []byte{0xc1, 0x00}, "bad_request"},
		{"wrong types", pack(t, M{"thread_id": "t", "messages": "not a list"}), "bad_request"},
		{"oversize payload", pack(t, M{"thread_id": "t", "messages": L{user(strings.Repeat("x", 5000))}}), "bad_request"},
		{"missing thread id", pack(t, M{"messages": L{user("hi")}}), "missing_thread_id"},
		{"empty thread id", pack(t, M{"thread_id": "", "messages": L{user("hi")}}), "missing_thread_id"},
		{"invalid UTF-8", []byte{0x82, 0xa9, 't', 'h', 'r', 'e', 'a', 'd', '_', 'i', 'd', 0xa1, 't', 0xa8, 'm', 'e', 's', 's', 'a', 'g', 'e', 's', 0x91, 0x82, 0xa4, 'r', 'o', 'l', 'e', 0xa4, 'u', 's', 'e', 'r', 0xa7, 'c', 'o', 'n', 't', 'e', 'n', 't', 0xa1, 0xff}, "bad_request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg, err := nc.Request(cfg.Worker.Prefix+".model.in", tt.payload, 5*time.Second)
			if err != nil {
				t.Fatal(err)
			}
			if got := msg.Header.Get(wire.HeaderErrorCode); got != tt.code {
				t.Errorf("Piighost-Error-Code = %q, want %q", got, tt.code)
			}
			if msg.Header.Get("Nats-Service-Error") != tt.code || msg.Header.Get("Nats-Service-Error-Code") != "400" {
				t.Errorf("micro error headers = %v", msg.Header)
			}
			if e := unpack(t, msg.Data)["error"].(M); e["code"] != tt.code {
				t.Errorf("error body = %v", e)
			}
			// The worker keeps serving.
			good, err := nc.Request(cfg.Worker.Prefix+".model.in", pack(t, M{"thread_id": "t", "messages": L{user("mail a@example.com")}}), 5*time.Second)
			if err != nil || contentOf(unpack(t, good.Data), 0) != "mail <<EMAIL:1>>" {
				t.Fatalf("after bad input: %v %v", err, good)
			}
		})
	}
}

// TestBRSTREAM08TheServiceRestoresStreamsWithTheDecoder: upstream's proxies
// restore streams with the decoder but skip the invented-token setting;
// the worker applies it, in both modes.
func TestBRSTREAM08TheServiceRestoresStreamsWithTheDecoder(t *testing.T) {
	for _, tr := range modes(t) {
		t.Run(tr.name(), func(t *testing.T) {
			th := newThread()
			seed(t, tr, th)
			sid := "inv-" + th
			a, _ := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 0, "text": "Hello <<PERSON:", "end": false})
			b, code := tr.do(t, "stream.chunk", M{"thread_id": th, "stream_id": sid, "seq": 1, "text": "9>>.", "end": false})
			if a["text"] != "Hello " || code != "invented_placeholder" || b["end"] != true {
				t.Errorf("%v then %s %v", a, code, b)
			}
		})
	}
}
