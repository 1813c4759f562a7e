package envelope

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// Kind is the type of a Node.
type Kind uint8

// The kinds of value a payload holds.
const (
	Nil Kind = iota
	Bool
	Int   // a signed or unsigned integer
	Float // float32 or float64
	String
	Binary
	Array
	Map
	Ext // a msgpack extension value, kept opaque
)

var kindNames = [...]string{"nil", "bool", "int", "float", "string", "binary", "array", "map", "ext"}

// String returns the kind's name.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

type source uint8

const (
	srcCode source = iota // built in code: no raw bytes
	srcMsgpack
	srcJSON
)

// Node is one value of a decoded payload. Nodes decoded from msgpack keep
// their original bytes, and a node that was not changed is written back
// exactly as it came, so values the processor does not own (metadata,
// numbers, extension types, non-string keys) survive byte for byte.
type Node struct {
	// raw is the node's original encoding (msgpack bytes, or JSON text for
	// scalars decoded from JSON); nil for nodes built in code.
	raw []byte

	str string // String: the text
	num string // Int, Float from JSON: the literal; Int, Float built in code: formatted
	// bits is an Int's value (an int64, or a uint64 when isU) or a
	// Float's (its IEEE 754 bits): one word for the three.
	bits  uint64
	items []*Node // Array items; Map keys and values interleaved

	kind Kind
	// src says which codec raw comes from.
	src source
	isU bool // Int: bits holds a uint64 over math.MaxInt64
	b   bool // Bool
	// headLen is the length of a msgpack container's original header
	// (type and count), the start of raw.
	headLen uint8

	// dirty marks a node changed since decoding; settle spreads it to the
	// containers above.
	dirty bool
}

// Kind returns the node's kind.
func (n *Node) Kind() Kind { return n.kind }

// Str returns a String node's text, and whether n is a string.
func (n *Node) Str() (string, bool) {
	if n == nil || n.kind != String {
		return "", false
	}
	return n.str, true
}

// SetStr replaces a String node's text.
func (n *Node) SetStr(s string) {
	if n.kind == String && n.str == s {
		return
	}
	n.kind, n.str, n.dirty = String, s, true
}

// SetBool makes n the Bool b.
func (n *Node) SetBool(b bool) {
	if n.kind == Bool && n.b == b {
		return
	}
	n.kind, n.b, n.dirty = Bool, b, true
}

// BoolValue returns a Bool node's value, and whether n is a bool.
func (n *Node) BoolValue() (bool, bool) {
	if n == nil || n.kind != Bool {
		return false, false
	}
	return n.b, true
}

// Int64 returns an Int node's value when it fits an int64.
func (n *Node) Int64() (int64, bool) {
	if n == nil || n.kind != Int || n.isU {
		return 0, false
	}
	return int64(n.bits), true
}

// Uint64 returns an Int node's value when it is not negative.
func (n *Node) Uint64() (uint64, bool) {
	if n == nil || n.kind != Int {
		return 0, false
	}
	if n.isU {
		return n.bits, true
	}
	return n.bits, int64(n.bits) >= 0
}

// Float64 returns a Float node's value.
func (n *Node) Float64() (float64, bool) {
	if n == nil || n.kind != Float {
		return 0, false
	}
	return math.Float64frombits(n.bits), true
}

// Bytes returns the data of a Binary node decoded from msgpack.
func (n *Node) Bytes() ([]byte, bool) {
	if n == nil || n.kind != Binary || n.src != srcMsgpack || len(n.raw) == 0 {
		return nil, false
	}
	head := 1 + 1<<(n.raw[0]-0xc4) // bin 8, 16, 32: one type byte, then the length
	if len(n.raw) < head {
		return nil, false
	}
	return n.raw[head:], true
}

// Raw returns the original msgpack encoding of a node decoded from
// msgpack, or nil: the way to carry an extension value, or a map with keys
// that are not strings, through unchanged.
func (n *Node) Raw() []byte {
	if n == nil || n.src != srcMsgpack {
		return nil
	}
	return n.raw
}

// Len returns the number of items of an Array or entries of a Map.
func (n *Node) Len() int {
	switch n.kind {
	case Array:
		return len(n.items)
	case Map:
		return len(n.items) / 2
	}
	return 0
}

// Item returns the i-th item of an Array.
func (n *Node) Item(i int) *Node { return n.items[i] }

// Entry returns the i-th key and value of a Map.
func (n *Node) Entry(i int) (key, value *Node) { return n.items[2*i], n.items[2*i+1] }

// Get returns the value of the entry of a Map whose key is key, or nil.
// A binary key (msgpack bin) whose bytes spell key counts as key: some
// readers decode binary keys as strings, so the worker reads them so too.
func (n *Node) Get(key string) *Node {
	if n == nil || n.kind != Map {
		return nil
	}
	for i := 0; i < len(n.items); i += 2 {
		if k, ok := n.items[i].KeyText(); ok && k == key {
			return n.items[i+1]
		}
	}
	return nil
}

// KeyText returns the text of a map key: a string, or a binary key whose
// bytes are valid UTF-8 (readers such as vmihailenco/msgpack decode it as
// that string). It reports false for any other key.
func (n *Node) KeyText() (string, bool) {
	switch n.kind {
	case String:
		return n.str, true
	case Binary:
		b := binaryPayload(n.raw)
		if b == nil || !utf8.Valid(b) {
			return "", false
		}
		return string(b), true
	}
	return "", false
}

// SetString gives key the string s in a Map: the entry's node changed in
// place when there is one (no new node), else a new entry.
func (n *Node) SetString(key, s string) {
	if v := n.Get(key); v != nil {
		v.SetStr(s) // settle marks n changed
		return
	}
	n.addEntry(&[2]Node{{kind: String, str: key, dirty: true}, {kind: String, str: s, dirty: true}})
}

// SetBoolean gives key the bool b in a Map, as SetString does.
func (n *Node) SetBoolean(key string, b bool) {
	if v := n.Get(key); v != nil {
		v.SetBool(b)
		return
	}
	n.addEntry(&[2]Node{{kind: String, str: key, dirty: true}, {kind: Bool, b: b, dirty: true}})
}

// addEntry appends a new entry, its key and value made in one
// allocation, to a Map that does not hold its key: what Set does, in one
// allocation where NewString and NewBool make two (every reply adds
// one, "changed" or "end").
func (n *Node) addEntry(kv *[2]Node) {
	n.items = append(n.items, &kv[0], &kv[1])
	n.dirty = true
}

// Has reports whether a Map has the string key.
func (n *Node) Has(key string) bool { return n.Get(key) != nil }

// Set replaces the value of key in a Map, or appends the entry.
func (n *Node) Set(key string, v *Node) {
	for i := 0; i < len(n.items); i += 2 {
		if k, ok := n.items[i].KeyText(); ok && k == key {
			n.items[i+1] = v
			v.dirty = true
			n.dirty = true
			return
		}
	}
	n.items = append(n.items, NewString(key), v)
	v.dirty = true
	n.dirty = true
}

// Delete removes every entry of a Map whose key is key (see Get).
func (n *Node) Delete(key string) {
	out := n.items[:0]
	for i := 0; i < len(n.items); i += 2 {
		if k, ok := n.items[i].KeyText(); ok && k == key {
			n.dirty = true
			continue
		}
		out = append(out, n.items[i], n.items[i+1])
	}
	n.items = out
}

// Clone returns a deep copy of n that shares nothing mutable with it.
func (n *Node) Clone() *Node {
	c := *n
	if n.items != nil {
		c.items = make([]*Node, len(n.items))
		for i, it := range n.items {
			c.items[i] = it.Clone()
		}
	}
	return &c
}

// MarkChanged records that n changed (after its items were replaced in
// place), so it is encoded again rather than copied.
func (n *Node) MarkChanged() { n.dirty = true }

// NewString returns a String node.
func NewString(s string) *Node { return &Node{kind: String, str: s, dirty: true} }

// NewBool returns a Bool node.
func NewBool(b bool) *Node { return &Node{kind: Bool, b: b, dirty: true} }

// NewInt returns an Int node.
func NewInt(i int64) *Node {
	return &Node{kind: Int, bits: uint64(i), num: strconv.FormatInt(i, 10), dirty: true}
}

// NewNil returns a Nil node.
func NewNil() *Node { return &Node{kind: Nil, dirty: true} }

// NewMap returns a Map node with the given string keys and values,
// alternating.
func NewMap(kv ...any) *Node {
	n := &Node{kind: Map, dirty: true}
	for i := 0; i+1 < len(kv); i += 2 {
		n.items = append(n.items, NewString(kv[i].(string)), kv[i+1].(*Node))
	}
	return n
}

// NewArray returns an Array node.
func NewArray(items ...*Node) *Node {
	return &Node{kind: Array, items: items, dirty: true}
}

// settle spreads dirtiness from children to containers and reports
// whether n must be encoded again.
func settle(n *Node) bool {
	d := n.dirty || n.src == srcCode
	for _, it := range n.items {
		if settle(it) {
			d = true
		}
	}
	n.dirty = d
	return d
}

// hasDuplicateKey reports whether a map's items hold the same key twice,
// a binary key counting as the string it spells (see KeyText). Readers
// disagree on which copy counts (this package reads the first, most
// decoders keep the last), so a payload could hide text from the rewriter:
// such payloads are refused.
func hasDuplicateKey(items []*Node) bool {
	n := len(items) / 2
	if n < 2 {
		return false
	}
	if n <= 16 {
		for i := 0; i < len(items); i += 2 {
			a, ok := items[i].KeyText()
			if !ok {
				continue
			}
			for j := i + 2; j < len(items); j += 2 {
				if b, ok := items[j].KeyText(); ok && a == b {
					return true
				}
			}
		}
		return false
	}
	seen := make(map[string]struct{}, n)
	for i := 0; i < len(items); i += 2 {
		k, ok := items[i].KeyText()
		if !ok {
			continue
		}
		if _, dup := seen[k]; dup {
			return true
		}
		seen[k] = struct{}{}
	}
	return false
}
