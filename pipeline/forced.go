package pipeline

import (
	"context"

	"github.com/piighost/piighost-nats/pii"
)

// forced reports whether a new entity of key must be tokenised although
// its provenance is the assistant's: the deny list finds it, under
// DenyForce.
func (p *Pipeline) forced(ctx context.Context, v *view, key entityKey, text string, role pii.Role) (bool, error) {
	o := p.override
	if o == nil || o.DenyList == nil || o.DenyStrategy != DenyForce || v.provenance(key.value, role) != pii.RoleAssistant {
		return false, nil
	}
	return p.denied(ctx, v, key.value, text)
}

// denied reports whether the deny list finds text (whose value key is
// value), from the view's memo when it was asked before, so that a value
// is given to the deny list once per thread view.
func (p *Pipeline) denied(ctx context.Context, v *view, value, text string) (bool, error) {
	if known, ok := v.Denied(value); ok {
		return known, nil
	}
	yes, err := p.override.denies(ctx, text)
	if err != nil {
		return false, err
	}
	v.RememberDenied(value, yes)
	return yes, nil
}

// promoteForced masks, from now on, a value the assistant introduced that
// the deny list finds under DenyForce (the list or its strategy changed
// since the value was first seen): a mask entry gives it the next number
// of its label.
func (p *Pipeline) promoteForced(ctx context.Context, v *view, idx int, key entityKey, d pii.Detection) error {
	o := p.override
	if o == nil || o.DenyList == nil || o.DenyStrategy != DenyForce || v.TokenAt(idx) != "" || !v.Preserved(idx) {
		return nil
	}
	yes, err := p.denied(ctx, v, key.value, d.Text)
	if err != nil || !yes {
		return err
	}
	_, err = p.appendCorrection(ctx, v, Entry{Kind: EntryMask, Label: d.Label, Text: d.Text, Role: pii.RoleUser})
	return err
}
