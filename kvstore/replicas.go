package kvstore

// doubtReplicas makes the bucket count as replicated until its settings
// are read again: they may have changed unheard (an update advisory, a
// reconnect).
func (s *Store) doubtReplicas() {
	s.replicaMu.Lock()
	defer s.replicaMu.Unlock()
	s.replicaDoubts++
	s.replicated.Store(true)
}

// replicaDoubtsNow is the number of doubts so far, taken before a read of
// the stream's settings and given back to learnReplicas with its answer.
func (s *Store) replicaDoubtsNow() uint64 {
	s.replicaMu.Lock()
	defer s.replicaMu.Unlock()
	return s.replicaDoubts
}

// learnReplicas records the replica count a read of the settings gave,
// sent when doubts doubts had been raised. A single replica is believed
// only if no doubt came since the read was sent: an answer that was in
// flight across a settings change describes the stream before it, and
// the read that change queued will say.
func (s *Store) learnReplicas(doubts uint64, replicas int) {
	s.replicaMu.Lock()
	defer s.replicaMu.Unlock()
	if replicas > 1 || doubts == s.replicaDoubts {
		s.replicated.Store(replicas > 1)
	}
}
