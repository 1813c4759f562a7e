package pii

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Error is the typed error of this module. Match a kind with errors.Is
// against the sentinels below (ErrInventedPlaceholder, ...) or read the
// details with errors.As.
//
// Messages never hold clear PII: at most labels, tokens, counts, offsets and
// configuration keys.
type Error struct {
	Code    Code
	Message string
	// Tokens lists the invented tokens, in order of appearance, for
	// CodeInventedPlaceholder.
	Tokens []string
	// Labels lists the labels the guard rail found, sorted, for
	// CodePIIRemaining.
	Labels []string
	// Err is the underlying cause, if any. It must not hold clear PII either.
	Err error
}

// Error returns the message, followed by the cause when there is one.
func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is an *Error with the same code, so that
// errors.Is(err, ErrUnavailable) matches every unavailable error.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Sentinels for errors.Is. Each matches every *Error with its code.
var (
	ErrMissingThreadID       = &Error{Code: CodeMissingThreadID, Message: "no thread id: every call must name the thread its values belong to; name it \"default\" if your conversations need no separation"}
	ErrInventedPlaceholder   = &Error{Code: CodeInventedPlaceholder, Message: "invented placeholder"}
	ErrUnrecognizableFactory = &Error{Code: CodeUnrecognizableFactory, Message: "unrecognizable placeholder factory"}
	ErrOverlappingSpans      = &Error{Code: CodeOverlappingSpans, Message: "overlapping spans"}
	ErrConfig                = &Error{Code: CodeConfig, Message: "invalid configuration"}
	ErrUnavailable           = &Error{Code: CodeUnavailable, Message: "thread store unavailable"}
	ErrStoreFull             = &Error{Code: CodeStoreFull, Message: "thread store full"}
	ErrLimitExceeded         = &Error{Code: CodeLimitExceeded, Message: "limit exceeded"}
	ErrDetector              = &Error{Code: CodeDetector, Message: "detector failed"}
	ErrBadRequest            = &Error{Code: CodeBadRequest, Message: "bad request"}
	ErrOutOfOrder            = &Error{Code: CodeOutOfOrder, Message: "stream chunk out of order"}
	ErrStreamEnded           = &Error{Code: CodeStreamEnded, Message: "stream already ended"}
	ErrReplyTooLarge         = &Error{Code: CodeReplyTooLarge, Message: "reply too large"}
	ErrInternal              = &Error{Code: CodeInternal, Message: "internal error"}
	ErrPIIRemaining          = &Error{Code: CodePIIRemaining, Message: "PII remains in de-identified text"}
	ErrConflictingOverride   = &Error{Code: CodeConflictingOverride, Message: "the deny list and the allow list contradict each other"}
)

// CodeOf returns the code of err, CodeInternal for an error of another
// type, or "" for nil.
func CodeOf(err error) Code {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// MaxReportedTokens bounds the invented tokens an error lists, so that a
// reply full of them still gives a small error.
const MaxReportedTokens = 20

// NewInventedPlaceholderError builds the error raised under the RAISE
// policy, with upstream piighost's exact message. At most
// MaxReportedTokens tokens are listed; the message counts the others.
func NewInventedPlaceholderError(tokens []string) *Error {
	shown := tokens[:min(len(tokens), MaxReportedTokens)]
	msg := "Deanonymized text holds tokens the pipeline never issued: " + pyListRepr(shown)
	if more := len(tokens) - len(shown); more > 0 {
		msg += " and " + strconv.Itoa(more) + " more"
	}
	return &Error{
		Code:    CodeInventedPlaceholder,
		Message: msg,
		Tokens:  append([]string(nil), shown...),
	}
}

// NewPIIRemainingError builds the guard rail's error, with upstream
// piighost's message: "Anonymized text still contains PII: ['EMAIL']".
// It names the labels the guard found, sorted and each once, never a
// value.
func NewPIIRemainingError(labels []string) *Error {
	sorted := slices.Clone(labels)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	return &Error{Code: CodePIIRemaining, Message: "Anonymized text still contains PII: " + pyListRepr(sorted), Labels: sorted}
}

// Unavailable wraps a store failure. The cause must not hold clear PII.
func Unavailable(msg string, cause error) *Error {
	return &Error{Code: CodeUnavailable, Message: msg, Err: cause}
}

// NewReplyTooLargeError reports a reply of size bytes (payload and
// headers) that the connection, whose max payload is limit bytes, cannot
// carry.
func NewReplyTooLargeError(size, limit int64) *Error {
	return &Error{
		Code: CodeReplyTooLarge,
		Message: "the reply would be " + strconv.FormatInt(size, 10) + " bytes, over the connection's max payload of " +
			strconv.FormatInt(limit, 10) + " bytes; nothing was sent: send fewer or shorter messages per request",
	}
}

// NewConfigError builds a CodeConfig error. msg names the key or value at
// fault, never clear PII.
func NewConfigError(msg string) *Error {
	return &Error{Code: CodeConfig, Message: msg}
}

// pyListRepr renders tokens like Python's repr of a list of str:
// ['<<PERSON:9>>', '<<EMAIL:2>>'].
func pyListRepr(tokens []string) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, t := range tokens {
		if i > 0 {
			b.WriteString(", ")
		}
		quote := byte('\'')
		if strings.ContainsRune(t, '\'') && !strings.ContainsRune(t, '"') {
			quote = '"'
		}
		b.WriteByte(quote)
		for _, r := range t {
			switch {
			case r == '\\':
				b.WriteString(`\\`)
			case r == rune(quote):
				b.WriteByte('\\')
				b.WriteRune(r)
			case r == '\n':
				b.WriteString(`\n`)
			case r == '\t':
				b.WriteString(`\t`)
			case r == '\r':
				b.WriteString(`\r`)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte(quote)
	}
	b.WriteByte(']')
	return b.String()
}
