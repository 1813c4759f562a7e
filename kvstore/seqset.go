package kvstore

import "strconv"

// seqSet is a set of stream sequences, as a base below which every
// sequence counts as present and a bitmap of those above it. Before it is
// anchored, it only collects.
type seqSet struct {
	anchored bool
	base     uint64
	words    map[uint64]uint64 // seq/64 → one bit per sequence
}

func newSeqSet() *seqSet { return &seqSet{words: map[uint64]uint64{}} }

func (q *seqSet) add(seq uint64) {
	if q.anchored && seq <= q.base {
		return
	}
	q.words[seq>>6] |= 1 << (seq & 63)
	if q.anchored {
		q.advance()
	}
}

// anchor makes every sequence up to base present.
func (q *seqSet) anchor(base uint64) {
	q.anchored, q.base = true, base
	for w := range q.words {
		if w < base>>6 {
			delete(q.words, w)
		}
	}
	q.advance()
}

// advance moves the base over the sequences present just above it,
// dropping the words it passes.
func (q *seqSet) advance() {
	for {
		next := q.base + 1
		if q.words[next>>6]&(1<<(next&63)) == 0 {
			return
		}
		q.base = next
		if next&63 == 63 {
			delete(q.words, next>>6)
		}
	}
}

// missing returns the sequences after the base up to last that are not
// present, at most limit. It runs under the tracker's lock, which every
// heard change takes, so a word whose 64 sequences are all present is
// passed in one step.
func (q *seqSet) missing(last uint64, limit int) []uint64 {
	var out []uint64
	for seq := q.base + 1; seq <= last && len(out) < limit; {
		w := q.words[seq>>6]
		if w == ^uint64(0) {
			seq = (seq | 63) + 1 // the next word
			continue
		}
		if w&(1<<(seq&63)) == 0 {
			out = append(out, seq)
		}
		seq++
	}
	return out
}

func formatSeq(seq uint64) string { return strconv.FormatUint(seq, 10) }
