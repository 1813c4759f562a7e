package pipe

import (
	"context"
	"errors"
	"time"

	"github.com/nats-io/nats.go"
)

// With several chunks of a lane in flight, chunk k+1 of a stream can
// reach this worker while another worker still restores chunk k. Instead
// of handing k+1 back for redelivery, the worker watches the stream's
// output subject (every output is republished there once stored) and
// reads the stream's last output again when one comes, until the stream
// has caught up, the chunk's wait ends (chunkqueue.go), or an earlier chunk of the
// stream comes in on this worker (then the waiting chunk steps aside
// for it).

// outputRecheck bounds the wait between two reads of a stream's last
// output: in a cluster the subscription may reach the stream's leader
// after the output it waits for was republished there.
const outputRecheck = 250 * time.Millisecond

// errWaitOver: the chunk waited for its stream's earlier output as long
// as it may (see chunkqueue.go).
var errWaitOver = errors.New("waited for the stream's earlier output as long as it may")

// errStepAside: the chunk waited for its stream's earlier output and an
// earlier chunk came in on this worker; it changed nothing and runs
// again after that one.
var errStepAside = errors.New("an earlier chunk of the stream came in")

// outputWatch signals the outputs stored on one stream's output subject.
type outputWatch struct {
	sub    *nats.Subscription
	stored chan struct{}
	timer  *time.Timer
}

// watchOutputs subscribes to a stream's output subject. The subscription
// is sent before the read that follows on the same connection, so an
// output stored after that read is signalled.
func (p *Pipe) watchOutputs(subject string) (*outputWatch, error) {
	ow := &outputWatch{stored: make(chan struct{}, 1), timer: time.NewTimer(outputRecheck)}
	sub, err := p.nc.Subscribe(subject, func(*nats.Msg) {
		select {
		case ow.stored <- struct{}{}:
		default:
		}
	})
	if err != nil {
		ow.timer.Stop()
		return nil, err
	}
	ow.sub = sub
	return ow, nil
}

// wait returns a nil error when the stream's last output is worth
// reading again (an output was stored, or outputRecheck passed, or until
// came), errStepAside when earlier is signalled, errWaitOver once until
// has passed, or ctx's error. Past until, a chunk that came in or an
// output stored meanwhile still counts first: the first may be the one
// the stream expects, and handing every chunk back for it would cost
// each a delivery; the second is read once more (it may extend the wait).
func (ow *outputWatch) wait(ctx context.Context, earlier <-chan struct{}, until time.Time) error {
	d := time.Until(until)
	if d <= 0 {
		select {
		case <-earlier:
			return errStepAside
		default:
		}
		select {
		case <-ow.stored:
			return nil
		default:
		}
		return errWaitOver
	}
	ow.timer.Reset(min(outputRecheck, d))
	select {
	case <-ow.stored:
		return nil
	case <-ow.timer.C:
		return nil
	case <-earlier:
		return errStepAside
	case <-ctx.Done():
		return ctx.Err()
	}
}

// stop ends the watch.
func (ow *outputWatch) stop() {
	ow.timer.Stop()
	_ = ow.sub.Unsubscribe()
}
