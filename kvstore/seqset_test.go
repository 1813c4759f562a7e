package kvstore

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestSeqSet(t *testing.T) {
	t.Run("sequences heard before the anchor and above it count; below it, all do", func(t *testing.T) {
		q := newSeqSet()
		q.add(3)
		q.add(12)
		q.add(11)
		q.anchor(10)
		if q.base != 12 {
			t.Fatalf("base %d, want 12", q.base)
		}
		if got := q.missing(15, 10); !slices.Equal(got, []uint64{13, 14, 15}) {
			t.Fatalf("missing %v", got)
		}
	})
	t.Run("out of order, across words, the base waits for the gap", func(t *testing.T) {
		q := newSeqSet()
		q.anchor(0)
		for seq := uint64(200); seq >= 2; seq-- {
			q.add(seq)
		}
		if got := q.missing(200, 10); !slices.Equal(got, []uint64{1}) || q.base != 0 {
			t.Fatalf("missing %v, base %d", got, q.base)
		}
		q.add(1)
		if q.base != 200 || len(q.words) > 1 {
			t.Fatalf("base %d, %d words left", q.base, len(q.words))
		}
	})
	t.Run("missing stops at its limit", func(t *testing.T) {
		q := newSeqSet()
		q.anchor(5)
		if got := q.missing(1000, 3); !slices.Equal(got, []uint64{6, 7, 8}) {
			t.Fatalf("missing %v", got)
		}
	})
	t.Run("missing is every sequence above the base that has not been added, whole words skipped or not", func(t *testing.T) {
		rnd := rand.New(rand.NewPCG(7, 2026))
		for range 200 {
			q := newSeqSet()
			q.anchor(uint64(rnd.IntN(100)))
			added := map[uint64]bool{}
			for range rnd.IntN(600) {
				seq := q.base + 1 + uint64(rnd.IntN(400))
				if rnd.IntN(4) != 0 { // runs of present sequences fill whole words
					for s := seq; s < seq+uint64(rnd.IntN(130)); s++ {
						q.add(s)
						added[s] = true
					}
				}
			}
			last, limit := q.base+uint64(rnd.IntN(600)), 1+rnd.IntN(50)
			var want []uint64
			for seq := q.base + 1; seq <= last && len(want) < limit; seq++ {
				if !added[seq] {
					want = append(want, seq)
				}
			}
			if got := q.missing(last, limit); !slices.Equal(got, want) {
				t.Fatalf("base %d, last %d, limit %d: missing %v, want %v", q.base, last, limit, got, want)
			}
		}
	})
}
