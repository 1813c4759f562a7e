package views

import (
	"crypto/sha256"
	"math"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Admission is what the pipeline found of one request's texts before it
// wrote any of their values (pipeline.Admit), in the order the request
// de-identifies them, and how many values the request added since. F is
// what a detection found. One request uses it, one call after the other.
type Admission[F any] struct {
	Texts []Admitted[F]
	next  int
	added int
}

// Admitted is one text of an admitted request: its digest, whether the
// view had not rendered it (Unseen), and, when the detection ran, what it
// found and whether that is still to be recorded (Fresh).
type Admitted[F any] struct {
	Text   string
	Digest Digest
	Unseen bool
	Found  *F
	Fresh  bool
}

// Plan starts the admission of texts: it gives each its digest and tells
// whether seen rendered it, and returns the bytes of the texts it did not.
func (a *Admission[F]) Plan(texts []string, seen func(Digest) bool) (unseen int) {
	a.Texts = make([]Admitted[F], len(texts))
	for i, t := range texts {
		d := sha256.Sum256(unsafe.Slice(unsafe.StringData(t), len(t)))
		a.Texts[i] = Admitted[F]{Text: t, Digest: d, Unseen: !seen(d)}
		if a.Texts[i].Unseen {
			unseen += len(t)
		}
	}
	return unseen
}

// Count counts the values the spans of the unseen texts name that v does
// not hold, each once, and reports whether they are at most bound. spans
// returns a text's spans.
func (a *Admission[F]) Count(v *View, bound int, spans func(*Admitted[F]) ([]pii.Detection, error)) (bool, error) {
	fresh := map[[2]string]struct{}{}
	for i := range a.Texts {
		if !a.Texts[i].Unseen {
			continue
		}
		ds, err := spans(&a.Texts[i])
		if err != nil {
			return false, err
		}
		for _, d := range ds {
			k := [2]string{d.Label, textfold.ValueKey(d.Text)}
			if _, known := v.Lookup(k[0], k[1]); !known {
				fresh[k] = struct{}{}
			}
		}
		if len(fresh) > bound {
			return false, nil
		}
	}
	return true, nil
}

// DigestOf returns the digest of text: the one kept, when it is not nil.
func (it *Admitted[F]) DigestOf(text string) Digest {
	if it == nil {
		return sha256.Sum256(unsafe.Slice(unsafe.StringData(text), len(text)))
	}
	return it.Digest
}

// Take returns what the admission holds of text when it is the request's
// next text, else nil. A nil admission holds nothing.
func (a *Admission[F]) Take(text string) *Admitted[F] {
	if a == nil || a.next >= len(a.Texts) || a.Texts[a.next].Text != text {
		return nil
	}
	a.next++
	return &a.Texts[a.next-1]
}

// Room is how many values a call may still add under bound (negative: no
// bound): the bound, less what the request added before it.
func (a *Admission[F]) Room(bound int) int {
	switch {
	case bound < 0:
		return math.MaxInt
	case a == nil:
		return bound
	}
	return max(bound-a.added, 0)
}

// Add counts n values the request added.
func (a *Admission[F]) Add(n int) {
	if a != nil {
		a.added += n
	}
}
