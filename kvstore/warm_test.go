package kvstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
)

// Warm reads the newest messages of the bucket's stream, newest first,
// about one every 512 KiB of them and no further back than the bytes it
// is given; no bytes cost no read.
func TestWarmReadsTheNewestBlocksOnly(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	nc, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{})
	ctx := context.Background()

	var mu sync.Mutex
	var seqs []uint64
	sub, err := nc.Subscribe("$JS.API.STREAM.MSG.GET.KV_piighost", func(m *nats.Msg) {
		var req struct {
			Seq uint64 `json:"seq"`
		}
		if json.Unmarshal(m.Data, &req) == nil {
			mu.Lock()
			seqs = append(seqs, req.Seq)
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	read := func(max int64) ([]uint64, int) {
		t.Helper()
		mu.Lock()
		seqs = nil
		mu.Unlock()
		n, err := st.Warm(ctx, max)
		if err != nil {
			t.Fatal(err)
		}
		natstest.Eventually(t, "the reads are heard", func() bool {
			mu.Lock()
			defer mu.Unlock()
			return len(seqs) >= n
		})
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(seqs), n
	}

	kv, err := js.KeyValue(ctx, "piighost")
	if err != nil {
		t.Fatal(err)
	}
	value := make([]byte, 8<<10)
	for i := range 400 {
		if _, err := kv.Put(ctx, fmt.Sprintf("warm.%d", i), value); err != nil {
			t.Fatal(err)
		}
	}
	stream, err := js.Stream(ctx, "KV_piighost")
	if err != nil {
		t.Fatal(err)
	}
	info, err := stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	first, last := info.State.FirstSeq, info.State.LastSeq
	perSeq := float64(info.State.Bytes) / float64(last-first+1)

	for _, c := range []struct {
		max              int64
		minReads, atMost int
	}{
		{0, 0, 0},
		{1 << 20, 2, 3},   // the newest MiB of 3.2
		{64 << 20, 6, 8},  // all of it
		{-1 << 20, 0, 0},  // nothing asked
		{100 << 10, 1, 1}, // less than a stride: the newest message
	} {
		got, n := read(c.max)
		if n < c.minReads || n > c.atMost || len(got) != n {
			t.Errorf("max %d: %d reads (%d heard), want %d to %d", c.max, n, len(got), c.minReads, c.atMost)
			continue
		}
		if n == 0 {
			continue
		}
		if got[0] != last || !slices.IsSortedFunc(got, func(a, b uint64) int { return int(b) - int(a) }) {
			t.Errorf("max %d: read %v, want the last sequence (%d) first, then older ones", c.max, got, last)
		}
		for i := 1; i < len(got); i++ {
			if gap := float64(got[i-1]-got[i]) * perSeq; gap > 512<<10 {
				t.Errorf("max %d: reads %d and %d are %.0f bytes apart, more than 512 KiB", c.max, got[i-1], got[i], gap)
			}
		}
		if back := float64(last-got[len(got)-1]+1) * perSeq; back > float64(c.max)+perSeq {
			t.Errorf("max %d: read back to %d, %.0f bytes from the end", c.max, got[len(got)-1], back)
		}
	}
}
