package tests

import (
	"context"
	"encoding/json"
	"errors"
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
	"github.com/piighost/piighost-nats/internal/deploysecrets"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/wire"
)

// monitorInbox is the monitoring identity's inbox prefix
// (deploy/nats-monitor.conf).
const monitorInbox = "_INBOX_monitor"

// monitored is a deployment with a worker in both modes, and how its
// monitoring identity connects.
type monitored struct {
	deployment
	monitor []nats.Option
}

// passwordsWithMonitor runs a server with the accounts and users of
// deploy/nats-permissions.conf and the user of deploy/nats-monitor.conf in
// the account it names, as a server configured with passwords takes them.
func passwordsWithMonitor(t *testing.T) monitored {
	t.Helper()
	for _, v := range []string{"WORKER", "AGENT", "MODEL", "MONITOR"} {
		t.Setenv(v+"_PASSWORD", strings.ToLower(v)+"-secret")
	}
	opts, err := server.ProcessConfigFile("../deploy/nats-permissions.conf")
	if err != nil {
		t.Fatal(err)
	}
	mon, err := server.ProcessConfigFile("../deploy/nats-monitor.conf")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range mon.Users {
		i := slices.IndexFunc(opts.Accounts, func(a *server.Account) bool { return a.Name == u.Account.Name })
		if i < 0 {
			t.Fatalf("the monitor's account %s is not in nats-permissions.conf", u.Account.Name)
		}
		u.Account = opts.Accounts[i]
		opts.Users = append(opts.Users, u)
	}
	s := runServerWith(t, opts)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.NATS.User, c.NATS.Password = "worker", "worker-secret" }))
	return monitored{
		deployment: deployment{srv: s, url: s.ClientURL(), agent: []nats.Option{nats.UserInfo("agent", "agent-secret")},
			model: []nats.Option{nats.UserInfo("model", "model-secret")}},
		monitor: []nats.Option{nats.UserInfo("monitor", "monitor-secret")},
	}
}

// bareMetalNode lays out one node of deploy/baremetal/nats.conf under a
// temporary root (/etc/nats/nats.conf, /etc/nats/secrets/ written by
// deploysecrets with the monitoring identity, /var/lib/nats) and runs it
// without its routes (the other nodes do not exist here), with a worker
// that connects with worker.creds over TLS.
func bareMetalNode(t *testing.T) monitored {
	t.Helper()
	for _, v := range []string{"WORKER", "AGENT", "MODEL", "MONITOR"} {
		t.Setenv(v+"_PASSWORD", "unused")
	}
	root := t.TempDir()
	etc := filepath.Join(root, "etc", "nats")
	secrets := filepath.Join(etc, "secrets")
	if err := deploysecrets.Write(deploysecrets.Config{Dir: secrets, Permissions: "../deploy/nats-permissions.conf",
		Monitoring: "../deploy/nats-monitor.conf", Hosts: []string{"nats-1.example.internal"}}); err != nil {
		t.Fatal(err)
	}
	conf, err := os.ReadFile("../deploy/baremetal/nats.conf")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(conf), `"/etc/nats/`, `"`+etc+`/`)
	text = strings.ReplaceAll(text, `"/var/lib/nats"`, `"`+filepath.Join(root, "var", "lib", "nats")+`"`)
	if err := os.WriteFile(filepath.Join(etc, "nats.conf"), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("NODE_NAME", "nats-1")
	opts, err := server.ProcessConfigFile(filepath.Join(etc, "nats.conf"))
	if err != nil {
		t.Fatal(err)
	}
	if opts.ServerName != "nats-1" || !opts.JetStream || opts.JetStreamCipher != server.AES || len(opts.TrustedOperators) != 1 ||
		opts.TLSConfig == nil || opts.Cluster.Name != "piighost" || len(opts.Routes) != 3 || opts.HTTPHost != "127.0.0.1" {
		t.Fatalf("the bare-metal node: name %q js %v operators %d tls %v cluster %q routes %d http %q", opts.ServerName, opts.JetStream,
			len(opts.TrustedOperators), opts.TLSConfig != nil, opts.Cluster.Name, len(opts.Routes), opts.HTTPHost)
	}
	opts.Cluster, opts.Routes = server.ClusterOpts{}, nil
	opts.Port, opts.HTTPPort = 0, 0 // a client port the kernel picks and no monitoring port, not the file's 4222 and 8222
	s := runServerWith(t, opts)
	ca := filepath.Join(secrets, deploysecrets.CAFile)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.NATS.CredsFile = filepath.Join(secrets, deploysecrets.CredsFile("worker"))
		c.NATS.TLSCA = ca
	}))
	creds := func(user string) []nats.Option {
		return []nats.Option{nats.UserCredentials(filepath.Join(secrets, deploysecrets.CredsFile(user))), nats.RootCAs(ca)}
	}
	return monitored{deployment: deployment{srv: s, url: s.ClientURL(), agent: creds("agent"), model: creds("model"), worker: creds("worker")},
		monitor: creds("monitor")}
}

// violations records the subjects the server refused a connection.
type violations struct {
	mu   sync.Mutex
	seen map[string]bool // "publish X" or "subscribe X"
}

func (v *violations) handler() nats.Option {
	return nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
		if !errors.Is(err, nats.ErrPermissionViolation) {
			return
		}
		msg := err.Error()
		for kind, marker := range map[string]string{"publish": `Publish to "`, "subscribe": `Subscription to "`} {
			if i := strings.Index(msg, marker); i >= 0 {
				subject, _, _ := strings.Cut(msg[i+len(marker):], `"`)
				v.mu.Lock()
				v.seen[kind+" "+subject] = true
				v.mu.Unlock()
			}
		}
	})
}

func (v *violations) has(what string) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.seen[what]
}

// TestTheMonitoringIdentityReadsStateAndNothingElse connects as the
// monitoring identity of deploy/nats-monitor.conf, with passwords and
// with the JWT user cmd/deploy-secrets makes on a bare-metal cluster node:
// it lists and asks the worker's service (what `nats micro ls`, `info` and
// `stats` send), reads account, stream, consumer and bucket information,
// and is refused every message, every channel, every change and every
// other subscription.
func TestTheMonitoringIdentityReadsStateAndNothingElse(t *testing.T) {
	for name, deploy := range map[string]func(*testing.T) monitored{
		"passwords": passwordsWithMonitor,
		"a bare-metal cluster node (JWT users, TLS)": bareMetalNode,
	} {
		t.Run(name, func(t *testing.T) {
			d := deploy(t)
			// A conversation, so that the bucket and the streams hold
			// clear and de-identified messages.
			agent := connect(t, d.url, append(d.agent, nats.CustomInboxPrefix(agentInbox))...)
			svc := newServiceChannels(t, agent)
			th := newThread()
			if _, err := svc.modelIn(t, th, client.UserMessage("Email Wilhelmina Okonkwo at secret.agent@perm.example")); err != nil {
				t.Fatal(err)
			}
			pipe, err := client.NewPipeline(agent)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := pipe.Publish(callCtx(t), wire.ModelIn, "monitored", client.MessagesRequest{ThreadID: th,
				Messages: []client.Message{client.UserMessage("Call secret.agent@perm.example")}}); err != nil {
				t.Fatal(err)
			}
			checkMonitor(t, d)
		})
	}
}

func checkMonitor(t *testing.T, d monitored) {
	v := &violations{seen: map[string]bool{}}
	received := make(chan *nats.Msg, 1024)
	nc := connect(t, d.url, append(d.monitor, nats.CustomInboxPrefix(monitorInbox), v.handler())...)

	t.Run("it lists and asks the service", func(t *testing.T) {
		for _, subj := range []string{"$SRV.PING", "$SRV.INFO", "$SRV.INFO." + wire.ServiceName, "$SRV.STATS." + wire.ServiceName} {
			m, err := nc.Request(subj, nil, callTimeout)
			if err != nil {
				t.Fatalf("%s: %v", subj, err)
			}
			var reply struct {
				Name string `json:"name"`
				Type string `json:"type"`
			}
			if err := json.Unmarshal(m.Data, &reply); err != nil || reply.Name != wire.ServiceName {
				t.Errorf("%s: %s (%v)", subj, m.Data, err)
			}
		}
	})
	t.Run("it reads account, stream, consumer and bucket information", func(t *testing.T) {
		ctx := callCtx(t)
		js, err := jetstream.New(nc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := js.AccountInfo(ctx); err != nil {
			t.Errorf("account info: %v", err)
		}
		var names []string
		for n := range js.StreamNames(ctx).Name() {
			names = append(names, n)
		}
		if !strings.Contains(strings.Join(names, " "), wire.InputStream) {
			t.Errorf("streams: %v", names)
		}
		st, err := js.Stream(ctx, wire.InputStream)
		if err != nil {
			t.Fatalf("stream info: %v", err)
		}
		if st.CachedInfo().State.Msgs == 0 {
			t.Error("the input stream holds no message")
		}
		var consumers int
		for ci := range st.ListConsumers(ctx).Info() {
			consumers++
			if _, err := st.Consumer(ctx, ci.Name); err != nil {
				t.Errorf("consumer info %s: %v", ci.Name, err)
			}
		}
		if consumers == 0 {
			t.Error("no consumer listed")
		}
		kv, err := js.KeyValue(ctx, kvstore.DefaultBucket)
		if err != nil {
			t.Fatalf("bucket: %v", err)
		}
		if status, err := kv.Status(ctx); err != nil || status.Values() == 0 {
			t.Errorf("bucket status: %v %v", status, err)
		}
	})
	t.Run("it is refused every message, channel and change", func(t *testing.T) {
		denied := []string{
			// The service's endpoints: model.out would restore tokens.
			"piighost.model.out", "piighost.model.in", "piighost.tool.call", "piighost.thread.forget",
			"piighost.clear.model.in.x", "piighost.safe.model.out.x",
			// JetStream: reading a message, a consumer of its own, changes.
			"$JS.API.STREAM.MSG.GET." + wire.InputStream, "$JS.API.DIRECT.GET." + wire.InputStream,
			"$JS.API.DIRECT.GET.KV_" + kvstore.DefaultBucket, "$JS.API.STREAM.MSG.GET.KV_" + kvstore.DefaultBucket,
			"$JS.API.CONSUMER.CREATE." + wire.InputStream, "$JS.API.CONSUMER.DURABLE.CREATE." + wire.InputStream + ".spy",
			"$JS.API.STREAM.PURGE." + wire.InputStream, "$JS.API.STREAM.DELETE." + wire.InputStream,
			"$JS.API.STREAM.UPDATE." + wire.InputStream, "$JS.API.STREAM.CREATE.SPY",
			"$KV." + kvstore.DefaultBucket + ".x",
		}
		for _, subj := range denied {
			if err := nc.Publish(subj, []byte("{}")); err != nil {
				t.Fatal(err)
			}
		}
		subs := []string{">", "piighost.>", "piighost.clear.>", "piighost.errors.>", "_INBOX.>", "_INBOX_agent.>",
			"_INBOX_worker.>", "$KV.>", "$JS.>", "_PIIGHOST_OUT.>"}
		for _, subj := range subs {
			if _, err := nc.ChanSubscribe(subj, received); err != nil {
				t.Fatal(err)
			}
		}
		if err := nc.Flush(); err != nil {
			t.Fatal(err)
		}
		missing := func() []string {
			var out []string
			for _, subj := range denied {
				if !v.has("publish " + subj) {
					out = append(out, "publish "+subj)
				}
			}
			for _, subj := range subs {
				if !v.has("subscribe " + subj) {
					out = append(out, "subscribe "+subj)
				}
			}
			return out
		}
		deadline := time.Now().Add(callTimeout)
		for len(missing()) > 0 {
			if time.Now().After(deadline) {
				t.Fatalf("not refused: %v", missing())
			}
			time.Sleep(20 * time.Millisecond)
		}
		// And through the JetStream API, as a client would try it.
		ctx := callCtx(t)
		js, _ := jetstream.New(nc)
		st, err := js.Stream(ctx, wire.InputStream)
		if err != nil {
			t.Fatal(err)
		}
		short, cancel := context.WithTimeout(ctx, time.Second)
		defer cancel()
		if m, err := st.GetMsg(short, 1); err == nil {
			t.Errorf("read a message of %s: %q", wire.InputStream, m.Data)
		}
	})
	// Nothing was delivered to the monitor but its replies.
	select {
	case m := <-received:
		t.Errorf("the monitor received a message on %s", m.Subject)
	default:
	}
}
