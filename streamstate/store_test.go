package streamstate

import (
	"context"
	"fmt"
	"testing"
)

func TestStreamStateExpires(t *testing.T) {
	s := NewMemStore(MemConfig{MaxStreams: 2})
	ctx := context.Background()
	for i := range 3 {
		if err := s.Save(ctx, "t", fmt.Sprint(i), State{Next: 1}, 0); err != nil {
			t.Fatal(err)
		}
	}
	if _, rev, _ := s.Load(ctx, "t", "0"); rev != 0 {
		t.Errorf("oldest stream kept beyond the bound")
	}
	if err := s.Save(ctx, "t", "2", State{Next: 2}, 0); err != ErrConflict {
		t.Errorf("stale save: %v", err)
	}
}
