// Package streamstate keeps what restoring a streamed reply must know
// between its chunks: a State (the stream decoder's held tail, the next
// chunk's seq, the last reply), behind the Store port with compare-and-set
// on a revision (MemStore in process; package kvstore on JetStream KV),
// and a Sealer that hands the state to the caller instead, encrypted and
// bound to its thread and stream, as the continuation each reply carries
// (docs/streaming.md). It is pure Go and knows nothing of NATS.
package streamstate
