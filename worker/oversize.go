package worker

import (
	"errors"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/pii"
)

// A reply can outgrow its request: tokens are longer than short values
// (an IPv4 address becomes <<IP_ADDRESS:12>>) and restored values longer
// than their tokens. A request under [worker] max_payload may therefore
// have a reply over the connection's max payload, which the client
// library refuses to publish; the worker answers reply_too_large instead
// of losing the reply.

// headerBytes is the size of h as the client library writes it: the
// version line, one "Key: value" line per value, and the blank line.
func headerBytes(h nats.Header) int {
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

// replyTooLarge returns a reply_too_large error when a message of body and
// headers exceeds the connection's max payload, and nil when it fits (or
// when the limit is not known yet, while disconnected).
func (w *Worker) replyTooLarge(body []byte, headers ...nats.Header) *pii.Error {
	size := int64(len(body))
	for _, h := range headers {
		size += int64(headerBytes(h))
	}
	return w.tooLarge(size)
}

// tooLarge is replyTooLarge for a message of size bytes, headers
// included.
func (w *Worker) tooLarge(size int64) *pii.Error {
	if limit := w.nc.MaxPayload(); limit > 0 && size > limit {
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
