package service

import (
	"fmt"
	"slices"
	"testing"
)

// workerIDs returns n worker ids of set, spread as random ones are.
func workerIDs(set, n int) []string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%016x", uint64(set*100+i+1)*0x9e3779b97f4a7c15)
	}
	return ids
}

// TestEveryPartitionHasOneOwnerAndNoWorkerMoreThanItsShare: whatever the
// workers, each of the 256 partitions has an owner among them and none
// owns more than ⌈256/W⌉.
func TestEveryPartitionHasOneOwnerAndNoWorkerMoreThanItsShare(t *testing.T) {
	t.Parallel()
	for set := range 100 {
		for w := 1; w <= 7; w++ {
			ids := workerIDs(set, w)
			load := map[string]int{}
			for part, who := range assign(ids, 256) {
				if !slices.Contains(ids, who) {
					t.Fatalf("%d workers: partition %d has owner %q", w, part, who)
				}
				load[who]++
			}
			for who, n := range load {
				if limit := (256 + w - 1) / w; n > limit {
					t.Fatalf("%d workers: %s owns %d partitions (limit %d)", w, who, n, limit)
				}
			}
		}
	}
}

// TestEveryWorkerComputesTheSameOwners: the owners depend on the set of
// ids, not on the order a worker heard them in.
func TestEveryWorkerComputesTheSameOwners(t *testing.T) {
	t.Parallel()
	ids := workerIDs(1, 5)
	want := assign(ids, 256)
	for range 10 {
		slices.Reverse(ids)
		ids[0], ids[2] = ids[2], ids[0]
		if got := assign(ids, 256); !slices.Equal(got, want) {
			t.Fatal("another order of the same ids gives other owners")
		}
	}
}

// TestAJoiningWorkerMovesAboutItsShare: when a worker joins W others, the
// partitions that change owner are not many more than the newcomer's
// share 256/(W+1) (1.13 times it on average over a thousand id sets, 1.6
// at most), so most threads stay where they are cached; a leaving worker
// is the same change the other way.
func TestAJoiningWorkerMovesAboutItsShare(t *testing.T) {
	t.Parallel()
	for set := range 200 {
		ids := workerIDs(set, 7)
		for w := 1; w < len(ids); w++ {
			before, after := assign(ids[:w], 256), assign(ids[:w+1], 256)
			moved := 0
			for part := range before {
				if before[part] != after[part] {
					moved++
				}
			}
			if share := 256.0 / float64(w+1); float64(moved) > 1.75*share {
				t.Fatalf("id set %d, %d → %d workers: %d partitions moved (share %.0f)", set, w, w+1, moved, share)
			}
		}
	}
}

// TestNoWorkersOwnNothing: with no ids every partition is without owner.
func TestNoWorkersOwnNothing(t *testing.T) {
	t.Parallel()
	for _, who := range assign(nil, 256) {
		if who != "" {
			t.Fatalf("owner %q without workers", who)
		}
	}
}

// BenchmarkAssign times one rebalance's assignment among eight workers
// (it runs only when a worker joins or leaves).
func BenchmarkAssign(b *testing.B) {
	ids := workerIDs(1, 8)
	for b.Loop() {
		assign(ids, 256)
	}
}
