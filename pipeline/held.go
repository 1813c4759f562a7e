package pipeline

import (
	"context"

	"github.com/piighost/piighost-nats/pii"
)

// heldMemo is what a call under NonBlocking would have remembered at once
// (view.remember, view.rememberCount, Store.RememberMessage), held by its
// Attempt until the call is known not to have stopped (Attempt.Commit).
type heldMemo struct {
	p      *Pipeline
	thread string
	v      *view
	digest Digest
	// at is the log's length the call read the view at: a memo is kept
	// as of then, so a log that grew since makes it a miss, never a
	// stale answer.
	at int

	// A render (count false): its author, rendering, detections, and
	// whether the detector ran (the message record is written then).
	author Author
	r      rendering
	dets   []pii.Detection
	record bool

	// A count of known values (count true).
	count bool
	n     int
}

// keep applies m. A record the store refuses (the generation ended
// meanwhile) is a memo lost, as when its write fails later.
func (m *heldMemo) keep(ctx context.Context) {
	if m.count {
		m.v.rememberCount(m.digest, m.at, m.n)
		return
	}
	if m.record {
		_ = m.p.store.RememberMessage(ctx, m.thread, m.v.gen, m.digest, m.dets)
	}
	m.v.rememberAt(m.digest, m.author, m.r, m.dets, m.at)
}

// inlineDetection reports whether detection (the detector, the override's
// lists, the guard rail's detector) never waits, and the store keeps its
// message records in memory: what a call under NonBlocking needs to
// de-identify a text it has not seen.
func inlineDetection(cfg Config) bool {
	if hm, ok := cfg.Store.(HeldMessages); !ok || !hm.MessagesHeld() {
		return false
	}
	if !pii.DetectsInProcess(cfg.Detector) {
		return false
	}
	if o := cfg.Override; o != nil && (!pii.DetectsInProcess(o.DenyList) || !pii.DetectsInProcess(o.AllowList)) {
		return false
	}
	return cfg.Guard == nil || pii.DetectsInProcess(cfg.Guard.Detector)
}

// DetectsInline reports whether a call under NonBlocking may de-identify
// a text it has not seen (when the thread knows all its values): every
// detector of the pipeline never waits (pii.InProcess) and its store
// keeps message records in memory (HeldMessages). Otherwise such a text
// stops the call with ErrWouldBlock before detection.
func (p *Pipeline) DetectsInline() bool { return p.inline }

// checkDetection returns nil when detection may run on ctx: it may wait,
// or detection never does.
func (p *Pipeline) checkDetection(ctx context.Context) error {
	if p.inline {
		return nil
	}
	return CheckBlocking(ctx)
}
