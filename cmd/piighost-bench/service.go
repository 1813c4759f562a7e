package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/piighost/piighost-nats/wire"
)

// The service-mode workloads of whole messages: model.in (a new 1 KB user
// message with three PII values, in a thread that knows them), model.out
// (a 1 KB reply with three tokens) and history (model.in of a history
// already seen: 1 message against 100), each at several numbers of
// concurrent callers, against the echo responder.
func serviceWorkloads() []Workload {
	var out []Workload
	for _, c := range []int{1, 10, 16, 100} {
		out = append(out, &messageWorkload{channel: wire.ModelIn, callers: c})
	}
	for _, c := range []int{1, 10, 100} {
		out = append(out, &messageWorkload{channel: wire.ModelOut, callers: c})
	}
	for _, m := range []int{1, 100} {
		out = append(out, &messageWorkload{channel: wire.ModelIn, callers: 10, history: m})
	}
	// A text the thread has seen, at the 16 callers of the scale bar.
	out = append(out, &messageWorkload{channel: wire.ModelIn, callers: 16, history: 1})
	return out
}

// The values every seeded thread knows, as a user typed them.
const (
	seedEmail = "jane.doe@example.com"
	seedIBAN  = "FR76 3000 6000 0112 3456 7890 189"
	seedPhone = "+33 1 42 68 53 00"
)

// filler is text without PII, to bring messages to about 1 KB.
const filler = "thanks for the quick answer, could you also check the delivery status and let me know " +
	"whether the invoice was sent, the parcel should arrive before the end of the week and the " +
	"order was placed last monday with the usual options, tell me if anything else is needed "

// seededThread is a thread whose three values have tokens.
type seededThread struct {
	id     string
	tokens [3]string // the tokens of seedEmail, seedIBAN, seedPhone
}

// seedThreads seeds n new threads (see seedThread).
func seedThreads(ctx context.Context, env *Env, n int) ([]seededThread, error) {
	threads := make([]seededThread, 0, n)
	for i := 0; i < n; i++ {
		st, err := seedThread(ctx, env, env.Unique("thread"))
		if err != nil {
			return nil, err
		}
		threads = append(threads, st)
	}
	return threads, nil
}

// seedThread sends the three values through the worker's model.in and
// reads back their tokens.
func seedThread(ctx context.Context, env *Env, thread string) (seededThread, error) {
	text := "mail " + seedEmail + " iban " + seedIBAN + " phone " + seedPhone
	rep, err := env.Request(ctx, env.Conns[0], env.Subject(Worker, wire.ModelIn), map[string]any{
		wire.FieldThreadID: thread, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: text}}})
	if err != nil {
		return seededThread{}, err
	}
	got := firstContent(rep)
	var st seededThread
	st.id = thread
	for i, f := range strings.Fields(got) {
		if i%2 == 1 {
			st.tokens[i/2] = f
		}
	}
	for _, tok := range st.tokens {
		if !strings.HasPrefix(tok, "<<") {
			return st, fmt.Errorf("seeding a thread: model.in replied %q", got)
		}
	}
	return st, nil
}

func firstContent(rep map[string]any) string {
	msgs, _ := rep[wire.FieldMessages].([]any)
	if len(msgs) == 0 {
		return ""
	}
	m, _ := msgs[0].(map[string]any)
	s, _ := m[wire.FieldContent].(string)
	return s
}

// messageWorkload is model.in or model.out with whole messages.
type messageWorkload struct {
	channel wire.Channel
	callers int
	history int // > 0: model.in of this many messages seen before
	threads []seededThread
}

func (w *messageWorkload) Name() string {
	if w.history > 0 {
		if w.callers != 10 {
			return fmt.Sprintf("history/service/m%d/c%d", w.history, w.callers)
		}
		return fmt.Sprintf("history/service/m%d", w.history)
	}
	return fmt.Sprintf("%s/service/c%d", w.channel, w.callers)
}

func (w *messageWorkload) Baseline() string { return "echo" }

func (w *messageWorkload) Setup(ctx context.Context, env *Env) error {
	threads, err := seedThreads(ctx, env, w.callers)
	if err != nil {
		return err
	}
	w.threads = threads
	if w.history > 0 {
		// The history is seen once, as the turn before would have sent it.
		for i := range w.threads {
			c := w.client(env, Worker, i)
			if err := c.Do(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

func (w *messageWorkload) Run(ctx context.Context, env *Env, side Side, budget time.Duration) (Phase, error) {
	clients := make([]client, w.callers)
	for i := range clients {
		clients[i] = w.client(env, side, i)
	}
	return closedLoop(ctx, clients, budget)
}

func (w *messageWorkload) client(env *Env, side Side, i int) *messageClient {
	return &messageClient{w: w, env: env, side: side, nc: i, thread: w.threads[i]}
}

type messageClient struct {
	w      *messageWorkload
	env    *Env
	side   Side
	nc     int
	thread seededThread
	n      int
}

// Do sends one request and checks the reply: the worker's must hold the
// expected tokens or values, the echo's the request itself.
func (c *messageClient) Do(ctx context.Context) error {
	c.n++
	req, want := c.request()
	rep, err := c.env.Request(ctx, c.env.Conn(c.nc), c.env.Subject(c.side, c.w.channel), req)
	if err != nil {
		return err
	}
	msgs, _ := rep[wire.FieldMessages].([]any)
	if len(msgs) != len(req[wire.FieldMessages].([]any)) {
		return fmt.Errorf("%s: %d messages in the reply", c.w.Name(), len(msgs))
	}
	if got := firstContent(rep); c.side == Worker && want != "" && got != want {
		return fmt.Errorf("%s: reply %q, want %q", c.w.Name(), got, want)
	}
	return nil
}

// request builds the next request and the first message's expected
// content on the worker side ("" when not checked).
func (c *messageClient) request() (map[string]any, string) {
	t := c.thread.tokens
	switch {
	case c.w.history > 0:
		msgs := make([]any, c.w.history)
		for i := range msgs {
			msgs[i] = map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: fmt.Sprintf("message %d: mail %s %s", i, seedEmail, filler)}
		}
		return map[string]any{wire.FieldThreadID: c.thread.id, wire.FieldMessages: msgs}, fmt.Sprintf("message 0: mail %s %s", t[0], filler)
	case c.w.channel == wire.ModelIn:
		// A new message every time (the reference makes it unique), so
		// detection runs; its values are known to the thread.
		text := fmt.Sprintf("ref %s: mail %s, iban %s, phone %s; %s%s", letters(c.n), seedEmail, seedIBAN, seedPhone, filler, filler)
		want := fmt.Sprintf("ref %s: mail %s, iban %s, phone %s; %s%s", letters(c.n), t[0], t[1], t[2], filler, filler)
		return map[string]any{wire.FieldThreadID: c.thread.id, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleUser, wire.FieldContent: text}}}, want
	default:
		text := fmt.Sprintf("i wrote to %s, the iban %s is on file and %s is the number to call; %s%s", t[0], t[1], t[2], filler, filler)
		want := fmt.Sprintf("i wrote to %s, the iban %s is on file and %s is the number to call; %s%s", seedEmail, seedIBAN, seedPhone, filler, filler)
		return map[string]any{wire.FieldThreadID: c.thread.id, wire.FieldMessages: []any{map[string]any{wire.FieldRole: wire.RoleAssistant, wire.FieldContent: text}}}, want
	}
}

// letters spells n in lowercase letters, a reference no detector reads as
// PII.
func letters(n int) string {
	var b []byte
	for {
		b = append(b, byte('a'+n%26))
		n /= 26
		if n == 0 {
			return string(b)
		}
	}
}
