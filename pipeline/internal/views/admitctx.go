package views

import "context"

// AdmissionContext is the context of a request under admission: its
// context and its Admission in one allocation.
type AdmissionContext[F any] struct {
	context.Context
	A Admission[F]
}

type admissionKey struct{}

// Value returns the admission for its own key, and asks the context
// under it for any other.
func (c *AdmissionContext[F]) Value(key any) any {
	if key == (admissionKey{}) {
		return &c.A
	}
	return c.Context.Value(key)
}

// AdmissionOf returns the admission ctx carries, or nil.
func AdmissionOf[F any](ctx context.Context) *Admission[F] {
	a, _ := ctx.Value(admissionKey{}).(*Admission[F])
	return a
}
