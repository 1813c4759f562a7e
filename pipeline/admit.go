package pipeline

import (
	"context"
	"fmt"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline/internal/views"
)

// Begin opens the admission of a request's texts in one thread: under the
// context it returns, AnonymizeAs answers the texts the thread rendered,
// and holds the first it did not and every one after, unchanged and
// unwritten (CountKnown counts nothing past it). size bounds the texts'
// bytes together (negative: unknown); a value takes one at least, so
// without a bound (Config.MaxNewValues < 0), or a size within it, it
// returns ctx.
func (p *Pipeline) Begin(ctx context.Context, size int) context.Context {
	if p.maxNew < 0 || uint(size) <= uint(p.maxNew) {
		return ctx
	}
	return &views.AdmissionContext[detected]{Context: ctx}
}

// Complete ends the first walk of a request Begin opened: it admits the
// texts held (see Admit), and reports again when there are: walked again
// under ctx, AnonymizeAs passes on what it answered, and does the rest.
func (p *Pipeline) Complete(ctx context.Context, thread string) (again bool, err error) {
	a := views.AdmissionOf[detected](ctx)
	return a.Admit(), p.admit(ctx, a, thread) // nothing held: nothing to admit
}

// Admit checks, before any is written, that texts a request is about to
// de-identify in thread, in that order, add at most Config.MaxNewValues
// values the thread lacks: past it, it fails CodeLimitExceeded, the thread
// as it was. The request's AnonymizeAs calls under the context it returns
// take up what it found, held to the bound together.
func (p *Pipeline) Admit(ctx context.Context, thread string, texts []string) (context.Context, error) {
	ac := &views.AdmissionContext[detected]{Context: ctx}
	ac.A.Hold(texts)
	if err := p.admit(ctx, &ac.A, thread); err != nil {
		return nil, err
	}
	return ac, nil
}

// admit refuses the texts a holds past the bound, detecting each once.
func (p *Pipeline) admit(ctx context.Context, a *views.Admission[detected], thread string) error {
	if p.maxNew < 0 || a.Bytes() <= p.maxNew || thread == "" {
		return nil // a value takes a byte at least: admitted unread
	}
	err := CheckBlocking(ctx)
	var v *view // none when the first walk found none: not read again
	if err == nil && !a.NoThread() {
		v, err = p.view(ctx, thread, false)
	}
	if err != nil {
		return err
	}
	stored := v != nil
	if !stored {
		v = newView(thread, 0, p.shared) // nothing known; nothing created
	}
	if a.Plan(v.Seen) <= p.maxNew {
		return nil
	}
	ok, err := a.Count(&v.View, p.maxNew, func(it *views.Admitted[detected]) ([]pii.Detection, error) {
		found, fresh, err := p.find(ctx, v, it.Text, Digest(it.Digest), nil, stored)
		if err != nil {
			return nil, err
		}
		it.Found, it.Fresh = &found, fresh
		spans, _, err := p.resolve(ctx, it.Text, v, it.Found, nil, nil)
		return spans, err
	})
	if err == nil && !ok {
		err = p.tooManyNewValues()
	}
	return err
}

func (p *Pipeline) tooManyNewValues() error {
	if p.refused != nil {
		p.refused()
	}
	return &pii.Error{Code: pii.CodeLimitExceeded, Message: fmt.Sprintf("the request would add more than %d new values to its thread, the most one request may add (max_new_values): send its text over several requests", p.maxNew)}
}
