package embedded

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
)

var discard = slog.New(slog.NewTextHandler(io.Discard, nil))

// TestAPortInUseIsRefusedBeforeJetStreamStarts: a taken client port
// fails the start at once, with the system's reason, as a ListenError.
func TestAPortInUseIsRefusedBeforeJetStreamStarts(t *testing.T) {
	t.Parallel()
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	dir := t.TempDir()
	_, err = Start(context.Background(), Config{Listen: taken.Addr().String(), DataDir: dir}, discard)
	var le *ListenError
	if !errors.As(err, &le) || le.Addr != taken.Addr().String() || !errors.Is(err, syscall.EADDRINUSE) {
		t.Errorf("start on a taken port: %v, want a ListenError with EADDRINUSE", err)
	}
}

// TestTheClientPortOpensOnlyWithListen: the worker's in-process
// connection works at once; clients reach the server once Listen
// returns, at URL.
func TestTheClientPortOpensOnlyWithListen(t *testing.T) {
	t.Parallel()
	srv, nc := startConnected(t)
	if err := nc.Flush(); err != nil {
		t.Errorf("the in-process connection before Listen: %v", err)
	}
	if srv.srv.Addr() != nil {
		t.Fatal("the client port is open before Listen")
	}
	if err := srv.Listen(); err != nil {
		t.Fatal(err)
	}
	client, err := nats.Connect(srv.URL())
	if err != nil {
		t.Fatalf("a client at %s after Listen: %v", srv.URL(), err)
	}
	client.Close()
}

// TestTheServerKeepsNoSubjectCache: the embedded server matches each
// published subject against its subscriptions without caching the
// result, so a wildcard subscription (a thread's watch) sweeps no cache.
func TestTheServerKeepsNoSubjectCache(t *testing.T) {
	t.Parallel()
	srv, nc := startConnected(t)
	sub, err := nc.SubscribeSync("watched.*.e.*")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		if err := nc.Publish("watched.t.e."+strconv.Itoa(i), nil); err != nil {
			t.Fatal(err)
		}
		if _, err := sub.NextMsg(5 * time.Second); err != nil {
			t.Fatal(err)
		}
	}
	sz, err := srv.srv.Subsz(nil)
	if err != nil {
		t.Fatal(err)
	}
	if sz.NumMatches == 0 || sz.NumCache != 0 {
		t.Errorf("%d matches, %d subjects cached; want matches and none cached", sz.NumMatches, sz.NumCache)
	}
}

// startConnected starts a server on a kernel-picked port, its client port
// not yet open, and connects in process; both close at the test's cleanup.
func startConnected(t *testing.T) (*Server, *nats.Conn) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	srv, err := Start(ctx, Config{Listen: "127.0.0.1:0", DataDir: t.TempDir()}, discard)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Shutdown)
	nc, err := srv.ConnectInProcess(config.Default(), discard)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	return srv, nc
}
