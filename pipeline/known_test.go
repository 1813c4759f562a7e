package pipeline

import (
	"context"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func TestCountKnownFindsTheThreadsTokenisedValuesWithoutRecordingAnything(t *testing.T) {
	p, det := newTestPipeline(t)
	ctx := context.Background()
	if n, err := p.CountKnown(ctx, "t", "patrick@example.com"); err != nil || n != 0 {
		t.Fatalf("a thread the store does not hold knows nothing: %d %v", n, err)
	}
	anon(t, p, "t", "Write to Patrick at patrick@example.com", pii.RoleUser)
	anon(t, p, "t", "Lyon is nice", pii.RoleAssistant) // kept in clear: not tokenised
	calls := det.calls.Load()
	for _, tt := range []struct {
		text string
		want int
	}{
		{"the CRM says patrick@example.com, owner PATRICK", 2},
		{"nothing known here", 0},
		{"Patricks is another word", 0},
		{"Lyon again", 0},
	} {
		n, err := p.CountKnown(ctx, "t", tt.text)
		if err != nil || n != tt.want {
			t.Errorf("CountKnown(%q) = %d, %v; want %d", tt.text, n, err, tt.want)
		}
	}
	if det.calls.Load() != calls {
		t.Error("CountKnown ran the detector")
	}
	if toks, _ := p.TokenMap(ctx, "t"); len(toks) != 2 {
		t.Errorf("CountKnown changed the thread: %v", toks)
	}
}

// A value a correction cleared, or the allow list leaves in clear, is
// meant to reach the model in clear: finding it in a passed-on part is no
// sign of a client keeping clear tool output.
func TestCountKnownSkipsValuesMeantToStayInClear(t *testing.T) {
	ctx := context.Background()
	store := NewMemStore(MemStoreConfig{})
	p, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	anon(t, p, "t", "Write to Patrick at patrick@example.com", pii.RoleUser)
	text := "the CRM says patrick@example.com, owner Patrick"
	if n, err := p.CountKnown(ctx, "t", text); err != nil || n != 2 {
		t.Fatalf("before the correction: %d %v; want 2", n, err)
	}
	if _, err := p.Correct(ctx, "t", []Correction{{Action: Clear, Text: "Patrick"}}); err != nil {
		t.Fatal(err)
	}
	if n, err := p.CountKnown(ctx, "t", text); err != nil || n != 1 {
		t.Errorf("a cleared value is counted: %d %v; want 1", n, err)
	}
	// The same thread read by a worker whose allow list now holds the
	// e-mail address.
	q, _ := newTestPipeline(t, func(c *Config) {
		c.Store = store
		c.Override = &Override{AllowList: values(t, map[string]string{"patrick@example.com": "EMAIL"})}
	})
	if n, err := q.CountKnown(ctx, "t", text); err != nil || n != 0 {
		t.Errorf("an allow-listed value is counted: %d %v; want 0", n, err)
	}
}
