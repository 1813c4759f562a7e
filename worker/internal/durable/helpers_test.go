package durable

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
)

// startQueue starts a JetStream server with a stream Q (subjects q.>)
// holding two messages, on a store under dir (a temporary one if ""),
// and returns JetStream on a connection to it.
func startQueue(t *testing.T, dir string) jetstream.JetStream {
	t.Helper()
	s := natstest.Run(t, &server.Options{StoreDir: dir})
	js := natstest.JetStream(t, s.ClientURL())
	ctx := context.Background()
	if _, err := js.CreateStream(ctx, jetstream.StreamConfig{Name: "Q", Subjects: []string{"q.>"}}); err != nil {
		t.Fatal(err)
	}
	for _, subj := range []string{"q.a", "q.b"} {
		if _, err := js.Publish(ctx, subj, nil); err != nil {
			t.Fatal(err)
		}
	}
	return js
}

// newTestSet returns a set on js logging into log (discarded when nil),
// its loop not started.
func newTestSet(js jetstream.JetStream, log io.Writer) *Set {
	if log == nil {
		log = io.Discard
	}
	return NewSet(Config{JS: js, Log: slog.New(slog.NewTextHandler(log, nil)), OpTimeout: 10 * time.Second, FloorEvery: time.Second})
}

// consumerInfo reads a consumer of stream Q.
func consumerInfo(t *testing.T, js jetstream.JetStream, name string) *jetstream.ConsumerInfo {
	t.Helper()
	cons, err := js.Consumer(context.Background(), "Q", name)
	if err != nil {
		t.Fatal(err)
	}
	return cons.CachedInfo()
}

// lockedBuffer is a log several goroutines write.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
