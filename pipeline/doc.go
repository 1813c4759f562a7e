// Package pipeline is the thread pipeline: it de-identifies text and
// restores it, thread by thread, so that the same value keeps the same
// token ("<<PERSON:1>>") across messages, tool calls and streamed replies.
// It takes any pii.Detector (packages under detector/), renders tokens
// with a placeholder Factory, settles overlapping detections with a
// Resolver, restores streamed replies chunk by chunk with a StreamDecoder,
// and keeps threads behind the Store port (MemStore in process; package
// kvstore on JetStream KV). What a stream needs between its chunks lives
// in package streamstate. It is pure Go and knows nothing of NATS.
//
// A thread is one conversation. Within it:
//
//   - values link by label and value key (case and whitespace folded), and
//     restoration writes back the first spelling seen;
//   - the role of a value's first occurrence decides its provenance: a
//     value the assistant introduced stays in clear and consumes no number;
//   - the thread's log is append-only, so a token once issued never changes
//     and never names another value, whichever worker reads it;
//   - a message seen before is not detected again, and every value the
//     thread already tokenised is found again in new text, whole words only;
//   - a token the user typed that the thread had not issued is neutralised
//     with a zero-width space so it can never be restored into a value.
//
// Upstream's optional stages are here too: an Override (deny list and
// allow list) right after detection, a Guard that re-checks the rendered
// text, and Correct, a person's corrections of a thread, recorded as
// entries of its log so that no token is ever renumbered (docs/stages.md).
//
// A restoring call made under NonBlocking answers only from memory, or
// stops with ErrWouldBlock, before any side effect, where it would wait
// on the store: a caller that must not wait tries it there and runs it
// again elsewhere when it stopped (HeldThreads: what stores hold).
package pipeline
