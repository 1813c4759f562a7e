package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/wire"
)

// Env is what workloads share: the NATS server, the client connections,
// the subjects of both sides, and a run id that keeps names unique when
// several runs use one server.
type Env struct {
	// URL is the NATS server every side uses.
	URL string
	// Prefix is the worker's subject prefix; EchoPrefix the echo
	// responder's, which answers on the same channel names below it.
	Prefix     string
	EchoPrefix string
	// Conns are the client connections; workloads spread their clients
	// over them.
	Conns []*nats.Conn
	// JS is JetStream on the first connection.
	JS jetstream.JetStream
	// RelayOut is the subject the relay's outputs arrive below.
	RelayOut string
	// RunID starts thread and stream ids.
	RunID string
	// Timeout bounds one operation.
	Timeout time.Duration

	seq atomic.Int64
}

func newEnv(url, prefix string, conns int, timeout time.Duration) (*Env, error) {
	e := &Env{URL: url, Prefix: prefix, EchoPrefix: "piighostbench.echo", Timeout: timeout}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	e.RunID = "b" + hex.EncodeToString(b)
	for i := 0; i < conns; i++ {
		nc, err := nats.Connect(url, nats.Name(fmt.Sprintf("piighost-bench-%d", i)), nats.MaxReconnects(-1))
		if err != nil {
			e.Close()
			return nil, err
		}
		e.Conns = append(e.Conns, nc)
	}
	js, err := jetstream.New(e.Conns[0])
	if err != nil {
		e.Close()
		return nil, err
	}
	e.JS = js
	return e, nil
}

// Close closes the client connections.
func (e *Env) Close() {
	for _, nc := range e.Conns {
		nc.Close()
	}
}

// Conn returns the connection client i uses.
func (e *Env) Conn(i int) *nats.Conn { return e.Conns[i%len(e.Conns)] }

// Unique returns a new id starting with the run id and kind; it is a
// valid subject token.
func (e *Env) Unique(kind string) string {
	return fmt.Sprintf("%s-%s-%d", e.RunID, kind, e.seq.Add(1))
}

// Subject is a channel's service subject on one side.
func (e *Env) Subject(side Side, ch wire.Channel) string {
	if side == Baseline {
		return wire.ServiceSubject(e.EchoPrefix, ch)
	}
	return wire.ServiceSubject(e.Prefix, ch)
}

// Request sends a msgpack request and decodes the msgpack reply; a reply
// carrying an error is an error.
func (e *Env) Request(ctx context.Context, nc *nats.Conn, subject string, req any) (map[string]any, error) {
	data, err := msgpack.Marshal(req)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, e.Timeout)
	defer cancel()
	msg, err := nc.RequestWithContext(ctx, subject, data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", subject, err)
	}
	var rep map[string]any
	if err := msgpack.Unmarshal(msg.Data, &rep); err != nil {
		return nil, fmt.Errorf("%s: reply is not msgpack: %w", subject, err)
	}
	if e, ok := rep[wire.FieldError].(map[string]any); ok {
		return rep, fmt.Errorf("%s: %v: %v", subject, e[wire.FieldErrorCode], e[wire.FieldErrorMessage])
	}
	return rep, nil
}
