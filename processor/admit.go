package processor

import (
	"context"

	"github.com/piighost/piighost-nats/envelope"
)

// admit runs walk, which de-identifies the texts of request req in its
// thread, under the pipeline's admission (pipeline.Pipeline.Begin): the
// texts the thread rendered before are answered at once, and the first it
// did not, with every one after it, is held unwritten while walk goes on
// to the request's end, so that a malformed request fails before any
// write. When texts were held, the pipeline admits them
// (pipeline.Pipeline.Complete) and walk runs again to de-identify them: a
// request past [memory] max_new_values fails with limit_exceeded and
// leaves its thread as it was. A request whose texts the thread rendered
// before, or whose encoding is no longer than the bound, is walked once.
func (p *Processor) admit(ctx context.Context, thread string, req *envelope.Node, walk func(context.Context) error) error {
	ctx = p.pipe.Begin(ctx, textBytes(req))
	if err := walk(ctx); err != nil {
		return err
	}
	again, err := p.pipe.Complete(ctx, thread)
	if err != nil || !again {
		return err
	}
	return walk(ctx)
}

// textBytes bounds the bytes of the texts of req together: the length of
// its msgpack encoding, in which each text is a string of its own; -1
// when req has none (decoded from JSON, or built).
func textBytes(req *envelope.Node) int {
	if raw := req.Raw(); raw != nil {
		return len(raw)
	}
	return -1
}
