package processor

import (
	"context"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
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

// A model.out that is the first request of its thread on this processor
// loads the thread from the store, and the pipeline keeps the thread id
// as its cache's key: that id, long enough to be borrowed, must be a
// copy. The payload is overwritten after each request; the later
// requests of the thread find the view the first loaded (were the key
// the payload's bytes, each would miss it and cache the thread again).
func TestAModelOutThatLoadsItsThreadKeepsACopyOfTheThreadID(t *testing.T) {
	store := pipeline.NewMemStore(pipeline.MemStoreConfig{})
	var pipe *pipeline.Pipeline
	withStore := func(c *Config) {
		var err error
		if pipe, err = pipeline.New(pipeline.Config{Detector: testDetector(t), Store: store}); err != nil {
			t.Fatal(err)
		}
		c.Pipeline = pipe
	}
	thread := "t-" + strings.Repeat("y", borrowFrom)
	filler := strings.Repeat(" and so on", borrowFrom/10)
	ok(t, newProcessor(t, withStore), ModelIn, M{"thread_id": thread, "messages": L{user("Hi, Emma Dupont here, emma@ex.com")}})

	cold := newProcessor(t, withStore) // its pipeline has not seen the thread
	for i := range 3 {
		payload := encode(t, M{"thread_id": thread, "messages": L{assistant("Sent to <<PERSON:1>>" + filler)}})
		out, err := cold.Handle(context.Background(), ModelOut, payload, Msgpack)
		for j := range payload {
			payload[j] = 'z' // a reused buffer: a key sharing it now reads "zzz…"
		}
		if err != nil {
			t.Fatalf("request %d: %v", i, err)
		}
		if got, want := contents(decode(t, out))[0], "Sent to Emma Dupont"+filler; got != want {
			t.Fatalf("request %d: content = %q", i, got)
		}
	}
	if n := pipe.CacheStats().Threads; n != 1 {
		t.Errorf("the cache holds %d threads after three requests of one, want 1", n)
	}
}
