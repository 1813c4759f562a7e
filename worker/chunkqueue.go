package worker

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
// A chunk that stepped aside is "tried": it was not the stream's next at
// the last output of the stream it read. The stream can move on
// at another worker at any moment, not only while a chunk here waits on
// the output subject, so every read of the stream's last output is
// reported (seen): an output newer than the one a tried chunk read makes
// it a candidate again. Without that, a chunk that became the next one
// while no chunk here waited stayed tried behind a runner waiting for
// it, until the runner's timeout.

// queuedChunk is a chunk waiting for its stream's earlier chunks.
type queuedChunk struct {
	msg jetstream.Msg
	seq uint64 // the input's stream sequence
	// deadline ends the chunk's wait, set at its first run: stepping
	// aside does not start the wait again.
	deadline time.Time
	// tried: the chunk stepped aside, having read the stream's last
	// output at triedAt (another runner has no reason to step aside for
	// it until it reads a newer one).
	tried   bool
	triedAt uint64
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
	// runningSaw is the output sequence of the stream's last output the
	// running chunk read.
	runningSaw uint64
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
	timeout time.Duration
	// release is called for a chunk that leaves the queue without a run:
	// handed back for redelivery (nak), or dropped, unanswered, for a
	// newer delivery of the same input.
	release func(c queuedChunk, nak bool)
}

func newChunkQueues(limit int, timeout time.Duration, release func(c queuedChunk, nak bool)) *chunkQueues {
	return &chunkQueues{streams: map[string]*streamQueue{}, limit: limit, timeout: timeout, release: release}
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
func (q *chunkQueues) add(stream string, seq uint64, msg jetstream.Msg, run chunkRunner) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	c := queuedChunk{msg: msg, seq: seq}
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
			return false // before replace, which would queue it
		}
		if old, found := sq.replace(c); found {
			q.release(old, false)
		} else {
			q.held++
		}
		signal(sq.earlier)
		return true
	case q.held >= q.limit:
		return false
	}
	q.held++
	sq = &streamQueue{running: seq, earlier: make(chan struct{}, 1)}
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
		if c.deadline.IsZero() {
			c.deadline = time.Now().Add(q.timeout)
		}
		outcome := run(c, sq.earlier)
		q.mu.Lock()
		if sq.newer != nil {
			// The server delivered the input again while it ran. The
			// run's ack or term counts whatever the delivery, but the
			// server ignores a nak of a delivery older than its ack floor:
			// a chunk that stepped aside goes on as the newer delivery,
			// and the newer delivery of one that ended is handed back
			// (ignored when the run answered the input), so that a nak
			// of the run is not lost.
			if outcome == chunkStepAside {
				q.release(c, false)
				c.msg = sq.newer.msg
			} else {
				q.release(*sq.newer, true)
			}
			sq.newer = nil
		}
		switch outcome {
		case chunkStepAside:
			c.tried, c.triedAt = true, sq.runningSaw
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
			sq.pending = nil
		default:
			q.held--
			for i := range sq.pending {
				sq.pending[i].tried = false // the stream moved on: each may pass now
			}
		}
		if len(sq.pending) == 0 {
			delete(q.streams, stream)
			q.mu.Unlock()
			return
		}
		c = sq.next(outcome == chunkStepAside, c.seq)
		q.mu.Unlock()
	}
}

// next takes the chunk to run next: the lowest input sequence that has
// not tried since the stream moved on, else the lowest, but not the one
// that just stepped aside (stepped, its sequence last) while another
// waits. earlier is signalled when a chunk that has not tried is still
// waiting behind it.
func (sq *streamQueue) next(stepped bool, last uint64) queuedChunk {
	i := slices.IndexFunc(sq.pending, func(p queuedChunk) bool { return !p.tried })
	if i < 0 {
		i = 0
		if stepped && len(sq.pending) > 1 && sq.pending[0].seq == last {
			i = 1
		}
	}
	c := sq.pending[i]
	sq.pending = slices.Delete(sq.pending, i, i+1)
	sq.running, sq.runningSaw = c.seq, 0
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

// replace adds c to the pending chunks, in input sequence order; a
// pending delivery of the same input gives way to c, keeping its
// deadline, and is returned (found).
func (sq *streamQueue) replace(c queuedChunk) (old queuedChunk, found bool) {
	i, found := slices.BinarySearchFunc(sq.pending, c.seq, func(p queuedChunk, seq uint64) int { return cmp.Compare(p.seq, seq) })
	if !found {
		sq.pending = slices.Insert(sq.pending, i, c)
		return queuedChunk{}, false
	}
	old = sq.pending[i]
	if c.deadline.IsZero() {
		c.deadline = old.deadline
	}
	if old.tried && !c.tried {
		c.tried, c.triedAt = true, old.triedAt
	}
	sq.pending[i] = c
	return old, true
}

// wait waits until every stream's goroutine has returned: once the
// worker's context is cancelled, each hands its chunks back and returns.
func (q *chunkQueues) wait() {
	q.running.Wait()
}

// seen is told the output sequence of the stream's last output each
// time its running chunk reads it and finds it is not yet its turn. A
// pending chunk that stepped aside having read an older output may be
// the next one now (the stream moved on, at another worker or here): it
// may try again, and the runner is told to step aside for it.
func (q *chunkQueues) seen(stream string, outSeq uint64) {
	q.mu.Lock()
	defer q.mu.Unlock()
	sq, ok := q.streams[stream]
	if !ok {
		return
	}
	sq.runningSaw = outSeq
	again := false
	for i := range sq.pending {
		if p := &sq.pending[i]; p.tried && p.triedAt < outSeq {
			p.tried, again = false, true
		}
	}
	if again {
		signal(sq.earlier)
	}
}

// touch tells the server that the stream's queued chunks are still
// being worked on, so that they are not delivered again while they wait
// here.
func (q *chunkQueues) touch(stream string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if sq, ok := q.streams[stream]; ok {
		for _, p := range sq.pending {
			if p.msg != nil {
				_ = p.msg.InProgress()
			}
		}
	}
}
