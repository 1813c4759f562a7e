package views

import (
	"crypto/sha256"
	"math"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// Admission is one request's way through its thread (pipeline.Begin):
// its first walk answers the texts the view rendered before, and holds
// the first one it did not, with every text after it (Held), unwritten;
// those are then admitted together (Plan, Count), and a second walk
// de-identifies them, past the texts the first walk answered (Skip). F
// is what a detection found. One request uses it, one call after the
// other.
type Admission[F any] struct {
	// Texts are the held texts, in the order the request de-identifies
	// them.
	Texts []Admitted[F]
	next  int
	added int
	// answered counts the texts the first walk answered; in the second
	// walk, those still to skip.
	answered int
	phase    phase
	// counts are the first walk's counts of known values, before it held
	// a text (buf: room for most requests'), which the second walk
	// replays: recounted of them so far.
	counts    []int
	recounted int
	buf       [4]int
	// noThread: the first walk found no thread.
	noThread bool
}

// phase is where an Admission stands.
type phase uint8

const (
	walking  phase = iota // the first walk: nothing held yet
	holding               // the first walk met a text the view had not rendered
	admitted              // the held texts were admitted: the second walk
)

// Admitted is one held text of a request: its digest (when hashed),
// whether the view had not rendered it (Unseen), and, when the detection
// ran, what it found and whether that is still to be recorded (Fresh).
type Admitted[F any] struct {
	Text   string
	Digest Digest
	Unseen bool
	Found  *F
	Fresh  bool
	hashed bool
}

// Hold holds texts, as a first walk would have, and ends the first walk:
// the Admission pipeline.Admit plans.
func (a *Admission[F]) Hold(texts []string) {
	a.phase = admitted
	for _, t := range texts {
		a.Texts = append(a.Texts, Admitted[F]{Text: t})
	}
}

// Walked tells a's first walk of a text the view rendered (ok) or not,
// and reports whether the text is held: the first text not rendered is,
// with its digest. A nil admission, or one past its first walk, holds
// nothing.
func (a *Admission[F]) Walked(ok bool, text string, digest Digest) bool {
	switch {
	case a == nil || a.phase != walking:
		return false
	case ok:
		a.answered++
		return false
	}
	a.phase = holding
	a.Texts = append(a.Texts, Admitted[F]{Text: text, Digest: digest, hashed: true})
	return true
}

// Held holds text when the first walk already holds one, and reports
// whether it did.
func (a *Admission[F]) Held(text string) bool {
	if a == nil || a.phase != holding {
		return false
	}
	a.Texts = append(a.Texts, Admitted[F]{Text: text})
	return true
}

// Recount answers a count of known values when the admission knows it
// (ok): in the second walk, what the first counted, in order, for the
// texts the first walk answered, whatever it changed of them since; in
// the first walk past a held text, none, the second walk counting them.
func (a *Admission[F]) Recount() (n int, ok bool) {
	switch {
	case a == nil:
		return 0, false
	case a.phase == holding:
		return 0, true
	case a.phase == admitted && a.recounted < len(a.counts):
		a.recounted++
		return a.counts[a.recounted-1], true
	}
	return 0, false
}

// Counted records a count of known values of the first walk, before it
// held a text, for the second walk to replay (Recount).
func (a *Admission[F]) Counted(n int) {
	if a == nil || a.phase != walking {
		return
	}
	if a.counts == nil {
		a.counts = a.buf[:0]
	}
	a.counts = append(a.counts, n)
}

// Skip reports whether the second walk's text is one the first walk
// answered, each once.
func (a *Admission[F]) Skip() bool {
	if a == nil || a.phase != admitted || a.answered == 0 {
		return false
	}
	a.answered--
	return true
}

// Admit ends the first walk: it reports whether texts are held, which
// a second walk is then to de-identify.
func (a *Admission[F]) Admit() bool {
	if a == nil || a.phase != holding {
		return false
	}
	a.phase = admitted
	return true
}

// FoundNoThread tells a's first walk that the store holds no thread
// (a is nil past a first walk: nothing to tell).
func (a *Admission[F]) FoundNoThread() {
	if a != nil && a.phase == walking {
		a.noThread = true
	}
}

// NoThread reports whether the first walk found no thread: admitting its
// held texts then counts each of their values as new, without reading
// the thread again (the request's creation of the thread meets any
// thread created since).
func (a *Admission[F]) NoThread() bool { return a != nil && a.noThread }

// Walking reports whether a is in its first walk, before it held a
// text.
func (a *Admission[F]) Walking() bool { return a != nil && a.phase == walking }

// Bytes is the length of the held texts together (none: 0).
func (a *Admission[F]) Bytes() int {
	if a == nil {
		return 0
	}
	n := 0
	for _, t := range a.Texts {
		n += len(t.Text)
	}
	return n
}

// Plan gives each held text its digest and tells whether seen rendered
// it, and returns the bytes of the texts it did not.
func (a *Admission[F]) Plan(seen func(Digest) bool) (unseen int) {
	for i := range a.Texts {
		it := &a.Texts[i]
		it.Digest, it.hashed = it.DigestOf(it.Text), true
		if it.Unseen = !seen(it.Digest); it.Unseen {
			unseen += len(it.Text)
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

// DigestOf returns the digest of text: the one kept, when there is one.
func (it *Admitted[F]) DigestOf(text string) Digest {
	if it == nil || !it.hashed {
		return sha256.Sum256(unsafe.Slice(unsafe.StringData(text), len(text)))
	}
	return it.Digest
}

// Take returns what the admission holds of text when it is the request's
// next held text, else nil. A nil admission holds nothing.
func (a *Admission[F]) Take(text string) *Admitted[F] {
	if a == nil || a.phase != admitted || a.next >= len(a.Texts) || a.Texts[a.next].Text != text {
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
