package worker

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/micro"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/cputime"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// BenchmarkServe measures what the worker itself does for one service
// request, without the transport that brings it: the service's serve, as
// its pool calls it, with the payload micro delivered, up to the reply
// published on the connection (to a subject nobody listens to). It is
// the worker's CPU per request, one request after another, so steadier
// than the end-to-end BenchmarkService; the requests are the same
// (cmd/piighost-bench's): model.in a new 1 KB message with three values
// the thread knows, model.out a 1 KB reply with three tokens,
// stream.chunk the 8-byte chunks of 64-chunk streams, each with the
// continuation its predecessor's reply carried; model.in-known one
// message the thread has seen, again and again.
func BenchmarkServe(b *testing.B) {
	w := startServeBenchWorker(b)
	ctx := context.Background()
	proc := w.processor()
	handle := func(ch wire.Channel, req map[string]any) map[string]any {
		data, err := msgpack.Marshal(req)
		if err != nil {
			b.Fatal(err)
		}
		out, err := proc.Handle(ctx, ch, data, processor.Msgpack)
		if err != nil {
			b.Fatal(err)
		}
		var rep map[string]any
		if err := msgpack.Unmarshal(out, &rep); err != nil {
			b.Fatal(err)
		}
		return rep
	}
	thread := "bench"
	rep := handle(wire.ModelIn, map[string]any{wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{
		wire.FieldRole: wire.RoleUser, wire.FieldContent: "mail jane.doe@example.com iban FR76 3000 6000 0112 3456 7890 189 phone +33 1 42 68 53 00"}}})
	content := rep[wire.FieldMessages].([]any)[0].(map[string]any)[wire.FieldContent].(string)
	f := strings.Fields(content)
	tokens := [3]string{f[1], f[3], f[5]}
	filler := strings.Repeat("thanks for the quick answer, could you also check the delivery status and let me know ", 3)

	// Every model.in is new, so that detection runs: as many payloads as
	// iterations could need, made before the clock starts.
	modelIn := func(i int) []byte {
		data, _ := msgpack.Marshal(map[string]any{wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleUser,
			wire.FieldContent: fmt.Sprintf("ref %d: mail jane.doe@example.com, iban FR76 3000 6000 0112 3456 7890 189, phone +33 1 42 68 53 00; %s%s", i, filler, filler)}}})
		return data
	}
	modelOut, _ := msgpack.Marshal(map[string]any{wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleAssistant,
		wire.FieldContent: fmt.Sprintf("i wrote to %s, the iban %s is on file and %s is the number to call; %s%s", tokens[0], tokens[1], tokens[2], filler, filler)}}})
	// A stream's chunks, each with the continuation of the reply before.
	text := strings.Repeat(fmt.Sprintf("we wrote to %s about %s, call %s at any time. ", tokens[0], tokens[1], tokens[2]), 8)
	var chunks [][]byte
	cont := ""
	for seq := 0; seq < 64; seq++ {
		req := map[string]any{wire.FieldThreadID: thread, wire.FieldStreamID: "s1", wire.FieldSeq: seq,
			wire.FieldText: text[seq*8 : seq*8+8], wire.FieldEnd: seq == 63, wire.FieldContinuation: cont}
		data, _ := msgpack.Marshal(req)
		chunks = append(chunks, data)
		cont, _ = handle(wire.StreamChunk, req)[wire.FieldContinuation].(string)
	}

	headers := micro.Headers{}
	b.Run("model.in", func(b *testing.B) {
		payloads := make([][]byte, 0, 4096)
		for i := range cap(payloads) {
			payloads = append(payloads, modelIn(i))
		}
		b.ReportAllocs()
		defer reportCPU(b, cputime.Process())
		i := 0
		for b.Loop() {
			serveBench(w, wire.ModelIn, payloads[i%len(payloads)], headers)
			i++
		}
	})
	// The same message every time: a text the thread rendered before,
	// answered from its rendered messages.
	b.Run("model.in-known", func(b *testing.B) {
		known := modelIn(0)
		serveBench(w, wire.ModelIn, known, headers)
		b.ReportAllocs()
		defer reportCPU(b, cputime.Process())
		for b.Loop() {
			serveBench(w, wire.ModelIn, known, headers)
		}
	})
	b.Run("model.out", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Process())
		for b.Loop() {
			serveBench(w, wire.ModelOut, modelOut, headers)
		}
	})
	b.Run("stream.chunk", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Process())
		i := 0
		for b.Loop() {
			serveBench(w, wire.StreamChunk, chunks[i%len(chunks)], headers)
			i++
		}
	})
	// The restores served as the delivery goroutine serves them: under
	// pipeline.NonBlocking (a warm thread: never handed over).
	b.Run("model.out/inline", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Process())
		for b.Loop() {
			serveInlineBench(b, w, wire.ModelOut, modelOut, headers)
		}
	})
	b.Run("stream.chunk/inline", func(b *testing.B) {
		b.ReportAllocs()
		defer reportCPU(b, cputime.Process())
		i := 0
		for b.Loop() {
			serveInlineBench(b, w, wire.StreamChunk, chunks[i%len(chunks)], headers)
			i++
		}
	})
}

// reportCPU adds the metric cpu-ns/op: the process's CPU time since start
// (the embedded server's share and the collector's included) per
// iteration. Run with GOMAXPROCS=1 so that the benchmark loop is the only
// work in flight.
func reportCPU(b *testing.B, start time.Duration) {
	if cpu := cputime.Process() - start; cpu > 0 && start > 0 && b.N > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// StartServeBenchWorker is startServeBenchWorker for the external test
// package's benchmarks (BenchmarkService): one worker set-up for both.
var StartServeBenchWorker = startServeBenchWorker

func startServeBenchWorker(b *testing.B) *Worker {
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:0"
	cfg.NATS.DataDir = b.TempDir()
	cfg.HTTP.Listen = "off"
	cfg.Worker.Modes = []string{config.ModeService}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := Start(ctx, cfg, WithLogger(NewLogger(io.Discard, "error")))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		_ = w.Shutdown(ctx)
	})
	return w
}

// serveBench serves one request as the pool does.
func serveBench(w *Worker, ch wire.Channel, data []byte, headers micro.Headers) {
	w.svc.Serve(ch, data, headers, "_INBOX.bench.nobody")
}

// serveInlineBench serves one request as the delivery goroutine does.
func serveInlineBench(b *testing.B, w *Worker, ch wire.Channel, data []byte, headers micro.Headers) {
	if !w.svc.ServeInline(ch, data, headers, "_INBOX.bench.nobody") {
		b.Fatal("a warm request was handed over")
	}
}
