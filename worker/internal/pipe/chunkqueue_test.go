package pipe

import (
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// TestChunkQueuesRunAStreamsChunksInOrderAndStreamsInParallel: the chunks
// of one stream run one after the other, lowest input sequence first,
// while another stream's chunk runs meanwhile; every stream's goroutine
// ends once its queue is empty.
func TestChunkQueuesRunAStreamsChunksInOrderAndStreamsInParallel(t *testing.T) {
	t.Parallel()
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
	q.add("a", 1, nil, nil, run("a"))
	q.add("a", 4, nil, nil, run("a"))
	q.add("a", 3, nil, nil, run("a")) // a redelivery of an older chunk goes first
	q.add("b", 2, nil, nil, run("b"))
	<-otherRan
	q.add("a", 5, nil, nil, run("a"))
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
	t.Parallel()
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
	q.add("s", 7, nil, nil, run)
	<-waiting
	q.add("s", 6, nil, nil, run)
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
// runs again, its wait started at its first run.
func TestChunkQueuesLetAChunkStoredLaterButSentEarlierTryFirst(t *testing.T) {
	t.Parallel()
	q := newTestQueues(100, nil)
	var (
		ran       []uint64 // only the stream's goroutine appends
		deadlines []time.Time
	)
	waiting := make(chan struct{})
	finished := make(chan struct{})
	run := func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		deadlines = append(deadlines, c.started)
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
	q.add("s", 5, nil, nil, run)
	<-waiting
	q.add("s", 6, nil, nil, run)
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
	t.Parallel()
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
		_, turn := read()
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
		q.seen("s", int64(c.seq), int64(turn))
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
	q.add("s", 1, nil, nil, run)
	<-waiting[1]
	q.add("s", 2, nil, nil, run)
	<-waiting[2]
	q.add("s", 3, nil, nil, run)
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
// the input running is released once the run ends (the run's answer,
// on its own delivery, counts for the input), and the input runs once.
func TestChunkQueuesKeepOneEntryPerInput(t *testing.T) {
	t.Parallel()
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
	q.add("s", 1, nil, nil, run)
	for range 3 {
		q.add("s", 2, nil, nil, run) // redelivered while it waits
	}
	q.add("s", 1, nil, nil, run) // redelivered while it runs
	close(release)
	<-finished
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{1, 2}) {
		t.Errorf("ran %v, want [1 2]", ran)
	}
	if !slices.Equal(released, []uint64{2, 2, 1}) || len(handedBack) > 0 {
		t.Errorf("released %v, handed back %v; want [2 2 1], []", released, handedBack)
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
	t.Parallel()
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
	q.add("s", 1, nil, nil, run)
	q.add("s", 2, nil, nil, run)
	q.add("s", 3, nil, nil, run)
	close(release)
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{1}) || !slices.Equal(handedBack, []uint64{2, 3}) {
		t.Errorf("ran %v, handed back %v; want [1], [2 3]", ran, handedBack)
	}
	if got, want := q.stats(), (chunkQueueStats{Limit: 100, Behind: 2}); got != want {
		t.Errorf("stats %+v, want %+v (the two handed back counted behind)", got, want)
	}
}

// TestChunkQueuesRefuseChunksPastTheirLimit: past its limit the queue
// takes no new chunk, of a stream it holds or of another, and a chunk it
// refused (handed back by the caller) never runs.
func TestChunkQueuesRefuseChunksPastTheirLimit(t *testing.T) {
	t.Parallel()
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
		if got := q.add(tt.stream, tt.seq, nil, nil, run); got != tt.want {
			t.Errorf("%s: add = %v", tt.name, got)
		}
	}
	if got, want := q.stats(), (chunkQueueStats{Chunks: 2, Streams: 1, Limit: 2, Full: 2}); got != want {
		t.Errorf("full queue: stats %+v, want %+v (the two refused counted full)", got, want)
	}
	close(release)
	waitEmpty(t, q)
	if !slices.Equal(ran, []uint64{1, 2}) {
		t.Errorf("ran %v, want [1 2]", ran)
	}
	if got, want := q.stats(), (chunkQueueStats{Limit: 2, Full: 2}); got != want {
		t.Errorf("drained queue: stats %+v, want %+v", got, want)
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
	return newChunkQueues(limit, time.Minute, 10, release)
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

// testStream is a stream's outputs as the runners of the tests read
// them: the payload seq it expects next and its last output sequence;
// moved is closed (and replaced) when an output is stored.
type testStream struct {
	mu      sync.Mutex
	next    int64
	lastOut uint64
	moved   chan struct{}
	// waiting: a runner waits on moved or earlier, having read the
	// output at waitedAt.
	waiting  bool
	waitedAt uint64
}

func newTestStream(next int64, lastOut uint64) *testStream {
	return &testStream{next: next, lastOut: lastOut, moved: make(chan struct{})}
}

func (ts *testStream) read() (next int64, lastOut uint64, moved <-chan struct{}) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	return ts.next, ts.lastOut, ts.moved
}

// store stores payload's output if it is the one the stream expects.
func (ts *testStream) store(payload int64) (next int64, lastOut uint64, stored bool) {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if payload != ts.next {
		return ts.next, ts.lastOut, false
	}
	ts.next, ts.lastOut = ts.next+1, ts.lastOut+1
	close(ts.moved)
	ts.moved = make(chan struct{})
	return ts.next, ts.lastOut, true
}

func (ts *testStream) setWaiting(w bool, at uint64) {
	ts.mu.Lock()
	ts.waiting, ts.waitedAt = w, at
	ts.mu.Unlock()
}

// runner returns a chunk runner that restores payload(c.seq) on ts the
// way handleChunk does: it reads the stream, reports each read that is
// not its turn (seen), and waits for an output or an earlier chunk.
func (ts *testStream) runner(q *chunkQueues, stream string, payload func(seq uint64) int64, runs map[uint64]int) chunkRunner {
	return func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		runs[c.seq]++
		own := payload(c.seq)
		for {
			next, lastOut, moved := ts.read()
			if own <= next {
				if next, _, stored := ts.store(own); stored {
					q.seen(stream, own, next)
				}
				return chunkDone
			}
			q.seen(stream, own, next)
			ts.setWaiting(true, lastOut)
			select {
			case <-earlier:
				ts.setWaiting(false, 0)
				return chunkStepAside
			case <-moved:
				ts.setWaiting(false, 0)
			}
		}
	}
}

// waitStill waits until the stream's runner waits with nothing to wake
// it but a new output: it read the last one, every chunk queued behind
// it has tried, and no signal is pending.
func waitStill(t *testing.T, q *chunkQueues, ts *testStream, stream string) {
	t.Helper()
	for {
		q.mu.Lock()
		sq, ok := q.streams[stream]
		still := ok && len(sq.earlier) == 0 && !slices.ContainsFunc(sq.pending, func(p queuedChunk) bool { return !p.tried })
		q.mu.Unlock()
		ts.mu.Lock()
		still = still && ts.waiting && ts.waitedAt == ts.lastOut
		ts.mu.Unlock()
		if still {
			return
		}
		runtime.Gosched()
	}
}

// TestChunkQueuesRunOnlyTheChunkTheStreamExpectsOnceItMovesOn: a
// worker holds the even chunks 2 ... 64 of a stream whose odd chunks
// another worker restores. Each odd output stored there makes the
// runner here read the stream, and only the chunk the stream then
// expects runs: each chunk runs twice (once on arrival, to learn its
// payload seq, once restored), not once more per output stored
// elsewhere.
func TestChunkQueuesRunOnlyTheChunkTheStreamExpectsOnceItMovesOn(t *testing.T) {
	t.Parallel()
	q := newTestQueues(100, nil)
	ts := newTestStream(1, 10)
	runs := map[uint64]int{} // only the stream's goroutine writes
	run := ts.runner(q, "s", func(seq uint64) int64 { return 2 * int64(seq) }, runs)
	const held = 32
	for seq := uint64(1); seq <= held; seq++ {
		q.add("s", seq, nil, nil, run)
	}
	for odd := int64(1); odd < 2*held; odd += 2 {
		waitStill(t, q, ts, "s")
		if _, _, stored := ts.store(odd); !stored { // at the other worker
			t.Fatalf("the stream did not expect %d", odd)
		}
	}
	waitEmpty(t, q)
	if next, _, _ := ts.read(); next != 2*held+1 {
		t.Fatalf("the stream expects %d, want %d", next, 2*held+1)
	}
	for seq := uint64(1); seq <= held; seq++ {
		if runs[seq] != 2 {
			t.Errorf("input %d ran %d times, want 2 (all: %v)", seq, runs[seq], runs)
		}
	}
}

// TestChunkQueuesDoNotWakeTheRunnerForARedeliveryOfAChunkPassedOver: a
// delivery of a queued chunk that stepped aside replaces it without
// telling the runner (it is still not its turn); a new chunk does.
func TestChunkQueuesDoNotWakeTheRunnerForARedeliveryOfAChunkPassedOver(t *testing.T) {
	t.Parallel()
	q := newTestQueues(100, nil)
	waiting, running, hold := make(chan struct{}), make(chan struct{}), make(chan struct{})
	first := true // only the stream's goroutine reads and writes
	run := func(c queuedChunk, earlier <-chan struct{}) chunkOutcome {
		switch {
		case c.seq == 2 && first:
			first = false
			q.seen("s", 2, 1) // the stream expects 1
			close(waiting)
			<-earlier // input 3 has come in
			return chunkStepAside
		case c.seq == 3:
			close(running)
			<-hold // and does not read earlier: the test does
		}
		return chunkDone
	}
	signalled := func() bool {
		q.mu.Lock()
		defer q.mu.Unlock()
		return len(q.streams["s"].earlier) > 0
	}
	q.add("s", 2, nil, nil, run)
	<-waiting
	q.add("s", 3, nil, nil, run)
	<-running
	if signalled() {
		t.Fatal("the runner is told of a chunk that has not come in")
	}
	q.add("s", 2, nil, nil, run)
	if signalled() {
		t.Errorf("a redelivery of input 2, passed over, woke the runner")
	}
	q.add("s", 4, nil, nil, run)
	if !signalled() {
		t.Errorf("input 4, new, did not wake the runner")
	}
	close(hold)
	waitEmpty(t, q)
}

// TestChunkQueuesExtendAChunksWaitWhileItsStreamMovesOn: a chunk's wait
// ends the timeout after the later of its first run and the last time
// its stream was read here expecting a later chunk than before; a read
// of the same position, or of a newer output that leaves the stream
// where it was (a duplicate answered again), extends nothing; the wait of
// a chunk that stepped aside resumes from its first run, not from its
// new one; and however long the stream keeps moving, a wait ends
// max_deliver timeouts after the chunk's first run.
func TestChunkQueuesExtendAChunksWaitWhileItsStreamMovesOn(t *testing.T) {
	t.Parallel()
	const timeout, maxDeliver = time.Minute, 10
	q, start, setClock := clockedQueues(timeout, maxDeliver)
	type read struct {
		name    string
		clock   time.Duration
		seq     uint64 // the chunk that runs and reads
		next    int64  // the payload seq the stream expects then
		until   time.Duration
		stepped bool // the chunk steps aside after the read
	}
	reads := []read{
		{"the first read ends the wait a timeout after the first run", 0, 5, 1, timeout, false},
		{"the same output read again extends nothing", 50 * time.Second, 5, 1, timeout, false},
		{"the stream expecting a later chunk extends the wait from when it is read", 55 * time.Second, 5, 2, 55*time.Second + timeout, false},
		{"a read of it again, then stepping aside, extends nothing", 60 * time.Second, 5, 2, 55*time.Second + timeout, true},
		{"a chunk's first run, after the stream's last move, starts its wait", 70 * time.Second, 6, 2, 60*time.Second + timeout, true},
		{"a chunk that stepped aside waits from the stream's last move", 80 * time.Second, 5, 2, 55*time.Second + timeout, false},
		{"past its wait, the stream moving on extends it", 200 * time.Second, 5, 3, 200*time.Second + timeout, false},
		{"a newer output that leaves the stream where it was (a duplicate answered) extends nothing", 230 * time.Second, 5, 3, 200*time.Second + timeout, false},
		{"however long the stream moves on, the wait ends max_deliver timeouts after the first run", 590 * time.Second, 5, 4, maxDeliver * timeout, false},
	}
	type step struct {
		read read
		got  chan time.Time
	}
	steps := make(chan step)
	entered := make(chan struct{}, len(reads)) // a run began: its first run, if it is, was timed
	run := func(c queuedChunk, _ <-chan struct{}) chunkOutcome {
		entered <- struct{}{}
		for s := range steps {
			if s.read.seq != c.seq {
				t.Errorf("%s: input %d runs, want %d", s.read.name, c.seq, s.read.seq)
			}
			s.got <- q.seen("s", int64(c.seq), s.read.next)
			if s.read.stepped {
				return chunkStepAside
			}
		}
		return chunkDone
	}
	q.add("s", 5, nil, nil, run)
	for i, r := range reads {
		if i == 0 || reads[i-1].stepped {
			<-entered
		}
		setClock(r.clock)
		if i == 3 {
			q.add("s", 6, nil, nil, run) // its first run follows 5's
		}
		s := step{read: r, got: make(chan time.Time)}
		steps <- s
		if got := <-s.got; !got.Equal(start.Add(r.until)) {
			t.Errorf("%s: the wait ends at %v, want %v", r.name, got.Sub(start), r.until)
		}
	}
	close(steps)
	waitEmpty(t, q)
}

// TestChunkQueuesStopExtendingWaitsOnceTheWorkerDrains: once the worker
// drains, the stream moving on no longer extends a chunk's wait, so every
// wait ends within a timeout of the stream's last move before the drain
// (inside the drain's own bound), and the chunk is handed back unchanged.
func TestChunkQueuesStopExtendingWaitsOnceTheWorkerDrains(t *testing.T) {
	t.Parallel()
	const timeout = time.Minute
	q, start, setClock := clockedQueues(timeout, 10)
	got := make(chan []time.Time, 1)
	proceed := make(chan struct{})
	q.add("s", 5, nil, nil, func(c queuedChunk, _ <-chan struct{}) chunkOutcome {
		var ends []time.Time
		ends = append(ends, q.seen("s", 5, 1)) // first read at 0
		setClock(30 * time.Second)
		ends = append(ends, q.seen("s", 5, 2)) // the stream moved on: extended
		q.stopExtending()
		setClock(50 * time.Second)
		ends = append(ends, q.seen("s", 5, 3)) // moved on again, while draining
		got <- ends
		<-proceed
		return chunkDone
	})
	ends := <-got
	close(proceed)
	want := []time.Duration{timeout, 30*time.Second + timeout, 30*time.Second + timeout}
	for i, w := range want {
		if !ends[i].Equal(start.Add(w)) {
			t.Errorf("read %d: the wait ends at %v, want %v", i, ends[i].Sub(start), w)
		}
	}
	waitEmpty(t, q)
}

// clockedQueues are chunk queues on a clock of the test's own: it starts
// at start, and setClock puts it d after start.
func clockedQueues(timeout time.Duration, maxDeliver int) (q *chunkQueues, start time.Time, setClock func(d time.Duration)) {
	start = time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	var (
		mu  sync.Mutex
		now = start
	)
	q = newChunkQueues(100, timeout, maxDeliver, func(queuedChunk, bool) {})
	q.now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	return q, start, func(d time.Duration) { mu.Lock(); now = start.Add(d); mu.Unlock() }
}

// TestTheChunkQueueMetricsReadTheQueues: the worker's chunk-queue series
// are the queues' counts when scraped.
func TestTheChunkQueueMetricsReadTheQueues(t *testing.T) {
	t.Parallel()
	reg := prometheus.NewRegistry()
	q := newTestQueues(1, nil)
	registerChunkQueues(reg, q.stats)
	release := make(chan struct{})
	q.add("s", 1, nil, nil, func(queuedChunk, <-chan struct{}) chunkOutcome { <-release; return chunkDone })
	q.add("t", 2, nil, nil, nil) // refused: the queue is full
	want := map[string]float64{
		"piighost_chunk_queue_chunks":                             1,
		"piighost_chunk_queue_streams":                            1,
		"piighost_chunk_queue_limit":                              1,
		`piighost_chunk_queue_handed_back_total{reason="full"}`:   1,
		`piighost_chunk_queue_handed_back_total{reason="behind"}`: 0,
	}
	got := gatherValues(t, reg)
	for name, v := range want {
		if g, ok := got[name]; !ok || g != v {
			t.Errorf("%s = %v (exported: %v), want %v", name, g, ok, v)
		}
	}
	close(release)
	waitEmpty(t, q)
	if got := gatherValues(t, reg)["piighost_chunk_queue_chunks"]; got != 0 {
		t.Errorf("piighost_chunk_queue_chunks = %v once the chunk ran, want 0", got)
	}
}

// gatherValues reads every gauge and counter of the registry, named as
// the exposition format names a series.
func gatherValues(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range families {
		for _, s := range f.GetMetric() {
			name := f.GetName()
			if labels := s.GetLabel(); len(labels) > 0 {
				var parts []string
				for _, l := range labels {
					parts = append(parts, l.GetName()+`="`+l.GetValue()+`"`)
				}
				name += "{" + strings.Join(parts, ",") + "}"
			}
			switch {
			case s.Gauge != nil:
				out[name] = s.GetGauge().GetValue()
			case s.Counter != nil:
				out[name] = s.GetCounter().GetValue()
			}
		}
	}
	return out
}
