package handle

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/pii"
)

// Metrics are the series of every message, whatever its transport: by
// channel and mode, never by content or thread.
type Metrics struct {
	messages *prometheus.CounterVec
	errors   *prometheus.CounterVec
	latency  *prometheus.HistogramVec
	inflight prometheus.Gauge
}

// NewMetrics registers the message metrics on reg.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		messages: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_messages_total", Help: "Messages processed, by channel and mode.",
		}, []string{"channel", "mode"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_errors_total", Help: "Messages that failed, by channel, mode and error code.",
		}, []string{"channel", "mode", "code"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "piighost_latency_seconds", Help: "Processing time of a message, by channel and mode.",
			Buckets: []float64{.00005, .0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5},
		}, []string{"channel", "mode"}),
		inflight: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "piighost_inflight", Help: "Messages being processed now.",
		}),
	}
	reg.MustRegister(m.messages, m.errors, m.latency, m.inflight)
	return m
}

// ChannelMetrics are the series of one channel in one mode, looked up
// once: a label lookup hashes its values and takes a lock, on every
// message.
type ChannelMetrics struct {
	messages prometheus.Counter
	latency  prometheus.Observer
	errors   *prometheus.CounterVec // curried with the channel and mode: by code
}

// Channel binds the series of channel in mode.
func (m *Metrics) Channel(channel, mode string) ChannelMetrics {
	return ChannelMetrics{
		messages: m.messages.WithLabelValues(channel, mode),
		latency:  m.latency.WithLabelValues(channel, mode),
		errors:   m.errors.MustCurryWith(prometheus.Labels{"channel": channel, "mode": mode}),
	}
}

// Observe records one processed message, started at start.
func (c ChannelMetrics) Observe(start time.Time, err error) {
	c.messages.Inc()
	c.latency.Observe(time.Since(start).Seconds())
	if err != nil {
		c.errors.WithLabelValues(string(pii.CodeOf(err))).Inc()
	}
}
