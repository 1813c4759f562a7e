package corpus

import (
	"fmt"
	"hash/fnv"
	"slices"
)

// Split says which half of a corpus a message belongs to.
type Split string

// The two halves. Detection work tunes on Tune and reports on Holdout.
const (
	Tune    Split = "tune"
	Holdout Split = "holdout"
)

// SplitOf is the split of the message with the given id: Tune when the
// 32-bit FNV-1a hash of the id is even, Holdout when it is odd. It depends
// on the id alone, so a message keeps its half when others are added.
func SplitOf(id string) Split {
	h := fnv.New32a()
	h.Write([]byte(id))
	if h.Sum32()%2 == 0 {
		return Tune
	}
	return Holdout
}

// Source says how a message was written.
type Source string

// The two sources.
const (
	Generated Source = "generated" // by the seeded generator in ./gen
	Hand      Source = "hand"      // written by hand, in ./gen/hand
)

// The languages of the corpora (ISO 639-1).
const (
	English = "en"
	French  = "fr"
	German  = "de"
)

// Languages returns the languages of the corpora, in report order.
func Languages() []string { return []string{English, French, German} }

// NoPIIKinds returns the kinds of the no-PII corpus (README.md describes
// each). The last two are only written by hand.
func NoPIIKinds() []string {
	return []string{
		"chat", "ticket", "ci_log", "stack_trace", "code", "sql", "json", "invoice", "release_notes",
		"measurement", "ids", "metrics", "catalog", "meeting", "recipe", "timetable", "prose",
		"access_log", "diff",
	}
}

// PositiveKinds returns the kinds of the positive corpus (README.md
// describes each). The last one is only written by hand.
func PositiveKinds() []string {
	return []string{"dob", "address", "person", "phone", "contact", "payment", "form", "mixed"}
}

// Message is one message of a corpus.
type Message struct {
	ID     string `json:"id"`
	Lang   string `json:"lang"`   // English, French or German
	Kind   string `json:"kind"`   // what the message is, e.g. "ci_log"; see README.md
	Split  Split  `json:"split"`  // SplitOf(ID)
	Source Source `json:"source"` // Generated or Hand
	Text   string `json:"text"`
}

// InSplit reports whether the message belongs to split s.
func (m Message) InSplit(s Split) bool { return m.Split == s }

// checkNoPII is check, with a kind of the no-PII corpus.
func (m Message) checkNoPII() error {
	if err := m.check(); err != nil {
		return err
	}
	if !slices.Contains(NoPIIKinds(), m.Kind) {
		return fmt.Errorf("%s: kind %q is not a no-PII kind", m.ID, m.Kind)
	}
	return nil
}

// check reports the first field of m that breaks the corpus' rules.
func (m Message) check() error {
	switch {
	case m.ID == "":
		return fmt.Errorf("empty id")
	case m.Lang != English && m.Lang != French && m.Lang != German:
		return fmt.Errorf("%s: unknown lang %q", m.ID, m.Lang)
	case m.Kind == "":
		return fmt.Errorf("%s: empty kind", m.ID)
	case m.Split != SplitOf(m.ID):
		return fmt.Errorf("%s: split %q, want %q (SplitOf the id)", m.ID, m.Split, SplitOf(m.ID))
	case m.Source != Generated && m.Source != Hand:
		return fmt.Errorf("%s: unknown source %q", m.ID, m.Source)
	case m.Text == "":
		return fmt.Errorf("%s: empty text", m.ID)
	}
	return nil
}

// Entry is what Select filters: a Message or a Labelled message.
type Entry interface {
	InSplit(Split) bool
}

// Select returns the entries of es that belong to split s, in order.
func Select[E Entry](es []E, s Split) []E {
	var out []E
	for _, e := range es {
		if e.InSplit(s) {
			out = append(out, e)
		}
	}
	return out
}
