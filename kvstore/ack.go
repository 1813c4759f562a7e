package kvstore

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Writes to the bucket's stream, acknowledged: what jetstream's
// PublishMsg does (a request, retried on no responders while a stream
// leader is elected), with the acknowledgement read by hand in its usual
// form: decoding it as JSON took about 20,000 instructions a write
// (callgrind, BenchmarkFreshThread), some 5 % of a new thread's first
// request with three new values, server included.

// publish sends m to the bucket's stream and returns the sequence it was
// stored at, or the stream's error (a *jetstream.APIError).
func (s *Store) publish(ctx context.Context, m *nats.Msg) (uint64, error) {
	resp, err := s.nc.RequestMsgWithContext(ctx, m)
	for r := 0; errors.Is(err, nats.ErrNoResponders) && r < jetstream.DefaultPubRetryAttempts; r++ {
		// No stream leader for a moment (an election): ask again.
		t := time.NewTimer(jetstream.DefaultPubRetryWait)
		select {
		case <-ctx.Done():
		case <-t.C:
		}
		t.Stop()
		resp, err = s.nc.RequestMsgWithContext(ctx, m)
	}
	if errors.Is(err, nats.ErrNoResponders) {
		return 0, jetstream.ErrNoStreamResponse
	}
	if err != nil {
		return 0, err
	}
	return readAck(resp.Data, s.ackPrefix)
}

// ackPrefix is how the stream's acknowledgements begin:
// {"stream":"<name>",
func ackPrefix(stream string) []byte {
	return fmt.Appendf(nil, "{%q:%q,", "stream", stream)
}

// readAck reads a publish acknowledgement. The usual one, prefix then an
// optional "domain" then "seq":N}, is parsed by hand; any other (an
// error, a duplicate, another stream's) is decoded as JSON.
func readAck(data, prefix []byte) (uint64, error) {
	if seq, ok := plainAck(data, prefix); ok {
		return seq, nil
	}
	var ack struct {
		Error  *jetstream.APIError `json:"error,omitempty"`
		Stream string              `json:"stream"`
		Seq    uint64              `json:"seq"`
	}
	if err := json.Unmarshal(data, &ack); err != nil {
		return 0, jetstream.ErrInvalidJSAck
	}
	if ack.Error != nil {
		return 0, fmt.Errorf("nats: %w", ack.Error)
	}
	if ack.Stream == "" {
		return 0, jetstream.ErrInvalidJSAck
	}
	return ack.Seq, nil
}

// plainAck parses prefix, then "domain":"<printable ASCII>", if present,
// then "seq":<digits>}, and nothing else.
func plainAck(data, prefix []byte) (uint64, bool) {
	rest, ok := bytes.CutPrefix(data, prefix)
	if !ok {
		return 0, false
	}
	if d, ok := bytes.CutPrefix(rest, []byte(`"domain":"`)); ok {
		end := bytes.IndexByte(d, '"')
		if end < 0 || end+1 >= len(d) || d[end+1] != ',' {
			return 0, false
		}
		for _, c := range d[:end] {
			if c < 0x20 || c > 0x7e || c == '\\' {
				return 0, false // what JSON would decode, or refuse
			}
		}
		rest = d[end+2:]
	}
	digits, ok := bytes.CutPrefix(rest, []byte(`"seq":`))
	if !ok || len(digits) < 2 || digits[len(digits)-1] != '}' {
		return 0, false
	}
	digits = digits[:len(digits)-1]
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	seq, err := strconv.ParseUint(string(digits), 10, 64)
	if err != nil || (len(digits) > 1 && digits[0] == '0') {
		return 0, false
	}
	return seq, true
}
