package durable

import "testing"

// TestASetLetsStoppedConsumersGoAndStopsWhatComesAfterTheDrain: a
// consumer stopped for good is dropped at the next add, and one added
// once the set is closed (the worker drains) is stopped at once and not
// returned.
func TestASetLetsStoppedConsumersGoAndStopsWhatComesAfterTheDrain(t *testing.T) {
	t.Parallel()
	s := newTestSet(nil, nil)
	retired, own, late := &Consumer{set: s}, &Consumer{set: s}, &Consumer{set: s}
	s.add(retired)
	retired.Stop()
	s.add(own)
	got := s.close()
	if len(got) != 1 || got[0] != own {
		t.Errorf("close returned %d consumers, want only the one not stopped", len(got))
	}
	s.add(late)
	if !late.Stopped() {
		t.Error("a consumer added after the drain began is not stopped")
	}
	if got := s.close(); len(got) != 1 {
		t.Errorf("close returned %d consumers after a late add, want 1", len(got))
	}
}
