package pipe

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// BenchmarkOutputDelivery measures, side by side on one embedded server
// (file storage, loopback), what one output costs from the worker's publish
// to a core subscriber of its output subject:
//
//   - capture: the stream captures the output subject itself (earlier
//     versions); a subscriber gets the publish directly, duplicates too.
//   - republish: the worker publishes on _PIIGHOST_OUT.safe.<subject>, and
//     the side's output stream stores it under the output subject and
//     republishes it there once stored (outputStream).
//
// Each iteration publishes one output with a fresh Nats-Msg-Id, waits for
// the publish acknowledgement (as the worker does before it acks its
// input) and for the subscriber to receive the output.
func BenchmarkOutputDelivery(b *testing.B) {
	cfg := config.Default()
	output := cfg.Routes[0].Output // piighost.safe.model.in
	capture := streamBase(cfg, "BENCH_CAPTURE", []string{output + ".>"})
	b.Run("capture", func(b *testing.B) {
		benchOutputDelivery(b, capture, output+".c1", output+".c1")
	})
	b.Run("republish", func(b *testing.B) {
		benchOutputDelivery(b, outputStream(cfg, config.SideSafe), wire.StoreSubject(config.SideSafe, output+".c1"), output+".c1")
	})
}

func benchOutputDelivery(b *testing.B, sc jetstream.StreamConfig, publishOn, readOn string) {
	s, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: b.TempDir(), NoLog: true, NoSigs: true})
	if err != nil {
		b.Fatal(err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		b.Fatal("nats-server not ready")
	}
	defer func() { s.Shutdown(); s.WaitForShutdown() }()
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		b.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	if _, err := js.CreateStream(ctx, sc); err != nil {
		b.Fatal(err)
	}
	sub, err := nc.SubscribeSync(readOn)
	if err != nil {
		b.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		b.Fatal(err)
	}
	body := make([]byte, 512)
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		msg := nats.NewMsg(publishOn)
		msg.Data = body
		if _, err := js.PublishMsg(ctx, msg, jetstream.WithMsgID("bench:"+strconv.Itoa(i))); err != nil {
			b.Fatal(err)
		}
		if _, err := sub.NextMsg(10 * time.Second); err != nil {
			b.Fatal(err)
		}
	}
}
