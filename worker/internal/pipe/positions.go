package pipe

import (
	"context"
	"errors"
	"strconv"
	"sync"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// position is a stream's position with what pipeline mode needs around
// it: the output stream sequence of the stream's last output (the
// expected last subject sequence of the next publish, so two workers
// never both extend a stream) and the input that produced it.
type position struct {
	pos      processor.StreamPosition
	outSeq   uint64
	inputSeq uint64
	cached   bool
}

type positionKey struct{ thread, stream string }

// positions keeps the positions of the streams this worker handled last,
// so a stream's next chunk costs no read. An entry may be out of date
// (another worker took later chunks): the publish that follows says so
// (the output subject moved on), and the entry is read again.
type positions struct {
	out  jetstream.Stream
	open func(thread, stream, state string) (processor.StreamPosition, error)

	mu  sync.Mutex
	m   map[positionKey]position
	max int
}

// maxCachedPositions bounds the cache; past it an arbitrary entry goes
// (a miss costs one direct get).
const maxCachedPositions = 100_000

// newPositions reads positions from the last outputs of out; open
// unseals the state an output carries.
func newPositions(out jetstream.Stream, open func(thread, stream, state string) (processor.StreamPosition, error)) *positions {
	return &positions{out: out, open: open, m: map[positionKey]position{}, max: maxCachedPositions}
}

// errStreamTaken: the stream's output subject holds another thread's
// stream.
var errStreamTaken = errors.New("the stream id is in use by another thread's stream")

// lookup returns a stream's position: cached, or read from the last
// output on its subject.
func (ps *positions) lookup(ctx context.Context, thread, stream, subject string) (position, error) {
	k := positionKey{thread, stream}
	ps.mu.Lock()
	p, ok := ps.m[k]
	ps.mu.Unlock()
	if ok {
		p.cached = true
		return p, nil
	}
	m, err := ps.out.GetLastMsgForSubject(ctx, subject)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return position{}, nil
	}
	if err != nil {
		return position{}, err
	}
	p = position{outSeq: m.Sequence}
	p.inputSeq, _ = strconv.ParseUint(m.Header.Get(wire.HeaderInputSeq), 10, 64)
	if state := m.Header.Get(wire.HeaderStreamState); state != "" {
		if p.pos, err = ps.open(thread, stream, state); err != nil {
			return position{}, errStreamTaken
		}
	}
	return p, nil
}

// store records a stream's position after a published output.
func (ps *positions) store(thread, stream string, p position) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if _, ok := ps.m[positionKey{thread, stream}]; !ok && len(ps.m) >= ps.max {
		for k := range ps.m {
			delete(ps.m, k)
			break
		}
	}
	p.cached = false
	ps.m[positionKey{thread, stream}] = p
}

// forget drops a cached position that proved out of date.
func (ps *positions) forget(thread, stream string) {
	ps.mu.Lock()
	delete(ps.m, positionKey{thread, stream})
	ps.mu.Unlock()
}
