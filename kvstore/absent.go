package kvstore

import "sync"

// absentHeads remembers, for a while, the threads whose head a read of
// the stream leader found absent (no message, or a marker), with the
// revision it found, so that the creation that usually follows sends the
// head's write alone: a request's first walk reads its thread without
// creating it, and its second creates it. The write, expecting that
// revision, is the witness that the head is still absent; when it is not
// (another writer created the thread meanwhile), the head is read, as
// createOrRead would have. A hint for writes only: no read is answered
// from it. See docs/kvstore.md, "First sightings together".
type absentHeads struct {
	mu   sync.Mutex
	revs map[string]uint64 // by thread name (derived, not the id)
}

// maxAbsent bounds the threads remembered; past it, one is forgotten,
// which costs its creation the reads beside the write, no more.
const maxAbsent = 1024

// note remembers that name's head was absent at revision rev (0: its key
// never held a message).
func (a *absentHeads) note(name string, rev uint64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.revs == nil {
		a.revs = map[string]uint64{}
	}
	if _, ok := a.revs[name]; !ok && len(a.revs) >= maxAbsent {
		for k := range a.revs {
			delete(a.revs, k)
			break
		}
	}
	a.revs[name] = rev
}

// take returns, and forgets, the revision at which name's head was last
// found absent.
func (a *absentHeads) take(name string) (rev uint64, ok bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	rev, ok = a.revs[name]
	delete(a.revs, name)
	return rev, ok
}
