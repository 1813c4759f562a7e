package pipeline

import (
	"context"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Guard is the optional last stage of Anonymize, upstream piighost's
// DetectorGuardRail: a detector of its own re-reads the de-identified text,
// and anything it finds that is neither a token nor a value meant to stay
// in clear fails the call with pii.CodePIIRemaining ("Anonymized text
// still contains PII: ['EMAIL']": labels only, never a value). Nothing is
// returned then, so nothing is forwarded.
//
// It only adds something with a detector that differs from the primary
// one: the same detector finds nothing, since the pipeline masked all it
// found. Use a stricter configuration of the same kind (the regex tier
// with its validators off) or a second opinion (an external NER service).
type Guard struct {
	// Detector re-reads the de-identified text. Required.
	Detector pii.Detector
	// ScanPlaceholders hands the detector the tokens as they are. By
	// default (upstream's ignore_placeholders = true) every token, the
	// thread's and the neutralised typed ones, is blanked out with spaces
	// before the detector reads the text, and a hit on one is ignored.
	ScanPlaceholders bool
	// OnFlag, when set, is called with the labels of every flag (metrics).
	OnFlag func(labels []string)
}

// checkGuard runs the guard on a rendered text. text is the text before
// rendering, found its detection. Expected in clear, and so ignored: a
// value the assistant introduced (by value key, as upstream compares),
// a value the allow list finds in text, a value a correction cleared.
func (p *Pipeline) checkGuard(ctx context.Context, v *view, text string, found *detected, rendered string) error {
	g := p.guard
	if g == nil || strings.TrimSpace(rendered) == "" {
		return nil
	}
	scan, blanked := rendered, [][2]int(nil)
	if !g.ScanPlaceholders && p.rec != nil {
		scan, blanked = p.blankTokens(rendered)
	}
	hits, err := g.Detector.Detect(ctx, scan)
	if err != nil {
		return detectorError(ctx, "the guard rail's detector failed", err)
	}
	if hits, err = checkDetections(scan, hits); err != nil || len(hits) == 0 {
		return err
	}
	allowed, err := p.allowedValues(ctx, text, found)
	if err != nil {
		return err
	}
	var labels []string
	for _, h := range hits {
		if overlapsAny(h, blanked) {
			continue
		}
		key := textfold.ValueKey(h.Text)
		if allowed[key] || v.StaysClear(key) {
			continue
		}
		labels = append(labels, h.Label)
	}
	if len(labels) == 0 {
		return nil
	}
	e := pii.NewPIIRemainingError(labels)
	if g.OnFlag != nil {
		g.OnFlag(e.Labels)
	}
	return e
}

// blankTokens replaces every token and neutralised token of s with as
// many spaces (offsets stay), and returns their spans.
func (p *Pipeline) blankTokens(s string) (string, [][2]int) {
	var spans [][2]int
	for m, ok := p.rec.next(s, 0); ok; m, ok = p.rec.next(s, m.End) {
		spans = append(spans, [2]int{m.Start, m.End})
	}
	if len(spans) == 0 {
		return s, nil
	}
	b := []byte(s)
	for _, sp := range spans {
		for i := sp[0]; i < sp[1]; i++ {
			b[i] = ' '
		}
	}
	return string(b), spans
}

func overlapsAny(d pii.Detection, spans [][2]int) bool {
	return slices.ContainsFunc(spans, func(sp [2]int) bool { return d.Start < sp[1] && sp[0] < d.End })
}

// allowedValues returns the value keys the allow list finds in text.
func (p *Pipeline) allowedValues(ctx context.Context, text string, found *detected) (map[string]bool, error) {
	if p.override == nil || p.override.AllowList == nil {
		return nil, nil
	}
	allowed, err := p.allowHits(ctx, text, found)
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(allowed))
	for _, a := range allowed {
		out[textfold.ValueKey(a.Text)] = true
	}
	return out, nil
}
