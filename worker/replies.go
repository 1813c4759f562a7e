package worker

import (
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/config"
)

// On a worker with an embedded server, the service endpoints' replies may
// leave on a TCP connection of their own to the server's port instead of
// the in-process pipe ([nats] embedded_replies). Measured
// (docs/performance.md, "Eleventh session"): with one caller at a time the
// pipe is the shorter path (a write to it wakes the server's reader at
// once, where a socket waits for the network poller); when requests queue
// behind a handler that detects in a kilobyte of new text (13 µs on the
// benchmark's message), replies over TCP cost the whole process less CPU
// a request, the handler itself some 3 µs less. Our reading, not proven:
// a write to the pipe is a rendezvous that runs the server's reader next
// on the writer's processor, between two of the handler's requests,
// whose caches it takes. A light handler (a restore, a history already
// seen: 3–5 µs) gains nothing there and pays the socket's system calls.
// So "adaptive", the default, takes the socket for a request of a channel
// that detects (model.in, tool.result) that waited behind its endpoint's
// previous reply and took at least heavyReply to answer, and the pipe
// otherwise. The channel is part of the test because the time is wall
// time: under load a restore descheduled midway takes longer than
// heavyReply without having been heavy.

// backlogGap is how soon after its endpoint's previous reply a request
// must have begun to count as having waited for it. A request that waited
// in the subscription begins within a microsecond or two of the reply
// before it; with one caller at a time the next request begins a whole
// round trip later, tens of microseconds.
const backlogGap = 10 * time.Microsecond

// heavyReply is how long a request must have taken, from its start to its
// reply, for that reply to leave on the socket under a backlog: between
// the benchmark's restores (3–5 µs) and its model.in (13 µs).
const heavyReply = 8 * time.Microsecond

// replyRoutes chooses, reply by reply, the connection a service reply
// leaves on.
type replyRoutes struct {
	// conn is the loopback connection, nil when there is none (no
	// embedded server, in_process, not opened, or closed for good).
	conn atomic.Pointer[nats.Conn]
	// always sends every reply on conn (embedded_replies = "loopback").
	always bool
	// gap and heavy are backlogGap and heavyReply, in nanoseconds; tests
	// set them, while requests are served, to take the wall clock out.
	gap, heavy atomic.Int64
	// epoch is what the endpoints' reply times count from: durations
	// since it read the monotonic clock.
	epoch time.Time

	loopback, inProcess prometheus.Counter
}

// newReplyRoutes returns the routes of setting, counting replies in m;
// conn is set once the loopback connection is open.
func newReplyRoutes(setting string, m *metrics) *replyRoutes {
	rr := &replyRoutes{
		always:    setting == config.RepliesLoopback,
		epoch:     time.Now(),
		loopback:  m.replies.WithLabelValues("loopback"),
		inProcess: m.replies.WithLabelValues("in_process"),
	}
	rr.setBounds(backlogGap, heavyReply)
	return rr
}

// setBounds sets the gap and the weight that pick uses.
func (rr *replyRoutes) setBounds(gap, heavy time.Duration) {
	rr.gap.Store(int64(gap))
	rr.heavy.Store(int64(heavy))
}

// waited reports whether a request that began at began had waited behind
// its endpoint's reply sent at last, that is began within gap of it (both
// since the epoch; last zero: no reply yet). A reply sent after began, by
// a request running beside it, counts too: the endpoint is busy either
// way.
func waited(began, last, gap time.Duration) bool {
	return last > 0 && began-last < gap
}

// overTCP reports whether the reply of a request that began at began and
// is answered at now leaves on the loopback connection, its endpoint's
// previous reply sent at last: it waited for that reply and took at least
// heavy.
func overTCP(began, now, last, gap, heavy time.Duration) bool {
	return waited(began, last, gap) && now-began >= heavy
}

// pick returns the loopback connection when r's reply is to leave on it,
// nil for the in-process one, and notes the reply's time on r's endpoint.
func (rr *replyRoutes) pick(r *serviceRequest) *nats.Conn {
	rc := rr.conn.Load()
	if rc == nil {
		return nil
	}
	if rr.always {
		return rc
	}
	if !r.ep.detects {
		return nil
	}
	now := time.Since(rr.epoch)
	last := time.Duration(r.ep.lastReply.Swap(int64(now)))
	if overTCP(r.start.Sub(rr.epoch), now, last, time.Duration(rr.gap.Load()), time.Duration(rr.heavy.Load())) {
		return rc
	}
	return nil
}

// publishReply publishes msg, r's reply, on the connection replyRoutes
// picks, and on the in-process connection when the loopback one refuses
// it (closed, or reconnecting: it buffers nothing meanwhile).
func (w *Worker) publishReply(r *serviceRequest, msg *nats.Msg) error {
	if w.state.Load() != stateDraining {
		if rc := w.replyRoute.pick(r); rc != nil && rc.PublishMsg(msg) == nil {
			w.replyRoute.loopback.Inc()
			return nil
		}
	}
	w.replyRoute.inProcess.Inc()
	return w.nc.PublishMsg(msg)
}

// openReplyConn opens the loopback connection the replies may leave on,
// once the embedded server's port is open. A connection that cannot be
// opened leaves every reply in process: it is logged, not fatal.
func (w *Worker) openReplyConn() {
	opts := append(connOptions(w.cfg.NATS.Name+"-replies", w.cfg, w.log),
		nats.ClosedHandler(w.replyConnClosed),
		// While it reconnects, a publish fails at once and the reply
		// leaves in process, rather than waiting in a buffer.
		nats.ReconnectBufSize(-1))
	nc, err := nats.Connect(w.emb.URL(), opts...)
	if err != nil {
		w.log.Warn("replies' loopback connection not opened; every reply leaves on the in-process connection", "err", err)
		return
	}
	w.replyRoute.conn.Store(nc)
}

// replyConnClosed is the loopback connection's closed handler: it closes
// only when the worker stops, or on an error nats.go gives up on; then
// replies leave in process.
func (w *Worker) replyConnClosed(nc *nats.Conn) {
	if !w.replyRoute.conn.CompareAndSwap(nc, nil) || w.state.Load() == stateDraining {
		return
	}
	w.log.Error("the replies' loopback connection closed; every reply now leaves on the in-process connection", "err", nc.LastError())
}

// closeReplyConn flushes and closes the loopback connection, if any. The
// worker drains first: from then on every reply leaves in process, so
// the flush only sends what was published before.
func (w *Worker) closeReplyConn() {
	rc := w.replyRoute.conn.Swap(nil)
	if rc == nil {
		return
	}
	if err := rc.FlushTimeout(time.Second); err != nil && rc.IsConnected() {
		w.log.Warn("replies' loopback connection not flushed before closing", "err", err)
	}
	rc.Close()
}
