package kvstore

import (
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
}
