package views

import (
	"slices"
	"sort"

	"github.com/piighost/piighost-nats/pii"
)

// DropStrictlyInside returns the detections of inner that no detection of
// outer strictly contains (same or wider on both sides, and longer).
func DropStrictlyInside(inner, outer []pii.Detection) []pii.Detection {
	if len(inner) == 0 || len(outer) == 0 {
		return inner
	}
	if len(inner)*len(outer) <= 64 {
		return dropStrictlyInsideSmall(inner, outer)
	}
	byStart := slices.Clone(outer)
	slices.SortFunc(byStart, func(a, b pii.Detection) int { return a.Start - b.Start })
	// maxEnd[i] is the furthest end among byStart[:i+1].
	maxEnd := make([]int, len(byStart))
	for i, d := range byStart {
		maxEnd[i] = d.End
		if i > 0 {
			maxEnd[i] = max(maxEnd[i], maxEnd[i-1])
		}
	}
	out := inner[:0:0]
	for _, d := range inner {
		// Outer spans starting at or before d: the one reaching furthest.
		i := sort.Search(len(byStart), func(i int) bool { return byStart[i].Start > d.Start }) - 1
		contained := false
		if i >= 0 && maxEnd[i] >= d.End {
			// Wider on one side at least, unless the only candidates
			// share d's exact span.
			for j := i; j >= 0 && !contained; j-- {
				o := byStart[j]
				contained = o.End >= d.End && (o.Start < d.Start || o.End > d.End)
				if maxEnd[j] < d.End {
					break
				}
			}
		}
		if !contained {
			out = append(out, d)
		}
	}
	return out
}

// dropStrictlyInsideSmall is DropStrictlyInside for a handful of spans:
// comparing every pair costs less than sorting.
func dropStrictlyInsideSmall(inner, outer []pii.Detection) []pii.Detection {
	inside := func(d pii.Detection) bool {
		return slices.ContainsFunc(outer, func(o pii.Detection) bool {
			return o.Start <= d.Start && o.End >= d.End && (o.Start < d.Start || o.End > d.End)
		})
	}
	if !slices.ContainsFunc(inner, inside) {
		return inner // the usual case: nothing to drop, nothing allocated
	}
	out := make([]pii.Detection, 0, len(inner))
	for _, d := range inner {
		if !inside(d) {
			out = append(out, d)
		}
	}
	return out
}
