package kvstore

import "sync/atomic"

// Stats counts a store's activity since New, for metrics. Every field only
// grows.
type Stats struct {
	// HeadHits counts Open calls answered from memory; HeadMisses those
	// that read or wrote the bucket (first use, periodic check, refresh).
	HeadHits, HeadMisses uint64
	// EntriesRead counts entries read from the bucket.
	EntriesRead uint64
	// MessageHits and MessageMisses count RecallMessage calls answered
	// from memory, and those that read the bucket.
	MessageHits, MessageMisses uint64
	// Conflicts counts appends that lost the race for an entry number
	// (pipeline.ErrSeqTaken).
	Conflicts uint64
	// Retries counts internal compare-and-set retries (a head created or
	// refreshed concurrently).
	Retries uint64
	// Refreshes counts thread lifetime extensions this store wrote.
	Refreshes uint64
	// Invalidations counts cached thread generations found ended:
	// forgotten, expired or replaced.
	Invalidations uint64
	// KVErrors counts failed KV requests.
	KVErrors uint64
	// DecryptErrors counts stored values that failed to decrypt or decode.
	DecryptErrors uint64
	// DroppedWrites counts message records not written to the bucket
	// (queue full or write failed); they stay cached locally.
	DroppedWrites uint64
}

type counters struct {
	headHits, headMisses       atomic.Uint64
	entriesRead                atomic.Uint64
	messageHits, messageMisses atomic.Uint64
	conflicts, retries         atomic.Uint64
	refreshes, invalidations   atomic.Uint64
	kvErrors, decryptErrors    atomic.Uint64
	droppedWrites              atomic.Uint64
}

// Stats returns a snapshot of the store's counters.
func (s *Store) Stats() Stats {
	c := &s.stats
	return Stats{
		HeadHits: c.headHits.Load(), HeadMisses: c.headMisses.Load(),
		EntriesRead: c.entriesRead.Load(),
		MessageHits: c.messageHits.Load(), MessageMisses: c.messageMisses.Load(),
		Conflicts: c.conflicts.Load(), Retries: c.retries.Load(),
		Refreshes: c.refreshes.Load(), Invalidations: c.invalidations.Load(),
		KVErrors: c.kvErrors.Load(), DecryptErrors: c.decryptErrors.Load(),
		DroppedWrites: c.droppedWrites.Load(),
	}
}
