package gateway_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats.go"
	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

// keysPath is a thread store key file every worker of the run shares.
var keysPath string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "piighost-gateway")
	if err != nil {
		panic(err)
	}
	keysPath = filepath.Join(dir, "keys.json")
	if _, err := kvstore.GenerateKeyFile(keysPath); err != nil {
		panic(err)
	}
	code := m.Run()
	os.RemoveAll(dir)
	if code == 0 {
		if err := goleak.Find(goleak.IgnoreTopFunction("internal/poll.runtime_pollWait"),
			goleak.IgnoreTopFunction("net/http.(*persistConn).writeLoop"),
			goleak.IgnoreTopFunction("net/http.(*persistConn).readLoop")); err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// The values of the fixtures, as a user typed them. The worker's test
// configuration finds e-mail addresses by pattern and these names exactly.
const (
	email  = "jane.doe@example.com"
	person = "Patrick"
	place  = "Paris"
	// quoted is a value that needs escaping inside a JSON string.
	quoted = `O"Brien\Smith`
)

// clearValues must never reach the upstream.
var clearValues = []string{email, person, place, quoted, "O\\\"Brien", "Brien\\\\Smith"}

// workerTOML configures the test workers: e-mail addresses by pattern,
// names and places by exact value; extra holds lines of [strategies],
// then any further tables.
func workerTOML(extra string) string {
	return `
[detector]
type = "composite"
[[detector.detectors]]
type = "regex"
groups = ["generic"]
[[detector.detectors]]
type = "exact"
values = { "Patrick" = "PERSON", "Paris" = "LOCATION", 'O"Brien\Smith' = "PERSON" }
[strategies]
` + extra + "\n"
}

// grammar is a worker's token delimiters.
type grammar struct{ name, prefix, suffix string }

// grammars are the delimiters the tests run workers with: the defaults,
// and others the gateway can only know from the workers.
var grammars = []grammar{{"default delimiters", "<<", ">>"}, {"delimiters [[ ]]", "[[", "]]"}}

// toml is the worker's [anonymizer.placeholder] table ("" for the
// defaults), for newEnv.
func (g grammar) toml() string {
	if g.prefix == "<<" {
		return ""
	}
	return fmt.Sprintf("\n[anonymizer.placeholder]\nprefix = %q\nsuffix = %q\n", g.prefix, g.suffix)
}

// tokens rewrites a fixture written with << >> in the grammar's
// delimiters.
func (g grammar) tokens(s string) string {
	return strings.NewReplacer("<<", g.prefix, ">>", g.suffix).Replace(s)
}

// env is a NATS server with a worker, and a client of it.
type env struct {
	url    string
	client *client.Client
}

// newEnv starts a server and a worker configured with extra (workerTOML).
func newEnv(t testing.TB, extra string) *env {
	t.Helper()
	s := natstest.Run(t, nil)
	e := &env{url: s.ClientURL()}
	startWorker(t, e.url, extra)
	e.client = newClient(t, e.url)
	return e
}

func startWorker(t testing.TB, url, extra string, opts ...worker.Option) *worker.Worker {
	t.Helper()
	cfg, err := config.Parse([]byte(workerTOML(extra)), "test.toml")
	if err != nil {
		t.Fatal(err)
	}
	cfg.NATS.URL = url
	cfg.NATS.DataDir = t.TempDir()
	cfg.HTTP.Listen = "off"
	cfg.Worker.Modes = []string{config.ModeService}
	cfg.Worker.Instances = 2
	cfg.Keys.File = keysPath
	w, err := worker.Start(context.Background(), cfg, append([]worker.Option{worker.WithLogger(worker.NewLogger(io.Discard, "error"))}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = w.Shutdown(context.Background()) })
	return w
}

func newClient(t testing.TB, url string) *client.Client {
	t.Helper()
	nc, err := nats.Connect(url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	c, err := client.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// recorded is one request the fake upstream received, every byte of it.
type recorded struct {
	Method, URL string
	Header      http.Header
	Body        []byte
}

// upstream is a recording fake provider: it keeps every request and
// answers with reply, which sees the request's body.
type upstream struct {
	srv   *httptest.Server
	mu    sync.Mutex
	reqs  []recorded
	reply func(w http.ResponseWriter, r *http.Request, body []byte)
}

func newUpstream(t testing.TB, reply func(w http.ResponseWriter, r *http.Request, body []byte)) *upstream {
	t.Helper()
	u := &upstream{reply: reply}
	u.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		u.mu.Lock()
		u.reqs = append(u.reqs, recorded{Method: r.Method, URL: r.URL.String(), Header: r.Header.Clone(), Body: body})
		u.mu.Unlock()
		u.reply(w, r, body)
	}))
	t.Cleanup(u.srv.Close)
	return u
}

// requests returns what the upstream received so far.
func (u *upstream) requests() []recorded {
	u.mu.Lock()
	defer u.mu.Unlock()
	return append([]recorded(nil), u.reqs...)
}

// assertNoClear fails the test if any clear value reached the upstream,
// in a body, a header or a URL.
func (u *upstream) assertNoClear(t testing.TB) {
	t.Helper()
	for i, r := range u.requests() {
		var all bytes.Buffer
		all.WriteString(r.URL)
		all.Write(r.Body)
		for k, vs := range r.Header {
			all.WriteString(k + ": " + strings.Join(vs, ",") + "\n")
		}
		for _, v := range clearValues {
			if bytes.Contains(all.Bytes(), []byte(v)) {
				t.Errorf("request %d upstream holds %q in clear:\n%s", i, v, all.Bytes())
			}
		}
	}
}

// newGateway serves a gateway in front of up through c.
func newGateway(t testing.TB, c *client.Client, up *upstream, mutate ...func(*gateway.Config)) *httptest.Server {
	t.Helper()
	cfg := gateway.Config{
		OpenAI:    gateway.Upstream{BaseURL: up.srv.URL + "/v1", APIKey: "sk-upstream-openai"},
		Anthropic: gateway.Upstream{BaseURL: up.srv.URL + "/v1", APIKey: "sk-upstream-anthropic"},
		Secret:    []byte("a test secret of at least 16 bytes"),
	}
	for _, m := range mutate {
		m(&cfg)
	}
	g, err := gateway.New(cfg, c)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(g)
	t.Cleanup(srv.Close)
	return srv
}

// post sends a JSON body to the gateway and returns the response and its
// body.
func post(t testing.TB, url, body string, headers ...string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}
