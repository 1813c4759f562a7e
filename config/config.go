package config

import (
	"fmt"
	"os"
	"slices"
	"strconv"

	"github.com/piighost/piighost-nats/pii"
)

// Config is one configuration file: the pipeline's sections ([detector],
// [overlap_resolver], [anonymizer], [memory], upstream piighost's names)
// and the worker's ([nats], [worker], [strategies], [[routes]], [keys],
// [http], [log], [tracing]). Unknown keys, and keys that do not apply to a detector's
// type, are errors; every error names the file, the line and the key. See
// pipeline.example.toml at the repository root.
type Config struct {
	// Name labels the configuration in logs.
	Name string `toml:"name"`
	// TokenMemoTTL drops a thread's cached state in the pipeline after
	// this long without use (upstream's token_memo_ttl, in seconds or a
	// duration string); 0 keeps it until evicted.
	TokenMemoTTL Duration `toml:"token_memo_ttl"`
	// Detector says what to look for; without it, the default detectors
	// (every regex group, then the gazetteer).
	Detector *Detector `toml:"detector"`
	// Linker and Expander are upstream's sections for what this worker
	// always does: link values by label and value key ("exact"), and
	// expand every value to its other whole-word occurrences
	// ("word_boundary"). They are accepted so an upstream file carries
	// over.
	Linker          *Linker    `toml:"linker"`
	Expander        *Expander  `toml:"expander"`
	OverlapResolver *Resolver  `toml:"overlap_resolver"`
	Anonymizer      Anonymizer `toml:"anonymizer"`
	// Override is the deny list and the allow list ([override]).
	Override *Override `toml:"override"`
	// Guard re-checks every de-identified text ([guard]).
	Guard  *GuardRail `toml:"guard"`
	Memory *Memory    `toml:"memory"`

	NATS       NATS       `toml:"nats"`
	Worker     Worker     `toml:"worker"`
	Strategies Strategies `toml:"strategies"`
	Routes     []Route    `toml:"routes"`
	Keys       Keys       `toml:"keys"`
	HTTP       HTTP       `toml:"http"`
	Log        Log        `toml:"log"`
	Tracing    Tracing    `toml:"tracing"`

	source  string
	lines   keyLines
	texts   textKeys
	origins map[string]string // key → a flag or variable that set it
}

// Default is the configuration without a file: the default detectors,
// label_counter tokens, threads in JetStream KV, an embedded NATS server,
// both modes.
func Default() *Config {
	c := &Config{Name: "default", source: "default configuration"}
	c.ApplyDefaults()
	return c
}

// DefaultDetector is the [detector] table used when a file has none: every
// built-in regex group, then the gazetteer.
func DefaultDetector() *Detector {
	return &Detector{Type: "composite", CompositeOptions: CompositeOptions{Detectors: []Detector{
		{Type: "regex", RegexOptions: RegexOptions{Groups: DefaultRegexGroups()}},
		{Type: "gazetteer"},
	}}}
}

// Load reads and validates a configuration file; path "" gives Default.
func Load(path string) (*Config, error) {
	if path == "" {
		return Default(), nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, &pii.Error{Code: pii.CodeConfig, Message: "cannot read configuration " + path, Err: err}
	}
	return Parse(b, path)
}

// Parse decodes a TOML document strictly and validates it, all but the
// files it names (Validate reads them: a file for another machine, such
// as a container's secret, may be parsed anywhere). source names
// the document in errors. The keys of an upstream piighost configuration
// that this worker reads differently are reported first, all of them, one
// line each, with what to write instead.
func Parse(data []byte, source string) (*Config, error) {
	lines, texts := locateKeys(data)
	if found := upstreamFindings(data); len(found) > 0 {
		return nil, upstreamError(source, lines, found)
	}
	var c Config
	if err := decodeStrict(data, source, &c); err != nil {
		return nil, err
	}
	c.source = source
	c.lines, c.texts = lines, texts
	c.ApplyDefaults()
	if err := c.validateDocument(); err != nil {
		return nil, err
	}
	return &c, nil
}

// Validate checks every section, and reads the files the configuration
// names (the thread store's key file, NATS credentials, TLS files) as the
// start will. Call it after changing a loaded configuration (as flags
// do), and before a start. An error names the key, and the file and line
// where the key is written (or the flag or variable that set it).
func (c *Config) Validate() error {
	if err := c.validateDocument(); err != nil {
		return err
	}
	if err := c.validateEmbedded(); err != nil {
		return err
	}
	return c.validateFiles()
}

// validateEmbedded refuses replicas for the embedded server, a single
// node: JetStream would refuse every stream and the bucket, and the start
// would wait for good. Parse leaves it to Validate, since a variable or a
// flag may still give a NATS address.
func (c *Config) validateEmbedded() error {
	if !c.Embedded() {
		return nil
	}
	if c.Worker.Replicas > 1 {
		return c.errorf("worker.replicas", "%d: the embedded server is a single node; replicas need a cluster ([nats] url)", c.Worker.Replicas)
	}
	if m := c.Memory; m != nil && m.Replicas > 1 && c.MemoryType() == MemoryNATSKV {
		return c.errorf("memory.replicas", "%d: the embedded server is a single node; replicas need a cluster ([nats] url)", m.Replicas)
	}
	return nil
}

// validateDocument checks every section, without reading the files they
// name.
func (c *Config) validateDocument() error {
	if err := c.validatePipeline(); err != nil {
		return err
	}
	if err := c.validateWorker(); err != nil {
		return err
	}
	return c.validateTracing()
}

// ApplyDefaults fills what the file left out. Load and Parse call it; call
// it again after clearing a setting (as an empty flag does).
func (c *Config) ApplyDefaults() {
	if c.Detector == nil {
		c.Detector = DefaultDetector()
	}
	c.applyWorkerDefaults()
	c.applyTracingDefaults()
}

// HasMode reports whether mode is enabled.
func (c *Config) HasMode(mode string) bool { return slices.Contains(c.Worker.Modes, mode) }

// Embedded reports whether the worker runs its own server.
func (c *Config) Embedded() bool { return c.NATS.URL == "" }

// errorf builds a configuration error for the key at path, with the line
// where it is written (none for a key the file does not hold).
func (c *Config) errorf(path, format string, args ...any) error {
	loc := c.source
	if loc == "" {
		loc = "configuration"
	}
	if o, ok := c.origins[path]; ok {
		loc = o
	} else if line := c.lines.lineOf(path); line > 0 {
		loc += ":" + strconv.Itoa(line)
	}
	return pii.NewConfigError(loc + ": " + path + ": " + fmt.Sprintf(format, args...))
}
