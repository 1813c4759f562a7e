package worker_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// Validate finds what Start would refuse, without starting or connecting
// anything: here, placeholders the processor could not find again in the
// model's text, so could never restore.
func ExampleValidate() {
	cfg := config.Default()
	cfg.Anonymizer.Placeholder.Type = "mask"
	fmt.Println(worker.Validate(cfg))
	// Output: default configuration: anonymizer.placeholder.type: placeholder "mask" cannot serve the worker (use label_counter, the default, or label_hash): PII de-identification needs a pipeline exposing a delimited token recognizer, whose tokens can be found again to detect invented ones; got a pipeline with no recognizable grammar (factory "mask")
}

// A worker with its own embedded server, on a port the kernel picks: its
// port opens once every endpoint is registered, so the first request finds
// one.
func ExampleStart() {
	dir, err := os.MkdirTemp("", "piighost-example")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:0"
	cfg.NATS.DataDir = dir
	cfg.HTTP.Listen = "off"
	cfg.Worker.Modes = []string{config.ModeService}

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		panic(err)
	}
	defer w.Shutdown(ctx)
	fmt.Println(w.Check(ctx).Status)

	nc, err := nats.Connect(w.ClientURL())
	if err != nil {
		panic(err)
	}
	defer nc.Close()
	req := nats.NewMsg(wire.ServiceSubject(wire.DefaultPrefix, wire.ModelIn))
	req.Header.Set(wire.HeaderContentType, wire.ContentTypeJSON)
	req.Data = []byte(`{"thread_id":"demo","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`)
	rep, err := nc.RequestMsg(req, 10*time.Second)
	if err != nil {
		panic(err)
	}
	fmt.Println(string(rep.Data))
	// Output:
	// ok
	// {"thread_id":"demo","messages":[{"role":"user","content":"Write to <<EMAIL:1>>"}],"changed":true}
}
