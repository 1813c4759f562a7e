package worker

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"syscall"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker/internal/embedded"
	"github.com/piighost/piighost-nats/worker/internal/pipe"
)

// explainNoJetStream adds what to do to a JetStream request that no server
// answered. Either the joined server runs without JetStream (a plain
// nats-server, the most common server a newcomer's NATS_URL points at), or
// the worker's account has none (its limits did not fit the server's
// storage: several tenants' accounts on one server). The start keeps
// retrying (JetStream may be on its way), each attempt saying it.
func (w *Worker) explainNoJetStream(err error) error {
	if w.conn.srv != nil || !errors.Is(err, nats.ErrNoResponders) && !errors.Is(err, jetstream.ErrJetStreamNotEnabled) {
		return err
	}
	nc := w.nc()
	if !nc.IsConnected() {
		return err
	}
	if on, _ := nc.ConnectedServerJetStream(); on {
		if !errors.Is(err, nats.ErrNoResponders) {
			return err
		}
		return fmt.Errorf("%w. The NATS server at %s runs JetStream, but no JetStream answers the worker's account: "+
			"give the account JetStream limits (max_file, max_memory), and make the servers' JetStream storage "+
			"(max_file_store, max_memory_store; by default 75%% of the free disk and of the memory at their start) "+
			"hold the limits of every account on them: an account whose limits do not fit gets no JetStream, "+
			"and the server's log says \"Error configuring jetstream for account\"", err, nc.ConnectedUrlRedacted())
	}
	way := "leave the NATS address empty"
	if w.cfg.Origin("nats.url") == "NATS_URL in the environment" {
		way = "unset NATS_URL (`env -u NATS_URL worker`)"
	}
	return fmt.Errorf("%w. The NATS server at %s, joined because %s says so, runs without JetStream, "+
		"which the thread store and pipeline mode need: restart it with JetStream on (nats-server -js), "+
		"join a server that has it, or %s for a worker with its own embedded server",
		err, nc.ConnectedUrlRedacted(), originOf(w.cfg, "nats.url"), way)
}

// ErrForeignStream is wrapped by the error of a start that found one of
// its pipeline-mode streams configured for another deployment (stamped
// with another prefix, or capturing another prefix's subjects): the worker
// does not take it over (docs/operations.md, "Several teams on one
// cluster").
var ErrForeignStream = pipe.ErrForeignStream

// ErrAddressInUse is wrapped by the error of a start whose embedded
// server's port is taken.
var ErrAddressInUse = errors.New("address already in use")

// explainListen explains an address the embedded server cannot listen
// on, and what to do about it; other errors are returned as they are.
// The port it suggests instead is free now and is not the worker's own
// HTTP port (httpAddr, "" when off).
func explainListen(err error, httpAddr string) error {
	var le *embedded.ListenError
	if !errors.As(err, &le) {
		return err
	}
	addr := le.Addr
	if errors.Is(le.Err, syscall.EADDRINUSE) || strings.Contains(le.Err.Error(), "address already in use") {
		return fmt.Errorf("embedded NATS server cannot listen on %s: %w (%v). Another program, often a NATS server, uses the port: "+
			"join that server with -nats-url nats://%s (a worker that joins a server needs keys: see -gen-keys), "+
			"or give the embedded server another port with -listen %s",
			addr, ErrAddressInUse, le.Err, addr, otherPort(addr, httpAddr, canListen))
	}
	return fmt.Errorf("embedded NATS server cannot listen on %s: %w", addr, le.Err)
}

// otherPort suggests a port for addr's host instead of addr's: the first
// of the next ten that free accepts and that is not avoid's port (the
// worker's own HTTP address), else port 0 (the kernel picks one).
func otherPort(addr, avoid string, free func(addr string) bool) string {
	host, port, err := net.SplitHostPort(addr)
	n, err2 := strconv.Atoi(port)
	if err != nil || err2 != nil {
		return "127.0.0.1:0"
	}
	_, avoidPort, _ := net.SplitHostPort(avoid)
	for p := n + 1; p <= n+10 && p <= 65535; p++ {
		cand := net.JoinHostPort(host, strconv.Itoa(p))
		if strconv.Itoa(p) != avoidPort && free(cand) {
			return cand
		}
	}
	return net.JoinHostPort(host, "0")
}

// canListen reports whether addr can be listened on now.
func canListen(addr string) bool {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return false
	}
	_ = l.Close()
	return true
}

// redactURLs drops the user information of each URL, for logs.
func redactURLs(list string) string {
	var out []string
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if u, err := url.Parse(s); err == nil && u.User != nil {
			u.User = url.User("redacted")
			s = u.String()
		}
		out = append(out, s)
	}
	return strings.Join(out, ",")
}

// originOf names where a setting came from: a flag, the environment, a file
// and line, or "the configuration" when a program set it.
func originOf(cfg *config.Config, key string) string {
	if o := cfg.Origin(key); o != "" {
		return o
	}
	return "the configuration"
}

// AuthOptions returns the nats.go options a worker connects with for the
// credentials and TLS files n names, for other clients of the same
// servers (the gateway) to connect as the worker does.
func AuthOptions(n config.NATS) ([]nats.Option, error) { return embedded.AuthOptions(n) }
