// Package kvstore keeps the pipeline's threads in a JetStream KV bucket,
// encrypted, shared by any number of workers: Store implements
// pipeline.Store, and StreamStore (Store.Streams) pipeline.StreamStore.
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
// head, stream states, refreshes) go to the stream leader; entry and
// message reads are direct gets, which a lagging replica may answer with
// fewer entries, never other ones.
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
// # Caching and freshness
//
// Open answers from memory for a thread used recently. One watcher per
// store follows every head and entry: an entry appended elsewhere raises
// the head's Len within about a millisecond, and a head forgotten, expired
// or replaced ends the cached generation as quickly. A head is also
// re-read every CheckInterval, in case the watcher missed a change.
//
// The full argument, failure behaviour and measurements are in
// docs/kvstore.md.
package kvstore
