package envelope

import (
	"encoding/binary"
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/piighost/piighost-nats/internal/mpstr"
)

// Limits bound what a decoder accepts.
type Limits struct {
	// MaxDepth is the deepest nesting of arrays and maps. 0 means 64.
	MaxDepth int
	// MaxBytes is the largest payload. 0 means 8 MiB.
	MaxBytes int
	// MaxValues bounds the values (nodes) a payload may hold: each costs
	// about a hundred bytes decoded, so a payload of one-byte values
	// would otherwise grow a hundredfold in memory. 0 means MaxBytes/16,
	// at least 1,024.
	MaxValues int
}

func (l Limits) withDefaults() Limits {
	if l.MaxDepth <= 0 {
		l.MaxDepth = 64
	}
	if l.MaxBytes <= 0 {
		l.MaxBytes = 8 << 20
	}
	if l.MaxValues <= 0 {
		l.MaxValues = max(l.MaxBytes/16, 1024)
	}
	return l
}

// budget counts decoded values against Limits.MaxValues.
type budget struct{ left int }

func (b *budget) take(n int) bool {
	b.left -= n
	return b.left >= 0
}

// DecodeMsgpack parses one msgpack value that must span the whole payload.
// Strings must be valid UTF-8; everything else is kept opaque.
func DecodeMsgpack(b []byte, lim Limits) (*Node, error) {
	return Decoder{Limits: lim}.Msgpack(b)
}

// Msgpack parses one msgpack value that must span the whole payload, as
// DecodeMsgpack does.
func (dc Decoder) Msgpack(b []byte) (*Node, error) {
	lim := dc.Limits.withDefaults()
	if len(b) > lim.MaxBytes {
		return nil, &Error{Reason: TooLarge, Message: "payload of " + strconv.Itoa(len(b)) + " bytes exceeds the limit of " + strconv.Itoa(lim.MaxBytes)}
	}
	d := mpDecoder{b: b, maxDepth: lim.MaxDepth, values: budget{lim.MaxValues}, names: dc.Names, borrow: dc.Borrow}
	var n *Node
	if len(b) < minSlabBytes {
		n = new(Node)
	} else if total, ok := countValues(b, min(lim.MaxValues, maxSlabValues)); ok {
		// The whole tree in two allocations: its nodes, and the pointers
		// its containers hold; containers take their items from them.
		d.nodes, d.ptrs = make([]Node, total), make([]*Node, total-1+rootSpare)
		n, d.nodes = &d.nodes[0], d.nodes[1:]
		d.spare = rootSpare
	} else {
		n = new(Node) // the decoding below reports what is wrong
	}
	if err := d.value(n, 0); err != nil {
		return nil, err
	}
	if d.off != len(b) {
		return nil, d.fail(Malformed, "trailing bytes after the value")
	}
	return n, nil
}

// minSlabBytes is the smallest payload whose nodes are allocated at once:
// a smaller one (a stream chunk, a short call) holds a container or two,
// and the counting pass would cost more than the allocations it saves.
const minSlabBytes = 256

// rootSpare is the room the pointer slab keeps after a root map's
// items: the one entry a reply adds to its request (changed, end,
// forgotten...) is then appended in place rather than by copying the
// root's pointers.
const rootSpare = 2

// maxSlabValues bounds the payloads whose nodes are allocated at once:
// the payloads of chat messages, a few to a few hundred values. A larger
// one allocates container by container, as a deep one that the depth
// limit refuses then allocates only down to that depth.
const maxSlabValues = 4096

type mpDecoder struct {
	b        []byte
	off      int
	maxDepth int
	start    int // where the value being decoded begins
	values   budget
	names    *Names
	borrow   int // Decoder.Borrow
	// nodes and ptrs, when countValues could size them, are what the
	// containers not decoded yet take their items from.
	nodes []Node
	ptrs  []*Node
	// spare is the room ptrs holds for the root map's new entries
	// (rootSpare), until that map has taken it.
	spare int
}

func (d *mpDecoder) fail(r Reason, msg string) error {
	return &Error{Reason: r, Message: msg + " at offset " + strconv.Itoa(d.off)}
}

// take returns the next n bytes.
func (d *mpDecoder) take(n int) ([]byte, error) {
	if n < 0 || n > len(d.b)-d.off {
		return nil, d.fail(Malformed, "truncated msgpack")
	}
	s := d.b[d.off : d.off+n]
	d.off += n
	return s, nil
}

func (d *mpDecoder) uint(n int) (uint64, error) {
	s, err := d.take(n)
	if err != nil {
		return 0, err
	}
	switch n {
	case 1:
		return uint64(s[0]), nil
	case 2:
		return uint64(binary.BigEndian.Uint16(s)), nil
	case 4:
		return uint64(binary.BigEndian.Uint32(s)), nil
	default:
		return binary.BigEndian.Uint64(s), nil
	}
}

// value decodes the next value into n, which the caller allocated (a
// container allocates the nodes of its items at once).
func (d *mpDecoder) value(n *Node, depth int) error {
	start := d.off
	d.start = start
	if err := d.valueBody(n, depth); err != nil {
		return err
	}
	n.raw = d.b[start:d.off:d.off]
	n.src = srcMsgpack
	return nil
}

func (d *mpDecoder) valueBody(n *Node, depth int) error {
	head, err := d.take(1)
	if err != nil {
		return err
	}
	c := head[0]
	switch {
	case c <= 0x7f:
		n.kind, n.bits = Int, uint64(c)
		return nil
	case c >= 0xe0:
		n.kind, n.bits = Int, uint64(int64(int8(c)))
		return nil
	case c&0xf0 == 0x80:
		return d.container(n, Map, int(c&0x0f), depth)
	case c&0xf0 == 0x90:
		return d.container(n, Array, int(c&0x0f), depth)
	case c&0xe0 == 0xa0:
		return d.str(n, int(c&0x1f))
	}
	switch c {
	case 0xc0:
		n.kind = Nil
		return nil
	case 0xc2, 0xc3:
		n.kind, n.b = Bool, c == 0xc3
		return nil
	case 0xc4, 0xc5, 0xc6:
		l, err := d.uint(1 << (c - 0xc4))
		if err != nil {
			return err
		}
		if _, err := d.take(int(min(l, math.MaxInt32))); err != nil {
			return err
		}
		n.kind = Binary
		return nil
	case 0xc7, 0xc8, 0xc9:
		l, err := d.uint(1 << (c - 0xc7))
		if err != nil {
			return err
		}
		if _, err := d.take(1 + int(min(l, math.MaxInt32))); err != nil {
			return err
		}
		n.kind = Ext
		return nil
	case 0xca:
		v, err := d.uint(4)
		n.kind, n.bits = Float, math.Float64bits(float64(math.Float32frombits(uint32(v))))
		return err
	case 0xcb:
		v, err := d.uint(8)
		n.kind, n.bits = Float, v
		return err
	case 0xcc, 0xcd, 0xce, 0xcf:
		v, err := d.uint(1 << (c - 0xcc))
		if v > math.MaxInt64 {
			n.kind, n.bits, n.isU = Int, v, true
			return err
		}
		n.kind, n.bits = Int, v
		return err
	case 0xd0, 0xd1, 0xd2, 0xd3:
		size := 1 << (c - 0xd0)
		v, err := d.uint(size)
		n.kind, n.bits = Int, uint64(signExtend(v, size))
		return err
	case 0xd4, 0xd5, 0xd6, 0xd7, 0xd8:
		_, err := d.take(1 + 1<<(c-0xd4))
		n.kind = Ext
		return err
	case 0xd9, 0xda, 0xdb:
		l, err := d.uint(1 << (c - 0xd9))
		if err != nil {
			return err
		}
		return d.str(n, int(min(l, math.MaxInt32)))
	case 0xdc, 0xdd:
		l, err := d.uint(2 << (c - 0xdc))
		if err != nil {
			return err
		}
		return d.container(n, Array, int(min(l, math.MaxInt32)), depth)
	case 0xde, 0xdf:
		l, err := d.uint(2 << (c - 0xde))
		if err != nil {
			return err
		}
		return d.container(n, Map, int(min(l, math.MaxInt32)), depth)
	}
	d.off--
	return d.fail(Malformed, "invalid msgpack type byte 0xc1")
}

func signExtend(v uint64, size int) int64 {
	switch size {
	case 1:
		return int64(int8(v))
	case 2:
		return int64(int16(v))
	case 4:
		return int64(int32(v))
	}
	return int64(v)
}

func (d *mpDecoder) str(n *Node, l int) error {
	s, err := d.take(l)
	if err != nil {
		return err
	}
	if !utf8.Valid(s) {
		d.off -= l
		return d.fail(InvalidUTF8, "string is not valid UTF-8")
	}
	if d.borrow > 0 && l >= d.borrow {
		// The payload is never written to (Decoder.Borrow): the string
		// may share its bytes. l > 0.
		n.kind, n.str = String, unsafe.String(&s[0], l)
		return nil
	}
	n.kind, n.str = String, d.names.text(s)
	return nil
}

func (d *mpDecoder) container(n *Node, k Kind, count int, depth int) error {
	if depth >= d.maxDepth {
		return d.fail(TooDeep, "nesting deeper than "+strconv.Itoa(d.maxDepth))
	}
	items := count
	if k == Map {
		items = 2 * count
	}
	// Every item takes at least one byte: refuse counts the payload cannot
	// hold before allocating for them.
	if items > len(d.b)-d.off {
		return d.fail(Malformed, "container count exceeds the payload")
	}
	if !d.values.take(items) {
		return d.fail(TooLarge, "payload holds too many values")
	}
	n.kind, n.headLen = k, uint8(d.off-d.start) // at most 5 bytes
	if items == 0 {
		n.items = []*Node{}
		return nil
	}
	// Two allocations for the container's items, whatever their number:
	// the nodes, and the pointers the tree holds. The pointers' capacity
	// is their number, so that adding an entry (Set) copies them rather
	// than writing past them.
	var nodes []Node
	if len(d.nodes) >= items && len(d.ptrs) >= items+d.spare {
		// The root map, decoded first, is the only one that keeps the
		// spare room; any other container gets exactly its items.
		room := items
		if depth == 0 && k == Map {
			room += d.spare
		}
		d.spare = 0
		nodes, d.nodes = d.nodes[:items:items], d.nodes[items:]
		n.items, d.ptrs = d.ptrs[:items:room], d.ptrs[room:]
	} else {
		nodes = make([]Node, items)
		n.items = make([]*Node, items)
	}
	for i := range n.items {
		it := &nodes[i]
		if err := d.value(it, depth+1); err != nil {
			return err
		}
		n.items[i] = it
	}
	if k == Map && hasDuplicateKey(n.items) {
		return d.fail(DuplicateKey, "a map holds the same key twice")
	}
	return nil
}

// countValues counts the values of the msgpack value b holds (itself,
// and every item of every container in it) by reading only their
// headers, so that a decoding can allocate its nodes at once. It gives up
// (ok false) on anything the decoding would refuse or find suspect: a
// truncated or invalid payload, trailing bytes, a container count the
// payload cannot hold, more than limit values; the decoding then
// allocates as it goes and reports the fault.
func countValues(b []byte, limit int) (total int, ok bool) {
	off, pending := 0, 1
	for pending > 0 {
		if off >= len(b) {
			return 0, false
		}
		c := b[off]
		off++
		pending--
		total++
		var skip, items uint64
		w := 0 // bytes of a length after the type byte
		switch {
		case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3:
		case c&0xf0 == 0x80:
			items = 2 * uint64(c&0x0f)
		case c&0xf0 == 0x90:
			items = uint64(c & 0x0f)
		case c&0xe0 == 0xa0:
			skip = uint64(c & 0x1f)
		case 0xc4 <= c && c <= 0xc6: // bin
			w = 1 << (c - 0xc4)
		case 0xd9 <= c && c <= 0xdb: // str
			w = 1 << (c - 0xd9)
		case 0xc7 <= c && c <= 0xc9: // ext: length, type, data
			w, skip = 1<<(c-0xc7), 1
		case c == 0xcc || c == 0xd0:
			skip = 1
		case c == 0xcd || c == 0xd1:
			skip = 2
		case c == 0xca || c == 0xce || c == 0xd2:
			skip = 4
		case c == 0xcb || c == 0xcf || c == 0xd3:
			skip = 8
		case 0xd4 <= c && c <= 0xd8: // fixext: type, data
			skip = 1 + 1<<(c-0xd4)
		case c == 0xdc || c == 0xdd: // array 16, 32
			w = 2 << (c - 0xdc)
		case c == 0xde || c == 0xdf: // map 16, 32
			w = 2 << (c - 0xde)
		default: // 0xc1, never used
			return 0, false
		}
		if w > 0 {
			if len(b)-off < w {
				return 0, false
			}
			var l uint64
			switch w {
			case 1:
				l = uint64(b[off])
			case 2:
				l = uint64(binary.BigEndian.Uint16(b[off:]))
			default:
				l = uint64(binary.BigEndian.Uint32(b[off:]))
			}
			off += w
			switch {
			case c == 0xdc || c == 0xdd:
				items = l
			case c == 0xde || c == 0xdf:
				items = 2 * l
			default:
				skip += l
			}
		}
		if skip > uint64(len(b)-off) || items > uint64(len(b)-off) {
			return 0, false
		}
		off += int(skip)
		pending += int(items)
		if total+pending > limit {
			return 0, false
		}
	}
	return total, off == len(b)
}

// AppendMsgpack appends n's msgpack encoding to b. Unchanged nodes decoded
// from msgpack are copied as they came.
func AppendMsgpack(b []byte, n *Node) []byte {
	settle(n)
	return appendMP(slices.Grow(b, sizeMP(n)), n)
}

// EncodeMsgpack returns n's msgpack encoding.
func EncodeMsgpack(n *Node) []byte { return AppendMsgpack(nil, n) }

// sizeMP is the length of n's encoding once settled: what appendMP
// appends, so that the encoding is written in one allocation.
func sizeMP(n *Node) int {
	if !n.dirty && n.src == srcMsgpack {
		return len(n.raw)
	}
	switch n.kind {
	case Nil, Bool:
		return 1
	case Int:
		return len(appendMPInt(make([]byte, 0, 9), n))
	case Float:
		return 9
	case String:
		return mpstr.HeaderLen(len(n.str)) + len(n.str)
	case Array, Map:
		size := len(appendMPHeader(make([]byte, 0, 5), n))
		for _, it := range n.items {
			size += sizeMP(it)
		}
		return size
	}
	return len(n.raw)
}

func appendMP(b []byte, n *Node) []byte {
	if !n.dirty && n.src == srcMsgpack {
		return append(b, n.raw...)
	}
	switch n.kind {
	case Nil:
		return append(b, 0xc0)
	case Bool:
		if n.b {
			return append(b, 0xc3)
		}
		return append(b, 0xc2)
	case Int:
		return appendMPInt(b, n)
	case Float:
		b = append(b, 0xcb)
		return binary.BigEndian.AppendUint64(b, n.bits)
	case String:
		return mpstr.Append(b, n.str)
	case Array, Map:
		b = appendMPHeader(b, n)
		for _, it := range n.items {
			b = appendMP(b, it)
		}
		return b
	}
	// Binary and Ext only come from a msgpack decoder, with raw bytes; a
	// JSON payload cannot hold them.
	return append(b, n.raw...)
}

func appendMPHeader(b []byte, n *Node) []byte {
	count := len(n.items)
	if n.kind == Map {
		count /= 2
	}
	if n.src == srcMsgpack && n.headCount() == count {
		return append(b, n.raw[:n.headLen]...)
	}
	small, mid, big := byte(0x90), byte(0xdc), byte(0xdd)
	if n.kind == Map {
		small, mid, big = 0x80, 0xde, 0xdf
	}
	switch {
	case count < 16:
		return append(b, small|byte(count))
	case count <= math.MaxUint16:
		return binary.BigEndian.AppendUint16(append(b, mid), uint16(count))
	default:
		return binary.BigEndian.AppendUint32(append(b, big), uint32(count))
	}
}

// headCount decodes the count of a kept msgpack container header.
func (n *Node) headCount() int {
	h := n.raw[:n.headLen]
	switch {
	case len(h) == 1:
		return int(h[0] & 0x0f)
	case len(h) == 3:
		return int(binary.BigEndian.Uint16(h[1:]))
	case len(h) == 5:
		return int(binary.BigEndian.Uint32(h[1:]))
	}
	return -1
}

func appendMPInt(b []byte, n *Node) []byte {
	if n.isU {
		return binary.BigEndian.AppendUint64(append(b, 0xcf), n.bits)
	}
	v := int64(n.bits)
	switch {
	case v >= 0 && v <= 0x7f:
		return append(b, byte(v))
	case v < 0 && v >= -32:
		return append(b, byte(int8(v)))
	case v >= math.MinInt8 && v <= math.MaxInt8:
		return append(b, 0xd0, byte(int8(v)))
	case v >= math.MinInt16 && v <= math.MaxInt16:
		return binary.BigEndian.AppendUint16(append(b, 0xd1), uint16(int16(v)))
	case v >= math.MinInt32 && v <= math.MaxInt32:
		return binary.BigEndian.AppendUint32(append(b, 0xd2), uint32(int32(v)))
	}
	return binary.BigEndian.AppendUint64(append(b, 0xd3), uint64(v))
}
