package natstest

import (
	"fmt"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// StartTimeout bounds how long a server may take to accept clients. It is
// generous on purpose: a server that is slow on a loaded machine is not a
// failure of the test, one that never starts is.
const StartTimeout = 2 * time.Minute

// Run starts a JetStream server on 127.0.0.1 and a port the kernel picks,
// storing under a temporary directory unless opts says otherwise, and
// stops it when the test ends. Fields left zero in opts get those
// defaults; opts may be nil.
func Run(t testing.TB, opts *server.Options) *server.Server {
	t.Helper()
	return run(t, opts, true)
}

// RunWithoutJetStream starts a server as `nats-server` runs without -js:
// core NATS only, on 127.0.0.1 and a port the kernel picks.
func RunWithoutJetStream(t testing.TB) *server.Server {
	t.Helper()
	return run(t, nil, false)
}

func run(t testing.TB, opts *server.Options, js bool) *server.Server {
	t.Helper()
	if opts == nil {
		opts = &server.Options{}
	}
	o := *opts
	if o.Host == "" {
		o.Host = "127.0.0.1"
	}
	if o.Port == 0 {
		o.Port = server.RANDOM_PORT
	}
	o.JetStream, o.NoSigs = js, true
	if !o.Debug && !o.Trace {
		o.NoLog = true
	}
	if o.StoreDir == "" && js {
		o.StoreDir = t.TempDir()
	}
	s, err := start(&o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { Stop(s) })
	return s
}

// Stop shuts a server down and waits until it has.
func Stop(s *server.Server) {
	s.Shutdown()
	s.WaitForShutdown()
}

// start runs a server and waits until it accepts clients (and routes),
// or reports why it cannot.
func start(opts *server.Options) (*server.Server, error) {
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, err
	}
	fatal := &fatalCatcher{ch: make(chan string, 1)}
	s.SetLogger(fatal, false, false)
	go s.Start()
	deadline := time.Now().Add(StartTimeout)
	for !s.ReadyForConnections(50 * time.Millisecond) {
		select {
		case msg := <-fatal.ch:
			Stop(s)
			return nil, fmt.Errorf("nats-server %s: %s", opts.ServerName, msg)
		default:
		}
		if time.Now().After(deadline) {
			Stop(s)
			return nil, fmt.Errorf("nats-server %s not ready after %v", opts.ServerName, StartTimeout)
		}
	}
	return s, nil
}

// fatalCatcher keeps a server quiet and hands its first fatal error (a
// port it cannot listen on) to start.
type fatalCatcher struct{ ch chan string }

func (f *fatalCatcher) Noticef(string, ...any) {}
func (f *fatalCatcher) Warnf(string, ...any)   {}
func (f *fatalCatcher) Errorf(string, ...any)  {}
func (f *fatalCatcher) Debugf(string, ...any)  {}
func (f *fatalCatcher) Tracef(string, ...any)  {}
func (f *fatalCatcher) Fatalf(format string, v ...any) {
	select {
	case f.ch <- fmt.Sprintf(format, v...):
	default:
	}
}
