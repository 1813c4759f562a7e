package corpus

import (
	"crypto/sha256"
	"fmt"
	"slices"
)

// Split says which part of a corpus an example belongs to.
type Split string

// The two parts. Detection rules are changed while reading the Tuning part
// only; the Sealed part is measured (counts and rates) and never read:
// docs/detection.md, "How detection is measured".
const (
	Tuning Split = "tuning"
	Sealed Split = "sealed"
)

// SplitSeed seeds PartOf. It was chosen once, before any sealed example was
// read, as the first "piighost-split-N" whose parts of the no-PII and
// positive corpora hold half of each language within 1/√n. Changing it
// would move every example of every corpus and unseal what was sealed.
const SplitSeed = "piighost-split-2"

// PartOf is the part of an example whose split key is key: Sealed when the
// first byte of SHA-256(SplitSeed, a zero byte, key) is odd, Tuning when it
// is even. It depends on the key alone, so an example keeps its part when
// others are added or the corpus is regenerated. The key is the id in the
// no-PII and positive corpora, the template in the Faker corpus and in
// presidio-synth (so that no sealed example there shares its template with
// a tuning one).
func PartOf(key string) Split {
	h := sha256.New()
	h.Write([]byte(SplitSeed))
	h.Write([]byte{0})
	h.Write([]byte(key))
	if h.Sum(nil)[0]&1 == 1 {
		return Sealed
	}
	return Tuning
}

// SplitOf is the split of the message with the given id in the no-PII and
// positive corpora: PartOf(id).
func SplitOf(id string) Split { return PartOf(id) }

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
