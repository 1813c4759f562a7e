package views

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// findOrInsert answers as find, then insert when find found nothing, do:
// the same entries found, the same table afterwards, hashes colliding in
// their upper bits and keys seen twice included.
func TestFindOrInsertIsFindThenInsert(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 13))
	var one, two index
	keys := []uint64{} // entry i's key
	for i := range 5000 {
		k := rnd.Uint64N(3000) // keys repeat
		h := (k%700)<<32 | k   // upper bits collide among keys
		match := func(j int) bool { return keys[j] == k }
		keys = append(keys, k)
		gotIdx, got := one.findOrInsert(h, i, match)
		wantIdx, want := two.find(h, match)
		if !want {
			two.insert(h, i)
		}
		if got != want || (got && gotIdx != wantIdx) {
			t.Fatalf("entry %d: findOrInsert %d %v, find %d %v", i, gotIdx, got, wantIdx, want)
		}
	}
	if one.n != two.n || !slices.Equal(one.slots, two.slots) {
		t.Fatalf("%d entries in %d slots, want %d in %d, the same", one.n, len(one.slots), two.n, len(two.slots))
	}
}
