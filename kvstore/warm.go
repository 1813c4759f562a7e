package kvstore

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/nats-io/nats.go/jetstream"
)

// warmStride is the distance, in bytes of the stream's messages, between
// two reads of Warm: a quarter of the smallest block nats-server writes
// for an encrypted stream (2 MiB), so that every block of the span is
// read at least once whatever its messages' sizes average.
const warmStride = 512 << 10

// Warm has the bucket's server read the newest blocks of the bucket's
// stream, up to maxBytes of its messages, newest first: one read
// (STREAM.MSG.GET by sequence) every 512 KiB of them. It returns the
// number of reads. A server that just started (an embedded one,
// restarted with its worker) then holds those blocks in its cache, and
// the first cold reads of threads whose pages and entries lie there do
// not wait for the server to read and decrypt them from disk.
//
// nats-server drops a block from its cache after about 10 s without a
// read, so Warm serves the requests that come soon after a start (a
// worker restarted under traffic), no later one; and a thread whose log
// lies in older blocks than the span still pays their read. It warms no
// thread of the worker's own: the store's keys are keyed digests of the
// thread ids, which only requests bring. See docs/kvstore.md, "Warming a
// restarted server's blocks".
func (s *Store) Warm(ctx context.Context, maxBytes int64) (reads int, err error) {
	if maxBytes <= 0 {
		return 0, nil
	}
	first, last, bytes, err := s.streamSpan(ctx)
	if err != nil || bytes == 0 || last < first {
		return 0, err
	}
	perSeq := max(1, bytes/int64(last-first+1)) // bytes a sequence holds, on average
	span := uint64(max(1, maxBytes/perSeq))     // the sequences maxBytes covers
	stride := uint64(max(1, warmStride/perSeq))
	from := first
	if last-first+1 > span {
		from = last - span + 1
	}
	for seq := last; seq >= from && seq <= last; seq -= stride {
		if _, _, err := s.msgAt(ctx, seq); err != nil {
			return reads, err
		}
		reads++
		if seq < from+stride {
			break
		}
	}
	return reads, nil
}

// streamSpan asks the stream for its first and last sequences and the
// bytes its messages hold.
func (s *Store) streamSpan(ctx context.Context) (first, last uint64, bytes int64, err error) {
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	resp, err := s.nc.RequestWithContext(ctx, s.infoSubject, nil)
	if err != nil {
		return 0, 0, 0, err
	}
	var r struct {
		Error *jetstream.APIError `json:"error,omitempty"`
		State *struct {
			FirstSeq uint64 `json:"first_seq"`
			LastSeq  uint64 `json:"last_seq"`
			Bytes    int64  `json:"bytes"`
		} `json:"state,omitempty"`
	}
	if err := json.Unmarshal(resp.Data, &r); err != nil {
		return 0, 0, 0, errors.New("kvstore: malformed JetStream response")
	}
	if r.Error != nil {
		return 0, 0, 0, r.Error
	}
	if r.State == nil {
		return 0, 0, 0, errors.New("kvstore: malformed JetStream response")
	}
	return r.State.FirstSeq, r.State.LastSeq, r.State.Bytes, nil
}
