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
// no stream. So a thread's head is asked for together with the keyring
// check record, which every bucket a store opened holds, in one batched
// direct get: a server answers the whole request from one stream, at one
// moment, so an answer that carries the check record from the bucket's
// own stream comes from the only server holding it, the leader, and the
// key's absence in it is the leader's word. An answer without that
// witness (a mirror's, a check record missing, a reply cut short) is not
// taken: the leader is asked (docs/kvstore.md, "Reads that decide").
//
// The request names the head and the check record only, two literal
// subjects: a thread's pages and first entries are read once the head
// names their generation (readGenStart), so a thread that does not exist
// costs the server no wildcard and no JSON beyond those two subjects.

// numPendingHeader is the header in which a batched direct get's last
// reply tells how many of the messages asked for it did not send.
const numPendingHeader = "Nats-Num-Pending"

// witnessedHead reads, in one batched direct get, the thread's head and
// the keyring check record. The head stands for the leader's (witnessed)
// only on a bucket of one replica, when every message came from the
// bucket's own stream, the check record among them, and the reply ended
// with nothing left out. A request refused (a server without batched
// direct gets) is not witnessed, and no error: the caller reads the head
// from the leader.
func (s *Store) witnessedHead(ctx context.Context, name string) (head *rawMsg, witnessed bool, err error) {
	headKey := metaKey(name)
	msgs, end, err := s.multiLastRaw(ctx, []string{headKey, checkKey})
	if errors.Is(err, errNoBatch) || errors.Is(err, errGetRefused) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	// A reply cut short (the server's byte limit) may have left out the
	// head: its absence then says nothing.
	own := end.Header.Get(numPendingHeader) == "0"
	for _, msg := range msgs {
		r, valid := s.fromDirect(msg)
		if !valid {
			return nil, false, errors.New("kvstore: malformed batched direct get response")
		}
		if msg.Header.Get(jetstream.StreamHeader) != s.streamName {
			own = false // a mirror's answer
		}
		switch r.key {
		case checkKey:
			witnessed = !r.marker
		case headKey:
			ts, err := time.Parse(time.RFC3339Nano, msg.Header.Get(jetstream.TimeStampHeaer))
			if err != nil {
				return nil, false, errors.New("kvstore: malformed batched direct get response")
			}
			r.time = ts
			head = &r
		}
	}
	return head, witnessed && own, nil
}
