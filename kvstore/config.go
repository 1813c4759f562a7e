package kvstore

import (
	"fmt"
	"regexp"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/pii"
)

// Defaults applied by New to zero Config fields.
const (
	DefaultBucket        = "piighost"
	DefaultIdleTTL       = 24 * time.Hour
	DefaultStreamTTL     = time.Hour
	DefaultCheckInterval = time.Minute
	DefaultMarkerTTL     = 15 * time.Minute
	DefaultTimeout       = 5 * time.Second
	DefaultQueueSize     = 4096
	DefaultThreadWatches = 1024
	DefaultMaxValues     = 10000
)

// Config configures a Store. Every worker sharing a bucket must use the
// same Bucket, IdleTTL and Keys (naming key); the rest may differ.
type Config struct {
	// Bucket is the KV bucket's name; "" means DefaultBucket.
	Bucket string
	// Replicas is the bucket's replication factor, 1 to 5; 0 means 1.
	Replicas int
	// Storage is file (the zero value) or memory storage.
	Storage jetstream.StorageType
	// History is the number of revisions kept per key, 1 to 64; 0 means
	// 1. Revisions beyond the latest are only a cost here: nothing reads
	// them, and Forget erases them.
	History uint8
	// IdleTTL is how long a thread lives unused; 0 means DefaultIdleTTL.
	// It is rounded up to whole seconds and must be at least a second.
	// The bucket's age limit is 1.5 × IdleTTL.
	IdleTTL time.Duration
	// StreamTTL is how long a stream state lives after its last save; 0
	// means DefaultStreamTTL. It is capped at the bucket's age limit.
	StreamTTL time.Duration
	// Keys encrypts values and derives key names. Required.
	Keys *Keyring
	// CheckInterval is how often a thread in use is confirmed from the
	// stream leader (its head, and that no entry was appended unseen), as
	// a safety net behind the watch; a thread unused for that long stops
	// being watched and is confirmed at its next use. While the whole
	// bucket is watched (past ThreadWatches threads), one request twice
	// per CheckInterval confirms every cached thread instead. 0 means
	// DefaultCheckInterval. It is capped at IdleTTL/4.
	CheckInterval time.Duration
	// MarkerTTL is the bucket's LimitMarkerTTL: how long the markers
	// left by expired keys stay visible; 0 means DefaultMarkerTTL.
	MarkerTTL time.Duration
	// Timeout bounds each KV request (the context's deadline applies
	// too); 0 means DefaultTimeout. A write whose reply is lost (a stream
	// leader stopping) fails after Timeout with pii.CodeUnavailable.
	Timeout time.Duration
	// LocalMessages keeps message records (a message's detections) out of
	// the bucket: the pipeline keeps those of the messages it rendered.
	// By default they are shared through the bucket, so a worker need not
	// detect again a message another worker saw: that costs one KV read
	// for every message new to this worker, and one background write.
	// With a detector cheaper than a round trip (regular expressions), or
	// a single worker, set LocalMessages.
	LocalMessages bool
	// QueueSize bounds the background writes waiting (message records,
	// snapshot pages, erasures); beyond it they are dropped (they only
	// save work elsewhere). 0 means DefaultQueueSize.
	QueueSize int
	// ThreadWatches is how many threads in use are watched by
	// subscriptions of their own (two each, one with wildcards, which the
	// server's interest graph and this process's client hold). Beyond it
	// the store subscribes to the changes of the whole bucket instead and
	// drops those of threads it does not use, until the threads in use
	// fall to half of it: each wildcard subscription or unsubscription
	// costs the server a pass over its subject cache, under a lock every
	// publish of the account needs. 0 means DefaultThreadWatches; a
	// negative value watches every thread by its own subscriptions.
	ThreadWatches int
	// Metadata is set on the bucket's stream at each start (the worker
	// stamps its deployment there); nil sets none.
	Metadata map[string]string
	// MaxBytes bounds the bucket's size in bytes (its stream's max_bytes):
	// past it JetStream refuses new writes, and the calls that need one
	// fail with pii.CodeStoreFull while the values stored still read and
	// restore. 0 means no bound but the account's and the disk's; each
	// worker's start sets the bucket's bound to its own.
	MaxBytes int64
	// MaxValues bounds the values one thread holds: a call that would
	// store one more fails with pii.CodeLimitExceeded, and the thread
	// stays as it was before it. It bounds what one caller can make the
	// store write, whatever the size of its requests. 0 means
	// DefaultMaxValues; negative means no bound.
	MaxValues int
}

var bucketPattern = regexp.MustCompile(`^[a-zA-Z0-9_-]+$`)

// withDefaults checks cfg and fills in its zero fields.
func (cfg Config) withDefaults() (Config, error) {
	if cfg.Keys == nil {
		return cfg, &pii.Error{Code: pii.CodeConfig, Message: "kvstore: Config.Keys is nil", Err: ErrNoKeyring}
	}
	if cfg.Bucket == "" {
		cfg.Bucket = DefaultBucket
	}
	if !bucketPattern.MatchString(cfg.Bucket) {
		return cfg, configError("bucket name must match [a-zA-Z0-9_-]+")
	}
	if cfg.Replicas == 0 {
		cfg.Replicas = 1
	}
	if cfg.Replicas < 1 || cfg.Replicas > 5 {
		return cfg, configError("replicas must be within 1..5")
	}
	if cfg.History == 0 {
		cfg.History = 1
	}
	if cfg.History > jetstream.KeyValueMaxHistory {
		return cfg, configError("history must be within 1..64")
	}
	var err error
	if cfg.IdleTTL, err = duration(cfg.IdleTTL, DefaultIdleTTL, "idle TTL"); err != nil {
		return cfg, err
	}
	if cfg.IdleTTL%time.Second != 0 {
		cfg.IdleTTL = cfg.IdleTTL.Truncate(time.Second) + time.Second
	}
	if cfg.StreamTTL, err = duration(cfg.StreamTTL, DefaultStreamTTL, "stream TTL"); err != nil {
		return cfg, err
	}
	cfg.StreamTTL = min(cfg.StreamTTL.Truncate(time.Second), cfg.maxAge())
	if cfg.MarkerTTL, err = duration(cfg.MarkerTTL, DefaultMarkerTTL, "marker TTL"); err != nil {
		return cfg, err
	}
	cfg.MarkerTTL = cfg.MarkerTTL.Truncate(time.Second)
	if cfg.CheckInterval <= 0 {
		cfg.CheckInterval = DefaultCheckInterval
	}
	cfg.CheckInterval = min(cfg.CheckInterval, cfg.refreshEvery())
	cfg.QueueSize = positive(cfg.QueueSize, DefaultQueueSize)
	if cfg.ThreadWatches == 0 {
		cfg.ThreadWatches = DefaultThreadWatches
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.MaxBytes < 0 {
		return cfg, configError("max bytes must not be negative (0: no bound)")
	}
	if cfg.MaxValues == 0 {
		cfg.MaxValues = DefaultMaxValues
	}
	return cfg, nil
}

func duration(d, def time.Duration, what string) (time.Duration, error) {
	if d == 0 {
		return def, nil
	}
	if d < time.Second {
		return 0, configError(what + " must be at least one second")
	}
	return d, nil
}

func positive(n, def int) int {
	if n <= 0 {
		return def
	}
	return n
}

// maxAge is the bucket's age limit: entries and message records outlive
// the head of their thread by half an idle TTL at least.
func (cfg Config) maxAge() time.Duration { return cfg.IdleTTL + cfg.grace() }

// grace is how long entries outlive the head that was refreshed after them.
func (cfg Config) grace() time.Duration { return cfg.IdleTTL / 2 }

// refreshEvery is how often a thread in use has its lifetime extended.
func (cfg Config) refreshEvery() time.Duration { return cfg.IdleTTL / 4 }

// metaTTL is the Nats-TTL header of a thread's head.
func (cfg Config) metaTTL() string {
	return fmt.Sprintf("%ds", int64(cfg.IdleTTL/time.Second))
}

func configError(msg string) error {
	return &pii.Error{Code: pii.CodeConfig, Message: "kvstore: " + msg}
}
