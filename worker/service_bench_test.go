package worker_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/internal/cputime"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// BenchmarkService measures a service-mode request end to end, in one
// process: a worker on its embedded server (service mode, threads in
// JetStream KV), a client on its own connection, and, as the baseline, an
// echo responder on the same server that decodes and re-encodes the
// request as cmd/piighost-bench's does. Every sub-benchmark has an echo
// and a worker case, so that the difference of the two (time, bytes,
// allocations) is what the worker adds to a request: micro, the
// processor, metrics, tracing hooks and the reply. The requests are those
// of cmd/piighost-bench: model.in a new 1 KB user message with three
// values the thread knows, model.out a 1 KB reply with three tokens,
// stream.chunk 8-byte chunks of 64-chunk streams with continuations.
//
// "parallel" runs 100 callers at once (b.RunParallel), the machine
// CPU-bound as the benchmark command's 100 callers make it; ns/op is then
// wall time per request over all cores.
func BenchmarkService(b *testing.B) {
	w := worker.StartServeBenchWorker(b)
	nc, err := nats.Connect(w.ClientURL())
	if err != nil {
		b.Fatal(err)
	}
	defer nc.Close()
	stopEcho := startEcho(b, w.ClientURL())
	defer stopEcho()
	tokens := seedBenchThread(b, nc, "bench")

	for _, ch := range []wire.Channel{wire.ModelIn, wire.ModelOut, wire.StreamChunk} {
		for _, side := range []string{"echo", "worker"} {
			prefix := wire.DefaultPrefix
			if side == "echo" {
				prefix = echoPrefix
			}
			subject := wire.ServiceSubject(prefix, ch)
			b.Run(ch.String()+"/"+side, func(b *testing.B) {
				c := &benchCaller{nc: nc, subject: subject, ch: ch, tokens: tokens, thread: "bench", echo: side == "echo"}
				b.ReportAllocs()
				defer reportProcessCPU(b, cputime.Process())
				for b.Loop() {
					c.do(b)
				}
			})
			b.Run(ch.String()+"/"+side+"/parallel", func(b *testing.B) {
				b.SetParallelism(50) // 100 callers on 2 cores
				b.ReportAllocs()
				defer reportProcessCPU(b, cputime.Process())
				b.RunParallel(func(pb *testing.PB) {
					c := &benchCaller{nc: nc, subject: subject, ch: ch, tokens: tokens, thread: "bench", echo: side == "echo"}
					for pb.Next() {
						c.do(b)
					}
				})
			})
		}
	}
}

// reportProcessCPU adds the metric cpu-ns/op: the whole process's CPU
// time per request (server, client, and the echo or the worker), so that
// the worker case less the echo case is the CPU the worker adds.
func reportProcessCPU(b *testing.B, start time.Duration) {
	if cpu := cputime.Process() - start; cpu > 0 && start > 0 && b.N > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

const echoPrefix = "bench.echo"

// startEcho answers every request under echoPrefix with the request,
// decoded and re-encoded, with as many subscriptions as the worker has
// handlers.
func startEcho(b *testing.B, url string) func() {
	nc, err := nats.Connect(url)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		sub, err := nc.QueueSubscribe(echoPrefix+".>", "echo", func(m *nats.Msg) {
			var v any
			_ = msgpack.Unmarshal(m.Data, &v)
			out, _ := msgpack.Marshal(v)
			reply := nats.NewMsg(m.Reply)
			reply.Data = out
			reply.Header.Set(wire.HeaderContentType, wire.ContentTypeMsgpack)
			_ = m.RespondMsg(reply)
		})
		if err != nil {
			b.Fatal(err)
		}
		_ = sub.SetPendingLimits(-1, -1)
	}
	if err := nc.Flush(); err != nil {
		b.Fatal(err)
	}
	return nc.Close
}

// The values the benchmark's thread knows.
const (
	benchEmail = "jane.doe@example.com"
	benchIBAN  = "FR76 3000 6000 0112 3456 7890 189"
	benchPhone = "+33 1 42 68 53 00"
)

const benchFiller = "thanks for the quick answer, could you also check the delivery status and let me know " +
	"whether the invoice was sent, the parcel should arrive before the end of the week and the " +
	"order was placed last monday with the usual options, tell me if anything else is needed "

// seedBenchThread gives the thread's three values their tokens.
func seedBenchThread(b *testing.B, nc *nats.Conn, thread string) [3]string {
	rep := benchRequest(b, nc, wire.ServiceSubject(wire.DefaultPrefix, wire.ModelIn), map[string]any{
		wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleUser,
			wire.FieldContent: "mail " + benchEmail + " iban " + benchIBAN + " phone " + benchPhone}}})
	var tokens [3]string
	msgs, _ := rep[wire.FieldMessages].([]any)
	if len(msgs) == 1 {
		m, _ := msgs[0].(map[string]any)
		s, _ := m[wire.FieldContent].(string)
		for i, f := range strings.Fields(s) {
			if i%2 == 1 && i/2 < 3 {
				tokens[i/2] = f
			}
		}
	}
	for _, t := range tokens {
		if !strings.HasPrefix(t, "<<") {
			b.Fatalf("seeding the thread: model.in replied %v", rep)
		}
	}
	return tokens
}

func benchRequest(b *testing.B, nc *nats.Conn, subject string, req map[string]any) map[string]any {
	data, err := msgpack.Marshal(req)
	if err != nil {
		b.Fatal(err)
	}
	msg, err := nc.Request(subject, data, 10*time.Second)
	if err != nil {
		b.Fatal(err)
	}
	var rep map[string]any
	if err := msgpack.Unmarshal(msg.Data, &rep); err != nil {
		b.Fatal(err)
	}
	if e, ok := rep[wire.FieldError]; ok {
		b.Fatalf("%s: %v", subject, e)
	}
	return rep
}

// benchCaller sends one channel's requests, one after the other.
type benchCaller struct {
	nc      *nats.Conn
	subject string
	ch      wire.Channel
	tokens  [3]string
	thread  string
	echo    bool

	n      int
	stream string
	seq    int
	cont   string
}

func (c *benchCaller) do(b *testing.B) {
	c.n++
	t := c.tokens
	var req map[string]any
	switch c.ch {
	case wire.ModelIn:
		// A new message every time, so that detection runs.
		text := fmt.Sprintf("ref %d: mail %s, iban %s, phone %s; %s%s", c.n, benchEmail, benchIBAN, benchPhone, benchFiller, benchFiller)
		req = map[string]any{wire.FieldThreadID: c.thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: text}}}
	case wire.ModelOut:
		text := fmt.Sprintf("i wrote to %s, the iban %s is on file and %s is the number to call; %s%s", t[0], t[1], t[2], benchFiller, benchFiller)
		req = map[string]any{wire.FieldThreadID: c.thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleAssistant, wire.FieldContent: text}}}
	default:
		req = c.chunk()
	}
	rep := benchRequest(b, c.nc, c.subject, req)
	if c.ch == wire.StreamChunk {
		c.cont, _ = rep[wire.FieldContinuation].(string)
		c.seq++
		if c.seq == 64 {
			c.seq = 0
		}
	}
}

// chunk is the next 8-byte chunk of a reply holding the thread's tokens.
func (c *benchCaller) chunk() map[string]any {
	if c.seq == 0 {
		c.stream = fmt.Sprintf("s%p-%d", c, c.n)
		c.cont = ""
		if c.echo {
			c.cont = "AQVsb2NhbKq0vQmV3y1c2Q6o0a7cX3lFhT3v2c0nO1sQk9fJr8aW"
		}
	}
	text := strings.Repeat(fmt.Sprintf("we wrote to %s about %s, call %s at any time. ", c.tokens[0], c.tokens[1], c.tokens[2]), 8)
	piece := text[c.seq*8 : c.seq*8+8]
	return map[string]any{wire.FieldThreadID: c.thread, wire.FieldStreamID: c.stream, wire.FieldSeq: c.seq,
		wire.FieldText: piece, wire.FieldEnd: c.seq == 63, wire.FieldContinuation: c.cont}
}
