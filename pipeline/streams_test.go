package pipeline

import (
	"context"
	"fmt"
	"testing"
)

func TestStreamStateExpires(t *testing.T) {
	s := NewMemStreamStore(MemStreamConfig{MaxStreams: 2})
	ctx := context.Background()
	for i := range 3 {
		if err := s.Save(ctx, "t", fmt.Sprint(i), StreamState{Next: 1}, 0); err != nil {
			t.Fatal(err)
		}
	}
	if _, rev, _ := s.Load(ctx, "t", "0"); rev != 0 {
		t.Errorf("oldest stream kept beyond the bound")
	}
	if err := s.Save(ctx, "t", "2", StreamState{Next: 2}, 0); err != ErrStreamConflict {
		t.Errorf("stale save: %v", err)
	}
}
