package envelope

// Reason classifies a decoding failure.
type Reason string

// Decoding failures.
const (
	Malformed   Reason = "malformed"
	TooLarge    Reason = "too_large"
	TooDeep     Reason = "too_deep"
	InvalidUTF8 Reason = "invalid_utf8"
	// DuplicateKey: a map holds the same string key twice.
	DuplicateKey Reason = "duplicate_key"
)

// Error is a payload that cannot be decoded. Its message names the problem
// and an offset, never the payload's content.
type Error struct {
	Reason  Reason
	Message string
}

func (e *Error) Error() string { return string(e.Reason) + ": " + e.Message }
