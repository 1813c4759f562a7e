package worker

import (
	"errors"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/streamstate"
	"github.com/piighost/piighost-nats/worker/internal/embedded"
	"github.com/piighost/piighost-nats/worker/internal/threads"
)

// Validate reports what Start would refuse cfg for, without connecting to
// anything, resolving any name or writing anything: the configuration's
// own rules, the pipeline and processor it builds (a placeholder factory
// the processor cannot restore, such as label or mask, is refused here),
// the thread store's keys (a worker that joins a server needs them), and
// the credentials and TLS files it names. `worker -check` runs it; Start
// runs it first. Errors a running server alone can give (a port in use,
// credentials refused, a key that does not match the bucket) are not
// found here.
func Validate(cfg *config.Config) error {
	if err := cfg.Validate(); err != nil {
		return err
	}
	if err := embedded.CheckFiles(cfg.NATS); err != nil {
		return err
	}
	if err := validateKeys(cfg); err != nil {
		return err
	}
	// The nats detector is built on a connection that never connects: its
	// settings are checked as at start, and nothing ever detects with it.
	mem := threads.Store{
		Threads: pipeline.NewMemStore(pipeline.MemStoreConfig{}),
		Streams: streamstate.NewMemStore(streamstate.MemConfig{}),
	}
	_, _, err := buildProcessor(cfg, mem, detectorBuilders(new(nats.Conn)), config.BuildOptions{}, nil)
	return err
}

// validateKeys loads the keys the store would use. An embedded worker
// without any generates them at start, in its data directory.
func validateKeys(cfg *config.Config) error {
	if cfg.MemoryType() == config.MemoryInMemory {
		return nil
	}
	_, err := LoadKeys(cfg)
	if errors.Is(err, kvstore.ErrNoKeyring) && cfg.Embedded() {
		return nil
	}
	return err
}
