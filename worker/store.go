package worker

import (
	"context"
	"errors"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pipeline"
)

// storeHandle is the thread store and the stream state store the worker
// runs on, with their lifecycle.
type storeHandle struct {
	threads pipeline.Store
	streams pipeline.StreamStore
	// sealer seals stream continuations; every worker on the bucket has
	// its keys.
	sealer *pipeline.Sealer
	// probe writes to the store to learn whether it takes writes; nil
	// for a store in process memory, which always does.
	probe func(context.Context) error
	close func()
}

// openStore opens the stores [memory] asks for: JetStream KV (the
// default, shared by every worker) or process memory.
func openStore(ctx context.Context, w *Worker) (storeHandle, error) {
	if w.cfg.MemoryType() == config.MemoryInMemory {
		w.log.Warn("threads live in this process only: several workers would not agree on tokens")
		// Keys, when configured, still name threads in error events.
		if kr, err := LoadKeys(w.cfg); err == nil {
			w.keys.Store(kr)
		} else if !errors.Is(err, kvstore.ErrNoKeyring) {
			return storeHandle{}, err
		}
		// Continuations need not outlive the process: its threads do not.
		sealer, err := pipeline.NewSealer(pipeline.RandomSealKey())
		if err != nil {
			return storeHandle{}, err
		}
		return storeHandle{
			threads: pipeline.NewMemStore(w.cfg.MemStoreConfig()),
			streams: pipeline.NewMemStreamStore(pipeline.MemStreamConfig{}),
			sealer:  sealer,
		}, nil
	}
	return openKVStore(ctx, w)
}
