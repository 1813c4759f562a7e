package pipeline

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// countingStore is a MemStore that counts its writes of entries.
type countingStore struct {
	*MemStore
	appends, batches atomic.Int64
}

func (s *countingStore) Append(ctx context.Context, thread string, gen Gen, seq int, e Entry) error {
	s.appends.Add(1)
	return s.MemStore.Append(ctx, thread, gen, seq, e)
}

func (s *countingStore) AppendBatch(ctx context.Context, thread string, gen Gen, seq int, es []Entry) (int, error) {
	s.batches.Add(1)
	return s.MemStore.AppendBatch(ctx, thread, gen, seq, es)
}

// oneByOne is a MemStore without AppendBatch.
type oneByOne struct{ *MemStore }

func (s oneByOne) AppendBatch() {} // hides MemStore's: not a BatchAppender

func TestTheNewValuesOfATextCostTheStoreOneWrite(t *testing.T) {
	for _, tc := range []struct {
		name             string
		text             string
		appends, batches int64
		want             string
	}{
		{"three new values: one batch", "mail patrick@a.fr, emma@b.fr in Paris", 0, 1, "mail <<EMAIL:1>>, <<EMAIL:2>> in <<LOCATION:1>>"},
		{"one new value: one append", "mail patrick@a.fr", 1, 0, "mail <<EMAIL:1>>"},
		{"a value twice: one entry", "mail patrick@a.fr and patrick@a.fr in Paris", 0, 1, "mail <<EMAIL:1>> and <<EMAIL:1>> in <<LOCATION:1>>"},
		{"nothing new: no write", "nothing here", 0, 0, "nothing here"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := &countingStore{MemStore: NewMemStore(MemStoreConfig{})}
			p, _ := newTestPipeline(t, func(c *Config) { c.Store = st })
			if got := anon(t, p, "t", tc.text, pii.RoleUser); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
			if st.appends.Load() != tc.appends || st.batches.Load() != tc.batches {
				t.Errorf("%d appends and %d batches, want %d and %d", st.appends.Load(), st.batches.Load(), tc.appends, tc.batches)
			}
		})
	}
}

// TestValuesWrittenTogetherGetWhatOneByOneGives: tokens, numbering and
// provenance are the same whether the store takes batches or not, for
// user and assistant texts, and texts that mix values the thread knows
// with new ones.
func TestValuesWrittenTogetherGetWhatOneByOneGives(t *testing.T) {
	turns := []struct {
		text string
		role pii.Role
	}{
		{"mail patrick@a.fr in Paris", pii.RoleUser},
		{"emma@b.fr, patrick@a.fr, jean@c.fr from Lyon", pii.RoleAssistant},
		{"Emma and Marie wrote to emma@b.fr and marie@d.fr in Lyon", pii.RoleUser},
		{"jean@c.fr, Jean, Paris", pii.RoleUser},
	}
	run := func(st Store) []string {
		p, _ := newTestPipeline(t, func(c *Config) { c.Store = st })
		var out []string
		for _, turn := range turns {
			out = append(out, anon(t, p, "t", turn.text, turn.role))
		}
		return out
	}
	together := run(NewMemStore(MemStoreConfig{}))
	apart := run(oneByOne{NewMemStore(MemStoreConfig{})})
	for i := range turns {
		if together[i] != apart[i] {
			t.Errorf("turn %d: together %q, one by one %q", i, together[i], apart[i])
		}
	}
}
