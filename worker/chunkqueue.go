package worker

import (
	"cmp"
	"slices"
	"sync"

	"github.com/nats-io/nats.go/jetstream"
)

// A partition's consumer hands this worker several chunks at once, of
// several streams. chunkQueues restores the chunks of one stream one
// after the other, lowest input sequence first, on a goroutine of the
// stream's own while it has chunks here, so the streams that share a
// lane go on in parallel and a stream's chunks are never restored out of
// their order on this worker.

// queuedChunk is a chunk waiting for its stream's earlier chunks.
type queuedChunk struct {
	msg jetstream.Msg
	seq uint64 // the input's stream sequence
}

// streamQueue is one stream's chunks on this worker: the one running,
// and those waiting behind it.
type streamQueue struct {
	running uint64        // input sequence of the chunk being restored
	pending []queuedChunk // sorted by seq
	// earlier is signalled when a chunk older than the running one comes
	// in (a redelivery): a running chunk that waits for its stream's
	// earlier output steps aside for it.
	earlier chan struct{}
}

// chunkQueues are the stream queues of one worker.
type chunkQueues struct {
	mu      sync.Mutex
	streams map[string]*streamQueue
}

func newChunkQueues() *chunkQueues {
	return &chunkQueues{streams: map[string]*streamQueue{}}
}

// chunkRunner restores one chunk. earlier is signalled when an older
// chunk of the same stream came in; a runner that has changed nothing
// yet may then report true (step aside), and the chunk is queued again
// behind the older one.
type chunkRunner func(c queuedChunk, earlier <-chan struct{}) (stepAside bool)

// add queues a chunk of stream, whose input sequence is seq, and starts
// the stream's goroutine when none runs. run is called once per chunk
// restored, and once more for each time it stepped aside.
func (q *chunkQueues) add(stream string, seq uint64, msg jetstream.Msg, run chunkRunner) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if sq, ok := q.streams[stream]; ok {
		sq.insert(queuedChunk{msg: msg, seq: seq})
		if seq < sq.running {
			select {
			case sq.earlier <- struct{}{}:
			default:
			}
		}
		return
	}
	sq := &streamQueue{running: seq, earlier: make(chan struct{}, 1)}
	q.streams[stream] = sq
	go q.drain(stream, sq, queuedChunk{msg: msg, seq: seq}, run)
}

// drain runs a stream's chunks until none is left, then forgets the
// stream.
func (q *chunkQueues) drain(stream string, sq *streamQueue, c queuedChunk, run chunkRunner) {
	for {
		stepAside := run(c, sq.earlier)
		q.mu.Lock()
		if stepAside {
			sq.insert(c)
		}
		if len(sq.pending) == 0 {
			delete(q.streams, stream)
			q.mu.Unlock()
			return
		}
		c, sq.pending = sq.pending[0], sq.pending[1:]
		sq.running = c.seq
		select { // a signal for the chunk that just ran is not for this one
		case <-sq.earlier:
		default:
		}
		q.mu.Unlock()
	}
}

// insert adds c to the pending chunks, in input sequence order.
func (sq *streamQueue) insert(c queuedChunk) {
	i, _ := slices.BinarySearchFunc(sq.pending, c.seq, func(p queuedChunk, seq uint64) int { return cmp.Compare(p.seq, seq) })
	sq.pending = slices.Insert(sq.pending, i, c)
}
