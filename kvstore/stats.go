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
	// MessageHits and MessageMisses count message records found in the
	// bucket, and looked for in vain (shared records only).
	MessageHits, MessageMisses uint64
	// PagesRead and PagesWritten count snapshot pages.
	PagesRead, PagesWritten uint64
	// Watched is the number of threads watched now (a gauge); Events
	// counts the changes heard (in whole-bucket mode every change of the
	// bucket, pages, message records and stream states included, so the
	// count is not comparable across the two modes); Resyncs counts the watch epochs started
	// (a reconnection, a new stream leader, an overflow), after each of
	// which cached threads are confirmed from the leader at their next
	// use.
	Watched         int64
	Events, Resyncs uint64
	// WholeBucket: more than Config.ThreadWatches threads are in use, and
	// the store hears every change of the bucket through one subscription
	// instead of two per thread (a gauge). WatchSwitches counts the
	// switches between the two ways.
	WholeBucket   bool
	WatchSwitches uint64
	// Confirmations counts store-wide confirmations (while the whole
	// bucket is watched: every cached thread confirmed by one request);
	// GapsFetched the changes they read by sequence because the watch
	// had not heard them; GapsLost the gaps whose message was gone, each
	// of which started a watch epoch.
	Confirmations, GapsFetched, GapsLost uint64
	// ShortReads counts reads of entries that a replica answered from
	// behind (they ended before the length the store knew), completed
	// from the stream leader; LeaderChecks counts the reads of a
	// thread's new entries from the leader that the pipeline makes
	// before it reports a token as never issued (EntriesConfirmed).
	ShortReads, LeaderChecks uint64
	// Conflicts counts appends that lost the race for an entry number
	// (pipeline.ErrSeqTaken).
	Conflicts uint64
	// Batches counts the appends of several entries written in one
	// atomic batch (AppendBatch).
	Batches uint64
	// Chains counts the appends of several entries written as one chain
	// (a fast batch: the server stores the entries up to the first it
	// refuses), where atomic batches are not written.
	Chains uint64
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
	// FullWrites counts writes JetStream refused for want of room
	// (pii.CodeStoreFull); OverLimit the values refused past
	// Config.MaxValues (pii.CodeLimitExceeded).
	FullWrites, OverLimit uint64
}

type counters struct {
	headHits, headMisses       atomic.Uint64
	entriesRead                atomic.Uint64
	messageHits, messageMisses atomic.Uint64
	conflicts, retries         atomic.Uint64
	refreshes, invalidations   atomic.Uint64
	kvErrors, decryptErrors    atomic.Uint64
	droppedWrites              atomic.Uint64
	pagesRead, pagesWritten    atomic.Uint64
	watched                    atomic.Int64
	events, resyncs            atomic.Uint64
	watchSwitches              atomic.Uint64
	confirmations, gapsFetched atomic.Uint64
	gapsLost                   atomic.Uint64
	shortReads, leaderChecks   atomic.Uint64
	fullWrites, overLimit      atomic.Uint64
	batches, chains            atomic.Uint64
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
		PagesRead:     c.pagesRead.Load(), PagesWritten: c.pagesWritten.Load(),
		Watched: c.watched.Load(), Events: c.events.Load(), Resyncs: c.resyncs.Load(),
		WholeBucket: s.wholeBucket(), WatchSwitches: c.watchSwitches.Load(),
		Confirmations: c.confirmations.Load(), GapsFetched: c.gapsFetched.Load(), GapsLost: c.gapsLost.Load(),
		ShortReads: c.shortReads.Load(), LeaderChecks: c.leaderChecks.Load(),
		FullWrites: c.fullWrites.Load(), OverLimit: c.overLimit.Load(),
		Batches: c.batches.Load(),
		Chains:  c.chains.Load(),
	}
}

func (s *Store) wholeBucket() bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.watch.bucket != nil
}
