package kvstore

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
	hints[string] // revisions by thread name (derived, not the id)
}

// maxAbsent bounds the threads remembered; past it, one is forgotten,
// which costs its creation the reads beside the write, no more.
const maxAbsent = 1024

// note remembers that name's head was absent at revision rev (0: its key
// never held a message), and returns the thread it forgot to make room,
// if any. take returns, and forgets, that revision.
func (a *absentHeads) note(name string, rev uint64) (forgot string) {
	forgot, _ = a.hints.note(name, rev, maxAbsent)
	return forgot
}

// dropAbsent drops the record of thread name if it still has no
// generation: a thread found absent whose creation never came (a first
// walk keeps it for that creation). It bounds such records by what
// absentHeads remembers.
func (s *Store) dropAbsent(name string) {
	if name == "" {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.byName[name]
	if t == nil {
		return
	}
	t.mu.Lock()
	absent := t.life == nil
	t.mu.Unlock()
	if absent {
		s.drop(t)
		s.settleWatch()
	}
}
