package threads

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
)

// Engine is what processes messages: the thread store, the pipeline on
// it and the processor on the pipeline. It is replaced whole when the
// store's bucket has to be created again.
type Engine struct {
	Store Store
	Pipe  *pipeline.Pipeline
	Proc  *processor.Processor
}

// Close closes the engine's store.
func (e *Engine) Close() { e.Store.Close() }

// Config is what a Keeper needs.
type Config struct {
	// Open opens the thread store and builds an engine on it.
	Open func(context.Context) (*Engine, error)
	// Retire is told of an engine being replaced (its counters).
	Retire func(*Engine)
	Log    *slog.Logger
}

// probeTTL is how long a store probe's finding is reused: health checks
// from several orchestrators cost one write per worker and period.
const probeTTL = 2 * time.Second

// probeTimeout bounds one probe: a write a quorum does not acknowledge in
// that time is as good as refused for a caller with a deadline.
const probeTimeout = 2 * time.Second

// errProbePending is the finding of a first probe not over yet.
var errProbePending = errors.New("the thread store has not answered its first probe yet")

// watchEvery is how often the store watchdog probes when nothing asks.
const watchEvery = 15 * time.Second

// Keeper holds the current engine, and its watchdog: it probes the
// store now and then, and at once after a message failed for want of it
// (Trouble), and creates the bucket again when it was deleted: without
// it every first sighting would fail until a restart.
type Keeper struct {
	cfg  Config
	eng  atomic.Pointer[Engine]
	kick chan struct{}
	wg   sync.WaitGroup

	mu      sync.Mutex
	at      time.Time     // of the latest finding; zero: none to reuse
	err     error         // the latest finding
	found   bool          // a probe has ended: err is a finding
	usage   Usage         // the bucket's usage, as the latest probe read it
	probing chan struct{} // closed when the probe under way ends; nil: none
	closed  bool          // no probe starts any more
}

// Open opens the first engine.
func Open(ctx context.Context, cfg Config) (*Keeper, error) {
	e, err := cfg.Open(ctx)
	if err != nil {
		return nil, err
	}
	k := &Keeper{cfg: cfg, kick: make(chan struct{}, 1)}
	k.eng.Store(e)
	return k, nil
}

// Engine returns the current engine.
func (k *Keeper) Engine() *Engine { return k.eng.Load() }

// Watch starts the watchdog; it returns once ctx ends (Close waits).
func (k *Keeper) Watch(ctx context.Context) {
	k.wg.Add(1)
	go func() {
		defer k.wg.Done()
		k.watch(ctx)
	}()
}

// Close waits for the watchdog and any probe under way, then closes the
// current store.
func (k *Keeper) Close() {
	if k == nil {
		return
	}
	k.mu.Lock()
	k.closed = true
	k.mu.Unlock()
	k.wg.Wait()
	k.Engine().Close()
}

// Trouble asks the watchdog to probe the store now: a message just
// failed because the store was unavailable.
func (k *Keeper) Trouble() {
	select {
	case k.kick <- struct{}{}:
	default:
	}
}

// Probe returns the latest finding of whether the store takes new
// values, probing when it is older than probeTTL. The probe runs on its
// own, bounded by probeTimeout, one at a time: a caller whose ctx ends
// first gets the finding before it (errProbePending when there is none),
// so that a health check answers within its own deadline whatever the
// store does.
func (k *Keeper) Probe(ctx context.Context) error {
	k.mu.Lock()
	if !k.at.IsZero() && time.Since(k.at) < probeTTL || k.closed {
		defer k.mu.Unlock()
		return k.lastLocked()
	}
	done := k.probing
	if done == nil {
		done = make(chan struct{})
		k.probing = done
		k.wg.Add(1)
		go k.probe(done)
	}
	k.mu.Unlock()
	select {
	case <-done:
	case <-ctx.Done():
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.lastLocked()
}

// lastLocked is the latest finding. The caller holds k.mu.
func (k *Keeper) lastLocked() error {
	if !k.found {
		return errProbePending
	}
	return k.err
}

// probe probes the current store and records its finding, then closes
// done.
func (k *Keeper) probe(done chan struct{}) {
	defer k.wg.Done()
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()
	var u Usage
	var err error
	if probe := k.Engine().Store.probe; probe != nil {
		u, err = probe(ctx)
	}
	k.mu.Lock()
	k.err, k.at, k.found, k.probing = err, time.Now(), true, nil
	if err == nil || u != (Usage{}) {
		k.usage = u
	}
	k.mu.Unlock()
	close(done)
}

// Usage returns the bucket's usage as the latest probe read it (zero
// for a store in process memory).
func (k *Keeper) Usage() Usage {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.usage
}

// forget makes the next Probe probe again.
func (k *Keeper) forget() {
	k.mu.Lock()
	k.at = time.Time{}
	k.mu.Unlock()
}

// watch probes until ctx ends.
func (k *Keeper) watch(ctx context.Context) {
	tick := time.NewTicker(watchEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		case <-k.kick:
		}
		err := k.Probe(ctx)
		if errors.Is(err, errBucketMissing) && ctx.Err() == nil {
			k.recreate(ctx)
		}
	}
}

// recreate opens the store anew, which creates its bucket, and swaps in
// a pipeline and processor built on it: the old ones cache threads the
// deleted bucket held. Messages in flight on the old store fail with
// unavailable, which clients retry.
func (k *Keeper) recreate(ctx context.Context) {
	k.cfg.Log.Warn("the thread store's KV bucket was deleted: creating it again; the threads it held are lost")
	eng, err := k.cfg.Open(ctx)
	if err != nil {
		if ctx.Err() == nil {
			k.cfg.Log.Error("the thread store's KV bucket could not be created again", "err", err)
		}
		return
	}
	old := k.eng.Swap(eng)
	if k.cfg.Retire != nil {
		k.cfg.Retire(old)
	}
	old.Close()
	k.forget()
	k.cfg.Log.Info("the thread store's KV bucket exists again")
}
