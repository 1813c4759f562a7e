package kvstore

import (
	"errors"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/pii"
)

// JetStream's error codes for a write refused for want of room.
const (
	jsInsufficientResources = 10023 // the server's or the account's storage is used up
	jsStorageExceeded       = 10047 // no file storage left for the account
	jsMemoryExceeded        = 10028 // no memory storage left for the account
	jsStoreFailed           = 10077 // the stream refused the message; its description says why
)

// IsStoreFull reports whether err is JetStream refusing a write for want
// of room: the stream at its max_bytes or max_msgs (a KV bucket discards
// new writes, never old values), the account's JetStream storage used
// up, a server out of disk. Room may come back (values expire, an
// operator raises a limit): the write is worth trying again later, not
// at once.
func IsStoreFull(err error) bool {
	var apiErr *jetstream.APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	switch apiErr.ErrorCode {
	case jsInsufficientResources, jsStorageExceeded, jsMemoryExceeded:
		return true
	case jsStoreFailed:
		d := apiErr.Description
		return strings.Contains(d, "maximum bytes exceeded") || strings.Contains(d, "maximum messages exceeded")
	}
	return false
}

// storeFull wraps a write refused for want of room.
func storeFull(msg string, cause error) *pii.Error {
	return &pii.Error{Code: pii.CodeStoreFull,
		Message: "kvstore: " + msg + ": the thread store has no room for new values; values already stored still restore",
		Err:     cause}
}
