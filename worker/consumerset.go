package worker

import "sync"

// consumerSet holds what the worker consumes in pipeline mode. Lanes are
// also bound after the start (retiredlanes.go), so the set is locked, and
// one added once the worker drains is stopped at once.
type consumerSet struct {
	mu      sync.Mutex
	list    []*boundConsumer
	stopped bool
}

// add adds c, or stops it when the worker drains already. Consumers the
// worker stopped for good (a retired lane it deleted) are let go, so
// lanes served and deleted again and again do not pile up.
func (s *consumerSet) add(c *boundConsumer) {
	s.mu.Lock()
	stopped := s.stopped
	if !stopped {
		kept := s.list[:0]
		for _, old := range s.list {
			if !old.isStopped() {
				kept = append(kept, old)
			}
		}
		s.list = append(kept, c)
	}
	s.mu.Unlock()
	if stopped {
		c.Stop()
	}
}

// snapshot returns the consumers not stopped for good.
func (s *consumerSet) snapshot() []*boundConsumer {
	s.mu.Lock()
	defer s.mu.Unlock()
	var live []*boundConsumer
	for _, c := range s.list {
		if !c.isStopped() {
			live = append(live, c)
		}
	}
	return live
}

// close returns the consumers and takes no more.
func (s *consumerSet) close() []*boundConsumer {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stopped = true
	return s.list
}
