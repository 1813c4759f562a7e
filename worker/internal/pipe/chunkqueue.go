package pipe

import (
	"cmp"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// A partition's consumer hands this worker several chunks at once, of
// several streams. chunkQueues restores the chunks of one stream one
// after the other, lowest input sequence first, on a goroutine of the
// stream's own while it has chunks here, so the streams that share a
// lane go on in parallel and a stream's chunks are never restored out of
// their order on this worker.
//
// The server redelivers a chunk held here past its ack wait; the queue
// keeps one entry per input sequence (the newest delivery), bounds its
// entries, and when the stream's running chunk gives up waiting for its
// predecessor, hands the stream's other chunks back at once instead of
// letting each wait in turn.
//
// A chunk that stepped aside is "tried": when it ran, its stream's
// next chunk (the payload's seq the stream expects) came before it. It is
// passed over until a read of the stream's last output, by whichever
// chunk of the stream runs here, finds the stream expects it (or a chunk
// after it): the stream can move on at another worker at any moment, not
// only while a chunk here waits on the output subject, so every read is
// reported (seen). Only the chunk the stream expects becomes a candidate
// again: an output stored elsewhere does not make every queued chunk run
// once more, each a subscribe and two reads, to find it is not its turn.
//
// A chunk's wait for its stream's earlier output is bounded by the
// worker's timeout from the later of its first run and the last time the
// stream was seen to move on (expecting a later chunk), and by
// max_deliver timeouts in all: a stream that runs ahead at several
// workers moves steadily, and its chunks here must not give up (each
// hand-back counts toward max_deliver) while it does. The wait
// bounds only the waiting: each read, restore and store of a run has a
// timeout of its own, so a chunk whose wait ran out while it was queued
// still runs when its turn has come, and does not fail as if the store
// had failed.

// queuedChunk is a chunk waiting for its stream's earlier chunks.
type queuedChunk struct {
	msg  jetstream.Msg
	meta *jetstream.MsgMetadata // msg's, parsed once when it came in
	seq  uint64                 // the input's stream sequence
	// started is the chunk's first run (zero before it): stepping aside
	// does not start its wait again.
	started time.Time
	// payload is the chunk's seq in its stream, known (hasPayload) once
	// it ran and read the stream's last output.
	payload    int64
	hasPayload bool
	// tried: the chunk stepped aside, the stream expecting an earlier
	// chunk (another runner has no reason to step aside for it until the
	// stream expects payload).
	tried bool
	// touched is when the server was last told the chunk is in progress
	// (or when it came in).
	touched time.Time
}

// chunkOutcome is how a run of a chunk ended.
type chunkOutcome int

const (
	chunkDone      chunkOutcome = iota // restored, or answered otherwise
	chunkStepAside                     // changed nothing; runs again after the others
	chunkBehind                        // gave up waiting for the stream's earlier output
)

// streamQueue is one stream's chunks on this worker: the one running,
// and those waiting behind it.
type streamQueue struct {
	running uint64        // input sequence of the chunk being restored
	pending []queuedChunk // sorted by seq
	// runningMsg and runningTouched are the running delivery and when
	// it was last reported in progress; runningStarted the running
	// chunk's first run; runningPayload its payload seq, once it
	// reported a read (seen).
	runningMsg        jetstream.Msg
	runningTouched    time.Time
	runningStarted    time.Time
	runningPayload    int64
	runningHasPayload bool
	// lastNext is the payload seq the stream expected at the last read
	// here (observed: one was read), movedAt when it last grew: the
	// stream moving on, which an output that leaves it where it was (a
	// duplicate answered again) is not.
	lastNext int64
	observed bool
	movedAt  time.Time
	// newer is the newest delivery of the running input that came in
	// while it ran, if one did (see drain).
	newer *queuedChunk
	// earlier is signalled when a chunk of the stream comes in (or waits
	// here untried) while another runs: a running chunk that waits for
	// its stream's earlier output steps aside, so that the new one, which
	// may be the awaited one, tries first.
	earlier chan struct{}
}

// chunkQueues are the stream queues of one worker.
type chunkQueues struct {
	mu      sync.Mutex
	streams map[string]*streamQueue
	running sync.WaitGroup // the streams' goroutines
	held    int            // chunks queued or running
	limit   int            // bound of held
	// full and behind count the chunks handed back for redelivery: the
	// queue full when they came in, or their stream's running chunk
	// gave up waiting for its predecessor (chunkQueueStats).
	full, behind uint64
	timeout      time.Duration
	// maxWait bounds a chunk's wait from its first run, however long its
	// stream keeps moving on: max_deliver timeouts, the longest a chunk
	// waited when each delivery waited one timeout.
	maxWait time.Duration
	// draining: the worker stops; the stream's moves no longer extend a
	// wait, so that each ends within a timeout of the drain's start.
	draining bool
	// release is called for a chunk that leaves the queue without a run:
	// handed back for redelivery (nak), or dropped, unanswered, for a
	// newer delivery of the same input.
	release func(c queuedChunk, nak bool)
	// now is the clock (a test's own when it tells time itself).
	now func() time.Time
}

func newChunkQueues(limit int, timeout time.Duration, maxDeliver int, release func(c queuedChunk, nak bool)) *chunkQueues {
	return &chunkQueues{streams: map[string]*streamQueue{}, limit: limit, timeout: timeout,
		maxWait: timeout * time.Duration(max(maxDeliver, 1)), release: release, now: time.Now}
}

// stopExtending is called once the worker drains: from then on, a wait
// ends at most a timeout after the stream's last move before it.
func (q *chunkQueues) stopExtending() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.draining = true
}

// chunkRunner restores one chunk. earlier is signalled when another chunk
// of the same stream came in; a runner that has changed nothing yet may
// then report chunkStepAside, and the chunk is queued again.
type chunkRunner func(c queuedChunk, earlier <-chan struct{}) chunkOutcome

// add queues a chunk of stream, whose input sequence is seq, and starts
// the stream's goroutine when none runs. run is called once per chunk
// restored, and once more for each time it stepped aside. It reports
// false, and takes nothing, when the queue is full. A delivery of an
// input already queued replaces it (the older is released); one of the
// input running is kept until the run ends (drain).
func (q *chunkQueues) add(stream string, seq uint64, msg jetstream.Msg, meta *jetstream.MsgMetadata, run chunkRunner) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	c := queuedChunk{msg: msg, meta: meta, seq: seq, touched: q.now()}
	sq, ok := q.streams[stream]
	switch {
	case ok && seq == sq.running:
		if sq.newer != nil {
			q.release(*sq.newer, false)
		}
		sq.newer = &c
		return true
	case ok:
		if q.held >= q.limit && !sq.holds(seq) {
			q.full++
			return false // before replace, which would queue it
		}
		old, found := sq.replace(c)
		if found {
			q.release(old, false)
		} else {
			q.held++
		}
		if !found || !old.tried {
			// A new chunk may be the one the runner waits for; a
			// redelivery of one passed over is still not its turn.
			signal(sq.earlier)
		}
		return true
	case q.held >= q.limit:
		q.full++
		return false
	}
	q.held++
	sq = &streamQueue{earlier: make(chan struct{}, 1)}
	sq.run(&c, c.touched)
	q.streams[stream] = sq
	q.running.Add(1)
	go q.drain(stream, sq, c, run)
	return true
}

// signal wakes the running chunk, if it waits.
func signal(earlier chan struct{}) {
	select {
	case earlier <- struct{}{}:
	default:
	}
}

// drain runs a stream's chunks until none is left, then forgets the
// stream.
func (q *chunkQueues) drain(stream string, sq *streamQueue, c queuedChunk, run chunkRunner) {
	defer q.running.Done()
	for {
		outcome := run(c, sq.earlier)
		q.mu.Lock()
		if sq.newer != nil {
			// The server delivered the input again while it ran (held
			// past the ack wait). Whichever delivery it is sent on, an
			// ack, term, nak or progress report counts for the input
			// while it is pending: the run answered it, and the newer
			// delivery is released unanswered (a nak of it would cut
			// short the delay of a nak the run sent). A chunk that
			// stepped aside goes on as the newer delivery, whose
			// delivery count is the current one.
			if outcome == chunkStepAside {
				q.release(c, false)
				c.msg, c.meta = sq.newer.msg, sq.newer.meta
			} else {
				q.release(*sq.newer, false)
			}
			sq.newer = nil
		}
		switch outcome {
		case chunkStepAside:
			c.tried, c.payload, c.hasPayload = true, sq.runningPayload, sq.runningHasPayload
			c.touched = sq.runningTouched
			if old, found := sq.replace(c); found { // not expected: add releases deliveries of the running input
				q.release(old, false)
				q.held--
			}
		case chunkBehind:
			q.held--
			for _, p := range sq.pending {
				q.release(p, true)
			}
			q.held -= len(sq.pending)
			q.behind += uint64(len(sq.pending))
			sq.pending = nil
		default:
			q.held--
			for i := range sq.pending {
				if !sq.pending[i].hasPayload {
					sq.pending[i].tried = false // not known when it may pass: it may try now
				}
			}
		}
		if len(sq.pending) == 0 {
			delete(q.streams, stream)
			q.mu.Unlock()
			return
		}
		now := q.now()
		sq.touch(now, q.progressEvery())
		c = sq.next(outcome == chunkStepAside, c.seq, now)
		q.mu.Unlock()
	}
}

// next takes the chunk to run next: the lowest input sequence that has
// not tried since the stream moved on, else the lowest, but not the one
// that just stepped aside (stepped, its sequence last) while another
// waits. earlier is signalled when a chunk that has not tried is still
// waiting behind it. now starts its wait, if this is its first run.
func (sq *streamQueue) next(stepped bool, last uint64, now time.Time) queuedChunk {
	i := slices.IndexFunc(sq.pending, func(p queuedChunk) bool { return !p.tried })
	if i < 0 {
		i = 0
		if stepped && len(sq.pending) > 1 && sq.pending[0].seq == last {
			i = 1
		}
	}
	c := sq.pending[i]
	sq.pending = slices.Delete(sq.pending, i, i+1)
	sq.run(&c, now)
	select { // a signal for the chunk that just ran is not for this one
	case <-sq.earlier:
	default:
	}
	if slices.ContainsFunc(sq.pending, func(p queuedChunk) bool { return !p.tried }) {
		signal(sq.earlier)
	}
	return c
}

// holds reports whether an input is pending.
func (sq *streamQueue) holds(seq uint64) bool {
	_, found := slices.BinarySearchFunc(sq.pending, seq, func(p queuedChunk, seq uint64) int { return cmp.Compare(p.seq, seq) })
	return found
}

// run makes c the running chunk; its first run starts its wait.
func (sq *streamQueue) run(c *queuedChunk, now time.Time) {
	if c.started.IsZero() {
		c.started = now
	}
	sq.running, sq.runningMsg, sq.runningTouched = c.seq, c.msg, c.touched
	sq.runningStarted, sq.runningHasPayload = c.started, false
}

// replace adds c to the pending chunks, in input sequence order; a
// pending delivery of the same input gives way to c, keeping what its
// runs learned (first run, payload seq, tried, last progress report),
// and is returned (found).
func (sq *streamQueue) replace(c queuedChunk) (old queuedChunk, found bool) {
	i, found := slices.BinarySearchFunc(sq.pending, c.seq, func(p queuedChunk, seq uint64) int { return cmp.Compare(p.seq, seq) })
	if !found {
		sq.pending = slices.Insert(sq.pending, i, c)
		return queuedChunk{}, false
	}
	old = sq.pending[i]
	if c.started.IsZero() {
		c.started = old.started
	}
	if !c.hasPayload {
		c.payload, c.hasPayload = old.payload, old.hasPayload
	}
	if old.tried && !c.tried {
		c.tried = true
	}
	sq.pending[i] = c
	return old, true
}

// chunkQueueStats is what the chunk queues hold and handed back, for the
// worker's metrics.
type chunkQueueStats struct {
	Chunks  int // queued or running
	Streams int // with a chunk here
	Limit   int // bound of Chunks
	// Full counts the chunks handed back because Limit were held when
	// they came in; Behind those handed back when their stream's running
	// chunk gave up waiting for its predecessor.
	Full, Behind uint64
}

// stats reads the queues' counts.
func (q *chunkQueues) stats() chunkQueueStats {
	q.mu.Lock()
	defer q.mu.Unlock()
	return chunkQueueStats{Chunks: q.held, Streams: len(q.streams), Limit: q.limit, Full: q.full, Behind: q.behind}
}

// wait waits until every stream's goroutine has returned: once the
// worker's context is cancelled, each hands its chunks back and returns.
func (q *chunkQueues) wait() {
	q.running.Wait()
}

// seen is told, by the stream's running chunk, its own payload seq and
// next, the payload seq the stream expects, each time it reads the
// stream's last output and finds it is not yet its turn, and each time
// it stores an output. A pending chunk
// that stepped aside and that the stream now expects (or one it has gone
// past) may try again, and the runner is told to step aside for it. The
// stream expecting a later chunk than any read here is the stream moving
// on: it extends the wait of the stream's chunks, up to maxWait from the
// running chunk's first run, and not once the worker drains. seen
// returns when the running chunk's wait ends.
func (q *chunkQueues) seen(stream string, own, next int64) time.Time {
	q.mu.Lock()
	defer q.mu.Unlock()
	now := q.now()
	sq, ok := q.streams[stream]
	if !ok {
		return now.Add(q.timeout)
	}
	sq.runningPayload, sq.runningHasPayload = own, true
	switch {
	case !sq.observed:
		sq.lastNext, sq.observed = next, true
	case next > sq.lastNext:
		sq.lastNext = next
		if !q.draining {
			sq.movedAt = now
		}
	}
	again := false
	for i := range sq.pending {
		if p := &sq.pending[i]; p.tried && (!p.hasPayload || p.payload <= next) {
			p.tried, again = false, true
		}
	}
	if again {
		signal(sq.earlier)
	}
	end := later(sq.runningStarted, sq.movedAt).Add(q.timeout)
	if bound := sq.runningStarted.Add(q.maxWait); end.After(bound) {
		end = bound
	}
	return end
}

// later returns the later of two times.
func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// progressEvery is how often, at most, a queued chunk is reported in
// progress: a second, or less with a short timeout (the ack wait is
// twice the timeout), so that the server does not deliver it again while
// it is held.
func (q *chunkQueues) progressEvery() time.Duration {
	return min(time.Second, q.timeout/2)
}

// touch tells the server that the stream's running and queued chunks
// are still being worked on, so that they are not delivered again while
// they are held here. The running chunk calls it each time its wait
// wakes, and the stream's goroutine between two runs: a chunk is
// reported while it is held however its stream's runs go (a long series
// of chunks stepping aside waits little), at most once per
// progressEvery.
func (q *chunkQueues) touch(stream string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if sq, ok := q.streams[stream]; ok {
		now, every := q.now(), q.progressEvery()
		if sq.runningMsg != nil && now.Sub(sq.runningTouched) >= every {
			_ = sq.runningMsg.InProgress()
			sq.runningTouched = now
		}
		sq.touch(now, every)
	}
}

// touch reports in progress each queued chunk not reported within every.
func (sq *streamQueue) touch(now time.Time, every time.Duration) {
	for i := range sq.pending {
		if p := &sq.pending[i]; p.msg != nil && now.Sub(p.touched) >= every {
			_ = p.msg.InProgress()
			p.touched = now
		}
	}
}
