package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/vmihailenco/msgpack/v5"
)

// The relay's subjects and streams.
const (
	relayIn        = "piighostbench.relay.in"
	relayOut       = "piighostbench.relay.out"
	relayInStream  = "PIIGHOSTBENCH_RELAY_IN"
	relayOutStream = "PIIGHOSTBENCH_RELAY_OUT"
)

// relay is the pipeline-mode baseline: a bare JetStream consume → publish
// loop with the guarantees any pipeline stage needs and nothing else. A
// durable consumer reads the input stream, each message is decoded and
// re-encoded as msgpack, published on the output stream under a Msg-Id
// derived from the input, and acknowledged once the output is stored.
// Messages are handled concurrently, in no particular order; its streams
// use the storage the worker's use.
type relay struct {
	nc *nats.Conn
	cc jetstream.ConsumeContext
}

func startRelay(ctx context.Context, url, storage string) (*relay, error) {
	nc, err := nats.Connect(url, nats.Name("piighost-bench-relay"))
	if err != nil {
		return nil, err
	}
	r := &relay{nc: nc}
	if err := r.start(ctx, storage); err != nil {
		nc.Close()
		return nil, err
	}
	return r, nil
}

func (r *relay) start(ctx context.Context, storage string) error {
	js, err := jetstream.New(r.nc)
	if err != nil {
		return err
	}
	st := jetstream.FileStorage
	if storage == "memory" {
		st = jetstream.MemoryStorage
	}
	for name, subj := range map[string]string{relayInStream: relayIn, relayOutStream: relayOut} {
		if _, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: name, Subjects: []string{subj + ".>"},
			Storage: st, MaxAge: time.Hour, Duplicates: 2 * time.Minute}); err != nil {
			return fmt.Errorf("relay stream %s: %w", name, err)
		}
	}
	cons, err := js.CreateOrUpdateConsumer(ctx, relayInStream, jetstream.ConsumerConfig{Durable: "relay",
		AckPolicy: jetstream.AckExplicitPolicy, MaxAckPending: 1024, DeliverPolicy: jetstream.DeliverNewPolicy})
	if err != nil {
		return err
	}
	sem := make(chan struct{}, 256)
	r.cc, err = cons.Consume(func(m jetstream.Msg) {
		sem <- struct{}{}
		go func() {
			defer func() { <-sem }()
			r.forward(js, m)
		}()
	}, jetstream.PullMaxMessages(256))
	return err
}

func (r *relay) forward(js jetstream.JetStream, m jetstream.Msg) {
	meta, err := m.Metadata()
	if err != nil {
		return
	}
	var v any
	if err := msgpack.Unmarshal(m.Data(), &v); err != nil {
		_ = m.Term()
		return
	}
	b, _ := msgpack.Marshal(v)
	out := nats.NewMsg(relayOut + strings.TrimPrefix(m.Subject(), relayIn))
	out.Data = b
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := js.PublishMsg(ctx, out, jetstream.WithMsgID("relay:"+strconv.FormatUint(meta.Sequence.Stream, 10))); err != nil {
		_ = m.NakWithDelay(time.Second)
		return
	}
	_ = m.Ack()
}

func (r *relay) Close() {
	if r.cc != nil {
		r.cc.Stop()
	}
	r.nc.Close()
}
