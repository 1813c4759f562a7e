package external

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"

	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/pii"
)

// fakeAnalyzer is a real HTTP server speaking Presidio Analyzer's
// POST /analyze: it reports every capitalised word of the text as PERSON
// (or as the type of the words in types), in code-point offsets.
type fakeAnalyzer struct {
	types    map[string]string // word → entity type
	mu       sync.Mutex
	requests []AnalyzeRequest
	// override, when set, replaces the reply.
	override func(w http.ResponseWriter, req AnalyzeRequest) bool
}

func (f *fakeAnalyzer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/analyze" || r.Header.Get("Content-Type") != "application/json" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	var req AnalyzeRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.requests = append(f.requests, req)
	f.mu.Unlock()
	if f.override != nil && f.override(w, req) {
		return
	}
	results := []AnalyzeResult{}
	runes := []rune(req.Text)
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
		typ, ok := f.types[word]
		if !ok && unicode.IsUpper(runes[i]) {
			typ, ok = "PERSON", true
		}
		if ok {
			results = append(results, AnalyzeResult{EntityType: typ, Start: i, End: j, Score: 0.85})
		}
		i = j
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(results)
}

func newFakeAnalyzer(t *testing.T, f *fakeAnalyzer) string {
	t.Helper()
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	return srv.URL + "/analyze"
}

func TestExternalPresidioHTTPConvertsCodePointsToBytes(t *testing.T) {
	t.Parallel()
	fa := &fakeAnalyzer{types: map[string]string{"Zürich": "GPE"}}
	d, err := NewPresidioHTTPDetector(PresidioHTTPConfig{
		URL: newFakeAnalyzer(t, fa), Language: "fr", Entities: []string{"PERSON", "GPE"}, ScoreThreshold: 0.5,
		LabelMap: map[string]string{"GPE": pii.LabelLocation},
	})
	if err != nil {
		t.Fatal(err)
	}
	text := "à l'été, Émile écrit à Zürich 🙂 puis à Patrick"
	dets, err := d.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, x := range dets {
		if text[x.Start:x.End] != x.Text {
			t.Fatalf("detection %+v: Text is not text[Start:End]", x)
		}
		got[x.Text] = x.Label
	}
	want := map[string]string{"Émile": "PERSON", "Zürich": pii.LabelLocation, "Patrick": "PERSON"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%q: label %q, want %q", k, got[k], v)
		}
	}
	req := fa.requests[0]
	if req.Text != text || req.Language != "fr" || req.ScoreThreshold != 0.5 || strings.Join(req.Entities, ",") != "PERSON,GPE" {
		t.Errorf("request %+v does not carry the configuration", req)
	}
}

func TestExternalPresidioHTTPLabelMapDropsAndThreshold(t *testing.T) {
	t.Parallel()
	fa := &fakeAnalyzer{}
	fa.override = func(w http.ResponseWriter, req AnalyzeRequest) bool {
		json.NewEncoder(w).Encode([]AnalyzeResult{
			{EntityType: "PERSON", Start: 0, End: 4, Score: 0.9},
			{EntityType: "NRP", Start: 5, End: 9, Score: 0.9},
			{EntityType: "PERSON", Start: 10, End: 14, Score: 0.2},
		})
		return true
	}
	d, err := NewPresidioHTTPDetector(PresidioHTTPConfig{URL: newFakeAnalyzer(t, fa), ScoreThreshold: 0.4, LabelMap: map[string]string{"NRP": ""}})
	if err != nil {
		t.Fatal(err)
	}
	dets, err := d.Detect(context.Background(), "Anna Dutch Bobo")
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) != 1 || dets[0].Text != "Anna" || dets[0].Confidence != 0.9 {
		t.Fatalf("got %+v, want only Anna", dets)
	}
	if fa.requests[0].Language != "en" {
		t.Errorf("default language %q, want en", fa.requests[0].Language)
	}
}

func TestExternalPresidioHTTPRejectsBadSpansWithoutText(t *testing.T) {
	t.Parallel()
	const secret = "Jean-Baptiste Poquelin"
	for name, results := range map[string][]AnalyzeResult{
		"out of range": {{EntityType: "PERSON", Start: 0, End: 999, Score: 1}},
		"inverted":     {{EntityType: "PERSON", Start: 5, End: 2, Score: 1}},
		"empty":        {{EntityType: "PERSON", Start: 3, End: 3, Score: 1}},
		"negative":     {{EntityType: "PERSON", Start: -1, End: 2, Score: 1}},
	} {
		t.Run(name, func(t *testing.T) {
			fa := &fakeAnalyzer{override: func(w http.ResponseWriter, req AnalyzeRequest) bool {
				json.NewEncoder(w).Encode(results)
				return true
			}}
			d, err := NewPresidioHTTPDetector(PresidioHTTPConfig{URL: newFakeAnalyzer(t, fa)})
			if err != nil {
				t.Fatal(err)
			}
			_, err = d.Detect(context.Background(), secret)
			if pii.CodeOf(err) != pii.CodeDetector {
				t.Fatalf("err = %v, want code %s", err, pii.CodeDetector)
			}
			if strings.Contains(err.Error(), "Poquelin") {
				t.Errorf("error %q holds the text", err)
			}
		})
	}
}

func TestExternalPresidioHTTPFailuresNeverHoldText(t *testing.T) {
	t.Parallel()
	const secret = "Marguerite Yourcenar"
	cases := map[string]func(w http.ResponseWriter, req AnalyzeRequest) bool{
		"http 500 echoing the text": func(w http.ResponseWriter, req AnalyzeRequest) bool {
			http.Error(w, "cannot analyze "+req.Text, http.StatusInternalServerError)
			return true
		},
		"not json": func(w http.ResponseWriter, req AnalyzeRequest) bool {
			w.Write([]byte(req.Text))
			return true
		},
		"object instead of list": func(w http.ResponseWriter, req AnalyzeRequest) bool {
			json.NewEncoder(w).Encode(map[string]string{"error": req.Text})
			return true
		},
	}
	for name, override := range cases {
		t.Run(name, func(t *testing.T) {
			d, err := NewPresidioHTTPDetector(PresidioHTTPConfig{URL: newFakeAnalyzer(t, &fakeAnalyzer{override: override})})
			if err != nil {
				t.Fatal(err)
			}
			_, err = d.Detect(context.Background(), secret)
			if pii.CodeOf(err) != pii.CodeDetector {
				t.Fatalf("err = %v, want code %s", err, pii.CodeDetector)
			}
			if strings.Contains(err.Error(), "Yourcenar") {
				t.Errorf("error %q holds the text", err)
			}
		})
	}
}

func TestExternalPresidioHTTPTimeout(t *testing.T) {
	t.Parallel()
	release := make(chan struct{})
	defer close(release)
	fa := &fakeAnalyzer{override: func(w http.ResponseWriter, req AnalyzeRequest) bool {
		<-release
		return false
	}}
	d, err := NewPresidioHTTPDetector(PresidioHTTPConfig{URL: newFakeAnalyzer(t, fa), Timeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	// The service answers once the test ends: only the 50 ms timeout can
	// make this call fail.
	_, err = d.Detect(context.Background(), "Patrick")
	if pii.CodeOf(err) != pii.CodeDetector {
		t.Fatalf("err = %v, want code %s", err, pii.CodeDetector)
	}
}

func TestExternalPresidioHTTPBatchKeepsOrder(t *testing.T) {
	t.Parallel()
	var inFlight, peak atomic.Int32
	fa := &fakeAnalyzer{}
	fa.override = func(w http.ResponseWriter, req AnalyzeRequest) bool {
		n := inFlight.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(5 * time.Millisecond)
		inFlight.Add(-1)
		return false
	}
	d, err := NewPresidioHTTPDetector(PresidioHTTPConfig{URL: newFakeAnalyzer(t, fa), Concurrency: 3})
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"ask Anna", "", "Bob and Chloé", "nothing here", "Émile", "x Dora", "y Eve", "z Fay"}
	out, err := d.DetectBatch(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != len(texts) {
		t.Fatalf("got %d results for %d texts", len(out), len(texts))
	}
	for i, ents := range out {
		var words []string
		for _, e := range ents {
			words = append(words, texts[i][e.Start:e.End])
		}
		want := map[int]string{0: "Anna", 2: "Bob Chloé", 4: "Émile", 5: "Dora", 6: "Eve", 7: "Fay"}[i]
		if strings.Join(words, " ") != want {
			t.Errorf("text %d: got %q, want %q", i, words, want)
		}
	}
	if peak.Load() > 3 {
		t.Errorf("%d calls in flight, want at most 3", peak.Load())
	}
}

func TestExternalPresidioHTTPConfigErrors(t *testing.T) {
	for _, cfg := range []PresidioHTTPConfig{
		{},
		{URL: "localhost:5002/analyze"},
		{URL: "ftp://host/analyze"},
		{URL: "http://host/analyze", ScoreThreshold: 2},
		{URL: "http://host/analyze", Timeout: -time.Second},
	} {
		if _, err := NewPresidioHTTPDetector(cfg); pii.CodeOf(err) != pii.CodeConfig {
			t.Errorf("%+v: err = %v, want code %s", cfg, err, pii.CodeConfig)
		}
	}
}

func TestExternalConvertAnalyzeResults(t *testing.T) {
	text := "日本の東京にいるMarie"
	ents, err := ConvertAnalyzeResults(text, []AnalyzeResult{{EntityType: "LOCATION", Start: 3, End: 5, Score: 0.7}, {EntityType: "PERSON", Start: 8, End: 13, Score: 1.5}}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := text[ents[0].Start:ents[0].End]; got != "東京" {
		t.Errorf("got %q, want 東京", got)
	}
	if got := text[ents[1].Start:ents[1].End]; got != "Marie" || ents[1].Score != 1 {
		t.Errorf("got %q score %v, want Marie 1", got, ents[1].Score)
	}
	if _, err := Detections(text, []Entity{{Start: 1, End: 3, Label: "X"}}); pii.CodeOf(err) != pii.CodeDetector {
		t.Errorf("a span splitting a UTF-8 sequence: err = %v, want %s", err, pii.CodeDetector)
	}
}

// stubDetector is a Detector for the guard's tests.
type stubDetector struct {
	delay time.Duration
	dets  []pii.Detection
	err   error
	panic bool
}

func (s stubDetector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	if s.panic {
		panic("boom")
	}
	if s.delay > 0 {
		select {
		case <-time.After(s.delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	return s.dets, s.err
}

func TestExternalGuardFailsClosedOnTimeout(t *testing.T) {
	var reasons []string
	g := NewGuarded(stubDetector{delay: time.Second}, GuardConfig{Budget: 20 * time.Millisecond, OnFailClosed: func(r string) { reasons = append(reasons, r) }})
	_, err := g.Detect(context.Background(), "Call Patrick")
	if pii.CodeOf(err) != pii.CodeDetector || !errors.Is(err, pii.ErrDetector) {
		t.Fatalf("err = %v, want %s", err, pii.CodeDetector)
	}
	if strings.Contains(err.Error(), "Patrick") {
		t.Errorf("error %q holds the text", err)
	}
	if len(reasons) != 1 || reasons[0] != ReasonTimeout {
		t.Errorf("reasons %v, want [timeout]", reasons)
	}
}

func TestExternalGuardFallsBackAndReports(t *testing.T) {
	text := "Email Patrick in Paris"
	fallback := stubDetector{dets: []pii.Detection{{Start: 6, End: 13, Label: pii.LabelPerson, Text: "Patrick", Confidence: 0.7}}}
	cases := map[string]struct {
		primary pii.Detector
		reason  string
	}{
		"timeout":      {stubDetector{delay: 10 * time.Second}, ReasonTimeout},
		"error":        {stubDetector{err: errors.New("connection refused")}, ReasonError},
		"panic":        {stubDetector{panic: true}, ReasonPanic},
		"invalid span": {stubDetector{dets: []pii.Detection{{Start: 10, End: 99, Label: "X"}}}, ReasonInvalid},
		"wrong text":   {stubDetector{dets: []pii.Detection{{Start: 0, End: 5, Label: "X", Text: "other"}}}, ReasonInvalid},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			var reasons []string
			// A generous budget, except for the timeout case, so that a busy
			// machine cannot turn an error into a timeout.
			budget := 5 * time.Second
			if c.reason == ReasonTimeout {
				budget = 20 * time.Millisecond
			}
			g := NewGuarded(c.primary, GuardConfig{Budget: budget, Mode: FallbackToEmbedded, Fallback: fallback,
				OnFallback: func(r string) { reasons = append(reasons, r) }})
			dets, err := g.Detect(context.Background(), text)
			if err != nil {
				t.Fatal(err)
			}
			if len(dets) != 1 || dets[0].Text != "Patrick" {
				t.Errorf("got %+v, want the fallback's detection", dets)
			}
			if len(reasons) != 1 || reasons[0] != c.reason {
				t.Errorf("reasons %v, want [%s]", reasons, c.reason)
			}
		})
	}
}

func TestExternalGuardPassesPrimaryResult(t *testing.T) {
	want := []pii.Detection{{Start: 0, End: 5, Label: pii.LabelPerson, Text: "Alice", Confidence: 0.9}}
	called := false
	g := NewGuarded(stubDetector{dets: want}, GuardConfig{Budget: time.Second, Mode: FallbackToEmbedded,
		Fallback: stubDetector{}, OnFallback: func(string) { called = true }})
	got, err := g.Detect(context.Background(), "Alice")
	if err != nil || len(got) != 1 || got[0] != want[0] || called {
		t.Fatalf("got %+v, %v (fallback called: %v)", got, err, called)
	}
}

func TestExternalGuardCallerCancelIsAnError(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := NewGuarded(stubDetector{}, GuardConfig{Mode: FallbackToEmbedded, Fallback: stubDetector{}})
	if _, err := g.Detect(ctx, "text"); pii.CodeOf(err) != pii.CodeDetector {
		t.Fatalf("err = %v, want %s", err, pii.CodeDetector)
	}
}

func TestExternalGuardInvalidConfig(t *testing.T) {
	for _, cfg := range []GuardConfig{
		{Mode: FallbackToEmbedded},
		{Mode: "maybe"},
		{Budget: -time.Second},
	} {
		if err := cfg.Validate(); pii.CodeOf(err) != pii.CodeConfig {
			t.Errorf("%+v: Validate = %v, want %s", cfg, err, pii.CodeConfig)
		}
		if _, err := NewGuarded(stubDetector{}, cfg).Detect(context.Background(), "x"); pii.CodeOf(err) != pii.CodeConfig {
			t.Errorf("%+v: Detect = %v, want %s", cfg, err, pii.CodeConfig)
		}
	}
}

func TestExternalGuardWithPresidioHTTPFallsBackToGazetteer(t *testing.T) {
	t.Parallel()
	fa := &fakeAnalyzer{override: func(w http.ResponseWriter, req AnalyzeRequest) bool {
		http.Error(w, "model not loaded", http.StatusServiceUnavailable)
		return true
	}}
	primary, err := NewPresidioHTTPDetector(PresidioHTTPConfig{URL: newFakeAnalyzer(t, fa)})
	if err != nil {
		t.Fatal(err)
	}
	gaz, err := gazetteer.New(gazetteer.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var fallbacks atomic.Int32
	g := NewGuarded(primary, GuardConfig{Budget: time.Second, Mode: FallbackToEmbedded, Fallback: gaz,
		OnFallback: func(reason string) { fallbacks.Add(1) }})
	dets, err := g.Detect(context.Background(), "Email Patrick in Paris")
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) != 2 || fallbacks.Load() != 1 {
		t.Fatalf("got %+v after %d fallbacks, want PERSON and LOCATION after 1", dets, fallbacks.Load())
	}
}
