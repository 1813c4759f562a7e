package worker

import (
	"context"
	"errors"
	"os"
	"path/filepath"

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
	sealer, err := keys.Sealer(continuationPurpose)
	if err != nil {
		_ = st.Close()
		return storeHandle{}, err
	}
	bucket := m.Bucket
	if bucket == "" {
		bucket = kvstore.DefaultBucket
	}
	return storeHandle{
		threads: kvStats{st},
		streams: st.Streams(),
		sealer:  sealer,
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

// continuationPurpose names the keys that seal stream continuations and
// pipeline-mode stream positions.
const continuationPurpose = "stream continuation"

// loadKeys finds the thread store's keys: [keys] file, then the
// environment (PIIGHOST_KEYS, PIIGHOST_KEYS_FILE). Only the embedded
// single-machine mode may generate a key file, in its data directory.
func (w *Worker) loadKeys() (*kvstore.Keyring, error) {
	if w.cfg.Keys.File != "" {
		return kvstore.LoadKeyringFile(w.cfg.Keys.File)
	}
	kr, err := kvstore.LoadKeyring(os.LookupEnv)
	if !errors.Is(err, kvstore.ErrNoKeyring) {
		return kr, err
	}
	if !w.cfg.Embedded() {
		return nil, configErr("no keys for the thread store: set [keys] file, or PIIGHOST_KEYS / PIIGHOST_KEYS_FILE (the worker refuses to start without them when it joins a NATS server)")
	}
	path := filepath.Join(w.cfg.NATS.DataDir, "keys.json")
	if err := os.MkdirAll(w.cfg.NATS.DataDir, 0o700); err != nil {
		return nil, err
	}
	kr, generated, err := kvstore.LoadOrGenerateKeyFile(path)
	if generated {
		w.log.Warn("generated the thread store's key file (embedded mode); back it up with the data directory", "path", path)
	}
	return kr, err
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
