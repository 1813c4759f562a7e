package config

import (
	"regexp"
	"time"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// Resolver is the [overlap_resolver] table.
type Resolver struct {
	// Type is "confidence" (default) or "merge".
	Type string `toml:"type"`
}

// Linker is the [linker] table: "exact", the only linker, upstream's
// default.
type Linker struct {
	Type string `toml:"type"`
}

// Expander is the [expander] table: "word_boundary", always on here, and
// case-insensitive.
type Expander struct {
	Type          string `toml:"type"`
	CaseSensitive bool   `toml:"case_sensitive"`
}

// Anonymizer is the [anonymizer] table.
type Anonymizer struct {
	Placeholder Placeholder `toml:"placeholder"`
}

// Placeholder is the [anonymizer.placeholder] table.
type Placeholder struct {
	// Type is "label_counter" (default) or "label_hash". "label",
	// "redact" and "mask" are refused: their tokens stand for several
	// values or cannot be found again, and the worker restores replies by
	// finding each token.
	Type       string `toml:"type"`
	Prefix     string `toml:"prefix"`
	Suffix     string `toml:"suffix"`
	HashLength int    `toml:"hash_length"`
	Visible    *int   `toml:"visible"`
	MaskChar   string `toml:"mask_char"`
}

// The memory types.
const (
	// MemoryNATSKV keeps threads in JetStream KV, shared by every worker on
	// the bucket (see package kvstore). It is the default: a [memory]
	// table without type, or no [memory] table at all, means nats_kv.
	MemoryNATSKV = "nats_kv"
	// MemoryInMemory keeps threads in process memory: one worker only.
	MemoryInMemory = "in_memory"
)

// Memory is the [memory] table: where threads live.
type Memory struct {
	// Type is "nats_kv" (the default) or "in_memory".
	Type string `toml:"type"`
	// MaxThreads and TTL bound an in_memory store (10,000 threads; 24 h
	// idle); TTL is also the idle lifetime of a nats_kv thread.
	MaxThreads int      `toml:"max_threads"`
	TTL        Duration `toml:"ttl"`
	// CacheBytes bounds the memory of the threads a worker caches in front
	// of its store, counted as they hold it (default half of LimitBytes
	// when that is set, else 256 MiB; see pipeline.Config.CacheBytes).
	CacheBytes ByteSize `toml:"cache_bytes"`
	// LimitBytes is the memory the worker process may use: the Go
	// runtime's soft memory limit unless GOMEMLIMIT sets one. Unset, it
	// is derived from CacheBytes (Config.MemoryLimit).
	LimitBytes ByteSize `toml:"limit_bytes"`
	// CacheThreads is deprecated: it was the cache's bound in threads,
	// whatever their size. It still bounds their number, beside
	// CacheBytes, and the worker warns that it will go.
	CacheThreads int `toml:"cache_threads"`
	// nats_kv: the bucket and its settings.
	Bucket   string `toml:"bucket"`
	Replicas int    `toml:"replicas"`
	Storage  string `toml:"storage"`
	History  int    `toml:"history"`
	// StreamTTL bounds abandoned stream.chunk states (nats_kv; 1 h).
	StreamTTL Duration `toml:"stream_ttl"`
	// CheckInterval is how long a cached thread is served from memory
	// on the watch alone before it is confirmed from the stream leader
	// again (nats_kv; 1 min, at most ttl/4; see
	// kvstore.Config.CheckInterval).
	CheckInterval Duration `toml:"check_interval"`
	// ShareDetections shares message records between workers through the
	// bucket (nats_kv), so a message one worker detected is not detected
	// again by another: worth a KV read per new message only with a slow
	// detector (an external NER service). Off by default.
	ShareDetections bool `toml:"share_detections"`
	// MaxBytes bounds the bucket's size (nats_kv; its stream's
	// max_bytes): past it new values fail with store_full while the
	// values stored still restore. Unset: no bound but the account's and
	// the disk's. See kvstore.Config.MaxBytes.
	MaxBytes ByteSize `toml:"max_bytes"`
	// MaxValues bounds the values one thread holds (nats_kv; 10,000): a
	// call that would store one more fails with limit_exceeded. See
	// kvstore.Config.MaxValues.
	MaxValues int `toml:"max_values"`
	// MaxNewValues bounds the values one request adds to its thread
	// (1,000; negative: no bound), whatever the store: a request past it
	// fails with limit_exceeded before any of them is written. See
	// pipeline.Config.MaxNewValues.
	MaxNewValues int `toml:"max_new_values"`
}

// minLimitBytes is the least [memory] limit_bytes: what a worker holds
// beside its thread cache (detectors' tables, connections, buffers) at
// rest.
const minLimitBytes = 64 << 20

// restBytes is what MemoryLimit gives the process beside the cache and
// the collector's room: a worker with an embedded server, tens of
// thousands of threads in its bucket and a full cache held about 55 MB
// live beside it (docs/operations.md, "Memory").
const restBytes = 128 << 20

// CacheBytes returns the thread cache's byte budget: [memory] cache_bytes,
// else half of [memory] limit_bytes when that is set, else
// pipeline.DefaultCacheBytes.
func (c *Config) CacheBytes() int64 {
	m := c.Memory
	switch {
	case m != nil && m.CacheBytes.IsSet():
		return m.CacheBytes.Bytes()
	case m != nil && m.LimitBytes.IsSet():
		return m.LimitBytes.Bytes() / 2
	}
	return pipeline.DefaultCacheBytes
}

// MemoryLimit returns the memory the worker process may use: [memory]
// limit_bytes, else what the thread cache needs around it, 3/2 of
// CacheBytes (a cache that counts what it holds as the heap does, and
// the garbage collector's room) plus restBytes for the rest of the
// process (docs/operations.md, "Memory").
func (c *Config) MemoryLimit() int64 {
	if m := c.Memory; m != nil && m.LimitBytes.IsSet() {
		return m.LimitBytes.Bytes()
	}
	return c.CacheBytes()*3/2 + restBytes
}

// MemoryType returns the effective [memory] type: MemoryNATSKV unless the
// file says in_memory.
func (c *Config) MemoryType() string {
	if c.Memory == nil || c.Memory.Type == "" {
		return MemoryNATSKV
	}
	return c.Memory.Type
}

func (c *Config) validatePipeline() error {
	if err := c.validateDetector(c.Detector, "detector"); err != nil {
		return err
	}
	if err := c.checkDuration(c.TokenMemoTTL, "token_memo_ttl"); err != nil {
		return err
	}
	if l := c.Linker; l != nil && l.Type != "exact" {
		return c.errorf("linker.type", "unknown linker %q; valid: exact", l.Type)
	}
	if e := c.Expander; e != nil && (e.Type != "word_boundary" || e.CaseSensitive) {
		return c.errorf("expander", "valid: type = \"word_boundary\", case-insensitive")
	}
	if r := c.OverlapResolver; r != nil && r.Type != "" && r.Type != "confidence" && r.Type != "merge" {
		return c.errorf("overlap_resolver.type", "unknown resolver %q; valid: confidence, merge", r.Type)
	}
	if _, err := c.factory(); err != nil {
		return err
	}
	if err := c.validateOverride(); err != nil {
		return err
	}
	if err := c.validateGuard(); err != nil {
		return err
	}
	if m := c.Memory; m != nil {
		switch m.Type {
		case "", MemoryInMemory, MemoryNATSKV:
		default:
			return c.errorf("memory.type", "unknown memory %q; valid: in_memory, nats_kv", m.Type)
		}
		if err := c.checkDuration(m.TTL, "memory.ttl"); err != nil {
			return err
		}
		if err := c.checkDuration(m.StreamTTL, "memory.stream_ttl"); err != nil {
			return err
		}
		if err := c.checkDuration(m.CheckInterval, "memory.check_interval"); err != nil {
			return err
		}
		if err := c.checkByteSize(m.CacheBytes, "memory.cache_bytes"); err != nil {
			return err
		}
		if m.CacheBytes.IsSet() && m.CacheBytes.Bytes() < 1<<20 {
			return c.errorf("memory.cache_bytes", "at least 1MiB: a thread is loaded again from the store at every call it is not cached for")
		}
		if err := c.checkByteSize(m.MaxBytes, "memory.max_bytes"); err != nil {
			return err
		}
		if m.MaxBytes.IsSet() && m.MaxBytes.Bytes() < 1<<20 {
			return c.errorf("memory.max_bytes", "at least 1MiB: the bucket holds every thread's values")
		}
		if err := c.checkByteSize(m.LimitBytes, "memory.limit_bytes"); err != nil {
			return err
		}
		if m.LimitBytes.IsSet() && m.LimitBytes.Bytes() < minLimitBytes {
			return c.errorf("memory.limit_bytes", "at least 64MiB: the worker's detectors, connections and buffers need that beside the thread cache")
		}
		if m.LimitBytes.IsSet() && m.CacheBytes.IsSet() && m.CacheBytes.Bytes() > m.LimitBytes.Bytes()-minLimitBytes/2 {
			return c.errorf("memory.cache_bytes", "%d bytes is more than limit_bytes leaves the cache: at most limit_bytes less 32MiB for the rest of the process", m.CacheBytes.Bytes())
		}
		for _, b := range []struct {
			key string
			v   int
		}{{"max_threads", m.MaxThreads}, {"cache_threads", m.CacheThreads}, {"replicas", m.Replicas}, {"history", m.History}, {"max_values", m.MaxValues}} {
			if b.v < 0 || b.key == "history" && b.v > 64 {
				return c.errorf("memory."+b.key, "bounds must be positive (history at most 64)")
			}
		}
		if err := c.validateBucket(m); err != nil {
			return err
		}
	}
	return nil
}

// bucketName is what JetStream accepts as a KV bucket's name.
var bucketName = regexp.MustCompile(`^[a-zA-Z0-9_-]+$`)

// validateBucket refuses the [memory] settings the thread store, or the
// server under it, would refuse at the start.
func (c *Config) validateBucket(m *Memory) error {
	if m.Bucket != "" && !bucketName.MatchString(m.Bucket) {
		return c.errorf("memory.bucket", "%q: a bucket name is made of letters, digits, '_' and '-'", m.Bucket)
	}
	if m.Replicas > MaxReplicas {
		return c.errorf("memory.replicas", "%d: JetStream keeps at most %d replicas", m.Replicas, MaxReplicas)
	}
	switch m.Storage {
	case "", "file", "memory":
	default:
		return c.errorf("memory.storage", "%q; valid: file, memory", m.Storage)
	}
	for _, d := range []struct {
		d   Duration
		key string
	}{{m.TTL, "memory.ttl"}, {m.StreamTTL, "memory.stream_ttl"}} {
		if v := d.d.D(); v != 0 && v < time.Second {
			return c.errorf(d.key, "at least 1s (0 or no value: the default)")
		}
	}
	return nil
}

// factory builds the placeholder factory of [anonymizer.placeholder].
func (c *Config) factory() (pipeline.Factory, error) {
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
	// The worker's processor restores replies by string replacement and
	// refuses, at start, a factory whose tokens cannot be found again or
	// stand for several values: refuse it here, so that -check says so.
	if err := pipeline.RequireRecognizableIdentity(f); err != nil {
		return nil, c.errorf("anonymizer.placeholder.type", "placeholder %q cannot serve the worker (use label_counter, the default, or label_hash): %s",
			f.Name(), err.(*pii.Error).Message)
	}
	return f, nil
}
