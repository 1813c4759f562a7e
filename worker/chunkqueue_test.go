package worker

import (
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"
)

// TestChunkQueuesRunAStreamsChunksInOrderAndStreamsInParallel: the chunks
// of one stream run one after the other, lowest input sequence first,
// while another stream's chunk runs meanwhile; every stream's goroutine
// ends once its queue is empty.
func TestChunkQueuesRunAStreamsChunksInOrderAndStreamsInParallel(t *testing.T) {
	defer goleak.VerifyNone(t)
	q := newTestQueues(100, nil)
	var (
		mu   sync.Mutex
		ran  = map[string][]uint64{}
		done sync.WaitGroup
	)
	release := make(chan struct{})
	otherRan := make(chan struct{})
	run := func(stream string) chunkRunner {
		return func(c queuedChunk, _ <-chan struct{}) chunkOutcome {
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
			return chunkDone
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
	q := newTestQueues(100, nil)
	var ran []uint64 // only the stream's goroutine appends
	waiting := make(chan struct{})
	finished := make(chan struct{})
	run := func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		if c.seq == 7 && len(ran) == 0 {
			close(waiting)
			<-earlier // the chunk before has come in
			return chunkStepAside
		}
		ran = append(ran, c.seq)
		if len(ran) == 2 {
			close(finished)
		}
		return chunkDone
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

// TestChunkQueuesLetAChunkStoredLaterButSentEarlierTryFirst: the
// running chunk (input 5) waits for its stream's earlier output; a chunk
// of the stream that comes in behind it (input 6, which may hold the
// payload before) makes it step aside and runs first, then the first
// runs again, with the deadline of its first run.
func TestChunkQueuesLetAChunkStoredLaterButSentEarlierTryFirst(t *testing.T) {
	defer goleak.VerifyNone(t)
	q := newTestQueues(100, nil)
	var (
		ran       []uint64 // only the stream's goroutine appends
		deadlines []time.Time
	)
	waiting := make(chan struct{})
	finished := make(chan struct{})
	run := func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		deadlines = append(deadlines, c.deadline)
		if c.seq == 5 && len(ran) == 0 {
			close(waiting)
			<-earlier // the stream's next delivery has come in
			return chunkStepAside
		}
		ran = append(ran, c.seq)
		if len(ran) == 2 {
			close(finished)
		}
		return chunkDone
	}
	q.add("s", 5, nil, run)
	<-waiting
	q.add("s", 6, nil, run)
	<-finished
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{6, 5}) {
		t.Errorf("ran %v, want [6 5]", ran)
	}
	if !deadlines[0].Equal(deadlines[2]) {
		t.Errorf("stepping aside moved the deadline from %v to %v", deadlines[0], deadlines[2])
	}
}

// TestChunkQueuesLetAChunkThatStoodAsideTryAgainOnceTheStreamMovedOn:
// inputs 1, 2 and 3 of a stream wait here for input 0, restored at
// another worker; 1 and 2 step aside, each for the next one that came
// in. Input 0's output is stored while no chunk here waits on the output
// subject: 3, reading it, is still not the next, and 1, which is, must
// run, not sit tried behind 3 until 3's timeout.
func TestChunkQueuesLetAChunkThatStoodAsideTryAgainOnceTheStreamMovedOn(t *testing.T) {
	defer goleak.VerifyNone(t)
	var handedBack []uint64 // under the queue's lock
	q := newTestQueues(100, func(c queuedChunk, nak bool) {
		if nak {
			handedBack = append(handedBack, c.seq)
		}
	})
	var (
		mu      sync.Mutex
		lastOut uint64   = 10 // output sequence of the stream's last output
		next    uint64        // input whose turn it is
		ran     []uint64      // only the stream's goroutine appends
	)
	read := func() (uint64, uint64) {
		mu.Lock()
		defer mu.Unlock()
		return lastOut, next
	}
	waiting := []chan struct{}{nil, make(chan struct{}), make(chan struct{})} // input i waits here
	waited := make([]bool, len(waiting))                                      // only the stream's goroutine reads and writes
	stored := make(chan struct{})                                             // input 0's output is stored at the other worker
	finished := make(chan struct{})
	run := func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		if c.seq == 3 && len(ran) == 0 {
			<-stored
		}
		out, turn := read()
		if c.seq == turn {
			ran = append(ran, c.seq)
			mu.Lock()
			lastOut, next = lastOut+1, next+1
			mu.Unlock()
			if len(ran) == 3 {
				close(finished)
			}
			return chunkDone
		}
		q.seen("s", out)
		if c.seq == 3 {
			select {
			case <-earlier:
				return chunkStepAside
			default:
				return chunkBehind // it would wait for an output nobody is to store
			}
		}
		if !waited[c.seq] {
			waited[c.seq] = true
			close(waiting[c.seq])
		}
		<-earlier
		return chunkStepAside
	}
	q.add("s", 1, nil, run)
	<-waiting[1]
	q.add("s", 2, nil, run)
	<-waiting[2]
	q.add("s", 3, nil, run)
	mu.Lock()
	lastOut, next = 11, 1
	mu.Unlock()
	close(stored)
	waitEmpty(t, q)
	if len(handedBack) > 0 {
		t.Fatalf("ran %v, then input 3 waited with nothing to end its wait; handed back %v", ran, handedBack)
	}
	<-finished
	if !slices.Equal(ran, []uint64{1, 2, 3}) {
		t.Errorf("ran %v, want [1 2 3]", ran)
	}
}

// TestChunkQueuesKeepOneEntryPerInput: a delivery of an input already
// queued takes its place (the older is released, not answered), one of
// the input running is handed back once the run ends (a nak of the
// run's older delivery may be ignored by the server), and the input runs
// once.
func TestChunkQueuesKeepOneEntryPerInput(t *testing.T) {
	defer goleak.VerifyNone(t)
	var released, handedBack []uint64 // under the queue's lock
	q := newTestQueues(100, func(c queuedChunk, nak bool) {
		if nak {
			handedBack = append(handedBack, c.seq)
			return
		}
		released = append(released, c.seq)
	})
	var ran []uint64
	release := make(chan struct{})
	finished := make(chan struct{})
	run := func(c queuedChunk, _ <-chan struct{}) chunkOutcome {
		if c.seq == 1 {
			<-release
		}
		ran = append(ran, c.seq)
		if len(ran) == 2 {
			close(finished)
		}
		return chunkDone
	}
	q.add("s", 1, nil, run)
	for range 3 {
		q.add("s", 2, nil, run) // redelivered while it waits
	}
	q.add("s", 1, nil, run) // redelivered while it runs
	close(release)
	<-finished
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{1, 2}) {
		t.Errorf("ran %v, want [1 2]", ran)
	}
	if !slices.Equal(released, []uint64{2, 2}) || !slices.Equal(handedBack, []uint64{1}) {
		t.Errorf("released %v, handed back %v; want [2 2], [1]", released, handedBack)
	}
	if q.held != 0 {
		t.Errorf("%d chunks still counted", q.held)
	}
}

// TestChunkQueuesHandBackTheStreamWhenItsHeadGivesUp: when the running
// chunk gives up waiting for its stream's earlier output, the chunks
// queued behind it are handed back at once, not run; other streams are
// not touched.
func TestChunkQueuesHandBackTheStreamWhenItsHeadGivesUp(t *testing.T) {
	defer goleak.VerifyNone(t)
	var handedBack []uint64 // under the queue's lock
	q := newTestQueues(100, func(c queuedChunk, nak bool) {
		if nak {
			handedBack = append(handedBack, c.seq)
		}
	})
	var ran []uint64
	release := make(chan struct{})
	run := func(c queuedChunk, _ <-chan struct{}) chunkOutcome {
		ran = append(ran, c.seq)
		<-release
		return chunkBehind
	}
	q.add("s", 1, nil, run)
	q.add("s", 2, nil, run)
	q.add("s", 3, nil, run)
	close(release)
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{1}) || !slices.Equal(handedBack, []uint64{2, 3}) {
		t.Errorf("ran %v, handed back %v; want [1], [2 3]", ran, handedBack)
	}
	if q.held != 0 {
		t.Errorf("%d chunks still counted", q.held)
	}
}

// TestChunkQueuesRefuseChunksPastTheirLimit: past its limit the queue
// takes no new chunk, of a stream it holds or of another, and a chunk it
// refused (handed back by the caller) never runs.
func TestChunkQueuesRefuseChunksPastTheirLimit(t *testing.T) {
	defer goleak.VerifyNone(t)
	q := newTestQueues(2, nil)
	release := make(chan struct{})
	var ran []uint64 // only the stream's goroutine appends
	run := func(c queuedChunk, _ <-chan struct{}) chunkOutcome {
		<-release
		ran = append(ran, c.seq)
		return chunkDone
	}
	tests := []struct {
		name   string
		stream string
		seq    uint64
		want   bool
	}{
		{"the first chunk is held", "a", 1, true},
		{"the second is held", "a", 2, true},
		{"a third of the stream is refused", "a", 3, false},
		{"a third of another stream is refused", "b", 4, false},
		{"a redelivery of a held input is taken", "a", 2, true},
	}
	for _, tt := range tests {
		if got := q.add(tt.stream, tt.seq, nil, run); got != tt.want {
			t.Errorf("%s: add = %v", tt.name, got)
		}
	}
	close(release)
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{1, 2}) {
		t.Errorf("ran %v, want [1 2]", ran)
	}
	if q.held != 0 {
		t.Errorf("%d chunks still counted", q.held)
	}
}

// newTestQueues returns queues with a long timeout; release (nil: do
// nothing) sees the chunks that leave without a run.
func newTestQueues(limit int, release func(c queuedChunk, nak bool)) *chunkQueues {
	if release == nil {
		release = func(queuedChunk, bool) {}
	}
	return newChunkQueues(limit, time.Minute, release)
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
