package corpus

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// Labels of the positive corpus. Where the project's regex detector has a
// label for the same thing, the corpus uses its name; the others are new.
// Phone numbers carry the country of their numbering plan, whatever their
// format (national or international): score them against any phone label.
const (
	LabelPerson        = "PERSON"         // a person's name, in any case
	LabelDateOfBirth   = "DATE_OF_BIRTH"  // the date only, not its cue
	LabelStreetAddress = "STREET_ADDRESS" // house number and street, with postcode and city when written
	LabelEmail         = "EMAIL"
	LabelIBAN          = "IBAN"
	LabelCreditCard    = "CREDIT_CARD"
	LabelFRPhone       = "FR_PHONE"
	LabelDEPhone       = "DE_PHONE"
	LabelUKPhone       = "UK_PHONE"
	LabelUSPhone       = "US_PHONE"
	LabelESPhone       = "ES_PHONE"
	LabelITPhone       = "IT_PHONE"
)

// Labels returns every label of the positive corpus.
func Labels() []string {
	return []string{
		LabelPerson, LabelDateOfBirth, LabelStreetAddress, LabelEmail, LabelIBAN, LabelCreditCard,
		LabelFRPhone, LabelDEPhone, LabelUKPhone, LabelUSPhone, LabelESPhone, LabelITPhone,
	}
}

// PhoneLabels returns the labels of phone numbers.
func PhoneLabels() []string {
	return []string{LabelFRPhone, LabelDEPhone, LabelUKPhone, LabelUSPhone, LabelESPhone, LabelITPhone}
}

// Span is one labelled value of a positive message. Start and End are
// code-point offsets into the message's text (half-open), as in
// presidio-research's corpora; Value is the text they delimit.
type Span struct {
	Label string `json:"label"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Value string `json:"value"`
}

// Labelled is a message of the positive corpus with its spans, in text
// order. Text outside the spans holds no personal data.
type Labelled struct {
	Message
	Spans []Span `json:"spans"`
}

// ByteRange returns the byte offsets in l.Text of a span given in code
// points, for detectors that work in bytes (pipeline.Detection does).
// It reports false when the span does not fit the text.
func (l Labelled) ByteRange(sp Span) (start, end int, ok bool) {
	start, end = -1, -1
	n := 0
	for i := range l.Text {
		if n == sp.Start {
			start = i
		}
		if n == sp.End {
			end = i
		}
		n++
	}
	if sp.End == n {
		end = len(l.Text)
	}
	if start < 0 || end < 0 || start >= end {
		return 0, 0, false
	}
	return start, end, true
}

// check reports the first span of l that breaks the corpus' rules: every
// span is in range, slices its value exactly, has a known label, and
// starts after the previous one ends.
func (l Labelled) check() error {
	if err := l.Message.check(); err != nil {
		return err
	}
	if !slices.Contains(PositiveKinds(), l.Kind) {
		return fmt.Errorf("%s: kind %q is not a positive kind", l.ID, l.Kind)
	}
	known := map[string]bool{}
	for _, lb := range Labels() {
		known[lb] = true
	}
	runes := []rune(l.Text)
	prevEnd := 0
	for i, sp := range l.Spans {
		switch {
		case !known[sp.Label]:
			return fmt.Errorf("%s: span %d: unknown label %q", l.ID, i, sp.Label)
		case sp.Start < prevEnd || sp.Start >= sp.End || sp.End > len(runes):
			return fmt.Errorf("%s: span %d: [%d,%d) out of order or out of range (text has %d code points)", l.ID, i, sp.Start, sp.End, len(runes))
		case string(runes[sp.Start:sp.End]) != sp.Value:
			return fmt.Errorf("%s: span %d: [%d,%d) is %q, not its value %q", l.ID, i, sp.Start, sp.End, string(runes[sp.Start:sp.End]), sp.Value)
		}
		prevEnd = sp.End
	}
	if !utf8.ValidString(l.Text) {
		return fmt.Errorf("%s: text is not valid UTF-8", l.ID)
	}
	return nil
}
