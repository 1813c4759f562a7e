package main

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/piighost/piighost-nats/wire"
)

// The service-mode workloads of first sightings: model.in of a 1 KB user
// message with three values the thread has never seen (two e-mail
// addresses and a phone number, new at every request), in a conversation
// of its own per caller (new: each caller's thread takes three new values
// a request, for threadTurns requests, then the caller starts another),
// or in a thread never used before (fresh: a new thread id per request,
// so the thread's head is created too), against the echo responder.
func sightingWorkloads() []Workload {
	return []Workload{
		&sightingWorkload{callers: 1, fresh: true},
		&sightingWorkload{callers: 16, fresh: true},
		&sightingWorkload{callers: 1},
		&sightingWorkload{callers: 16},
	}
}

// sightingWorkload is model.in with new values at every request.
type sightingWorkload struct {
	callers int
	fresh   bool
	threads []string // per caller, when not fresh
	n       atomic.Int64
}

// threadTurns is how many requests a caller of the new workload sends in
// one thread: a conversation of 30 values, not one that grows without end
// (whose cost, a view of thousands of values, is another workload's).
const threadTurns = 10

func (w *sightingWorkload) Name() string {
	if w.fresh {
		return fmt.Sprintf("model.in/service-fresh/c%d", w.callers)
	}
	return fmt.Sprintf("model.in/service-new/c%d", w.callers)
}

func (w *sightingWorkload) Baseline() string { return "echo" }

func (w *sightingWorkload) Setup(_ context.Context, env *Env) error {
	w.threads = w.threads[:0]
	for i := 0; i < w.callers; i++ {
		w.threads = append(w.threads, env.Unique("sight"))
	}
	return nil
}

func (w *sightingWorkload) Run(ctx context.Context, env *Env, side Side, budget time.Duration) (Phase, error) {
	clients := make([]client, w.callers)
	for i := range clients {
		clients[i] = &sightingClient{w: w, env: env, side: side, nc: i}
	}
	return closedLoop(ctx, clients, budget)
}

type sightingClient struct {
	w    *sightingWorkload
	env  *Env
	side Side
	nc   int
	sent int
}

// sightingText is a 1 KB message whose three values are new: n makes
// them unique in the run (and the run id across runs on one server).
func sightingText(run string, n int64) string {
	ref := letters(int(n))
	phone := fmt.Sprintf("+33 1 %02d %02d %02d %02d", 40+n/1_000_000%60, n/10_000%100, n/100%100, n%100)
	return fmt.Sprintf("please write to %s.%s@example.com and to %s.%s@example.org, or call %s; %s%s",
		ref, run, run, ref, phone, filler, filler)
}

// Do sends one request and checks the reply: on the worker side, none of
// the three values is left and three distinct tokens are.
func (c *sightingClient) Do(ctx context.Context) error {
	n := c.w.n.Add(1)
	thread := ""
	if c.w.fresh {
		thread = c.env.Unique("fresh")
	} else {
		thread = fmt.Sprintf("%s-%d", c.w.threads[c.nc], c.sent/threadTurns)
	}
	c.sent++
	run := strings.ToLower(strings.ReplaceAll(c.env.RunID, "-", ""))
	text := sightingText(run, n)
	req := map[string]any{wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: text}}}
	rep, err := c.env.Request(ctx, c.env.Conn(c.nc), c.env.Subject(c.side, wire.ModelIn), req)
	if err != nil {
		return err
	}
	got := firstContent(rep)
	if c.side == Baseline {
		if got != text {
			return fmt.Errorf("%s: the echo changed the text", c.w.Name())
		}
		return nil
	}
	if strings.Contains(got, "@example") || strings.Count(got, "<<") != 3 {
		return fmt.Errorf("%s: reply %q: want three tokens and no value", c.w.Name(), got)
	}
	return nil
}
