package kvstore_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
)

// TestABucketAtItsMaxBytesRefusesNewValuesWithStoreFull: the bucket
// takes the configured max_bytes; once filler fills it, a first sighting
// fails with store_full, and the values already stored still read.
func TestABucketAtItsMaxBytesRefusesNewValuesWithStoreFull(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	const maxBytes = 1 << 20
	st := newStore(t, js, kvstore.Config{MaxBytes: maxBytes})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	info, err := js.Stream(ctx, "KV_"+kvstore.DefaultBucket)
	if err != nil {
		t.Fatal(err)
	}
	if got := info.CachedInfo().Config.MaxBytes; got != maxBytes {
		t.Fatalf("the bucket's max_bytes = %d, want %d", got, maxBytes)
	}
	p := newPipeline(t, st)
	before, err := p.Anonymize(ctx, "t1", "Alice Martindale", pii.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	// Filler, in smaller and smaller messages, until not a byte fits.
	n := 0
	for _, size := range []int{16 << 10, 1 << 10, 64, 1} {
		for ; ; n++ {
			_, err := js.Publish(ctx, "$KV."+kvstore.DefaultBucket+"._fill."+strconv.Itoa(n), make([]byte, size))
			if kvstore.IsStoreFull(err) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	_, err = p.Anonymize(ctx, "t1", "Bruno Kellerman", pii.RoleUser)
	if pii.CodeOf(err) != pii.CodeStoreFull {
		t.Errorf("a new value in a full bucket: %v, want store_full", err)
	}
	if got := st.Stats().FullWrites; got == 0 {
		t.Error("FullWrites did not count the refused write")
	}
	r, err := newPipeline(t, st).Deanonymize(ctx, "t1", before.Text)
	if err != nil || r.Text != "Alice Martindale" {
		t.Errorf("a value stored before: %q, %v", r.Text, err)
	}
}

// TestAThreadHoldsAtMostMaxValuesValues: the value past MaxValues fails
// with limit_exceeded and is not stored; the thread's values keep their
// tokens.
func TestAThreadHoldsAtMostMaxValuesValues(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	for _, storage := range []jetstream.StorageType{jetstream.FileStorage, jetstream.MemoryStorage} {
		t.Run(storage.String(), func(t *testing.T) {
			_, js := connect(t, s.ClientURL())
			st := newStore(t, js, kvstore.Config{Bucket: "maxvalues" + storage.String(), Storage: storage, MaxValues: 3})
			p := newPipeline(t, st)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			for _, tc := range []struct {
				text string
				want pii.Code
			}{
				{"Alice Martindale and Bruno Kellerman", ""},
				// Two new values where one is left: neither is stored (on a
				// batching bucket and one write after the other alike).
				{"Chiara Lombardini and Dmitri Volkonsky", pii.CodeLimitExceeded},
				{"Chiara Lombardini", ""},
				{"Dmitri Volkonsky", pii.CodeLimitExceeded},
				{"Bruno Kellerman and Alice Martindale", ""},
			} {
				if _, err := p.Anonymize(ctx, "t1", tc.text, pii.RoleUser); pii.CodeOf(err) != tc.want {
					t.Errorf("%q: %v, want code %q", tc.text, err, tc.want)
				}
			}
			if got := st.Stats().OverLimit; got != 2 {
				t.Errorf("OverLimit = %d, want 2", got)
			}
			tokens, err := newPipeline(t, st).TokenMap(ctx, "t1")
			if err != nil {
				t.Fatal(err)
			}
			if len(tokens) != 3 {
				t.Errorf("the thread holds %d values, want 3: %v", len(tokens), tokens)
			}
		})
	}
}

// A publish JetStream refused because the stream is at its max_bytes is
// the store being full; a refusal for another reason is not.
func ExampleIsStoreFull() {
	full := &jetstream.APIError{Code: 503, ErrorCode: 10077, Description: "maximum bytes exceeded"}
	wrongSeq := &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamWrongLastSequence, Description: "wrong last sequence: 7"}
	fmt.Println(kvstore.IsStoreFull(fmt.Errorf("append: %w", full)), kvstore.IsStoreFull(wrongSeq))
	// Output: true false
}
