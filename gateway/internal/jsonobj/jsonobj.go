// Package jsonobj reads and writes the JSON of provider requests and
// responses: objects whose keys keep their order, values kept as raw JSON
// until read, and the checks that make every reader see the same request
// (valid UTF-8, no key twice in an object).
package jsonobj

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"unicode/utf8"
)

// Object is a JSON object whose keys keep their order.
type Object struct {
	keys []string
	vals map[string]json.RawMessage
}

// Parse reads a JSON object.
func Parse(raw []byte) (*Object, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("not an object")
	}
	o := &Object{vals: map[string]json.RawMessage{}}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		k, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		if _, dup := o.vals[k]; dup {
			return nil, errors.New("a key appears twice in one object")
		}
		o.keys = append(o.keys, k)
		o.vals[k] = v
	}
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	return o, nil
}

// New returns an empty object.
func New() *Object { return &Object{vals: map[string]json.RawMessage{}} }

// Keys returns the keys in order.
func (o *Object) Keys() []string { return o.keys }

// Get returns the raw value of k.
func (o *Object) Get(k string) (json.RawMessage, bool) {
	v, ok := o.vals[k]
	return v, ok
}

// Has reports whether k is present and not null.
func (o *Object) Has(k string) bool {
	v, ok := o.vals[k]
	return ok && !IsNull(v)
}

// String returns the value of k when it is a string.
func (o *Object) String(k string) (string, bool) {
	v, ok := o.vals[k]
	if !ok {
		return "", false
	}
	var s string
	if json.Unmarshal(v, &s) != nil {
		return "", false
	}
	return s, true
}

// Set sets k to the raw value v, in place, or last when new.
func (o *Object) Set(k string, v json.RawMessage) {
	if _, ok := o.vals[k]; !ok {
		o.keys = append(o.keys, k)
	}
	o.vals[k] = v
}

// SetString sets k to the string s.
func (o *Object) SetString(k, s string) { o.Set(k, MarshalString(s)) }

// SetValue sets k to the JSON of v.
func (o *Object) SetValue(k string, v any) error {
	b, err := Marshal(v)
	if err != nil {
		return err
	}
	o.Set(k, b)
	return nil
}

// Delete removes k.
func (o *Object) Delete(k string) {
	if _, ok := o.vals[k]; !ok {
		return
	}
	delete(o.vals, k)
	for i, key := range o.keys {
		if key == k {
			o.keys = append(o.keys[:i:i], o.keys[i+1:]...)
			break
		}
	}
}

// Len is the number of keys.
func (o *Object) Len() int { return len(o.keys) }

// Marshal writes the object, keys in order.
func (o *Object) Marshal() json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(MarshalString(k))
		b.WriteByte(':')
		b.Write(o.vals[k])
	}
	b.WriteByte('}')
	return b.Bytes()
}

// MarshalJSON implements json.Marshaler.
func (o *Object) MarshalJSON() ([]byte, error) { return o.Marshal(), nil }

// Array reads a JSON array's raw items.
func Array(raw json.RawMessage) ([]json.RawMessage, error) {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, err
	}
	return items, nil
}

// MarshalArray writes raw items as a JSON array.
func MarshalArray(items []json.RawMessage) json.RawMessage {
	var b bytes.Buffer
	b.WriteByte('[')
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(it)
	}
	b.WriteByte(']')
	return b.Bytes()
}

// IsNull reports whether raw is JSON null.
func IsNull(raw json.RawMessage) bool { return bytes.Equal(bytes.TrimSpace(raw), []byte("null")) }

// Kind is the first byte of a raw value: '{', '[', '"', or another.
func Kind(raw json.RawMessage) byte {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return 0
	}
	return raw[0]
}

// MarshalString writes s as a JSON string, without HTML escaping.
func MarshalString(s string) json.RawMessage {
	b, _ := Marshal(s)
	return b
}

// Marshal writes v as JSON without HTML escaping.
func Marshal(v any) (json.RawMessage, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// Decode reads a raw value as Go values the worker's msgpack carries
// exactly: objects as map[string]any, arrays as []any, integral numbers
// as int64 (or float64 beyond its range), others as float64.
func Decode(raw json.RawMessage) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return numbers(v), nil
}

func numbers(v any) any {
	switch x := v.(type) {
	case json.Number:
		if i, err := strconv.ParseInt(string(x), 10, 64); err == nil {
			return i
		}
		f, _ := strconv.ParseFloat(string(x), 64)
		return f
	case map[string]any:
		for k, e := range x {
			x[k] = numbers(e)
		}
	case []any:
		for i, e := range x {
			x[i] = numbers(e)
		}
	}
	return v
}

// SameValue reports whether two Go values are the same JSON value (a
// value sent to the worker and the one it answered, whose number types
// may differ).
func SameValue(a, b any) bool {
	ja, err1 := Marshal(normalize(a))
	jb, err2 := Marshal(normalize(b))
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

func normalize(v any) any {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case uint64:
		return float64(x)
	case int:
		return float64(x)
	case float32:
		return float64(x)
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			return nil
		}
		return x
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = normalize(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normalize(e)
		}
		return out
	}
	return v
}

// Check refuses a request body that two JSON readers could read
// differently: invalid UTF-8, a key twice in one object, anything but one
// JSON value.
func Check(body []byte) error {
	if !utf8.Valid(body) {
		return errors.New("the body is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := checkValue(dec, 0); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("the body holds more than one JSON value")
	}
	return nil
}

// maxDepth bounds nesting, as the worker does.
const maxDepth = 256

func checkValue(dec *json.Decoder, depth int) error {
	tok, err := dec.Token()
	if err != nil {
		return fmt.Errorf("the body is not JSON: %w", err)
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	if depth >= maxDepth {
		return errors.New("the body nests deeper than 256 levels")
	}
	switch d {
	case '{':
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return fmt.Errorf("the body is not JSON: %w", err)
			}
			key, _ := k.(string)
			if seen[key] {
				return errors.New("a key appears twice in one object")
			}
			seen[key] = true
			if err := checkValue(dec, depth+1); err != nil {
				return err
			}
		}
	case '[':
		for dec.More() {
			if err := checkValue(dec, depth+1); err != nil {
				return err
			}
		}
	}
	if _, err := dec.Token(); err != nil {
		return fmt.Errorf("the body is not JSON: %w", err)
	}
	return nil
}
