package kvstore_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// BenchmarkSubscriptionChurn: what nats-server pays for the subscriptions
// of per-thread watches, and why a store past Config.ThreadWatches
// threads watches the whole bucket instead. One connection subscribes
// b.N subjects shaped like a thread's head (literal) or entries (with
// wildcards), while the account's subject cache is full (another
// connection published to 3,000 subjects), then unsubscribes them all and
// at once sends a request on the same connection: the server handles the
// unsubscriptions first.
//
//	go test -run '^$' -bench SubscriptionChurn -benchtime 30000x ./kvstore/
func BenchmarkSubscriptionChurn(b *testing.B) {
	for _, c := range []struct{ name, suffix string }{{"literal", ".m"}, {"wildcard", ".*.e.*"}} {
		b.Run(c.name, func(b *testing.B) {
			s := startServer(b, b.TempDir())
			pub, _ := connect(b, s.ClientURL())
			nc, _ := connect(b, s.ClientURL())
			responder, _ := connect(b, s.ClientURL())
			if _, err := responder.Subscribe("svc", func(m *nats.Msg) { _ = m.Respond(nil) }); err != nil {
				b.Fatal(err)
			}
			fill := func() {
				for i := range 3000 {
					_ = pub.Publish("fill."+strconv.Itoa(i), nil)
				}
				if err := pub.Flush(); err != nil {
					b.Fatal(err)
				}
			}
			fill()
			if err := responder.Flush(); err != nil {
				b.Fatal(err)
			}
			events := make(chan *nats.Msg, 1)
			subs := make([]*nats.Subscription, 0, b.N)
			b.ResetTimer()
			for i := range b.N {
				sub, err := nc.ChanSubscribe("_piighost.kv.bench.t"+strconv.Itoa(i)+c.suffix, events)
				if err != nil {
					b.Fatal(err)
				}
				subs = append(subs, sub)
			}
			if err := nc.Flush(); err != nil { // the server has handled them all
				b.Fatal(err)
			}
			b.StopTimer()
			fill()
			start := time.Now()
			for _, sub := range subs {
				_ = sub.Unsubscribe()
			}
			if _, err := nc.Request("svc", nil, time.Minute); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(time.Since(start).Microseconds())/1000, "unsubscribe-all-then-request-ms")
		})
	}
}
