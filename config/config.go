package config

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pelletier/go-toml/v2"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/detector/external"
	"github.com/piighost/piighost-nats/detector/gazetteer"
	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// FileConfig is the pipeline section of a TOML configuration file
// (pipeline.toml), with upstream piighost's section names where they apply.
// Unknown keys are rejected, and every error names the key and its line.
// See pipeline.example.toml at the repository root.
type FileConfig struct {
	// Name labels the configuration in logs.
	Name            string          `toml:"name"`
	Detector        *DetectorConfig `toml:"detector"`
	OverlapResolver *ResolverConfig `toml:"overlap_resolver"`
	Anonymizer      AnonymizerCfg   `toml:"anonymizer"`
	Memory          *MemoryConfig   `toml:"memory"`

	source string
	lines  keyLines
}

// DetectorConfig is a [detector] table, or one [[detector.detectors]] entry
// of a composite. Type selects the detector; each type reads only its own
// keys, and a key of another type is an error.
type DetectorConfig struct {
	// Type is "regex", "exact", "composite", "gazetteer", "presidio_http"
	// or "nats".
	Type string `toml:"type"`

	// regex
	Groups     []string          `toml:"groups"`
	Patterns   map[string]string `toml:"patterns"`
	Validators []string          `toml:"validators"`

	// exact
	Values        map[string]string `toml:"values"`
	CaseSensitive bool              `toml:"case_sensitive"`

	// composite
	Detectors []DetectorConfig `toml:"detectors"`

	// gazetteer
	Labels      map[string]string `toml:"labels"`
	ExtraNames  []string          `toml:"extra_names"`
	ExtraPlaces []string          `toml:"extra_places"`
	ExtraOrgs   []string          `toml:"extra_orgs"`
	Allow       []string          `toml:"allow"`
	Aggressive  bool              `toml:"aggressive"`
	Confidence  float64           `toml:"confidence"`

	// presidio_http and nats
	URL            string            `toml:"url"`
	Subject        string            `toml:"subject"`
	Language       string            `toml:"language"`
	Entities       []string          `toml:"entities"`
	ScoreThreshold float64           `toml:"score_threshold"`
	LabelMap       map[string]string `toml:"label_map"`
	Timeout        Duration          `toml:"timeout"`
	// Budget bounds each call; OnError is "fail_closed" (default) or
	// "fallback", which runs Fallback (the gazetteer when absent).
	Budget   Duration        `toml:"budget"`
	OnError  string          `toml:"on_error"`
	Fallback *DetectorConfig `toml:"fallback"`
}

// ResolverConfig is the [overlap_resolver] table.
type ResolverConfig struct {
	// Type is "confidence" (default) or "merge".
	Type string `toml:"type"`
}

// AnonymizerCfg is the [anonymizer] table.
type AnonymizerCfg struct {
	Placeholder PlaceholderConfig `toml:"placeholder"`
}

// PlaceholderConfig is the [anonymizer.placeholder] table.
type PlaceholderConfig struct {
	// Type is "label_counter" (default), "label_hash", "label", "redact" or
	// "mask".
	Type       string `toml:"type"`
	Prefix     string `toml:"prefix"`
	Suffix     string `toml:"suffix"`
	HashLength int    `toml:"hash_length"`
	Visible    *int   `toml:"visible"`
	MaskChar   string `toml:"mask_char"`
}

// MemoryConfig is the [memory] table: where threads live.
type MemoryConfig struct {
	// Type is "in_memory" (default) or "nats_kv" (a worker builds it; see
	// package kvstore).
	Type string `toml:"type"`
	// MaxThreads and TTL bound an in_memory store (10,000 threads; 24 h
	// idle); TTL is also the idle lifetime of a nats_kv thread.
	MaxThreads int      `toml:"max_threads"`
	TTL        Duration `toml:"ttl"`
	// CacheThreads bounds the threads a pipeline caches in front of its
	// store (10,000).
	CacheThreads int `toml:"cache_threads"`
	// nats_kv: the bucket and its settings.
	Bucket   string `toml:"bucket"`
	Replicas int    `toml:"replicas"`
	Storage  string `toml:"storage"`
	History  int    `toml:"history"`
	// StreamTTL bounds abandoned stream.chunk states (nats_kv; 1 h).
	StreamTTL Duration `toml:"stream_ttl"`
	// ShareDetections shares message records between workers through the
	// bucket (nats_kv), so a message one worker detected is not detected
	// again by another: worth a KV read per new message only with a slow
	// detector (an external NER service). Off by default.
	ShareDetections bool `toml:"share_detections"`
}

// Duration is a TOML duration: a string such as "24h" or "300ms", or a
// number of seconds as upstream piighost writes it (86400.0). An invalid
// value is reported by validation, with its key and line.
type Duration struct {
	v       time.Duration
	set     bool
	invalid string
}

// UnmarshalTOML implements go-toml's unstable.Unmarshaler.
func (d *Duration) UnmarshalTOML(raw []byte) error {
	s := strings.TrimSpace(string(raw))
	d.set = true
	if unq, err := strconv.Unquote(s); err == nil {
		v, err := time.ParseDuration(unq)
		if err != nil || v < 0 {
			d.invalid = s
			return nil
		}
		d.v = v
		return nil
	}
	secs, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64)
	if err != nil || secs < 0 {
		d.invalid = s
		return nil
	}
	d.v = time.Duration(secs * float64(time.Second))
	return nil
}

// DurationOf returns a set Duration of d.
func DurationOf(d time.Duration) Duration { return Duration{v: d, set: true} }

// D returns the duration as a time.Duration.
func (d Duration) D() time.Duration { return d.v }

// IsSet reports whether the key was written.
func (d Duration) IsSet() bool { return d.set }

// check reports an invalid duration at path.
func (c *FileConfig) checkDuration(d Duration, path string) error {
	if d.invalid != "" {
		return c.errorf(path, "invalid duration %s: use a number of seconds or a string like \"90s\" or \"24h\"", d.invalid)
	}
	return nil
}

// DefaultRegexGroups are the built-in pattern groups of the default
// configuration: every group.
func DefaultRegexGroups() []string { return regex.Groups() }

// DefaultFileConfig is the configuration used without a file: the regex
// groups and the gazetteer in a composite, label_counter tokens, in-memory
// threads.
func DefaultFileConfig() *FileConfig {
	return &FileConfig{
		Name: "default",
		Detector: &DetectorConfig{Type: "composite", Detectors: []DetectorConfig{
			{Type: "regex", Groups: DefaultRegexGroups()},
			{Type: "gazetteer"},
		}},
		source: "default configuration",
	}
}

// LoadFileConfig reads and validates a TOML file.
func LoadFileConfig(path string) (*FileConfig, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "cannot read configuration " + path, Err: err}
	}
	return ParseFileConfig(b, path)
}

// ParseFileConfig decodes a TOML document strictly (unknown keys are
// errors) and validates it. source names the document in errors.
func ParseFileConfig(data []byte, source string) (*FileConfig, error) {
	var c FileConfig
	if err := DecodeStrict(data, source, &c); err != nil {
		return nil, err
	}
	if c.Detector == nil {
		return nil, pii.NewConfigError(source + ": detector: the [detector] table is required")
	}
	if err := c.Prepare(data, source); err != nil {
		return nil, err
	}
	return &c, nil
}

// Prepare validates a FileConfig decoded (with DecodeStrict) from data as
// part of a larger document, so that its errors name keys and lines.
func (c *FileConfig) Prepare(data []byte, source string) error {
	c.source = source
	c.lines = locateKeys(data)
	if c.Detector == nil {
		return c.errorf("detector", "the [detector] table is required")
	}
	return c.validate()
}

// DecodeStrict decodes a TOML document into v, rejecting unknown keys,
// with errors that name the key and its line. The worker uses it to read
// the same file into a larger struct.
func DecodeStrict(data []byte, source string, v any) error {
	dec := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields().EnableUnmarshalerInterface()
	err := dec.Decode(v)
	if err == nil {
		return nil
	}
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) {
		var msgs []string
		for _, e := range strict.Errors {
			row, _ := e.Position()
			msgs = append(msgs, fmt.Sprintf("%s:%d: unknown key %s", source, row, strings.Join(e.Key(), ".")))
		}
		return pii.NewConfigError(strings.Join(msgs, "; "))
	}
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, _ := de.Position()
		key := strings.Join(de.Key(), ".")
		if key != "" {
			key = " " + key
		}
		return pii.NewConfigError(fmt.Sprintf("%s:%d:%s: %s", source, row, key, firstLine(de.Error())))
	}
	return &pii.Error{Code: pii.CodeConfig, Message: source + ": invalid TOML", Err: err}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// errorf builds a configuration error for the key at path, with its line.
func (c *FileConfig) errorf(path, format string, args ...any) error {
	loc := c.source
	if line := c.lines.lineOf(path); line > 0 {
		loc += ":" + strconv.Itoa(line)
	}
	return pii.NewConfigError(loc + ": " + path + ": " + fmt.Sprintf(format, args...))
}

var detectorKeys = map[string][]string{
	"regex":         {"groups", "patterns", "validators"},
	"exact":         {"values", "case_sensitive"},
	"composite":     {"detectors"},
	"gazetteer":     {"labels", "extra_names", "extra_places", "extra_orgs", "allow", "aggressive", "confidence"},
	"presidio_http": {"url", "language", "entities", "score_threshold", "label_map", "timeout", "budget", "on_error", "fallback"},
	"nats":          {"subject", "language", "entities", "score_threshold", "label_map", "timeout", "budget", "on_error", "fallback"},
}

func (c *FileConfig) validate() error {
	if err := c.validateDetector(c.Detector, "detector"); err != nil {
		return err
	}
	if r := c.OverlapResolver; r != nil && r.Type != "" && r.Type != "confidence" && r.Type != "merge" {
		return c.errorf("overlap_resolver.type", "unknown resolver %q; valid: confidence, merge", r.Type)
	}
	if _, err := c.factory(); err != nil {
		return err
	}
	if m := c.Memory; m != nil {
		switch m.Type {
		case "", "in_memory", "nats_kv":
		default:
			return c.errorf("memory.type", "unknown memory %q; valid: in_memory, nats_kv", m.Type)
		}
		if err := c.checkDuration(m.TTL, "memory.ttl"); err != nil {
			return err
		}
		if err := c.checkDuration(m.StreamTTL, "memory.stream_ttl"); err != nil {
			return err
		}
		if m.MaxThreads < 0 || m.CacheThreads < 0 || m.Replicas < 0 || m.History < 0 || m.History > 64 {
			return c.errorf("memory", "bounds must be positive (history at most 64)")
		}
	}
	return nil
}

// validateDetector checks a detector table's type and that it holds only
// its type's keys.
func (c *FileConfig) validateDetector(d *DetectorConfig, path string) error {
	allowed, ok := detectorKeys[d.Type]
	if !ok {
		valid := slices.Sorted(mapKeys(detectorKeys))
		return c.errorf(path+".type", "unknown detector type %q; valid: %s", d.Type, strings.Join(valid, ", "))
	}
	for _, k := range d.setKeys() {
		if !slices.Contains(allowed, k) {
			return c.errorf(path+"."+k, "key %q does not apply to a %s detector", k, d.Type)
		}
	}
	switch d.Type {
	case "composite":
		if len(d.Detectors) == 0 {
			return c.errorf(path+".detectors", "a composite needs at least one [[%s.detectors]] entry", path)
		}
		for i := range d.Detectors {
			if err := c.validateDetector(&d.Detectors[i], fmt.Sprintf("%s.detectors[%d]", path, i)); err != nil {
				return err
			}
		}
	case "regex", "exact":
		if d.Type == "regex" && len(d.Groups) == 0 && len(d.Patterns) == 0 {
			return c.errorf(path, "a regex detector needs groups or patterns")
		}
		if d.Type == "exact" && len(d.Values) == 0 {
			return c.errorf(path+".values", "an exact detector needs values")
		}
		// Cheap to build: find bad patterns and values at load time.
		if _, err := c.buildDetector(d, path, BuildOptions{}); err != nil {
			return err
		}
	case "presidio_http":
		if d.URL == "" {
			return c.errorf(path+".url", "a presidio_http detector needs a url")
		}
	case "nats":
		if d.Subject == "" {
			return c.errorf(path+".subject", "a nats detector needs a subject")
		}
	}
	for _, dur := range []struct {
		d   Duration
		key string
	}{{d.Timeout, "timeout"}, {d.Budget, "budget"}} {
		if err := c.checkDuration(dur.d, path+"."+dur.key); err != nil {
			return err
		}
	}
	if d.OnError != "" && d.OnError != string(external.FailClosed) && d.OnError != string(external.FallbackToEmbedded) {
		return c.errorf(path+".on_error", "unknown on_error %q; valid: fail_closed, fallback", d.OnError)
	}
	if d.Fallback != nil {
		return c.validateDetector(d.Fallback, path+".fallback")
	}
	return nil
}

// setKeys lists the type-specific keys a detector table sets.
func (d *DetectorConfig) setKeys() []string {
	var keys []string
	add := func(set bool, k string) {
		if set {
			keys = append(keys, k)
		}
	}
	add(d.Groups != nil, "groups")
	add(d.Patterns != nil, "patterns")
	add(d.Validators != nil, "validators")
	add(d.Values != nil, "values")
	add(d.CaseSensitive, "case_sensitive")
	add(d.Detectors != nil, "detectors")
	add(d.Labels != nil, "labels")
	add(d.ExtraNames != nil, "extra_names")
	add(d.ExtraPlaces != nil, "extra_places")
	add(d.ExtraOrgs != nil, "extra_orgs")
	add(d.Allow != nil, "allow")
	add(d.Aggressive, "aggressive")
	add(d.Confidence != 0, "confidence")
	add(d.URL != "", "url")
	add(d.Subject != "", "subject")
	add(d.Language != "", "language")
	add(d.Entities != nil, "entities")
	add(d.ScoreThreshold != 0, "score_threshold")
	add(d.LabelMap != nil, "label_map")
	add(d.Timeout.set, "timeout")
	add(d.Budget.set, "budget")
	add(d.OnError != "", "on_error")
	add(d.Fallback != nil, "fallback")
	return keys
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// DetectorBuilder builds a detector type the pipeline package cannot build
// itself (such as "nats", which needs a connection).
type DetectorBuilder func(cfg *DetectorConfig) (pii.Detector, error)

// BuildOptions supply what a configuration file cannot.
type BuildOptions struct {
	// Store replaces the [memory] store; required when its type is nats_kv.
	Store pipeline.Store
	// Detectors builds extra detector types, by type name.
	Detectors map[string]DetectorBuilder
	// OnFallback is called when an external detector fails and the
	// fallback runs (reason: "timeout", "error", ...), for logs and
	// metrics; OnFailClosed when it fails closed.
	OnFallback   func(detectorType, reason string)
	OnFailClosed func(detectorType, reason string)
}

// Build assembles the pipeline the configuration describes.
func (c *FileConfig) Build(opts BuildOptions) (*pipeline.Pipeline, error) {
	det, err := c.buildDetector(c.Detector, "detector", opts)
	if err != nil {
		return nil, err
	}
	f, err := c.factory()
	if err != nil {
		return nil, err
	}
	cfg := pipeline.Config{Detector: det, Factory: f, Store: opts.Store}
	if c.OverlapResolver != nil && c.OverlapResolver.Type == "merge" {
		cfg.Resolver = pipeline.MergeResolver{}
	}
	if m := c.Memory; m != nil {
		cfg.MaxCachedThreads = m.CacheThreads
	}
	if cfg.Store == nil {
		if c.Memory != nil && c.Memory.Type == "nats_kv" {
			return nil, c.errorf("memory.type", "a nats_kv memory is built by the worker, not the pipeline library")
		}
		cfg.Store = pipeline.NewMemStore(c.memStoreConfig())
	}
	return pipeline.New(cfg)
}

func (c *FileConfig) memStoreConfig() pipeline.MemStoreConfig {
	if c.Memory == nil {
		return pipeline.MemStoreConfig{}
	}
	return pipeline.MemStoreConfig{MaxThreads: c.Memory.MaxThreads, IdleTTL: c.Memory.TTL.D()}
}

func (c *FileConfig) buildDetector(d *DetectorConfig, path string, opts BuildOptions) (pii.Detector, error) {
	det, err := c.buildOne(d, path, opts)
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
func blameKey(d *DetectorConfig, msg string) string {
	switch d.Type {
	case "regex":
		switch {
		case strings.Contains(msg, "group"):
			return "groups"
		case strings.Contains(msg, "validator"):
			return "validators"
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

func (c *FileConfig) buildOne(d *DetectorConfig, path string, opts BuildOptions) (pii.Detector, error) {
	switch d.Type {
	case "regex":
		return regex.New(regex.Config{Groups: d.Groups, Patterns: d.Patterns, Validators: d.Validators})
	case "exact":
		labels := slices.Sorted(mapKeys(d.Values))
		values := make([]exact.Value, 0, len(labels))
		for _, v := range labels {
			values = append(values, exact.Value{Value: v, Label: d.Values[v]})
		}
		return exact.New(exact.Config{Values: values, CaseSensitive: d.CaseSensitive})
	case "composite":
		children := make([]pii.Detector, len(d.Detectors))
		for i := range d.Detectors {
			det, err := c.buildDetector(&d.Detectors[i], fmt.Sprintf("%s.detectors[%d]", path, i), opts)
			if err != nil {
				return nil, err
			}
			children[i] = det
		}
		return pii.NewComposite(children...), nil
	case "gazetteer":
		return gazetteer.New(gazetteer.Config{Labels: d.Labels, ExtraNames: d.ExtraNames, ExtraPlaces: d.ExtraPlaces,
			ExtraOrgs: d.ExtraOrgs, Allow: d.Allow, Aggressive: d.Aggressive, Confidence: d.Confidence})
	case "presidio_http":
		primary, err := external.NewPresidioHTTPDetector(external.PresidioHTTPConfig{URL: d.URL, Language: d.Language, Entities: d.Entities,
			ScoreThreshold: d.ScoreThreshold, Timeout: d.Timeout.D(), LabelMap: d.LabelMap})
		if err != nil {
			return nil, err
		}
		return c.guard(primary, d, path, opts)
	}
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
func (c *FileConfig) guard(primary pii.Detector, d *DetectorConfig, path string, opts BuildOptions) (pii.Detector, error) {
	cfg := external.GuardConfig{Budget: d.Budget.D(), Mode: external.FallbackMode(d.OnError)}
	if cfg.Mode == external.FallbackToEmbedded {
		fb := d.Fallback
		if fb == nil {
			fb = &DetectorConfig{Type: "gazetteer"}
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

// factory builds the placeholder factory of [anonymizer.placeholder].
func (c *FileConfig) factory() (pipeline.Factory, error) {
	p := c.Anonymizer.Placeholder
	d := pipeline.Delimiters{Prefix: p.Prefix, Suffix: p.Suffix}
	if (p.Prefix == "") != (p.Suffix == "") {
		return nil, c.errorf("anonymizer.placeholder", "set both prefix and suffix, or neither")
	}
	var f pipeline.Factory
	var err error
	switch p.Type {
	case "", "label_counter":
		f, err = pipeline.NewLabelCounterFactory(d)
	case "label_hash":
		f, err = pipeline.NewLabelHashFactory(d, p.HashLength)
	case "label":
		f, err = pipeline.NewLabelFactory(d)
	case "redact":
		f, err = pipeline.NewRedactFactory(d)
	case "mask":
		visible := 1
		if p.Visible != nil {
			visible = *p.Visible
		}
		var mc rune
		if p.MaskChar != "" {
			r := []rune(p.MaskChar)
			if len(r) != 1 {
				return nil, c.errorf("anonymizer.placeholder.mask_char", "must be one character")
			}
			mc = r[0]
		}
		f, err = pipeline.NewMaskFactory(visible, mc)
	default:
		return nil, c.errorf("anonymizer.placeholder.type", "unknown placeholder %q; valid: label_counter, label_hash, label, redact, mask", p.Type)
	}
	if err != nil {
		return nil, c.errorf("anonymizer.placeholder", "%s", err.(*pii.Error).Message)
	}
	return f, nil
}
