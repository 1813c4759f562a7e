package views

// Held is a kind of memory the cache counts against its budget.
type Held uint8

const (
	// HeldThreads is what every cached thread costs whatever it holds:
	// its view, its place in the cache, what the store keeps for it.
	HeldThreads Held = iota
	// HeldEntries: the entry table, interned labels, the values and
	// tokens, what corrections decided.
	HeldEntries
	// HeldIndexes: the hash indexes of views past scanUpTo entries.
	HeldIndexes
	// HeldMatchers: the matchers that find known values again.
	HeldMatchers
	// HeldRenders: the messages a view rendered (the edits that make the
	// de-identified text, and the detections they came from).
	HeldRenders
	// HeldMemos: counts of known values, deny-list answers.
	HeldMemos
	// NumHeld is the number of kinds.
	NumHeld
)

// String returns the kind's name, as the worker's metric labels it.
func (h Held) String() string {
	switch h {
	case HeldThreads:
		return "threads"
	case HeldEntries:
		return "entries"
	case HeldIndexes:
		return "indexes"
	case HeldMatchers:
		return "matchers"
	case HeldRenders:
		return "renders"
	case HeldMemos:
		return "memos"
	}
	return "unknown"
}

// Sizes are bytes by kind.
type Sizes [NumHeld]int64

// Total is the sum of every kind.
func (s *Sizes) Total() int64 {
	var n int64
	for _, b := range s {
		n += b
	}
	return n
}

// Memory accounting. Sizes follow the Go allocator closely enough for a
// budget (TestCacheBytesMatchTheHeap, in package pipeline, holds them to
// the measured heap).

// allocSize approximates the heap taken by an allocation of n bytes: the
// allocator's size classes step by 8 bytes up to 32, by 16 up to 256, then
// by about an eighth.
func allocSize(n int) int {
	switch {
	case n == 0:
		return 0
	case n <= 32:
		return (n + 7) &^ 7
	case n <= 256:
		return (n + 15) &^ 15
	default:
		return n + n/8
	}
}

// mapBytes approximates the heap a Go map of n entries holds, its header
// included, slot being the bytes of one key and value (as a struct of the
// two: aligned). Up to eight entries, one group of eight slots and their
// control bytes; beyond, tables of groups kept at most 7/8 full, doubling
// up to 1,024 slots a table, then splitting, under a directory.
func mapBytes(n, slot int) int {
	group := 8 + 8*slot
	switch {
	case n == 0:
		return mapHeader
	case n <= 8:
		return mapHeader + allocSize(group)
	}
	slots := 16
	for slots*7/8 < n {
		slots *= 2
	}
	if slots <= maxTableSlots {
		return mapHeader + allocSize(tableHeader) + allocSize(slots/8*group) + allocSize(8)
	}
	tables := slots / maxTableSlots
	return mapHeader + tables*(allocSize(tableHeader)+allocSize(maxTableSlots/8*group)) + allocSize(8*tables)
}

const (
	// mapHeader is a map's header; tableHeader, one of its tables, of at
	// most maxTableSlots slots.
	mapHeader     = 48
	tableHeader   = 32
	maxTableSlots = 1024
)
