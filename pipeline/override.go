package pipeline

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Override imposes an operator's two lists on what the detector found, as
// upstream piighost's DetectionOverride does: the deny list finds what is
// always masked, the allow list what is always left in clear. The pipeline
// applies it right after detection and before anything of the message is
// written to the thread, so a message already in the thread keeps the
// detections it was stored with, and to every correction (Correct).
//
// Both lists are detectors (an exact-value list, a regex list, an external
// service...). A zero Override changes nothing.
type Override struct {
	// DenyList finds the values always masked: its hits are added,
	// replacing every detection they overlap. Nil: none.
	DenyList pii.Detector
	// AllowList finds the values always left in clear: its hits invalidate
	// detections, per AllowStrategy. Nil: none.
	AllowList pii.Detector
	// AllowStrategy says which detections an allow-list hit invalidates
	// (AllowValue by default).
	AllowStrategy AllowListStrategy
	// DenyStrategy says whether the deny list outranks the assistant's
	// provenance (DenyRespectProvenance by default).
	DenyStrategy DenyListStrategy
	// Conflict says who wins where the two lists contradict each other
	// (DenyListWins by default: fail closed).
	Conflict ConflictStrategy
}

// apply returns dets with the lists imposed on text, and the allow list's
// hits (nil without an allow list). The conflict strategy picks the order:
// DenyListWins clears first and forces last, AllowListWins forces first
// and clears last, ConflictRaise refuses any collision of the two lists
// and then clears and forces (the two orders agree once nothing collides).
func (o *Override) apply(ctx context.Context, text string, dets []pii.Detection) (out, allowed []pii.Detection, err error) {
	forced, err := runList(ctx, o.DenyList, text, "deny list")
	if err != nil {
		return nil, nil, err
	}
	allowed, err = runList(ctx, o.AllowList, text, "allow list")
	if err != nil {
		return nil, nil, err
	}
	switch o.Conflict {
	case ConflictRaise:
		if err := refuseCollisions(forced, allowed); err != nil {
			return nil, nil, err
		}
	case AllowListWins:
		return o.clear(force(dets, forced), allowed), allowed, nil
	}
	return force(o.clear(dets, allowed), forced), allowed, nil
}

// runList runs one list's detector, checking its spans as the pipeline
// checks the primary detector's.
func runList(ctx context.Context, d pii.Detector, text, which string) ([]pii.Detection, error) {
	if d == nil || text == "" {
		return nil, nil
	}
	dets, err := d.Detect(ctx, text)
	if err != nil {
		return nil, detectorError(ctx, "the "+which+" failed", err)
	}
	return checkDetections(text, dets)
}

// clear drops the detections the allow list's hits invalidate.
func (o *Override) clear(dets, allowed []pii.Detection) []pii.Detection {
	if len(allowed) == 0 || len(dets) == 0 {
		return dets
	}
	var invalid func(pii.Detection) bool
	switch o.AllowStrategy {
	case AllowExact:
		invalid = func(d pii.Detection) bool {
			return slices.ContainsFunc(allowed, func(a pii.Detection) bool {
				return a.Start == d.Start && a.End == d.End && a.Label == d.Label
			})
		}
	case AllowOverlap:
		invalid = func(d pii.Detection) bool { return slices.ContainsFunc(allowed, d.Overlaps) }
	default:
		values := make(map[string]bool, len(allowed))
		for _, a := range allowed {
			values[textfold.ValueKey(a.Text)] = true
		}
		invalid = func(d pii.Detection) bool { return values[textfold.ValueKey(d.Text)] }
	}
	out := make([]pii.Detection, 0, len(dets))
	for _, d := range dets {
		if !invalid(d) {
			out = append(out, d)
		}
	}
	return out
}

// force adds the deny list's hits, dropping every detection one overlaps.
// The result is sorted by span only, so two detections of one span keep
// their order, which the resolver breaks its last tie with.
func force(dets, forced []pii.Detection) []pii.Detection {
	if len(forced) == 0 {
		return dets
	}
	out := make([]pii.Detection, 0, len(dets)+len(forced))
	for _, d := range dets {
		if !slices.ContainsFunc(forced, d.Overlaps) {
			out = append(out, d)
		}
	}
	out = append(out, forced...)
	slices.SortStableFunc(out, func(a, b pii.Detection) int {
		if c := cmp.Compare(a.Start, b.Start); c != 0 {
			return c
		}
		return cmp.Compare(a.End, b.End)
	})
	return out
}

// refuseCollisions fails when a deny-list span overlaps an allow-list
// span. The error gives labels and offsets, never the text.
func refuseCollisions(forced, allowed []pii.Detection) error {
	for _, f := range forced {
		for _, a := range allowed {
			if f.Overlaps(a) {
				return &pii.Error{Code: pii.CodeConflictingOverride, Message: fmt.Sprintf(
					"Overrides contradict each other: a span on the deny list (%s, bytes %d-%d) overlaps one on the allow list (%s, bytes %d-%d)",
					f.Label, f.Start, f.End, a.Label, a.Start, a.End)}
			}
		}
	}
	return nil
}

// denies reports whether the deny list finds value as a whole (by value
// key) when given the value alone.
func (o *Override) denies(ctx context.Context, value string) (bool, error) {
	hits, err := runList(ctx, o.DenyList, value, "deny list")
	if err != nil {
		return false, err
	}
	key := textfold.ValueKey(value)
	return slices.ContainsFunc(hits, func(d pii.Detection) bool { return textfold.ValueKey(d.Text) == key }), nil
}

// detectorError wraps a detector's failure as CodeDetector, keeping a
// typed *pii.Error as it is. The cause must not hold clear PII.
func detectorError(ctx context.Context, msg string, err error) error {
	var e *pii.Error
	if errors.As(err, &e) {
		return err
	}
	if ctx.Err() != nil {
		return &pii.Error{Code: pii.CodeDetector, Message: "detection interrupted", Err: ctx.Err()}
	}
	return &pii.Error{Code: pii.CodeDetector, Message: msg, Err: err}
}
