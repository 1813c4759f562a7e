package natsdetect

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/detector/external"
	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/pii"
)

// startServer runs a real nats-server inside the test process.
func startServer(t *testing.T) *nats.Conn {
	t.Helper()
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server not ready")
	}
	t.Cleanup(s.Shutdown)
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return nc
}

// responder is a detector service speaking the documented msgpack format:
// it reports each capitalised word as PERSON, or as types[word], with
// code-point offsets. reply, when set, replaces the reply payload.
type responder struct {
	types    map[string]string
	reply    func(req external.AnalyzeRequest) any
	delay    time.Duration
	mu       sync.Mutex
	requests []external.AnalyzeRequest
	headers  []string
}

func (r *responder) serve(t *testing.T, nc *nats.Conn, subject string) {
	t.Helper()
	sub, err := nc.QueueSubscribe(subject, "detectors", func(m *nats.Msg) {
		var req external.AnalyzeRequest
		if err := msgpack.Unmarshal(m.Data, &req); err != nil {
			b, _ := msgpack.Marshal(map[string]string{"error": "bad request"})
			m.Respond(b)
			return
		}
		r.mu.Lock()
		r.requests = append(r.requests, req)
		r.headers = append(r.headers, m.Header.Get("Content-Type"))
		r.mu.Unlock()
		if r.delay > 0 {
			time.Sleep(r.delay)
		}
		var out any
		if r.reply != nil {
			out = r.reply(req)
		} else {
			out = analyze(req.Text, r.types)
		}
		b, err := msgpack.Marshal(out)
		if err != nil {
			t.Error(err)
			return
		}
		m.Respond(b)
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sub.Unsubscribe() })
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
}

// analyze is the responder's toy model, written the way a Python service
// would: offsets count code points.
func analyze(text string, types map[string]string) []map[string]any {
	out := []map[string]any{}
	runes := []rune(text)
	for i := 0; i < len(runes); {
		if !unicode.IsLetter(runes[i]) {
			i++
			continue
		}
		j := i
		for j < len(runes) && unicode.IsLetter(runes[j]) {
			j++
		}
		word := string(runes[i:j])
		typ, ok := types[word]
		if !ok && unicode.IsUpper(runes[i]) {
			typ, ok = "PERSON", true
		}
		if ok {
			out = append(out, map[string]any{"entity_type": typ, "start": i, "end": j, "score": 0.9})
		}
		i = j
	}
	return out
}

func TestNATSDetectConvertsCodePointsToBytes(t *testing.T) {
	t.Parallel()
	nc := startServer(t)
	r := &responder{types: map[string]string{"Zürich": "GPE"}}
	r.serve(t, nc, "pii.detect")
	d, err := New(nc, Config{Subject: "pii.detect", Language: "fr", Entities: []string{"PERSON", "GPE"}, ScoreThreshold: 0.3,
		LabelMap: map[string]string{"GPE": pii.LabelLocation}})
	if err != nil {
		t.Fatal(err)
	}
	text := "à l'été 🙂 Émile écrit à Zürich puis à Patrick"
	dets, err := d.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, x := range dets {
		if text[x.Start:x.End] != x.Text {
			t.Fatalf("%+v: Text is not text[Start:End]", x)
		}
		got[x.Text] = x.Label
	}
	if len(got) != 3 || got["Émile"] != "PERSON" || got["Zürich"] != pii.LabelLocation || got["Patrick"] != "PERSON" {
		t.Fatalf("got %v", got)
	}
	req := r.requests[0]
	if req.Text != text || req.Language != "fr" || req.ScoreThreshold != 0.3 || strings.Join(req.Entities, ",") != "PERSON,GPE" {
		t.Errorf("request %+v does not carry the configuration", req)
	}
	if r.headers[0] != "application/msgpack" {
		t.Errorf("Content-Type %q", r.headers[0])
	}
}

func TestNATSDetectNoResponders(t *testing.T) {
	t.Parallel()
	nc := startServer(t)
	d, err := New(nc, Config{Subject: "nobody.home", Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	// The server's no-responders status ends the call, not the timeout.
	_, err = d.Detect(context.Background(), "Patrick")
	if pii.CodeOf(err) != pii.CodeDetector || !errors.Is(err, nats.ErrNoResponders) {
		t.Fatalf("err = %v, want %s from no responders", err, pii.CodeDetector)
	}
}

func TestNATSDetectTimeout(t *testing.T) {
	t.Parallel()
	nc := startServer(t)
	(&responder{delay: 500 * time.Millisecond}).serve(t, nc, "slow.detect")
	d, err := New(nc, Config{Subject: "slow.detect", Timeout: 30 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.Detect(context.Background(), "Patrick")
	if pii.CodeOf(err) != pii.CodeDetector {
		t.Fatalf("err = %v, want %s", err, pii.CodeDetector)
	}
}

func TestNATSDetectBadRepliesNeverLeakText(t *testing.T) {
	t.Parallel()
	const secret = "Marguerite Yourcenar"
	cases := map[string]func(req external.AnalyzeRequest) any{
		"out of range": func(req external.AnalyzeRequest) any {
			return []map[string]any{{"entity_type": "PERSON", "start": 0, "end": 500, "score": 1.0}}
		},
		"inverted": func(req external.AnalyzeRequest) any {
			return []map[string]any{{"entity_type": "PERSON", "start": 9, "end": 3, "score": 1.0}}
		},
		"error reply quoting the text": func(req external.AnalyzeRequest) any {
			return map[string]string{"error": "cannot analyse " + req.Text}
		},
		"not an array": func(req external.AnalyzeRequest) any {
			return req.Text
		},
	}
	nc := startServer(t)
	for name, reply := range cases {
		t.Run(name, func(t *testing.T) {
			subject := "bad." + strings.ReplaceAll(name, " ", "_")
			(&responder{reply: reply}).serve(t, nc, subject)
			d, err := New(nc, Config{Subject: subject})
			if err != nil {
				t.Fatal(err)
			}
			_, err = d.Detect(context.Background(), secret)
			if pii.CodeOf(err) != pii.CodeDetector {
				t.Fatalf("err = %v, want %s", err, pii.CodeDetector)
			}
			if strings.Contains(err.Error(), "Yourcenar") {
				t.Errorf("error %q holds the text", err)
			}
		})
	}
}

func TestNATSDetectBatchKeepsOrder(t *testing.T) {
	t.Parallel()
	nc := startServer(t)
	var inFlight, peak atomic.Int32
	r := &responder{}
	r.reply = func(req external.AnalyzeRequest) any {
		n := inFlight.Add(1)
		for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
		}
		time.Sleep(5 * time.Millisecond)
		inFlight.Add(-1)
		return analyze(req.Text, nil)
	}
	// Two responders in a queue group, as a scaled-out service would run.
	r.serve(t, nc, "batch.detect")
	r.serve(t, nc, "batch.detect")
	d, err := New(nc, Config{Subject: "batch.detect", Concurrency: 2})
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"ask Anna", "", "Bob and Chloé", "nothing", "Émile", "x Dora"}
	out, err := d.DetectBatch(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Anna", "", "Bob Chloé", "", "Émile", "Dora"}
	for i, ents := range out {
		var words []string
		for _, e := range ents {
			words = append(words, texts[i][e.Start:e.End])
		}
		if strings.Join(words, " ") != want[i] {
			t.Errorf("text %d: got %q, want %q", i, words, want[i])
		}
	}
	if peak.Load() > 2 {
		t.Errorf("%d requests in flight, want at most 2", peak.Load())
	}
}

func TestNATSDetectGuardedFallsBackToGazetteer(t *testing.T) {
	t.Parallel()
	nc := startServer(t)
	d, err := New(nc, Config{Subject: "absent.detector"})
	if err != nil {
		t.Fatal(err)
	}
	gaz, err := gazetteer.New(gazetteer.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var reasons []string
	g := external.NewGuarded(d, external.GuardConfig{Budget: time.Second, Mode: external.FallbackToEmbedded, Fallback: gaz,
		OnFallback: func(reason string) { reasons = append(reasons, reason) }})
	dets, err := g.Detect(context.Background(), "Email Patrick in Paris")
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) != 2 || len(reasons) != 1 || reasons[0] != external.ReasonError {
		t.Fatalf("got %+v, reasons %v", dets, reasons)
	}
	closed := external.NewGuarded(d, external.GuardConfig{Budget: time.Second})
	if _, err := closed.Detect(context.Background(), "Email Patrick"); pii.CodeOf(err) != pii.CodeDetector {
		t.Fatalf("fail closed: err = %v", err)
	}
}

func TestNATSDetectConfigErrors(t *testing.T) {
	t.Parallel()
	nc := startServer(t)
	for _, cfg := range []Config{{}, {Subject: "a.*"}, {Subject: "a..b"}, {Subject: "a b"}, {Subject: "ok", ScoreThreshold: -1}, {Subject: "ok", Timeout: -1}} {
		if _, err := New(nc, cfg); pii.CodeOf(err) != pii.CodeConfig {
			t.Errorf("%+v: err = %v, want %s", cfg, err, pii.CodeConfig)
		}
	}
	if _, err := New(nil, Config{Subject: "ok"}); pii.CodeOf(err) != pii.CodeConfig {
		t.Errorf("nil conn: err = %v", err)
	}
}
