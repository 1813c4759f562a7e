package jsonobj

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"unicode/utf8"
	"unsafe"
)

// maxDepth bounds nesting, as the worker does.
const maxDepth = 256

// The checks a text can fail, besides its syntax.
var (
	// ErrNotObject is returned by Parse for a valid JSON value that is not
	// an object.
	ErrNotObject = errors.New("the body must be a JSON object")
	errUTF8      = errors.New("the body is not valid UTF-8")
	errDuplicate = errors.New("a key appears twice in one object")
	errDepth     = errors.New("the body nests deeper than 256 levels")
	errTrailing  = errors.New("the body holds more than one JSON value")
)

// syntaxError says where a text stops being JSON, without its content.
type syntaxError struct {
	msg    string
	offset int
}

func (e *syntaxError) Error() string {
	return "the body is not JSON: " + e.msg + " at byte " + strconv.Itoa(e.offset)
}

// parser reads one JSON text in a single pass and checks it whole: its
// syntax, UTF-8 inside strings (JSON has no other place for non-ASCII
// bytes), no key twice in any object, at most maxDepth levels.
type parser struct {
	b []byte
	i int
}

// Check refuses a text that two JSON readers could read differently:
// invalid UTF-8, a key twice in one object, anything but one JSON value,
// nesting deeper than 256 levels.
func Check(b []byte) error {
	p := parser{b: b}
	if err := p.value(0); err != nil {
		return err
	}
	return p.end()
}

// Valid reports whether s passes Check.
func Valid(s string) bool { return Check(bytesOf(s)) == nil }

// Parse reads a JSON object, checking the whole text as Check does, in
// the same pass: its values are kept as raw JSON (slices of raw, which
// must not change while the object is used, capped at their length so
// that an append to one never writes into raw). A valid value that is not
// an object gives ErrNotObject.
func Parse(raw []byte) (*Object, error) {
	p := parser{b: raw}
	p.ws()
	if p.i >= len(raw) {
		return nil, p.syntax("unexpected end")
	}
	if raw[p.i] != '{' {
		if err := p.value(0); err != nil {
			return nil, err
		}
		if err := p.end(); err != nil {
			return nil, err
		}
		return nil, ErrNotObject
	}
	o := &Object{}
	if err := p.object(0, o); err != nil {
		return nil, err
	}
	if err := p.end(); err != nil {
		return nil, err
	}
	o.raw = raw[:len(raw):len(raw)]
	return o, nil
}

// ParseAnswer reads a JSON object as Parse does, except that invalid
// UTF-8 inside its strings reads as U+FFFD, as encoding/json reads it:
// for a provider's answer, which the gateway restores rather than
// refuses. Valid text is read in one pass, as Parse reads it.
func ParseAnswer(raw []byte) (*Object, error) {
	o, err := Parse(raw)
	if errors.Is(err, errUTF8) {
		return Parse(bytes.ToValidUTF8(raw, []byte("\uFFFD")))
	}
	return o, err
}

// Array reads a JSON array's raw items, checking the text as Check does.
func Array(raw json.RawMessage) ([]json.RawMessage, error) {
	p := parser{b: raw}
	p.ws()
	if p.i >= len(raw) || raw[p.i] != '[' {
		return nil, errors.New("not a JSON array")
	}
	var items []json.RawMessage
	if err := p.array(0, &items); err != nil {
		return nil, err
	}
	if err := p.end(); err != nil {
		return nil, err
	}
	return items, nil
}

// bytesOf views s as bytes, for reading only.
func bytesOf(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

func (p *parser) syntax(msg string) error { return &syntaxError{msg: msg, offset: p.i} }

func (p *parser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// end checks that nothing but white space follows the value.
func (p *parser) end() error {
	p.ws()
	if p.i != len(p.b) {
		return errTrailing
	}
	return nil
}

// value checks the value at p.i, inside depth containers.
func (p *parser) value(depth int) error {
	p.ws()
	if p.i >= len(p.b) {
		return p.syntax("unexpected end")
	}
	switch c := p.b[p.i]; {
	case c == '{':
		return p.object(depth, nil)
	case c == '[':
		return p.array(depth, nil)
	case c == '"':
		_, err := p.str()
		return err
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	case c == 't':
		return p.literal("true")
	case c == 'f':
		return p.literal("false")
	case c == 'n':
		return p.literal("null")
	}
	return p.syntax("unexpected character")
}

func (p *parser) literal(lit string) error {
	if len(p.b)-p.i < len(lit) || string(p.b[p.i:p.i+len(lit)]) != lit {
		return p.syntax("invalid literal")
	}
	p.i += len(lit)
	return nil
}

func (p *parser) digits() bool {
	start := p.i
	for p.i < len(p.b) && '0' <= p.b[p.i] && p.b[p.i] <= '9' {
		p.i++
	}
	return p.i > start
}

// number checks -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?.
func (p *parser) number() error {
	if p.b[p.i] == '-' {
		p.i++
	}
	switch {
	case p.i < len(p.b) && p.b[p.i] == '0':
		p.i++
	case !p.digits():
		return p.syntax("invalid number")
	}
	if p.i < len(p.b) && p.b[p.i] == '.' {
		p.i++
		if !p.digits() {
			return p.syntax("invalid number")
		}
	}
	if p.i < len(p.b) && (p.b[p.i] == 'e' || p.b[p.i] == 'E') {
		p.i++
		if p.i < len(p.b) && (p.b[p.i] == '+' || p.b[p.i] == '-') {
			p.i++
		}
		if !p.digits() {
			return p.syntax("invalid number")
		}
	}
	return nil
}

// str checks the string at p.i and reports whether it holds an escape.
func (p *parser) str() (escaped bool, err error) {
	p.i++ // the opening quote
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			return escaped, nil
		case c == '\\':
			escaped = true
			if p.i+1 >= len(p.b) {
				return false, p.syntax("unterminated string")
			}
			switch p.b[p.i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				p.i += 2
			case 'u':
				if len(p.b)-p.i < 6 || !isHex(p.b[p.i+2]) || !isHex(p.b[p.i+3]) || !isHex(p.b[p.i+4]) || !isHex(p.b[p.i+5]) {
					return false, p.syntax("invalid \\u escape")
				}
				p.i += 6
			default:
				return false, p.syntax("invalid escape")
			}
		case c < 0x20:
			return false, p.syntax("control character in a string")
		case c < utf8.RuneSelf:
			p.i++
		default:
			r, size := utf8.DecodeRune(p.b[p.i:])
			if r == utf8.RuneError && size == 1 {
				return false, errUTF8
			}
			p.i += size
		}
	}
	return false, p.syntax("unterminated string")
}

// smallObject is the number of keys below which duplicates are found by
// comparing each key with those before it, without a map.
const smallObject = 16

// object checks the object at p.i; with o, it also keeps its keys and
// raw values.
func (p *parser) object(depth int, o *Object) error {
	if depth >= maxDepth {
		return errDepth
	}
	p.i++ // {
	var small [smallObject][]byte
	seen := small[:0]
	var many map[string]struct{}
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == '}' {
		p.i++
		return nil
	}
	for {
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != '"' {
			return p.syntax("expected a key")
		}
		start := p.i
		escaped, err := p.str()
		if err != nil {
			return err
		}
		key := p.b[start+1 : p.i-1]
		if escaped {
			key = unescape(nil, key)
		}
		switch {
		case many != nil:
			if _, dup := many[string(key)]; dup {
				return errDuplicate
			}
			many[string(key)] = struct{}{}
		default:
			for _, k := range seen {
				if string(k) == string(key) {
					return errDuplicate
				}
			}
			if len(seen) < smallObject {
				seen = append(seen, key)
			} else {
				many = make(map[string]struct{}, 2*smallObject)
				for _, k := range seen {
					many[string(k)] = struct{}{}
				}
				many[string(key)] = struct{}{}
			}
		}
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != ':' {
			return p.syntax("expected ':'")
		}
		p.i++
		p.ws()
		vstart := p.i
		if err := p.value(depth + 1); err != nil {
			return err
		}
		if o != nil {
			o.keys = append(o.keys, string(key))
			o.vals = append(o.vals, p.b[vstart:p.i:p.i])
		}
		p.ws()
		if p.i >= len(p.b) {
			return p.syntax("unexpected end")
		}
		switch p.b[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return nil
		default:
			return p.syntax("expected ',' or '}'")
		}
	}
}

// array checks the array at p.i; with items, it also keeps its raw
// items.
func (p *parser) array(depth int, items *[]json.RawMessage) error {
	if depth >= maxDepth {
		return errDepth
	}
	p.i++ // [
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == ']' {
		p.i++
		if items != nil && *items == nil {
			*items = []json.RawMessage{}
		}
		return nil
	}
	for {
		p.ws()
		start := p.i
		if err := p.value(depth + 1); err != nil {
			return err
		}
		if items != nil {
			*items = append(*items, p.b[start:p.i:p.i])
		}
		p.ws()
		if p.i >= len(p.b) {
			return p.syntax("unexpected end")
		}
		switch p.b[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return nil
		default:
			return p.syntax("expected ',' or ']'")
		}
	}
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
