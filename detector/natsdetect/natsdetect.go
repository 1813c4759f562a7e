package natsdetect

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/detector/external"
	"github.com/piighost/piighost-nats/pii"
)

// Config configures New.
type Config struct {
	// Subject is the subject the detector service listens on.
	Subject string
	// Timeout bounds each request; 0 means 10 seconds. The context's
	// deadline applies too.
	Timeout time.Duration
	// Language is sent with each text; "" means "en".
	Language string
	// Entities restricts the entity types asked for; empty means all.
	Entities []string
	// ScoreThreshold is sent to the service and applied to its reply.
	ScoreThreshold float64
	// LabelMap maps the service's entity types to the pipeline's labels; a
	// type mapped to "" is dropped, an unmapped type is kept as is.
	LabelMap map[string]string
	// Concurrency bounds the requests in flight for one DetectBatch; 0
	// means 8.
	Concurrency int
}

// Detector is a pii.Detector and external.BatchDetector backed by a
// NATS request/reply service. It is safe for concurrent use.
type Detector struct {
	nc  *nats.Conn
	cfg Config
}

// New checks cfg and builds the adapter on an open connection. Errors are
// *pii.Error with CodeConfig.
func New(nc *nats.Conn, cfg Config) (*Detector, error) {
	if nc == nil {
		return nil, configErr("natsdetect: no NATS connection")
	}
	if cfg.Subject == "" || strings.ContainsAny(cfg.Subject, " \t\r\n") || strings.HasPrefix(cfg.Subject, ".") ||
		strings.HasSuffix(cfg.Subject, ".") || strings.Contains(cfg.Subject, "..") || strings.ContainsAny(cfg.Subject, "*>") {
		return nil, configErr("natsdetect: subject must be a valid subject without wildcards")
	}
	if cfg.Timeout < 0 || cfg.Concurrency < 0 {
		return nil, configErr("natsdetect: timeout and concurrency must not be negative")
	}
	if math.IsNaN(cfg.ScoreThreshold) || cfg.ScoreThreshold < 0 || cfg.ScoreThreshold > 1 {
		return nil, configErr("natsdetect: score_threshold must be within [0, 1]")
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	if cfg.Language == "" {
		cfg.Language = "en"
	}
	if cfg.Concurrency == 0 {
		cfg.Concurrency = 8
	}
	cfg.Entities = append([]string(nil), cfg.Entities...)
	labels := make(map[string]string, len(cfg.LabelMap))
	for k, v := range cfg.LabelMap {
		labels[k] = v
	}
	cfg.LabelMap = labels
	return &Detector{nc: nc, cfg: cfg}, nil
}

func configErr(msg string) error {
	return &pii.Error{Code: pii.CodeConfig, Message: msg}
}

func detectorErr(msg string, cause error) error {
	return &pii.Error{Code: pii.CodeDetector, Message: msg, Err: cause}
}

// Detect analyses one text.
func (d *Detector) Detect(ctx context.Context, text string) ([]pii.Detection, error) {
	ents, err := d.analyze(ctx, text)
	if err != nil {
		return nil, err
	}
	return external.Detections(text, ents)
}

// DetectBatch analyses texts with up to Concurrency requests in flight,
// returning one entity list per text, in order. The first failure cancels
// the others and is returned.
func (d *Detector) DetectBatch(ctx context.Context, texts []string) ([][]external.Entity, error) {
	return external.RunBatch(ctx, texts, d.cfg.Concurrency, d.analyze)
}

// replyError is the optional error form of a reply.
type replyError struct {
	Error string `msgpack:"error"`
}

func (d *Detector) analyze(ctx context.Context, text string) ([]external.Entity, error) {
	if text == "" {
		return nil, nil
	}
	payload, err := msgpack.Marshal(external.AnalyzeRequest{Text: text, Language: d.cfg.Language, Entities: d.cfg.Entities, ScoreThreshold: d.cfg.ScoreThreshold})
	if err != nil {
		return nil, detectorErr("natsdetect: cannot encode the request", nil)
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.Timeout)
	defer cancel()
	msg := nats.NewMsg(d.cfg.Subject)
	msg.Data = payload
	msg.Header.Set("Content-Type", "application/msgpack")
	reply, err := d.nc.RequestMsgWithContext(ctx, msg)
	if err != nil {
		switch {
		case errors.Is(err, nats.ErrNoResponders):
			return nil, detectorErr("natsdetect: no responder on the subject", err)
		case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout):
			return nil, detectorErr("natsdetect: request timed out", err)
		default:
			return nil, detectorErr("natsdetect: request failed", err)
		}
	}
	var results []external.AnalyzeResult
	if err := msgpack.Unmarshal(reply.Data, &results); err != nil {
		var rerr replyError
		if msgpack.Unmarshal(reply.Data, &rerr) == nil && rerr.Error != "" {
			// The responder's message may quote the text: not repeated.
			return nil, detectorErr("natsdetect: the responder reported an error", nil)
		}
		return nil, detectorErr(fmt.Sprintf("natsdetect: reply of %d bytes is not a msgpack array of {entity_type, start, end, score}", len(reply.Data)), nil)
	}
	return external.ConvertAnalyzeResults(text, results, d.cfg.LabelMap, d.cfg.ScoreThreshold)
}
