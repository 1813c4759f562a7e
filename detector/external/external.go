package external

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/pii"
)

// Entity is one entity found by an external detector, in byte
// offsets of the analysed text (half-open), with the label already mapped
// to the pipeline's labels.
type Entity struct {
	Start, End int
	Label      string
	Score      float64
}

// BatchDetector analyses several texts in one call. The result holds one
// entity list per text, in the order of texts. Implementations must be
// safe for concurrent use.
type BatchDetector interface {
	DetectBatch(ctx context.Context, texts []string) ([][]Entity, error)
}

// AnalyzeRequest is the body of Presidio Analyzer's POST /analyze, the
// request format every external adapter sends (JSON over HTTP, msgpack over
// NATS, same field names).
type AnalyzeRequest struct {
	Text           string   `json:"text" msgpack:"text"`
	Language       string   `json:"language" msgpack:"language"`
	Entities       []string `json:"entities,omitempty" msgpack:"entities,omitempty"`
	ScoreThreshold float64  `json:"score_threshold" msgpack:"score_threshold"`
}

// AnalyzeResult is one element of the reply to /analyze. Start and End
// count Unicode code points of the request text (half-open), as Presidio
// (a Python service) does.
type AnalyzeResult struct {
	EntityType string  `json:"entity_type" msgpack:"entity_type"`
	Start      int     `json:"start" msgpack:"start"`
	End        int     `json:"end" msgpack:"end"`
	Score      float64 `json:"score" msgpack:"score"`
}

// ConvertAnalyzeResults validates the results of /analyze for text,
// converts their code-point offsets to byte offsets, maps their entity
// types through labelMap (a type mapped to "" is dropped; an unmapped type
// is kept as is) and drops results scored below threshold. An empty or
// inverted span, or one outside the text, is a CodeDetector error that
// names the index and the offsets, never the text.
func ConvertAnalyzeResults(text string, results []AnalyzeResult, labelMap map[string]string, threshold float64) ([]Entity, error) {
	if len(results) == 0 {
		return nil, nil
	}
	// byteAt[k] is the byte offset of code point k; byteAt[n] = len(text).
	byteAt := make([]int, 0, utf8.RuneCountInString(text)+1)
	for i := range text {
		byteAt = append(byteAt, i)
	}
	byteAt = append(byteAt, len(text))
	n := len(byteAt) - 1
	out := make([]Entity, 0, len(results))
	for i, r := range results {
		if r.Start < 0 || r.End > n || r.Start >= r.End {
			return nil, &pii.Error{Code: pii.CodeDetector, Message: fmt.Sprintf(
				"external detector: result %d has span [%d,%d), outside the text of %d code points or empty", i, r.Start, r.End, n)}
		}
		if math.IsNaN(r.Score) || r.Score < threshold {
			continue
		}
		label := r.EntityType
		if mapped, ok := labelMap[label]; ok {
			label = mapped
		}
		if label == "" {
			continue
		}
		out = append(out, Entity{Start: byteAt[r.Start], End: byteAt[r.End], Label: label, Score: math.Max(0, math.Min(1, r.Score))})
	}
	return out, nil
}

// Detections turns byte-offset entities of text into Detections,
// validating their offsets: an entity outside text, empty, inverted or
// splitting a UTF-8 sequence is a CodeDetector error.
func Detections(text string, ents []Entity) ([]pii.Detection, error) {
	if len(ents) == 0 {
		return nil, nil
	}
	out := make([]pii.Detection, 0, len(ents))
	for i, e := range ents {
		if err := checkSpan(text, e.Start, e.End); err != nil {
			return nil, &pii.Error{Code: pii.CodeDetector, Message: fmt.Sprintf("external detector: entity %d: %s", i, err)}
		}
		out = append(out, pii.Detection{Start: e.Start, End: e.End, Label: e.Label, Text: text[e.Start:e.End], Confidence: e.Score})
	}
	return out, nil
}

// checkSpan reports why [start, end) is not a valid span of text, or nil.
// The message holds offsets only.
func checkSpan(text string, start, end int) error {
	switch {
	case start < 0 || end > len(text) || start >= end:
		return fmt.Errorf("span [%d,%d) is outside the text of %d bytes or empty", start, end, len(text))
	case start < len(text) && !utf8.RuneStart(text[start]), end < len(text) && !utf8.RuneStart(text[end]):
		return fmt.Errorf("span [%d,%d) splits a UTF-8 sequence", start, end)
	}
	return nil
}

// PresidioHTTPConfig configures NewPresidioHTTPDetector.
type PresidioHTTPConfig struct {
	// URL is the analyze endpoint, e.g. "http://localhost:5002/analyze".
	URL string
	// Language is sent with each text; "" means "en".
	Language string
	// Entities restricts the entity types the service looks for; empty
	// means all of them.
	Entities []string
	// ScoreThreshold is sent to the service and applied to its reply.
	ScoreThreshold float64
	// Timeout bounds each HTTP call; 0 means 10 seconds. The context's
	// deadline applies too.
	Timeout time.Duration
	// LabelMap maps the service's entity types to the pipeline's labels
	// ("GPE" → "LOCATION"); a type mapped to "" is dropped, an unmapped
	// type is kept as is.
	LabelMap map[string]string
	// Client sends the requests; nil means a client of its own.
	Client *http.Client
	// Concurrency bounds the calls in flight for one DetectBatch; 0 means 4.
	Concurrency int
	// MaxResponseBytes bounds a reply; 0 means 8 MiB.
	MaxResponseBytes int64
}

// PresidioHTTPDetector calls a service that speaks Presidio Analyzer's
// POST /analyze: {text, language, entities, score_threshold} in, a JSON
// list of {entity_type, start, end, score} out, offsets in code points.
// Presidio, or a spaCy, GLiNER or transformers sidecar that mimics it, plugs
// in unchanged. It implements Detector and BatchDetector and is safe for
// concurrent use. Its errors are *Error with CodeDetector and never hold
// the analysed text.
type PresidioHTTPDetector struct {
	cfg    PresidioHTTPConfig
	client *http.Client
}

// NewPresidioHTTPDetector checks cfg and builds the adapter. Errors are
// *Error with CodeConfig.
func NewPresidioHTTPDetector(cfg PresidioHTTPConfig) (*PresidioHTTPDetector, error) {
	u, err := url.Parse(cfg.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, pii.NewConfigError("presidio_http: url must be an absolute http or https URL")
	}
	if cfg.Timeout < 0 || cfg.Concurrency < 0 || cfg.MaxResponseBytes < 0 {
		return nil, pii.NewConfigError("presidio_http: timeout, concurrency and max_response_bytes must not be negative")
	}
	if math.IsNaN(cfg.ScoreThreshold) || cfg.ScoreThreshold < 0 || cfg.ScoreThreshold > 1 {
		return nil, pii.NewConfigError("presidio_http: score_threshold must be within [0, 1]")
	}
	if cfg.Language == "" {
		cfg.Language = "en"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	if cfg.Concurrency == 0 {
		cfg.Concurrency = 4
	}
	if cfg.MaxResponseBytes == 0 {
		cfg.MaxResponseBytes = 8 << 20
	}
	cfg.Entities = append([]string(nil), cfg.Entities...)
	labels := make(map[string]string, len(cfg.LabelMap))
	for k, v := range cfg.LabelMap {
		labels[k] = v
	}
	cfg.LabelMap = labels
	client := cfg.Client
	if client == nil {
		client = &http.Client{}
	}
	return &PresidioHTTPDetector{cfg: cfg, client: client}, nil
}

// Detect analyses one text.
func (d *PresidioHTTPDetector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	ents, err := d.analyze(ctx, text)
	if err != nil {
		return nil, err
	}
	return Detections(text, ents)
}

// DetectBatch analyses texts with up to Concurrency calls in flight (the
// /analyze endpoint takes one text per call). The first failure cancels
// the other calls and is returned.
func (d *PresidioHTTPDetector) DetectBatch(ctx context.Context, texts []string) ([][]Entity, error) {
	return RunBatch(ctx, texts, d.cfg.Concurrency, d.analyze)
}

func (d *PresidioHTTPDetector) analyze(ctx context.Context, text string) ([]Entity, error) {
	if text == "" {
		return nil, nil
	}
	body, err := json.Marshal(AnalyzeRequest{Text: text, Language: d.cfg.Language, Entities: d.cfg.Entities, ScoreThreshold: d.cfg.ScoreThreshold})
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "presidio_http: cannot encode the request"}
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.cfg.URL, bytes.NewReader(body))
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "presidio_http: cannot build the request", Err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := d.client.Do(req)
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "presidio_http: call failed", Err: err}
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		// The body may echo the text: it is not read into the error.
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, &pii.Error{Code: pii.CodeDetector, Message: fmt.Sprintf("presidio_http: service answered HTTP %d", resp.StatusCode)}
	}
	raw, err := io.ReadAll(io.LimitReader(resp.Body, d.cfg.MaxResponseBytes+1))
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "presidio_http: cannot read the reply", Err: err}
	}
	if int64(len(raw)) > d.cfg.MaxResponseBytes {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: fmt.Sprintf("presidio_http: reply exceeds %d bytes", d.cfg.MaxResponseBytes)}
	}
	var results []AnalyzeResult
	if err := json.Unmarshal(raw, &results); err != nil {
		// Decoder messages may quote the reply, which may quote the text.
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "presidio_http: reply is not a JSON list of {entity_type, start, end, score}"}
	}
	return ConvertAnalyzeResults(text, results, d.cfg.LabelMap, d.cfg.ScoreThreshold)
}

// RunBatch calls analyze for each text with at most limit calls in
// flight, and stops at the first error; it returns one entity list per
// text, in order. External detector adapters (HTTP, NATS) share it.
func RunBatch(ctx context.Context, texts []string, limit int, analyze func(context.Context, string) ([]Entity, error)) ([][]Entity, error) {
	out := make([][]Entity, len(texts))
	if len(texts) == 0 {
		return out, nil
	}
	if limit < 1 {
		limit = 1
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		firstErr error
		sem      = make(chan struct{}, limit)
	)
	for i, text := range texts {
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			ents, err := analyze(ctx, text)
			if err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = err
					cancel()
				}
				mu.Unlock()
				return
			}
			out[i] = ents
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "external detector: canceled", Err: err}
	}
	return out, nil
}

// FallbackMode chooses what a guarded detector does when its primary
// detector fails or exceeds its budget.
type FallbackMode string

// The fallback modes.
const (
	// FailClosed returns a CodeDetector error: nothing is forwarded.
	FailClosed FallbackMode = "fail_closed"
	// FallbackToEmbedded runs GuardConfig.Fallback instead.
	FallbackToEmbedded FallbackMode = "fallback"
)

// Reasons passed to GuardConfig.OnFallback and OnFailClosed: short
// codes, never text.
const (
	ReasonTimeout = "timeout" // the budget ran out
	ReasonError   = "error"   // the primary returned an error
	ReasonInvalid = "invalid" // the primary returned an invalid span
	ReasonPanic   = "panic"   // the primary panicked
)

// GuardConfig configures NewGuarded.
type GuardConfig struct {
	// Budget bounds each call to the primary detector; 0 means no bound
	// beyond the caller's context.
	Budget time.Duration
	// Mode is FailClosed (the default, also for "") or FallbackToEmbedded.
	Mode FallbackMode
	// Fallback runs when the primary fails, in FallbackToEmbedded mode.
	Fallback pii.Detector
	// OnFallback, if set, is called with a reason code each time the
	// fallback runs: log and count it.
	OnFallback func(reason string)
	// OnFailClosed, if set, is called with a reason code each time a call
	// fails closed.
	OnFailClosed func(reason string)
}

// Validate reports whether cfg is usable, as a CodeConfig *Error.
func (cfg GuardConfig) Validate() error {
	switch cfg.Mode {
	case "", FailClosed:
	case FallbackToEmbedded:
		if cfg.Fallback == nil {
			return pii.NewConfigError("external: mode \"fallback\" needs a fallback detector")
		}
	default:
		return pii.NewConfigError(fmt.Sprintf("external: unknown mode %q (want \"fail_closed\" or \"fallback\")", string(cfg.Mode)))
	}
	if cfg.Budget < 0 {
		return pii.NewConfigError("external: budget must not be negative")
	}
	return nil
}

// NewGuarded wraps primary, typically an external detector, with a
// time budget and a failure policy. When primary fails, panics, returns an
// invalid span or exceeds the budget, the guarded detector either returns a
// CodeDetector *Error (FailClosed) or returns the fallback detector's
// result (FallbackToEmbedded), calling OnFallback or OnFailClosed with the
// reason. When the caller's own context ends, it returns an error in either
// mode. A primary that ignores its context keeps running in the background
// until it returns, but the caller does not wait for it. An invalid cfg
// (see Validate) yields a detector that always fails with CodeConfig.
func NewGuarded(primary pii.Detector, cfg GuardConfig) pii.Detector {
	if err := cfg.Validate(); err != nil {
		return pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) { return nil, err })
	}
	if primary == nil {
		err := pii.NewConfigError("external: no primary detector")
		return pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) { return nil, err })
	}
	if cfg.Mode == "" {
		cfg.Mode = FailClosed
	}
	return &guardedDetector{primary: primary, cfg: cfg}
}

type guardedDetector struct {
	primary pii.Detector
	cfg     GuardConfig
}

type guardResult struct {
	dets   []pii.Detection
	err    error
	reason string
}

// Detect runs the primary within the budget, then applies the policy.
func (g *guardedDetector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	if err := ctx.Err(); err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "external: canceled", Err: err}
	}
	callCtx, cancel := ctx, context.CancelFunc(func() {})
	if g.cfg.Budget > 0 {
		callCtx, cancel = context.WithTimeout(ctx, g.cfg.Budget)
	}
	defer cancel()
	done := make(chan guardResult, 1)
	go func() {
		var res guardResult
		defer func() {
			if p := recover(); p != nil {
				res = guardResult{err: errors.New("primary detector panicked"), reason: ReasonPanic}
			}
			done <- res
		}()
		res.dets, res.err = g.primary.Detect(callCtx, text)
		if res.err != nil {
			res.reason = ReasonError
			if callCtx.Err() == context.DeadlineExceeded {
				res.reason = ReasonTimeout
			}
			return
		}
		for i, d := range res.dets {
			if err := checkSpan(text, d.Start, d.End); err != nil || d.Text != text[d.Start:d.End] || d.Label == "" {
				res = guardResult{err: fmt.Errorf("detection %d is invalid", i), reason: ReasonInvalid}
				return
			}
		}
	}()
	var res guardResult
	select {
	case res = <-done:
	case <-callCtx.Done():
		res = guardResult{err: callCtx.Err(), reason: ReasonTimeout}
	}
	if res.err == nil {
		return res.dets, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, &pii.Error{Code: pii.CodeDetector, Message: "external: canceled", Err: err}
	}
	if g.cfg.Mode == FallbackToEmbedded {
		if g.cfg.OnFallback != nil {
			g.cfg.OnFallback(res.reason)
		}
		return g.cfg.Fallback.Detect(ctx, text)
	}
	if g.cfg.OnFailClosed != nil {
		g.cfg.OnFailClosed(res.reason)
	}
	return nil, &pii.Error{Code: pii.CodeDetector, Message: "external: detector failed (" + res.reason + "), nothing forwarded", Err: res.err}
}
