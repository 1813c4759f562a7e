package pipeline

import (
	"context"
	"fmt"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline/internal/views"
)

// Admit checks, before any is written, that the texts one request is
// about to de-identify in thread, in the order it will, add at most
// Config.MaxNewValues values the thread does not hold: a request past it
// fails with CodeLimitExceeded and leaves the thread as it was. Under the
// context it returns the request's AnonymizeAs calls, one after the
// other, take up what Admit found (digests, detections) and are held to
// the bound together. A value takes a byte at least, so texts no longer
// than the bound are admitted unread.
func (p *Pipeline) Admit(ctx context.Context, thread string, texts []string) (context.Context, error) {
	if p.maxNew < 0 {
		return ctx, nil
	}
	total := 0
	for _, t := range texts {
		total += len(t)
	}
	if total <= p.maxNew || thread == "" {
		return ctx, nil // each call alone is held to the bound: enough
	}
	ac := &admissionContext{Context: ctx}
	a := &ac.a
	if err := CheckBlocking(ctx); err != nil {
		return nil, err
	}
	v, err := p.view(ctx, thread, false)
	if err != nil {
		return nil, err
	}
	stored := v != nil
	if !stored {
		v = newView(thread, 0, p.shared) // nothing known; nothing created
	}
	if a.Plan(texts, v.Seen) <= p.maxNew {
		return ac, nil
	}
	ok, err := a.Count(&v.View, p.maxNew, func(it *views.Admitted[detected]) ([]pii.Detection, error) {
		found, fresh, err := p.find(ctx, v, it.Text, Digest(it.Digest), nil, stored)
		if err != nil {
			return nil, err
		}
		it.Found, it.Fresh = &found, fresh
		spans, _, err := p.resolve(ctx, it.Text, v, it.Found, nil)
		return spans, err
	})
	if err == nil && !ok {
		err = p.tooManyNewValues()
	}
	if err != nil {
		return nil, err
	}
	return ac, nil
}

type (
	admission    = views.Admission[detected]
	admissionKey struct{}
)

// admissionContext is the context Admit returns: the request's
// admission and its context in one allocation.
type admissionContext struct {
	context.Context
	a admission
}

func (c *admissionContext) Value(key any) any {
	if key == (admissionKey{}) {
		return &c.a
	}
	return c.Context.Value(key)
}

func admissionOf(ctx context.Context) *admission {
	a, _ := ctx.Value(admissionKey{}).(*admission)
	return a
}

func (p *Pipeline) tooManyNewValues() error {
	if p.refused != nil {
		p.refused()
	}
	return &pii.Error{Code: pii.CodeLimitExceeded, Message: fmt.Sprintf("the request would add more than %d new values to its thread, the most one request may add (max_new_values): send its text over several requests", p.maxNew)}
}
