package service

import "sync"

// replyBuffers are the buffers service replies are encoded into, reused
// from one request to the next: a reply's bytes cost no allocation, and
// no garbage for the collector, once a buffer of its size has been made.
//
// A buffer goes back to the pool once its reply is published, and that is
// safe because nats.go copies a message into the connection's own write
// buffer before PublishMsg returns: (*Conn).PublishMsg → (*Conn).publish
// → (*natsWriter).appendBufs, which appends the data to w.bufs (or writes
// it into the reconnect buffer w.pending, a bytes.Buffer, which copies
// too) under the connection's lock (nats.go v1.55.0, nats.go). Nothing
// of the connection keeps m.Data after that. Neither does the worker: the
// span and the metrics take the reply's length, never its bytes.
type replyBuffers struct{ pool sync.Pool }

// maxPooledReply is the largest buffer kept for reuse: a rare large
// reply (a long history) is left to the collector rather than held by
// the pool for the small ones that follow.
const maxPooledReply = 64 << 10

// get returns an empty buffer to append a reply to.
func (rb *replyBuffers) get() *[]byte {
	if b, ok := rb.pool.Get().(*[]byte); ok {
		return b
	}
	return new([]byte)
}

// put gives back b, now holding body: the reply encoded into it, or
// another slice the caller owns (a reply encoded elsewhere) that it no
// longer uses. body's array is reused from then on, so nothing may read
// it after put.
func (rb *replyBuffers) put(b *[]byte, body []byte) {
	if cap(body) > maxPooledReply {
		return
	}
	*b = body[:0]
	rb.pool.Put(b)
}
