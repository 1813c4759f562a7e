// Package jsonargs reads a model's tool-call arguments (JSON text, whole or
// streamed) and finds the string values in them, so that each can be
// de-identified or restored and written back as valid JSON.
//
// The scanner copies everything but string values byte for byte (the
// structure, whitespace, numbers, literals and object keys, which the
// worker never rewrites) and hands each string value over as its decoded
// text; the caller writes it back with jsonobj.AppendString, escaped, so a value
// restored with a `"` or a `\` keeps the arguments valid JSON. Text that is
// not JSON is scanned as leniently: bytes outside strings are copied,
// strings are still found, and an unterminated string ends with the input.
// The scanner never fails, and its output never depends on how the input
// was cut.
package jsonargs

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/gateway/internal/hold"
	"github.com/piighost/piighost-nats/pipeline"
)

// Piece is one part of the scanned arguments, in order: raw text to copy,
// or the decoded text of (part of) a string value, to restore and then
// write with jsonobj.AppendString.
type Piece struct {
	Raw    string
	Text   string
	IsText bool
}

// Scanner scans one arguments text. It is not safe for concurrent use.
type Scanner struct {
	// hold, when set, releases a string value's text as it streams in, up
	// to a possible token; without it a value is released whole once it
	// closes.
	hold *hold.Text
	rec  *pipeline.Recognizer

	stack     []byte // '{' or '['
	expectKey bool

	inString bool
	isKey    bool
	esc      int    // 0: none; 1: after '\'; 2..5: reading the hex digits of \u
	hex      []byte // the \u digits read so far, or the raw escape of a key
	high     rune   // a high surrogate waiting for its low half, or 0

	text strings.Builder // decoded text of the current value not handed over
	raw  strings.Builder // raw bytes not handed over
	out  []Piece
}

// NewScanner returns a scanner that releases string values whole, once
// closed: for arguments read at once.
func NewScanner() *Scanner { return &Scanner{} }

// NewStreamScanner returns a scanner that releases a string value's text
// as it comes, holding back only what may still become a token of rec.
func NewStreamScanner(rec *pipeline.Recognizer) *Scanner {
	return &Scanner{hold: hold.New(rec), rec: rec}
}

// Feed scans the next part of the arguments and returns the pieces that
// can be written now.
func (s *Scanner) Feed(chunk string) []Piece {
	for i := 0; i < len(chunk); i++ {
		s.byte(chunk[i])
	}
	if s.inString && !s.isKey && s.hold != nil {
		s.releaseText(false)
	}
	s.flushRaw()
	return s.take()
}

// Close ends the arguments and returns the last pieces: an unterminated
// string's text (without a closing quote, as the model wrote it).
func (s *Scanner) Close() []Piece {
	if s.inString && !s.isKey {
		s.endText()
	}
	s.flushRaw()
	return s.take()
}

func (s *Scanner) take() []Piece {
	out := s.out
	s.out = nil
	return out
}

func (s *Scanner) byte(c byte) {
	if s.inString {
		if s.isKey {
			s.keyByte(c)
		} else {
			s.valueByte(c)
		}
		return
	}
	s.raw.WriteByte(c)
	switch c {
	case '{':
		s.stack = append(s.stack, '{')
		s.expectKey = true
	case '[':
		s.stack = append(s.stack, '[')
		s.expectKey = false
	case '}', ']':
		if len(s.stack) > 0 {
			s.stack = s.stack[:len(s.stack)-1]
		}
		s.expectKey = false
	case ',':
		s.expectKey = s.inObject()
	case ':':
		s.expectKey = false
	case '"':
		s.inString = true
		s.isKey = s.expectKey && s.inObject()
		if !s.isKey {
			s.flushRaw()
		}
	}
}

func (s *Scanner) inObject() bool { return len(s.stack) > 0 && s.stack[len(s.stack)-1] == '{' }

// keyByte copies a key's bytes as they are, up to its closing quote.
func (s *Scanner) keyByte(c byte) {
	s.raw.WriteByte(c)
	switch {
	case s.esc == 1:
		s.esc = 0
	case c == '\\':
		s.esc = 1
	case c == '"':
		s.inString, s.isKey, s.expectKey = false, false, false
	}
}

// valueByte decodes a string value's byte.
func (s *Scanner) valueByte(c byte) {
	switch s.esc {
	case 0:
		switch c {
		case '\\':
			s.esc = 1
		case '"':
			s.endText()
			s.raw.WriteByte('"')
			s.inString = false
		default:
			s.flushHigh()
			s.text.WriteByte(c)
		}
	case 1:
		s.esc = 0
		var r rune
		switch c {
		case '"', '\\', '/':
			r = rune(c)
		case 'b':
			r = '\b'
		case 'f':
			r = '\f'
		case 'n':
			r = '\n'
		case 'r':
			r = '\r'
		case 't':
			r = '\t'
		case 'u':
			s.esc, s.hex = 2, s.hex[:0]
			return
		default:
			// Not an escape JSON knows: keep both characters as text.
			s.flushHigh()
			s.text.WriteByte('\\')
			s.text.WriteByte(c)
			return
		}
		s.flushHigh()
		s.text.WriteRune(r)
	default:
		if !isHex(c) {
			// A broken \u escape: keep what was read as text.
			s.esc = 0
			s.flushHigh()
			s.text.WriteString(`\u`)
			s.text.Write(s.hex)
			s.valueByte(c)
			return
		}
		s.hex = append(s.hex, c)
		if len(s.hex) < 4 {
			return
		}
		s.esc = 0
		r := rune(hexValue(s.hex))
		switch {
		case utf16.IsSurrogate(r) && r < 0xdc00:
			s.flushHigh()
			s.high = r
		case utf16.IsSurrogate(r):
			if s.high != 0 {
				s.text.WriteRune(utf16.DecodeRune(s.high, r))
				s.high = 0
			} else {
				s.text.WriteRune(utf8.RuneError)
			}
		default:
			s.flushHigh()
			s.text.WriteRune(r)
		}
	}
}

// flushHigh writes a high surrogate that got no low half.
func (s *Scanner) flushHigh() {
	if s.high != 0 {
		s.text.WriteRune(utf8.RuneError)
		s.high = 0
	}
}

// releaseText hands over the decoded text that can go now.
func (s *Scanner) releaseText(end bool) {
	t := s.text.String()
	s.text.Reset()
	if !end {
		// Keep a character cut by the chunk for the next one.
		if n := incompleteTail(t); n > 0 {
			s.text.WriteString(t[len(t)-n:])
			t = t[:len(t)-n]
		}
	}
	if s.hold != nil {
		t = s.hold.Feed(t)
		if end {
			t += s.hold.Flush()
		}
	}
	if t != "" || end {
		s.out = append(s.out, Piece{Text: t, IsText: true})
	}
}

// endText ends the current value: an escape cut by the end is kept as
// text, a lone high surrogate becomes U+FFFD.
func (s *Scanner) endText() {
	switch s.esc {
	case 1:
		s.text.WriteByte('\\')
	case 2, 3, 4, 5:
		s.text.WriteString(`\u`)
		s.text.Write(s.hex)
	}
	s.esc = 0
	s.flushHigh()
	s.releaseText(true)
}

func (s *Scanner) flushRaw() {
	if s.raw.Len() > 0 {
		s.out = append(s.out, Piece{Raw: s.raw.String()})
		s.raw.Reset()
	}
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func hexValue(h []byte) int {
	v := 0
	for _, c := range h {
		switch {
		case c <= '9':
			v = v<<4 | int(c-'0')
		case c >= 'a':
			v = v<<4 | int(c-'a'+10)
		default:
			v = v<<4 | int(c-'A'+10)
		}
	}
	return v
}

// incompleteTail returns the length of a UTF-8 sequence cut at the end of
// t, or 0.
func incompleteTail(t string) int {
	for n := 1; n <= 3 && n <= len(t); n++ {
		c := t[len(t)-n]
		if c < utf8.RuneSelf {
			return 0
		}
		if utf8.RuneStart(c) {
			if !utf8.FullRuneInString(t[len(t)-n:]) {
				return n
			}
			return 0
		}
	}
	return 0
}
