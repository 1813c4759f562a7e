package kvstore

import "hash/maphash"

// evictedGens remembers, for a bounded number of threads released by the
// cache (Release), the generation the store last knew of each, so that
// the thread's next first read sends the read of that generation's pages
// and first entries beside the read of its head, where it would wait for
// the head first (docs/kvstore.md, "Cold reads in two or three round
// trips"). A hint for reads only: what was read is used only when the
// head, read at the same time, names that generation; otherwise it is
// dropped and the generation the head names is read. So a thread is keyed
// by a 64-bit hash of its name, not the name: two threads sharing a hash
// only cost a read dropped. At most 40 bytes of heap a thread, at most
// maxEvictedGens threads.
type evictedGens struct {
	seed          maphash.Seed
	hints[uint64] // generations by hash of the thread's name
}

// maxEvictedGens bounds the threads remembered (about 150 KB); past it,
// one is forgotten, which costs its next first read the round trip the
// hint saves, no more.
const maxEvictedGens = 4096

func newEvictedGens() evictedGens {
	return evictedGens{seed: maphash.MakeSeed()}
}

// note remembers gen as thread name's last known generation.
func (e *evictedGens) note(name string, gen uint64) {
	e.hints.note(maphash.String(e.seed, name), gen, maxEvictedGens)
}

// take returns, and forgets, the generation remembered for thread name.
func (e *evictedGens) take(name string) (gen uint64, ok bool) {
	return e.hints.take(maphash.String(e.seed, name))
}
