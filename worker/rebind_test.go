package worker

import (
	"testing"
	"time"
)

// TestAFailedReCreationWaitsItsBackOffWhileOthersAreTaken: a consumer
// whose re-creation failed is queued again after 1 s, doubling to 30 s,
// and is not taken before then; one queued meanwhile is taken at once.
func TestAFailedReCreationWaitsItsBackOffWhileOthersAreTaken(t *testing.T) {
	q := newRebinds()
	failing, other := &boundConsumer{}, &boundConsumer{}
	var waits []time.Duration
	for range 7 {
		failing.queued = false
		waits = append(waits, q.retry(failing))
		q.take(time.Now().Add(time.Hour))
	}
	want := []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 8 * time.Second, 16 * time.Second, 30 * time.Second, 30 * time.Second}
	for i := range want {
		if waits[i] != want[i] {
			t.Fatalf("back-offs %v, want %v", waits, want)
		}
	}

	failing.queued, failing.backoff = false, 0
	before := time.Now()
	q.retry(failing)
	after := time.Now()
	q.add(other, true)
	due, next := q.take(after)
	if len(due) != 1 || due[0].b != other {
		t.Fatalf("took %d requests, want only the other consumer's", len(due))
	}
	if next.Before(before.Add(time.Second)) || next.After(after.Add(time.Second)) {
		t.Errorf("the failed one is due %v after its failure, want 1 s", next.Sub(before))
	}
	if due, _ := q.take(next); len(due) != 1 || due[0].b != failing || !due[0].deleted {
		t.Errorf("at its time, took %+v, want the failed consumer, to create again", due)
	}
}
