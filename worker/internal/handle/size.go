package handle

import (
	"errors"
	"mime"
	"strings"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// A reply can outgrow its request: tokens are longer than short values
// (an IPv4 address becomes <<IP_ADDRESS:12>>) and restored values longer
// than their tokens. A request under [worker] max_payload may therefore
// have a reply over the connection's max payload, which the client
// library refuses to publish; the worker answers reply_too_large instead
// of losing the reply (Settle).

// HeaderBytes is the size of h as the client library writes it: the
// version line, one "Key: value" line per value, and the blank line.
func HeaderBytes(h nats.Header) int {
	if len(h) == 0 {
		return 0
	}
	n := len("NATS/1.0\r\n") + len("\r\n")
	for k, vs := range h {
		for _, v := range vs {
			n += len(k) + len(": ") + len(v) + len("\r\n")
		}
	}
	return n
}

// AddedHeaderBytes is HeaderBytes of a header of its own holding the
// given keys and values (k1, v1, k2, v2...): the headers a publish option
// adds, counted as the size checks always counted them, without making
// the header.
func AddedHeaderBytes(kv ...string) int {
	n := len("NATS/1.0\r\n") + len("\r\n")
	for i := 0; i+1 < len(kv); i += 2 {
		n += len(kv[i]) + len(": ") + len(kv[i+1]) + len("\r\n")
	}
	return n
}

// tooLarge returns a reply_too_large error when a message of size bytes,
// headers included, exceeds limit, and nil when it fits (or when the
// limit is not known, while disconnected: 0).
func tooLarge(size, limit int64) *pii.Error {
	if limit > 0 && size > limit {
		return pii.NewReplyTooLargeError(size, limit)
	}
	return nil
}

// isMaxPayload reports a publish refused for its size. Every reply and
// output is published with the client library itself (nats.Conn or
// jetstream), which returns nats.ErrMaxPayload as it is.
func isMaxPayload(err error) bool {
	return errors.Is(err, nats.ErrMaxPayload)
}

// PayloadFormat reads Content-Type: JSON when it says so, msgpack
// otherwise; it returns the format and its content type.
func PayloadFormat(contentType string) (processor.Format, string) {
	if contentType != "" {
		if mt, _, err := mime.ParseMediaType(contentType); err == nil && (mt == wire.ContentTypeJSON || strings.HasSuffix(mt, "+json")) {
			return processor.JSON, wire.ContentTypeJSON
		}
	}
	return processor.Msgpack, wire.ContentTypeMsgpack
}
