package kvstore_test

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// BenchmarkColdThreadLoad: what a worker's process pays for the first
// request on a thread it never saw, a restarted worker's: each iteration
// opens a store, a pipeline and a processor, handles a model.in whose one
// user message is a new 1 KB text holding two of the thread's values (as
// tests/BenchmarkScaleRestart's first request), and closes the store. The thread of 5 values is the same
// iteration's fixed part (the store's opening and closing, detection of
// the text); the difference is the thread's own load.
//
// With PIIGHOST_BENCH_NATS_URL the store uses that server (filling the
// threads once, when the bucket lacks them), so that a profile or an
// instruction count holds the worker's side alone:
//
//	go build -o /tmp/nats-server github.com/nats-io/nats-server/v2
//	/tmp/nats-server -js -sd /tmp/store -p 15400 &
//	go test -c -o kv.test ./kvstore/
//	PIIGHOST_BENCH_NATS_URL=nats://127.0.0.1:15400 ./kv.test -test.run '^$' -test.bench ColdThreadLoad -test.benchtime 1x
//	PIIGHOST_BENCH_NATS_URL=nats://127.0.0.1:15400 GOMAXPROCS=1 valgrind --tool=cachegrind --cache-sim=no \
//	  --cachegrind-out-file=/dev/null ./kv.test -test.run '^$' -test.bench 'ColdThreadLoad/values=2000' -test.benchtime 20x
//
// (and 60x: the difference ÷ 40 is one iteration's instructions).
func BenchmarkColdThreadLoad(b *testing.B) {
	for _, n := range []int{5, 2000} {
		b.Run("values="+strconv.Itoa(n), func(b *testing.B) {
			url := os.Getenv("PIIGHOST_BENCH_NATS_URL")
			if url == "" {
				url = startServer(b, b.TempDir()).ClientURL()
			}
			_, js := connect(b, url)
			det, err := regex.New(regex.Config{Groups: []string{"generic"}})
			if err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			thread := "cold-load-" + strconv.Itoa(n)
			value := func(i int) string { return fmt.Sprintf("kim.t%d.v%d@example.org", n, i) }
			keys := testKeys(b)
			open := func() (*kvstore.Store, *pipeline.Pipeline) {
				st, err := kvstore.New(ctx, js, kvstore.Config{Keys: keys, LocalMessages: true, Timeout: 30 * time.Second})
				if err != nil {
					b.Fatal(err)
				}
				p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
				if err != nil {
					b.Fatal(err)
				}
				return st, p
			}
			st, p := open()
			head, ok, err := st.Open(ctx, thread, false)
			if err != nil {
				b.Fatal(err)
			}
			for from := 0; !ok || head.Len < n; from += 50 {
				if from >= n {
					b.Fatalf("thread %s holds %d entries, not %d", thread, head.Len, n)
				}
				var text strings.Builder
				for i := from; i < min(from+50, n); i++ {
					text.WriteString("write to " + value(i) + ". ")
				}
				if _, err := p.Anonymize(ctx, thread, text.String(), pii.RoleUser); err != nil {
					b.Fatal(err)
				}
				if from+50 >= n {
					ok, head.Len = true, n
				}
			}
			_ = st.Close() // waits for the snapshot pages
			prose := strings.Repeat("about the renewal of the service contract we went through the quotation again with the finance team; ", 10)
			i := 0
			for b.Loop() {
				st, p := open()
				proc, err := processor.New(processor.Config{Pipeline: p})
				if err != nil {
					b.Fatal(err)
				}
				i++
				text := "hello, please write to " + value(0) + " and to " + value(n-1) + " " + prose + " (ref " + strconv.Itoa(i) + ")"
				req, err := msgpack.Marshal(map[string]any{"thread_id": thread, "messages": []any{map[string]any{"role": "user", "content": text}}})
				if err != nil {
					b.Fatal(err)
				}
				out, err := proc.Handle(ctx, wire.ModelIn, req, processor.Msgpack)
				if err != nil {
					b.Fatal(err)
				}
				if strings.Contains(string(out), value(0)) || strings.Contains(string(out), value(n-1)) {
					b.Fatal("the first request left a value of the thread in clear")
				}
				_ = st.Close()
			}
		})
	}
}
