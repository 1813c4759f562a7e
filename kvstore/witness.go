package kvstore

import (
	"context"
	"errors"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// A leader read without the JetStream API, on a bucket of one replica.
// A STREAM.MSG.GET goes through the server's API queue and JSON both ways
// (and base64 for the value): on a thread's first request it cost the
// server as much as the thread's writes. A direct get costs neither, but
// any stream serving direct gets on the bucket's subjects may answer it
// (a mirror with MirrorDirect, from behind), and its "no message" names
// no stream. So the key is asked for together with the keyring check
// record, which every bucket a store opened holds, in one batched direct
// get: a server answers the whole request from one stream, at one
// moment, so an answer that carries the check record from the bucket's
// own stream comes from the only server holding it, the leader, and the
// key's absence in it is the leader's word. An answer without that
// witness (a mirror's, a check record missing) is not taken: the leader
// is asked (docs/kvstore.md, "Reads that decide").

// leaderLast reads the last message of the literal key as the stream
// leader has it: nil when the key never held a message or was purged, a
// marker marked. On a bucket of one replica it is a batched direct get
// witnessed by the keyring check record; elsewhere, or when the answer
// does not carry that witness, a STREAM.MSG.GET.
func (s *Store) leaderLast(ctx context.Context, key string) (*rawMsg, error) {
	m, ok, err := s.witnessedLast(ctx, key)
	if ok || err != nil {
		return m, err
	}
	return s.lastMsg(ctx, key)
}

// witnessedLast is leaderLast's batched direct get. ok is false when its
// answer does not stand for the leader's: a replicated bucket (not
// asked), a server without batched direct gets, an answer of another
// stream, or one without the check record.
func (s *Store) witnessedLast(ctx context.Context, key string) (m *rawMsg, ok bool, err error) {
	if s.replicated.Load() || s.noBatch.Load() {
		return nil, false, nil
	}
	ctx, cancel := s.withTimeout(ctx)
	defer cancel()
	msgs, end, err := s.replies.request(ctx, s.nc, s.directGetSubject, multiLastRequest(s.pre, []string{key, checkKey}))
	if err != nil {
		return nil, false, err
	}
	if end.Header.Get("Status") != "204" {
		// 404: neither key, so no witness either; 408: a server that
		// reads no batch (multiLast learns it) or a refused request.
		return nil, false, nil
	}
	witnessed := false
	for _, msg := range msgs {
		if msg.Header.Get(jetstream.StreamHeader) != s.streamName {
			return nil, false, nil // a mirror's answer
		}
		r, valid := s.fromDirect(msg)
		if !valid {
			return nil, false, errors.New("kvstore: malformed batched direct get response")
		}
		switch r.key {
		case checkKey:
			witnessed = !r.marker
		case key:
			ts, err := time.Parse(time.RFC3339Nano, msg.Header.Get(jetstream.TimeStampHeaer))
			if err != nil {
				return nil, false, errors.New("kvstore: malformed batched direct get response")
			}
			r.time = ts
			m = &r
		}
	}
	if !witnessed {
		return nil, false, nil
	}
	return m, true, nil
}
