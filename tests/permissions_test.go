package tests

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
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
	t.Setenv("WORKER_PASSWORD", "w-secret")
	t.Setenv("AGENT_PASSWORD", "a-secret")
	t.Setenv("MODEL_PASSWORD", "m-secret")
	opts, err := server.ProcessConfigFile("../deploy/nats-permissions.conf")
	if err != nil {
		t.Fatal(err)
	}
	s := runServerWith(t, opts)
	mutate = append([]func(*config.Config){func(c *config.Config) { c.NATS.User, c.NATS.Password = "worker", "w-secret" }}, mutate...)
	startWorker(t, testConfig(t, s.ClientURL(), mutate...))
	return s
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
	"$JS.>", "$JS.API.>", "$JS.ACK.>", "$KV.>", "$SRV.>", "$SYS.>", "$O.>",
	"piighost.>", "piighost.clear.>", "piighost.errors.>", "piighost.model.in", "piighost.model.out",
	"piighost.tool.call", "piighost.tool.result", "piighost.stream.chunk", "piighost.thread.forget",
	"piighost.safe.model.out.>", "piighost.safe.tool.call.>", "piighost.safe.stream.chunk.>",
	modelInbox + ".>", "piighost.safe.model.in.>", "piighost.safe.tool.result.>",
}

const sniffedAllowed = 3

// flushed makes sure the server has every subscription nc sent so far.
func flushed(t *testing.T, nc *nats.Conn) {
	t.Helper()
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
}

// quietErrors keeps expected permission violations off the test output.
var quietErrors = nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {})

func newSniffer(t *testing.T, url string) *sniffer {
	t.Helper()
	sn := &sniffer{msgs: make(chan *nats.Msg, 1<<16), violations: map[string]bool{}}
	sn.nc = connect(t, url, nats.UserInfo("model", "m-secret"), nats.CustomInboxPrefix(modelInbox),
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
	s := permissionsServer(t)
	sn := newSniffer(t, s.ClientURL())
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), nats.CustomInboxPrefix(agentInbox))

	t.Run("service", func(t *testing.T) {
		tr := serviceTransport{nc: agent, prefix: "piighost"}
		th := newThread()
		rep, code := tr.do(t, "model.in", M{"thread_id": th, "messages": L{user(sniffedIntro)}})
		if code != "" || clearValueIn(&nats.Msg{Data: pack(t, rep)}) != "" {
			t.Fatalf("model.in: %s %v", code, rep)
		}
		steps := []struct {
			channel string
			req     M
		}{
			{"tool.call", M{"thread_id": th, "tool_call": M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>"}}}},
			{"tool.result", M{"thread_id": th, "tool_name": "crm", "message": M{"role": "tool", "tool_call_id": "c1",
				"content": "Sent to secret.agent@perm.example, cc backup.person@perm.example"}}},
			{"model.out", M{"thread_id": th, "messages": L{assistant("Hello <<PERSON:1>>, I wrote to <<EMAIL:1>> about <<IBAN:1>>")}}},
			{"stream.chunk", M{"thread_id": th, "stream_id": "s1", "seq": 0, "text": "Dear <<PER", "end": false}},
			{"stream.chunk", M{"thread_id": th, "stream_id": "s1", "seq": 1, "text": "SON:1>> at <<EMAIL:2>>", "end": true}},
			{"thread.forget", M{"thread_id": th}},
		}
		for _, st := range steps {
			if _, code := tr.do(t, st.channel, st.req); code != "" {
				t.Fatalf("%s: %s", st.channel, code)
			}
		}
		sn.check(t)
	})

	t.Run("pipeline", func(t *testing.T) {
		js, err := jetstream.New(agent)
		if err != nil {
			t.Fatal(err)
		}
		th := newThread()
		// The clear side publishes, the model side reads tokens.
		agentToModel := func(in, out string, req M) M {
			t.Helper()
			sub, err := sn.nc.SubscribeSync(out)
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Unsubscribe()
			flushed(t, sn.nc) // subscribed before another connection publishes
			if err := agent.Publish(in, pack(t, req)); err != nil {
				t.Fatal(err)
			}
			m, err := sub.NextMsg(10 * time.Second)
			if err != nil {
				t.Fatalf("%s: %v", out, err)
			}
			return unpack(t, m.Data)
		}
		// The model side publishes, the clear side reads values.
		modelToAgent := func(in, out string, req M) M {
			t.Helper()
			sub, err := agent.SubscribeSync(out)
			if err != nil {
				t.Fatal(err)
			}
			defer sub.Unsubscribe()
			flushed(t, agent)
			if err := sn.nc.Publish(in, pack(t, req)); err != nil {
				t.Fatal(err)
			}
			m, err := sub.NextMsg(10 * time.Second)
			if err != nil {
				t.Fatalf("%s: %v", out, err)
			}
			return unpack(t, m.Data)
		}
		rep := agentToModel("piighost.clear.model.in.c1", "piighost.safe.model.in.c1", M{"thread_id": th, "messages": L{user(sniffedIntro)}})
		if !strings.Contains(contentOf(rep, 0).(string), "<<PERSON:1>>") {
			t.Fatalf("model.in: %v", rep)
		}
		rep = modelToAgent("piighost.safe.model.out.c2", "piighost.clear.model.out.c2", M{"thread_id": th, "messages": L{assistant("Hello <<PERSON:1>>, about <<IBAN:1>>")}})
		if !strings.Contains(contentOf(rep, 0).(string), "Wilhelmina") {
			t.Fatalf("model.out: %v", rep)
		}
		rep = modelToAgent("piighost.safe.tool.call.c3", "piighost.clear.tool.call.c3", M{"thread_id": th, "tool_call": M{"id": "c1", "name": "send_email", "args": M{"to": "<<EMAIL:1>>"}}})
		if rep["tool_call"].(M)["args"].(M)["to"] != "secret.agent@perm.example" {
			t.Fatalf("tool.call: %v", rep)
		}
		rep = agentToModel("piighost.clear.tool.result.c4", "piighost.safe.tool.result.c4", M{"thread_id": th, "tool_name": "crm",
			"message": M{"role": "tool", "tool_call_id": "c1", "content": "Sent to secret.agent@perm.example, cc backup.person@perm.example"}})
		if rep["message"].(M)["content"] != "Sent to <<EMAIL:1>>, cc <<EMAIL:2>>" {
			t.Fatalf("tool.result: %v", rep)
		}
		chunks, err := agent.SubscribeSync("piighost.clear.stream.chunk.s2")
		if err != nil {
			t.Fatal(err)
		}
		flushed(t, agent)
		for i, text := range []string{"Dear <<PER", "SON:1>> at <<EMAIL:2>>"} {
			if err := sn.nc.Publish("piighost.safe.stream.chunk.s2", pack(t, M{"thread_id": th, "stream_id": "s2", "seq": i, "text": text, "end": i == 1})); err != nil {
				t.Fatal(err)
			}
		}
		var shown strings.Builder
		for range 2 {
			m, err := chunks.NextMsg(10 * time.Second)
			if err != nil {
				t.Fatal(err)
			}
			shown.WriteString(unpack(t, m.Data)["text"].(string))
		}
		if shown.String() != "Dear Wilhelmina Okonkwo at backup.person@perm.example" {
			t.Fatalf("stream: %q", shown.String())
		}
		// A JetStream publish with acknowledgement works for the clear side
		// under its own inbox prefix.
		forgotten, err := agent.SubscribeSync("piighost.clear.thread.forgotten.c5")
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := js.Publish(ctx, "piighost.clear.thread.forget.c5", pack(t, M{"thread_id": th})); err != nil {
			t.Fatal(err)
		}
		if _, err := forgotten.NextMsg(10 * time.Second); err != nil {
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
// restore tokens, so the model user may not request them.
func TestTheModelSideCannotCallRestoringEndpoints(t *testing.T) {
	s := permissionsServer(t)
	model := connect(t, s.ClientURL(), nats.UserInfo("model", "m-secret"), nats.CustomInboxPrefix(modelInbox), quietErrors)
	for _, subj := range []string{"piighost.model.out", "piighost.tool.call", "piighost.stream.chunk", "piighost.model.in"} {
		if _, err := model.Request(subj, pack(t, M{"thread_id": "t", "messages": L{assistant("<<EMAIL:1>>")}}), 500*time.Millisecond); err == nil {
			t.Errorf("the model side called %s", subj)
		}
	}
}

// TestTheAgentReadsTheServiceInfo: the clear side may read the worker's
// service info (its strategies), on its own inbox; the model side may not.
func TestTheAgentReadsTheServiceInfo(t *testing.T) {
	s := permissionsServer(t)
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), nats.CustomInboxPrefix(agentInbox))
	msg, err := agent.Request("$SRV.INFO.piighost", nil, 5*time.Second)
	if err != nil || !strings.Contains(string(msg.Data), `"strategy.tool":"full"`) {
		t.Fatalf("agent $SRV.INFO.piighost: %v %s", err, msgData(msg))
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
	s := permissionsServer(t)
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), quietErrors)
	if _, err := agent.Request("piighost.model.in", pack(t, M{"thread_id": "t", "messages": L{user("hi")}}), 2*time.Second); err == nil {
		t.Error("an agent without its inbox prefix got a reply on _INBOX")
	}
}
