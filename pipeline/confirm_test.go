package pipeline

import (
	"context"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// replicaStore is a store whose reads a replica answers that stopped
// hearing writes: Open and Entries see each thread's log as it stood when
// the replica stopped; EntriesConfirmed reads the log itself.
type replicaStore struct {
	*MemStore
	mu       sync.Mutex
	seen     map[string]int // entries the replica holds, by thread
	confirms int
}

func (s *replicaStore) visible(thread string, n int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seen, ok := s.seen[thread]; ok {
		return min(n, seen)
	}
	return n
}

func (s *replicaStore) Open(ctx context.Context, thread string, create bool) (Head, bool, error) {
	h, ok, err := s.MemStore.Open(ctx, thread, create)
	h.Len = s.visible(thread, h.Len)
	return h, ok, err
}

func (s *replicaStore) Entries(ctx context.Context, thread string, gen Gen, from int) ([]Entry, error) {
	all, err := s.MemStore.Entries(ctx, thread, gen, 1)
	if err != nil {
		return nil, err
	}
	all = all[:s.visible(thread, len(all))]
	if from > len(all) {
		return nil, nil
	}
	return all[from-1:], nil
}

func (s *replicaStore) EntriesConfirmed(ctx context.Context, thread string, gen Gen, from int) ([]Entry, error) {
	s.mu.Lock()
	s.confirms++
	s.mu.Unlock()
	h, _, err := s.MemStore.Open(ctx, thread, false)
	if err != nil {
		return nil, err
	}
	if h.Gen != gen {
		return nil, ErrGenerationGone
	}
	return s.MemStore.Entries(ctx, thread, gen, from)
}

// TestATokenIssuedElsewhereIsConfirmedBeforeItIsCalledInvented: a worker
// whose store reads lag behind another worker's writes asks the store's
// source of truth (Confirm) before it reports a token as never issued,
// on each path that decides it; a token never issued is still reported,
// after one confirmation.
func TestATokenIssuedElsewhereIsConfirmedBeforeItIsCalledInvented(t *testing.T) {
	tests := []struct {
		name string
		// decide reports what the lagging worker made of the token.
		decide func(t *testing.T, p *Pipeline, thread, token string) bool
		issued bool
	}{
		{"Deanonymize restores it", func(t *testing.T, p *Pipeline, thread, token string) bool {
			r := restore(t, p, thread, "write to "+token)
			return r.Text == "write to patrick@example.com" && len(r.Invented) == 0
		}, true},
		{"IsIssued says so", func(t *testing.T, p *Pipeline, thread, token string) bool {
			ok, err := p.IsIssued(context.Background(), thread, token)
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}, true},
		{"model-written text keeps it live", func(t *testing.T, p *Pipeline, thread, token string) bool {
			return anon(t, p, thread, "I wrote to "+token, pii.RoleAssistant) == "I wrote to "+token
		}, true},
		{"an invented token is still invented", func(t *testing.T, p *Pipeline, thread, _ string) bool {
			r := restore(t, p, thread, "write to <<EMAIL:7>>")
			return len(r.Invented) == 1 && r.Invented[0].Token == "<<EMAIL:7>>"
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log := NewMemStore(MemStoreConfig{})
			replica := &replicaStore{MemStore: log, seen: map[string]int{}}
			writer, _ := newTestPipeline(t, func(c *Config) { c.Store = log })
			lagging, _ := newTestPipeline(t, func(c *Config) { c.Store = replica })
			anon(t, writer, "t", "hello from jean@example.com", pii.RoleUser)
			// The lagging worker reads the thread once, then its replica
			// stops hearing writes; the other worker issues a token.
			restore(t, lagging, "t", "<<EMAIL:1>>")
			replica.seen["t"] = 1
			token := anon(t, writer, "t", "patrick@example.com", pii.RoleUser)
			if token != "<<EMAIL:2>>" {
				t.Fatalf("token %q", token)
			}
			if got := tt.decide(t, lagging, "t", token); !got {
				t.Errorf("the lagging worker decided wrongly (issued: %v)", tt.issued)
			}
			if replica.confirms != 1 {
				t.Errorf("%d confirmations, want 1", replica.confirms)
			}
		})
	}
}
