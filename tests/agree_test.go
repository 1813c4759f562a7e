package tests

import (
	"fmt"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
)

// TestTwoWorkersOnOneThreadAgreeOnEveryToken sends one thread's messages
// to two workers at once (each request to whichever worker's queue member
// NATS picks), with overlapping and new values, and checks that every value
// has one token, every token one value, and numbers are dense.
func TestTwoWorkersOnOneThreadAgreeOnEveryToken(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	for range 2 {
		startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	}
	pc := newServiceChannels(t, connect(t, s.ClientURL())).c
	ctx := callCtx(t)
	const clients, perClient = 6, 20
	var mu sync.Mutex
	tokenOf := map[string]string{}
	valueOf := map[string]string{}
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perClient {
				v := fmt.Sprintf("user%d@example.com", (i*5+c*3)%17)
				r, err := pc.ModelIn(ctx, "shared", []client.Message{client.UserMessage(v)})
				if err != nil {
					t.Error(err)
					return
				}
				tok := text(r, 0)
				mu.Lock()
				if prev, ok := tokenOf[v]; ok && prev != tok {
					t.Errorf("%s got %s and %s", v, prev, tok)
				}
				if prev, ok := valueOf[tok]; ok && prev != v {
					t.Errorf("%s names %s and %s", tok, prev, v)
				}
				tokenOf[v], valueOf[tok] = tok, v
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for i := 1; i <= len(valueOf); i++ {
		if _, ok := valueOf[fmt.Sprintf("<<EMAIL:%d>>", i)]; !ok {
			t.Fatalf("numbers are not dense: %v", valueOf)
		}
	}
	// Either worker restores every token.
	for tok, v := range valueOf {
		r, err := pc.ModelOut(ctx, "shared", []client.Message{client.AssistantMessage(tok)})
		if err != nil || text(r, 0) != v {
			t.Fatalf("%s restores to %+v (%v)", tok, r, err)
		}
	}
}
