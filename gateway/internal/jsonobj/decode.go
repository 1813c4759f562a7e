package jsonobj

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// unescape appends to dst the text of the inside of a JSON string (raw,
// without its quotes) with its escapes decoded: a surrogate that is not
// half of a pair becomes U+FFFD, as encoding/json reads it. An escape
// cut short is kept as it is.
func unescape(dst, raw []byte) []byte {
	for i := 0; i < len(raw); {
		j := bytes.IndexByte(raw[i:], '\\')
		if j < 0 {
			return append(dst, raw[i:]...)
		}
		dst = append(dst, raw[i:i+j]...)
		i += j
		if i+1 >= len(raw) {
			return append(dst, raw[i:]...)
		}
		switch c := raw[i+1]; c {
		case '"', '\\', '/':
			dst = append(dst, c)
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r, ok := hex4(raw, i+2)
			if !ok {
				return append(dst, raw[i:]...)
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if r < 0xdc00 {
					if lo, ok := hex4(raw, i+2); ok && i+1 < len(raw) && raw[i] == '\\' && raw[i+1] == 'u' && 0xdc00 <= lo && lo < 0xe000 {
						dst = utf8.AppendRune(dst, utf16.DecodeRune(r, lo))
						i += 6
						continue
					}
				}
				r = utf8.RuneError
			}
			dst = utf8.AppendRune(dst, r)
			continue
		default:
			dst = append(dst, '\\', c)
		}
		i += 2
	}
	return dst
}

// hex4 reads the four hexadecimal digits at raw[i:].
func hex4(raw []byte, i int) (rune, bool) {
	if i+4 > len(raw) {
		return 0, false
	}
	var r rune
	for _, c := range raw[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// StringOf reads raw as a JSON string.
func StringOf(raw json.RawMessage) (string, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return "", false
	}
	in := raw[1 : len(raw)-1]
	if bytes.IndexByte(in, '\\') < 0 {
		return string(in), true
	}
	return string(unescape(make([]byte, 0, len(in)), in)), true
}

// BoolOf reads raw as true or false.
func BoolOf(raw json.RawMessage) (v, ok bool) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

// IntOf reads raw as an integer that fits an int.
func IntOf(raw json.RawMessage) (int, bool) {
	n, err := strconv.Atoi(string(bytes.TrimSpace(raw)))
	return n, err == nil
}

// Decode reads a raw value as Go values the worker's msgpack carries
// exactly: objects as map[string]any, arrays as []any, integral numbers
// as int64 (or float64 beyond its range), others as float64.
func Decode(raw json.RawMessage) (any, error) {
	if err := Check(raw); err != nil {
		return nil, err
	}
	d := decoder{b: raw}
	return d.value(), nil
}

// decoder reads a text Check accepted.
type decoder struct {
	b []byte
	i int
}

func (d *decoder) ws() {
	for d.i < len(d.b) && (d.b[d.i] == ' ' || d.b[d.i] == '\t' || d.b[d.i] == '\n' || d.b[d.i] == '\r') {
		d.i++
	}
}

func (d *decoder) value() any {
	d.ws()
	switch c := d.b[d.i]; c {
	case '{':
		d.i++
		m := map[string]any{}
		for {
			d.ws()
			if d.b[d.i] == '}' {
				d.i++
				return m
			}
			if d.b[d.i] == ',' {
				d.i++
				d.ws()
			}
			k := d.str()
			d.ws()
			d.i++ // :
			m[k] = d.value()
		}
	case '[':
		d.i++
		a := []any{}
		for {
			d.ws()
			if d.b[d.i] == ']' {
				d.i++
				return a
			}
			if d.b[d.i] == ',' {
				d.i++
			}
			a = append(a, d.value())
		}
	case '"':
		return d.str()
	case 't':
		d.i += 4
		return true
	case 'f':
		d.i += 5
		return false
	case 'n':
		d.i += 4
		return nil
	}
	start := d.i
	for d.i < len(d.b) && bytes.IndexByte([]byte("+-.0123456789eE"), d.b[d.i]) >= 0 {
		d.i++
	}
	num := string(d.b[start:d.i])
	if n, err := strconv.ParseInt(num, 10, 64); err == nil {
		return n
	}
	f, _ := strconv.ParseFloat(num, 64)
	return f
}

// str reads the string at d.i.
func (d *decoder) str() string {
	start := d.i
	d.i++
	for d.b[d.i] != '"' {
		if d.b[d.i] == '\\' {
			d.i++
		}
		d.i++
	}
	d.i++
	s, _ := StringOf(d.b[start:d.i])
	return s
}
