package main

import (
	"context"
	"errors"
	"sync"
	"time"
)

// client is one closed-loop sender: it runs an operation, waits for its
// answer, and starts the next.
type client interface {
	// Do performs one operation and checks its answer.
	Do(ctx context.Context) error
}

// closedLoop runs the clients concurrently, each one operation at a time,
// until budget has passed, and returns every completed operation's
// latency. Each client completes at least one operation, however late a
// loaded machine starts it. The first error stops every client.
func closedLoop(ctx context.Context, clients []client, budget time.Duration) (Phase, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	lat := make([][]time.Duration, len(clients))
	var (
		wg    sync.WaitGroup
		once  sync.Once
		first error
	)
	start := time.Now()
	deadline := start.Add(budget)
	for i, c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; (n == 0 || time.Now().Before(deadline)) && ctx.Err() == nil; n++ {
				t := time.Now()
				if err := c.Do(ctx); err != nil {
					if !errors.Is(err, context.Canceled) {
						once.Do(func() { first = err; cancel() })
					}
					return
				}
				lat[i] = append(lat[i], time.Since(t))
			}
		}()
	}
	wg.Wait()
	p := Phase{Elapsed: time.Since(start)}
	for _, l := range lat {
		p.Latencies = append(p.Latencies, l...)
	}
	p.Ops = len(p.Latencies)
	return p, first
}
