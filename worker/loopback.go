package worker

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/micro"
)

// moveEndpointsToLoopback moves the service endpoints of a worker with an
// embedded server onto a TCP connection of their own to the server's port
// ([nats] embedded_endpoints = "loopback"; not the default): the services are added again
// there and flushed, and only then are the in-process ones stopped, so
// the endpoints are never missing and the port never opens without them.
// A request the in-process services still hold is answered as they drain.
// Replies keep leaving on the in-process connection (answer publishes on
// nc): the loopback connection only brings requests in.
//
// Why: the server writes a client's pending messages one buffer at a
// time, and on the in-process pipe each write waits for the reader to
// take it; over TCP the same flush is one system call. Under many
// concurrent callers that is less CPU per request; with one caller at a
// time, the request's extra trip through the network poller is more
// latency (docs/performance.md, "Ninth session").
func (w *Worker) moveEndpointsToLoopback() error {
	nc, err := nats.Connect(w.emb.URL(), connOptions(w.cfg.NATS.Name+"-endpoints", w.cfg, w.log)...)
	if err != nil {
		return fmt.Errorf("connect the endpoints over loopback: %w", err)
	}
	svcs, err := w.addServices(nc)
	if err == nil {
		err = nc.FlushTimeout(10 * time.Second)
	}
	if err != nil {
		stopServices(svcs)
		nc.Close()
		return fmt.Errorf("endpoints over loopback: %w", err)
	}
	inProcess := w.services
	w.services = svcs
	w.endpointConn.Store(nc)
	stopServices(inProcess)
	return nil
}

// stopServices stops each service (micro drains its subscriptions).
func stopServices(svcs []micro.Service) {
	for _, s := range svcs {
		_ = s.Stop()
	}
}

// drainConn drains nc, if any, and waits until it is closed or ctx ends.
func drainConn(ctx context.Context, nc *nats.Conn) {
	if nc == nil {
		return
	}
	if err := nc.Drain(); err != nil {
		nc.Close()
		return
	}
	for !nc.IsClosed() && ctx.Err() == nil {
		time.Sleep(10 * time.Millisecond)
	}
}
