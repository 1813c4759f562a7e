package pipeline

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Action is what a person says about a value of a thread.
type Action uint8

const (
	// Mask says the value is PII the detectors missed: it gets a token
	// (the next number of its label) unless it has one, and every later
	// occurrence is masked, whole words, case and spaces folded.
	Mask Action = iota + 1
	// Clear says the value was masked wrongly: it is left in clear from
	// now on. Its token, if it had one, keeps restoring (replies already
	// in flight hold it) and is never given to another value.
	Clear
)

// String returns "mask" or "clear".
func (a Action) String() string {
	switch a {
	case Mask:
		return "mask"
	case Clear:
		return "clear"
	}
	return "action(" + strconv.Itoa(int(a)) + ")"
}

// Correction is one verdict of a person (an operator, the user's app) on a
// value of one thread: upstream piighost's anonymize_corrected, under this
// project's rule that a token once issued never changes and is never
// reused.
type Correction struct {
	Action Action
	// Text is the value, as it appears in the conversation.
	Text string
	// Label is the value's label. Required to mask; to clear, empty means
	// under every label.
	Label string
}

// Corrected is the outcome of one Correction.
type Corrected struct {
	// Tokens is, for Mask, the one token that stands for the value from
	// now on; for Clear, the tokens the value had, which keep restoring.
	Tokens []string
	// Changed reports whether the correction changed the thread (false:
	// the thread already said so).
	Changed bool
}

// MaxCorrections bounds the corrections of one Correct call.
const MaxCorrections = 100

// Correct records corrections in the thread's log, in order, so that every
// pipeline on the store applies them the same way, from the next call on:
//
//   - Mask: the value is tokenised (a value the thread never masked takes
//     the next number of its label; one the assistant introduced is masked
//     from now on) and found again, whole words, in every later text,
//     including the history the agent sends again;
//   - Clear: detections of the value, and its known occurrences, are
//     dropped from every later text, which therefore shows it in clear;
//     its token still restores.
//
// Tokens already issued never change, and no token is renumbered or
// reused. Messages already in the thread keep their stored detections;
// their renderings are computed again at their next pass (a rendering is
// only reused while the log is as long as when it was made), so the
// corrections apply to them too.
//
// Corrections pass through the overrides first: the allow list refuses a
// Mask of a value it clears, and the deny list a Clear of a value it finds,
// unless conflict_strategy is allow_list_wins (under raise, the refusal is
// conflicting_override). Nothing is written unless every correction is
// valid. Concurrent corrections of one thread, from any number of
// pipelines, are ordered by the log: the latest of a value wins everywhere.
func (p *Pipeline) Correct(ctx context.Context, thread string, cs []Correction) ([]Corrected, error) {
	if thread == "" {
		return nil, pii.ErrMissingThreadID
	}
	if len(cs) == 0 || len(cs) > MaxCorrections {
		return nil, badRequest(fmt.Sprintf("give between 1 and %d corrections", MaxCorrections))
	}
	if err := CheckBlocking(ctx); err != nil {
		return nil, err // the overrides may run detectors, the log is written
	}
	entries := make([]Entry, len(cs))
	for i, c := range cs {
		e, err := p.correctionEntry(ctx, c)
		if err != nil {
			return nil, prefixed(fmt.Sprintf("corrections[%d]: ", i), err)
		}
		entries[i] = e
	}
	v, err := p.view(ctx, thread, true)
	if err != nil {
		return nil, err
	}
	out := make([]Corrected, len(entries))
	for i, e := range entries {
		changed, err := p.appendCorrection(ctx, v, e)
		if err != nil {
			return nil, err
		}
		out[i] = Corrected{Tokens: v.TokensOf(viewEntry(e)), Changed: changed}
	}
	return out, nil
}

// correctionEntry checks a correction, passes it through the overrides,
// and returns the log entry that records it.
func (p *Pipeline) correctionEntry(ctx context.Context, c Correction) (Entry, error) {
	text := strings.TrimSpace(c.Text)
	if !textfold.HasNonSpace(text) {
		return Entry{}, badRequest("text must hold a value")
	}
	e := Entry{Label: c.Label, Text: text, Role: pii.RoleUser}
	switch c.Action {
	case Mask:
		e.Kind = EntryMask
		if c.Label == "" {
			return Entry{}, badRequest("a mask needs the value's label")
		}
		if p.rec != nil && !p.rec.IsToken(p.factory.Token(c.Label, 1, text)) {
			return Entry{}, badRequest("label " + strconv.Quote(c.Label) + " cannot be written in a token (letters, digits, _, - and spaces, starting with a letter or _)")
		}
		return p.maskThroughOverrides(ctx, e)
	case Clear:
		e.Kind = EntryClear
		return e, p.clearThroughOverrides(ctx, e)
	}
	return Entry{}, badRequest("action must be mask or clear")
}

// maskThroughOverrides applies the overrides to the value as one
// detection: the deny list may relabel it, the allow list refuses it.
func (p *Pipeline) maskThroughOverrides(ctx context.Context, e Entry) (Entry, error) {
	if p.override == nil {
		return e, nil
	}
	d := pii.Detection{Start: 0, End: len(e.Text), Label: e.Label, Text: e.Text, Confidence: 1}
	out, _, err := p.override.apply(ctx, e.Text, []pii.Detection{d})
	if err != nil {
		return Entry{}, err
	}
	i := slices.IndexFunc(out, func(o pii.Detection) bool { return o.Start == 0 && o.End == len(e.Text) })
	if i < 0 {
		return Entry{}, badRequest("the allow list ([override.allow_list]) leaves this value in clear; a correction cannot mask it")
	}
	e.Label = out[i].Label
	return e, nil
}

// clearThroughOverrides refuses to clear a value the deny list finds,
// unless the allow list wins conflicts.
func (p *Pipeline) clearThroughOverrides(ctx context.Context, e Entry) error {
	o := p.override
	if o == nil || o.DenyList == nil || o.Conflict == AllowListWins {
		return nil
	}
	denied, err := o.denies(ctx, e.Text)
	if err != nil || !denied {
		return err
	}
	if o.Conflict == ConflictRaise {
		return &pii.Error{Code: pii.CodeConflictingOverride, Message: "the deny list ([override.deny_list]) finds this value, which a correction would leave in clear"}
	}
	return badRequest("the deny list ([override.deny_list]) finds this value and wins conflicts (conflict_strategy = deny_list_wins); a correction cannot leave it in clear")
}

// appendCorrection appends a correction entry, unless the thread says so
// already once the view has read every entry before the one it would
// write. It reports whether it appended.
func (p *Pipeline) appendCorrection(ctx context.Context, v *view, e Entry) (bool, error) {
	if err := CheckBlocking(ctx); err != nil {
		return false, err
	}
	v.appendMu.Lock()
	defer v.appendMu.Unlock()
	thread := v.Thread()
	for attempt := 0; attempt < p.attempts; attempt++ {
		if v.InEffect(viewEntry(e)) {
			return false, nil
		}
		seq := v.len() + 1
		err := p.store.Append(ctx, thread, v.gen, seq, e)
		switch {
		case err == nil:
			v.apply(seq, []Entry{e}, p.factory)
			return true, nil
		case errors.Is(err, ErrSeqTaken):
			n, err := p.syncLocked(ctx, v)
			if err != nil {
				return false, err
			}
			if n == 0 {
				if err := backoff(ctx, attempt); err != nil {
					return false, storeError("append correction", err)
				}
			}
		default:
			if errors.Is(err, ErrGenerationGone) {
				p.cache.drop(thread, false)
			}
			return false, storeError("append correction", err)
		}
	}
	return false, pii.Unavailable("too many concurrent writers on one thread; retry later", nil)
}

// dropCleared drops the detections of the values the thread's corrections
// left in clear, known values found again included, except the values the
// deny list finds when it wins conflicts (fail closed).
func (p *Pipeline) dropCleared(ctx context.Context, v *view, known, raw []pii.Detection) ([]pii.Detection, []pii.Detection, error) {
	if !v.AnyClear() {
		return known, raw, nil
	}
	filter := func(dets []pii.Detection) ([]pii.Detection, error) {
		out := dets[:0:0]
		for _, d := range dets {
			value := textfold.ValueKey(d.Text)
			if v.Cleared(d.Label, value) {
				forced, err := p.denyOutranksClear(ctx, v, value, d.Text)
				if err != nil {
					return nil, err
				}
				if !forced {
					continue
				}
			}
			out = append(out, d)
		}
		return out, nil
	}
	known, err := filter(known)
	if err != nil {
		return nil, nil, err
	}
	raw, err = filter(raw)
	return known, raw, err
}

// denyOutranksClear reports whether the deny list finds a value a
// correction cleared and wins conflicts, so the value stays masked (the
// deny list may have grown since the correction).
func (p *Pipeline) denyOutranksClear(ctx context.Context, v *view, value, text string) (bool, error) {
	o := p.override
	if o == nil || o.DenyList == nil || o.Conflict == AllowListWins {
		return false, nil
	}
	return p.denied(ctx, v, value, text)
}

func badRequest(msg string) *pii.Error {
	return &pii.Error{Code: pii.CodeBadRequest, Message: msg}
}

// prefixed returns err with prefix before its message, keeping its code.
func prefixed(prefix string, err error) error {
	var e *pii.Error
	if !errors.As(err, &e) {
		return err
	}
	c := *e
	c.Message = prefix + c.Message
	return &c
}
