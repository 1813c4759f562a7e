package pipeline

import (
	"strings"
	"unicode/utf8"
)

// maxTokenLength bounds a token, in characters (U+200B inserted by
// neutralisation not counted). Upstream's stream decoder releases an opening
// left unclosed for this long, so a longer "token" could never be restored in
// a stream; bounding the grammar keeps streamed and whole-text restoration
// identical, and keeps `cout << x >> y` style text from looking like one.
const maxTokenLength = 128

// zwsp is ZERO WIDTH SPACE, spliced after the first character of a typed
// token to neutralise it.
const zwsp = '\u200b'

const zwspUTF8 = "\u200b"

// maxNeutralMarks bounds the U+200B a neutralised token may carry.
// Neutralisation writes one and never adds to a token that has some, so
// real texts hold one; the bound keeps scanning and the stream decoder's
// held text linear. Text with more marks after a prefix's first character
// is not a token at all.
const maxNeutralMarks = 64

// Recognizer is a factory's token grammar:
//
//	prefix LABEL [":" ID] suffix
//
// where LABEL is [A-Za-z_][A-Za-z0-9_ -]* and ID is [A-Za-z0-9]+. The ":ID"
// part is required for identified factories (label_counter, label_hash) and
// optional otherwise. So "<<Person:1>>" and "<<PERSON:01>>" are tokens, while
// "<< PERSON:1 >>", "<<1PERSON>>" and "cout << x >> y" are not.
//
// A Recognizer also knows the neutralised form of a token, the same text with
// one or more U+200B after the first character of the prefix
// ("<\u200b<PERSON:2>>"), which the pipeline writes in place of tokens a user
// typed so they can never be restored into a value. A neutralised token stays
// neutralised: restoration writes it as it is, and neutralising it again
// leaves it unchanged, so it survives any number of round trips.
type Recognizer struct {
	delims     Delimiters
	identified bool
	first      string // the prefix's first character
	rest       string // the rest of the prefix
}

func newRecognizer(d Delimiters, identified bool) *Recognizer {
	_, n := utf8.DecodeRuneInString(d.Prefix)
	return &Recognizer{delims: d, identified: identified, first: d.Prefix[:n], rest: d.Prefix[n:]}
}

// NewRecognizer returns the grammar for delimiters d; identified requires
// the ":ID" part.
func NewRecognizer(d Delimiters, identified bool) (*Recognizer, error) {
	d = d.orDefault()
	if err := d.validate(); err != nil {
		return nil, err
	}
	return newRecognizer(d, identified), nil
}

// Delimiters returns the prefix and suffix.
func (r *Recognizer) Delimiters() Delimiters { return r.delims }

// Match is a token, or a neutralised token, found in a text.
type match struct {
	// Start and End delimit the match in bytes.
	Start, End int
	// Neutralised counts the U+200B after the first character of the
	// prefix: 0 for a real token.
	Neutralised int
}

// Token returns the token a match spells, without any U+200B.
func (m match) Token(text string) string {
	s := text[m.Start:m.End]
	if m.Neutralised == 0 {
		return s
	}
	return strings.Replace(s, zwspUTF8, "", m.Neutralised)
}

// FindTokens returns every grammar-valid token of text, in order,
// duplicates included. Neutralised tokens are not tokens.
func (r *Recognizer) FindTokens(text string) []string {
	var out []string
	for m, ok := r.next(text, 0); ok; m, ok = r.next(text, m.End) {
		if m.Neutralised == 0 {
			out = append(out, text[m.Start:m.End])
		}
	}
	return out
}

// IsToken reports whether s is exactly one token.
func (r *Recognizer) IsToken(s string) bool {
	m, ok := r.matchAt(s, 0)
	return ok && m.Neutralised == 0 && m.End == len(s)
}

// Next returns the leftmost token or neutralised token starting at or after
// from.
func (r *Recognizer) next(text string, from int) (match, bool) {
	for from < len(text) {
		i := r.indexFirst(text[from:])
		if i < 0 {
			return match{}, false
		}
		at := from + i
		if m, ok := r.matchAt(text, at); ok {
			return m, true
		}
		from = at + len(r.first)
	}
	return match{}, false
}

// indexFirst finds the prefix's first character.
func (r *Recognizer) indexFirst(s string) int {
	if len(r.first) == 1 {
		return strings.IndexByte(s, r.first[0])
	}
	return strings.Index(s, r.first)
}

func (r *Recognizer) firstRune() string { return r.first }

// matchAt parses a token or a neutralised token starting exactly at i.
func (r *Recognizer) matchAt(text string, i int) (match, bool) {
	if !strings.HasPrefix(text[i:], r.first) {
		return match{}, false
	}
	j := i + len(r.first)
	k := 0
	for strings.HasPrefix(text[j:], zwspUTF8) {
		if k == maxNeutralMarks {
			return match{}, false
		}
		j += len(zwspUTF8)
		k++
	}
	if !strings.HasPrefix(text[j:], r.rest) {
		return match{}, false
	}
	j += len(r.rest)
	end, ok := r.parseInner(text, j)
	if !ok || !strings.HasPrefix(text[end:], r.delims.Suffix) {
		return match{}, false
	}
	end += len(r.delims.Suffix)
	// Characters never outnumber bytes: count them only for long matches.
	if n := end - i - k*len(zwspUTF8); n > maxTokenLength && utf8.RuneCountInString(text[i:end])-k > maxTokenLength {
		return match{}, false
	}
	return match{Start: i, End: end, Neutralised: k}, true
}

// parseInner reads LABEL [":" ID] from j and returns where it ends.
func (r *Recognizer) parseInner(text string, j int) (int, bool) {
	if j >= len(text) || !isLabelStart(text[j]) {
		return 0, false
	}
	j++
	for j < len(text) && isLabelByte(text[j]) {
		j++
	}
	if j < len(text) && text[j] == ':' {
		k := j + 1
		for k < len(text) && isIDByte(text[k]) {
			k++
		}
		if k > j+1 {
			return k, true
		}
		// ":" without an identifier: only valid if the suffix follows
		// the label directly, which it does not (":" is next).
		return 0, false
	}
	return j, !r.identified
}

func isLabelStart(c byte) bool {
	return c == '_' || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

func isLabelByte(c byte) bool {
	return isLabelStart(c) || ('0' <= c && c <= '9') || c == ' ' || c == '-'
}

func isIDByte(c byte) bool {
	return ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// isLabelRune reports whether r can appear inside a label or an identifier.
func isLabelRune(r rune) bool {
	return r < utf8.RuneSelf && isLabelByte(byte(r))
}

// Neutralise returns text with U+200B inserted after the first character of
// every token in it, except tokens for which keep returns true. keep may be
// nil. Neutralised tokens are left as they are, so Neutralise is idempotent,
// and its result holds no token but the kept ones.
func (r *Recognizer) Neutralise(text string, keep func(token string) bool) string {
	var b strings.Builder
	last := 0
	for m, ok := r.next(text, 0); ok; m, ok = r.next(text, m.End) {
		if m.Neutralised > 0 || keep != nil && keep(text[m.Start:m.End]) {
			continue
		}
		if b.Len() == 0 {
			b.Grow(len(text) + 8)
		}
		_, n0 := utf8.DecodeRuneInString(text[m.Start:])
		b.WriteString(text[last : m.Start+n0])
		b.WriteString(zwspUTF8)
		last = m.Start + n0
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}
