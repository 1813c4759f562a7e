package worker

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// probeKey is the record the health probe writes into the bucket. Like
// the keyring check record it is outside the threads' key space, so no
// watcher reads it; every worker writes the same one, so it costs one
// key whatever the number of workers.
const probeKey = "_piighost.probe"

// errBucketMissing is the probe's finding that the bucket was deleted.
var errBucketMissing = errors.New("the KV bucket does not exist")

// openKVStore opens the thread store on JetStream KV, shared by every
// worker on the bucket. While JetStream cannot take it (no quorum yet in
// a cluster starting with its workers, a meta leader being elected,
// workers creating the bucket at once) it retries with a growing delay.
func openKVStore(ctx context.Context, w *Worker) (storeHandle, error) {
	keys, err := w.loadKeys()
	if err != nil {
		return storeHandle{}, err
	}
	w.keys.Store(keys)
	sealer, err := keys.Sealer(continuationPurpose)
	if err != nil {
		return storeHandle{}, err
	}
	m := w.cfg.Memory
	if m == nil {
		m = &config.Memory{}
	}
	storage := jetstream.FileStorage
	if m.Storage == "memory" {
		storage = jetstream.MemoryStorage
	}
	bucket := m.Bucket
	if bucket == "" {
		bucket = kvstore.DefaultBucket
	}
	var st *kvstore.Store
	err = retry.Do(ctx, w.log, "open the thread store", func(ctx context.Context) error {
		var err error
		st, err = kvstore.New(ctx, w.js, kvstore.Config{
			Bucket:        m.Bucket,
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
		})
		return w.explainNoJetStream(err)
	}, transientStoreError, "bucket", bucket)
	if err != nil {
		return storeHandle{}, err
	}
	return storeHandle{
		threads: kvStats{st},
		streams: st.Streams(),
		sealer:  sealer,
		probe:   (&bucketProbe{js: w.js, bucket: bucket}).run,
		close:   func() { _ = st.Close() },
	}, nil
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

// continuationPurpose names the keys that seal stream continuations and
// pipeline-mode stream positions.
const continuationPurpose = "stream continuation"

// bucketProbe writes the probe record: a store that takes it takes a
// first sighting too (a quorum of an R3 bucket's servers answers). A
// probe costs one write; only a failed one looks the bucket up, to tell a
// deleted bucket from one that cannot take writes.
type bucketProbe struct {
	js     jetstream.JetStream
	bucket string
	kv     jetstream.KeyValue // bound once found
}

func (p *bucketProbe) run(ctx context.Context) error {
	if p.kv == nil {
		kv, err := p.js.KeyValue(ctx, p.bucket)
		if err != nil {
			return p.lookupError(err)
		}
		p.kv = kv
	}
	_, err := p.kv.Put(ctx, probeKey, []byte(strconv.FormatInt(time.Now().Unix(), 10)))
	if err == nil {
		return nil
	}
	if _, lerr := p.js.KeyValue(ctx, p.bucket); errors.Is(lerr, jetstream.ErrBucketNotFound) {
		p.kv = nil
		return fmt.Errorf("KV bucket %s: %w", p.bucket, errBucketMissing)
	}
	return fmt.Errorf("KV bucket %s cannot take writes: %w", p.bucket, err)
}

func (p *bucketProbe) lookupError(err error) error {
	if errors.Is(err, jetstream.ErrBucketNotFound) {
		return fmt.Errorf("KV bucket %s: %w", p.bucket, errBucketMissing)
	}
	return fmt.Errorf("KV bucket %s cannot take writes: it does not answer: %w", p.bucket, err)
}

// kvStats exposes the KV store's counters to the metrics.
type kvStats struct{ *kvstore.Store }

// StoreStats implements StatsSource.
func (s kvStats) StoreStats() StoreStats {
	st := s.Stats()
	return StoreStats{
		Conflicts:     st.Conflicts,
		Retries:       st.Retries,
		CacheHits:     st.HeadHits + st.MessageHits,
		CacheMisses:   st.HeadMisses + st.MessageMisses,
		Errors:        st.KVErrors + st.DecryptErrors,
		Watched:       st.Watched,
		Events:        st.Events,
		Resyncs:       st.Resyncs,
		WholeBucket:   st.WholeBucket,
		Confirmations: st.Confirmations,
		GapsFetched:   st.GapsFetched,
		GapsLost:      st.GapsLost,
	}
}
