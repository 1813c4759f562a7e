package pipeline

import (
	"strings"
	"unicode/utf8"
)

// ReplaceFunc returns the text to emit in place of one complete token. An
// error stops the stream (the invented-token policy RAISE uses it).
type ReplaceFunc func(token string) (string, error)

// StreamDecoder restores a streamed reply chunk by chunk, even when a token
// is cut between chunks. Its output never depends on how the text was cut:
// the concatenation of everything Feed and Flush return equals restoring the
// whole text at once.
//
// The rules are upstream piighost's (BR-STREAM-01..05):
//   - text that cannot belong to a token is emitted at once;
//   - from an opening delimiter left unclosed within the last 128
//     characters, everything is held until the token closes (then it is
//     replaced once, as a whole) or the opening falls out of that window
//     (then it is released as is);
//   - a chunk ending with a proper prefix of the opening delimiter (a lone
//     "<") holds it, so a delimiter cut in two joins up;
//   - Flush returns the held tail verbatim, never restored.
//
// One extension: a neutralised token (see Recognizer) is emitted as it is,
// as whole-text restoration writes it; its opening ("<\u200b<") is held like
// "<<", so it is read as one unit whatever the cuts, as in the whole text.
//
// Chunks are expected to be cut between characters (the processor refuses
// invalid UTF-8). A StreamDecoder is not safe for concurrent use.
type StreamDecoder struct {
	rec     *Recognizer
	replace ReplaceFunc
	held    string
}

// NewStreamDecoder returns a decoder calling replace once per complete
// token, in order.
func (r *Recognizer) NewStreamDecoder(replace ReplaceFunc) *StreamDecoder {
	return &StreamDecoder{rec: r, replace: replace}
}

// ResumeStreamDecoder returns a decoder that continues a stream whose held
// tail (see Held) was saved elsewhere, for example by another worker.
func (r *Recognizer) ResumeStreamDecoder(held string, replace ReplaceFunc) *StreamDecoder {
	return &StreamDecoder{rec: r, replace: replace, held: held}
}

// Held returns the tail held back so far: text that may still become a
// token. It never holds a complete token.
func (d *StreamDecoder) Held() string { return d.held }

// Feed adds a chunk and returns the text that can be shown now, possibly
// empty. When replace fails, Feed returns what was decoded before the
// failing token together with the error, and the decoder is reset.
func (d *StreamDecoder) Feed(chunk string) (string, error) {
	if d.held == "" && d.rec.indexFirst(chunk) < 0 {
		// Nothing held, and no character that could start a token.
		return chunk, nil
	}
	out, err := d.FeedTo(nil, chunk)
	if len(out) == 0 {
		return "", err
	}
	return string(out), err
}

// FeedTo is Feed appending the text that can be shown now to dst, so a
// caller that reuses dst decodes without allocating for the output.
func (d *StreamDecoder) FeedTo(dst []byte, chunk string) ([]byte, error) {
	if d.held == "" && d.rec.indexFirst(chunk) < 0 {
		return append(dst, chunk...), nil
	}
	buf := chunk
	if d.held != "" {
		buf = d.held + chunk
	}
	last := 0
	for m, ok := d.rec.next(buf, 0); ok; m, ok = d.rec.next(buf, m.End) {
		dst = append(dst, buf[last:m.Start]...)
		last = m.End
		if m.Neutralised > 0 {
			dst = append(dst, buf[m.Start:m.End]...)
			continue
		}
		s, err := d.replace(buf[m.Start:m.End])
		if err != nil {
			d.held = ""
			return dst, err
		}
		dst = append(dst, s...)
	}
	rest := buf[last:]
	h := d.rec.holdFrom(rest)
	d.held = rest[h:]
	if len(buf) == len(chunk) && len(chunk) > 4*maxTokenLength {
		// The held tail is a slice of the caller's chunk: copy it rather
		// than keep a large chunk alive.
		d.held = strings.Clone(d.held)
	}
	return append(dst, rest[:h]...), nil
}

// Flush ends the stream: it returns the held tail verbatim (an unclosed
// token or a partial delimiter, which holds no value) and clears it. A
// second Flush returns "".
func (d *StreamDecoder) Flush() string {
	s := d.held
	d.held = ""
	return s
}

// holdFrom returns the offset in rest from which text must be held.
func (r *Recognizer) holdFrom(rest string) int {
	if o, ok := r.firstOpening(rest, windowStart(rest)); ok {
		return o
	}
	return r.partialOpeningAtEnd(rest)
}

// windowStart returns the offset where the last maxTokenLength characters of
// s begin, U+200B not counted, but never more than maxTokenLength +
// maxNeutralMarks characters back, so a flood of U+200B cannot make the
// decoder hold text without bound.
func windowStart(s string) int {
	if len(s) <= maxTokenLength {
		return 0
	}
	n, all := 0, 0
	i := len(s)
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if r != zwsp {
			if n == maxTokenLength {
				return i
			}
			n++
		}
		if all == maxTokenLength+maxNeutralMarks {
			return i
		}
		all++
		i -= size
	}
	return 0
}

// firstOpening finds the first opening delimiter, plain or neutralised,
// at or after from.
func (r *Recognizer) firstOpening(s string, from int) (int, bool) {
	first, rest := r.first, r.rest
	for from < len(s) {
		i := r.indexFirst(s[from:])
		if i < 0 {
			return 0, false
		}
		at := from + i
		j := at + len(first)
		for k := 0; k < maxNeutralMarks && strings.HasPrefix(s[j:], zwspUTF8); k++ {
			j += len(zwspUTF8)
		}
		if strings.HasPrefix(s[j:], rest) {
			return at, true
		}
		from = at + len(first)
	}
	return 0, false
}

// partialOpeningAtEnd returns the offset of the longest suffix of s that is
// a proper prefix of an opening delimiter (plain or neutralised), or len(s).
func (r *Recognizer) partialOpeningAtEnd(s string) int {
	first := r.firstRune()
	best := len(s)
	// A partial opening only holds prefix runes and U+200B; walk back over
	// such runes and keep the earliest start that forms one.
	i := len(s)
	for steps := 0; i > 0 && steps <= len(r.delims.Prefix)+maxNeutralMarks; steps++ {
		c, size := utf8.DecodeLastRuneInString(s[:i])
		if c != zwsp && !strings.ContainsRune(r.delims.Prefix, c) {
			break
		}
		i -= size
		if strings.HasPrefix(s[i:], first) && r.isPartialOpening(s[i:]) {
			best = i
		}
	}
	return best
}

// isPartialOpening reports whether s is first-rune, any U+200B, then a
// proper prefix of the rest of the opening delimiter (with at least one
// U+200B, the rest may be empty; without, s must be shorter than the
// prefix).
func (r *Recognizer) isPartialOpening(s string) bool {
	first := r.firstRune()
	rest := r.delims.Prefix[len(first):]
	j := len(first)
	for k := 0; strings.HasPrefix(s[j:], zwspUTF8); k++ {
		if k == maxNeutralMarks {
			return false
		}
		j += len(zwspUTF8)
	}
	tail := s[j:]
	return len(tail) < len(rest) && strings.HasPrefix(rest, tail)
}
