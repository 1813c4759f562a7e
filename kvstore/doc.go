// Package kvstore keeps the pipeline's threads in a JetStream KV bucket,
// encrypted, shared by any number of workers: Store implements
// pipeline.Store, and StreamStore (Store.Streams) streamstate.Store.
//
//	kr, err := kvstore.LoadKeyring(os.LookupEnv) // or LoadKeyringFile
//	st, err := kvstore.New(ctx, js, kvstore.Config{Keys: kr})
//	defer st.Close()
//	p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
//
// # Layout
//
// One bucket (default "piighost"). No key holds a clear id: a thread's
// keys start with <t>, 22 characters of HMAC-SHA256 of its id under the
// naming key, and message digests and stream ids are HMAC'd the same way:
//
//	<t>.m             head: the generation id and creation time; per-key TTL
//	<t>.<g>.e.<n>     entry n (1, 2, 3 …) of generation g: label, text, role
//	<t>.<g>.c.<p>     snapshot page p: a copy of entries p·1024+1 onwards
//	<t>.<g>.g.<h>     a message's detections (h derives from its digest)
//	<t>.s.<h>         a stream state (h derives from the stream id)
//	_piighost.keyring the keyring check (proves the naming key)
//
// # Encryption
//
// Every value is AES-256-GCM with a random nonce, behind a header naming
// the key id; the associated data is that header and the KV key, so a
// value moved to another key fails to decrypt. Plaintexts are MessagePack
// arrays, padded to 32 bytes. A value that fails to decrypt or decode is a
// *pii.Error with pii.CodeUnavailable, never an empty thread.
// See Keyring for key ids, rotation and the naming key.
//
// # Consistency
//
// A thread is an append-only log (see pipeline.Store): entry n is written
// once, by a publish that expects the key to have never held a message
// (not even a marker), so a lost race gives pipeline.ErrSeqTaken and the
// pipeline adopts the winner's entry. Entries are never changed, and the
// log never has a hole while its head lives (below), so every worker
// derives the same tokens from it. Heads, stream states and refreshes use
// compare-and-set on the key's revision. Reads that decide something (the
// head, the log's length, stream states, refreshes) go to the stream
// leader; entry, page and message reads are direct gets, which a lagging
// replica may answer with fewer entries, never other ones. A read of
// entries never ends below the length the store knows (what the replica
// lacked is read from the leader), and before the pipeline reports a
// token as never issued it reads the entries after its view from the
// leader (EntriesConfirmed): a token issued on any worker before a call
// is never reported invented by it, whatever replica answers.
//
// The new entries of one call are written together: one atomic batch
// where the server stages batches in memory, elsewhere one chain (a fast
// batch the server ends at the first entry it refuses, so a prefix of
// them is stored, never an entry without the ones before it). A thread a
// read found absent a moment ago is created by its first append: the
// head, then the entries, sent without waiting and acknowledged together
// (unborn.go); the entries live under a new generation that no head names
// until that head is stored. See docs/kvstore.md, "First sightings
// together".
//
// # Cold reads
//
// A thread's first use on a worker reads, at once, its head from the
// leader and its snapshot pages with its first 16 entries (one batched
// direct get, served by nats-server 2.11 and later), then the few entries
// after the pages (another batched direct get): two round trips whatever
// the thread's size, one for a thread shorter than 16 entries. The second
// one travels while the pipeline applies the pages: Store.EntriesPart
// (pipeline.PartReader) returns them first, then the entries after them.
// Once the read ends at the first missing entry, the leader is asked
// for that one key while the pipeline applies the pages: on a replicated
// bucket the read returns its last part once the answer is in, having
// read from the leader what a lagging replica lacked. Pages only copy the log, grow by compare-and-set, and
// are written in the background by the worker that appends every 32nd
// entry or reads 32 entries past them.
//
// # Lifetime
//
// The head carries a per-key TTL of IdleTTL; the bucket's age limit is
// 1.5 × IdleTTL. A thread in use is refreshed every IdleTTL/4: every entry
// is rewritten first (at its revision), then the head. So every entry
// outlives the head, and when the head expires the thread's next use
// starts a new generation, under new keys, while the old entries expire on
// their own. A refresh that finds a hole ends the generation.
//
// # Watching and freshness
//
// The store caches no entries (the pipeline's views hold them, in one
// cache bounded in bytes); it keeps each thread in use's head and watches
// that thread alone: the bucket's stream republishes every change,
// headers only, and the store subscribes to the head and entries of the
// threads in use, so a worker hears nothing of the threads of others
// (past Config.ThreadWatches threads in use, it subscribes to the whole
// bucket's changes instead and drops those of other threads). An
// entry appended elsewhere raises the head's Len within about a
// millisecond, and a head forgotten, expired or replaced ends the cached
// generation as quickly. Whatever could lose a change (a reconnection, a
// new stream leader) makes every thread be confirmed from the leader at
// its next use; so does CheckInterval, and a thread unused for that long
// is no longer watched. Watching the whole bucket, the store instead
// confirms every cached thread at once, twice per CheckInterval, from the
// stream sequences it heard and the stream's last one, reading by
// sequence what it missed. When the pipeline evicts a thread it releases it
// (pipeline.ThreadCache).
//
// The full argument, failure behaviour and measurements are in
// docs/kvstore.md.
package kvstore
