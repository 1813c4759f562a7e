package config

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/detector/external"
	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// DetectorBuilder builds the primary detector of a type this package cannot
// build itself: "nats", which needs the worker's connection. The
// configuration wraps it with its budget and failure policy.
type DetectorBuilder func(cfg *Detector) (pii.Detector, error)

// BuildOptions supply what a configuration file cannot.
type BuildOptions struct {
	// Store keeps the threads. Without it, Build makes an in-process store
	// for [memory] type = "in_memory" and refuses nats_kv (the default),
	// which the worker opens on its NATS connection.
	Store pipeline.Store
	// Detectors builds detector types that need the caller's resources,
	// by type name ("nats").
	Detectors map[string]DetectorBuilder
	// OnFallback is called when an external detector fails and the
	// fallback runs (reason: "timeout", "error", ...), for logs and
	// metrics; OnFailClosed when it fails closed.
	OnFallback   func(detectorType, reason string)
	OnFailClosed func(detectorType, reason string)
	// OnGuardFlag is called with the labels each time the guard rail
	// ([guard]) fails a message.
	OnGuardFlag func(labels []string)
	// OnNewValuesRefused is called each time a request is refused for
	// adding more than [memory] max_new_values values to its thread.
	OnNewValuesRefused func()
}

// Build assembles the pipeline the configuration describes.
func (c *Config) Build(opts BuildOptions) (*pipeline.Pipeline, error) {
	det, err := c.buildDetector(c.Detector, "detector", opts)
	if err != nil {
		return nil, err
	}
	f, err := c.factory()
	if err != nil {
		return nil, err
	}
	override, err := c.buildOverride(opts)
	if err != nil {
		return nil, err
	}
	guard, err := c.buildGuard(opts)
	if err != nil {
		return nil, err
	}
	cfg := pipeline.Config{Detector: det, Factory: f, Store: opts.Store, Override: override, Guard: guard, ViewTTL: c.TokenMemoTTL.D(), OnNewValuesRefused: opts.OnNewValuesRefused}
	if c.OverlapResolver != nil && c.OverlapResolver.Type == "merge" {
		cfg.Resolver = pipeline.MergeResolver{}
	}
	cfg.CacheBytes = c.CacheBytes()
	if m := c.Memory; m != nil {
		cfg.MaxCachedThreads = m.CacheThreads // deprecated: a bound on the count too
		cfg.MaxNewValues = m.MaxNewValues
	}
	if cfg.Store == nil {
		if c.MemoryType() != MemoryInMemory {
			return nil, c.errorf("memory.type", "threads live in JetStream KV (nats_kv, the default), which the worker opens: set type = \"in_memory\" to keep them in this process, or pass BuildOptions.Store")
		}
		cfg.Store = pipeline.NewMemStore(c.MemStoreConfig())
	}
	return pipeline.New(cfg)
}

// BuildDetector builds the detector of the [detector] table alone, as
// Build does for its pipeline: for tools that run detection without
// threads (cmd/pii-eval measures the default configuration with it).
func (c *Config) BuildDetector(opts BuildOptions) (pii.Detector, error) {
	return c.buildDetector(c.Detector, "detector", opts)
}

// MemStoreConfig returns the bounds of an in_memory thread store.
func (c *Config) MemStoreConfig() pipeline.MemStoreConfig {
	if c.Memory == nil {
		return pipeline.MemStoreConfig{}
	}
	return pipeline.MemStoreConfig{MaxThreads: c.Memory.MaxThreads, IdleTTL: c.Memory.TTL.D()}
}

// buildDetector builds a detector table with its registry entry, giving a
// constructor's configuration error the key and line it is about.
func (c *Config) buildDetector(d *Detector, path string, opts BuildOptions) (pii.Detector, error) {
	t, ok := detectorTypes()[d.Type]
	if !ok {
		return nil, c.errorf(path+".type", "unknown detector type %q", d.Type)
	}
	det, err := t.build(c, d, path, opts)
	if err != nil {
		var e *pii.Error
		if errors.As(err, &e) && e.Code == pii.CodeConfig && !strings.HasPrefix(e.Message, c.source) {
			return nil, c.errorf(path+"."+blameKey(d, e.Message), "%s", e.Error())
		}
		return nil, err
	}
	return det, nil
}

// blameKey guesses which key of a detector table a constructor's error is
// about, so the error can give that key's line.
func blameKey(d *Detector, msg string) string {
	switch d.Type {
	case "regex":
		switch {
		case strings.Contains(msg, "group"):
			return "groups"
		case strings.Contains(msg, "validator"):
			return "validators"
		case strings.Contains(msg, "threshold"):
			return "thresholds"
		}
		return "patterns"
	case "exact":
		return "values"
	case "presidio_http":
		return "url"
	case "nats":
		return "subject"
	}
	return "type"
}

func buildRegex(_ *Config, d *Detector, _ string, _ BuildOptions) (pii.Detector, error) {
	return regex.New(regex.Config{Groups: d.Groups, Patterns: d.Patterns, Validators: d.Validators, Thresholds: d.Thresholds})
}

func buildExact(_ *Config, d *Detector, _ string, _ BuildOptions) (pii.Detector, error) {
	labels := slices.Sorted(func(yield func(string) bool) {
		for k := range d.Values {
			if !yield(k) {
				return
			}
		}
	})
	values := make([]exact.Value, 0, len(labels))
	for _, v := range labels {
		values = append(values, exact.Value{Value: v, Label: d.Values[v]})
	}
	return exact.New(exact.Config{Values: values, CaseSensitive: d.CaseSensitive})
}

func buildComposite(c *Config, d *Detector, path string, opts BuildOptions) (pii.Detector, error) {
	children := make([]pii.Detector, len(d.Detectors))
	for i := range d.Detectors {
		det, err := c.buildDetector(&d.Detectors[i], fmt.Sprintf("%s.detectors[%d]", path, i), opts)
		if err != nil {
			return nil, err
		}
		children[i] = det
	}
	return pii.NewComposite(children...), nil
}

func buildGazetteer(_ *Config, d *Detector, _ string, _ BuildOptions) (pii.Detector, error) {
	return gazetteer.New(gazetteer.Config{Labels: d.Labels, ExtraNames: d.ExtraNames, ExtraPlaces: d.ExtraPlaces,
		ExtraOrgs: d.ExtraOrgs, Allow: d.Allow, Aggressive: d.Aggressive, Confidence: d.Confidence})
}

func buildPresidioHTTP(c *Config, d *Detector, path string, opts BuildOptions) (pii.Detector, error) {
	primary, err := external.NewPresidioHTTPDetector(external.PresidioHTTPConfig{URL: d.URL, Language: d.Language, Entities: d.Entities,
		ScoreThreshold: d.ScoreThreshold, Timeout: d.Timeout.D(), LabelMap: d.LabelMap})
	if err != nil {
		return nil, err
	}
	return c.guard(primary, d, path, opts)
}

func buildNATS(c *Config, d *Detector, path string, opts BuildOptions) (pii.Detector, error) {
	build, ok := opts.Detectors[d.Type]
	if !ok {
		return nil, c.errorf(path+".type", "detector type %q is not available here (a worker provides it)", d.Type)
	}
	primary, err := build(d)
	if err != nil {
		return nil, err
	}
	return c.guard(primary, d, path, opts)
}

// guard wraps an external detector with its budget and failure policy.
func (c *Config) guard(primary pii.Detector, d *Detector, path string, opts BuildOptions) (pii.Detector, error) {
	cfg := external.GuardConfig{Budget: d.Budget.D(), Mode: external.FallbackMode(d.OnError)}
	if cfg.Mode == external.FallbackToEmbedded {
		fb := d.Fallback
		if fb == nil {
			fb = &Detector{Type: "gazetteer"}
		}
		det, err := c.buildDetector(fb, path+".fallback", opts)
		if err != nil {
			return nil, err
		}
		cfg.Fallback = det
	}
	kind := d.Type
	if opts.OnFallback != nil {
		cfg.OnFallback = func(reason string) { opts.OnFallback(kind, reason) }
	}
	if opts.OnFailClosed != nil {
		cfg.OnFailClosed = func(reason string) { opts.OnFailClosed(kind, reason) }
	}
	return external.NewGuarded(primary, cfg), nil
}
