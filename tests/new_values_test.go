package tests

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// TestARequestAddsAtMostMaxNewValuesWhateverTheStore: past [memory]
// max_new_values new values in one request, whatever number of messages
// holds them, a model.in or tool.result fails with limit_exceeded (413)
// before any of them is written, in a JetStream KV store as in memory:
// the thread stays as it was (the next new value gets the next number),
// values it holds do not count, the refusals are counted, and in
// pipeline mode the input is answered by its error event.
func TestARequestAddsAtMostMaxNewValuesWhateverTheStore(t *testing.T) {
	t.Parallel()
	for _, store := range []string{config.MemoryNATSKV, config.MemoryInMemory} {
		t.Run(store, func(t *testing.T) {
			t.Parallel()
			s := runServer(t)
			w := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
				c.Worker.Modes = []string{config.ModeService, config.ModePipeline}
				c.Memory = &config.Memory{Type: store, MaxNewValues: 3}
			}))
			nc := connect(t, s.ClientURL())
			c := newServiceChannels(t, nc, client.WithRetries(0)).c
			thread := newThread()
			mail := func(n int) string { return fmt.Sprintf("user%d@example.com", n) }
			refused := 0
			for _, tc := range []struct {
				rule string
				msgs []string
				want pii.Code
			}{
				{"three new values over two messages fit", []string{"Write to " + mail(1) + " and " + mail(2), "cc " + mail(3)}, ""},
				{"four new values over two messages are refused", []string{"Write to " + mail(4) + " and " + mail(5), "cc " + mail(6) + " and " + mail(7)}, pii.CodeLimitExceeded},
				{"values the thread holds do not count", []string{mail(1) + " " + mail(2) + " " + mail(3), mail(4) + " " + mail(5)}, ""},
			} {
				msgs := make([]client.Message, len(tc.msgs))
				for i, m := range tc.msgs {
					msgs[i] = client.UserMessage(m)
				}
				rep, err := c.ModelIn(callCtx(t), thread, msgs)
				if pii.CodeOf(err) != tc.want {
					t.Fatalf("%s: %v, want code %q", tc.rule, err, tc.want)
				}
				if tc.want == "" {
					continue
				}
				refused++
				if !strings.Contains(err.Error(), "max_new_values") || pii.CodeOf(err).Status() != 413 {
					t.Errorf("%s: %v, want a 413 naming max_new_values", tc.rule, err)
				}
				if strings.Contains(text(rep, 0), "@example.com") {
					t.Errorf("%s: a value was forwarded: %q", tc.rule, text(rep, 0))
				}
			}
			// The refused request wrote nothing: user4 took the fourth
			// number when it came back in an admitted request.
			rep, err := c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage(mail(4))})
			if err != nil || text(rep, 0) != "<<EMAIL:4>>" {
				t.Errorf("the value of a refused request, later: %q, %v; want <<EMAIL:4>>", text(rep, 0), err)
			}
			_, err = c.ToolResult(callCtx(t), thread, "search", client.ToolMessage("call-1", mail(8)+" "+mail(9)+" "+mail(10)+" "+mail(11)))
			if pii.CodeOf(err) != pii.CodeLimitExceeded {
				t.Errorf("a tool result with four new values: %v, want limit_exceeded", err)
			}
			refused++
			if got := metricValue(t, w, "piighost_requests_over_new_values_limit_total"); got != float64(refused) {
				t.Errorf("piighost_requests_over_new_values_limit_total = %v, want %d", got, refused)
			}

			a := collectAnswers(t, nc, "piighost.safe.model.in", wire.ModelIn)
			js, err := jetstream.New(nc)
			if err != nil {
				t.Fatal(err)
			}
			ack, err := js.Publish(callCtx(t), "piighost.clear.model.in.limit", pack(t, M{"thread_id": thread,
				"messages": L{M{"role": "user", "content": mail(12) + " " + mail(13)}, M{"role": "user", "content": mail(14) + " " + mail(15)}}}))
			if err != nil {
				t.Fatal(err)
			}
			waitFor(t, func() bool { return a.answered(ack.Sequence) })
			a.mu.Lock()
			defer a.mu.Unlock()
			if a.outputs[ack.Sequence] || a.events[ack.Sequence] != string(pii.CodeLimitExceeded) {
				t.Errorf("a pipeline-mode input past max_new_values: output %v, event %q", a.outputs[ack.Sequence], a.events[ack.Sequence])
			}
		})
	}
}
