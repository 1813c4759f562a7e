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
