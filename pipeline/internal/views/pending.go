package views

import (
	"unsafe"
)

// A cold thread's load issues thousands of tokens, of which its first
// request renders a few (those of the values its text holds): a batch of
// lazyTokensFrom user sightings or more, in a view whose tokens are
// distinct (a token is the factory's rendering of its label and ordinal,
// never looked for when issued), numbers each entry's token and keeps room
// for it right after its value, and renders it when it is first asked for
// (TokenAt), or every pending one at the first look-up of a token, of the
// thread's token map or of a correction's tokens, under the write lock.
// A token rendered so is byte for byte the one the factory would have
// written at the load: same label, ordinal and value.
//
// A pending entry's tokLen is tokPending, its ordinal (the low 24 bits)
// and the room kept for its token (the 7 bits above them); an entry whose
// ordinal or room does not fit is rendered at once. Only the entry's own
// reader renders it: entry.token panics on a pending one (a read that
// skipped rendering fails closed).
const (
	tokPending      = 1 << 31
	tokRoomShift    = 24
	maxPendingOrder = 1<<tokRoomShift - 1
	maxPendingRoom  = 1<<7 - 1
)

// lazyTokensFrom is the number of user sightings from which a batch
// leaves its tokens pending: a cold load's. A request's few new values
// are rendered in the text that brought them, so issuing their tokens
// pending would only add a lock upgrade each.
const lazyTokensFrom = 256

// lazyBatch is what a batch that leaves its tokens pending knows: the
// highest ordinal it may issue, and by label index the room a token of the
// label takes at that ordinal (0: not known yet).
type lazyBatch struct {
	maxOrdinal int
	rooms      []int
}

// room returns the room kept for a token of label (index), e's label:
// the length of its token at the batch's highest ordinal.
func (b *lazyBatch) room(label int, e Entry, f Factory) int {
	if label >= len(b.rooms) {
		b.rooms = append(b.rooms, make([]int, label+1-len(b.rooms))...)
	}
	if b.rooms[label] == 0 {
		b.rooms[label] = len(f.Token(e.Label, b.maxOrdinal, e.Text))
	}
	return b.rooms[label]
}

// deferToken issues entry idx's token pending, with room for it right
// after its value, and reports whether it did: not when the entry is not
// the last placed, the room is not free, or the ordinal or the room does
// not fit tokLen (issue renders it then). The caller holds v.mu.
func (v *View) deferToken(idx int, e Entry, label int, f Factory, b *lazyBatch) bool {
	room, n := b.room(label, e, f), v.labels[label].issued+1
	if room == 0 || room > maxPendingRoom || n > maxPendingOrder || room > v.free() || !v.endsChunk(idx) {
		return false
	}
	v.labels[label].issued = n
	v.used += uint32(room)
	v.entries[idx].tokLen = tokPending | uint32(room)<<tokRoomShift | uint32(n)
	v.pendingTokens.Add(1)
	v.insertToken(0, idx) // distinct, so hashed at the first look-up, as issue does
	return true
}

// isPending reports whether entry idx's token is still to be rendered.
// The caller holds v.mu.
func (v *View) isPending(idx int) bool { return v.entries[idx].tokLen&tokPending != 0 }

// renderToken renders entry idx's pending token into the room kept for
// it (or, when a factory renders it longer than that, with a copy of the
// value at the free end of the chunk). The caller holds v.mu for writing.
func (v *View) renderToken(idx int) {
	e := &v.entries[idx]
	if e.tokLen&tokPending == 0 {
		return
	}
	n, room := int(e.tokLen&maxPendingOrder), int(e.tokLen>>tokRoomShift&maxPendingRoom)
	at := unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(e.p), e.textLen)), room)
	label, text := v.labels[e.label].name, e.text()
	v.pendingTokens.Add(-1)
	if a, ok := v.shared.factory.(appender); ok {
		// Within its room the token is written in place; past it, append
		// moves it elsewhere.
		if b := a.AppendToken(at[:0], label, n, text); unsafe.SliceData(b) == unsafe.SliceData(at) {
			e.tokLen = uint32(len(b))
			return
		}
	}
	token := v.shared.factory.Token(label, n, text)
	if len(token) <= room {
		copy(at, token)
		e.tokLen = uint32(len(token))
		return
	}
	e.tokLen = 0
	e.p = v.place(text, token)
	e.tokLen = uint32(len(token))
}

// renderPending renders every pending token. The caller holds v.mu for
// writing.
func (v *View) renderPending() {
	for i := range v.entries {
		if v.pendingTokens.Load() == 0 {
			return
		}
		v.renderToken(i)
	}
}

// rlockTokens locks v for reading with no token pending: a look-up of a
// token (which hashes them all) or of every token needs them rendered,
// which takes the write lock first. The caller does not hold v.mu, and
// undoes it with v.mu.RUnlock.
func (v *View) rlockTokens() {
	for {
		if v.pendingTokens.Load() != 0 {
			v.mu.Lock()
			v.renderPending()
			v.mu.Unlock()
			v.resized()
		}
		v.mu.RLock()
		if v.pendingTokens.Load() == 0 {
			return
		}
		v.mu.RUnlock() // a load left tokens pending meanwhile
	}
}
