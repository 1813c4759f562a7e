// Package sse reads and writes server-sent events (the text/event-stream
// format of the HTML standard), as the OpenAI and Anthropic streaming APIs
// send them.
//
// The reader accepts every line ending the standard allows (LF, CRLF, CR),
// joins the data lines of an event, and returns comments apart, so that a
// proxy can pass keep-alives on. The writer writes only well-formed events:
// a field value never holds a line break, and every event ends with a
// blank line.
package sse

import (
	"bufio"
	"errors"
	"io"
	"strings"
)

// MaxEventBytes bounds one event (all its lines): past it, Next fails with
// ErrEventTooLarge rather than buffer without end.
const MaxEventBytes = 16 << 20

// ErrEventTooLarge is returned for an event over MaxEventBytes.
var ErrEventTooLarge = errors.New("sse: event too large")

// Event is one server-sent event, or one comment line.
type Event struct {
	// Name is the event field ("" is the default type, "message").
	Name string
	// Data is the data lines, joined with "\n".
	Data string
	// ID and Retry are the id and retry fields; HasID tells an empty id
	// (which resets the last event id) from none.
	ID    string
	HasID bool
	Retry string
	// Comment, when IsComment, is a comment line's text (after the ":").
	Comment   string
	IsComment bool
}

// Reader reads events from a stream.
type Reader struct {
	br      *bufio.Reader
	skipLF  bool // the previous line ended with CR: a following LF belongs to it
	pending []Event
}

// NewReader returns a reader of the events of r.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 32<<10)}
}

// Next returns the next event or comment. At the end of the stream it
// returns io.EOF; an event whose blank line never came is returned first
// when it holds data (a stream cut after its last event's data).
func (r *Reader) Next() (Event, error) {
	if len(r.pending) > 0 {
		ev := r.pending[0]
		r.pending = r.pending[1:]
		return ev, nil
	}
	var ev Event
	var data strings.Builder
	hasData, started := false, false
	size := 0
	for {
		line, err := r.line(MaxEventBytes - size)
		if err != nil {
			if errors.Is(err, io.EOF) && hasData {
				ev.Data = data.String()
				return ev, nil
			}
			return Event{}, err
		}
		size += len(line) + 1
		if line == "" {
			if !started {
				continue
			}
			if !hasData && ev.Name == "" && !ev.HasID && ev.Retry == "" {
				started = false
				continue
			}
			ev.Data = data.String()
			return ev, nil
		}
		if line[0] == ':' {
			c := Event{IsComment: true, Comment: strings.TrimPrefix(line[1:], " ")}
			if !started {
				return c, nil
			}
			r.pending = append(r.pending, c)
			continue
		}
		started = true
		field, value, _ := strings.Cut(line, ":")
		value = strings.TrimPrefix(value, " ")
		switch field {
		case "event":
			ev.Name = value
		case "data":
			if hasData {
				data.WriteByte('\n')
			}
			data.WriteString(value)
			hasData = true
		case "id":
			if !strings.ContainsRune(value, 0) {
				ev.ID, ev.HasID = value, true
			}
		case "retry":
			ev.Retry = value
		}
	}
}

// line reads one line without its ending, at most limit bytes.
func (r *Reader) line(limit int) (string, error) {
	var b []byte
	for {
		c, err := r.br.ReadByte()
		if err != nil {
			if errors.Is(err, io.EOF) && len(b) > 0 {
				return string(b), nil
			}
			return "", err
		}
		if r.skipLF {
			r.skipLF = false
			if c == '\n' {
				continue
			}
		}
		switch c {
		case '\n':
			return string(b), nil
		case '\r':
			r.skipLF = true
			return string(b), nil
		}
		if len(b) >= limit {
			return "", ErrEventTooLarge
		}
		b = append(b, c)
		// Copy the rest of the line in one go when it is buffered.
		if buf, _ := r.br.Peek(r.br.Buffered()); len(buf) > 0 {
			n := 0
			for n < len(buf) && buf[n] != '\n' && buf[n] != '\r' {
				n++
			}
			if len(b)+n > limit {
				return "", ErrEventTooLarge
			}
			b = append(b, buf[:n]...)
			_, _ = r.br.Discard(n)
		}
	}
}

// Append appends ev, well formed, to dst: a comment as one comment line
// per line of its text, an event as its fields and a blank line. Line
// breaks in Name, ID and Retry are dropped (a field holds one line);
// Data is written as one data line per line.
func Append(dst []byte, ev Event) []byte {
	if ev.IsComment {
		for _, l := range splitLines(ev.Comment) {
			dst = append(dst, ": "...)
			dst = append(dst, l...)
			dst = append(dst, '\n')
		}
		return append(dst, '\n')
	}
	if ev.Name != "" {
		dst = append(dst, "event: "...)
		dst = append(dst, oneLine(ev.Name)...)
		dst = append(dst, '\n')
	}
	if ev.HasID {
		dst = append(dst, "id: "...)
		dst = append(dst, oneLine(strings.ReplaceAll(ev.ID, "\x00", ""))...)
		dst = append(dst, '\n')
	}
	if ev.Retry != "" {
		dst = append(dst, "retry: "...)
		dst = append(dst, oneLine(ev.Retry)...)
		dst = append(dst, '\n')
	}
	for _, l := range splitLines(ev.Data) {
		dst = append(dst, "data: "...)
		dst = append(dst, l...)
		dst = append(dst, '\n')
	}
	return append(dst, '\n')
}

// splitLines splits s at LF, CRLF and CR.
func splitLines(s string) []string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.Split(s, "\n")
}

func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
}
