package tests

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// Inbox prefixes of the identities in deploy/nats-permissions.conf.
const (
	agentInbox = "_INBOX_agent"
	modelInbox = "_INBOX_model"
)

// The clear values of the sniffed conversation. None may ever reach the
// model side, in any case or spacing.
var sniffedValues = []string{
	"Wilhelmina", "Okonkwo", "secret.agent@perm.example", "backup.person@perm.example",
	"GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432", "7946 0958",
}

// permissionsServer runs a server with exactly deploy/nats-permissions.conf
// and a worker that connects as its worker user.
func permissionsServer(t *testing.T, mutate ...func(*config.Config)) *server.Server {
	t.Helper()
	return sharedPasswords(t, mutate...).srv
}

// deployment is a server that enforces the shipped permissions, with a
// worker connected as its worker identity, and how the other identities
// connect to it.
type deployment struct {
	srv                  *server.Server
	url                  string
	agent, model, worker []nats.Option // credentials only; callers add the inbox prefix
}

// sharedPasswords is deploy/nats-permissions.conf: users and passwords.
func sharedPasswords(t *testing.T, mutate ...func(*config.Config)) deployment {
	t.Helper()
	s := runPermissionsServer(t)
	mutate = append([]func(*config.Config){func(c *config.Config) { c.NATS.User, c.NATS.Password = "worker", "w-secret" }}, mutate...)
	startWorker(t, testConfig(t, s.ClientURL(), mutate...))
	return deployment{srv: s, url: s.ClientURL(),
		agent:  []nats.Option{nats.UserInfo("agent", "a-secret")},
		model:  []nats.Option{nats.UserInfo("model", "m-secret")},
		worker: []nats.Option{nats.UserInfo("worker", "w-secret")}}
}

// runPermissionsServer runs a server with deploy/nats-permissions.conf,
// whose passwords ($WORKER_PASSWORD, $AGENT_PASSWORD, $MODEL_PASSWORD) are
// w-secret, a-secret and m-secret: the file as shipped, behind the
// definitions of the variables it names (the environment, where they
// would be set in production, is shared by tests that run in parallel).
func runPermissionsServer(t *testing.T) *server.Server {
	t.Helper()
	return runServerWith(t, permissionsOptions(t))
}

// permissionsOptions reads deploy/nats-permissions.conf, as
// runPermissionsServer runs it.
func permissionsOptions(t *testing.T) *server.Options {
	t.Helper()
	conf, err := os.ReadFile("../deploy/nats-permissions.conf")
	if err != nil {
		t.Fatal(err)
	}
	vars := "WORKER_PASSWORD: \"w-secret\"\nAGENT_PASSWORD: \"a-secret\"\nMODEL_PASSWORD: \"m-secret\"\n"
	path := filepath.Join(t.TempDir(), "nats-permissions.conf")
	if err := os.WriteFile(path, append([]byte(vars), conf...), 0o600); err != nil {
		t.Fatal(err)
	}
	opts, err := server.ProcessConfigFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return opts
}

// sniffer is a model-side connection subscribed to every subject it can
// name: the wildcards, everyone's inboxes, JetStream, KV, the service and
// both subject namespaces. It records what it receives and which
// subscriptions the server refused.
type sniffer struct {
	nc         *nats.Conn
	msgs       chan *nats.Msg
	mu         sync.Mutex
	violations map[string]bool
}

// sniffedSubjects are the subjects the sniffer subscribes to; the model
// user's permissions allow only the last three.
var sniffedSubjects = []string{
	">", "*", "*.>", "*.*.>", "_INBOX.>", agentInbox + ".>", config.DefaultInboxPrefix + ".>",
	"$JS.>", "$JS.API.>", "$JS.ACK.>", "$KV.>", "$SRV.>", "$SYS.>", "$O.>", "_PIIGHOST_OUT.>",
	"piighost.>", "piighost.clear.>", "piighost.errors.>", "piighost.model.in", "piighost.model.out",
	"piighost.tool.call", "piighost.tool.result", "piighost.stream.chunk", "piighost.thread.forget",
	"piighost.thread.correct", "piighost.clear.thread.corrected.>",
	"piighost.p.>", "piighost.p.0.model.out", "piighost.workers",
	"piighost.safe.model.out.>", "piighost.safe.tool.call.>", "piighost.safe.stream.chunk.>",
	modelInbox + ".>", "piighost.safe.model.in.>", "piighost.safe.tool.result.>",
}

const sniffedAllowed = 3

// quietErrors keeps expected permission violations off the test output.
var quietErrors = nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {})

func newSniffer(t *testing.T, d deployment) *sniffer {
	t.Helper()
	sn := &sniffer{msgs: make(chan *nats.Msg, 1<<16), violations: map[string]bool{}}
	opts := append(append([]nats.Option(nil), d.model...), nats.CustomInboxPrefix(modelInbox),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			// The server names the refused subject in its message.
			const marker = `Subscription to "`
			msg := err.Error()
			if i := strings.Index(msg, marker); errors.Is(err, nats.ErrPermissionViolation) && i >= 0 {
				subject, _, _ := strings.Cut(msg[i+len(marker):], `"`)
				sn.mu.Lock()
				sn.violations[subject] = true
				sn.mu.Unlock()
			}
		}))
	sn.nc = connect(t, d.url, opts...)
	for _, subj := range sniffedSubjects {
		if _, err := sn.nc.ChanSubscribe(subj, sn.msgs); err != nil {
			t.Fatalf("subscribe %s: %v", subj, err)
		}
	}
	if err := sn.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	// The server refuses every subscription the permissions do not allow;
	// waiting for each refusal proves the sniffer asked.
	waitFor(t, func() bool {
		sn.mu.Lock()
		defer sn.mu.Unlock()
		return len(sn.violations) == len(sniffedSubjects)-sniffedAllowed
	})
	return sn
}

// check fails the test if anything the sniffer received holds a clear
// value. Messages already routed to the sniffer are in its channel once a
// flush returns (channel subscriptions are fed by the reading goroutine).
func (sn *sniffer) check(t *testing.T) (received int) {
	t.Helper()
	if err := sn.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	for {
		select {
		case m := <-sn.msgs:
			received++
			if v := clearValueIn(m); v != "" {
				t.Errorf("the model side read %q on %s", v, m.Subject)
			}
		default:
			return received
		}
	}
}

func clearValueIn(m *nats.Msg) string {
	var all bytes.Buffer
	all.Write(m.Data)
	for k, vs := range m.Header {
		all.WriteString(k + ":" + strings.Join(vs, ","))
	}
	if m.Reply != "" {
		all.WriteString(m.Reply)
	}
	text := strings.ToLower(all.String())
	squeezed := strings.ReplaceAll(text, " ", "")
	for _, v := range sniffedValues {
		lv := strings.ToLower(v)
		if strings.Contains(text, lv) || strings.Contains(squeezed, strings.ReplaceAll(lv, " ", "")) {
			return v
		}
	}
	return ""
}

const sniffedIntro = "Hello, I am Wilhelmina Okonkwo, mail secret.agent@perm.example, IBAN GB82 WEST 1234 5698 7654 32, phone +44 20 7946 0958"

// TestTheModelSideReadsNoClearTextAnywhere runs a whole conversation in
// both modes on a server with exactly the shipped permissions, while the
// model user sniffs every subject it can subscribe to.
func TestTheModelSideReadsNoClearTextAnywhere(t *testing.T) {
	t.Parallel()
	sniffConversation(t, sharedPasswords(t))
}

// sniffConversation runs the conversation of
// TestTheModelSideReadsNoClearTextAnywhere on a deployment.
func sniffConversation(t *testing.T, d deployment) {
	sn := newSniffer(t, d)
	agent := connect(t, d.url, append(d.agent, nats.CustomInboxPrefix(agentInbox))...)

	t.Run("service", func(t *testing.T) {
		// The clear side runs the whole turn through package client, on its
		// own inbox prefix.
		tr := newServiceChannels(t, agent)
		th := newThread()
		in, err := tr.modelIn(t, th, client.UserMessage(sniffedIntro))
		if err != nil || clearValueIn(&nats.Msg{Data: []byte(text(in, 0))}) != "" {
			t.Fatalf("model.in: %v %+v", err, in)
		}
		steps := map[string]func() error{
			"tool.call": func() error {
				_, err := tr.toolCall(t, th, client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>"}})
				return err
			},
			"tool.result": func() error {
				_, err := tr.toolResult(t, th, "crm", client.ToolMessage("c1", "Sent to secret.agent@perm.example, cc backup.person@perm.example"))
				return err
			},
			"model.out": func() error {
				_, err := tr.modelOut(t, th, client.AssistantMessage("Hello <<PERSON:1>>, I wrote to <<EMAIL:1>> about <<IBAN:1>>"))
				return err
			},
			"stream.chunk": func() error {
				s := tr.c.Stream(th)
				if _, err := s.Write(callCtx(t), "Dear <<PER"); err != nil {
					return err
				}
				if _, err := s.Write(callCtx(t), "SON:1>> at <<EMAIL:2>>"); err != nil {
					return err
				}
				_, err := s.Close(callCtx(t))
				return err
			},
			"thread.correct": func() error {
				_, err := tr.correct(t, th, client.MaskValue("Okonkwo", "PERSON"), client.ClearValue("Wilhelmina", ""))
				return err
			},
			"info": func() error { _, err := tr.c.Info(callCtx(t)); return err },
		}
		for _, name := range []string{"tool.call", "tool.result", "model.out", "stream.chunk", "thread.correct", "info"} {
			if err := steps[name](); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		if _, err := tr.forget(t, th); err != nil {
			t.Fatalf("thread.forget: %v", err)
		}
		sn.check(t)
	})

	t.Run("pipeline", func(t *testing.T) {
		// The clear side publishes, the model side reads tokens; the model
		// side publishes, the clear side reads values: each side through
		// package client, under its own permissions.
		clear := newPipelineChannels(t, agent).p
		model := newPipelineChannels(t, sn.nc).p
		ctx := callCtx(t)
		th := newThread()
		// The agent's own message id holds a clear value: it must not reach
		// the model side through the output's id.
		clearID := func(suffix string) client.PublishOption {
			return client.WithMsgID("request-for-secret.agent@perm.example-" + suffix)
		}
		read := func(p *client.Pipeline, ch wire.Channel, suffix string, publish func() error) *client.Output {
			t.Helper()
			// Subscribe returns once the server has the subscription, so
			// the other connection's publish cannot overtake it.
			sub, err := p.Subscribe(ch, suffix)
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Unsubscribe()
			if err := publish(); err != nil {
				t.Fatalf("publish %s: %v", ch, err)
			}
			out, err := sub.Next(ctx)
			if err != nil {
				t.Fatalf("%s: %v", ch, err)
			}
			return out
		}
		out := read(model, wire.ModelIn, "c1", func() error {
			_, err := clear.Publish(ctx, wire.ModelIn, "c1", client.MessagesRequest{ThreadID: th, Messages: []client.Message{client.UserMessage(sniffedIntro)}}, clearID("c1"))
			return err
		})
		if r, err := out.Messages(); err != nil || !strings.Contains(text(r, 0), "<<PERSON:1>>") {
			t.Fatalf("model.in: %+v %v", r, err)
		}
		out = read(clear, wire.ModelOut, "c2", func() error {
			_, err := model.Publish(ctx, wire.ModelOut, "c2", client.MessagesRequest{ThreadID: th, Messages: []client.Message{client.AssistantMessage("Hello <<PERSON:1>>, about <<IBAN:1>>")}})
			return err
		})
		if r, err := out.Messages(); err != nil || !strings.Contains(text(r, 0), "Wilhelmina") {
			t.Fatalf("model.out: %+v %v", r, err)
		}
		out = read(clear, wire.ToolCall, "c3", func() error {
			_, err := model.Publish(ctx, wire.ToolCall, "c3", client.ToolCallRequest{ThreadID: th, Call: client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>"}}})
			return err
		})
		if call, err := out.ToolCall(); err != nil || call.Args["to"] != "secret.agent@perm.example" {
			t.Fatalf("tool.call: %+v %v", call, err)
		}
		out = read(model, wire.ToolResult, "c4", func() error {
			msg := client.ToolMessage("c1", "Sent to secret.agent@perm.example, cc backup.person@perm.example")
			_, err := clear.Publish(ctx, wire.ToolResult, "c4", client.ToolResultRequest{ThreadID: th, ToolName: "crm", Message: &msg}, clearID("c4"))
			return err
		})
		if m, err := out.ToolResult(); err != nil || m.Content != "Sent to <<EMAIL:1>>, cc <<EMAIL:2>>" {
			t.Fatalf("tool.result: %+v %v", m, err)
		}
		stream := model.Stream(th, client.WithStreamID("s2"))
		chunks, err := clear.Subscribe(wire.StreamChunk, stream.ID())
		if err != nil {
			t.Fatal(err)
		}
		defer chunks.Unsubscribe()
		for _, piece := range []string{"Dear <<PER", "SON:1>> at <<EMAIL:2>>"} {
			if err := stream.Write(ctx, piece); err != nil {
				t.Fatal(err)
			}
		}
		if err := stream.Close(ctx); err != nil {
			t.Fatal(err)
		}
		var shown strings.Builder
		for {
			out, err := chunks.Next(ctx)
			if err != nil {
				t.Fatal(err)
			}
			c, err := out.Chunk()
			if err != nil {
				t.Fatal(err)
			}
			shown.WriteString(c.Text)
			if c.End {
				break
			}
		}
		if shown.String() != "Dear Wilhelmina Okonkwo at backup.person@perm.example" {
			t.Fatalf("stream: %q", shown.String())
		}
		out = read(clear, wire.ThreadCorrect, "c6", func() error {
			_, err := clear.Publish(ctx, wire.ThreadCorrect, "c6", client.CorrectRequest{ThreadID: th, Corrections: []client.Correction{client.MaskValue("Okonkwo", "PERSON")}})
			return err
		})
		if c, err := out.Corrected(); err != nil || !c.Changed {
			t.Fatalf("thread.correct: %+v %v", c, err)
		}
		// A JetStream publish with acknowledgement works for the clear side
		// under its own inbox prefix.
		out = read(clear, wire.ThreadForget, "c5", func() error {
			_, err := clear.Publish(ctx, wire.ThreadForget, "c5", client.ForgetRequest{ThreadID: th})
			return err
		})
		if _, err := out.Forgotten(); err != nil {
			t.Fatal(err)
		}
		// The model side did receive traffic (its own outputs), so the
		// sniffer was listening; none of it was clear.
		if n := sn.check(t); n < 2 {
			t.Errorf("the sniffer received %d messages; want at least the two model-side outputs", n)
		}
	})
}

// TestTheModelSideCannotCallRestoringEndpoints: the service endpoints
// restore tokens, so the model user may not request them; nor may it
// correct a thread (a clear correction would show it a value). Through
// package client every call fails closed.
func TestTheModelSideCannotCallRestoringEndpoints(t *testing.T) {
	t.Parallel()
	s := permissionsServer(t)
	model := connect(t, s.ClientURL(), nats.UserInfo("model", "m-secret"), nats.CustomInboxPrefix(modelInbox), quietErrors)
	for _, subj := range []string{"piighost.model.out", "piighost.tool.call", "piighost.stream.chunk", "piighost.model.in", "piighost.thread.correct", "piighost.p.0.model.out", "piighost.p.0.tool.call"} {
		if _, err := model.Request(subj, pack(t, M{"thread_id": "t", "messages": L{assistant("<<EMAIL:1>>")}}), 500*time.Millisecond); err == nil {
			t.Errorf("the model side called %s", subj)
		}
	}
	c := newServiceChannels(t, model, client.WithTimeout(500*time.Millisecond), client.WithRetries(0)).c
	ctx := callCtx(t)
	if r, err := c.ModelOut(ctx, "t", []client.Message{client.AssistantMessage("<<EMAIL:1>>")}); !errors.Is(err, client.ErrUnreachable) || len(r.Messages) != 0 {
		t.Errorf("model.out from the model side: %+v %v", r, err)
	}
	if call, err := c.ToolCall(ctx, "t", client.ToolCall{Name: "x", Args: map[string]any{"a": "<<EMAIL:1>>"}}); !errors.Is(err, client.ErrUnreachable) || call.Args != nil {
		t.Errorf("tool.call from the model side: %+v %v", call, err)
	}
	if c, err := c.Correct(ctx, "t", client.ClearValue("secret.agent@perm.example", "")); !errors.Is(err, client.ErrUnreachable) || c.Changed {
		t.Errorf("thread.correct from the model side: %+v %v", c, err)
	}
}

// TestTheModelSideCannotCorrectAThreadInPipelineMode: publishing on the
// route's input is refused to the model user, so no correction is made.
func TestTheModelSideCannotCorrectAThreadInPipelineMode(t *testing.T) {
	t.Parallel()
	s := permissionsServer(t)
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), nats.CustomInboxPrefix(agentInbox))
	th := newThread()
	tr := newServiceChannels(t, agent)
	if r, err := tr.modelIn(t, th, client.UserMessage("mail secret.agent@perm.example")); err != nil || text(r, 0) != "mail <<EMAIL:1>>" {
		t.Fatalf("model.in: %v %+v", err, r)
	}
	refused := make(chan error, 1)
	model := connect(t, s.ClientURL(), nats.UserInfo("model", "m-secret"), nats.CustomInboxPrefix(modelInbox),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { refused <- err }))
	if err := model.Publish("piighost.clear.thread.correct.x", pack(t, M{"thread_id": th, "corrections": L{M{"action": "clear", "text": "secret.agent@perm.example"}}})); err != nil {
		t.Fatal(err)
	}
	model.Flush()
	select {
	case err := <-refused:
		if !errors.Is(err, nats.ErrPermissionViolation) {
			t.Errorf("err = %v", err)
		}
	case <-time.After(callTimeout):
		t.Fatal("the server did not refuse the model side's publish")
	}
	if r, err := tr.modelIn(t, th, client.UserMessage("again secret.agent@perm.example")); err != nil || text(r, 0) != "again <<EMAIL:1>>" {
		t.Errorf("after the refused correction: %v %+v", err, r)
	}
}

// TestTheAgentReadsTheServiceInfo: the clear side may read the worker's
// service info (its strategies), on its own inbox; the model side may not.
func TestTheAgentReadsTheServiceInfo(t *testing.T) {
	t.Parallel()
	s := permissionsServer(t)
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), nats.CustomInboxPrefix(agentInbox))
	msg, err := agent.Request("$SRV.INFO.piighost", nil, callTimeout)
	if err != nil || !strings.Contains(string(msg.Data), `"strategy.tool":"full"`) {
		t.Fatalf("agent $SRV.INFO.piighost: %v %s", err, msgData(msg))
	}
	if info, err := newServiceChannels(t, agent).c.Info(callCtx(t)); err != nil || info.Tool != strategy.ToolFull {
		t.Errorf("client.Info as the agent: %+v %v", info, err)
	}
	model := connect(t, s.ClientURL(), nats.UserInfo("model", "m-secret"), nats.CustomInboxPrefix(modelInbox), quietErrors)
	if _, err := model.Request("$SRV.INFO.piighost", nil, 500*time.Millisecond); err == nil {
		t.Error("the model side read the service info")
	}
}

func msgData(m *nats.Msg) string {
	if m == nil {
		return ""
	}
	return string(m.Data)
}

// TestAClientOnTheSharedInboxGetsNoReply: the shipped permissions allow
// nobody "_INBOX.>", so a client that forgets its inbox prefix fails at
// once instead of reading on a shared subject.
func TestAClientOnTheSharedInboxGetsNoReply(t *testing.T) {
	t.Parallel()
	s := permissionsServer(t)
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), quietErrors)
	if _, err := agent.Request("piighost.model.in", pack(t, M{"thread_id": "t", "messages": L{user("hi")}}), 2*time.Second); err == nil {
		t.Error("an agent without its inbox prefix got a reply on _INBOX")
	}
	c := newServiceChannels(t, agent, client.WithTimeout(time.Second), client.WithRetries(0)).c
	if r, err := c.ModelIn(callCtx(t), "t", []client.Message{client.UserMessage("hi")}); !errors.Is(err, client.ErrUnreachable) || len(r.Messages) != 0 {
		t.Errorf("client without its inbox prefix: %+v %v", r, err)
	}
}

// replyAttack is what the model side tries with the one thing its
// permissions leave it: a publish on its own input subject, whose reply
// subject (where JetStream sends the publish acknowledgement) it names
// itself. Each reply subject is clear-side or the worker's.
var replyAttack = []string{
	"piighost.clear.model.out.conv42",                     // the agent's subscription to restored replies
	"piighost.clear.model.in.probe2",                      // PIIGHOST_IN: a clear model.in input
	"piighost.clear.thread.forget.probe3",                 // PIIGHOST_IN: a thread.forget input
	agentInbox + ".attack",                                // the agent's replies
	config.DefaultInboxPrefix + ".attack",                 // the worker's replies
	"_PIIGHOST_OUT.clear.piighost.clear.model.out.conv43", // PIIGHOST_CLEAR_OUT, republished to the agent
	"piighost.model.in",                                   // a service endpoint
	"$JS.ACK.PIIGHOST_IN.piighost_model_in.1.1.1.0.0",     // a consumer's acknowledgement
	"$JS.API.STREAM.PURGE." + wire.InputStream,            // the JetStream API of the worker's account
	"$KV.piighost.attack",                                 // the thread store
}

// attackReplies has the model side publish on its own input subject once
// per reply subject of replyAttack, while the agent and the worker's
// identity listen on each of them, and returns what they received there
// and whether the input stream took a message on a clear input subject.
// The model side's last publish is a JetStream request on its own inbox:
// its acknowledgement comes after those of the attack, so once it is in,
// the listeners, flushed, have received every acknowledgement there was.
// They receive on a channel, which the connection's reader fills before
// it reads the flush's answer: what arrived is in it when Flush returns,
// whatever the machine's load.
func attackReplies(t *testing.T, d deployment) (received []string, clearInputs uint64) {
	t.Helper()
	got := make(chan *nats.Msg, 4*len(replyAttack))
	agent := connect(t, d.url, append(d.agent, nats.CustomInboxPrefix(agentInbox), quietErrors)...)
	wnc := connect(t, d.url, append(d.worker, nats.CustomInboxPrefix(config.DefaultInboxPrefix))...)
	for _, subj := range replyAttack {
		nc := wnc
		if strings.HasPrefix(subj, "piighost.clear.model.out.") || strings.HasPrefix(subj, agentInbox) {
			nc = agent // under the agent's own permissions
		}
		if _, err := nc.ChanSubscribe(subj, got); err != nil {
			t.Fatal(err)
		}
	}
	for _, nc := range []*nats.Conn{agent, wnc} {
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	model := connect(t, d.url, append(d.model, nats.CustomInboxPrefix(modelInbox), quietErrors)...)
	for i, reply := range replyAttack {
		if err := model.PublishRequest(fmt.Sprintf("piighost.safe.model.out.attack%d", i), reply, []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := model.Request("piighost.safe.model.out.marker", []byte("{}"), callTimeout); err != nil {
		t.Fatalf("the model side's own acknowledgement: %v", err)
	}
	for _, nc := range []*nats.Conn{agent, wnc} {
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	js, err := jetstream.New(wnc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := callCtx(t)
	st, err := js.Stream(ctx, wire.InputStream)
	if err != nil {
		t.Fatalf("the input stream: %v", err)
	}
	info, err := st.Info(ctx, jetstream.WithSubjectFilter("piighost.clear.>"))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range info.State.Subjects {
		clearInputs += n
	}
	for {
		select {
		case m := <-got:
			received = append(received, m.Subject)
		default:
			return received, clearInputs
		}
	}
}

// TestTheModelSidesReplySubjectsStayInItsAccount: the model side publishes
// on its own input subject with reply subjects of the clear side and of
// the worker. In its own account (deploy/nats-permissions.conf), the
// acknowledgements land in that account, and nothing reaches the agent's
// subscriptions, the worker's inbox, the input stream's clear subjects,
// the clear output stream, an endpoint, a consumer or the JetStream API.
// The same attack on one account shared by every identity (how the
// permissions were shipped before) delivers there: the test sees it.
func TestTheModelSidesReplySubjectsStayInItsAccount(t *testing.T) {
	t.Parallel()
	received, clearInputs := attackReplies(t, sharedPasswords(t))
	if len(received) > 0 || clearInputs > 0 {
		t.Errorf("the model side's replies reached the clear side: on %v; %d clear inputs stored", received, clearInputs)
	}

	t.Run("one account for every identity", func(t *testing.T) {
		t.Parallel()
		opts := permissionsOptions(t)
		var app *server.Account
		for _, a := range opts.Accounts {
			if a.Name == "PIIGHOST" {
				app = a
			}
		}
		for _, u := range opts.Users {
			u.Account = app
		}
		opts.Accounts = []*server.Account{app}
		s := runServerWith(t, opts)
		startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.NATS.User, c.NATS.Password = "worker", "w-secret" }))
		d := deployment{srv: s, url: s.ClientURL(), agent: []nats.Option{nats.UserInfo("agent", "a-secret")},
			model: []nats.Option{nats.UserInfo("model", "m-secret")}, worker: []nats.Option{nats.UserInfo("worker", "w-secret")}}
		received, clearInputs := attackReplies(t, d)
		if !slices.Contains(received, agentInbox+".attack") || !slices.Contains(received, "piighost.clear.model.out.conv42") || clearInputs == 0 {
			t.Errorf("on one account the attack should reach the clear side, and the test see it: on %v; %d clear inputs", received, clearInputs)
		}
	})
}

// TestTheJWTAccountsKeepTheModelSidesRepliesInItsAccount: the accounts
// cmd/deploy-secrets issues from the same file (a node of the bare-metal
// cluster, JWT users over TLS) stop the same attack.
func TestTheJWTAccountsKeepTheModelSidesRepliesInItsAccount(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the JWT deployment")
	}
	received, clearInputs := attackReplies(t, bareMetalNode(t).deployment)
	if len(received) > 0 || clearInputs > 0 {
		t.Errorf("the model side's replies reached the clear side: on %v; %d clear inputs stored", received, clearInputs)
	}
}
