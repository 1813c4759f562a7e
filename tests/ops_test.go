package tests

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

func TestTheServiceIsDiscoverable(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} })
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	// On the plain subject, which micro's statistics count (a thread
	// partition's requests are counted by the worker's metrics).
	if _, err := newServiceChannels(t, nc, client.WithoutAffinity()).c.ModelIn(callCtx(t), "t", []client.Message{client.UserMessage("hi")}); err != nil {
		t.Fatal(err)
	}
	var info struct {
		Name      string `json:"name"`
		Version   string `json:"version"`
		Endpoints []struct {
			Name       string `json:"name"`
			Subject    string `json:"subject"`
			QueueGroup string `json:"queue_group"`
		} `json:"endpoints"`
	}
	msg, err := nc.Request("$SRV.INFO.piighost", nil, callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(msg.Data, &info); err != nil {
		t.Fatal(err)
	}
	var subjects []string
	for _, e := range info.Endpoints {
		subjects = append(subjects, e.Subject)
		if e.QueueGroup != "piighost" {
			t.Errorf("endpoint %s queue group %q", e.Name, e.QueueGroup)
		}
	}
	want := "piighost.model.in piighost.model.out piighost.tool.call piighost.tool.result piighost.stream.chunk piighost.thread.forget piighost.thread.correct"
	if info.Name != "piighost" || strings.Join(subjects, " ") != want {
		t.Errorf("info = %+v", info)
	}
	// nats micro stats: every instance answers, and micro counts a request
	// once its handler returned (just after the reply went out).
	waitFor(t, func() bool { return modelInRequests(t, nc, cfg.Worker.Instances) == 1 })
}

// TestTheServiceInfoPublishesTheStrategies: clients check the strategies
// they expect against the ones the worker applies, from $SRV.INFO.
func TestTheServiceInfoPublishesTheStrategies(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Strategies.Invented = strategy.InventedDrop
		c.Strategies.Assistant = strategy.AssistantIgnore
		c.Strategies.Tools = map[string]strategy.ToolCallStrategy{"crm.lookup": strategy.ToolInput}
	}))
	msg, err := connect(t, s.ClientURL()).Request("$SRV.INFO.piighost", nil, callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	var info struct {
		Metadata map[string]string `json:"metadata"`
	}
	if err := json.Unmarshal(msg.Data, &info); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"prefix": "piighost", "max_payload": "1048576",
		"strategy.tool": "full", "strategy.invented": "drop", "strategy.assistant": "ignore",
		"strategy.tool.crm.lookup": "input",
	}
	for k, v := range want {
		if got := info.Metadata[k]; got != v {
			t.Errorf("metadata[%q] = %q, want %q", k, got, v)
		}
	}
}

// modelInRequests sums model_in's request count over every instance.
func modelInRequests(t *testing.T, nc *nats.Conn, instances int) int {
	inbox := nats.NewInbox()
	sub, _ := nc.SubscribeSync(inbox)
	defer sub.Unsubscribe()
	if err := nc.PublishRequest("$SRV.STATS.piighost", inbox, nil); err != nil {
		t.Fatal(err)
	}
	total := 0
	for i := 0; i < instances; i++ {
		m, err := sub.NextMsg(callTimeout)
		if err != nil {
			t.Fatalf("stats reply %d: %v", i, err)
		}
		var stats struct {
			Endpoints []struct {
				Name        string `json:"name"`
				NumRequests int    `json:"num_requests"`
			} `json:"endpoints"`
		}
		json.Unmarshal(m.Data, &stats)
		for _, e := range stats.Endpoints {
			if e.Name == "model_in" {
				total += e.NumRequests
			}
		}
	}
	return total
}

func TestJSONRequestsGetJSONReplies(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} })
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	req := nats.NewMsg("piighost.model.in")
	req.Header.Set("Content-Type", "application/json")
	req.Data = []byte(`{"thread_id":"demo","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`)
	msg, err := nc.RequestMsg(req, callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(msg.Data); got != `{"thread_id":"demo","messages":[{"role":"user","content":"Write to <<EMAIL:1>>"}],"changed":true}` {
		t.Errorf("reply = %s", got)
	}
	back := nats.NewMsg("piighost.model.out")
	back.Header.Set("Content-Type", "application/json")
	back.Data = []byte(`{"thread_id":"demo","messages":[{"role":"assistant","content":"Sent to <<EMAIL:1>>."}]}`)
	msg, err = nc.RequestMsg(back, callTimeout)
	if err != nil || !strings.Contains(string(msg.Data), `"content":"Sent to jane.doe@example.com."`) {
		t.Errorf("model.out = %s, %v", msg.Data, err)
	}
}

func TestPipelineFailuresGoToTheErrorSubjectWithMetadataOnly(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} })
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	errs, _ := nc.SubscribeSync("piighost.errors.model.in")
	outs, _ := nc.SubscribeSync("piighost.safe.model.in.>")
	secret := "patrick@example.com"
	ack, err := js.Publish(context.Background(), "piighost.clear.model.in.x", pack(t, M{"thread_id": "conv-9", "messages": L{M{"role": "nobody", "content": secret}}}))
	if err != nil {
		t.Fatal(err)
	}
	m, err := errs.NextMsg(callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	var ev wire.ErrorEvent
	if err := json.Unmarshal(m.Data, &ev); err != nil {
		t.Fatal(err)
	}
	if ev.Code != "bad_request" || ev.Sequence != ack.Sequence || ev.Channel != "model.in" {
		t.Errorf("event = %+v", ev)
	}
	// The thread is named by the digest the thread store keys it by, never
	// in clear: a thread id may hold personal data.
	kr, err := kvstore.LoadKeyringFile(keysPath)
	if err != nil {
		t.Fatal(err)
	}
	if want := kr.ThreadDigest("conv-9"); ev.ThreadDigest != want {
		t.Errorf("thread digest = %q, want %q", ev.ThreadDigest, want)
	}
	for _, clear := range []string{secret, "conv-9"} {
		if strings.Contains(string(m.Data), clear) || strings.Contains(fmt.Sprint(m.Header), clear) {
			t.Errorf("event leaks %q: %s %v", clear, m.Data, m.Header)
		}
	}
	if m.Header.Get(wire.HeaderErrorCode) != "bad_request" {
		t.Errorf("event lacks its header: %v", m.Header)
	}
	if _, err := outs.NextMsg(200 * time.Millisecond); err == nil {
		t.Error("a failed de-identification published an output")
	}
	// The input is kept, not dropped.
	stream, _ := js.Stream(context.Background(), wire.InputStream)
	if _, err := stream.GetMsg(context.Background(), ack.Sequence); err != nil {
		t.Errorf("failed input not kept: %v", err)
	}
}

func TestAKilledPipelineWorkerLosesAndDuplicatesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): kills a worker mid-flight")
	}
	t.Parallel()
	s := runServer(t)
	mutate := func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.Timeout = durationOf(t, "500ms") // ack wait 1 s: quick redelivery after the kill
	}
	a, err := worker.Start(context.Background(), testConfig(t, s.ClientURL(), mutate), worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	p := newPipelineChannels(t, nc).p
	const n = 300
	seen := map[string]int{}
	var mu sync.Mutex
	sub, _ := nc.Subscribe("piighost.safe.model.in.>", func(m *nats.Msg) {
		mu.Lock()
		seen[m.Header.Get("Nats-Msg-Id")]++
		mu.Unlock()
	})
	defer sub.Unsubscribe()
	for i := range n {
		req := client.MessagesRequest{ThreadID: fmt.Sprintf("t%d", i%7), Messages: []client.Message{client.UserMessage(fmt.Sprintf("mail u%d@example.com", i))}}
		if _, err := p.Publish(callCtx(t), wire.ModelIn, fmt.Sprintf("m%d", i), req, client.WithMsgID(fmt.Sprintf("in-%d", i))); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(seen) >= n/5 })
	a.Kill() // mid-flight: some inputs fetched, some outputs stored but not acked
	startWorker(t, testConfig(t, s.ClientURL(), mutate))
	out, _ := js.Stream(context.Background(), wire.SafeOutputStream)
	in, _ := js.Stream(context.Background(), wire.InputStream)
	// Every input acked (an output is stored before its input is acked),
	// none waiting: no output, late duplicate or not, is still to come.
	waitFor(t, func() bool {
		info, err := out.Info(context.Background(), jetstream.WithSubjectFilter("piighost.safe.model.in.>"))
		return err == nil && info.State.Msgs >= n && inputsSettled(in)
	})
	info, _ := out.Info(context.Background(), jetstream.WithSubjectFilter("piighost.safe.model.in.>"))
	if info.State.Msgs != n {
		t.Errorf("output stream holds %d outputs, want exactly %d", info.State.Msgs, n)
	}
	ids := map[string]bool{}
	cons, _ := out.OrderedConsumer(context.Background(), jetstream.OrderedConsumerConfig{FilterSubjects: []string{"piighost.safe.model.in.>"}})
	batch, _ := cons.Fetch(n, jetstream.FetchMaxWait(5*time.Second))
	for m := range batch.Messages() {
		ids[m.Headers().Get("Nats-Msg-Id")] = true
	}
	if len(ids) != n {
		t.Errorf("%d distinct outputs, want %d", len(ids), n)
	}
}

// inputsSettled tells whether every consumer of the input stream has
// delivered all its messages and had them all acked. It reads the whole
// listing, whose goroutine ends only then.
func inputsSettled(in jetstream.Stream) bool {
	consumers := in.ListConsumers(context.Background())
	settled := true
	for info := range consumers.Info() {
		settled = settled && info.NumPending == 0 && info.NumAckPending == 0
	}
	return settled && consumers.Err() == nil
}

func TestHealthAndMetrics(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	w := startWorker(t, testConfig(t, s.ClientURL()))
	nc := connect(t, s.ClientURL())
	if _, err := newServiceChannels(t, nc).c.ModelIn(callCtx(t), "t", []client.Message{client.UserMessage("a@example.com")}); err != nil {
		t.Fatal(err)
	}
	nc.Request("piighost.model.in", []byte{0xc1}, callTimeout) // malformed: counted as bad_request

	resp, err := http.Get("http://" + w.HTTPAddr() + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	var h worker.Health
	json.NewDecoder(resp.Body).Decode(&h)
	resp.Body.Close()
	if resp.StatusCode != 200 || h.Status != "ok" || h.NATS != "CONNECTED" || h.Store != "ok" || !h.Ready {
		t.Errorf("healthz %d %+v", resp.StatusCode, h)
	}
	if resp, err := http.Get("http://" + w.HTTPAddr() + "/readyz"); err != nil || resp.StatusCode != 200 {
		t.Errorf("readyz: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	metrics := func() string {
		resp, err := http.Get("http://" + w.HTTPAddr() + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return string(body)
	}
	// A request is counted once its handler returns, just after the reply.
	waitFor(t, func() bool {
		return strings.Contains(metrics(), `piighost_messages_total{channel="model.in",mode="service"} 2`)
	})
	body := metrics()
	mustContain(t, body,
		`piighost_messages_total{channel="model.in",mode="service"} 2`,
		`piighost_errors_total{channel="model.in",code="bad_request",mode="service"} 1`,
		`piighost_latency_seconds_bucket{channel="model.in",mode="service"`,
	)
	mustContain(t, body, "piighost_store_conflicts_total", "piighost_store_cache_hits_total", "piighost_store_watching_bucket 0", "piighost_store_gaps_lost_total 0",
		`piighost_build_info{goversion="go1.`, `version="`+worker.Version+`"} 1`)
	// What the cache holds, by kind: the thread that served both requests.
	mustContain(t, body, `piighost_cache_held_bytes{kind="entries"}`, `piighost_cache_held_bytes{kind="renders"}`, "piighost_cache_memo_drops_total 0")
	if strings.Contains(body, "a@example.com") {
		t.Error("metrics leak content")
	}
}

func TestShutdownLetsInFlightRequestsFinish(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	// A slow external NER service on NATS holds requests in flight.
	release := make(chan struct{})
	slow, err := nc.Subscribe("ner.slow", func(m *nats.Msg) {
		<-release
		m.Respond(pack(t, L{}))
	})
	if err != nil {
		t.Fatal(err)
	}
	defer slow.Unsubscribe()
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Detector.Detectors = append(c.Detector.Detectors, pipelineNATSDetector("ner.slow"))
	})
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		t.Fatal(err)
	}
	reply := make(chan client.MessagesReply, 1)
	c := newServiceChannels(t, nc, client.WithRetries(0)).c
	go func() {
		r, _ := c.ModelIn(context.Background(), "t", []client.Message{client.UserMessage("mail a@example.com")})
		reply <- r
	}()
	waitFor(t, func() bool { n, _ := slow.Delivered(); return n > 0 })
	done := make(chan error, 1)
	go func() {
		done <- w.Shutdown(callCtx(t))
	}()
	// The worker drains (its health says "stopping") with the request
	// still held by the detector.
	waitFor(t, func() bool { return w.Check(callCtx(t)).Status == "stopping" })
	close(release)
	if r := <-reply; text(r, 0) != "mail <<EMAIL:1>>" {
		t.Fatalf("in-flight request lost: %+v", r)
	}
	if err := <-done; err != nil {
		t.Errorf("shutdown: %v", err)
	}
}

// TestServiceRequestsRunConcurrentlyUpToMaxInflight: a request waiting on
// a slow detector does not hold up the next one on the same endpoint, up
// to [worker] max_inflight; past it, requests wait their turn, and the
// metrics say so.
func TestServiceRequestsRunConcurrentlyUpToMaxInflight(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	held, releaseAll := holdSlowDetections(t, nc)
	w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Worker.Instances = 1
		c.Worker.MaxInflight = 2
		// The test releases the held requests itself: no clock may fail
		// them first, however slow the machine.
		c.Worker.Timeout = config.DurationOf(10 * time.Minute)
		withHeldDetector(c)
	}))
	t.Cleanup(releaseAll) // before the worker's shutdown, should the test stop early
	ask := func(text string) <-chan string {
		out := make(chan string, 1)
		go func() {
			m, err := nc.Request("piighost.model.in", pack(t, M{"thread_id": newThread(), "messages": L{user(text)}}), 10*time.Minute)
			if err != nil {
				out <- err.Error()
				return
			}
			rep := unpack(t, m.Data)
			if _, ok := rep["messages"].(L); !ok {
				out <- fmt.Sprintf("error reply %v", rep["error"])
				return
			}
			out <- fmt.Sprint(contentOf(rep, 0))
		}()
		return out
	}
	metric := func(line string) bool { return strings.Contains(metricsOf(t, w), line+"\n") }
	first := ask("slow one, mail a@example.com")
	waitFor(t, func() bool { return held.Load() == 1 })
	if got := <-ask("fast, mail b@example.com"); got != "fast, mail <<EMAIL:1>>" {
		t.Fatalf("a request behind a held one: %q", got)
	}
	second := ask("slow two, mail c@example.com")
	waitFor(t, func() bool { return held.Load() == 2 && metric("piighost_service_inflight 2") })
	// The second may have counted as queued already: it can arrive while
	// the slot of the fast one is still on its way back.
	queued := metricValue(t, w, "piighost_service_queued_total")
	third := ask("fast again, mail d@example.com")
	waitFor(t, func() bool { return metricValue(t, w, "piighost_service_queued_total") == queued+1 })
	releaseAll()
	for _, r := range []<-chan string{first, second, third} {
		if got := <-r; !strings.Contains(got, "<<EMAIL:1>>") {
			t.Errorf("reply %q", got)
		}
	}
	if !metric("piighost_service_inflight_limit 2") {
		t.Error("the limit is not exported")
	}
}

// TestTheThreadDigestCommandPrintsWhatErrorEventsCarry: operators find the
// conversation of an error event by computing its digest from a thread id.
func TestTheThreadDigestCommandPrintsWhatErrorEventsCarry(t *testing.T) {
	t.Parallel()
	kr, err := kvstore.LoadKeyringFile(keysPath)
	if err != nil {
		t.Fatal(err)
	}
	out := runWorkerCommand(t, []string{"PIIGHOST_KEYS=", "PIIGHOST_KEYS_FILE="}, "-nats-url", "nats://127.0.0.1:1", "-keys-file", keysPath, "-thread-digest", "conv-9")
	if got := strings.TrimSpace(out); got != kr.ThreadDigest("conv-9") {
		t.Errorf("worker -thread-digest conv-9 = %q, want %q", got, kr.ThreadDigest("conv-9"))
	}
}

// TestPipelineInputsRunConcurrentlyUpToMaxInflight: in pipeline mode too,
// an input waiting on a slow detector does not hold up the next one, up
// to [worker] max_inflight runners over every route; past it, inputs wait
// their turn, and the metrics say so. Nothing is lost on the way.
func TestPipelineInputsRunConcurrentlyUpToMaxInflight(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	nc := connect(t, s.ClientURL())
	held, releaseAll := holdSlowDetections(t, nc)
	w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.MaxInflight = 2
		// The test releases the held inputs itself: no clock may fail
		// or redeliver them first, however slow the machine.
		c.Worker.Timeout = config.DurationOf(10 * time.Minute)
		withHeldDetector(c)
	}))
	t.Cleanup(releaseAll) // before the worker's shutdown, should the test stop early
	js, _ := jetstream.New(nc)
	outs, err := nc.SubscribeSync("piighost.safe.model.in.>")
	if err != nil {
		t.Fatal(err)
	}
	publish := func(id, text string) {
		t.Helper()
		if _, err := js.Publish(callCtx(t), "piighost.clear.model.in."+id, pack(t, M{"thread_id": newThread(), "messages": L{user(text)}})); err != nil {
			t.Fatal(err)
		}
	}
	next := func() (subject, text string) {
		t.Helper()
		m, err := outs.NextMsg(time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		return m.Subject, fmt.Sprint(contentOf(unpack(t, m.Data), 0))
	}
	metric := func(line string) bool { return strings.Contains(metricsOf(t, w), line+"\n") }
	publish("s1", "slow one, mail a@example.com")
	waitFor(t, func() bool { return held.Load() == 1 })
	publish("f1", "fast, mail b@example.com")
	if subj, got := next(); subj != "piighost.safe.model.in.f1" || got != "fast, mail <<EMAIL:1>>" {
		t.Fatalf("an input behind a held one: %s %q", subj, got)
	}
	publish("s2", "slow two, mail c@example.com")
	waitFor(t, func() bool { return held.Load() == 2 && metric("piighost_pipeline_inflight 2") })
	// s2 may have counted as queued already: it can arrive while the
	// runner that handled f1 is still on its way back to the pool.
	queued := metricValue(t, w, "piighost_pipeline_queued_total")
	publish("f2", "fast again, mail d@example.com")
	waitFor(t, func() bool { return metricValue(t, w, "piighost_pipeline_queued_total") == queued+1 })
	if held.Load() != 2 {
		t.Errorf("%d inputs reached the detector's slow path, want 2", held.Load())
	}
	releaseAll()
	got := map[string]string{}
	for range 3 {
		subj, text := next()
		got[subj] = text
	}
	for id, want := range map[string]string{"s1": "slow one, mail <<EMAIL:1>>", "s2": "slow two, mail <<EMAIL:1>>", "f2": "fast again, mail <<EMAIL:1>>"} {
		if got["piighost.safe.model.in."+id] != want {
			t.Errorf("output of %s = %q, want %q (all: %v)", id, got["piighost.safe.model.in."+id], want, got)
		}
	}
	if !metric("piighost_pipeline_inflight_limit 2") {
		t.Error("the limit is not exported")
	}
	waitFor(t, func() bool { return metric("piighost_pipeline_inflight 0") })
	// The route's series, bound once when consuming starts, count every
	// input.
	if n := metricValue(t, w, `piighost_messages_total{channel="model.in",mode="pipeline"}`); n != 4 {
		t.Errorf("pipeline-mode model.in messages counted: %v, want 4", n)
	}
}

// holdSlowDetections answers the NATS detector on ner.sometimes with no
// detection, at once, except for texts holding "slow": those it holds
// until releaseAll (called by the test, or registered by it with
// t.Cleanup after its worker starts, so that it runs before the worker's
// shutdown). held counts the texts held.
func holdSlowDetections(t *testing.T, nc *nats.Conn) (held *atomic.Int64, releaseAll func()) {
	t.Helper()
	held = new(atomic.Int64)
	release := make(chan struct{})
	slow, err := nc.Subscribe("ner.sometimes", func(m *nats.Msg) {
		go func() {
			if bytes.Contains(m.Data, []byte("slow")) {
				held.Add(1)
				<-release
			}
			m.Respond(pack(t, L{}))
		}()
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = slow.Unsubscribe() })
	var once sync.Once
	return held, func() { once.Do(func() { close(release) }) }
}

// withHeldDetector adds the NATS detector holdSlowDetections answers, with
// a timeout no test outlives: the test releases what it holds itself.
func withHeldDetector(c *config.Config) {
	held := pipelineNATSDetector("ner.sometimes")
	held.ExternalOptions.Timeout = config.DurationOf(10 * time.Minute)
	c.Detector.Detectors = append(c.Detector.Detectors, held)
}

// metricValue is the value of the worker's series name (a metric and its
// labels, if it has any).
func metricValue(t *testing.T, w *worker.Worker, name string) float64 {
	t.Helper()
	for _, line := range strings.Split(metricsOf(t, w), "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			n, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			return n
		}
	}
	t.Fatalf("%s is not exported", name)
	return 0
}
