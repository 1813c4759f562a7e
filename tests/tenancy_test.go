package tests

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
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
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// tenant is one deployment's clients: its prefix, and its channels in
// both modes, as its own identities reach them.
type tenant struct {
	prefix string
	modes  []channels
}

// converse runs a conversation on thread in every mode of tn: a value
// de-identified, its token restored in model.out and tool.call and in a
// streamed reply. value is the tenant's own e-mail address.
func (tn tenant) converse(t *testing.T, thread, value string) {
	t.Helper()
	for _, ch := range tn.modes {
		th := thread + "-" + ch.name()
		in, err := ch.modelIn(t, th, client.UserMessage("Write to "+value))
		if err != nil || text(in, 0) != "Write to <<EMAIL:1>>" {
			t.Fatalf("%s %s model.in: %+v %v", tn.prefix, ch.name(), in, err)
		}
		out, err := ch.modelOut(t, th, client.AssistantMessage("Wrote to <<EMAIL:1>>."))
		if err != nil || text(out, 0) != "Wrote to "+value+"." {
			t.Fatalf("%s %s model.out: %+v %v", tn.prefix, ch.name(), out, err)
		}
		call, err := ch.toolCall(t, th, client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>"}})
		if err != nil || call.Args["to"] != value {
			t.Fatalf("%s %s tool.call: %+v %v", tn.prefix, ch.name(), call, err)
		}
		var shown strings.Builder
		continuation := ""
		for i, piece := range []string{"Sent: <<EMA", "IL:1>>"} {
			c, err := ch.chunk(t, client.ChunkRequest{ThreadID: th, StreamID: th + "-s", Seq: int64(i), Text: piece, End: i == 1, Continuation: continuation})
			if err != nil {
				t.Fatalf("%s %s stream.chunk: %v", tn.prefix, ch.name(), err)
			}
			shown.WriteString(c.Text)
			continuation = c.Continuation
		}
		if shown.String() != "Sent: "+value {
			t.Fatalf("%s %s stream: %q", tn.prefix, ch.name(), shown.String())
		}
	}
}

// TestTwoDeploymentsShareAnAccountByTheirPrefixes: two fleets on one
// server and one account, prefixes piighost (the default) and teamb, run
// the same thread ids at once in both modes; each restores its own values
// only, and each has its own streams, bucket and service.
func TestTwoDeploymentsShareAnAccountByTheirPrefixes(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	var tenants []tenant
	for _, prefix := range []string{wire.DefaultPrefix, "teamb"} {
		startWorker(t, testConfig(t, s.ClientURL(), withPrefix(prefix)))
		nc := connect(t, s.ClientURL())
		opt := client.WithPrefix(prefix)
		tenants = append(tenants, tenant{prefix: prefix, modes: []channels{newServiceChannels(t, nc, opt), newPipelineChannels(t, nc, opt)}})
	}
	var wg sync.WaitGroup
	for _, tn := range tenants {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 3 {
				tn.converse(t, "shared-"+string(rune('a'+round)), tn.prefix+"@tenant.example")
			}
		}()
	}
	wg.Wait()

	nc := connect(t, s.ClientURL())
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx := callCtx(t)
	for _, tn := range tenants {
		names := wire.NamesOf(tn.prefix)
		for _, name := range append(names.Streamed(), "KV_"+names.Bucket) {
			st, err := js.Stream(ctx, name)
			if err != nil {
				t.Errorf("%s: stream %s: %v", tn.prefix, name, err)
				continue
			}
			if got := st.CachedInfo().Config.Metadata[wire.MetaDeployment]; got != tn.prefix {
				t.Errorf("stream %s is stamped %q, want %q", name, got, tn.prefix)
			}
		}
		info, err := newServiceChannels(t, nc, client.WithPrefix(tn.prefix)).c.Info(ctx)
		if err != nil || info.Prefix != tn.prefix {
			t.Errorf("%s: the service info: %+v %v", tn.prefix, info, err)
		}
	}
	if wire.NamesOf(wire.DefaultPrefix).InputStream() != wire.InputStream || wire.NamesOf("teamb").InputStream() != "TEAMB_IN" {
		t.Error("the default prefix keeps the names of earlier versions, another prefix has its own")
	}
}

// startRefused starts a worker that must refuse to start, and returns
// its error and what it logged.
func startRefused(t *testing.T, cfg *config.Config) (string, error) {
	t.Helper()
	var log syncBuffer
	w, err := worker.Start(callCtx(t), cfg, worker.WithLogger(worker.NewLogger(&log, "info")))
	if err == nil {
		_ = w.Shutdown(context.Background())
		t.Fatal("the worker started")
	}
	return log.String(), err
}

// TestAWorkerRefusesStreamsOfAnotherDeployment: a worker whose streams
// exist for another deployment (stamped for another prefix, or captured
// subjects of another prefix by an earlier version) does not start, says
// why in a log line naming the stream, the subjects found and expected,
// and leaves the other deployment's stream as it was.
func TestAWorkerRefusesStreamsOfAnotherDeployment(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		prepare func(t *testing.T, url string, js jetstream.JetStream)
		cfg     func(*config.Config)
		stream  string
		want    []string
	}{
		{
			name: "a stream stamped for another prefix: two deployments given the same stream prefix",
			prepare: func(t *testing.T, url string, _ jetstream.JetStream) {
				startWorker(t, testConfig(t, url, withPrefix("teama"), func(c *config.Config) { c.Worker.StreamPrefix = "SHARED" }))
			},
			cfg:    func(c *config.Config) { withPrefix("teamb")(c); c.Worker.StreamPrefix = "SHARED" },
			stream: "SHARED_IN",
			want:   []string{`stamped for the deployment with prefix \"teama\"`, "teama.clear.model.in", "teamb.clear.model.in"},
		},
		{
			name: "an unstamped stream of an earlier version that captures another prefix's inputs",
			prepare: func(t *testing.T, _ string, js jetstream.JetStream) {
				if _, err := js.CreateStream(callCtx(t), jetstream.StreamConfig{Name: wire.InputStream,
					Subjects: []string{"teamb.clear.model.in", "teamb.clear.model.in.>"}}); err != nil {
					t.Fatal(err)
				}
			},
			cfg:    func(c *config.Config) {},
			stream: wire.InputStream,
			want:   []string{"it captures teamb.clear.model.in", "piighost.clear.model.in"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := runServer(t)
			nc := connect(t, s.ClientURL())
			js, _ := jetstream.New(nc)
			tt.prepare(t, s.ClientURL(), js)
			before, err := js.Stream(callCtx(t), tt.stream)
			if err != nil {
				t.Fatal(err)
			}
			log, err := startRefused(t, testConfig(t, s.ClientURL(), tt.cfg))
			if !errors.Is(err, worker.ErrForeignStream) {
				t.Errorf("err = %v, want worker.ErrForeignStream", err)
			}
			line := logLine(log, "is configured for another deployment")
			if line == "" {
				t.Fatalf("no log line names the stream:\n%s", log)
			}
			for _, want := range append([]string{`"stream":"` + tt.stream + `"`, "subjects_found", "subjects_expected"}, tt.want...) {
				if !strings.Contains(line, want) {
					t.Errorf("the log line lacks %s:\n%s", want, line)
				}
			}
			after, err := js.Stream(callCtx(t), tt.stream)
			if err != nil {
				t.Fatal(err)
			}
			if b, a := before.CachedInfo().Config, after.CachedInfo().Config; strings.Join(a.Subjects, " ") != strings.Join(b.Subjects, " ") ||
				a.Metadata[wire.MetaDeployment] != b.Metadata[wire.MetaDeployment] {
				t.Errorf("the other deployment's stream changed: %v %v -> %v %v", b.Subjects, b.Metadata, a.Subjects, a.Metadata)
			}
		})
	}
}

// TestAnEarlierDeploymentWithAnotherPrefixIsToldHowToKeepItsNames: an
// earlier version named every prefix's streams and bucket after the
// default one. A worker of this version with that prefix finds them,
// refuses to start on an empty bucket or beside the old streams, and says
// which settings keep them; with those settings it starts on them.
func TestAnEarlierDeploymentWithAnotherPrefixIsToldHowToKeepItsNames(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	ctx := callCtx(t)
	// What an earlier version left: the default names, unstamped, with
	// this prefix's subjects.
	if _, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: wire.NamesOf(wire.DefaultPrefix).Bucket, LimitMarkerTTL: 15 * time.Minute}); err != nil {
		t.Fatal(err)
	}
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: wire.InputStream, Subjects: []string{"teamb.clear.model.in", "teamb.clear.model.in.>"}}); err != nil {
		t.Fatal(err)
	}
	teamb := withPrefix("teamb")
	_, err := startRefused(t, testConfig(t, s.ClientURL(), teamb))
	if err == nil || !strings.Contains(err.Error(), `[memory] bucket = "piighost"`) {
		t.Errorf("the bucket of an earlier version: %v", err)
	}
	_, err = startRefused(t, testConfig(t, s.ClientURL(), teamb, func(c *config.Config) { setBucket(c, "piighost") }))
	if !errors.Is(err, worker.ErrForeignStream) || !strings.Contains(err.Error(), `[worker] stream_prefix = "PIIGHOST"`) {
		t.Errorf("the streams of an earlier version: %v", err)
	}
	startWorker(t, testConfig(t, s.ClientURL(), teamb, func(c *config.Config) { setBucket(c, "piighost"); c.Worker.StreamPrefix = "PIIGHOST" }))
	st, err := js.Stream(ctx, wire.InputStream)
	if err != nil || st.CachedInfo().Config.Metadata[wire.MetaDeployment] != "teamb" {
		t.Errorf("the earlier version's stream, kept: %v %v", err, st.CachedInfo().Config.Metadata)
	}
	ch := newServiceChannels(t, connect(t, s.ClientURL()), client.WithPrefix("teamb"))
	if r, err := ch.modelIn(t, newThread(), client.UserMessage("mail kept@names.example")); err != nil || text(r, 0) != "mail <<EMAIL:1>>" {
		t.Errorf("model.in: %+v %v", r, err)
	}
}

// TestAWorkerRefusesABucketOfAnotherDeployment: two prefixes that name one
// bucket ("team.b" and "team_b") are two deployments: the second is
// refused with the owner's prefix. Deployments that name one bucket in
// [memory] bucket share it, as they say.
func TestAWorkerRefusesABucketOfAnotherDeployment(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), withPrefix("team_b")))
	log, err := startRefused(t, testConfig(t, s.ClientURL(), withPrefix("team.b")))
	if err == nil || !strings.Contains(err.Error(), `KV bucket team_b is stamped for the deployment with prefix "team_b"`) {
		t.Errorf("err = %v", err)
	}
	if !strings.Contains(log, `"owner":"team_b"`) {
		t.Errorf("log:\n%s", log)
	}
	shared := func(c *config.Config) { setBucket(c, "team_b"); c.Worker.StreamPrefix = "OTHER" }
	startWorker(t, testConfig(t, s.ClientURL(), withPrefix("team.b"), shared))
}

// withPrefix gives a deployment its subject prefix, and the default
// routes under it.
func withPrefix(prefix string) func(*config.Config) {
	return func(c *config.Config) {
		c.Worker.Prefix = prefix
		c.Routes = config.DefaultRoutes(prefix)
	}
}

// setBucket names the thread store's bucket ([memory] bucket).
func setBucket(c *config.Config, name string) {
	if c.Memory == nil {
		c.Memory = &config.Memory{}
	}
	c.Memory.Bucket = name
}

// logLine is the first line of log holding what, or "".
func logLine(log, what string) string {
	for _, line := range strings.Split(log, "\n") {
		if strings.Contains(line, what) {
			return line
		}
	}
	return ""
}

// TestTenantsOfTheDeploySecretsShareNothing: cmd/deploy-secrets -tenants
// gives each team accounts of its own. Two fleets with the same (default)
// prefix, on one server, each connected with its tenant's worker.creds,
// run the same thread ids at once in both modes; each restores its own
// values, and the other tenant's identity, subscribed to everything its
// account holds, sees none of them.
func TestTenantsOfTheDeploySecretsShareNothing(t *testing.T) {
	secrets := writeTenantSecrets(t, "teama", "teamb")
	// JetStream reserves each tenant account's max_file (8G) when the
	// account first connects; the server's storage must hold both, and its
	// default (75% of the disk free at its start) would make the test
	// depend on the machine's disk.
	s := runServerWith(t, tenantServerOptions(t, secrets, "64G"))
	creds := func(tenant, user string) nats.Option {
		return nats.UserCredentials(filepath.Join(secrets, tenant, deploysecrets.CredsFile(user)))
	}
	var tenants []tenant
	sniffers := map[string]*sniffed{}
	for _, name := range []string{"teama", "teamb"} {
		startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
			c.NATS.CredsFile = filepath.Join(secrets, name, deploysecrets.CredsFile("worker"))
			c.Keys.File = filepath.Join(secrets, name, deploysecrets.KeysFile)
		}))
		// The worker's identity reaches every subject of its account: both
		// sides of the pipeline, and everything the sniffer may see.
		nc := connect(t, s.ClientURL(), creds(name, "worker"), nats.CustomInboxPrefix(config.DefaultInboxPrefix))
		tenants = append(tenants, tenant{prefix: name, modes: []channels{newServiceChannels(t, nc), newPipelineChannels(t, nc)}})
		sn := &sniffed{}
		snc := connect(t, s.ClientURL(), creds(name, "worker"))
		if _, err := snc.Subscribe(">", sn.add); err != nil {
			t.Fatal(err)
		}
		if err := snc.Flush(); err != nil {
			t.Fatal(err)
		}
		sniffers[name] = sn
	}
	var wg sync.WaitGroup
	for _, tn := range tenants {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := range 2 {
				tn.converse(t, "shared-"+string(rune('a'+round)), tn.prefix+"@tenant.example")
			}
		}()
	}
	wg.Wait()
	for own, sn := range sniffers {
		for _, other := range []string{"teama", "teamb"} {
			n := sn.holding(other + "@tenant.example")
			switch {
			case other == own && n == 0:
				t.Errorf("%s's sniffer saw none of its own conversation: it sees nothing", own)
			case other != own && n > 0:
				t.Errorf("%s's identity saw %d messages of %s's conversation", own, n, other)
			}
		}
	}
}

// sniffed keeps the payloads a subscription received.
type sniffed struct {
	mu   sync.Mutex
	msgs [][]byte
}

func (s *sniffed) add(m *nats.Msg) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.msgs = append(s.msgs, bytes.Clone(m.Data))
}

// holding counts the payloads that hold value.
func (s *sniffed) holding(value string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, m := range s.msgs {
		if bytes.Contains(m, []byte(value)) {
			n++
		}
	}
	return n
}

// writeTenantSecrets writes with deploy-secrets the secrets of tenants,
// from the shipped permissions, in a directory it returns.
func writeTenantSecrets(t *testing.T, tenants ...string) string {
	t.Helper()
	for _, v := range []string{"WORKER", "AGENT", "MODEL", "MONITOR"} {
		t.Setenv(v+"_PASSWORD", "unused")
	}
	secrets := filepath.Join(t.TempDir(), "secrets")
	if err := deploysecrets.Write(deploysecrets.Config{Dir: secrets, Permissions: "../deploy/nats-permissions.conf",
		Monitoring: "../deploy/nats-monitor.conf", Hosts: []string{"nats-1"}, Tenants: tenants}); err != nil {
		t.Fatal(err)
	}
	return secrets
}

// tenantServerOptions are the options of a server for the tenants whose
// secrets deploy-secrets wrote in secrets, with maxFileStore of JetStream
// file storage.
func tenantServerOptions(t *testing.T, secrets, maxFileStore string) *server.Options {
	t.Helper()
	conf := filepath.Join(filepath.Dir(secrets), "nats.conf") // an include is relative to its file
	body := "include \"secrets/" + deploysecrets.AuthFile + "\"\njetstream { cipher: aes, key: $JS_KEY, max_file_store: " + maxFileStore + " }\n"
	if err := os.WriteFile(conf, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	opts, err := server.ProcessConfigFile(conf)
	if err != nil {
		t.Fatal(err)
	}
	return opts
}

// TestATenantWhoseJetStreamDoesNotFitSaysWhatToDo: two tenants' accounts
// reserve 8G of file storage each on a server with 10G. The first to
// connect gets JetStream, the second none; the second's worker keeps
// retrying, and every attempt says that the server runs JetStream but the
// account has none, and what to size.
func TestATenantWhoseJetStreamDoesNotFitSaysWhatToDo(t *testing.T) {
	secrets := writeTenantSecrets(t, "teama", "teamb")
	s := runServerWith(t, tenantServerOptions(t, secrets, "10G"))
	creds := func(tenant string) string { return filepath.Join(secrets, tenant, deploysecrets.CredsFile("worker")) }
	first := connect(t, s.ClientURL(), nats.UserCredentials(creds("teama")))
	if _, err := jetstream.New(first); err != nil {
		t.Fatal(err)
	}
	if on, _ := first.ConnectedServerJetStream(); !on {
		t.Fatal("the server runs without JetStream")
	}
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.NATS.CredsFile = creds("teamb")
		c.Keys.File = filepath.Join(secrets, "teamb", deploysecrets.KeysFile)
	})
	var log syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(&log, "info")))
		done <- err
	}()
	waitFor(t, func() bool {
		return strings.Contains(log.String(), "runs JetStream, but no JetStream answers the worker's account")
	})
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("the start ended with %v, not with its context", err)
	}
	for _, want := range []string{"open the thread store: not yet; retrying", "no responders", "max_file_store", "Error configuring jetstream for account"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the log does not say %q:\n%s", want, log.String())
		}
	}
}
