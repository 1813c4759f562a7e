package kvstore

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/nats-io/nats.go/jetstream"
)

// TestChainEnd: a chain's end is read by hand in its usual form (a
// publish acknowledgement with the batch's id and the count of messages
// stored), as JSON otherwise, and a refused first message gives the
// stream's error, a taken number errConflict.
func TestChainEnd(t *testing.T) {
	prefix := ackPrefix("KV_piighost")
	for _, tc := range []struct {
		name  string
		data  string
		count int
		plain bool
		err   error
	}{
		{"a chain stored whole gives its count", `{"stream":"KV_piighost","seq":42,"batch":"abc","count":3}`, 3, true, nil},
		{"a domain before the sequence is skipped", `{"stream":"KV_piighost","domain":"hub","seq":42,"batch":"abc","count":2}`, 2, true, nil},
		{"a chain stopped at its first message counts none", `{"stream":"KV_piighost","seq":0,"batch":"abc","count":0}`, 0, true, nil},
		{"another field order is read as JSON", `{"count":1,"batch":"abc","seq":4,"stream":"KV_piighost"}`, 1, false, nil},
		{"a first message whose number is taken is a conflict", `{"error":{"code":400,"err_code":10071,"description":"wrong last sequence: 3"},"stream":"KV_piighost","seq":0}`, 0, false, errConflict},
		{"fast batch publish off", `{"error":{"code":400,"err_code":10205,"description":"batch publish is disabled"},"stream":"KV_piighost","seq":0}`, 0, false, errChainsOff},
		{"an acknowledgement without a batch is invalid", `{"stream":"KV_piighost","seq":4}`, 0, false, jetstream.ErrInvalidJSAck},
		{"no JSON is invalid", `+OK`, 0, false, jetstream.ErrInvalidJSAck},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, plain := plainChainAck([]byte(tc.data), prefix); plain != tc.plain {
				t.Errorf("parsed by hand: %v, want %v", plain, tc.plain)
			}
			n, err := chainEnd([]byte(tc.data), prefix)
			if !errors.Is(err, tc.err) || n != tc.count {
				t.Errorf("chainEnd = %d, %v; want %d, %v", n, err, tc.count, tc.err)
			}
		})
	}
}

// TestChainRefusal: the error of a message refused before a chain's end
// keeps its meaning.
func TestChainRefusal(t *testing.T) {
	if err := chainRefusal([]byte(`{"type":"err","seq":2,"error":{"code":400,"err_code":10071,"description":"wrong last sequence: 5"}}`)); !errors.Is(err, errConflict) {
		t.Errorf("a taken number: %v, want errConflict", err)
	}
	if err := chainRefusal([]byte(`{"type":"gap","last_seq":2,"seq":3}`)); err == nil {
		t.Error("a gap: no error")
	}
}

// FuzzPlainChainAck: whatever the hand parser accepts, JSON reads the
// same way: the same stream and count, a batch id, no error.
func FuzzPlainChainAck(f *testing.F) {
	for _, s := range []string{`{"stream":"KV_b","seq":42,"batch":"x","count":3}`, `{"stream":"KV_b","domain":"d","seq":1,"batch":"x","count":0}`, `{"stream":"KV_b","seq":1,"batch":"x\"","count":1}`, `{"stream":"KV_b","seq":1,"batch":"x","count":01}`} {
		f.Add([]byte(s))
	}
	prefix := ackPrefix("KV_b")
	f.Fuzz(func(t *testing.T, data []byte) {
		n, ok := plainChainAck(data, prefix)
		if !ok {
			return
		}
		var ack struct {
			Error  *jetstream.APIError `json:"error"`
			Stream string              `json:"stream"`
			Batch  string              `json:"batch"`
			Count  int                 `json:"count"`
		}
		if err := json.Unmarshal(data, &ack); err != nil || ack.Error != nil || ack.Stream != "KV_b" || ack.Batch == "" || ack.Count != n {
			t.Fatalf("%q: parsed as %d by hand, as %+v (%v) by JSON", data, n, ack, err)
		}
	})
}
