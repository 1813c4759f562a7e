package textfold

import (
	"bytes"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/piighost/piighost-nats/pii"
)

// WordMatcher finds whole-word occurrences of many values at once, the way
// upstream's find_all_word_boundary finds one: a value matches where the
// text, read with its whitespace runs collapsed to one space (and, unless
// case-sensitive, case-folded as ValueKey folds), spells the value's key,
// and no word rune (IsWordRune) touches either end.
//
// It compiles the keys into a byte trie and walks it from every position
// that can start a whole word (one not preceded by a word rune), folding the
// text as it goes. The cost per byte of text depends on how far the text
// follows some key, not on the number of values, and nothing is compiled
// per value at match time (no regexp). It is immutable, so safe for
// concurrent use.
//
// The trie is path-compressed: a run of nodes with one child each and no
// key ending there is one edge, whose bytes after the first sit in one
// shared string, so a key costs a few nodes whatever its length. Only
// nodes with many children (the root of a large matcher, mostly) get a
// 256-entry table; the others list their children.
type WordMatcher struct {
	caseSensitive bool
	values        int
	// first is the root's table with ASCII case folding applied, so that a
	// walk starts with one lookup of the raw byte; nil when the root lists
	// its children.
	first *[256]wmRef
	// starts has bit b set when an edge of the root starts with byte b: it
	// turns most word starts away without a lookup when first is nil.
	starts   [4]uint64
	dense    [][256]wmRef // tables of nodes 0..len(dense)-1
	nodes    []wmNode     // one more than there are nodes: a sentinel
	labels   []byte       // edge labels of sparse nodes
	children []wmRef      // edge targets of sparse nodes
	vals     []int32      // value indexes ending at a node, grouped by node
	segs     []byte       // the bytes of compressed edges after their first, by node
}

// wmRef refers to a trie node: its number, plus wmEnd when a key ends
// there. 0 means "no node" (the root, number 0, is never a child).
type wmRef int32

// wmEnd marks a reference to a node where some key ends.
const wmEnd wmRef = 1 << 30

// node returns the node number.
func (r wmRef) node() int32 { return int32(r &^ wmEnd) }

// wmNode is a trie node. Nodes numbered below len(dense) have a 256-entry
// table; the others list their children. A node's ranges end where the
// next node's start (the last node is a sentinel): its edges
// labels/children[edgeLo:next.edgeLo], its values vals[valLo:next.valLo],
// and segs[segLo:next.segLo], the bytes that follow the first byte of the
// edge leading to it.
type wmNode struct {
	edgeLo, valLo, segLo int32
}

// wmState is a position in the trie: node ref has been entered, and
// segs[sp:se] of its edge are still to match. ref -1 means no path.
type wmState struct {
	ref    wmRef
	sp, se int32
}

var wmDead = wmState{ref: -1}

// ends reports whether a key ends at the state.
func (s wmState) ends() bool { return s.ref > 0 && s.ref&wmEnd != 0 && s.sp == s.se }

// denseChildren is the number of children above which a node gets a
// 256-entry table (1 KB): below it, finding a child in the node's list is
// one bytes.IndexByte. The root of a matcher of denseRootKeys keys or more
// gets one whatever its children (every walk starts there), plus its
// case-folded copy, first.
const (
	denseChildren = 24
	denseRootKeys = 128
)

// NewWordMatcher compiles values. An empty or whitespace-only value is a
// CodeConfig *Error naming its index (not its text).
func NewWordMatcher(values []string, caseSensitive bool) (*WordMatcher, error) {
	keys := make([]trieKey, len(values))
	for i, v := range values {
		keys[i] = trieKey{key: wordKey(v, caseSensitive), value: int32(i)}
		if keys[i].key == "" {
			return nil, pii.NewConfigError(fmt.Sprintf("word matcher: value %d is empty or only whitespace", i))
		}
	}
	m := &WordMatcher{caseSensitive: caseSensitive, values: len(values)}
	m.build(keys)
	return m, nil
}

// Len returns the number of values.
func (m *WordMatcher) Len() int { return m.values }

// Size returns the memory the matcher holds, in bytes.
func (m *WordMatcher) Size() int {
	size := int(unsafe.Sizeof(*m)) + len(m.dense)*int(unsafe.Sizeof([256]wmRef{})) +
		cap(m.nodes)*int(unsafe.Sizeof(wmNode{})) + cap(m.labels) + cap(m.children)*4 + cap(m.vals)*4 + cap(m.segs)
	if m.first != nil {
		size += int(unsafe.Sizeof(*m.first))
	}
	return size
}

// wordKey is ValueKey, or in case-sensitive mode the same without folding.
func wordKey(v string, caseSensitive bool) string {
	if !caseSensitive {
		return ValueKey(v)
	}
	return joinWords(v, false)
}

// FindAll calls fn for every whole-word occurrence of every value, ordered
// by start, then longer first, then by value index; overlapping occurrences
// are all reported. fn returns false to stop.
func (m *WordMatcher) FindAll(text string, fn func(start, end, value int) bool) {
	prevWord := false
	root := wmState{}
	for i := 0; i < len(text); {
		c := text[i]
		if c >= utf8.RuneSelf {
			r, w := utf8.DecodeRuneInString(text[i:])
			// Keys never start with a space, and skipping spaces here keeps
			// a long whitespace run from being walked once per position.
			if !prevWord && !IsSpace(r) {
				if st, next := m.advance(text, i, root); st.ref > 0 && !m.walk(text, i, next, st, fn) {
					return
				}
			}
			prevWord = IsWordRune(r)
			i += w
			continue
		}
		class := asciiClass[c]
		if !prevWord && class&asciiSpace == 0 {
			var st wmState
			if m.first != nil {
				if ref := m.first[c]; ref != 0 {
					st = m.enter(ref)
				} else {
					st = wmDead
				}
			} else if fc := m.fold(c); m.starts[fc>>6]>>(fc&63)&1 != 0 {
				st = m.enter(m.children[m.rootRank(fc)])
			} else {
				st = wmDead
			}
			if st.ref > 0 && !m.walk(text, i, i+1, st, fn) {
				return
			}
		}
		i++
		prevWord = class&asciiWord != 0
		if prevWord {
			i = asciiWordEnd(text, i) // the rest of an ASCII word cannot start a whole word
		}
	}
}

// rootRank is the index, in children, of the root's edge starting with b
// (one of the starts bits) when the root lists its children: they are
// in increasing label order, so it is the number of smaller starts bits.
func (m *WordMatcher) rootRank(b byte) int {
	w := int(b >> 6)
	k := bits.OnesCount64(m.starts[w] & (1<<(b&63) - 1))
	for i := range w {
		k += bits.OnesCount64(m.starts[i])
	}
	return k
}

// enter is the state of having just taken the first byte of the edge to
// ref.
func (m *WordMatcher) enter(ref wmRef) wmState {
	n := ref.node()
	return wmState{ref: ref, sp: m.nodes[n].segLo, se: m.nodes[n+1].segLo}
}

// fold maps an ASCII byte to its key form.
func (m *WordMatcher) fold(c byte) byte {
	if !m.caseSensitive && 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// ASCII classes for the matching loop: IsWordRune and IsSpace of every
// ASCII byte. Built at init, never written.
const (
	asciiWord = 1 << iota
	asciiSpace
)

var asciiClass = func() (t [256]uint8) {
	for c := range utf8.RuneSelf {
		if IsWordRune(rune(c)) {
			t[c] |= asciiWord
		}
		if IsSpace(rune(c)) {
			t[c] |= asciiSpace
		}
	}
	return t
}()

// wmHit is a key ending found during one walk.
type wmHit struct {
	end int
	ref wmRef
}

// walk continues from st, reached at i by reading text from start, and
// reports the occurrences starting at start, longest first. It returns
// false when fn asked to stop. Most walks end within a few bytes without
// meeting a key, so this part keeps no state; the first key ending hands
// over to collect.
func (m *WordMatcher) walk(text string, start, i int, st wmState, fn func(start, end, value int) bool) bool {
	for {
		if st.ends() {
			return m.collect(text, start, wmHit{i, st.ref}, st, fn)
		}
		if i >= len(text) {
			return true
		}
		if c := text[i]; c < utf8.RuneSelf && asciiClass[c]&asciiSpace == 0 {
			c = m.fold(c)
			i++
			if st.sp < st.se { // inside an edge: the common case, inline
				if m.segs[st.sp] != c {
					return true
				}
				st.sp++
				continue
			}
			st = m.step(st, c)
		} else {
			st, i = m.advance(text, i, st)
		}
		if st.ref <= 0 {
			return true
		}
	}
}

// advance follows one character, or a whitespace run read as one space,
// and returns the new state and position.
func (m *WordMatcher) advance(text string, i int, st wmState) (wmState, int) {
	r, w := utf8.DecodeRuneInString(text[i:])
	if !IsSpace(r) {
		return m.stepRune(st, r), i + w
	}
	for i += w; i < len(text); i += w {
		if r, w = decodeRuneAt(text, i); !IsSpace(r) {
			break
		}
	}
	return m.step(st, ' '), i
}

// collect continues a walk that found the key ending first, gathers the
// longer ones, and reports them all, longest first.
func (m *WordMatcher) collect(text string, start int, first wmHit, st wmState, fn func(start, end, value int) bool) bool {
	var buf [16]wmHit
	hits := append(buf[:0], first)
	for i := first.end; i < len(text); {
		if st, i = m.advance(text, i, st); st.ref <= 0 {
			break
		}
		if st.ends() {
			hits = append(hits, wmHit{i, st.ref})
		}
	}
	for k := len(hits) - 1; k >= 0; k-- {
		h := hits[k]
		if !WholeWordAt(text, start, h.end) {
			continue
		}
		n := h.ref.node()
		for _, v := range m.vals[m.nodes[n].valLo:m.nodes[n+1].valLo] {
			if !fn(start, h.end, int(v)) {
				return false
			}
		}
	}
	return true
}

// stepRune follows the bytes of r's key form (folded unless case-sensitive,
// "ss" for ß).
func (m *WordMatcher) stepRune(st wmState, r rune) wmState {
	if r < utf8.RuneSelf {
		return m.step(st, m.fold(byte(r)))
	}
	double := false
	if !m.caseSensitive {
		r, double = FoldRune(r)
	}
	var enc [utf8.UTFMax]byte
	n := utf8.EncodeRune(enc[:], r)
	for range 1 + b2i(double) {
		for _, c := range enc[:n] {
			if st = m.step(st, c); st.ref < 0 {
				return wmDead
			}
		}
	}
	return st
}

// step follows one byte: within the segment of the edge being read, or
// from the node reached to a child. A dead state stays dead.
func (m *WordMatcher) step(st wmState, c byte) wmState {
	if st.ref < 0 {
		return wmDead
	}
	if st.sp < st.se {
		if m.segs[st.sp] != c {
			return wmDead
		}
		st.sp++
		return st
	}
	n := st.ref.node()
	var next wmRef
	if int(n) < len(m.dense) {
		next = m.dense[n][c]
	} else {
		lo, hi := m.nodes[n].edgeLo, m.nodes[n+1].edgeLo
		if labels := m.labels[lo:hi]; len(labels) <= 4 {
			for k, l := range labels {
				if l == c {
					next = m.children[lo+int32(k)]
					break
				}
			}
		} else if k := bytes.IndexByte(labels, c); k >= 0 {
			next = m.children[lo+int32(k)]
		}
	}
	if next == 0 {
		return wmDead
	}
	return m.enter(next)
}

// decodeRuneAt decodes the rune at s[i:], with a fast path for ASCII.
func decodeRuneAt(s string, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// trieKey is a key to insert, with its value index.
type trieKey struct {
	key   string
	value int32
}

// build compiles the keys. Sorted keys share their common prefix with the
// previous key, so the trie grows along a stack of the previous key's
// nodes, in depth-first order; then the nodes with one child and no key
// ending are folded into the edge that crosses them, the nodes left are
// renumbered (those with many children first: they get a table) and
// edges, segments and values are grouped per node by counting sorts: a
// few allocations in all, whatever the number of keys.
func (m *WordMatcher) build(keys []trieKey) {
	slices.SortFunc(keys, func(a, b trieKey) int {
		if c := strings.Compare(a.key, b.key); c != 0 {
			return c
		}
		return int(a.value - b.value)
	})
	total := 1
	for _, k := range keys {
		total += len(k.key)
	}
	// The uncompressed trie, in depth-first order (node 0 is the root): the
	// parent, incoming label and child count of every node, whether a key
	// ends there, and the node where each key ends.
	t := trieNodes{
		parent: make([]int32, 1, total), label: make([]byte, 1, total),
		kids: make([]int32, 1, total), end: make([]bool, 1, total),
	}
	t.parent[0] = -1
	ends := make([]int32, len(keys))
	stack := []int32{0}
	prev := ""
	for k, tk := range keys {
		l := 0
		for l < len(prev) && l < len(tk.key) && prev[l] == tk.key[l] {
			l++
		}
		stack = stack[:l+1]
		for d := l; d < len(tk.key); d++ {
			stack = append(stack, t.add(stack[d], tk.key[d]))
		}
		ends[k] = stack[len(tk.key)]
		t.end[ends[k]] = true
		prev = tk.key
	}
	number, top, denseN, keptN := t.compress(len(keys) >= denseRootKeys)
	m.nodes = make([]wmNode, keptN+1)
	m.dense = make([][256]wmRef, denseN)
	m.packSegments(&t, number, top)
	m.packEdges(&t, number, top)
	m.packValues(keys, ends, number)
	for n := 1; n < len(number); n++ {
		if number[n] >= 0 && t.parent[top[n]] == 0 {
			b := t.label[top[n]]
			m.starts[b>>6] |= 1 << (b & 63)
		}
	}
	if len(m.dense) > 0 { // the root is dense
		m.first = new([256]wmRef)
		for c := range 256 {
			m.first[c] = m.dense[0][m.fold(byte(c))]
		}
	}
}

// trieNodes is the uncompressed trie build works on.
type trieNodes struct {
	parent []int32
	label  []byte
	kids   []int32
	end    []bool
}

func (t *trieNodes) add(parent int32, label byte) int32 {
	n := int32(len(t.parent))
	t.parent, t.label, t.kids, t.end = append(t.parent, parent), append(t.label, label), append(t.kids, 0), append(t.end, false)
	t.kids[parent]++
	return n
}

// kept reports whether node n stays in the compressed trie: the root, and
// every node that branches or ends a key.
func (t *trieNodes) kept(n int32) bool { return n == 0 || t.kids[n] != 1 || t.end[n] }

// compress numbers the kept nodes (-1 for the others): the ones with more
// than denseChildren children (and the root, with denseRoot) first, then the others, each in trie order,
// which keeps every node's children in increasing label order. top[n] is
// the first node of the chain of folded nodes that ends at n: in
// depth-first order a chain is a run of consecutive nodes, so the edge to
// a kept node n reads label[top[n]] and then its segment,
// label[top[n]+1 : n+1], from kept parent parent[top[n]].
func (t *trieNodes) compress(denseRoot bool) (number, top []int32, denseN, keptN int) {
	count := len(t.parent)
	number = make([]int32, count)
	top = make([]int32, count)
	for n := 1; n < count; n++ {
		if p := t.parent[n]; t.kept(p) {
			top[n] = int32(n)
		} else {
			top[n] = top[p]
		}
	}
	// The root is node 0 (a reference 0 means "no node"), and dense nodes
	// come first: so when any node is dense, the root is too.
	for n := 1; n < count && !denseRoot; n++ {
		denseRoot = t.kept(int32(n)) && t.kids[n] > denseChildren
	}
	dense := func(n int32) bool { return t.kids[n] > denseChildren || n == 0 && denseRoot }
	for n := range int32(count) {
		if t.kept(n) {
			keptN++
			if dense(n) {
				denseN++
			}
		}
	}
	d, sp := int32(0), int32(denseN)
	for n := range int32(count) {
		switch {
		case !t.kept(n):
			number[n] = -1
		case dense(n):
			number[n] = d
			d++
		default:
			number[n] = sp
			sp++
		}
	}
	return number, top, denseN, keptN
}

// ref is the reference to kept node n.
func (t *trieNodes) ref(n int32, number []int32) wmRef {
	r := wmRef(number[n])
	if t.end[n] {
		r |= wmEnd
	}
	return r
}

// packSegments lays out the segments of the kept nodes by number.
func (m *WordMatcher) packSegments(t *trieNodes, number, top []int32) {
	nodes := len(m.nodes) - 1
	offset := make([]int32, nodes+1)
	for n := 1; n < len(number); n++ {
		if number[n] >= 0 {
			offset[number[n]+1] = int32(n) - top[n]
		}
	}
	for i := range nodes {
		offset[i+1] += offset[i]
		m.nodes[i].segLo = offset[i]
	}
	m.nodes[nodes].segLo = offset[nodes]
	m.segs = make([]byte, offset[nodes])
	for n := 1; n < len(number); n++ {
		if number[n] >= 0 {
			copy(m.segs[offset[number[n]]:], t.label[top[n]+1:n+1])
		}
	}
}

// packEdges fills the dense tables, and groups the other edges by parent
// (labels stay in increasing order, as nodes are visited in trie order).
func (m *WordMatcher) packEdges(t *trieNodes, number, top []int32) {
	nodes := len(m.nodes) - 1
	denseN := int32(len(m.dense))
	offset := make([]int32, nodes+1)
	for n := 1; n < len(number); n++ {
		if number[n] >= 0 {
			if p := number[t.parent[top[n]]]; p >= denseN {
				offset[p+1]++
			}
		}
	}
	for i := range nodes {
		offset[i+1] += offset[i]
		m.nodes[i].edgeLo = offset[i]
	}
	m.nodes[nodes].edgeLo = offset[nodes]
	m.labels = make([]byte, offset[nodes])
	m.children = make([]wmRef, len(m.labels))
	for n := 1; n < len(number); n++ {
		if number[n] < 0 {
			continue
		}
		p, first := number[t.parent[top[n]]], t.label[top[n]]
		if p < denseN {
			m.dense[p][first] = t.ref(int32(n), number)
			continue
		}
		k := offset[p]
		m.labels[k], m.children[k] = first, t.ref(int32(n), number)
		offset[p]++
	}
}

// packValues groups the value indexes by node, in increasing order.
func (m *WordMatcher) packValues(keys []trieKey, ends, number []int32) {
	nodes := len(m.nodes) - 1
	offset := make([]int32, nodes+1)
	for _, n := range ends {
		offset[number[n]+1]++
	}
	for i := range nodes {
		offset[i+1] += offset[i]
		m.nodes[i].valLo = offset[i]
	}
	m.nodes[nodes].valLo = offset[nodes]
	m.vals = make([]int32, len(keys))
	for k, n := range ends {
		m.vals[offset[number[n]]] = keys[k].value
		offset[number[n]]++
	}
}

// asciiWordEnd returns the index of the first byte from i on that is not
// an ASCII word character (or len(text)).
func asciiWordEnd(text string, i int) int {
	for i < len(text) && asciiClass[text[i]]&asciiWord != 0 {
		i++
	}
	return i
}
