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

// The relay's subjects and streams. Each kind of relay has an output
// subject and stream of its own, so that both can live on one server.
const (
	relayIn       = "piighostbench.relay.in"
	relayInStream = "PIIGHOSTBENCH_RELAY_IN"
	// relayStore is where the republishing relay publishes its outputs,
	// as the worker publishes on _PIIGHOST_OUT.<side>.
	relayStore = "_PIIGHOSTBENCH_RELAY"
)

// The relay kinds -relay names.
const (
	relayRepublish = "republish"
	relayCapture   = "capture"
)

// relay is the pipeline-mode baseline: a bare JetStream consume → publish
// loop with the guarantees any pipeline stage needs and nothing else. A
// durable consumer reads the input stream, each message is decoded and
// re-encoded as msgpack, published on the output stream under a Msg-Id
// derived from the input, and acknowledged once the output is stored.
// Messages are handled concurrently, in no particular order; its streams
// use the storage the worker's use.
//
// The republish kind (the default) delivers its outputs as the worker
// does: published on a subject only the output stream
// captures, stored under the output subject, and republished there once
// stored, so a reader gets each output once. The capture kind is the
// relay of earlier runs: its output stream captures the output subject,
// and a reader gets the publish itself, as soon as it is made, alongside
// the stream.
type relay struct {
	nc   *nats.Conn
	cc   jetstream.ConsumeContext
	kind string
	out  string // the output subject readers subscribe below
}

func startRelay(ctx context.Context, url, storage, kind string) (*relay, error) {
	nc, err := nats.Connect(url, nats.Name("piighost-bench-relay"))
	if err != nil {
		return nil, err
	}
	r := &relay{nc: nc, kind: kind, out: "piighostbench.relay.out"}
	if kind == relayRepublish {
		r.out = "piighostbench.relay.rep"
	}
	if err := r.start(ctx, storage); err != nil {
		nc.Close()
		return nil, err
	}
	return r, nil
}

// streams are the relay's input and output streams.
func (r *relay) streams(st jetstream.StorageType) []jetstream.StreamConfig {
	in := jetstream.StreamConfig{Name: relayInStream, Subjects: []string{relayIn + ".>"},
		Storage: st, MaxAge: time.Hour, Duplicates: 2 * time.Minute}
	out := jetstream.StreamConfig{Name: "PIIGHOSTBENCH_RELAY_OUT", Subjects: []string{r.out + ".>"},
		Storage: st, MaxAge: time.Hour, Duplicates: 2 * time.Minute}
	if r.kind == relayRepublish {
		out.Name = "PIIGHOSTBENCH_RELAY_REP"
		out.Subjects = []string{relayStore + ".>"}
		out.SubjectTransform = &jetstream.SubjectTransformConfig{Source: relayStore + ".>", Destination: ">"}
		out.RePublish = &jetstream.RePublish{Source: r.out + ".>", Destination: r.out + ".>"}
	}
	return []jetstream.StreamConfig{in, out}
}

// publishSubject is where the relay publishes the output of an input
// received on subject.
func (r *relay) publishSubject(subject string) string {
	out := r.out + strings.TrimPrefix(subject, relayIn)
	if r.kind == relayRepublish {
		return relayStore + "." + out
	}
	return out
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
	for _, sc := range r.streams(st) {
		if _, err := js.CreateOrUpdateStream(ctx, sc); err != nil {
			return fmt.Errorf("relay stream %s: %w", sc.Name, err)
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
	out := nats.NewMsg(r.publishSubject(m.Subject()))
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
