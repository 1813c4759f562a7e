// Package jsonobj reads and writes the JSON of provider requests and
// responses: objects whose keys keep their order, values kept as raw JSON
// until read, and the checks that make every reader see the same request
// (valid UTF-8, no key twice in an object, bounded nesting), made in the
// same single pass that reads the text.
//
// An object parsed and left unchanged writes back the bytes it was read
// from, so what the gateway forwards as it came is never encoded again.
package jsonobj

import (
	"bytes"
	"encoding/json"
)

// Object is a JSON object whose keys keep their order. Most are small (a
// message, a content block, a stream chunk), and a key is found by
// comparing it with each; past smallObject keys an index finds it. An
// Object is not safe for concurrent use.
type Object struct {
	keys []string
	vals []json.RawMessage
	// index maps each key to its position once the object is large.
	index map[string]int
	// raw is the text the object was parsed from, while it is unchanged.
	raw []byte
}

// New returns an empty object.
func New() *Object { return &Object{} }

// Keys returns the keys in order.
func (o *Object) Keys() []string { return o.keys }

func (o *Object) find(k string) int {
	if len(o.keys) > smallObject {
		if o.index == nil {
			o.index = make(map[string]int, len(o.keys))
			for i, key := range o.keys {
				o.index[key] = i
			}
		}
		if i, ok := o.index[k]; ok {
			return i
		}
		return -1
	}
	for i, key := range o.keys {
		if key == k {
			return i
		}
	}
	return -1
}

// Get returns the raw value of k.
func (o *Object) Get(k string) (json.RawMessage, bool) {
	if i := o.find(k); i >= 0 {
		return o.vals[i], true
	}
	return nil, false
}

// Has reports whether k is present and not null.
func (o *Object) Has(k string) bool {
	v, ok := o.Get(k)
	return ok && !IsNull(v)
}

// String returns the value of k when it is a string.
func (o *Object) String(k string) (string, bool) {
	v, ok := o.Get(k)
	if !ok {
		return "", false
	}
	return StringOf(v)
}

// Set sets k to the raw value v, in place, or last when new. Setting a
// key to the bytes it holds changes nothing.
func (o *Object) Set(k string, v json.RawMessage) {
	if i := o.find(k); i >= 0 {
		if !bytes.Equal(o.vals[i], v) {
			o.raw = nil
			o.vals[i] = v
		}
		return
	}
	o.raw = nil
	o.keys = append(o.keys, k)
	o.vals = append(o.vals, v)
	if o.index != nil {
		o.index[k] = len(o.keys) - 1
	}
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
	i := o.find(k)
	if i < 0 {
		return
	}
	o.raw = nil
	o.index = nil
	o.keys = append(o.keys[:i:i], o.keys[i+1:]...)
	o.vals = append(o.vals[:i:i], o.vals[i+1:]...)
}

// Len is the number of keys.
func (o *Object) Len() int { return len(o.keys) }

// Marshal writes the object, keys in order: the text it was parsed from
// when it did not change.
func (o *Object) Marshal() json.RawMessage {
	if o.raw != nil {
		return o.raw
	}
	n := 2
	for i, k := range o.keys {
		n += len(k) + len(o.vals[i]) + 4
	}
	b := make([]byte, 0, n)
	b = append(b, '{')
	for i, k := range o.keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendQuoted(b, k)
		b = append(b, ':')
		b = append(b, o.vals[i]...)
	}
	return append(b, '}')
}

// MarshalJSON implements json.Marshaler.
func (o *Object) MarshalJSON() ([]byte, error) { return o.Marshal(), nil }

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
