package kvstore

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// BenchmarkColdReads times, one by one and side by side, the reads of a
// cold open, on a thread of n entries with its snapshot pages: the head
// (a leader read, STREAM.MSG.GET), the pages with the first entries (a
// batched direct get), both at once (the first round trip), and the
// leader's reads of the log's end: the last message under every entry
// subject of the thread (which an earlier layout's first round trip sent,
// "last"), under the generation's ("lastgen", a check's), and the
// one literal key after the log's end that settles a cold read now
// ("after"); batched gets of 1, 8 or 32 entries, and the first round trip
// of that layout ("head+last+start32": the pages with entries 1 to
// 32 of every generation) and now ("head+start": entries 1 to 16).
//
//	go test -run '^$' -bench ColdReads -benchtime 200x ./kvstore/
func BenchmarkColdReads(b *testing.B) {
	for _, n := range []int{2000, 10000} {
		b.Run("entries="+strconv.Itoa(n), func(b *testing.B) {
			_, js, kr := serverWithKeys(b, "kvstore-bench")
			ctx := context.Background()
			st, err := New(ctx, js, Config{Keys: kr})
			if err != nil {
				b.Fatal(err)
			}
			head, _, err := st.Open(ctx, "cold", true)
			if err != nil {
				b.Fatal(err)
			}
			var wg sync.WaitGroup
			for w := range 8 {
				wg.Go(func() {
					for i := w; i < n; i += 8 {
						e := pipeline.Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
						if err := st.Append(ctx, "cold", head.Gen, i+1, e); err != nil {
							b.Error(err)
							return
						}
					}
				})
			}
			wg.Wait()
			if _, err := st.Entries(ctx, "cold", head.Gen, 1); err != nil { // compacts
				b.Fatal(err)
			}
			_ = st.Close()
			st, err = New(ctx, js, Config{Keys: kr})
			if err != nil {
				b.Fatal(err)
			}
			defer st.Close()
			t := st.thread("cold")
			genTok := genToken(uint64(head.Gen))
			reads := map[string]func() error{
				"head":    func() error { _, err := st.lastMsg(ctx, metaKey(t.name)); return err },
				"last":    func() error { _, err := st.lastMsg(ctx, t.name+".*.e.*"); return err },
				"lastgen": func() error { _, err := st.lastMsg(ctx, t.name+"."+genTok+".e.*"); return err },
				"after":   func() error { _, err := st.lastMsg(ctx, entryKey(t.name, genTok, n+1)); return err },
				"start":   func() error { _, err := st.readStart(ctx, t.name); return err },
				"pages":   func() error { _, err := st.readPages(ctx, t.name, "*"); return err },
				"pages+literal32": func() error {
					keys := []string{t.name + ".*.c.*"}
					for i := 1; i <= compactEvery; i++ {
						keys = append(keys, entryKey(t.name, genTok, i))
					}
					_, err := st.multiLast(ctx, keys)
					return err
				},
				"literal32": func() error {
					var keys []string
					for i := 1; i <= compactEvery; i++ {
						keys = append(keys, entryKey(t.name, genTok, i))
					}
					_, err := st.multiLast(ctx, keys)
					return err
				},
				"literal8": func() error {
					var keys []string
					for i := 1; i <= 8; i++ {
						keys = append(keys, entryKey(t.name, genTok, i))
					}
					_, err := st.multiLast(ctx, keys)
					return err
				},
				"literal1": func() error {
					_, err := st.multiLast(ctx, []string{entryKey(t.name, genTok, 1)})
					return err
				},
				"wild32": func() error {
					var keys []string
					for i := 1; i <= compactEvery; i++ {
						keys = append(keys, t.name+".*.e."+strconv.Itoa(i))
					}
					_, err := st.multiLast(ctx, keys)
					return err
				},
			}
			both := func(fs ...func() error) func() error {
				return func() error {
					var wg sync.WaitGroup
					errs := make([]error, len(fs))
					for i, f := range fs {
						wg.Go(func() { errs[i] = f() })
					}
					wg.Wait()
					for _, err := range errs {
						if err != nil {
							return err
						}
					}
					return nil
				}
			}
			reads["start32"] = func() error { // the first read of the earlier layout
				keys := []string{t.name + ".*.c.*"}
				for i := 1; i <= compactEvery; i++ {
					keys = append(keys, t.name+".*.e."+strconv.Itoa(i))
				}
				_, err := st.multiLast(ctx, keys)
				return err
			}
			reads["head+last+start32"] = both(reads["head"], reads["last"], reads["start32"])
			reads["head+start"] = both(reads["head"], reads["start"])
			reads["head+last+start"] = both(reads["head"], reads["last"], reads["start"])
			names := []string{"head", "last", "lastgen", "after", "start", "pages", "pages+literal32", "literal32", "literal8", "literal1", "wild32", "start32", "head+start", "head+last+start", "head+last+start32"}
			sum := map[string]time.Duration{}
			for b.Loop() {
				for _, name := range names {
					start := time.Now()
					if err := reads[name](); err != nil {
						b.Fatal(err)
					}
					sum[name] += time.Since(start)
				}
			}
			for _, name := range names {
				b.ReportMetric(float64(sum[name].Microseconds())/float64(b.N)/1000, name+"-ms")
			}
		})
	}
}
