package worker

import (
	"runtime"
	"slices"
	"sync"
	"testing"

	"go.uber.org/goleak"
)

// TestChunkQueuesRunAStreamsChunksInOrderAndStreamsInParallel: the chunks
// of one stream run one after the other, lowest input sequence first,
// while another stream's chunk runs meanwhile; every stream's goroutine
// ends once its queue is empty.
func TestChunkQueuesRunAStreamsChunksInOrderAndStreamsInParallel(t *testing.T) {
	defer goleak.VerifyNone(t)
	q := newChunkQueues()
	var (
		mu   sync.Mutex
		ran  = map[string][]uint64{}
		done sync.WaitGroup
	)
	release := make(chan struct{})
	otherRan := make(chan struct{})
	run := func(stream string) chunkRunner {
		return func(c queuedChunk, _ <-chan struct{}) bool {
			if stream == "a" && c.seq == 1 {
				<-release // stream a's first chunk holds until b has run
			}
			mu.Lock()
			ran[stream] = append(ran[stream], c.seq)
			mu.Unlock()
			if stream == "b" {
				close(otherRan)
			}
			done.Done()
			return false
		}
	}
	done.Add(5)
	q.add("a", 1, nil, run("a"))
	q.add("a", 4, nil, run("a"))
	q.add("a", 3, nil, run("a")) // a redelivery of an older chunk goes first
	q.add("b", 2, nil, run("b"))
	<-otherRan
	q.add("a", 5, nil, run("a"))
	close(release)
	done.Wait()
	waitEmpty(t, q)
	if got := ran["a"]; !slices.Equal(got, []uint64{1, 3, 4, 5}) {
		t.Errorf("stream a ran %v", got)
	}
	if got := ran["b"]; !slices.Equal(got, []uint64{2}) {
		t.Errorf("stream b ran %v", got)
	}
}

// TestChunkQueuesLetAWaitingChunkStepAsideForAnEarlierOne: a chunk that
// waits for its stream's earlier chunk is told when that chunk comes in
// on this worker, steps aside, and runs again after it.
func TestChunkQueuesLetAWaitingChunkStepAsideForAnEarlierOne(t *testing.T) {
	defer goleak.VerifyNone(t)
	q := newChunkQueues()
	var ran []uint64 // only the stream's goroutine appends
	waiting := make(chan struct{})
	finished := make(chan struct{})
	run := func(c queuedChunk, earlier <-chan struct{}) bool {
		if c.seq == 7 && len(ran) == 0 {
			close(waiting)
			<-earlier // the chunk before has come in
			return true
		}
		ran = append(ran, c.seq)
		if len(ran) == 2 {
			close(finished)
		}
		return false
	}
	q.add("s", 7, nil, run)
	<-waiting
	q.add("s", 6, nil, run)
	<-finished
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{6, 7}) {
		t.Errorf("ran %v, want [6 7]", ran)
	}
}

// waitEmpty waits until no stream has a queue left (its goroutine is
// returning).
func waitEmpty(t *testing.T, q *chunkQueues) {
	t.Helper()
	for {
		q.mu.Lock()
		n := len(q.streams)
		q.mu.Unlock()
		if n == 0 {
			return
		}
		runtime.Gosched()
	}
}
