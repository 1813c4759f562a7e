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
	opts := append(connOptions(w.cfg.NATS.Name+"-endpoints", w.cfg, w.log),
		nats.ClosedHandler(w.endpointsConnClosed))
	nc, err := nats.Connect(w.emb.URL(), opts...)
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
	w.svcMu.Lock()
	inProcess := w.services
	w.services = svcs
	w.endpointConn.Store(nc)
	w.svcMu.Unlock()
	stopServices(inProcess)
	// The in-process services' unsubscriptions reach the server before
	// Start returns: from then on only the loopback connection is
	// subscribed.
	return w.nc.FlushTimeout(10 * time.Second)
}

// endpointsConnClosed is the loopback connection's closed handler. It
// reconnects endlessly, so it closes only when the worker stops or on an
// error nats.go gives up on; then, unless the worker stops, the services
// are added again on the in-process connection, so that requests do not
// find "no responders" until a restart.
func (w *Worker) endpointsConnClosed(nc *nats.Conn) {
	w.svcMu.Lock()
	defer w.svcMu.Unlock()
	if w.state.Load() == stateDraining || w.endpointConn.Load() != nc {
		return
	}
	w.log.Error("the endpoints' loopback connection closed; serving them on the in-process connection", "err", nc.LastError())
	svcs, err := w.addServices(w.nc)
	if err == nil {
		err = w.nc.FlushTimeout(10 * time.Second)
	}
	if err != nil {
		w.log.Error("service endpoints not added again on the in-process connection; service requests get no responders until the worker restarts", "err", err)
	}
	stopServices(w.services) // their connection is closed: nothing left to drain
	w.services = svcs
	w.endpointConn.Store(nil)
}

// stopServices stops each service (micro drains its subscriptions).
func stopServices(svcs []micro.Service) {
	for _, s := range svcs {
		_ = s.Stop()
	}
}

// drainConn drains nc, if any, and waits until it is closed or ctx ends.
func (w *Worker) drainConn(ctx context.Context, nc *nats.Conn) {
	if nc == nil {
		return
	}
	if err := nc.Drain(); err != nil {
		// Not drained (e.g. reconnecting): what its subscriptions still
		// buffered is not answered, and is retried by its callers.
		w.log.Warn("connection not drained; closing it", "connection", nc.Opts.Name, "err", err)
		nc.Close()
		return
	}
	for !nc.IsClosed() && ctx.Err() == nil {
		time.Sleep(10 * time.Millisecond)
	}
}
