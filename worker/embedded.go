package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/piighost/piighost-nats/config"
)

// embedded is the worker's own nats-server. It starts without its client
// port: the worker connects in process, opens its store, registers its
// endpoints and consumers, and only then opens the port (listen), so no
// client ever connects before the worker can answer it, and a request
// never meets "no responders" for want of a ready worker.
type embedded struct {
	srv  *server.Server
	log  *serverLog
	addr string // host:port asked for
}

// startEmbedded checks that the client address can be listened on, then
// runs a nats-server with JetStream in this process, storing under the
// data directory. JetStream's own encryption at rest is on, with a key
// kept in the keys directory (mode 0600; the data directory unless [keys]
// dir says otherwise), so pipeline-mode streams never hold clear text on
// disk either. It waits for the server as long as it
// takes (a large store takes a while to recover) and until ctx ends; the
// server's log, in the worker's, shows its progress.
func startEmbedded(ctx context.Context, c *config.Config, log *slog.Logger) (*embedded, error) {
	cfg, level := c.NATS, c.Log.Level
	host, port, err := listenAddress(cfg.Listen)
	if err != nil {
		return nil, err
	}
	// Fail at once, with the system's reason, when the port is taken (by
	// another NATS server, most often): not after starting JetStream.
	if port > 0 {
		if err := probeListen(cfg.Listen); err != nil {
			return nil, err
		}
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	storeDir := filepath.Join(cfg.DataDir, "jetstream")
	jsKey, err := embeddedSecret(c, "jetstream.key", dirHoldsData(storeDir), log)
	if err != nil {
		return nil, err
	}
	debug := level == "debug"
	opts := &server.Options{
		ServerName:      "piighost-embedded",
		Host:            host,
		Port:            port,
		DontListen:      true, // the port opens in listen, once the worker is ready
		JetStream:       true,
		StoreDir:        storeDir,
		JetStreamKey:    jsKey,
		JetStreamCipher: server.AES,
		NoSigs:          true,
		MaxPayload:      8 << 20,
		Debug:           debug,
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("embedded nats-server: %w", err)
	}
	e := &embedded{srv: s, log: newServerLog(log), addr: cfg.Listen}
	s.SetLoggerV2(e.log, debug, false, false)
	started := make(chan struct{})
	go func() { s.Start(); close(started) }()
	if err := e.waitStarted(ctx, started, log); err != nil {
		s.Shutdown()
		s.WaitForShutdown()
		return nil, err
	}
	return e, nil
}

// waitStarted waits for Start to return (JetStream recovered), saying now
// and then that it still waits, and reports the server's own reason when
// it failed.
func (e *embedded) waitStarted(ctx context.Context, started <-chan struct{}, log *slog.Logger) error {
	begin := time.Now()
	tick := time.NewTicker(10 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-started:
			if msg := e.log.fatalError(); msg != "" {
				return fmt.Errorf("embedded nats-server: %s", msg)
			}
			if !e.srv.JetStreamEnabled() {
				return errors.New("embedded nats-server: JetStream did not start (run with -log-level debug to see the server's log)")
			}
			return nil
		case <-tick.C:
			log.Info("embedded NATS server still starting (JetStream recovers its store)", "elapsed", time.Since(begin).Round(time.Second).String())
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// listen opens the client port. It reports the server's own reason when
// the port cannot be listened on.
func (e *embedded) listen() error {
	clr := make(chan struct{})
	e.srv.AcceptLoop(clr) // returns once listening, or on failure
	<-clr
	if e.srv.Addr() == nil {
		if msg := e.log.fatalError(); msg != "" {
			return listenError(e.addr, errors.New(msg))
		}
		return listenError(e.addr, errors.New("the server did not listen"))
	}
	return nil
}

// URL is the client URL of the server, with the port it listens on. A
// server that listens on every interface (0.0.0.0, in a container) is
// reached on this machine at 127.0.0.1.
func (e *embedded) URL() string {
	u := e.srv.ClientURL()
	host, port, err := net.SplitHostPort(strings.TrimPrefix(u, "nats://"))
	if err != nil {
		return u
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		return "nats://" + net.JoinHostPort("127.0.0.1", port)
	}
	return u
}

func (e *embedded) shutdown() {
	e.srv.Shutdown()
	e.srv.WaitForShutdown()
}

// listenAddress splits the embedded server's address; port 0 asks for a
// free port (nats-server's -1: its 0 means 4222).
func listenAddress(addr string) (string, int, error) {
	port, err := config.ListenPort(addr)
	if err != nil {
		return "", 0, configErr("nats.listen %q: %v", addr, err)
	}
	host, _, _ := net.SplitHostPort(addr)
	if port == 0 {
		port = server.RANDOM_PORT
	}
	return host, port, nil
}

// probeListen tells whether addr can be listened on now.
func probeListen(addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return listenError(addr, err)
	}
	return l.Close()
}

// ErrAddressInUse is wrapped by the error of a start whose embedded
// server's port is taken.
var ErrAddressInUse = errors.New("address already in use")

// listenError explains a port the embedded server cannot listen on, and
// what to do about it.
func listenError(addr string, err error) error {
	if errors.Is(err, syscall.EADDRINUSE) || strings.Contains(err.Error(), "address already in use") {
		return fmt.Errorf("embedded NATS server cannot listen on %s: %w (%v). Another program, often a NATS server, uses the port: "+
			"join that server with -nats-url nats://%s (a worker that joins a server needs keys: see -gen-keys), "+
			"or give the embedded server another port with -listen %s",
			addr, ErrAddressInUse, err, addr, nextPort(addr))
	}
	return fmt.Errorf("embedded NATS server cannot listen on %s: %w", addr, err)
}

// nextPort suggests the port after addr's.
func nextPort(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	n, err2 := strconv.Atoi(port)
	if err != nil || err2 != nil {
		return "127.0.0.1:0"
	}
	return net.JoinHostPort(host, strconv.Itoa(n+1))
}
