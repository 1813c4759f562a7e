package kvstore

import "testing"

func TestAnAnswerSentBeforeADoubtDoesNotClearReplicated(t *testing.T) {
	var s Store
	before := s.replicaDoubtsNow()
	s.doubtReplicas() // a settings change heard while the read travels
	s.learnReplicas(before, 1)
	if !s.replicated.Load() {
		t.Fatal("an answer older than the doubt made the bucket count as single-replica")
	}
	s.learnReplicas(s.replicaDoubtsNow(), 1)
	if s.replicated.Load() {
		t.Fatal("an answer sent after the last doubt was not believed")
	}
}

func TestAReplicatedAnswerIsAlwaysBelieved(t *testing.T) {
	var s Store
	before := s.replicaDoubtsNow()
	s.doubtReplicas()
	s.learnReplicas(before, 3)
	if !s.replicated.Load() {
		t.Fatal("three replicas not recorded")
	}
}
