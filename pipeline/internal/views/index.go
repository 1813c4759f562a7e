package views

// index maps 64-bit hashes to entry numbers: open addressing over a
// power-of-two table, linear probing. A slot holds the hash's upper 32
// bits (which also pick its place, so the table grows without the full
// hash) and the entry number plus one; 0 is an empty slot. Two keys may
// share those 32 bits: lookups confirm a candidate with the caller's
// match. About 11 to 21 bytes per entry, against 30 to 60 for a Go map
// keyed by string.
type index struct {
	slots []uint64
	n     int
}

func (x *index) place(tag uint32) int { return int(tag) & (len(x.slots) - 1) }

// find returns an entry inserted under hash h for which match holds.
// Callers never insert two entries that one match accepts.
func (x *index) find(h uint64, match func(idx int) bool) (int, bool) {
	if len(x.slots) == 0 {
		return 0, false
	}
	tag := uint32(h >> 32)
	for i := x.place(tag); ; i = (i + 1) & (len(x.slots) - 1) {
		s := x.slots[i]
		if s == 0 {
			return 0, false
		}
		if uint32(s>>32) == tag {
			if idx := int(uint32(s)) - 1; match(idx) {
				return idx, true
			}
		}
	}
}

// findOrInsert returns, as find does, an entry inserted under hash h for
// which match holds; when there is none, it inserts entry idx under h, at
// the end of the probe that found none (find then insert would probe
// twice: a cold thread's load does it for each of its thousands of
// values), and returns false. The room is made before the probe, so a
// duplicate found at the load limit still grows the table: the view
// reserves room for every sighting of a batch first, which makes that
// growth never happen there.
func (x *index) findOrInsert(h uint64, idx int, match func(idx int) bool) (int, bool) {
	if 4*(x.n+1) > 3*len(x.slots) {
		x.reserve(x.n + 1)
	}
	tag := uint32(h >> 32)
	for i := x.place(tag); ; i = (i + 1) & (len(x.slots) - 1) {
		s := x.slots[i]
		if s == 0 {
			x.slots[i] = uint64(tag)<<32 | uint64(uint32(idx+1))
			x.n++
			return 0, false
		}
		if uint32(s>>32) == tag {
			if found := int(uint32(s)) - 1; match(found) {
				return found, true
			}
		}
	}
}

// insert adds entry idx under hash h.
func (x *index) insert(h uint64, idx int) {
	if 4*(x.n+1) > 3*len(x.slots) {
		x.reserve(x.n + 1)
	}
	x.put(uint64(uint32(h>>32))<<32 | uint64(uint32(idx+1)))
	x.n++
}

func (x *index) put(s uint64) {
	for i := x.place(uint32(s >> 32)); ; i = (i + 1) & (len(x.slots) - 1) {
		if x.slots[i] == 0 {
			x.slots[i] = s
			return
		}
	}
}

// reserve makes room for n entries in all, so that inserting up to them
// does not grow the table: the size insert's doublings would reach.
func (x *index) reserve(n int) {
	size := max(8, len(x.slots))
	for 4*n > 3*size {
		size *= 2
	}
	if size > len(x.slots) {
		x.resize(size)
	}
}

func (x *index) resize(size int) {
	old := x.slots
	x.slots = make([]uint64, size)
	for _, s := range old {
		if s != 0 {
			x.put(s)
		}
	}
}

// bytes is the memory the index holds.
func (x *index) bytes() int { return 8 * cap(x.slots) }
