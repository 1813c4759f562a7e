package gateway

import (
	"github.com/prometheus/client_golang/prometheus"
)

// metrics are the gateway's Prometheus metrics. Labels carry routes,
// statuses, codes and phases, never content, keys or thread names.
type metrics struct {
	requests *prometheus.CounterVec
	errors   *prometheus.CounterVec
	upstream *prometheus.HistogramVec
	added    *prometheus.HistogramVec
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	buckets := []float64{.0001, .00025, .0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120}
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_gateway_requests_total", Help: "Requests answered, by route and HTTP status.",
		}, []string{"route", "status"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "piighost_gateway_errors_total", Help: "Requests the gateway refused or failed itself, by route and error code (an upstream's errors are counted in requests only).",
		}, []string{"route", "code"}),
		upstream: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "piighost_gateway_upstream_seconds", Help: "Time from sending a request upstream to its response headers, by route.", Buckets: buckets,
		}, []string{"route"}),
		added: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "piighost_gateway_added_seconds", Help: "Time the gateway added, by route and phase: deidentify (the request, before it goes upstream), restore (a whole response), event (one streamed event).", Buckets: buckets,
		}, []string{"route", "phase"}),
	}
	for _, c := range []prometheus.Collector{m.requests, m.errors, m.upstream, m.added} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	return m, nil
}
