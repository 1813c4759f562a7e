package threads

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
)

// TestADeletedBucketIsCreatedAgainOnceAMessageReportsTrouble: the
// keeper's probe finds the store taking writes; once the bucket is
// deleted under it, a message's trouble makes the watchdog probe, find
// the bucket gone, and open a new engine on a bucket created again,
// retiring the old one.
func TestADeletedBucketIsCreatedAgainOnceAMessageReportsTrouble(t *testing.T) {
	t.Parallel()
	js, keys := serverAndKeys(t)
	cfg := config.Default()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var opened, retired atomic.Int64
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	k, err := Open(ctx, Config{Log: log,
		Open: func(ctx context.Context) (*Engine, error) {
			st, err := OpenKV(ctx, cfg, js, keys, log, nil)
			if err != nil {
				return nil, err
			}
			opened.Add(1)
			return &Engine{Store: st}, nil
		},
		Retire: func(*Engine) { retired.Add(1) }})
	if err != nil {
		t.Fatal(err)
	}
	k.Watch(ctx)
	defer func() { cancel(); k.Close() }()
	if err := k.Probe(ctx); err != nil {
		t.Fatalf("a new store's probe: %v", err)
	}
	first := k.Engine()

	if err := js.DeleteKeyValue(ctx, kvstore.DefaultBucket); err != nil {
		t.Fatal(err)
	}
	k.forget() // the finding before the deletion
	if err := k.Probe(ctx); !errors.Is(err, errBucketMissing) {
		t.Fatalf("the probe of a deleted bucket: %v, want it missing", err)
	}
	k.forget()
	k.Trouble()
	natstest.Eventually(t, "a new engine on the bucket created again", func() bool { return k.Engine() != first })
	if _, err := js.KeyValue(ctx, kvstore.DefaultBucket); err != nil {
		t.Errorf("the bucket: %v", err)
	}
	if opened.Load() != 2 || retired.Load() != 1 {
		t.Errorf("%d engines opened, %d retired; want 2 and 1", opened.Load(), retired.Load())
	}
}

// serverAndKeys starts a server of the test's own and returns JetStream on
// a connection to it, and a new key file's ring.
func serverAndKeys(t *testing.T) (jetstream.JetStream, *kvstore.Keyring) {
	t.Helper()
	s := natstest.Run(t, nil)
	js := natstest.JetStream(t, s.ClientURL())
	keys, err := kvstore.GenerateKeyFile(filepath.Join(t.TempDir(), "keys.json"))
	if err != nil {
		t.Fatal(err)
	}
	return js, keys
}

// TestAProbeSlowerThanItsCallerGivesTheFindingBeforeIt: a caller whose
// context ends while the probe is under way gets the finding before it
// (none yet: pending), so that a health check answers within its own
// deadline; a caller that waits gets the probe's own finding.
func TestAProbeSlowerThanItsCallerGivesTheFindingBeforeIt(t *testing.T) {
	t.Parallel()
	gate := make(chan error)
	probe := func(ctx context.Context) (Usage, error) {
		select {
		case err := <-gate:
			return Usage{Bytes: 1}, err
		case <-ctx.Done():
			return Usage{}, ctx.Err()
		}
	}
	k, err := Open(context.Background(), Config{Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Open: func(context.Context) (*Engine, error) { return &Engine{Store: Store{probe: probe}}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	defer k.Close()
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	slow := errors.New("cannot take writes")
	for _, step := range []struct {
		rule   string
		answer error // the probe's finding, sent once the caller returned
		want   error // what a caller that does not wait gets
	}{
		{"before the first finding, pending", nil, errProbePending},
		{"then the finding before the probe under way", slow, nil},
		{"and the next one's", nil, slow},
	} {
		k.forget()
		if got := k.Probe(gone); !errors.Is(got, step.want) && got != step.want {
			t.Errorf("%s: %v, want %v", step.rule, got, step.want)
		}
		gate <- step.answer
		if got := k.Probe(context.Background()); got != step.answer {
			t.Errorf("%s: a caller that waits got %v, want %v", step.rule, got, step.answer)
		}
	}
	if got := k.Usage(); got.Bytes != 1 {
		t.Errorf("usage %+v, want what the probe read", got)
	}
}
