package worker

import "github.com/prometheus/client_golang/prometheus"

// limiter bounds the service-mode requests handled at once. A request
// past the bound waits for a slot in the subscription that delivered it,
// so NATS holds the following ones (its pending limits apply) rather than
// the worker starting more work than it was given room for.
type limiter struct {
	slots  chan struct{}
	active prometheus.Gauge
	queued prometheus.Counter
}

func newLimiter(n int, m *metrics) *limiter {
	return &limiter{slots: make(chan struct{}, n), active: m.serviceActive, queued: m.serviceQueued}
}

// acquire takes a slot, waiting for one when all are taken.
func (l *limiter) acquire() {
	select {
	case l.slots <- struct{}{}:
	default:
		l.queued.Inc()
		l.slots <- struct{}{}
	}
	l.active.Inc()
}

// release gives a slot back.
func (l *limiter) release() {
	l.active.Dec()
	<-l.slots
}
