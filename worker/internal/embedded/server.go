// Package embedded runs the worker's own nats-server and opens the
// worker's connections: in process to that server, over TCP to its port,
// or to the servers the configuration names.
//
// The server starts without its client port: the worker connects in
// process, opens its store, registers its endpoints and consumers, and
// only then opens the port (Listen), so no client ever connects before
// the worker can answer it, and a request never meets "no responders"
// for want of a ready worker.
package embedded

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
)

// Config is what an embedded server needs.
type Config struct {
	// Listen is the client address (host:port; port 0 picks a free one).
	Listen string
	// DataDir holds the server's JetStream store, under StoreDir.
	DataDir string
	// JetStreamKey encrypts the store at rest (hex).
	JetStreamKey string
	// Debug takes the server's notices and debug lines into the log.
	Debug bool
}

// StoreDir is where a server of cfg keeps its JetStream store.
func (cfg Config) StoreDir() string { return filepath.Join(cfg.DataDir, "jetstream") }

// Server is the worker's own nats-server.
type Server struct {
	srv  *server.Server
	log  *serverLog
	addr string // host:port asked for
}

// ListenError is an address the server cannot listen on, with the
// system's reason.
type ListenError struct {
	Addr string
	Err  error
}

// Error says the address and the reason.
func (e *ListenError) Error() string { return "listen on " + e.Addr + ": " + e.Err.Error() }

// Unwrap returns the system's reason.
func (e *ListenError) Unwrap() error { return e.Err }

// Start checks that the client address can be listened on, then runs a
// nats-server with JetStream in this process, storing under the data
// directory, encrypted with cfg's key (AES), so pipeline-mode streams
// never hold clear text on disk either. It waits for the server as long
// as it takes (a large store takes a while to recover) and until ctx
// ends; the server's log, in log, shows its progress.
func Start(ctx context.Context, cfg Config, log *slog.Logger) (*Server, error) {
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
	opts := &server.Options{
		ServerName:      "piighost-embedded",
		Host:            host,
		Port:            port,
		DontListen:      true, // the port opens in Listen, once the worker is ready
		JetStream:       true,
		StoreDir:        cfg.StoreDir(),
		JetStreamKey:    cfg.JetStreamKey,
		JetStreamCipher: server.AES,
		NoSigs:          true,
		MaxPayload:      8 << 20,
		Debug:           cfg.Debug,
		// No subject cache: the thread store's subjects are new at
		// nearly every write, and each thread's wildcard watch
		// subscription would sweep the cache (docs/kvstore.md,
		// "Watching only the threads in use").
		NoSublistCache: true,
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("embedded nats-server: %w", err)
	}
	e := &Server{srv: s, log: newServerLog(log), addr: cfg.Listen}
	s.SetLoggerV2(e.log, cfg.Debug, false, false)
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
func (e *Server) waitStarted(ctx context.Context, started <-chan struct{}, log *slog.Logger) error {
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

// Listen opens the client port. It reports the server's own reason when
// the port cannot be listened on.
func (e *Server) Listen() error {
	clr := make(chan struct{})
	e.srv.AcceptLoop(clr) // returns once listening, or on failure
	<-clr
	if e.srv.Addr() == nil {
		if msg := e.log.fatalError(); msg != "" {
			return &ListenError{Addr: e.addr, Err: errors.New(msg)}
		}
		return &ListenError{Addr: e.addr, Err: errors.New("the server did not listen")}
	}
	return nil
}

// URL is the client URL of the server, with the port it listens on. A
// server that listens on every interface (0.0.0.0, in a container) is
// reached on this machine at 127.0.0.1.
func (e *Server) URL() string {
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

// Shutdown stops the server and waits until it has.
func (e *Server) Shutdown() {
	e.srv.Shutdown()
	e.srv.WaitForShutdown()
}

// Kill stops the server without waiting, as a crash would.
func (e *Server) Kill() { e.srv.Shutdown() }

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
		return &ListenError{Addr: addr, Err: err}
	}
	return l.Close()
}

// configErr is a configuration error found while starting.
func configErr(format string, args ...any) error {
	return &pii.Error{Code: pii.CodeConfig, Message: fmt.Sprintf(format, args...)}
}
