// Package threads opens the thread store the processor runs on, and
// keeps it: a probe that writes a new key tells whether it takes new
// values, and how full it is, and a bucket
// deleted under the worker is created again, with a new pipeline and
// processor on it.
package threads

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/streamstate"
	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// Store is the thread store and the stream state store the worker runs
// on, with their lifecycle.
type Store struct {
	Threads pipeline.Store
	Streams streamstate.Store
	// Sealer seals stream continuations; every worker on the bucket has
	// its keys.
	Sealer *streamstate.Sealer
	// KV is the JetStream KV store, nil for a store in process memory.
	KV *kvstore.Store
	// probe writes a new value to the store to learn whether it takes
	// them, and reads how full it is; nil for a store in process memory,
	// which always takes them.
	probe func(context.Context) (Usage, error)
}

// Close closes the store.
func (s Store) Close() {
	if s.KV != nil {
		_ = s.KV.Close()
	}
}

// OpenMemory opens stores in process memory: several workers would not
// agree on tokens. Continuations need not outlive the process: its
// threads do not.
func OpenMemory(cfg *config.Config) (Store, error) {
	sealer, err := streamstate.NewSealer(streamstate.RandomSealKey())
	if err != nil {
		return Store{}, err
	}
	return Store{
		Threads: pipeline.NewMemStore(cfg.MemStoreConfig()),
		Streams: streamstate.NewMemStore(streamstate.MemConfig{}),
		Sealer:  sealer,
	}, nil
}

// ContinuationPurpose names the keys that seal stream continuations and
// pipeline-mode stream positions.
const ContinuationPurpose = "stream continuation"

// OpenKV opens the thread store on JetStream KV, shared by every worker
// on the bucket, with keys. While JetStream cannot take it (no quorum yet
// in a cluster starting with its workers, a meta leader being elected,
// workers creating the bucket at once) it retries with a growing delay;
// explain, when not nil, adds what to do to a JetStream error.
func OpenKV(ctx context.Context, cfg *config.Config, js jetstream.JetStream, keys *kvstore.Keyring, log *slog.Logger, explain func(error) error) (Store, error) {
	if explain == nil {
		explain = func(err error) error { return err }
	}
	sealer, err := keys.Sealer(ContinuationPurpose)
	if err != nil {
		return Store{}, err
	}
	m := cfg.Memory
	if m == nil {
		m = &config.Memory{}
	}
	storage := jetstream.FileStorage
	if m.Storage == "memory" {
		storage = jetstream.MemoryStorage
	}
	bucket := cfg.Names().Bucket
	var st *kvstore.Store
	err = retry.Do(ctx, log, "open the thread store", func(ctx context.Context) error {
		if err := checkBucketOwner(ctx, cfg, js, log); err != nil {
			return err
		}
		var err error
		st, err = kvstore.New(ctx, js, kvstore.Config{
			Bucket:        bucket,
			Metadata:      bucketMetadata(ctx, cfg, js),
			Replicas:      m.Replicas,
			Storage:       storage,
			History:       uint8(m.History), // validated <= 64
			IdleTTL:       m.TTL.D(),
			StreamTTL:     m.StreamTTL.D(),
			CheckInterval: m.CheckInterval.D(),
			Keys:          keys,
			// Regex and gazetteer detection costs less than a KV read, so
			// message records stay local unless sharing is asked for (a slow
			// external NER detector).
			LocalMessages: !m.ShareDetections,
			MaxBytes:      m.MaxBytes.Bytes(),
			MaxValues:     m.MaxValues,
		})
		return explain(err)
	}, transientStoreError, "bucket", bucket)
	if err != nil {
		return Store{}, err
	}
	if cfg.Embedded() {
		warm(ctx, st, log)
	}
	return Store{
		Threads: st,
		Streams: st.Streams(),
		Sealer:  sealer,
		KV:      st,
		probe:   (&bucketProbe{js: js, bucket: bucket}).run,
	}, nil
}

// warmBytes bounds what an embedded server reads before the worker is
// ready: the newest 64 MiB of the bucket's stream (at most about a tenth
// of a second of reading and decrypting at start, held by the server
// for about 10 s).
const warmBytes = 64 << 20

// warm has an embedded server, which started with the worker and holds
// none of the bucket's blocks in its cache, read the newest ones before
// the worker says it is ready: the first requests after a restart then
// pay their threads' own loads, not the server's reads from disk
// (docs/kvstore.md, "Warming a restarted server's blocks"). A failure
// costs those requests the reads, no more: it is logged, not returned;
// a start interrupted meanwhile (ctx ended) logs nothing.
func warm(ctx context.Context, st *kvstore.Store, log *slog.Logger) {
	start := time.Now()
	reads, err := st.Warm(ctx, warmBytes)
	if err != nil && ctx.Err() != nil {
		return
	}
	if err != nil {
		log.Warn("could not warm the embedded server's thread store blocks; the first requests read them", "error", err)
		return
	}
	log.Info("embedded server's thread store blocks warmed", "reads", reads, "max_bytes", warmBytes, "took", time.Since(start).String())
}

// transientStoreError tells a store or JetStream failure that may pass
// (no quorum yet, a leader being elected, a timeout, two workers creating
// the same stream) from a refusal that will not (a configuration error, a
// keyring that does not match the bucket's).
func transientStoreError(err error) bool {
	var pe *pii.Error
	if errors.As(err, &pe) {
		return pe.Code == pii.CodeUnavailable && pe.Err != nil
	}
	return !errors.Is(err, pii.ErrConfig)
}
