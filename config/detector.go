package config

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/piighost/piighost-nats/detector/external"
	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/pii"
)

// Detector is a [detector] table, one [[detector.detectors]] entry of a
// composite, or an external detector's fallback. Type selects the
// detector. Each type reads the keys of some of the option structs below
// and no other: a key of another type is an error whatever its value, so
// that `case_sensitive = false` on a regex detector is refused like
// `case_sensitive = true`.
type Detector struct {
	// Type is "regex", "exact", "composite", "gazetteer", "presidio_http"
	// or "nats".
	Type string `toml:"type"`

	RegexOptions
	ExactOptions
	CompositeOptions
	GazetteerOptions
	PresidioHTTPOptions
	NATSOptions
	ExternalOptions
}

// RegexOptions are the keys of a regex detector (see package
// detector/regex).
type RegexOptions struct {
	Groups     []string          `toml:"groups"`
	Patterns   map[string]string `toml:"patterns"`
	Validators []string          `toml:"validators"`
	// Thresholds sets the score a built-in label's candidate needs, per
	// label, in (0, 1] (regex.DefaultThreshold, 0.5, when absent).
	Thresholds map[string]float64 `toml:"thresholds"`
}

// ExactOptions are the keys of an exact detector: values maps a value to
// its label.
type ExactOptions struct {
	Values        map[string]string `toml:"values"`
	CaseSensitive bool              `toml:"case_sensitive"`
}

// CompositeOptions are the keys of a composite: its detectors, run in
// order.
type CompositeOptions struct {
	Detectors []Detector `toml:"detectors"`
}

// GazetteerOptions are the keys of a gazetteer detector (see package
// detector/gazetteer).
type GazetteerOptions struct {
	Labels      map[string]string `toml:"labels"`
	ExtraNames  []string          `toml:"extra_names"`
	ExtraPlaces []string          `toml:"extra_places"`
	ExtraOrgs   []string          `toml:"extra_orgs"`
	Allow       []string          `toml:"allow"`
	Aggressive  bool              `toml:"aggressive"`
	Confidence  float64           `toml:"confidence"`
}

// PresidioHTTPOptions is the key only a presidio_http detector reads.
type PresidioHTTPOptions struct {
	// URL is the analyze endpoint, e.g. "http://localhost:5002/analyze".
	URL string `toml:"url"`
}

// NATSOptions is the key only a nats detector reads.
type NATSOptions struct {
	// Subject is the NATS subject of the analyze service.
	Subject string `toml:"subject"`
}

// ExternalOptions are the keys both external detectors (presidio_http
// and nats) read.
type ExternalOptions struct {
	Language       string            `toml:"language"`
	Entities       []string          `toml:"entities"`
	ScoreThreshold float64           `toml:"score_threshold"`
	LabelMap       map[string]string `toml:"label_map"`
	Timeout        Duration          `toml:"timeout"`
	// Budget bounds each call; OnError is "fail_closed" (default) or
	// "fallback", which runs Fallback (the gazetteer when absent).
	Budget   Duration  `toml:"budget"`
	OnError  string    `toml:"on_error"`
	Fallback *Detector `toml:"fallback"`
}

// detectorType is one entry of the detector registry: the option structs
// whose keys the type reads, what it requires, and how it is built.
type detectorType struct {
	options []reflect.Type
	check   func(c *Config, d *Detector, path string) error
	build   func(c *Config, d *Detector, path string, opts BuildOptions) (pii.Detector, error)
}

// detectorTypes is the registry of detector types, by type name.
func detectorTypes() map[string]detectorType {
	external := []reflect.Type{reflect.TypeFor[ExternalOptions]()}
	return map[string]detectorType{
		"regex":         {options: []reflect.Type{reflect.TypeFor[RegexOptions]()}, check: checkRegex, build: buildRegex},
		"exact":         {options: []reflect.Type{reflect.TypeFor[ExactOptions]()}, check: checkExact, build: buildExact},
		"composite":     {options: []reflect.Type{reflect.TypeFor[CompositeOptions]()}, check: checkComposite, build: buildComposite},
		"gazetteer":     {options: []reflect.Type{reflect.TypeFor[GazetteerOptions]()}, build: buildGazetteer},
		"presidio_http": {options: append(external, reflect.TypeFor[PresidioHTTPOptions]()), check: checkPresidioHTTP, build: buildPresidioHTTP},
		"nats":          {options: append(external, reflect.TypeFor[NATSOptions]()), check: checkNATS, build: buildNATS},
	}
}

// validateDetector checks a detector table's type, that it holds only keys
// its type reads, and what the type requires.
func (c *Config) validateDetector(d *Detector, path string) error {
	types := detectorTypes()
	t, ok := types[d.Type]
	if !ok {
		valid := slices.Sorted(func(yield func(string) bool) {
			for k := range types {
				if !yield(k) {
					return
				}
			}
		})
		return c.errorf(path+".type", "unknown detector type %q; valid: %s", d.Type, strings.Join(valid, ", "))
	}
	for _, k := range c.detectorKeys(d, path) {
		if !slices.ContainsFunc(t.options, func(o reflect.Type) bool { return slices.Contains(tomlKeys(o), k) }) {
			return c.errorf(path+"."+k, "key %q does not apply to a %s detector", k, d.Type)
		}
	}
	if t.check != nil {
		if err := t.check(c, d, path); err != nil {
			return err
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

// detectorKeys lists the option keys a detector table sets, in the order
// of the option structs: every key written in the file, whatever its
// value, and every option a program set to a non-zero value.
func (c *Config) detectorKeys(d *Detector, path string) []string {
	written := c.lines.children(path)
	var keys []string
	v := reflect.ValueOf(d).Elem()
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if !f.Anonymous {
			continue
		}
		opts := v.Field(i)
		for j := range opts.NumField() {
			k := tomlKey(opts.Type().Field(j))
			if written[k] || !opts.Field(j).IsZero() {
				keys = append(keys, k)
			}
		}
	}
	return keys
}

// tomlKeys returns the keys of an option struct, from its tags.
func tomlKeys(t reflect.Type) []string {
	keys := make([]string, t.NumField())
	for i := range keys {
		keys[i] = tomlKey(t.Field(i))
	}
	return keys
}

func tomlKey(f reflect.StructField) string {
	k, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
	return k
}

func checkRegex(c *Config, d *Detector, path string) error {
	if len(d.Groups) == 0 && len(d.Patterns) == 0 {
		return c.errorf(path, "a regex detector needs groups or patterns")
	}
	// Cheap to build: find bad patterns at load time.
	_, err := c.buildDetector(d, path, BuildOptions{})
	return err
}

func checkExact(c *Config, d *Detector, path string) error {
	if len(d.Values) == 0 {
		return c.errorf(path+".values", "an exact detector needs values")
	}
	_, err := c.buildDetector(d, path, BuildOptions{})
	return err
}

func checkComposite(c *Config, d *Detector, path string) error {
	if len(d.Detectors) == 0 {
		return c.errorf(path+".detectors", "a composite needs at least one [[%s.detectors]] entry", path)
	}
	for i := range d.Detectors {
		if err := c.validateDetector(&d.Detectors[i], fmt.Sprintf("%s.detectors[%d]", path, i)); err != nil {
			return err
		}
	}
	return nil
}

func checkPresidioHTTP(c *Config, d *Detector, path string) error {
	if d.URL == "" {
		return c.errorf(path+".url", "a presidio_http detector needs a url")
	}
	return nil
}

func checkNATS(c *Config, d *Detector, path string) error {
	if d.Subject == "" {
		return c.errorf(path+".subject", "a nats detector needs a subject")
	}
	return nil
}

// DefaultRegexGroups are the built-in pattern groups of the default
// configuration: every group.
func DefaultRegexGroups() []string { return regex.Groups() }
