package textfold

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

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
type WordMatcher struct {
	caseSensitive bool
	values        int
	// first is the root's table with ASCII case folding applied, so that a
	// walk starts with one lookup of the raw byte.
	first    [256]wmRef
	dense    [][256]wmRef // tables of nodes 0..len(dense)-1
	nodes    []wmNode
	labels   []byte  // edge labels of sparse nodes
	children []wmRef // edge targets of sparse nodes
	vals     []int32 // value indexes ending at a node, grouped by node
}

// wmRef refers to a trie node: its number, plus wmEnd when a key ends
// there. 0 means "no node" (the root, number 0, is never a child).
type wmRef int32

// wmEnd marks a reference to a node where some key ends.
const wmEnd wmRef = 1 << 30

// node returns the node number.
func (r wmRef) node() int32 { return int32(r &^ wmEnd) }

// wmNode is a trie node. Nodes numbered below len(dense) have a 256-entry
// table; the others list their children.
type wmNode struct {
	edgeLo, edgeHi int32 // labels/children range of a sparse node
	valLo, valHi   int32 // vals range
}

// denseChildren is the number of children above which a node gets a
// 256-entry table (as the root and its children always do: most walks
// start and die there).
const denseChildren = 8

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
	for i := 0; i < len(text); {
		c := text[i]
		if c >= utf8.RuneSelf {
			r, w := utf8.DecodeRuneInString(text[i:])
			// Keys never start with a space, and skipping spaces here keeps
			// a long whitespace run from being walked once per position.
			if !prevWord && !IsSpace(r) {
				if ref, next := m.advance(text, i, 0); ref > 0 && !m.walk(text, i, next, ref, fn) {
					return
				}
			}
			prevWord = IsWordRune(r)
			i += w
			continue
		}
		class := asciiClass[c]
		if !prevWord && class&asciiSpace == 0 {
			if ref := m.first[c]; ref != 0 && !m.walk(text, i, i+1, ref, fn) {
				return
			}
		}
		i++
		prevWord = class&asciiWord != 0
		if prevWord {
			// The rest of an ASCII word cannot start a whole word.
			for i < len(text) && asciiClass[text[i]]&asciiWord != 0 {
				i++
			}
		}
	}
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

// walk continues from ref, reached at i by reading text from start, and
// reports the occurrences starting at start, longest first. It returns
// false when fn asked to stop. Most walks end within a few bytes without
// meeting a key, so this part keeps no state; the first key ending hands
// over to collect.
func (m *WordMatcher) walk(text string, start, i int, ref wmRef, fn func(start, end, value int) bool) bool {
	for {
		if ref&wmEnd != 0 {
			return m.collect(text, start, wmHit{i, ref}, fn)
		}
		if i >= len(text) {
			return true
		}
		if c := text[i]; c < utf8.RuneSelf && asciiClass[c]&asciiSpace == 0 {
			ref = m.step(ref, m.fold(c))
			i++
		} else {
			ref, i = m.advance(text, i, ref)
		}
		if ref <= 0 {
			return true
		}
	}
}

// advance follows one character, or a whitespace run read as one space,
// and returns the new reference (-1 for none) and position.
func (m *WordMatcher) advance(text string, i int, ref wmRef) (wmRef, int) {
	r, w := utf8.DecodeRuneInString(text[i:])
	if !IsSpace(r) {
		return m.stepRune(ref, r), i + w
	}
	for i += w; i < len(text); i += w {
		if r, w = decodeRuneAt(text, i); !IsSpace(r) {
			break
		}
	}
	return m.step(ref, ' '), i
}

// collect continues a walk that found the key ending first, gathers the
// longer ones, and reports them all, longest first.
func (m *WordMatcher) collect(text string, start int, first wmHit, fn func(start, end, value int) bool) bool {
	var buf [16]wmHit
	hits := append(buf[:0], first)
	for i, ref := first.end, first.ref; i < len(text); {
		if ref, i = m.advance(text, i, ref); ref <= 0 {
			break
		}
		if ref&wmEnd != 0 {
			hits = append(hits, wmHit{i, ref})
		}
	}
	for k := len(hits) - 1; k >= 0; k-- {
		h := hits[k]
		if !WholeWordAt(text, start, h.end) {
			continue
		}
		nd := &m.nodes[h.ref.node()]
		for _, v := range m.vals[nd.valLo:nd.valHi] {
			if !fn(start, h.end, int(v)) {
				return false
			}
		}
	}
	return true
}

// stepRune follows the bytes of r's key form (folded unless case-sensitive,
// "ss" for ß). It returns -1 when the trie has no such path.
func (m *WordMatcher) stepRune(ref wmRef, r rune) wmRef {
	if r < utf8.RuneSelf {
		return m.step(ref, m.fold(byte(r)))
	}
	double := false
	if !m.caseSensitive {
		r, double = FoldRune(r)
	}
	var enc [utf8.UTFMax]byte
	n := utf8.EncodeRune(enc[:], r)
	for range 1 + b2i(double) {
		for _, c := range enc[:n] {
			if ref = m.step(ref, c); ref < 0 {
				return -1
			}
		}
	}
	return ref
}

// step follows one byte; -1 means no path (and stays -1).
func (m *WordMatcher) step(ref wmRef, c byte) wmRef {
	if ref < 0 {
		return -1
	}
	n := ref.node()
	var next wmRef
	if int(n) < len(m.dense) {
		next = m.dense[n][c]
	} else {
		nd := &m.nodes[n]
		for k, l := range m.labels[nd.edgeLo:nd.edgeHi] {
			if l == c {
				next = m.children[nd.edgeLo+int32(k)]
				break
			}
		}
	}
	if next == 0 {
		return -1
	}
	return next
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

// trieEdge links a parent node to a child on a byte.
type trieEdge struct {
	parent, child int32
	label         byte
}

// build compiles the keys. Sorted keys share their common prefix with the
// previous key, so the trie grows along a stack of the previous key's nodes;
// then the nodes are renumbered (dense ones first) and edges and values are
// grouped per node by counting sorts: a few allocations in all, whatever the
// number of keys.
func (m *WordMatcher) build(keys []trieKey) {
	slices.SortStableFunc(keys, func(a, b trieKey) int { return strings.Compare(a.key, b.key) })
	var edges []trieEdge
	ends := make([]int32, len(keys)) // node of each key
	stack := []int32{0}
	count := int32(1)
	prev := ""
	for k, tk := range keys {
		l := 0
		for l < len(prev) && l < len(tk.key) && prev[l] == tk.key[l] {
			l++
		}
		stack = stack[:l+1]
		for d := l; d < len(tk.key); d++ {
			edges = append(edges, trieEdge{parent: stack[d], child: count, label: tk.key[d]})
			stack = append(stack, count)
			count++
		}
		ends[k] = stack[len(tk.key)]
		prev = tk.key
	}
	refs := m.renumber(int(count), edges, ends)
	m.packEdges(edges, refs)
	m.packValues(keys, ends)
	for c := range 256 {
		m.first[c] = m.dense[0][m.fold(byte(c))]
	}
}

// renumber gives the dense nodes (the root, its children, and nodes with
// more than denseChildren children) the numbers 0..D-1 and the others the
// rest, rewrites edges and ends with the new numbers, and returns each
// node's reference (its number, with wmEnd where a key ends).
func (m *WordMatcher) renumber(count int, edges []trieEdge, ends []int32) []wmRef {
	children := make([]int32, count)
	dense := make([]bool, count)
	dense[0] = true
	for _, e := range edges {
		children[e.parent]++
		dense[e.child] = dense[e.child] || e.parent == 0
	}
	number := make([]int32, count)
	d := int32(0)
	for n := range count {
		dense[n] = dense[n] || children[n] > denseChildren
		if dense[n] {
			number[n] = d
			d++
		}
	}
	s := d
	for n := range count {
		if !dense[n] {
			number[n] = s
			s++
		}
	}
	for k := range edges {
		edges[k].parent, edges[k].child = number[edges[k].parent], number[edges[k].child]
	}
	refs := make([]wmRef, count)
	for k := range ends {
		ends[k] = number[ends[k]]
		refs[ends[k]] = wmEnd
	}
	for n := range refs {
		refs[n] |= wmRef(n)
	}
	m.nodes = make([]wmNode, count)
	m.dense = make([][256]wmRef, d)
	return refs
}

// packEdges fills the dense tables, and groups the other edges by parent
// (labels stay in increasing order).
func (m *WordMatcher) packEdges(edges []trieEdge, refs []wmRef) {
	offset := make([]int32, len(m.nodes)+1)
	for _, e := range edges {
		if int(e.parent) >= len(m.dense) {
			offset[e.parent+1]++
		}
	}
	for n := range m.nodes {
		offset[n+1] += offset[n]
		m.nodes[n].edgeLo, m.nodes[n].edgeHi = offset[n], offset[n+1]
	}
	m.labels = make([]byte, offset[len(m.nodes)])
	m.children = make([]wmRef, len(m.labels))
	for _, e := range edges {
		if int(e.parent) < len(m.dense) {
			m.dense[e.parent][e.label] = refs[e.child]
			continue
		}
		k := offset[e.parent]
		m.labels[k], m.children[k] = e.label, refs[e.child]
		offset[e.parent]++
	}
}

// packValues groups the value indexes by node, in increasing order.
func (m *WordMatcher) packValues(keys []trieKey, ends []int32) {
	offset := make([]int32, len(m.nodes)+1)
	for _, n := range ends {
		offset[n+1]++
	}
	for n := range m.nodes {
		offset[n+1] += offset[n]
		m.nodes[n].valLo, m.nodes[n].valHi = offset[n], offset[n+1]
	}
	m.vals = make([]int32, len(keys))
	for k, n := range ends {
		m.vals[offset[n]] = keys[k].value
		offset[n]++
	}
}
