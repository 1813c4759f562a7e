package client_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// embedded starts a worker with its embedded NATS server on an ephemeral
// port and a temporary data directory, as `go run ./cmd/worker` does on a
// laptop, and connects to it. stop shuts both down.
func embedded(modes ...string) (nc *nats.Conn, stop func()) {
	dir, err := os.MkdirTemp("", "piighost-example")
	if err != nil {
		panic(err)
	}
	cfg := config.Default()
	cfg.NATS.Listen = "127.0.0.1:-1"
	cfg.NATS.DataDir = dir
	cfg.HTTP.Listen = "off"
	cfg.Worker.Instances = 1
	if len(modes) > 0 {
		cfg.Worker.Modes = modes
	}
	w, err := worker.Start(context.Background(), cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		panic(err)
	}
	nc, err = nats.Connect(w.ClientURL())
	if err != nil {
		panic(err)
	}
	return nc, func() {
		nc.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = w.Shutdown(ctx)
		os.RemoveAll(dir)
	}
}

// A whole agent turn: the history goes to the model de-identified, the
// model's tool call reaches the tool with real values, the tool's result
// goes back de-identified, and the reply is restored for the user.
func Example() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, err := client.New(nc)
	if err != nil {
		panic(err)
	}
	thread := "conv-1"

	history := []client.Message{client.UserMessage("Email Patrick Martin at patrick@example.com")}
	in, err := c.ModelIn(ctx, thread, history)
	if err != nil {
		panic(err)
	}
	fmt.Println("model sees: ", in.Messages[0].Content)

	// The model answers with a call on the tokens.
	call := client.ToolCall{ID: "c1", Name: "send_email", Args: map[string]any{"to": "<<EMAIL:1>>", "body": "Hello <<PERSON:1>>"}}
	restored, err := c.ToolCall(ctx, thread, call)
	if err != nil {
		panic(err)
	}
	fmt.Println("tool gets:  ", restored.Args["to"], "/", restored.Args["body"])

	result, err := c.ToolResult(ctx, thread, "send_email", client.ToolMessage("c1", "Sent to patrick@example.com, copy to jo@example.org"))
	if err != nil {
		panic(err)
	}
	fmt.Println("model reads:", result.Content)

	out, err := c.ModelOut(ctx, thread, []client.Message{client.AssistantMessage("Done: <<PERSON:1>> has it, and <<EMAIL:2>> a copy.")})
	if err != nil {
		panic(err)
	}
	fmt.Println("user reads: ", out.Messages[0].Content)
	// Output:
	// model sees:  Email <<PERSON:1>> at <<EMAIL:1>>
	// tool gets:   patrick@example.com / Hello Patrick Martin
	// model reads: Sent to <<EMAIL:1>>, copy to <<EMAIL:2>>
	// user reads:  Done: Patrick Martin has it, and jo@example.org a copy.
}

// A token the thread never issued fails the call, with the tokens in the
// error.
func ExampleClient_ModelOut_invented() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, _ := client.New(nc)
	_, err := c.ModelOut(ctx, "conv-2", []client.Message{client.AssistantMessage("Say hi to <<PERSON:7>>")})
	var e *client.Error
	if errors.Is(err, client.ErrInventedPlaceholder) && errors.As(err, &e) {
		fmt.Println(e.Code, e.Tokens)
	}
	// Output: invented_placeholder [<<PERSON:7>>]
}

// A streamed reply, cut in the middle of a token: the worker holds the
// cut token until it closes, so the user never sees half of one.
func ExampleStream() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, _ := client.New(nc)
	if _, err := c.ModelIn(ctx, "conv-3", []client.Message{client.UserMessage("I'm Patrick Martin")}); err != nil {
		panic(err)
	}
	s := c.Stream("conv-3")
	for _, piece := range []string{"Dear <<PER", "SON:1>>, thanks", " <<PERS"} {
		text, err := s.Write(ctx, piece)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%q\n", text)
	}
	tail, err := s.Close(ctx)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%q (the tail, as the model wrote it)\n", tail)
	// Output:
	// "Dear "
	// "Patrick Martin, thanks"
	// " "
	// "<<PERS" (the tail, as the model wrote it)
}

// Restore does what Stream does, over an iterator of the model's pieces.
func ExampleClient_Restore() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, _ := client.New(nc)
	if _, err := c.ModelIn(ctx, "conv-4", []client.Message{client.UserMessage("mail me at jo@example.org")}); err != nil {
		panic(err)
	}
	model := slices.Values([]string{"Sent to <<EM", "AIL:1>>."})
	for text, err := range c.Restore(ctx, "conv-4", model) {
		if err != nil {
			panic(err)
		}
		fmt.Print(text)
	}
	fmt.Println()
	// Output: Sent to jo@example.org.
}

// A tool result holding a value the user never wrote gets a new token,
// and keeps it for the rest of the thread.
func ExampleClient_ToolResult() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, _ := client.New(nc)
	m, err := c.ToolResult(ctx, "conv-5", "crm", client.Message{Role: "tool", ToolCallID: "c1",
		Data: map[string]any{"owner": "Patrick Martin", "phone": "+1 415 555 0134"}})
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Data.(map[string]any)["owner"], m.Data.(map[string]any)["phone"])
	// Output: <<PERSON:1>> <<US_PHONE:1>>
}

// The worker decides the strategies; a client checks they are the ones it
// expects.
func ExampleClient_Info() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	c, _ := client.New(nc)
	info, err := c.Info(context.Background())
	if err != nil {
		panic(err)
	}
	fmt.Println(info.Tool, info.Invented, info.Assistant, info.MaxPayload)
	// Output: full raise preserve 1048576
}

// Every worker instance answers with its token grammar; a client that
// restores streamed text itself checks they all agree.
func ExampleClient_Infos() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	c, _ := client.New(nc)
	infos, err := c.Infos(context.Background())
	if err != nil {
		panic(err)
	}
	for _, i := range infos {
		if i.Placeholder != infos[0].Placeholder {
			panic("the workers disagree on the token grammar")
		}
	}
	p := infos[0].Placeholder
	fmt.Println(len(infos), p.Type, p.Prefix, p.Suffix)
	// Output: 1 label_counter << >>
}

func ExampleClient_Forget() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, _ := client.New(nc)
	if _, err := c.ModelIn(ctx, "conv-6", []client.Message{client.UserMessage("Patrick Martin, patrick@example.com")}); err != nil {
		panic(err)
	}
	f, err := c.Forget(ctx, "conv-6")
	if err != nil {
		panic(err)
	}
	_, err = c.ModelOut(ctx, "conv-6", []client.Message{client.AssistantMessage("<<PERSON:1>>")})
	fmt.Println(f.Entities, errors.Is(err, client.ErrInventedPlaceholder))
	// Output: 2 true
}

// A person corrects a thread: a codename the detectors missed is masked
// from now on, with the next number of its label; a name masked wrongly
// goes to the model in clear, and its token keeps restoring.
func ExampleClient_Correct() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	ctx := context.Background()
	c, _ := client.New(nc)
	history := []client.Message{client.UserMessage("I'm Patrick Martin from Paris, codename Bluebird")}
	in, err := c.ModelIn(ctx, "conv-7", history)
	if err != nil {
		panic(err)
	}
	fmt.Println(in.Messages[0].Content)
	got, err := c.Correct(ctx, "conv-7", client.MaskValue("Bluebird", "CODENAME"), client.ClearValue("Paris", "LOCATION"))
	if err != nil {
		panic(err)
	}
	fmt.Println(got.Corrections[0].Tokens, got.Corrections[1].Tokens)
	in, _ = c.ModelIn(ctx, "conv-7", history)
	fmt.Println(in.Messages[0].Content)
	out, _ := c.ModelOut(ctx, "conv-7", []client.Message{client.AssistantMessage("<<CODENAME:1>>, <<LOCATION:1>>")})
	fmt.Println(out.Messages[0].Content)
	// Output:
	// I'm <<PERSON:1>> from <<LOCATION:1>>, codename Bluebird
	// [<<CODENAME:1>>] [<<LOCATION:1>>]
	// I'm <<PERSON:1>> from Paris, codename <<CODENAME:1>>
	// Bluebird, Paris
}

// Pipeline mode: the clear side publishes the history, the model side
// reads it de-identified from the output subject, under the same suffix.
func ExampleNewPipeline() {
	nc, stop := embedded(config.ModePipeline)
	defer stop()
	ctx := context.Background()
	p, err := client.NewPipeline(nc)
	if err != nil {
		panic(err)
	}
	sub, err := p.Subscribe(wire.ModelIn, "turn-1") // the model side
	if err != nil {
		panic(err)
	}
	defer sub.Unsubscribe()
	_, err = p.Publish(ctx, wire.ModelIn, "turn-1", client.MessagesRequest{ThreadID: "conv-7",
		Messages: []client.Message{client.UserMessage("Call Patrick Martin on +33 6 12 34 56 78")}})
	if err != nil {
		panic(err)
	}
	out, err := sub.Next(ctx)
	if err != nil {
		panic(err)
	}
	r, err := out.Messages()
	if err != nil {
		panic(err)
	}
	fmt.Println(out.Subject, r.Messages[0].Content)
	// Output: piighost.safe.model.in.turn-1 Call <<PERSON:1>> on <<FR_PHONE:1>>
}

// A thread's requests go to its partition's subject, served by the worker
// that caches the thread; WithoutAffinity keeps to the plain subjects.
func ExampleClient_PartitionSubject() {
	nc, stop := embedded(config.ModeService)
	defer stop()
	c, err := client.New(nc)
	if err != nil {
		panic(err)
	}
	plain, err := client.New(nc, client.WithoutAffinity())
	if err != nil {
		panic(err)
	}
	fmt.Println(c.PartitionSubject(wire.ModelIn, "conv-1"))
	fmt.Println(plain.PartitionSubject(wire.ModelIn, "conv-1"))
	// Output:
	// piighost.p.253.model.in
	// piighost.model.in
}
