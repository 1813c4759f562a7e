package pipe

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestAnOutputWaitEndsAsItsChunkIsToldAndNotByItsContext: a wait whose
// end has passed returns errWaitOver at once when nothing else is ready
// (the chunk gives up as out_of_order, not as if a read had failed), but
// an earlier chunk that came in still makes it step aside, and an output
// stored still gets one more read; a stored output or an earlier chunk
// ends a wait still running; the worker's stop, its context, ends it too.
func TestAnOutputWaitEndsAsItsChunkIsToldAndNotByItsContext(t *testing.T) {
	t.Parallel()
	future, past := time.Now().Add(time.Hour), time.Now().Add(-time.Second)
	stopped, stop := context.WithCancel(context.Background())
	stop()
	tests := []struct {
		name    string
		ctx     context.Context
		until   time.Time
		stored  bool
		earlier bool
		want    error
	}{
		{"past its end with nothing ready, it is over", context.Background(), past, false, false, errWaitOver},
		{"past its end, an earlier chunk that came in still steps aside", context.Background(), past, true, true, errStepAside},
		{"past its end, an output stored still gets a read", context.Background(), past, true, false, nil},
		{"a stored output ends it: read again", context.Background(), future, true, false, nil},
		{"an earlier chunk ends it: step aside", context.Background(), future, false, true, errStepAside},
		{"the worker's stop ends it", stopped, future, false, false, context.Canceled},
	}
	for _, tt := range tests {
		ow := &outputWatch{stored: make(chan struct{}, 1), timer: time.NewTimer(outputRecheck)}
		earlier := make(chan struct{}, 1)
		if tt.stored {
			ow.stored <- struct{}{}
		}
		if tt.earlier {
			earlier <- struct{}{}
		}
		if err := ow.wait(tt.ctx, earlier, tt.until); !errors.Is(err, tt.want) {
			t.Errorf("%s: wait = %v, want %v", tt.name, err, tt.want)
		}
		ow.timer.Stop()
	}
}
