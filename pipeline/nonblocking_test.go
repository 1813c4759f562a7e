package pipeline

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// namesDetector finds the names it is given (PERSON), whole text
// matches only, and counts its calls.
type namesDetector struct {
	mu    sync.Mutex
	names []string
	calls int
}

func (d *namesDetector) Detect(_ context.Context, text string) ([]pii.Detection, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.calls++
	return namesIn(text, d.names, 1), nil
}

func (d *namesDetector) called() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.calls
}

// logLength is the number of entries the store holds for thread.
func logLength(t *testing.T, p *Pipeline, thread string) int {
	t.Helper()
	head, ok := p.store.(HeldThreads).HeldHead(thread)
	if !ok {
		t.Fatalf("the store does not hold %s", thread)
	}
	return head.Len
}

func TestARestoreUnderNonBlockingGivesWhatARestoreThatMayWaitGives(t *testing.T) {
	names := &namesDetector{names: []string{"Paul", "Emma"}}
	p, err := New(Config{Detector: names})
	if err != nil {
		t.Fatal(err)
	}
	anon(t, p, "t", "Paul and Emma", pii.RoleUser)
	for _, text := range []string{"<<PERSON:2>> wrote to <<PERSON:1>>", "no token", "<<PERSON:1>> and <<PERSON:1\u200b>>"} {
		want := restore(t, p, "t", text)
		nb, attempt := NonBlocking(context.Background())
		got, err := p.Deanonymize(nb, "t", text)
		if err != nil || attempt.Blocked() {
			t.Fatalf("%q under NonBlocking: %v, blocked %v", text, err, attempt.Blocked())
		}
		if got.Text != want.Text {
			t.Errorf("%q under NonBlocking gives %q, may wait %q", text, got.Text, want.Text)
		}
	}
}

func TestACallUnderNonBlockingStopsBeforeAnySideEffect(t *testing.T) {
	cases := []struct {
		name string
		call func(ctx context.Context, p *Pipeline) error
	}{
		{"a text rendered before is de-identified where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.Anonymize(ctx, "t", "Paul and Emma", pii.RoleUser)
			return err
		}},
		{"a new value is de-identified where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.Anonymize(ctx, "t", "Jean wrote.", pii.RoleUser)
			return err
		}},
		{"known values are counted where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.CountKnown(ctx, "t", "Paul")
			return err
		}},
		{"a correction is recorded where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.Correct(ctx, "t", []Correction{{Action: Mask, Label: "PERSON", Text: "Jean"}})
			return err
		}},
		{"a thread is forgotten where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.Forget(ctx, "t")
			return err
		}},
		{"a token the view lacks is looked up where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.Deanonymize(ctx, "t", "<<PERSON:9>>")
			return err
		}},
		{"a cold thread is read where it may wait", func(ctx context.Context, p *Pipeline) error {
			_, err := p.Deanonymize(ctx, "cold", "<<PERSON:1>>")
			return err
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			names := &namesDetector{names: []string{"Paul", "Emma", "Jean"}}
			p, err := New(Config{Detector: names})
			if err != nil {
				t.Fatal(err)
			}
			anon(t, p, "t", "Paul and Emma", pii.RoleUser)
			if _, _, err := p.store.Open(context.Background(), "cold", true); err != nil {
				t.Fatal(err)
			}
			entries, calls, cached := logLength(t, p, "t"), names.called(), p.CacheStats()
			nb, attempt := NonBlocking(context.Background())
			if err := c.call(nb, p); !errors.Is(err, ErrWouldBlock) || !attempt.Blocked() {
				t.Fatalf("under NonBlocking: %v, blocked %v; want ErrWouldBlock", err, attempt.Blocked())
			}
			if n := logLength(t, p, "t"); n != entries {
				t.Errorf("the log holds %d entries, want %d", n, entries)
			}
			if n := names.called(); n != calls {
				t.Errorf("the detector ran %d times", n-calls)
			}
			if st := p.CacheStats(); st.Threads != cached.Threads || st.Bytes != cached.Bytes {
				t.Errorf("the cache went from %+v to %+v", cached, st)
			}
			// Where it may wait, the call runs as if the try had not been.
			if err := c.call(context.Background(), p); err != nil {
				t.Fatal(err)
			}
		})
	}
}
