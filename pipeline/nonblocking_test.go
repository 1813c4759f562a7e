package pipeline

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// inProcess declares its detector one that never waits.
type inProcess struct{ pii.Detector }

func (inProcess) InProcess() bool { return true }

// namesDetector finds the names it is given (PERSON), whole text
// matches only: the test changes what it finds between calls.
type namesDetector struct {
	mu    sync.Mutex
	names []string
	calls int
}

func (d *namesDetector) add(name string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.names = append(d.names, name)
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

// tryAnonymize runs Anonymize under NonBlocking, committing what it
// holds when commit is set, and reports whether it stopped.
func tryAnonymize(p *Pipeline, thread, text string, commit bool) (string, bool, error) {
	nb, attempt := NonBlocking(context.Background())
	a, err := p.Anonymize(nb, thread, text, pii.RoleUser)
	if commit {
		attempt.Commit()
	}
	if attempt.Blocked() && !errors.Is(err, ErrWouldBlock) {
		return "", true, errors.New("a stopped call returned " + err.Error())
	}
	return a.Text, attempt.Blocked(), err
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

// cachedView is the pipeline's cached view of thread.
func cachedView(t *testing.T, p *Pipeline, thread string) *view {
	t.Helper()
	head, _ := p.store.(HeldThreads).HeldHead(thread)
	v := p.cache.get(thread, head.Gen)
	if v == nil {
		t.Fatalf("no view of %s", thread)
	}
	return v
}

func TestANewTextIsDetectedUnderNonBlockingOnlyWhenNothingWaits(t *testing.T) {
	const known = "Paul met Emma."
	cases := []struct {
		name string
		// detector wraps the names detector as the configuration does.
		detector func(*namesDetector) pii.Detector
		guard    bool // a guard rail with the same detector
		blocked  bool
	}{
		{"detectors that declare they never wait detect inline", func(d *namesDetector) pii.Detector { return inProcess{d} }, false, false},
		{"a composite of such detectors detects inline", func(d *namesDetector) pii.Detector { return pii.NewComposite(inProcess{d}, inProcess{d}) }, false, false},
		{"a detector that does not declare it may wait", func(d *namesDetector) pii.Detector { return d }, false, true},
		{"one such detector in a composite may wait", func(d *namesDetector) pii.Detector { return pii.NewComposite(inProcess{d}, d) }, false, true},
		{"a guard rail whose detector may wait stops the call", func(d *namesDetector) pii.Detector { return inProcess{d} }, true, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			names := &namesDetector{names: []string{"Paul", "Emma"}}
			cfg := Config{Detector: c.detector(names)}
			if c.guard {
				cfg.Guard = &Guard{Detector: names}
			}
			p, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			want := anon(t, p, "t", "Paul and Emma", pii.RoleUser)
			calls := names.called()
			got, blocked, err := tryAnonymize(p, "t", known, true)
			if blocked != c.blocked {
				t.Fatalf("blocked %v (%v), want %v", blocked, err, c.blocked)
			}
			if blocked {
				if n := names.called(); n != calls {
					t.Errorf("a call that stopped ran a detector %d times", n-calls)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if wantText := strings.Replace(strings.Replace(want, "and", "met", 1), "<<PERSON:2>>", "<<PERSON:2>>.", 1); got != wantText {
				t.Errorf("got %q, want %q", got, wantText)
			}
		})
	}
}

func TestACallUnderNonBlockingGivesWhatACallThatMayWaitGives(t *testing.T) {
	texts := []string{
		"Paul met Emma.",
		"emma (EMMA) and paul again, with <<PERSON:1>> typed by the user",
		"nothing known here",
		"",
	}
	for _, text := range texts {
		t.Run(text, func(t *testing.T) {
			names := &namesDetector{names: []string{"Paul", "Emma", "emma", "EMMA", "paul"}}
			newPipe := func() *Pipeline {
				p, err := New(Config{Detector: inProcess{names}})
				if err != nil {
					t.Fatal(err)
				}
				anon(t, p, "t", "Paul and Emma, paul and emma and EMMA", pii.RoleUser)
				return p
			}
			tried, pooled := newPipe(), newPipe()
			got, blocked, err := tryAnonymize(tried, "t", text, true)
			if blocked || err != nil {
				t.Fatalf("blocked %v, %v", blocked, err)
			}
			if want := anon(t, pooled, "t", text, pii.RoleUser); got != want {
				t.Errorf("under NonBlocking %q, may wait %q", got, want)
			}
			// Committed: answered from memory the second time.
			calls := names.called()
			if again, _, _ := tryAnonymize(tried, "t", text, true); again != got || names.called() != calls && text != "" {
				t.Errorf("the second try gave %q and detected %d times", again, names.called()-calls)
			}
		})
	}
}

func TestACallThatStopsChangesNothing(t *testing.T) {
	names := &namesDetector{names: []string{"Paul", "Emma", "Jean"}}
	p, err := New(Config{Detector: inProcess{names}})
	if err != nil {
		t.Fatal(err)
	}
	anon(t, p, "t", "Paul and Emma", pii.RoleUser)
	entries, renders := logLength(t, p, "t"), cachedView(t, p, "t").messages()
	// A first text the thread knows, then one with a new value: the call
	// stops at the second.
	nb, attempt := NonBlocking(context.Background())
	if _, err := p.Anonymize(nb, "t", "Emma wrote.", pii.RoleUser); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Anonymize(nb, "t", "Jean wrote.", pii.RoleUser); !errors.Is(err, ErrWouldBlock) {
		t.Fatalf("a new value gave %v", err)
	}
	attempt.Commit()
	if n := logLength(t, p, "t"); n != entries {
		t.Errorf("the log holds %d entries, want %d", n, entries)
	}
	if n := cachedView(t, p, "t").messages(); n != renders {
		t.Errorf("the view holds %d renders, want %d", n, renders)
	}
	for _, text := range []string{"Emma wrote.", "Jean wrote."} {
		if _, ok, _ := p.store.RecallMessage(context.Background(), "t", cachedView(t, p, "t").gen, digestOf(text)); ok {
			t.Errorf("a message record of %q was written", text)
		}
	}
	// Run again where it may wait: as if the try had not been.
	if got := anon(t, p, "t", "Jean wrote.", pii.RoleUser); got != "<<PERSON:3>> wrote." {
		t.Errorf("run again: %q", got)
	}
}

func TestAHeldRenderIsNotAnsweredOnceTheLogGrew(t *testing.T) {
	names := &namesDetector{names: []string{"Paul"}}
	p, err := New(Config{Detector: inProcess{names}})
	if err != nil {
		t.Fatal(err)
	}
	anon(t, p, "t", "Paul", pii.RoleUser)
	const text = "Paul met Bob."
	nb, attempt := NonBlocking(context.Background())
	if a, err := p.Anonymize(nb, "t", text, pii.RoleUser); err != nil || a.Text != "<<PERSON:1>> met Bob." {
		t.Fatalf("%q, %v", a.Text, err)
	}
	// Before the try commits, another call tokenises Bob.
	names.add("Bob")
	anon(t, p, "t", "Bob", pii.RoleUser)
	attempt.Commit()
	got, blocked, err := tryAnonymize(p, "t", text, false)
	if blocked || err != nil {
		t.Fatalf("blocked %v, %v", blocked, err)
	}
	if got != "<<PERSON:1>> met <<PERSON:2>>." {
		t.Errorf("after the log grew: %q", got)
	}
}
