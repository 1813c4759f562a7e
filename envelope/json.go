package envelope

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"strconv"
	"unicode/utf8"
)

// DecodeJSON parses one JSON value that must span the whole payload.
// Numbers keep their literal text, and object keys their order.
func DecodeJSON(b []byte, lim Limits) (*Node, error) {
	return Decoder{Limits: lim}.JSON(b)
}

// JSON parses one JSON value that must span the whole payload, as
// DecodeJSON does.
func (dc Decoder) JSON(b []byte) (*Node, error) {
	lim := dc.Limits.withDefaults()
	if len(b) > lim.MaxBytes {
		return nil, &Error{Reason: TooLarge, Message: "payload of " + strconv.Itoa(len(b)) + " bytes exceeds the limit of " + strconv.Itoa(lim.MaxBytes)}
	}
	if !utf8.Valid(b) {
		return nil, &Error{Reason: InvalidUTF8, Message: "JSON payload is not valid UTF-8"}
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	jd := jsonDecoder{dec: dec, maxDepth: lim.MaxDepth, values: budget{lim.MaxValues}}
	n, err := jd.value(0)
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, jd.fail(Malformed, "trailing data after the value")
	}
	return n, nil
}

type jsonDecoder struct {
	dec      *json.Decoder
	maxDepth int
	values   budget
}

func (d *jsonDecoder) fail(r Reason, msg string) error {
	return &Error{Reason: r, Message: msg + " at offset " + strconv.FormatInt(d.dec.InputOffset(), 10)}
}

func (d *jsonDecoder) value(depth int) (*Node, error) {
	if !d.values.take(1) {
		return nil, d.fail(TooLarge, "payload holds too many values")
	}
	tok, err := d.dec.Token()
	if err != nil {
		return nil, d.syntax(err)
	}
	return d.fromToken(tok, depth)
}

// syntax turns a decoder error into a Malformed error; encoding/json's
// messages quote at most a character of the input.
func (d *jsonDecoder) syntax(err error) error {
	if errors.Is(err, io.EOF) {
		return d.fail(Malformed, "truncated JSON")
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return &Error{Reason: Malformed, Message: "invalid JSON at offset " + strconv.FormatInt(se.Offset, 10)}
	}
	return d.fail(Malformed, "invalid JSON")
}

func (d *jsonDecoder) fromToken(tok json.Token, depth int) (*Node, error) {
	switch t := tok.(type) {
	case nil:
		return &Node{kind: Nil, src: srcJSON}, nil
	case bool:
		return &Node{kind: Bool, b: t, src: srcJSON}, nil
	case string:
		return &Node{kind: String, str: t, src: srcJSON}, nil
	case json.Number:
		return numberNode(t), nil
	case json.Delim:
		if depth >= d.maxDepth {
			return nil, d.fail(TooDeep, "nesting deeper than "+strconv.Itoa(d.maxDepth))
		}
		if t == '[' {
			return d.array(depth)
		}
		return d.object(depth)
	}
	return nil, d.fail(Malformed, "unexpected JSON token")
}

func numberNode(t json.Number) *Node {
	n := &Node{num: string(t), src: srcJSON}
	if i, err := strconv.ParseInt(string(t), 10, 64); err == nil {
		n.kind, n.bits = Int, uint64(i)
		return n
	}
	if u, err := strconv.ParseUint(string(t), 10, 64); err == nil {
		n.kind, n.bits, n.isU = Int, u, true
		return n
	}
	f, _ := strconv.ParseFloat(string(t), 64)
	n.kind, n.bits = Float, math.Float64bits(f)
	return n
}

func (d *jsonDecoder) array(depth int) (*Node, error) {
	n := &Node{kind: Array, src: srcJSON}
	for d.dec.More() {
		it, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		n.items = append(n.items, it)
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, d.syntax(err)
	}
	return n, nil
}

func (d *jsonDecoder) object(depth int) (*Node, error) {
	n := &Node{kind: Map, src: srcJSON}
	for d.dec.More() {
		k, err := d.dec.Token()
		if err != nil {
			return nil, d.syntax(err)
		}
		key, ok := k.(string)
		if !ok {
			return nil, d.fail(Malformed, "object key is not a string")
		}
		v, err := d.value(depth + 1)
		if err != nil {
			return nil, err
		}
		n.items = append(n.items, &Node{kind: String, str: key, src: srcJSON}, v)
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, d.syntax(err)
	}
	if hasDuplicateKey(n.items) {
		return nil, d.fail(DuplicateKey, "an object holds the same key twice")
	}
	return n, nil
}

// AppendJSON appends n's JSON encoding to b. Number literals decoded from
// JSON are kept; binary values become base64 strings and extension values
// null, as JSON has neither.
func AppendJSON(b []byte, n *Node) []byte {
	switch n.kind {
	case Nil, Ext:
		return append(b, "null"...)
	case Bool:
		return strconv.AppendBool(b, n.b)
	case Int:
		if n.num != "" {
			return append(b, n.num...)
		}
		if n.isU {
			return strconv.AppendUint(b, n.bits, 10)
		}
		return strconv.AppendInt(b, int64(n.bits), 10)
	case Float:
		if n.num != "" {
			return append(b, n.num...)
		}
		if f := math.Float64frombits(n.bits); math.IsInf(f, 0) || math.IsNaN(f) {
			return append(b, "null"...)
		}
		return strconv.AppendFloat(b, math.Float64frombits(n.bits), 'g', -1, 64)
	case String:
		return appendJSONString(b, n.str)
	case Binary:
		s, _ := json.Marshal(binaryPayload(n.raw))
		return append(b, s...)
	case Array:
		b = append(b, '[')
		for i, it := range n.items {
			if i > 0 {
				b = append(b, ',')
			}
			b = AppendJSON(b, it)
		}
		return append(b, ']')
	case Map:
		b = append(b, '{')
		for i := 0; i < len(n.items); i += 2 {
			if i > 0 {
				b = append(b, ',')
			}
			k := n.items[i]
			if k.kind == String {
				b = appendJSONString(b, k.str)
			} else {
				b = appendJSONString(b, string(AppendJSON(nil, k)))
			}
			b = append(b, ':')
			b = AppendJSON(b, n.items[i+1])
		}
		return append(b, '}')
	}
	return append(b, "null"...)
}

// EncodeJSON returns n's JSON encoding.
func EncodeJSON(n *Node) []byte { return AppendJSON(nil, n) }

// appendJSONString quotes s without encoding/json's HTML escaping, so
// tokens read "<<EMAIL:1>>" rather than "\u003c\u003cEMAIL:1\u003e\u003e".
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	last := 0
	for i, r := range s {
		var esc string
		switch {
		case r == '"':
			esc = `\"`
		case r == '\\':
			esc = `\\`
		case r == '\n':
			esc = `\n`
		case r == '\r':
			esc = `\r`
		case r == '\t':
			esc = `\t`
		case r < 0x20 || r == '\u2028' || r == '\u2029':
			esc = `\u` + string([]byte{hex[r>>12&0xf], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf]})
		default:
			continue
		}
		b = append(b, s[last:i]...)
		b = append(b, esc...)
		last = i + utf8.RuneLen(r)
	}
	b = append(b, s[last:]...)
	return append(b, '"')
}

// binaryPayload strips a msgpack bin header, leaving the bytes.
func binaryPayload(raw []byte) []byte {
	if len(raw) == 0 {
		return nil
	}
	skip := map[byte]int{0xc4: 2, 0xc5: 3, 0xc6: 5}[raw[0]]
	if skip == 0 || skip > len(raw) {
		return nil
	}
	return raw[skip:]
}
