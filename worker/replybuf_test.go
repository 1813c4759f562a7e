package worker

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"
	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// TestEveryReplyStaysItsOwnWhileReplyBuffersAreReused sends, from many
// callers at once, model.out and model.in requests of different sizes
// to the same endpoints, so that every reply buffer serves request after
// request (replyBuffers) and model.out's texts share their payloads'
// bytes (processor.borrows): a buffer given back before its reply was
// copied out, or a text read after its payload was gone, would show as
// a reply holding another request's text (and, under -race, as a race).
func TestEveryReplyStaysItsOwnWhileReplyBuffersAreReused(t *testing.T) {
	ignore := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, ignore, goleak.IgnoreTopFunction("internal/poll.runtime_pollWait")) })
	_, nc := startInlineWorker(t, func(c *config.Config) { c.Worker.Instances = 2 })
	tokens := seedThread(t, nc, "reuse")

	const callers, rounds = 8, 40
	var wg sync.WaitGroup
	errs := make(chan error, callers)
	for c := range callers {
		wg.Go(func() {
			for i := range rounds {
				// Sizes from a few bytes to over a kilobyte, so that a
				// buffer holds a longer reply before a shorter one.
				filler := strings.Repeat(fmt.Sprintf(" caller %d round %d;", c, i), (c*rounds+i)%48)
				if err := askOwn(nc, wire.ModelOut, map[string]any{wire.FieldThreadID: "reuse", wire.FieldMessages: []any{map[string]any{
					wire.FieldRole: wire.RoleAssistant, wire.FieldContent: "wrote to " + tokens[0] + ", call " + tokens[1] + filler}}},
					restoredOut+filler); err != nil {
					errs <- err
					return
				}
				in := "mail " + inlineEmail + filler
				if err := askOwn(nc, wire.ModelIn, map[string]any{wire.FieldThreadID: "reuse", wire.FieldMessages: []any{map[string]any{
					wire.FieldRole: wire.RoleUser, wire.FieldContent: in}}},
					"mail "+tokens[0]+filler); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// askOwn sends one request and reports an error unless its reply's
// first content is want; it runs on the callers' goroutines, so it
// reports rather than fails.
func askOwn(nc *nats.Conn, ch wire.Channel, req map[string]any, want string) error {
	data, err := msgpack.Marshal(req)
	if err != nil {
		return err
	}
	msg, err := nc.Request(wire.ServiceSubject(wire.DefaultPrefix, ch), data, 30*time.Second)
	if err != nil {
		return err
	}
	var rep map[string]any
	if err := msgpack.Unmarshal(msg.Data, &rep); err != nil {
		return err
	}
	if e, ok := rep[wire.FieldError]; ok {
		return fmt.Errorf("%s error reply: %v", ch, e)
	}
	if got := firstContent(rep); got != want {
		return fmt.Errorf("%s reply %q, want %q", ch, got, want)
	}
	return nil
}
