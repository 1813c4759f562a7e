package processor

import (
	"context"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// model.out's long strings share its payload's bytes (borrows): once
// Handle returned, nothing it kept or gave back may read them. The
// payload is overwritten after each request, as a caller that reuses its
// buffers would: the thread (with an id long enough to be borrowed, kept
// as the pipeline's key) still restores, and an invented token's error
// still names the token.
func TestWhatModelOutKeepsDoesNotShareItsPayload(t *testing.T) {
	p := newProcessor(t)
	thread := "t-" + strings.Repeat("x", borrowFrom)
	filler := strings.Repeat(" and so on", borrowFrom/10)
	ok(t, p, ModelIn, M{"thread_id": thread, "messages": L{user("Hi, Emma Dupont here, emma@ex.com")}})
	handle := func(req M) ([]byte, error) {
		payload := encode(t, req)
		out, err := p.Handle(context.Background(), ModelOut, payload, Msgpack)
		clear(payload)
		return out, err
	}
	for _, c := range []struct {
		name string
		text string
		want string
	}{
		{"a text with tokens is restored", "Sent to <<PERSON:1>>" + filler, "Sent to Emma Dupont" + filler},
		{"a text without tokens comes back as sent", "Nothing to restore" + filler, "Nothing to restore" + filler},
	} {
		t.Run(c.name, func(t *testing.T) {
			for range 2 { // the second request finds the thread the first kept
				out, err := handle(M{"thread_id": thread, "messages": L{assistant(c.text)}})
				if err != nil {
					t.Fatal(err)
				}
				if got := contents(decode(t, out))[0]; got != c.want {
					t.Fatalf("content = %q", got)
				}
			}
		})
	}
	t.Run("an invented token's error keeps its token", func(t *testing.T) {
		_, err := handle(M{"thread_id": thread, "messages": L{assistant("cc <<PERSON:9>>" + filler)}})
		e, isErr := err.(*pii.Error)
		if !isErr || e.Code != pii.CodeInventedPlaceholder || len(e.Tokens) != 1 || e.Tokens[0] != "<<PERSON:9>>" {
			t.Fatalf("err = %#v", err)
		}
	})
}
