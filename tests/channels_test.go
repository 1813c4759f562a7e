package tests

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

func user(c any) M      { return M{"role": "user", "content": c} }
func assistant(c any) M { return M{"role": "assistant", "content": c} }

// seed de-identifies a first message so the thread knows a name, an e-mail
// and a phone number.
func seed(t *testing.T, tr channels, thread string) {
	t.Helper()
	r, err := tr.modelIn(t, thread, client.UserMessage("I'm Patrick Martin, mail patrick@example.com, phone +44 20 7946 0958"))
	if err != nil {
		t.Fatalf("seed: %v", err)
	}
	if got := text(r, 0); got != "I'm <<PERSON:1>>, mail <<EMAIL:1>>, phone <<PHONE:1>>" {
		t.Fatalf("seed: model sees %q", got)
	}
}

func TestEveryChannelInBothModes(t *testing.T) {
	t.Parallel()
	for _, tr := range modes(t) {
		t.Run(tr.name(), func(t *testing.T) {
			th := newThread()
			seed(t, tr, th)
			t.Run("model.out restores the reply", func(t *testing.T) {
				r, err := tr.modelOut(t, th, client.AssistantMessage("Hello <<PERSON:1>>, I wrote to <<EMAIL:1>>."))
				if err != nil || text(r, 0) != "Hello Patrick Martin, I wrote to patrick@example.com." || !r.Changed {
					t.Errorf("%+v %v", r, err)
				}
			})
			t.Run("tool.call restores the arguments", func(t *testing.T) {
				call, err := tr.toolCall(t, th, client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>", "n": 2}})
				if err != nil || call.Args["to"] != "patrick@example.com" || call.Args["n"] != int64(2) {
					t.Errorf("%+v %v", call, err)
				}
			})
			t.Run("tool.result de-identifies the result, a new value gets the next number", func(t *testing.T) {
				m, err := tr.toolResult(t, th, "crm", client.ToolMessage("c1", "patrick@example.com is also reachable at p.martin@example.org"))
				if err != nil || m.Content != "<<EMAIL:1>> is also reachable at <<EMAIL:2>>" {
					t.Errorf("%+v %v", m, err)
				}
			})
			t.Run("stream.chunk restores a token cut in two", func(t *testing.T) {
				sid := "s-" + th
				var got []string
				cont := "" // the previous reply's (service mode; pipeline mode has none)
				for i, piece := range []string{"Dear <<PER", "SON:1>>, bye <<EM", "AIL"} {
					c, err := tr.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: sid, Seq: int64(i), Text: piece, End: i == 2, Continuation: cont})
					if err != nil {
						t.Fatal(err)
					}
					got = append(got, c.Text)
					cont = c.Continuation
					if c.End != (i == 2) {
						t.Errorf("chunk %d: end %v", i, c.End)
					}
				}
				if strings.Join(got, "|") != "Dear |Patrick Martin, bye |<<EMAIL" {
					t.Errorf("emitted %q", got)
				}
			})
			t.Run("thread.forget erases the thread", func(t *testing.T) {
				f, err := tr.forget(t, th)
				if err != nil || f.Entities != 4 {
					t.Errorf("%+v %v", f, err)
				}
				if _, err := tr.modelOut(t, th, client.AssistantMessage("<<PERSON:1>>")); !errors.Is(err, client.ErrInventedPlaceholder) {
					t.Errorf("old token after forget: %v", err)
				}
			})
		})
	}
}

func TestStrategiesInBothModes(t *testing.T) {
	t.Parallel()
	toolCall := func(to string) func(*testing.T, channels, string) (client.ToolCall, error) {
		return func(t *testing.T, tr channels, th string) (client.ToolCall, error) {
			return tr.toolCall(t, th, client.ToolCall{ID: "c", Name: "send_email", Args: map[string]any{"to": to}})
		}
	}
	argTo := func(call func(*testing.T, channels, string) (client.ToolCall, error), want string, wantErr error) func(*testing.T, channels, string) {
		return func(t *testing.T, tr channels, th string) {
			got, err := call(t, tr, th)
			if wantErr != nil {
				if !errors.Is(err, wantErr) {
					t.Fatalf("err = %v, want %v", err, wantErr)
				}
				return
			}
			if err != nil || got.Args["to"] != want {
				t.Errorf("to = %v (%v), want %q", got.Args["to"], err, want)
			}
		}
	}
	resultIs := func(want string) func(*testing.T, channels, string) {
		return func(t *testing.T, tr channels, th string) {
			m, err := tr.toolResult(t, th, "crm", client.ToolMessage("c", "owner patrick@example.com"))
			if err != nil || m.Content != want {
				t.Errorf("%+v %v, want %q", m, err, want)
			}
		}
	}
	contents := func(want ...string) func(*testing.T, channels, string) {
		return func(t *testing.T, tr channels, th string) {
			r, err := tr.modelIn(t, th, client.AssistantMessage("Our office is at hq@corp.example"), client.UserMessage("ok, hq@corp.example then"))
			for i, w := range want {
				if err != nil || text(r, i) != w {
					t.Errorf("%v message %d = %q, want %q", err, i, text(r, i), w)
				}
			}
		}
	}
	tests := []struct {
		name   string
		mutate func(*config.Config)
		check  func(*testing.T, channels, string)
	}{
		{"tool FULL restores arguments", func(c *config.Config) { c.Strategies.Tool = strategy.ToolFull },
			argTo(toolCall("<<EMAIL:1>>"), "patrick@example.com", nil)},
		{"tool INPUT restores arguments", func(c *config.Config) { c.Strategies.Tool = strategy.ToolInput },
			argTo(toolCall("<<EMAIL:1>>"), "patrick@example.com", nil)},
		{"tool OUTPUT leaves tokens to the tool", func(c *config.Config) { c.Strategies.Tool = strategy.ToolOutput },
			argTo(toolCall("<<EMAIL:1>>"), "<<EMAIL:1>>", nil)},
		{"tool PASSTHROUGH leaves tokens to the tool", func(c *config.Config) { c.Strategies.Tool = strategy.ToolPassthrough },
			argTo(toolCall("<<EMAIL:1>>"), "<<EMAIL:1>>", nil)},
		{"tool FULL de-identifies results", func(c *config.Config) { c.Strategies.Tool = strategy.ToolFull },
			resultIs("owner <<EMAIL:1>>")},
		{"tool OUTPUT de-identifies results", func(c *config.Config) { c.Strategies.Tool = strategy.ToolOutput },
			resultIs("owner <<EMAIL:1>>")},
		{"tool INPUT passes results raw", func(c *config.Config) { c.Strategies.Tool = strategy.ToolInput },
			resultIs("owner patrick@example.com")},
		{"tool PASSTHROUGH passes results raw", func(c *config.Config) { c.Strategies.Tool = strategy.ToolPassthrough },
			resultIs("owner patrick@example.com")},
		{"per-tool strategy overrides the default", func(c *config.Config) {
			c.Strategies.Tools = map[string]strategy.ToolCallStrategy{"crm": strategy.ToolInput}
		}, resultIs("owner patrick@example.com")},
		{"invented RAISE refuses the call", func(c *config.Config) { c.Strategies.Invented = strategy.InventedRaise },
			argTo(toolCall("<<EMAIL:9>>"), "", client.ErrInventedPlaceholder)},
		{"invented DROP empties it", func(c *config.Config) { c.Strategies.Invented = strategy.InventedDrop },
			argTo(toolCall("<<EMAIL:9>>"), "", nil)},
		{"invented KEEP keeps it", func(c *config.Config) { c.Strategies.Invented = strategy.InventedKeep },
			argTo(toolCall("<<EMAIL:9>>"), "<<EMAIL:9>>", nil)},
		{"assistant PRESERVE keeps assistant values clear", func(c *config.Config) { c.Strategies.Assistant = strategy.AssistantPreserve },
			contents("Our office is at hq@corp.example", "ok, hq@corp.example then")},
		{"assistant ANONYMIZE masks them", func(c *config.Config) { c.Strategies.Assistant = strategy.AssistantAnonymize },
			contents("Our office is at <<EMAIL:2>>", "ok, <<EMAIL:2>> then")},
		{"assistant IGNORE does not analyse them", func(c *config.Config) { c.Strategies.Assistant = strategy.AssistantIgnore },
			contents("Our office is at hq@corp.example", "ok, <<EMAIL:2>> then")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, tr := range modes(t, tt.mutate) {
				t.Run(tr.name(), func(t *testing.T) {
					th := newThread()
					seed(t, tr, th)
					tt.check(t, tr, th)
				})
			}
		})
	}
}

// TestConversationOverNATS is the processor's conversation test, over NATS,
// in both modes: the final answer streamed and cut at every position.
func TestConversationOverNATS(t *testing.T) {
	t.Parallel()
	for _, tr := range modes(t) {
		t.Run(tr.name(), func(t *testing.T) {
			th := newThread()
			in, err := tr.modelIn(t, th, client.SystemMessage("You are a helpful assistant."),
				client.UserMessage("I'm Patrick Martin, email patrick@example.com, IBAN GB82 WEST 1234 5698 7654 32. Email me the statement."))
			if got := text(in, 1); err != nil || got != "I'm <<PERSON:1>>, email <<EMAIL:1>>, IBAN <<IBAN:1>>. Email me the statement." {
				t.Fatalf("model sees %q (%v)", got, err)
			}
			call, err := tr.toolCall(t, th, client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>", "body": "For <<PERSON:1>>"}})
			if err != nil || call.Args["to"] != "patrick@example.com" || call.Args["body"] != "For Patrick Martin" {
				t.Fatalf("tool receives %v (%v)", call.Args, err)
			}
			res, err := tr.toolResult(t, th, "send_email", client.ToolMessage("c1", "Sent. Helpdesk: +44 20 7946 0000"))
			if err != nil || res.Content != "Sent. Helpdesk: <<PHONE:1>>" {
				t.Fatalf("model sees %q (%v)", res.Content, err)
			}
			final := "Done <<PERSON:1>>: sent to <<EMAIL:1>>, call <<PHONE:1>>."
			want := "Done Patrick Martin: sent to patrick@example.com, call +44 20 7946 0000."
			step := 1
			if tr.name() == "pipeline" {
				step = 3 // every third cut keeps the JetStream round trips reasonable
			}
			for cut := 0; cut <= len(final); cut += step {
				sid := fmt.Sprintf("%s-cut%d", th, cut)
				a, err1 := tr.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: sid, Seq: 0, Text: final[:cut]})
				b, err2 := tr.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: sid, Seq: 1, Text: final[cut:], End: true, Continuation: a.Continuation})
				if got := a.Text + b.Text; got != want || err1 != nil || err2 != nil {
					t.Fatalf("cut at %d: %q (%v, %v)", cut, got, err1, err2)
				}
			}
		})
	}
}

func TestBadInputsGetTheirCodeAndTheWorkerKeepsServing(t *testing.T) {
	t.Parallel()
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
			msg, err := nc.Request(cfg.Worker.Prefix+".model.in", tt.payload, callTimeout)
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
			good, err := nc.Request(cfg.Worker.Prefix+".model.in", pack(t, M{"thread_id": "t", "messages": L{user("mail a@example.com")}}), callTimeout)
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
	t.Parallel()
	for _, tr := range modes(t) {
		t.Run(tr.name(), func(t *testing.T) {
			th := newThread()
			seed(t, tr, th)
			sid := "inv-" + th
			a, err := tr.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: sid, Seq: 0, Text: "Hello <<PERSON:"})
			b, berr := tr.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: sid, Seq: 1, Text: "9>>.", Continuation: a.Continuation})
			if a.Text != "Hello " || err != nil || !errors.Is(berr, client.ErrInventedPlaceholder) || !b.End {
				t.Errorf("%+v %v then %+v %v", a, err, b, berr)
			}
		})
	}
}
