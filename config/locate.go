package config

import (
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2/unstable"
)

// keyLines maps a key path ("detector.detectors[1].patterns.EMP") to the
// line where the key is written, so semantic errors can point at it.
type keyLines map[string]int

// textKeys holds the key paths whose value is written as a TOML string.
type textKeys map[string]bool

// lineOf returns the line of path, or of its closest written parent, or 0.
func (k keyLines) lineOf(path string) int {
	for path != "" {
		if l, ok := k[path]; ok {
			return l
		}
		i := strings.LastIndexAny(path, ".[")
		if i < 0 {
			break
		}
		path = path[:i]
	}
	return 0
}

// locateKeys walks the TOML document's syntax tree and records the line of
// every key, with array-of-tables entries numbered as the decoder numbers
// them. A document that does not parse gives what was read before the
// error (decoding reports the error itself).
func locateKeys(data []byte) (keyLines, textKeys) {
	l := locator{lines: keyLines{}, texts: textKeys{}, arrays: map[string]int{}}
	l.p.Reset(data)
	for l.p.NextExpression() {
		e := l.p.Expression()
		switch e.Kind {
		case unstable.Table:
			l.table = l.resolve(keyParts(e))
			l.mark(l.table, e)
		case unstable.ArrayTable:
			raw := strings.Join(keyParts(e), ".")
			l.arrays[raw]++
			l.table = l.resolve(keyParts(e))
			l.mark(l.table, e)
		case unstable.KeyValue:
			l.keyValue(l.table, e)
		}
	}
	return l.lines, l.texts
}

type locator struct {
	p      unstable.Parser
	lines  keyLines
	texts  textKeys
	arrays map[string]int // array-of-tables path → entries seen
	table  string         // current table path
}

// resolve turns key parts into a path, numbering array-of-tables parts
// with their latest entry.
func (l *locator) resolve(parts []string) string {
	var raw, path []string
	for _, part := range parts {
		raw = append(raw, part)
		seg := part
		if n := l.arrays[strings.Join(raw, ".")]; n > 0 {
			seg += "[" + strconv.Itoa(n-1) + "]"
		}
		path = append(path, seg)
	}
	return strings.Join(path, ".")
}

func (l *locator) keyValue(prefix string, e *unstable.Node) {
	path := join(prefix, strings.Join(keyParts(e), "."))
	l.mark(path, e)
	l.value(path, e.Value())
}

func (l *locator) value(path string, v *unstable.Node) {
	switch v.Kind {
	case unstable.String:
		l.texts[path] = true
	case unstable.InlineTable:
		for it := v.Children(); it.Next(); {
			if kv := it.Node(); kv.Kind == unstable.KeyValue {
				l.keyValue(path, kv)
			}
		}
	case unstable.Array:
		i := 0
		for it := v.Children(); it.Next(); i++ {
			l.value(path+"["+strconv.Itoa(i)+"]", it.Node())
		}
	}
}

// mark records the line of the node's first key part.
func (l *locator) mark(path string, e *unstable.Node) {
	if _, ok := l.lines[path]; ok {
		return
	}
	it := e.Key()
	if it.Next() && it.Node().Raw.Length > 0 {
		l.lines[path] = l.p.Shape(it.Node().Raw).Start.Line
	}
}

func keyParts(e *unstable.Node) []string {
	var parts []string
	for it := e.Key(); it.Next(); {
		parts = append(parts, string(it.Node().Data))
	}
	return parts
}

func join(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}

// children returns the keys written directly under path: for
// "detector", the "type" of detector.type and the "detectors" of
// detector.detectors[0].groups.
func (k keyLines) children(path string) map[string]bool {
	out := map[string]bool{}
	prefix := path + "."
	for p := range k {
		rest, ok := strings.CutPrefix(p, prefix)
		if !ok {
			continue
		}
		if i := strings.IndexAny(rest, ".["); i >= 0 {
			rest = rest[:i]
		}
		out[rest] = true
	}
	return out
}
