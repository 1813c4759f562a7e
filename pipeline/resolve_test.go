package pipeline

import (
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// ConfidenceResolver keeps what a naive reading of its rule keeps (rank
// by confidence, then start, then length, then input order; keep each
// detection that overlaps none kept before; report by position), for
// random detections, below and above the count it ranks on the stack.
func TestConfidenceResolverKeepsTheBestOfOverlappingDetections(t *testing.T) {
	rnd := rand.New(rand.NewPCG(10, 5))
	labels := []string{"PERSON", "EMAIL_ADDRESS", "LOCATION"}
	for round := range 3000 {
		n := rnd.IntN(3 * smallResolve)
		if round%3 == 0 {
			n = rnd.IntN(smallResolve + 1)
		}
		dets := make([]pii.Detection, n)
		for i := range dets {
			start := rnd.IntN(60)
			dets[i] = pii.Detection{Start: start, End: start + 1 + rnd.IntN(12), Label: labels[rnd.IntN(len(labels))],
				Confidence: []float64{0.5, 0.85, 1}[rnd.IntN(3)]}
		}
		in := slices.Clone(dets)
		got := ConfidenceResolver{}.Resolve("", dets)
		if !slices.Equal(dets, in) {
			t.Fatal("Resolve changed its input")
		}
		if want := naiveResolve(in); !slices.Equal(got, want) {
			t.Fatalf("%d detections %v:\n got %v\nwant %v", n, in, got, want)
		}
	}
}

func naiveResolve(dets []pii.Detection) []pii.Detection {
	if len(dets) < 2 {
		return dets
	}
	idx := make([]int, len(dets))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		da, db := dets[idx[a]], dets[idx[b]]
		if da.Confidence != db.Confidence {
			return da.Confidence > db.Confidence
		}
		if da.Start != db.Start {
			return da.Start < db.Start
		}
		return da.End-da.Start > db.End-db.Start
	})
	var kept []pii.Detection
	for _, i := range idx {
		d := dets[i]
		if !slices.ContainsFunc(kept, func(k pii.Detection) bool { return k.Start < d.End && d.Start < k.End }) {
			kept = append(kept, d)
		}
	}
	sortByPosition(kept)
	return kept
}
