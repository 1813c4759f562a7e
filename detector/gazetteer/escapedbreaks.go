package gazetteer

import "strings"

// escapedBreaks returns text with each line break written as an escape
// ("\n", "\r" and "\t", as JSON strings, log fields and tool arguments
// carry them) turned into whitespace of the same length: "\n" into a space
// and a line break, "\r" and "\t" into two spaces. An address block inside
// a JSON string then reads line by line as it does once decoded, and every
// offset into the result is an offset into text. A backslash escaped by
// another ("\\n") ends no line. buf is the reused copy; it returns it
// empty, with text itself, when text holds no such escape.
func escapedBreaks(text string, buf []byte) (string, []byte) {
	i := strings.IndexByte(text, '\\')
	if i < 0 {
		return text, buf[:0]
	}
	buf = append(buf[:0], text...)
	changed := false
	for ; i+1 < len(buf); i++ {
		if buf[i] != '\\' {
			continue
		}
		switch buf[i+1] {
		case 'n':
			buf[i], buf[i+1], changed = ' ', '\n', true
		case 'r', 't':
			buf[i], buf[i+1], changed = ' ', ' ', true
		}
		i++ // the escaped byte, a backslash included, starts no escape
	}
	if !changed {
		return text, buf[:0]
	}
	return string(buf), buf
}
