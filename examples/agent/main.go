// Command agent runs one whole agent turn through the piighost worker,
// with a scripted model (no network, no API key), and prints what the
// model saw beside what the user and the tool saw:
//
//	go run ./examples/agent
//
// It starts the worker in the same process, with its embedded NATS server
// on an ephemeral port and a temporary data directory, so it needs nothing
// else running. With -nats-url it uses a worker already running instead.
//
// The turn: a user message with a name, an e-mail address and a phone
// number goes through model.in; the model answers with a tool call on the
// tokens, which tool.call restores for the tool; the tool's result, which
// holds a new address, goes through tool.result before it enters the
// history; the whole history goes through model.in again; the model's
// final answer is streamed through stream.chunk, cut in the middle of
// tokens, and restored through model.out for the stored history.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker"
)

func main() {
	url := flag.String("nats-url", "", "use the worker on this NATS server instead of starting one")
	flag.Parse()
	if err := run(*url, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "agent:", err)
		os.Exit(1)
	}
}

func run(url string, out io.Writer) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if url == "" {
		w, stop, err := embeddedWorker(ctx)
		if err != nil {
			return err
		}
		defer stop()
		url = w.ClientURL()
	}
	nc, err := nats.Connect(url)
	if err != nil {
		return err
	}
	defer nc.Close()
	c, err := client.New(nc)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "One agent turn through the worker on %s, with a scripted model.\n\n", url)
	t := newTable(out)
	if err := turn(ctx, c, t); err != nil {
		t.flush()
		return err
	}
	return t.flush()
}

// embeddedWorker starts a worker with its own NATS server, as `go run
// ./cmd/worker` does, on an ephemeral port and in a data directory that
// stop removes.
func embeddedWorker(ctx context.Context) (*worker.Worker, func(), error) {
	dir, err := os.MkdirTemp("", "piighost-agent")
	if err != nil {
		return nil, nil, err
	}
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:-1"
	cfg.NATS.DataDir = dir
	cfg.HTTP.Listen = "off"
	cfg.Worker.Modes = []string{config.ModeService}
	w, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		os.RemoveAll(dir)
		return nil, nil, err
	}
	return w, func() {
		sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Shutdown(sctx)
		os.RemoveAll(dir)
	}, nil
}

const thread = "example-agent"

// turn runs the agent loop: the history is kept as a LangChain agent
// keeps it (clear user and assistant text, the model's tool calls with
// their tokens, tool results as tool.result returned them), and sent
// whole to model.in before each model call.
func turn(ctx context.Context, c *client.Client, t *table) error {
	history := []client.Message{
		client.SystemMessage("You are a helpful assistant."),
		client.UserMessage("I'm Patrick Martin: mail the report to patrick@example.com, then text +1 415 555 0134."),
	}
	t.row("", "the model saw", "the user, the tool and the agent's history saw")
	t.row("user", "", history[1].Content)

	// 1. model.in: the history the model may see.
	seen, err := c.ModelIn(ctx, thread, history)
	if err != nil {
		return fmt.Errorf("model.in: %w", err)
	}
	t.row("model.in", seen.Messages[1].Content, history[1].Content)

	// 2. The model answers with a tool call on the tokens it saw.
	m := scriptedModel{}
	reply := m.first(seen.Messages)
	shown, err := c.ModelOut(ctx, thread, []client.Message{reply})
	if err != nil {
		return fmt.Errorf("model.out: %w", err)
	}
	t.row("model.out", reply.Content, shown.Messages[0].Content)
	history = append(history, shown.Messages[0]) // clear text, tokenised call

	// 3. tool.call: the tool gets the real values.
	call, err := c.ToolCall(ctx, thread, reply.ToolCalls[0])
	if err != nil {
		return fmt.Errorf("tool.call: %w", err)
	}
	t.row("tool.call", callString(reply.ToolCalls[0]), callString(call))

	// 4. The tool runs on real values; its result, which holds a new
	// address, goes through tool.result before it enters the history.
	result := sendEmail(call)
	masked, err := c.ToolResult(ctx, thread, call.Name, client.ToolMessage(call.ID, result))
	if err != nil {
		return fmt.Errorf("tool.result: %w", err) // never the clear result
	}
	t.row("tool.result", masked.Content, result)
	history = append(history, masked)

	// 5. model.in with the whole history, as before every model call.
	seen, err = c.ModelIn(ctx, thread, history)
	if err != nil {
		return fmt.Errorf("model.in: %w", err)
	}
	for i, msg := range seen.Messages[1:] {
		t.row(fmt.Sprintf("  history[%d] %s", i+1, msg.Role), messageString(msg), messageString(history[i+1]))
	}

	// 6. The final answer, streamed and cut in the middle of tokens.
	answer := m.final(seen.Messages)
	s := c.Stream(thread)
	var streamed strings.Builder
	for i, piece := range cut(answer, 13) {
		text, err := s.Write(ctx, piece)
		if err != nil {
			return fmt.Errorf("stream.chunk: %w", err)
		}
		streamed.WriteString(text)
		t.row(fmt.Sprintf("stream.chunk %d", i), quote(piece), quote(text))
	}
	tail, err := s.Close(ctx)
	if err != nil {
		return fmt.Errorf("stream.chunk: %w", err)
	}
	streamed.WriteString(tail)
	t.row("stream end", "", quote(tail))

	// 7. model.out restores the whole answer for the stored history.
	final, err := c.ModelOut(ctx, thread, []client.Message{client.AssistantMessage(answer)})
	if err != nil {
		return fmt.Errorf("model.out: %w", err)
	}
	t.row("model.out", answer, final.Messages[0].Content)
	if streamed.String() != final.Messages[0].Content {
		return errors.New("the streamed answer differs from model.out's")
	}
	t.note("the streamed answer, put together, is model.out's")
	return nil
}

// sendEmail is the tool: it acts on real values and answers in clear.
func sendEmail(call client.ToolCall) string {
	return fmt.Sprintf("Sent to %v; replies come from reports@acme.example.", call.Args["to"])
}

func callString(c client.ToolCall) string {
	return fmt.Sprintf("%s(to=%v, body=%q)", c.Name, c.Args["to"], c.Args["body"])
}

func messageString(m client.Message) string {
	s := m.Content
	for _, c := range m.ToolCalls {
		s += " " + callString(c)
	}
	return s
}

func quote(s string) string { return fmt.Sprintf("%q", s) }

// cut splits s into pieces of n characters, as a model streams its
// tokens: the cuts fall anywhere, in the middle of placeholders too.
func cut(s string, n int) []string {
	var out []string
	r := []rune(s)
	for len(r) > n {
		out = append(out, string(r[:n]))
		r = r[n:]
	}
	return append(out, string(r))
}

// table prints rows side by side.
type table struct {
	w   *tabwriter.Writer
	out io.Writer
	end []string
}

func newTable(out io.Writer) *table {
	return &table{w: tabwriter.NewWriter(out, 0, 4, 2, ' ', 0), out: out}
}

func (t *table) row(step, model, user string) { fmt.Fprintf(t.w, "%s\t%s\t%s\n", step, model, user) }

func (t *table) note(s string) { t.end = append(t.end, s) }

func (t *table) flush() error {
	if err := t.w.Flush(); err != nil {
		return err
	}
	for _, s := range t.end {
		fmt.Fprintln(t.out, "\n"+s+".")
	}
	return nil
}
