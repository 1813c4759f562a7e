package client

import (
	"errors"

	"github.com/piighost/piighost-nats/pii"
)

// Error is the error type of every failure the worker answers with, and of
// the client's own failures (an unreachable worker, a reply it cannot
// read): the worker's own error type, so the two sides share one
// definition. Read Code, Message and Tokens with errors.As; match a code
// with errors.Is and the sentinels below. Messages never hold clear PII.
type Error = pii.Error

// Code is a stable wire error code, such as "invented_placeholder".
type Code = pii.Code

// Sentinels for errors.Is, one per code the worker can answer with. Each
// matches every *Error of its code.
var (
	// ErrBadRequest: the request is malformed (wrong types, an unknown
	// role, too large, too deep). Never retried.
	ErrBadRequest = pii.ErrBadRequest
	// ErrMissingThreadID: the call named no thread. Never retried.
	ErrMissingThreadID = pii.ErrMissingThreadID
	// ErrInventedPlaceholder: restored text holds tokens the thread never
	// issued, under the worker's raise strategy; Error.Tokens lists them.
	// Never retried.
	ErrInventedPlaceholder = pii.ErrInventedPlaceholder
	// ErrUnavailable: the worker's thread store could not be reached, or
	// no worker answered (then errors.Is(err, ErrUnreachable) too).
	// Retried.
	ErrUnavailable = pii.ErrUnavailable
	// ErrStoreFull: the worker's thread store has no room for a new
	// value; values already stored still restore. Not retried by the
	// client: room returns when an operator makes it.
	ErrStoreFull = pii.ErrStoreFull
	// ErrLimitExceeded: the request would take its thread past the
	// worker's bound of values per thread; nothing was forwarded. Never
	// retried: forget the thread or use another.
	ErrLimitExceeded = pii.ErrLimitExceeded
	// ErrDetector: a detector failed and the worker fails closed. Never
	// retried by the client (the worker's configuration decides).
	ErrDetector = pii.ErrDetector
	// ErrOutOfOrder: a stream chunk arrived before the one it follows
	// (its seq is past the one its continuation is for; in pipeline mode,
	// past the stream's last output).
	ErrOutOfOrder = pii.ErrOutOfOrder
	// ErrStreamEnded: a chunk came after its stream's end.
	ErrStreamEnded = pii.ErrStreamEnded
	// ErrReplyTooLarge: the worker's reply would exceed the connection's
	// max payload (the message gives both sizes); nothing was sent. Send
	// fewer or shorter messages per request. Never retried.
	ErrReplyTooLarge = pii.ErrReplyTooLarge
	// ErrConfig: an option given to New or NewPipeline is invalid. A
	// worker whose configuration is invalid refuses to start, so a reply
	// carries it (or ErrUnrecognizableFactory) only from a worker of
	// another build.
	ErrConfig                = pii.ErrConfig
	ErrUnrecognizableFactory = pii.ErrUnrecognizableFactory
	// ErrOverlappingSpans: a custom overlap resolver returned overlapping
	// spans.
	ErrOverlappingSpans = pii.ErrOverlappingSpans
	// ErrInternal: a bug in the worker, or a reply the client cannot read.
	ErrInternal = pii.ErrInternal
	// ErrPIIRemaining: the worker's guard rail found PII left in a
	// de-identified text and forwarded nothing; the message names the
	// labels. Never retried.
	ErrPIIRemaining = pii.ErrPIIRemaining
	// ErrConflictingOverride: the worker's deny and allow lists contradict
	// each other on this text (conflict_strategy = "raise"). Never retried.
	ErrConflictingOverride = pii.ErrConflictingOverride
)

// ErrUnreachable matches the errors of calls no worker answered: no
// responder on the subject, a timeout, a closed connection or a cancelled
// context. Such an error is also an ErrUnavailable *Error, so that callers
// that only check codes fail closed on it; it unwraps to the NATS or
// context error.
var ErrUnreachable = errors.New("client: no reply from the worker")

// unreachable is the cause of an ErrUnreachable *Error.
type unreachable struct{ cause error }

func (u *unreachable) Error() string        { return u.cause.Error() }
func (u *unreachable) Unwrap() error        { return u.cause }
func (u *unreachable) Is(target error) bool { return target == ErrUnreachable }

// unreachableError reports that nothing answered on subject.
func unreachableError(what string, cause error) *Error {
	return &Error{Code: pii.CodeUnavailable, Message: what, Err: &unreachable{cause: cause}}
}

// retryable reports whether a failed call is worth sending again: the
// worker could not be reached, or its store was unavailable. A closed
// connection or a cancelled context is not.
func retryable(err error) bool {
	return pii.CodeOf(err) == pii.CodeUnavailable
}

// internalError is a reply the client cannot read.
func internalError(msg string) *Error {
	return &Error{Code: pii.CodeInternal, Message: "client: " + msg}
}
