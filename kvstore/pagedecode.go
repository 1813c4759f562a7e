package kvstore

import (
	"encoding/binary"
	"slices"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// appendPage reads a page's plaintext (padding after it is ignored) and
// appends its entries to dst: a cold read decodes every page into one
// slice. It reads the MessagePack forms encodePage writes (and the other
// integer and string forms of the format) by hand, without a decoder: a
// cold thread's first request decodes thousands of entries, and
// msgpack.Decoder costs an interface call per field and an allocation per
// string. The entries' texts share one allocation, exactly their bytes.
func appendPage(dst []pipeline.Entry, data []byte) (first int, out []pipeline.Entry, err error) {
	r := pageReader{b: data}
	if r.arrayLen() != 3 {
		return 0, nil, errCorrupt
	}
	if first = r.int(); first < 1 {
		return 0, nil, errCorrupt
	}
	nl := r.arrayLen()
	if nl < 0 || nl > pageEntries {
		return 0, nil, errCorrupt
	}
	labels := make([]string, nl)
	for i := range labels {
		// "" is the label of a clear under every label.
		lo, hi := r.str()
		labels[i] = string(data[lo:hi])
	}
	ne := r.arrayLen()
	if r.bad || ne < 0 || ne > pageEntries {
		return 0, nil, errCorrupt
	}
	out = slices.Grow(dst, ne)
	entries := out[len(dst) : len(dst)+ne]
	// Each text first points into data, then into one copy of them all:
	// data is not the texts' to keep.
	total := 0
	for i := range entries {
		if li, lo, hi, role, ok := r.sighting(labels); ok {
			// A sighting as encodePage writes it, read in one step.
			entries[i] = pipeline.Entry{Label: labels[li], Text: unsafe.String(&data[lo], hi-lo), Role: role}
			total += hi - lo
			continue
		}
		n := r.arrayLen()
		if n != 3 && n != 4 {
			return 0, nil, errCorrupt
		}
		li := r.int()
		if li < 0 || li >= len(labels) {
			return 0, nil, errCorrupt
		}
		lo, hi := r.str()
		role := r.int()
		if r.bad || hi == lo || role < 0 || role > int(pii.RoleAssistant) {
			return 0, nil, errCorrupt
		}
		e := pipeline.Entry{Label: labels[li], Role: pii.Role(role)}
		if n == 4 {
			kind := pipeline.EntryKind(r.int())
			if r.bad || kind != pipeline.EntryMask && kind != pipeline.EntryClear {
				return 0, nil, errCorrupt
			}
			e.Kind = kind
		}
		// Only a clear may leave the label out (a value under every label).
		if e.Label == "" && e.Kind != pipeline.EntryClear {
			return 0, nil, errCorrupt
		}
		e.Text = unsafe.String(&data[lo], hi-lo) // hi > lo
		entries[i] = e
		total += hi - lo
	}
	blob := make([]byte, 0, total)
	for i := range entries {
		blob = append(blob, entries[i].Text...)
	}
	texts := unsafe.String(unsafe.SliceData(blob), len(blob)) // blob is never written again
	at := 0
	for i := range entries {
		n := len(entries[i].Text)
		entries[i].Text = texts[at : at+n]
		at += n
	}
	return first, out[:len(dst)+ne], nil
}

// sighting reads, when the next value is a sighting in the forms
// encodePage writes (a three-element array of a positive fixint label
// index below labels, a fixstr or str 8 text of at least one byte, a role
// as a positive fixint or a uint 8, the label not ""), its label index, the place of
// its text and its role, and reports true; otherwise it reads nothing and
// reports false, and the general path reads the value (and rejects what
// is corrupt).
func (r *pageReader) sighting(labels []string) (li, lo, hi int, role pii.Role, ok bool) {
	b, i := r.b, r.i
	if r.bad || len(b)-i < 4 || b[i] != 0x93 || b[i+1] > 0x7f || int(b[i+1]) >= len(labels) || labels[b[i+1]] == "" {
		return 0, 0, 0, 0, false
	}
	li = int(b[i+1])
	switch c := b[i+2]; {
	case c&0xe0 == 0xa0: // fixstr
		lo = i + 3
		hi = lo + int(c&0x1f)
	case c == 0xd9: // str 8
		lo = i + 4
		hi = lo + int(b[i+3])
	default:
		return 0, 0, 0, 0, false
	}
	if hi == lo || hi >= len(b) {
		return 0, 0, 0, 0, false
	}
	at := hi // the role: a positive fixint, or a uint 8 (as EncodeUint8 writes it)
	if b[at] == 0xcc {
		if at++; at >= len(b) {
			return 0, 0, 0, 0, false
		}
	}
	if b[at] > byte(pii.RoleAssistant) {
		return 0, 0, 0, 0, false
	}
	r.i = at + 1
	return li, lo, hi, pii.Role(b[at]), true
}

// pageHead reads a page's first entry number and number of entries,
// without decoding the entries.
func pageHead(data []byte) (first, n int, err error) {
	r := pageReader{b: data}
	if r.arrayLen() != 3 {
		return 0, 0, errCorrupt
	}
	first = r.int()
	nl := r.arrayLen()
	if nl < 0 || nl > pageEntries {
		return 0, 0, errCorrupt
	}
	for range nl {
		r.str()
	}
	n = r.arrayLen()
	if r.bad || first < 1 || n < 0 || n > pageEntries {
		return 0, 0, errCorrupt
	}
	return first, n, nil
}

// pageReader reads MessagePack values from b; bad is set, for good, by the
// first value that is not of the form asked for or runs past the end.
type pageReader struct {
	b   []byte
	i   int
	bad bool
}

// take returns the next n bytes, or nil (setting bad) when there are fewer.
func (r *pageReader) take(n int) []byte {
	if r.bad || n < 0 || n > len(r.b)-r.i {
		r.bad = true
		return nil
	}
	out := r.b[r.i : r.i+n]
	r.i += n
	return out
}

func (r *pageReader) code() byte {
	if b := r.take(1); b != nil {
		return b[0]
	}
	return 0
}

// uintN reads an n-byte big-endian unsigned integer.
func (r *pageReader) uintN(n int) uint64 {
	b := r.take(n)
	switch {
	case b == nil:
		return 0
	case n == 1:
		return uint64(b[0])
	case n == 2:
		return uint64(binary.BigEndian.Uint16(b))
	case n == 4:
		return uint64(binary.BigEndian.Uint32(b))
	default:
		return binary.BigEndian.Uint64(b)
	}
}

// arrayLen reads an array header; -1 when it is not one.
func (r *pageReader) arrayLen() int {
	c := r.code()
	switch {
	case r.bad:
		return -1
	case c&0xf0 == 0x90: // fixarray
		return int(c & 0x0f)
	case c == 0xdc:
		return int(r.uintN(2))
	case c == 0xdd:
		return r.length(r.uintN(4))
	}
	r.bad = true
	return -1
}

// int reads an integer of any MessagePack form; -1 (and bad) when it is
// none, or beyond what an int holds.
func (r *pageReader) int() int {
	c := r.code()
	switch {
	case r.bad:
		return -1
	case c <= 0x7f: // positive fixint
		return int(c)
	case c >= 0xe0: // negative fixint
		return int(int8(c))
	case c >= 0xcc && c <= 0xcf: // uint 8, 16, 32, 64
		v := r.uintN(1 << (c - 0xcc))
		if v > 1<<62 {
			r.bad = true
			return -1
		}
		return int(v)
	case c >= 0xd0 && c <= 0xd3: // int 8, 16, 32, 64
		n := 1 << (c - 0xd0)
		v := r.uintN(n)
		return int(int64(v<<(64-8*n)) >> (64 - 8*n))
	}
	r.bad = true
	return -1
}

// str reads a string (or binary) and returns its place in b; nil reads as
// an empty string, as msgpack.Decoder.DecodeString reads it.
func (r *pageReader) str() (lo, hi int) {
	c := r.code()
	n := -1
	switch {
	case r.bad:
	case c == 0xc0: // nil
		return r.i, r.i
	case c&0xe0 == 0xa0: // fixstr
		n = int(c & 0x1f)
	case c == 0xd9 || c == 0xc4:
		n = int(r.uintN(1))
	case c == 0xda || c == 0xc5:
		n = int(r.uintN(2))
	case c == 0xdb || c == 0xc6:
		n = r.length(r.uintN(4))
	}
	lo = r.i
	if r.take(n) == nil && n != 0 {
		r.bad = true
		return lo, lo
	}
	return lo, r.i
}

// length is a 32-bit length as an int, bounded by what is left to read.
func (r *pageReader) length(n uint64) int {
	if n > uint64(len(r.b)) {
		r.bad = true
		return -1
	}
	return int(n)
}
