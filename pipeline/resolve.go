package pipeline

import (
	"cmp"
	"slices"
	"sort"
	"strings"

	"github.com/piighost/piighost-nats/pii"
)

// Resolver turns overlapping detections into disjoint ones. The input order
// is the detector order, which breaks the last ties; the output is sorted by
// position.
type Resolver interface {
	Resolve(text string, dets []pii.Detection) []pii.Detection
}

// ConfidenceResolver keeps, among overlapping detections, the highest
// confidence, then the earliest, then the longest, then the one from the
// first detector. It is the default.
type ConfidenceResolver struct{}

// Resolve implements Resolver.
func (ConfidenceResolver) Resolve(_ string, dets []pii.Detection) []pii.Detection {
	if len(dets) < 2 {
		return dets
	}
	// The ranking and the kept spans of a message's few detections live
	// on the stack: three slices of ints fewer to allocate per message.
	var buf [3 * smallResolve]int
	var ints []int
	if n := len(dets); n <= smallResolve {
		ints = buf[:3*n]
	} else {
		ints = make([]int, 3*n)
	}
	n := len(dets)
	order := rankOrder(dets, ints[:n:n])
	kept := spanSet{starts: ints[n : n : 2*n], ends: ints[2*n : 2*n : 3*n]}
	out := make([]pii.Detection, 0, len(dets))
	for _, i := range order {
		d := dets[i]
		if kept.overlaps(d.Start, d.End) {
			continue
		}
		kept = kept.with(d.Start, d.End)
		out = append(out, d)
	}
	sortByPosition(out)
	return out
}

// smallResolve is the number of detections ConfidenceResolver ranks
// without allocating.
const smallResolve = 16

// rankOrder fills order (of len(dets)) with detection indexes, best
// first: highest confidence, earliest start, longest, first in input
// order, and returns it.
func rankOrder(dets []pii.Detection, order []int) []int {
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		da, db := dets[a], dets[b]
		if c := cmp.Compare(db.Confidence, da.Confidence); c != 0 {
			return c
		}
		if c := cmp.Compare(da.Start, db.Start); c != 0 {
			return c
		}
		return cmp.Compare(db.End-db.Start, da.End-da.Start)
	})
	return order
}

// MergeResolver turns every group of overlapping detections into one
// detection covering their union, with the label and confidence of the
// member ConfidenceResolver would keep. Use it when a sure short match must
// not uncover a longer, less sure one.
type MergeResolver struct{}

// Resolve implements Resolver.
func (MergeResolver) Resolve(text string, dets []pii.Detection) []pii.Detection {
	if len(dets) < 2 {
		return dets
	}
	rank := make([]int, len(dets))
	for pos, i := range rankOrder(dets, make([]int, len(dets))) {
		rank[i] = pos
	}
	byStart := make([]int, len(dets))
	for i := range byStart {
		byStart[i] = i
	}
	slices.SortStableFunc(byStart, func(a, b int) int { return cmp.Compare(dets[a].Start, dets[b].Start) })
	var out []pii.Detection
	for g := 0; g < len(byStart); {
		best := byStart[g]
		start, end := dets[best].Start, dets[best].End
		h := g + 1
		for ; h < len(byStart) && dets[byStart[h]].Start < end; h++ {
			i := byStart[h]
			end = max(end, dets[i].End)
			if rank[i] < rank[best] {
				best = i
			}
		}
		d := dets[best]
		d.Start, d.End, d.Text = start, end, text[start:end]
		out = append(out, d)
		g = h
	}
	return out
}

func sortByPosition(dets []pii.Detection) {
	slices.SortFunc(dets, func(a, b pii.Detection) int {
		if c := cmp.Compare(a.Start, b.Start); c != 0 {
			return c
		}
		if c := cmp.Compare(a.End, b.End); c != 0 {
			return c
		}
		return strings.Compare(a.Label, b.Label)
	})
}

// spanSet is a set of disjoint byte ranges kept sorted by start.
type spanSet struct{ starts, ends []int }

// newSpanSet returns a set with room for n ranges, in one allocation.
func newSpanSet(n int) spanSet {
	b := make([]int, 2*n)
	return spanSet{starts: b[:0:n], ends: b[n : n : 2*n]}
}

// overlaps reports whether [start, end) shares a byte with a range of s.
func (s *spanSet) overlaps(start, end int) bool {
	// First range ending after start; it overlaps iff it begins before end.
	i := sort.SearchInts(s.ends, start+1)
	return i < len(s.starts) && s.starts[i] < end
}

// add inserts a range that overlaps none of s.
func (s *spanSet) add(start, end int) { *s = s.with(start, end) }

// with is s with a range that overlaps none of s inserted: add, for a set
// held in a local variable, whose memory then need not leave the stack.
func (s spanSet) with(start, end int) spanSet {
	i := sort.SearchInts(s.starts, start)
	return spanSet{starts: slices.Insert(s.starts, i, start), ends: slices.Insert(s.ends, i, end)}
}
