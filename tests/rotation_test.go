package tests

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/wire"
)

// rotationWorker is one worker of a fleet whose key file is rolled out to
// it as a file of its own, as a configuration management tool would.
type rotationWorker struct {
	t    *testing.T
	toml string
	keys string // this worker's copy of the key file
	proc *workerProcess
	// seen adds up, over every process this worker ran, the metrics the
	// test watches (read just before each stop).
	seen map[string]float64
}

// rotationSettings keep a rotation test short: threads idle for 30 s
// expire within 45 s, so an old key's values are gone soon after the
// promotion; a lost pipeline delivery comes back within seconds. The ttl
// is longer than a turn takes on a loaded machine while a worker drains
// (a thread that expired between a turn's model.in and its stream.chunk
// would make its token an invented one, rightly).
const rotationSettings = "[memory]\nttl = \"30s\"\n" +
	"[worker]\ntimeout = \"2s\"\nstream_partitions = 2\ninstances = 2\ndrain_timeout = \"20s\"\n"

func newRotationWorker(t *testing.T, url string) *rotationWorker {
	keys := filepath.Join(t.TempDir(), "keys.json")
	toml := fmt.Sprintf("[nats]\nurl = %s\n[keys]\nfile = %s\n[http]\nlisten = \"127.0.0.1:0\"\n%s",
		tomlString(url), tomlString(keys), rotationSettings)
	return &rotationWorker{t: t, toml: toml, keys: keys, seen: map[string]float64{}}
}

// rollOut gives the worker the key file as it is now.
func (w *rotationWorker) rollOut(master string) {
	w.t.Helper()
	b, err := os.ReadFile(master)
	if err != nil {
		w.t.Fatal(err)
	}
	tmp := w.keys + ".new"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		w.t.Fatal(err)
	}
	if err := os.Rename(tmp, w.keys); err != nil {
		w.t.Fatal(err)
	}
}

func (w *rotationWorker) start() {
	w.t.Helper()
	w.proc = startWorkerProcess(w.t, w.toml, "NATS_URL=", "PIIGHOST_KEYS=", "PIIGHOST_KEYS_FILE=", "PIIGHOST_CONFIG=")
	waitReady(w.t, w.proc.http)
}

// stop drains the worker with SIGTERM, as systemd or Kubernetes would,
// after adding up what its metrics say.
func (w *rotationWorker) stop() {
	w.t.Helper()
	for name, v := range rotationCounters(w.t, w.proc.http) {
		w.seen[name] += v
	}
	if err := w.proc.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		w.t.Fatal(err)
	}
	select {
	case <-w.proc.done:
	case <-time.After(time.Minute):
		w.t.Fatal("the worker did not drain within a minute")
	}
}

// waitReady waits for /readyz to answer 200.
func waitReady(t *testing.T, addr string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		resp, err := http.Get("http://" + addr + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s never ready", addr)
}

// metricsText is the worker's /metrics page.
func metricsText(t *testing.T, addr string) string {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// rotationCounters reads the keys' counters, among them the one that
// tells a rotation went wrong (values under a key the worker lacks,
// whichever retry hid them), and the messages failed as unavailable, for
// the log.
func rotationCounters(t *testing.T, addr string) map[string]float64 {
	t.Helper()
	out := map[string]float64{}
	sc := bufio.NewScanner(strings.NewReader(metricsText(t, addr)))
	for sc.Scan() {
		line := sc.Text()
		name, value, ok := strings.Cut(line, " ")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		switch {
		case name == "piighost_keyring_unknown_key_total":
		case strings.HasPrefix(name, "piighost_errors_total{") && strings.Contains(name, `code="unavailable"`):
			name = "piighost_errors_total{code=unavailable}"
		case strings.HasPrefix(name, "piighost_keyring_opens_total{"), strings.HasPrefix(name, "piighost_keyring_seals_total{"):
		default:
			continue
		}
		v, err := strconv.ParseFloat(value, 64)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		out[name] += v
	}
	return out
}

// rotationLoad runs turns in both modes at once, each on a thread of its
// own: a user message with an address goes to the model as a token, the
// model streams a reply with the token cut in two, then calls a tool with
// it; the reply and the call come back with the address.
type rotationLoad struct {
	turns, failed atomic.Int64
	mu            sync.Mutex
	failures      []string
	stop          chan struct{}
	wg            sync.WaitGroup
}

const (
	rotationAddress = "jane.doe@example.com"
	rotationToken   = "<<EMAIL:1>>"
)

func startRotationLoad(t *testing.T, url string, callers int) *rotationLoad {
	t.Helper()
	l := &rotationLoad{stop: make(chan struct{})}
	for i := range callers {
		nc := connect(t, url)
		svc, err := client.New(nc, client.WithTimeout(2*time.Second), client.WithRetries(20),
			client.WithBackoff(20*time.Millisecond, 200*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		pipe, err := client.NewPipeline(nc)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []string{"service", "pipeline"} {
			l.wg.Add(1)
			go func() {
				defer l.wg.Done()
				for n := 0; ; n++ {
					select {
					case <-l.stop:
						return
					default:
					}
					th := fmt.Sprintf("rotation-%s-%d-%d", mode, i, n)
					var err error
					if mode == "service" {
						err = serviceTurn(svc, th)
					} else {
						err = pipelineTurn(pipe, th)
					}
					l.turns.Add(1)
					if err != nil {
						l.failed.Add(1)
						l.mu.Lock()
						l.failures = append(l.failures, mode+" "+th+": "+err.Error())
						l.mu.Unlock()
					}
				}
			}()
		}
	}
	t.Cleanup(l.end)
	return l
}

func (l *rotationLoad) end() {
	select {
	case <-l.stop:
	default:
		close(l.stop)
	}
	l.wg.Wait()
}

// waitTurns waits until n more turns were run.
func (l *rotationLoad) waitTurns(t *testing.T, n int64) {
	t.Helper()
	target := l.turns.Load() + n
	deadline := time.Now().Add(2 * time.Minute)
	for l.turns.Load() < target {
		if time.Now().After(deadline) {
			t.Fatalf("%d turns in 2 min, waiting for %d", l.turns.Load(), target)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func serviceTurn(c *client.Client, th string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	in, err := c.ModelIn(ctx, th, []client.Message{client.UserMessage("Write to " + rotationAddress + " today")})
	if err != nil {
		return fmt.Errorf("model.in: %w", err)
	}
	if got := in.Messages[0].Content; got != "Write to "+rotationToken+" today" {
		return fmt.Errorf("model.in gave %q", got)
	}
	s := c.Stream(th)
	var shown strings.Builder
	for _, piece := range []string{"Sent to <<EMA", "IL:1>> now."} {
		text, err := s.Write(ctx, piece)
		if err != nil {
			return fmt.Errorf("stream.chunk: %w", err)
		}
		shown.WriteString(text)
	}
	rest, err := s.Close(ctx)
	if err != nil {
		return fmt.Errorf("stream.chunk (end): %w", err)
	}
	shown.WriteString(rest)
	if shown.String() != "Sent to "+rotationAddress+" now." {
		return fmt.Errorf("the stream showed %q", shown.String())
	}
	call, err := c.ToolCall(ctx, th, client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": rotationToken}})
	if err != nil {
		return fmt.Errorf("tool.call: %w", err)
	}
	if call.Args["to"] != rotationAddress {
		return fmt.Errorf("tool.call gave %v", call.Args["to"])
	}
	return nil
}

// pipelineRoundTrip publishes one input and waits for its output, or for
// the error event of its input.
func pipelineRoundTrip(ctx context.Context, p *client.Pipeline, ch wire.Channel, suffix string, payload client.Payload) (*client.Output, error) {
	outs, err := p.Subscribe(ch, suffix)
	if err != nil {
		return nil, err
	}
	defer outs.Unsubscribe()
	errs, err := p.SubscribeErrors(ch)
	if err != nil {
		return nil, err
	}
	defer errs.Unsubscribe()
	seq, err := p.Publish(ctx, ch, suffix, payload)
	if err != nil {
		return nil, err
	}
	for ctx.Err() == nil {
		wait, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
		out, err := outs.Next(wait)
		cancel()
		if err == nil {
			return out, nil
		}
		wait, cancel = context.WithTimeout(ctx, 20*time.Millisecond)
		ev, err := errs.Next(wait)
		cancel()
		if err == nil && ev.Sequence == seq {
			return nil, client.EventError(ev)
		}
	}
	return nil, fmt.Errorf("no output for %s %s: %w", ch, suffix, ctx.Err())
}

func pipelineTurn(p *client.Pipeline, th string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := pipelineRoundTrip(ctx, p, wire.ModelIn, th+"-in", client.MessagesRequest{ThreadID: th,
		Messages: []client.Message{client.UserMessage("Write to " + rotationAddress + " today")}})
	if err != nil {
		return fmt.Errorf("model.in: %w", err)
	}
	in, err := out.Messages()
	if err != nil || in.Messages[0].Content != "Write to "+rotationToken+" today" {
		return fmt.Errorf("model.in gave %+v, %v", in, err)
	}
	s := p.Stream(th)
	chunks, err := p.Subscribe(wire.StreamChunk, s.ID())
	if err != nil {
		return err
	}
	defer chunks.Unsubscribe()
	for _, piece := range []string{"Sent to <<EMA", "IL:1>> now."} {
		if err := s.Write(ctx, piece); err != nil {
			return fmt.Errorf("stream.chunk: %w", err)
		}
	}
	if err := s.Close(ctx); err != nil {
		return fmt.Errorf("stream.chunk (end): %w", err)
	}
	var shown strings.Builder
	for {
		o, err := chunks.Next(ctx)
		if err != nil {
			return fmt.Errorf("stream.chunk output: %w (shown so far %q)", err, shown.String())
		}
		c, err := o.Chunk()
		if err != nil {
			return fmt.Errorf("stream.chunk: %w", err)
		}
		shown.WriteString(c.Text)
		if c.End {
			break
		}
	}
	if shown.String() != "Sent to "+rotationAddress+" now." {
		return fmt.Errorf("the stream showed %q", shown.String())
	}
	out, err = pipelineRoundTrip(ctx, p, wire.ToolCall, th+"-call", client.ToolCallRequest{ThreadID: th,
		Call: client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": rotationToken}}})
	if err != nil {
		return fmt.Errorf("tool.call: %w", err)
	}
	call, err := out.ToolCall()
	if err != nil || call.Args["to"] != rotationAddress {
		return fmt.Errorf("tool.call gave %+v, %v", call, err)
	}
	return nil
}

// bucketKeyIDs counts the bucket's values by the key id in their header
// (the records that are not encrypted, the keyring check and the health
// probe, aside).
func bucketKeyIDs(t *testing.T, js jetstream.JetStream) map[string]int {
	t.Helper()
	ctx := callCtx(t)
	kv, err := js.KeyValue(ctx, kvstore.DefaultBucket)
	if err != nil {
		t.Fatal(err)
	}
	w, err := kv.WatchAll(ctx, jetstream.IgnoreDeletes())
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	out := map[string]int{}
	for e := range w.Updates() {
		if e == nil {
			break
		}
		v := e.Value()
		if strings.HasPrefix(e.Key(), "_") || len(v) < 2 || v[0] != 1 || len(v) < 2+int(v[1]) {
			continue
		}
		out[string(v[2:2+int(v[1])])]++
	}
	return out
}

// TestKeysRotateUnderLoadAcrossThreeWorkersWithoutAFailedTurn runs the
// rotation of docs/operations.md, "Key rotation", with the worker's own
// commands, on three workers serving turns in both modes all along: add
// a key and roll the file out (one worker restarted at a time), check
// that every worker holds it, promote it and roll out again; later, a
// second rotation retires the key the first one made current, once the
// bucket holds no value under it. No turn fails, and no worker ever met a
// value under a key it lacked.
func TestKeysRotateUnderLoadAcrossThreeWorkersWithoutAFailedTurn(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the worker binary")
	}
	t.Parallel()
	s := runServer(t)
	master := filepath.Join(t.TempDir(), "keys.json")
	runWorkerCommand(t, nil, "-gen-keys", master)
	workers := make([]*rotationWorker, 3)
	for i := range workers {
		workers[i] = newRotationWorker(t, s.ClientURL())
		workers[i].rollOut(master)
		workers[i].start()
	}
	load := startRotationLoad(t, s.ClientURL(), 2)
	load.waitTurns(t, 20)

	// One step: run the command on the master file, roll the file out to
	// each worker and restart it, one at a time, under load; then every
	// worker's metrics must show the keyring the file says.
	step := func(args ...string) string {
		t.Helper()
		out := runWorkerCommand(t, nil, args...)
		for _, w := range workers {
			w.rollOut(master)
			w.stop()
			load.waitTurns(t, 4) // the other two serve meanwhile
			w.start()
			load.waitTurns(t, 4)
		}
		want := runWorkerCommand(t, nil, "-list-keys", master)
		for i, w := range workers {
			if got := keyringOf(t, w.proc.http); got != want {
				t.Fatalf("after worker %v: worker %d reports\n%s\nthe file says\n%s", args, i, got, want)
			}
		}
		return out
	}
	added := regexp.MustCompile(`added key (\S+) to`)
	m := added.FindStringSubmatch(step("-add-key", master))
	if m == nil {
		t.Fatal("-add-key printed no key id")
	}
	k2 := m[1]
	step("-promote-key", master, k2)
	turns := load.turns.Load()

	// The second rotation, to retire k2 (k1 names the bucket's keys for
	// good).
	m = added.FindStringSubmatch(step("-add-key", master))
	if m == nil {
		t.Fatal("-add-key printed no key id")
	}
	step("-promote-key", master, m[1])
	js, err := jetstream.New(connect(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	// Threads under k2 are re-encrypted at their next refresh, or expire
	// (1.5 x ttl): wait until the bucket holds nothing under k2.
	deadline := time.Now().Add(2 * time.Minute)
	for bucketKeyIDs(t, js)[k2] > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("values under %s are still in the bucket: %v", k2, bucketKeyIDs(t, js))
		}
		time.Sleep(500 * time.Millisecond)
	}
	step("-retire-key", master, k2)
	load.waitTurns(t, 20)
	load.end()

	for _, w := range workers {
		w.stop()
	}
	seen := map[string]float64{}
	for _, w := range workers {
		for k, v := range w.seen {
			seen[k] += v
		}
	}
	t.Logf("%d turns in both modes (%d during the first rotation); keys used: %v", load.turns.Load(), turns, seen)
	if n := load.failed.Load(); n > 0 {
		t.Errorf("%d of %d turns failed; the first ones:\n%s", n, load.turns.Load(), strings.Join(load.failures[:min(len(load.failures), 10)], "\n"))
	}
	// A retry may hide a failure from the turn; the worker that met a
	// value under a key it lacked counts it all the same.
	if seen["piighost_keyring_unknown_key_total"] > 0 {
		t.Errorf("a worker met values under a key it lacked: %v", seen)
	}
	if seen[`piighost_keyring_seals_total{key="`+k2+`"}`] == 0 || seen[`piighost_keyring_opens_total{key="`+k2+`"}`] == 0 {
		t.Errorf("the promoted key was not used: %v", seen)
	}
}

// keyOfInfo puts a key_info line's key first, for sorting.
func keyOfInfo(line string) string {
	if _, rest, ok := strings.Cut(line, `key="`); ok {
		return rest
	}
	return line
}

// keyringOf lists the worker's keys as -list-keys does, from its
// piighost_keyring_key_info series.
func keyringOf(t *testing.T, addr string) string {
	t.Helper()
	re := regexp.MustCompile(`^piighost_keyring_key_info\{current="(\w+)",key="([^"]+)",naming="(\w+)"\} 1$`)
	var b strings.Builder
	lines := strings.Split(metricsText(t, addr), "\n")
	slices.SortFunc(lines, func(a, b string) int { return strings.Compare(keyOfInfo(a), keyOfInfo(b)) })
	for _, line := range lines {
		m := re.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		roles := []string{}
		if m[1] == "true" {
			roles = append(roles, "current")
		}
		if m[3] == "true" {
			roles = append(roles, "naming")
		}
		if len(roles) == 0 {
			roles = append(roles, "accepted")
		}
		fmt.Fprintf(&b, "%s\t%s\n", m[2], strings.Join(roles, ","))
	}
	return b.String()
}
