package kvstore_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/kvstore"
)

// BenchmarkConfirmation compares what confirms cached threads after
// CheckInterval: a thread's own check (its head and last entry from the
// stream leader, one round trip per thread), and the store-wide
// confirmation of a store watching the whole bucket (the stream's last
// sequence, one round trip for every thread it caches; here 1,000).
//
//	go test -run '^$' -bench Confirmation -benchtime 2000x ./kvstore/
func BenchmarkConfirmation(b *testing.B) {
	s := startServer(b, b.TempDir())
	_, js := connect(b, s.ClientURL())
	ctx := ctxT(b)
	b.Run("own check of one thread", func(b *testing.B) {
		st := newStore(b, js, kvstore.Config{Bucket: "own", CheckInterval: time.Hour, ThreadWatches: -1})
		if _, _, err := st.Open(ctx, "one", true); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for range b.N {
			st.AgeChecks()
			if _, _, err := st.Open(ctx, "one", false); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("store-wide, 1000 threads", func(b *testing.B) {
		st := newStore(b, js, kvstore.Config{Bucket: "wide", CheckInterval: time.Hour, ThreadWatches: 1})
		for i := range 1000 {
			if _, _, err := st.Open(ctx, "thread "+strconv.Itoa(i), true); err != nil {
				b.Fatal(err)
			}
		}
		for !st.Anchored() {
			st.ConfirmAll(ctx)
		}
		b.ResetTimer()
		for range b.N {
			if !st.ConfirmAll(ctx) {
				b.Fatal("not confirmed")
			}
		}
	})
}
