// Package pipeline is the de-identification core: detectors, placeholder
// factories and their token grammar, the per-thread pipeline that
// de-identifies and restores text, and the stream decoder that restores a
// reply chunk by chunk. It is pure Go and knows nothing of NATS: a worker
// drives it, and thread state lives behind the Store interface (MemStore in
// process; package kvstore on JetStream KV).
//
// A thread is one conversation. Within it, the same value keeps the same
// token ("<<PERSON:1>>") across messages, tool calls and streamed replies:
//
//   - values link by label and ValueKey (case and whitespace folded), and
//     restoration writes back the first spelling seen;
//   - the role of a value's first occurrence decides its provenance: a
//     value the assistant introduced stays in clear and consumes no number;
//   - the thread's log is append-only, so a token once issued never changes
//     and never names another value, whichever worker reads it;
//   - a message seen before is not detected again, and every value the
//     thread already tokenised is found again in new text, whole words only;
//   - a token the user typed that the thread had not issued is neutralised
//     with a zero-width space so it can never be restored into a value.
package pipeline
