package worker

import (
	"context"
	"errors"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
)

// openKVStore opens the thread store on JetStream KV, shared by every
// worker on the bucket.
func openKVStore(ctx context.Context, w *Worker) (storeHandle, error) {
	keys, err := w.loadKeys()
	if err != nil {
		return storeHandle{}, err
	}
	w.keys = keys
	m := w.cfg.Memory
	if m == nil {
		m = &config.Memory{}
	}
	storage := jetstream.FileStorage
	if m.Storage == "memory" {
		storage = jetstream.MemoryStorage
	}
	st, err := kvstore.New(ctx, w.js, kvstore.Config{
		Bucket:       m.Bucket,
		Replicas:     m.Replicas,
		Storage:      storage,
		History:      uint8(m.History), // validated <= 64
		IdleTTL:      m.TTL.D(),
		StreamTTL:    m.StreamTTL.D(),
		Keys:         keys,
		CacheThreads: m.CacheThreads,
		// Regex and gazetteer detection costs less than a KV read, so
		// message records stay local unless sharing is asked for (a slow
		// external NER detector).
		LocalMessages: !m.ShareDetections,
	})
	if err != nil {
		return storeHandle{}, err
	}
	bucket := m.Bucket
	if bucket == "" {
		bucket = kvstore.DefaultBucket
	}
	return storeHandle{
		threads: kvStats{st},
		streams: st.Streams(),
		health: func(ctx context.Context) error {
			kv, err := w.js.KeyValue(ctx, bucket)
			if err == nil {
				_, err = kv.Status(ctx)
			}
			if err != nil {
				return errors.New("KV bucket " + bucket + " unreachable: " + err.Error())
			}
			return nil
		},
		close: func() { _ = st.Close() },
	}, nil
}

// kvStats exposes the KV store's counters to the metrics.
type kvStats struct{ *kvstore.Store }

// StoreStats implements StatsSource.
func (s kvStats) StoreStats() StoreStats {
	st := s.Stats()
	return StoreStats{
		Conflicts:   st.Conflicts,
		Retries:     st.Retries,
		CacheHits:   st.HeadHits + st.MessageHits,
		CacheMisses: st.HeadMisses + st.MessageMisses,
		Errors:      st.KVErrors + st.DecryptErrors,
	}
}
