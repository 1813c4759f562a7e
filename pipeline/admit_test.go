package pipeline

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// mails returns the e-mail addresses from..to, one per line.
func mails(from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		fmt.Fprintf(&b, "user%d@example.com\n", i)
	}
	return b.String()
}

// request de-identifies texts in thread as one request: Admit, then each
// text in order; alone skips Admit, each text a request of its own; walk
// walks them as the processor does (see walked).
func request(ctx context.Context, p *Pipeline, thread string, texts []string, alone, walk bool) error {
	if walk {
		_, _, err := walked(ctx, p, thread, texts, -1)
		return err
	}
	if !alone {
		var err error
		if ctx, err = p.Admit(ctx, thread, texts); err != nil {
			return err
		}
	}
	for _, t := range texts {
		if _, err := p.AnonymizeAs(ctx, thread, t, Author{Role: pii.RoleUser}); err != nil {
			return err
		}
	}
	return nil
}

func TestARequestAddsAtMostMaxNewValuesToItsThread(t *testing.T) {
	for _, tc := range []struct {
		rule    string
		bound   int
		held    []string // earlier requests, one text each
		texts   []string
		alone   bool
		refused bool
		values  int // the thread's values afterwards
	}{
		{rule: "a request adding as many new values as the bound is admitted", bound: 3,
			texts: []string{mails(1, 2), mails(3, 3)}, values: 3},
		{rule: "a request adding one more is refused and writes none of them", bound: 3,
			texts: []string{mails(1, 2), mails(3, 4)}, refused: true},
		{rule: "the bound counts the request's texts together, not each one", bound: 3,
			texts: []string{mails(1, 1), mails(2, 2), mails(3, 3), mails(4, 4)}, refused: true},
		{rule: "values the thread holds already do not count", bound: 3, held: []string{mails(1, 2)},
			texts: []string{mails(1, 5)}, values: 5},
		{rule: "a value repeated across the request's texts counts once", bound: 3,
			texts: []string{mails(1, 2), mails(1, 3), mails(2, 3)}, values: 3},
		{rule: "a refused request leaves the thread's values as they were", bound: 3, held: []string{mails(1, 1)},
			texts: []string{mails(2, 3), mails(4, 5)}, refused: true, values: 1},
		{rule: "a call without Admit is a request of its own, its values held to the bound", bound: 3,
			texts: []string{mails(1, 4)}, alone: true, refused: true},
		{rule: "a negative bound admits any number", bound: -1,
			texts: []string{mails(1, 1500)}, values: 1500},
		{rule: "the default bound admits a thousand new values", bound: 0,
			texts: []string{mails(1, 600), mails(601, 1000)}, values: 1000},
		{rule: "the default bound refuses a thousand and one", bound: 0,
			texts: []string{mails(1, 600), mails(601, 1001)}, refused: true},
	} {
		for _, walk := range []bool{false, true} {
			if walk && tc.alone {
				continue
			}
			t.Run(fmt.Sprintf("%s (walked %v)", tc.rule, walk), func(t *testing.T) {
				refusals := 0
				p, _ := newTestPipeline(t, func(c *Config) {
					c.MaxNewValues = tc.bound
					c.OnNewValuesRefused = func() { refusals++ }
				})
				ctx := context.Background()
				for _, h := range tc.held {
					if err := request(ctx, p, "t", []string{h}, false, false); err != nil {
						t.Fatal(err)
					}
				}
				err := request(ctx, p, "t", tc.texts, tc.alone, walk)
				switch {
				case !tc.refused && err != nil:
					t.Fatalf("refused: %v", err)
				case tc.refused && pii.CodeOf(err) != pii.CodeLimitExceeded:
					t.Fatalf("got %v, want limit_exceeded", err)
				case tc.refused && !strings.Contains(err.Error(), "max_new_values"):
					t.Errorf("the message does not name the setting: %v", err)
				}
				if want := map[bool]int{true: 1}[tc.refused]; refusals != want {
					t.Errorf("OnNewValuesRefused called %d times, want %d", refusals, want)
				}
				f, err := p.Forget(ctx, "t")
				if err != nil {
					t.Fatal(err)
				}
				if f.Entities != tc.values {
					t.Errorf("the thread holds %d values, want %d", f.Entities, tc.values)
				}
				if tc.refused && !tc.alone && f.Messages != len(tc.held) {
					t.Errorf("the thread holds %d message records, want the %d it held", f.Messages, len(tc.held))
				}
			})
		}
	}
}

// The texts Admit had to read are not detected again when the request
// de-identifies them.
func TestAnAdmittedTextIsDetectedOnce(t *testing.T) {
	p, det := newTestPipeline(t, func(c *Config) { c.MaxNewValues = 3 })
	ctx := context.Background()
	texts := []string{mails(1, 2), "no value at all, but a long enough text", mails(1, 3)}
	if err := request(ctx, p, "t", texts, false, false); err != nil {
		t.Fatal(err)
	}
	if n := det.calls.Load(); n != int64(len(texts)) {
		t.Errorf("the detector ran %d times for %d texts", n, len(texts))
	}
}

// walked de-identifies texts as one request the way the processor walks
// one (Begin, a walk, Complete, a second walk when texts were held), each
// walk handing over what the walk before left of each text, and returns
// what it made of them and how many walks it took.
func walked(ctx context.Context, p *Pipeline, thread string, texts []string, size int) ([]string, int, error) {
	out := append([]string(nil), texts...)
	walk := func(ctx context.Context) error {
		for i, t := range out {
			a, err := p.AnonymizeAs(ctx, thread, t, Author{Role: pii.RoleUser})
			if err != nil {
				return err
			}
			out[i] = a.Text
		}
		return nil
	}
	ctx = p.Begin(ctx, size)
	if err := walk(ctx); err != nil {
		return nil, 1, err
	}
	again, err := p.Complete(ctx, thread)
	if err != nil || !again {
		return out, 1, err
	}
	return out, 2, walk(ctx)
}

func TestAWalkedRequestIsWalkedAgainOnlyForTextsItsThreadDidNotRender(t *testing.T) {
	rendered := mails(1, 2)
	for _, tc := range []struct {
		rule  string
		texts []string
		bound int
		size  int // Begin's; 0: -1, unknown
		walks int
	}{
		{rule: "a request of texts the thread rendered is walked once", texts: []string{rendered, rendered}, walks: 1},
		{rule: "a new text after rendered ones is held for a second walk", texts: []string{rendered, mails(3, 3)}, walks: 2},
		{rule: "a rendered text after a new one is held with it", texts: []string{"Hello, a text never seen", rendered, mails(4, 5)}, walks: 2},
		{rule: "without a bound, nothing is held", texts: []string{rendered, mails(3, 3)}, bound: -1, walks: 1},
		{rule: "a request no longer than the bound in bytes is walked once", texts: []string{rendered, mails(3, 3)}, bound: 100, size: 100, walks: 1},
		{rule: "a request one byte longer is held", texts: []string{rendered, mails(3, 3)}, bound: 100, size: 101, walks: 2},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			p, _ := newTestPipeline(t, func(c *Config) { c.MaxNewValues = tc.bound })
			q, _ := newTestPipeline(t, func(c *Config) { c.MaxNewValues = -1 })
			ctx := context.Background()
			for _, p := range []*Pipeline{p, q} {
				if _, err := p.Anonymize(ctx, "t", rendered, pii.RoleUser); err != nil {
					t.Fatal(err)
				}
			}
			size := tc.size
			if size == 0 {
				size = -1
			}
			got, walks, err := walked(ctx, p, "t", tc.texts, size)
			if err != nil {
				t.Fatal(err)
			}
			if walks != tc.walks {
				t.Errorf("walked %d times, want %d", walks, tc.walks)
			}
			for i, text := range tc.texts { // as a request of its own each, one after the other
				if want := anon(t, q, "t", text, pii.RoleUser); got[i] != want {
					t.Errorf("text %d: %q, want %q", i, got[i], want)
				}
			}
		})
	}
}

func TestTheFirstWalkWritesNothing(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	p, _ := newTestPipeline(t, func(c *Config) { c.MaxNewValues, c.Store = 10, store })
	ctx := p.Begin(context.Background(), -1)
	for _, text := range []string{mails(1, 1), mails(2, 3)} {
		a, err := p.AnonymizeAs(ctx, "t", text, Author{Role: pii.RoleUser})
		if err != nil || a.Text != text {
			t.Fatalf("the first walk made %q of %q (%v), want it held unchanged", a.Text, text, err)
		}
	}
	if n, err := p.CountKnown(ctx, "t", mails(1, 3)); n != 0 || err != nil {
		t.Errorf("past a held text, CountKnown counted %d (%v)", n, err)
	}
	if n := store.Len(); n != 0 {
		t.Errorf("after the first walk the store holds %d threads, want none", n)
	}
	if again, err := p.Complete(ctx, "t"); !again || err != nil {
		t.Fatalf("Complete: again %v, %v", again, err)
	}
	if a, err := p.AnonymizeAs(ctx, "t", mails(1, 1), Author{Role: pii.RoleUser}); err != nil || !strings.Contains(a.Text, "<<EMAIL:1>>") {
		t.Errorf("the second walk made %q (%v)", a.Text, err)
	}
}

// openCounter is a MemStore that counts the opens of threads it does
// not hold.
type openCounter struct {
	*MemStore
	misses atomic.Int64
}

func (s *openCounter) Open(ctx context.Context, thread string, create bool) (Head, bool, error) {
	h, ok, err := s.MemStore.Open(ctx, thread, create)
	if !ok {
		s.misses.Add(1)
	}
	return h, ok, err
}

func TestANewThreadIsLookedForOncePerRequest(t *testing.T) {
	store := &openCounter{MemStore: NewMemStore(MemStoreConfig{})}
	p, _ := newTestPipeline(t, func(c *Config) { c.MaxNewValues, c.Store = 10, store })
	ctx := p.Begin(context.Background(), -1)
	if _, err := p.AnonymizeAs(ctx, "t", mails(1, 3), Author{Role: pii.RoleUser}); err != nil {
		t.Fatal(err)
	}
	if again, err := p.Complete(ctx, "t"); !again || err != nil {
		t.Fatalf("Complete: again %v, %v", again, err)
	}
	if n := store.misses.Load(); n != 1 {
		t.Errorf("the first walk and the admission looked for the thread %d times, want once", n)
	}
	if a, err := p.AnonymizeAs(ctx, "t", mails(1, 3), Author{Role: pii.RoleUser}); err != nil || strings.Count(a.Text, "<<EMAIL:") != 3 {
		t.Errorf("the second walk made %q (%v)", a.Text, err)
	}
}

// releaseCounter is an openCounter that counts releases too.
type releaseCounter struct {
	openCounter
	releases atomic.Int64
}

func (s *releaseCounter) Release(thread string) { s.releases.Add(1) }
func (s *releaseCounter) ThreadOverhead() int   { return 0 }

func TestAFirstWalkLeavesTheStoresThreadToTheCreationThatFollows(t *testing.T) {
	store := &releaseCounter{openCounter: openCounter{MemStore: NewMemStore(MemStoreConfig{})}}
	p, _ := newTestPipeline(t, func(c *Config) { c.MaxNewValues, c.Store = 10, store })
	ctx := p.Begin(context.Background(), -1)
	if _, err := p.AnonymizeAs(ctx, "t", mails(1, 3), Author{Role: pii.RoleUser}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Complete(ctx, "t"); err != nil {
		t.Fatal(err)
	}
	if _, err := p.AnonymizeAs(ctx, "t", mails(1, 3), Author{Role: pii.RoleUser}); err != nil {
		t.Fatal(err)
	}
	if n := store.releases.Load(); n != 0 {
		t.Errorf("%d releases during the request, want none", n)
	}
	if _, err := p.Deanonymize(context.Background(), "other", "<<EMAIL:1>>"); err != nil {
		t.Fatal(err)
	}
	if n := store.releases.Load(); n != 1 {
		t.Errorf("a call outside a walk on a thread the store lacks released it %d times, want once", n)
	}
}
