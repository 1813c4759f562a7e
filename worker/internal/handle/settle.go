package handle

import (
	"context"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/pii"
)

// Outlet is where one message's answer goes, and how the message is
// settled once answered: a service reply, a pipeline-mode output, a
// stream chunk's output.
type Outlet interface {
	// MaxPayload is the largest message the connection takes, headers
	// included (0 while it is not known).
	MaxPayload() int64
	// Publish sends msg, the answer.
	Publish(ctx context.Context, msg *nats.Msg) error
	// Fail makes msg the answer of err, and reports false when err has
	// no answer to send (a pipeline-mode input's error event says it).
	Fail(msg *nats.Msg, err error) bool
	// Report tells of the failed message (its error event) and ends it:
	// terminated, or handed back for redelivery while the event cannot
	// be stored.
	Report(ctx context.Context, err error)
	// Done ends a message answered without error (its acknowledgement).
	Done(ctx context.Context)
}

// Answer is what processing one message gave.
type Answer struct {
	// Msg is the reply or output to send; nil when a failure has none.
	Msg *nats.Msg
	// Err is the processing error; Settle sets it to the error the
	// message ends with (reply_too_large in place of success).
	Err error
	// Size is Msg's size on the wire, with the headers the publish adds;
	// 0: its data and headers.
	Size int64
}

// Settle sends a's answer through o and settles m, in this order: a
// message over the connection's max payload becomes reply_too_large
// (where o carries errors in its answer, the answer is that error's, and
// the message ends as failed: a size that does not fit now never will);
// a failure is logged; the answer is published, and when the connection
// refuses it for its size all the same, it becomes reply_too_large and
// is published again; then a failure is reported (error event, then
// termination) and a success acknowledged. It returns the error of a
// publish that failed for another reason, the message then neither
// reported nor acknowledged: the caller hands it back, or logs it.
func (h *Handler) Settle(ctx context.Context, o Outlet, m Message, a *Answer) error {
	msg := a.Msg
	if msg != nil && pii.CodeOf(a.Err) != pii.CodeReplyTooLarge {
		size := a.Size
		if size == 0 {
			size = int64(len(msg.Data) + HeaderBytes(msg.Header))
		}
		if tl := tooLarge(size, o.MaxPayload()); tl != nil {
			a.Err = tl
		}
	}
	if a.Err != nil && msg != nil && !o.Fail(msg, a.Err) {
		msg = nil
	}
	if a.Err != nil {
		h.LogFailure(m, a.Err)
	}
	if msg != nil {
		err := o.Publish(ctx, msg)
		if isMaxPayload(err) && pii.CodeOf(a.Err) != pii.CodeReplyTooLarge {
			// The size check above missed: the message still gets an
			// answer.
			a.Err = pii.NewReplyTooLargeError(int64(len(msg.Data)), o.MaxPayload())
			h.LogFailure(m, a.Err)
			err = nil
			if o.Fail(msg, a.Err) {
				err = o.Publish(ctx, msg)
			}
		}
		if err != nil {
			return err
		}
	}
	if a.Err != nil {
		o.Report(ctx, a.Err)
		return nil
	}
	o.Done(ctx)
	return nil
}
