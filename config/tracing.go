package config

import (
	"errors"
	"math"
	"net/url"
	"time"
)

// Tracing is the [tracing] table: OpenTelemetry spans per request and per
// pipeline message, exported over OTLP/HTTP. Off by default; spans carry
// channels, outcomes, error codes and sizes, never content.
type Tracing struct {
	// Enabled turns tracing on.
	Enabled bool `toml:"enabled"`
	// Endpoint is the OTLP/HTTP traces URL, such as
	// "http://127.0.0.1:4318/v1/traces" (a collector or a tracing
	// backend); http:// sends in clear, https:// over TLS. Required when
	// enabled.
	Endpoint string `toml:"endpoint"`
	// Headers are sent with every export (an API key, for instance).
	Headers map[string]string `toml:"headers"`
	// SampleRatio is the share of new traces recorded, 0 to 1 (default 1);
	// a request that arrives with a sampled trace context follows its
	// parent's decision.
	SampleRatio *float64 `toml:"sample_ratio"`
	// ServiceName names the worker in traces (default "piighost-worker").
	ServiceName string `toml:"service_name"`
	// Timeout bounds one export (default 10 s).
	Timeout Duration `toml:"timeout"`
}

// Ratio returns the effective sample ratio.
func (t Tracing) Ratio() float64 {
	if t.SampleRatio == nil {
		return 1
	}
	return *t.SampleRatio
}

func (c *Config) applyTracingDefaults() {
	t := &c.Tracing
	if t.ServiceName == "" {
		t.ServiceName = "piighost-worker"
	}
	if !t.Timeout.IsSet() {
		t.Timeout = DurationOf(10 * time.Second)
	}
}

func (c *Config) validateTracing() error {
	t := c.Tracing
	if err := c.checkDuration(t.Timeout, "tracing.timeout"); err != nil {
		return err
	}
	if r := t.Ratio(); math.IsNaN(r) || r < 0 || r > 1 {
		return c.errorf("tracing.sample_ratio", "must be within 0 and 1")
	}
	if !t.Enabled {
		return nil
	}
	if err := checkOTLPEndpoint(t.Endpoint); err != nil {
		return c.errorf("tracing.endpoint", "%q: %v (write the OTLP/HTTP traces URL, such as http://127.0.0.1:4318/v1/traces)", t.Endpoint, err)
	}
	return nil
}

func checkOTLPEndpoint(s string) error {
	if s == "" {
		return errors.New("required when tracing is enabled")
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return errors.New("not an http:// or https:// URL")
	}
	return checkHostPort(u.Host)
}
