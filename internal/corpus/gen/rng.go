package main

import "hash/fnv"

// rng is a splitmix64 generator. The corpus must come out byte for byte the
// same on every Go release, so it does not depend on math/rand's
// algorithms.
type rng struct{ s uint64 }

// newRNG seeds a generator from the corpus seed and the parts that name
// one stream (corpus, language, kind), so that streams are independent:
// a template added to one kind leaves the others unchanged.
func newRNG(seed uint64, parts ...string) *rng {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return &rng{s: seed ^ h.Sum64()}
}

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n).
func (r *rng) intn(n int) int {
	if n <= 0 {
		panic("intn: n <= 0")
	}
	return int(r.next() % uint64(n))
}

// between returns a number in [lo, hi].
func (r *rng) between(lo, hi int) int { return lo + r.intn(hi-lo+1) }

// chance reports true with probability percent/100.
func (r *rng) chance(percent int) bool { return r.intn(100) < percent }

// pick returns one element of xs.
func pick[T any](r *rng, xs []T) T { return xs[r.intn(len(xs))] }

// shuffled returns a shuffled copy of xs.
func shuffled[T any](r *rng, xs []T) []T {
	out := append([]T(nil), xs...)
	for i := len(out) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}
