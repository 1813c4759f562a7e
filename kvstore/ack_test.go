package kvstore

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/nats-io/nats.go/jetstream"
)

// TestReadAck: an acknowledgement is read by hand in its usual forms,
// and as JSON otherwise, with the stream's error kept for the caller.
func TestReadAck(t *testing.T) {
	prefix := ackPrefix("KV_piighost")
	for _, tc := range []struct {
		name  string
		data  string
		seq   uint64
		plain bool
		code  jetstream.ErrorCode
		err   error
	}{
		{"a stored message's acknowledgement gives its sequence", `{"stream":"KV_piighost","seq":42}`, 42, true, 0, nil},
		{"a domain before the sequence is skipped", `{"stream":"KV_piighost","domain":"hub","seq":7}`, 7, true, 0, nil},
		{"a duplicate is read as JSON", `{"stream":"KV_piighost","seq":7,"duplicate": true}`, 7, false, 0, nil},
		{"another field order is read as JSON", `{"seq":9,"stream":"KV_piighost"}`, 9, false, 0, nil},
		{"a wrong last sequence is the stream's error", `{"error":{"code":400,"err_code":10071,"description":"wrong last sequence: 3"},"stream":"KV_piighost","seq":0}`, 0, false, jetstream.JSErrCodeStreamWrongLastSequence, nil},
		{"a leading zero is read as JSON", `{"stream":"KV_piighost","seq":007}`, 0, false, 0, jetstream.ErrInvalidJSAck},
		{"no stream is invalid", `{"seq":3}`, 0, false, 0, jetstream.ErrInvalidJSAck},
		{"no JSON is invalid", `+OK`, 0, false, 0, jetstream.ErrInvalidJSAck},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, plain := plainAck([]byte(tc.data), prefix); plain != tc.plain {
				t.Errorf("parsed by hand: %v, want %v", plain, tc.plain)
			}
			seq, err := readAck([]byte(tc.data), prefix)
			var apiErr *jetstream.APIError
			switch {
			case tc.code != 0:
				if !errors.As(err, &apiErr) || apiErr.ErrorCode != tc.code {
					t.Errorf("error %v, want code %d", err, tc.code)
				}
			case !errors.Is(err, tc.err):
				t.Errorf("error %v, want %v", err, tc.err)
			case seq != tc.seq:
				t.Errorf("sequence %d, want %d", seq, tc.seq)
			}
		})
	}
}

// FuzzPlainAck: whatever the hand parser accepts, JSON reads the same
// way: the same stream and sequence, no error.
func FuzzPlainAck(f *testing.F) {
	for _, s := range []string{`{"stream":"KV_b","seq":42}`, `{"stream":"KV_b","domain":"d","seq":1}`, `{"stream":"KV_b","seq":}`, `{"stream":"KV_b","domain":"d\"","seq":1}`, "{\"stream\":\"KV_b\",\"domain\":\"a\nb\",\"seq\":1}"} {
		f.Add([]byte(s))
	}
	prefix := ackPrefix("KV_b")
	f.Fuzz(func(t *testing.T, data []byte) {
		seq, ok := plainAck(data, prefix)
		if !ok {
			return
		}
		var ack struct {
			Error  *jetstream.APIError `json:"error"`
			Stream string              `json:"stream"`
			Seq    uint64              `json:"seq"`
		}
		if err := json.Unmarshal(data, &ack); err != nil || ack.Error != nil || ack.Stream != "KV_b" || ack.Seq != seq {
			t.Fatalf("%q: parsed as %d by hand, as %+v (%v) by JSON", data, seq, ack, err)
		}
	})
}
