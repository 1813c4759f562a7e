package config

import (
	"encoding"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/piighost/piighost-nats/strategy"
	"github.com/piighost/piighost-nats/wire"
)

// NATS says how to reach NATS. With no URL the worker starts an
// embedded nats-server with JetStream.
type NATS struct {
	// URL is a comma-separated list of servers; empty embeds a server.
	URL string `toml:"url"`
	// Name is the connection name servers show.
	Name string `toml:"name"`
	// InboxPrefix starts the subjects on which this worker receives
	// replies (JetStream and KV answers, pull-consumer deliveries of clear
	// inputs). Each identity has its own, so that NATS permissions can
	// keep every other identity away from them. Default "_INBOX_worker".
	InboxPrefix string `toml:"inbox_prefix"`
	// Credentials: user and password, a token, an NKey seed file, or a
	// .creds file (JWT + seed).
	User      string `toml:"user"`
	Password  string `toml:"password"`
	Token     string `toml:"token"`
	NKeyFile  string `toml:"nkey_file"`
	CredsFile string `toml:"creds_file"`
	// TLS: a CA bundle to trust, and a client certificate for mutual TLS.
	TLSCA   string `toml:"tls_ca"`
	TLSCert string `toml:"tls_cert"`
	TLSKey  string `toml:"tls_key"`
	// Embedded server: where it listens (host:port; port -1 picks a free
	// one) and where it keeps its data.
	Listen  string `toml:"listen"`
	DataDir string `toml:"data_dir"`
	// EmbeddedEndpoints is deprecated and has no effect: the service
	// endpoints receive their requests on the worker's connection. It is
	// still read ("in_process" or "loopback"), and the worker warns that
	// it will go.
	EmbeddedEndpoints string `toml:"embedded_endpoints"`
	// EmbeddedReplies is deprecated and has no effect: the service
	// replies leave on the worker's connection. It is still read
	// ("adaptive", "in_process" or "loopback"), and the worker warns that
	// it will go.
	EmbeddedReplies string `toml:"embedded_replies"`
}

// The values of [nats] embedded_endpoints.
const (
	EndpointsInProcess = "in_process"
	EndpointsLoopback  = "loopback"
	// DefaultEmbeddedEndpoints is embedded_endpoints' default.
	DefaultEmbeddedEndpoints = EndpointsInProcess
)

// The values of [nats] embedded_replies.
const (
	RepliesInProcess = "in_process"
	RepliesLoopback  = "loopback"
	RepliesAdaptive  = "adaptive"
	// DefaultEmbeddedReplies is embedded_replies' default.
	DefaultEmbeddedReplies = RepliesAdaptive
)

// Worker holds the worker's modes and limits.
type Worker struct {
	// Modes lists "service" (request/reply) and "pipeline" (republish via
	// JetStream). Default: both.
	Modes []string `toml:"modes"`
	// Prefix starts every subject: service endpoints are
	// <prefix>.model.in and so on. Default "piighost". It names the
	// deployment: its service, its KV bucket and its streams are named
	// after it (wire.NamesOf), and a stream or bucket stamped for another
	// prefix is refused at the start.
	Prefix string `toml:"prefix"`
	// StreamPrefix starts the names of pipeline mode's streams
	// (<stream_prefix>_IN, ...) and of the subjects the worker stores its
	// outputs on (_<stream_prefix>_OUT). Default: the prefix in capitals,
	// each character a stream name cannot hold written "_" ("PIIGHOST").
	// A deployment of an earlier version with another prefix kept the
	// names of the default one: stream_prefix = "PIIGHOST" keeps them.
	StreamPrefix string `toml:"stream_prefix"`
	// QueueGroup balances requests over every worker. Default "piighost".
	QueueGroup string `toml:"queue_group"`
	// Instances is the number of micro service instances this process
	// registers (each one subscription per endpoint). Default: GOMAXPROCS.
	Instances int `toml:"instances"`
	// MaxInflight bounds the service-mode requests this process handles at
	// once, over every endpoint and instance: a request past it waits for
	// a slot (counted in piighost_service_queued_total). It bounds
	// pipeline mode's inputs the same way, over every route but
	// stream.chunk (piighost_pipeline_queued_total), apart from service
	// requests. Default 64 per CPU (GOMAXPROCS).
	MaxInflight int `toml:"max_inflight"`
	// HandOverAll hands every service request to the pool of
	// max_inflight goroutines. By default a request of model.out,
	// tool.call or stream.chunk (with its continuation) is first served
	// on the goroutine NATS delivered it on, when it needs no round trip
	// to the thread store (a warm thread, known tokens), and handed over
	// only when it would wait; this saves the hand-over's wake-up. Set it
	// to rule out any work on the delivery goroutine. Default false.
	HandOverAll bool `toml:"hand_over_all"`
	// MaxPayload bounds a request, in bytes. Default 1 MiB.
	MaxPayload int `toml:"max_payload"`
	// MaxDepth bounds nesting in a payload. Default 64.
	MaxDepth int `toml:"max_depth"`
	// Timeout bounds the processing of one message. Default 10 s.
	Timeout Duration `toml:"timeout"`
	// StreamPartitions is the number of ordered lanes for stream.chunk in
	// pipeline mode. Default 16 (was 64). Every worker must share it;
	// lowering it leaves no chunk behind once no worker with the higher
	// count runs: the lanes past it are served until empty.
	StreamPartitions int `toml:"stream_partitions"`
	// Storage of the pipeline-mode streams: "file" (default) or "memory";
	// Replicas for a cluster; Retention bounds how long inputs and outputs
	// are kept (default 24 h).
	Storage   string   `toml:"storage"`
	Replicas  int      `toml:"replicas"`
	Retention Duration `toml:"retention"`
	// StreamMaxBytes bounds each pipeline-mode stream's size (its
	// max_bytes, discarding new messages past it: a stream never drops
	// an input or an output it holds to make room). Unset: no bound but
	// the account's and the disk's.
	StreamMaxBytes ByteSize `toml:"stream_max_bytes"`
	// MaxDeliver bounds redeliveries of an input that keeps failing with
	// a transient error. Default 10.
	MaxDeliver int `toml:"max_deliver"`
	// DrainTimeout bounds a graceful stop. Default 30 s.
	DrainTimeout Duration `toml:"drain_timeout"`
	// DuplicateWindow is how long the output streams remember an output's
	// Nats-Msg-Id: a redelivered input whose output is published again
	// within it is stored and delivered once. Raise it if workers may stop
	// (a paused VM, a debugger) for longer. Default 2 min.
	DuplicateWindow Duration `toml:"duplicate_window"`
}

// Strategies is the [strategies] table.
type Strategies struct {
	Tool      strategy.ToolCallStrategy                `toml:"tool"`
	Invented  strategy.InventedPlaceholderStrategy     `toml:"invented"`
	Assistant strategy.EntityCreateByAssistantStrategy `toml:"assistant"`
	// Tools overrides the tool strategy per tool name.
	Tools map[string]strategy.ToolCallStrategy `toml:"tools"`
	// Strict also de-identifies what upstream's rules pass on in clear
	// towards the model: system and tool messages in model.in, keys the
	// worker does not own (name, additional_kwargs...), typed content
	// blocks other than text, and the other values of a tool.result
	// update. Default false: upstream's rules.
	Strict bool `toml:"strict"`
}

// Route is one [[routes]] entry of pipeline mode: messages published
// on Input (or below it) are processed by Channel and republished on
// Output, with the subject tokens after Input kept after Output.
type Route struct {
	Channel string `toml:"channel"`
	Input   string `toml:"input"`
	Output  string `toml:"output"`
}

// Keys says where the thread store's keys come from: a file, or the
// environment variable PIIGHOST_KEYS. Without either, only the embedded
// single-machine mode may generate a key file, in Dir.
type Keys struct {
	File string `toml:"file"`
	// Dir is where the embedded mode keeps the keys it generates: its
	// JetStream encryption key (jetstream.key) and, without File, the
	// thread store's key file (keys.json). Default: the data directory,
	// which is convenient on a laptop, but then a copy of the directory
	// can be decrypted: anywhere else, keep them on another volume.
	Dir string `toml:"dir"`
}

// KeysDir is where the embedded mode keeps its keys: [keys] dir, or the
// data directory.
func (c *Config) KeysDir() string {
	if c.Keys.Dir != "" {
		return c.Keys.Dir
	}
	return c.NATS.DataDir
}

// KeysBesideData reports whether the embedded mode's keys live in its
// data directory (or below it), where a copy of the data takes them along.
func (c *Config) KeysBesideData() bool {
	data, err1 := filepath.Abs(c.NATS.DataDir)
	keys, err2 := filepath.Abs(c.KeysDir())
	if err1 != nil || err2 != nil {
		return true
	}
	rel, err := filepath.Rel(data, keys)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// HTTP is the operations endpoint: /metrics and /healthz.
type HTTP struct {
	// Listen is host:port (default "127.0.0.1:9464"); "off" disables it.
	Listen string `toml:"listen"`
}

// Log is the [log] table.
type Log struct {
	// Level is debug, info (default), warn or error.
	Level string `toml:"level"`
	// Banner, with the embedded server, prints a plain-text banner on
	// stderr once the worker is ready: where it listens and a request to
	// try. false keeps stderr to JSON log lines. A worker that joins
	// servers never prints it. Default true.
	Banner *bool `toml:"banner"`
}

// ShowBanner reports whether the worker prints its plain-text banner:
// with the embedded server, unless [log] banner is false.
func (c *Config) ShowBanner() bool {
	return c.Embedded() && (c.Log.Banner == nil || *c.Log.Banner)
}

// MaxReplicas is the most replicas JetStream keeps of a stream or a KV
// bucket.
const MaxReplicas = 5

// InputDuplicateWindow is the duplicate window of the pipeline-mode input
// stream: a client's re-publish of an input with the same Nats-Msg-Id
// within it is dropped. [worker] retention must be at least as long.
const InputDuplicateWindow = 2 * time.Minute

// DefaultInboxPrefix is the worker's own reply-subject prefix. It is not
// under "_INBOX." so that a permission on "_INBOX.>" given to someone else
// never reaches the worker's replies (see subjects.md, "Permissions").
const DefaultInboxPrefix = "_INBOX_worker"

// Mode names.
const (
	ModeService  = "service"
	ModePipeline = "pipeline"
)

// applyWorkerDefaults fills the worker sections the file left out.
func (c *Config) applyWorkerDefaults() {
	w := &c.Worker
	if len(w.Modes) == 0 {
		w.Modes = []string{ModeService, ModePipeline}
	}
	if w.Prefix == "" {
		w.Prefix = wire.DefaultPrefix
	}
	if w.QueueGroup == "" {
		w.QueueGroup = wire.DefaultQueueGroup
	}
	if w.Instances == 0 {
		w.Instances = runtime.GOMAXPROCS(0)
	}
	if w.MaxInflight == 0 {
		w.MaxInflight = 64 * runtime.GOMAXPROCS(0)
	}
	if w.MaxPayload == 0 {
		w.MaxPayload = wire.DefaultMaxPayload
	}
	if w.MaxDepth == 0 {
		w.MaxDepth = 64
	}
	if !w.Timeout.IsSet() {
		w.Timeout = DurationOf(10 * time.Second)
	}
	if w.StreamPartitions == 0 {
		w.StreamPartitions = 16
	}
	if w.Storage == "" {
		w.Storage = "file"
	}
	if w.Replicas == 0 {
		w.Replicas = 1
	}
	if !w.Retention.IsSet() {
		w.Retention = DurationOf(24 * time.Hour)
	}
	if w.MaxDeliver == 0 {
		w.MaxDeliver = 10
	}
	if !w.DrainTimeout.IsSet() {
		w.DrainTimeout = DurationOf(30 * time.Second)
	}
	if !w.DuplicateWindow.IsSet() {
		w.DuplicateWindow = DurationOf(2 * time.Minute)
	}
	if c.NATS.Listen == "" {
		c.NATS.Listen = "127.0.0.1:4222"
	}
	if c.NATS.DataDir == "" {
		c.NATS.DataDir = "data"
	}
	if c.NATS.EmbeddedEndpoints == "" {
		c.NATS.EmbeddedEndpoints = DefaultEmbeddedEndpoints
	}
	if c.NATS.EmbeddedReplies == "" {
		c.NATS.EmbeddedReplies = DefaultEmbeddedReplies
	}
	if c.NATS.Name == "" {
		c.NATS.Name = "piighost-worker"
	}
	if c.NATS.InboxPrefix == "" {
		c.NATS.InboxPrefix = DefaultInboxPrefix
	}
	if c.HTTP.Listen == "" {
		c.HTTP.Listen = "127.0.0.1:9464"
	}
	if c.Log.Level == "" {
		c.Log.Level = "info"
	}
	if len(c.Routes) == 0 {
		c.Routes = DefaultRoutes(w.Prefix)
	}
}

// Names are the names of the deployment's NATS resources: those the
// prefix gives (wire.NamesOf), with [worker] stream_prefix and [memory]
// bucket when set.
func (c *Config) Names() wire.Names {
	n := wire.NamesOf(c.Worker.Prefix)
	if c.Worker.StreamPrefix != "" {
		n = n.WithStreams(c.Worker.StreamPrefix)
	}
	if c.Memory != nil && c.Memory.Bucket != "" {
		n.Bucket = c.Memory.Bucket
	}
	return n
}

// DefaultRoutes are the pipeline-mode routes, wire.DefaultRoutes as
// [[routes]] entries. The clear side (agent and tools) publishes and reads
// under <prefix>.clear, the model side under <prefix>.safe, so NATS
// permissions can keep the model side away from clear text (see
// subjects.md).
func DefaultRoutes(prefix string) []Route {
	var out []Route
	for _, r := range wire.DefaultRoutes(prefix) {
		out = append(out, Route{Channel: r.Channel.String(), Input: r.Input, Output: r.Output})
	}
	return out
}

// validateWorker checks the worker sections.
func (c *Config) validateWorker() error {
	w := c.Worker
	for _, m := range w.Modes {
		if m != ModeService && m != ModePipeline {
			return c.errorf("worker.modes", "unknown mode %q; valid: service, pipeline", m)
		}
	}
	if err := c.validSubject(w.Prefix, "worker.prefix"); err != nil {
		return err
	}
	if w.StreamPrefix != "" && !wire.ValidName(w.StreamPrefix) {
		return c.errorf("worker.stream_prefix", "%q: a stream name prefix is made of letters, digits, '_' and '-'", w.StreamPrefix)
	}
	if err := c.validSubject(c.NATS.InboxPrefix, "nats.inbox_prefix"); err != nil {
		return err
	}
	if e := c.NATS.EmbeddedEndpoints; e != EndpointsInProcess && e != EndpointsLoopback {
		return c.errorf("nats.embedded_endpoints", "%q; valid: %s, %s", e, EndpointsInProcess, EndpointsLoopback)
	}
	if r := c.NATS.EmbeddedReplies; r != RepliesInProcess && r != RepliesLoopback && r != RepliesAdaptive {
		return c.errorf("nats.embedded_replies", "%q; valid: %s, %s, %s", r, RepliesAdaptive, RepliesInProcess, RepliesLoopback)
	}
	for _, b := range []struct {
		key string
		v   int
	}{{"instances", w.Instances}, {"max_inflight", w.MaxInflight}, {"max_payload", w.MaxPayload}, {"max_depth", w.MaxDepth},
		{"stream_partitions", w.StreamPartitions}, {"replicas", w.Replicas}, {"max_deliver", w.MaxDeliver}} {
		if b.v < 1 {
			return c.errorf("worker."+b.key, "instances, max_inflight, max_payload, max_depth, stream_partitions, replicas and max_deliver must be positive")
		}
	}
	if w.Replicas > MaxReplicas {
		return c.errorf("worker.replicas", "%d: JetStream keeps at most %d replicas", w.Replicas, MaxReplicas)
	}
	if w.Storage != "file" && w.Storage != "memory" {
		return c.errorf("worker.storage", "%q; valid: file, memory", w.Storage)
	}
	for _, d := range []struct {
		d   Duration
		key string
	}{{w.Timeout, "timeout"}, {w.Retention, "retention"}, {w.DrainTimeout, "drain_timeout"}, {w.DuplicateWindow, "duplicate_window"}} {
		if err := c.checkDuration(d.d, "worker."+d.key); err != nil {
			return err
		}
	}
	if r := w.Retention.D(); r != 0 && r < InputDuplicateWindow {
		return c.errorf("worker.retention", "at least %s: the input stream drops a client's re-publish within that window, and JetStream refuses a window longer than the retention", InputDuplicateWindow)
	}
	if err := c.checkByteSize(w.StreamMaxBytes, "worker.stream_max_bytes"); err != nil {
		return err
	}
	if w.StreamMaxBytes.IsSet() && w.StreamMaxBytes.Bytes() < 1<<20 {
		return c.errorf("worker.stream_max_bytes", "at least 1MiB: each stream holds the inputs or outputs of every route")
	}
	if d := w.DuplicateWindow.D(); d <= 0 || d > w.Retention.D() {
		return c.errorf("worker.duplicate_window", "must be positive and at most worker.retention")
	}
	seen := map[string]bool{}
	for i, r := range c.Routes {
		ch, err := wire.ParseChannel(r.Channel)
		if err != nil {
			return c.errorf(fmt.Sprintf("routes[%d].channel", i), "%v", err)
		}
		if seen[r.Channel] {
			return c.errorf(fmt.Sprintf("routes[%d]", i), "a second route for %s", ch)
		}
		seen[r.Channel] = true
		if err := c.validSubject(r.Input, fmt.Sprintf("routes[%d].input", i)); err != nil {
			return err
		}
		if err := c.validSubject(r.Output, fmt.Sprintf("routes[%d].output", i)); err != nil {
			return err
		}
	}
	if err := c.validateRouteSubjects(); err != nil {
		return err
	}
	switch strings.ToLower(c.Log.Level) {
	case "debug", "info", "warn", "error":
	default:
		return c.errorf("log.level", "%q; valid: debug, info, warn, error", c.Log.Level)
	}
	if c.NATS.User != "" && c.NATS.Token != "" {
		return c.errorf("nats.token", "give a user or a token, not both")
	}
	if (c.NATS.TLSCert == "") != (c.NATS.TLSKey == "") {
		return c.errorf("nats.tls_key", "tls_cert and tls_key go together")
	}
	if err := c.validateStrategies(); err != nil {
		return err
	}
	return c.validateAddresses()
}

// validateStrategies refuses a strategy written as a number, which TOML
// would decode without a complaint into the enum (tool = 3 is
// passthrough), and a value out of the enums. strict is the one boolean.
func (c *Config) validateStrategies() error {
	for key := range c.lines {
		if strings.HasPrefix(key, "strategies.") && key != "strategies.tools" && key != "strategies.strict" && !c.texts[key] {
			return c.errorf(key, "expected a strategy name (a string)")
		}
	}
	s := c.Strategies
	for _, v := range []struct {
		key string
		s   encoding.TextMarshaler
	}{{"strategies.tool", s.Tool}, {"strategies.invented", s.Invented}, {"strategies.assistant", s.Assistant}} {
		if _, err := v.s.MarshalText(); err != nil {
			return c.errorf(v.key, "expected a strategy name (a string)")
		}
	}
	for tool, v := range s.Tools {
		if _, err := v.MarshalText(); err != nil {
			return c.errorf("strategies.tools."+tool, "expected a strategy name (a string)")
		}
	}
	return nil
}

// validSubject accepts a literal subject (tokens separated by dots, no
// wildcards, no spaces).
func (c *Config) validSubject(s, key string) error {
	if s == "" {
		return c.errorf(key, "empty subject")
	}
	for _, tok := range strings.Split(s, ".") {
		if tok == "" || strings.ContainsAny(tok, "*> \t\r\n") {
			return c.errorf(key, "%q is not a literal subject", s)
		}
	}
	return nil
}
