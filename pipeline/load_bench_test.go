package pipeline

import (
	"fmt"
	"hash/maphash"
	"strconv"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// BenchmarkViewLoad: what a cold thread's first request costs the
// pipeline once the store has read the log: a new view applying n
// entries (e-mail addresses, as tests/BenchmarkScaleFirstRequest's), then
// building its known-value matchers, as a cold read of the pages does
// (view.load, the rest of the log on its way).
//
//	go test -run '^$' -bench ViewLoad -benchmem ./pipeline/
func BenchmarkViewLoad(b *testing.B) {
	f := factoryFor(b)
	for _, n := range []int{2000, 10000} {
		entries := make([]Entry, n)
		for i := range entries {
			entries[i] = Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
		}
		b.Run("values="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			seed := maphash.MakeSeed()
			for b.Loop() {
				v := newView("t", 1, seed)
				if err := v.load(1, entries, f, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func factoryFor(tb testing.TB) Factory {
	tb.Helper()
	p, err := New(Config{Detector: &testDetector{}})
	if err != nil {
		tb.Fatal(err)
	}
	return p.factory
}
