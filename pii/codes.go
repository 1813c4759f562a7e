package pii

// Code is a stable, machine-readable error code. Codes travel in replies on
// the wire, so they never change once published.
type Code string

// The wire error codes, every one of them. subjects.md documents each.
const (
	// CodeMissingThreadID: a call named no thread (an empty id counts as none).
	CodeMissingThreadID Code = "missing_thread_id"
	// CodeInventedPlaceholder: restored text still holds grammar-valid tokens
	// the thread never issued.
	CodeInventedPlaceholder Code = "invented_placeholder"
	// CodeUnrecognizableFactory: the placeholder factory lacks identity or a
	// recognizable grammar where both are required.
	CodeUnrecognizableFactory Code = "unrecognizable_factory"
	// CodeOverlappingSpans: rendering met two spans that overlap.
	CodeOverlappingSpans Code = "overlapping_spans"
	// CodeConfig: the configuration is invalid.
	CodeConfig Code = "config"
	// CodeUnavailable: the thread store could not be reached, lost too many
	// races, or returned data that failed to decrypt.
	CodeUnavailable Code = "unavailable"
	// CodeStoreFull: the thread store has no room for a new value (the
	// bucket at its max_bytes, the account's JetStream storage used up,
	// a disk full); values already stored still read and restore.
	CodeStoreFull Code = "store_full"
	// CodeLimitExceeded: the request would take its thread past a
	// configured bound (the values one thread may hold, the new values
	// one request may add); nothing is forwarded.
	CodeLimitExceeded Code = "limit_exceeded"
	// CodeDetector: a detector failed; nothing is forwarded.
	CodeDetector Code = "detector_failed"
	// CodeBadRequest: the input is malformed (wrong types, invalid UTF-8,
	// too large or too deeply nested).
	CodeBadRequest Code = "bad_request"
	// CodeOutOfOrder: a stream chunk arrived before the one it follows.
	CodeOutOfOrder Code = "out_of_order"
	// CodeStreamEnded: a chunk arrived for a stream that already ended.
	CodeStreamEnded Code = "stream_ended"
	// CodeReplyTooLarge: the reply (or pipeline output) would exceed the
	// connection's max payload, so the worker could not send it.
	CodeReplyTooLarge Code = "reply_too_large"
	// CodeInternal: a bug; the message says nothing about the input.
	CodeInternal Code = "internal"
	// CodePIIRemaining: the guard rail found PII left in de-identified
	// text; nothing is forwarded.
	CodePIIRemaining Code = "pii_remaining"
	// CodeConflictingOverride: under conflict_strategy = "raise", a span
	// of the deny list overlaps one of the allow list; nothing is
	// forwarded.
	CodeConflictingOverride Code = "conflicting_override"
)

// Codes lists every wire error code, in the order subjects.md gives
// them. A client that maps codes to its own errors can check it knows
// them all.
func Codes() []Code {
	return []Code{
		CodeBadRequest, CodeMissingThreadID, CodeInventedPlaceholder, CodeUnavailable, CodeStoreFull, CodeLimitExceeded, CodeDetector,
		CodeOutOfOrder, CodeStreamEnded, CodeUnrecognizableFactory, CodeConfig, CodeOverlappingSpans,
		CodeInternal, CodePIIRemaining, CodeConflictingOverride, CodeReplyTooLarge,
	}
}

// Status returns the HTTP-like status of the code, which the worker sends
// as micro's Nats-Service-Error-Code for tools that read only that header:
// 400 for a malformed request, 409 for a chunk out of order, 410 for a
// chunk after the end of its stream, 413 for a reply too large to send
// and for a request past a configured bound (caused by the request's
// content, like a 4xx, and never worth resending unchanged), 422 for a
// text the worker refuses to pass on as it is (invented placeholders, PII
// the guard rail found, contradicting overrides), 502 for a failed
// detector, 503 for an unavailable store, 507 for a full one, 500 for
// everything else.
func (c Code) Status() int {
	switch c {
	case CodeBadRequest, CodeMissingThreadID:
		return 400
	case CodeOutOfOrder:
		return 409
	case CodeStreamEnded:
		return 410
	case CodeReplyTooLarge, CodeLimitExceeded:
		return 413
	case CodeInventedPlaceholder, CodePIIRemaining, CodeConflictingOverride:
		return 422
	case CodeDetector:
		return 502
	case CodeUnavailable:
		return 503
	case CodeStoreFull:
		return 507
	}
	return 500
}
