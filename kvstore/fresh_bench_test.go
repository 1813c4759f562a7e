package kvstore_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// BenchmarkFreshThread: a 1 KB message with three new values in a thread
// never used before (its head is created, then its three entries are
// appended), on the embedded server over TCP, file storage, one replica:
// the store's part of service-fresh in piighost-bench. The server runs in
// the process, so an instruction count (valgrind) includes its work.
func BenchmarkFreshThread(b *testing.B) {
	freshThreads(b, freshPipeline(b))
}

// BenchmarkFreshThreadSubjectCache is BenchmarkFreshThread on a server
// that caches which subscriptions match a subject (nats-server's
// default: "on") and on one that does not (the worker's embedded
// server: "off"). Each new thread's watch is a wildcard subscription,
// which sweeps the cache; the thread store's subjects are new at nearly
// every write, which the cache seldom serves. Its instructions per
// request (cachegrind, see docs/performance.md) tell the two apart.
func BenchmarkFreshThreadSubjectCache(b *testing.B) {
	for _, c := range []struct {
		name string
		off  bool
	}{{"on", false}, {"off", true}} {
		b.Run(c.name, func(b *testing.B) {
			s := natstest.Run(b, &server.Options{StoreDir: b.TempDir(), ServerName: "kvstore-test", NoSublistCache: c.off})
			freshThreads(b, pipelineOn(b, s))
		})
	}
}

// freshThreads anonymises, per iteration, a 1 KB message with three new
// values in a thread never used before.
func freshThreads(b *testing.B, p *pipeline.Pipeline) {
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 18)
	ctx := context.Background()
	i := 0
	for b.Loop() {
		i++
		n := strconv.Itoa(i)
		text := "orders CUST-1" + n + ", CUST-2" + n + " and CUST-3" + n + "; " + filler
		a, err := p.Anonymize(ctx, "fresh-"+n, text, pii.RoleUser)
		if err != nil || len(a.Tokens) != 3 {
			b.Fatalf("tokens %v, err %v", a.Tokens, err)
		}
	}
}

// BenchmarkFreshThreadWalked is BenchmarkFreshThread as the worker's
// processor runs it for a request longer than max_new_values in bytes
// (the default 1,000): a first walk that creates nothing, the admission,
// then the second walk that writes.
func BenchmarkFreshThreadWalked(b *testing.B) {
	p := freshPipeline(b)
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 20)
	user := pipeline.Author{Role: pii.RoleUser}
	i := 0
	for b.Loop() {
		i++
		n := strconv.Itoa(i)
		thread, text := "fresh-"+n, "orders CUST-1"+n+", CUST-2"+n+" and CUST-3"+n+"; "+filler
		ctx := p.Begin(context.Background(), len(text))
		if _, err := p.AnonymizeAs(ctx, thread, text, user); err != nil {
			b.Fatal(err)
		}
		if again, err := p.Complete(ctx, thread); err != nil || !again {
			b.Fatalf("again %v, err %v", again, err)
		}
		a, err := p.AnonymizeAs(ctx, thread, text, user)
		if err != nil || len(a.Tokens) != 3 {
			b.Fatalf("tokens %v, err %v", a.Tokens, err)
		}
	}
}

// freshPipeline returns a pipeline on a thread store of its own, on an
// embedded server over TCP, file storage, one replica.
func freshPipeline(b *testing.B) *pipeline.Pipeline {
	b.Helper()
	return pipelineOn(b, startServer(b, b.TempDir()))
}

// pipelineOn returns a pipeline on a thread store of its own on server s.
func pipelineOn(b *testing.B, s *server.Server) *pipeline.Pipeline {
	b.Helper()
	_, js := connect(b, s.ClientURL())
	st := newStore(b, js, kvstore.Config{LocalMessages: true})
	p, err := pipeline.New(pipeline.Config{Detector: customerIDs(), Store: st})
	if err != nil {
		b.Fatal(err)
	}
	return p
}
