package tests

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// smallPayload is the max payload of the servers of these tests: a request
// under it whose reply, tokens being longer than the values, is over it.
const smallPayload = 64 << 10

// ipText is about size bytes of IPv4 addresses, 700 distinct ones: each
// becomes a token about twice its length.
func ipText(size int) string {
	var b strings.Builder
	for i := 0; b.Len() < size; i++ {
		b.WriteString("10." + strconv.Itoa(i%100) + ".0." + strconv.Itoa(1+i%7) + " ")
	}
	return b.String()
}

// manyValuesTimeout lets the worker take its time over ipText's 700
// values, which the race detector on a loaded machine stretches past the
// default 10 s: these tests are about sizes, not speed.
func manyValuesTimeout(c *config.Config) { c.Worker.Timeout = config.DurationOf(callTimeout) }

func TestAReplyOverTheMaxPayloadIsAnsweredWithReplyTooLarge(t *testing.T) {
	t.Parallel()
	s := runServerWith(t, &server.Options{MaxPayload: smallPayload})
	cfg := testConfig(t, s.ClientURL(), manyValuesTimeout)
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	th := newThread()
	payload := pack(t, M{"thread_id": th, "messages": L{user(ipText(smallPayload - 2048))}})
	msg, err := nc.Request(cfg.Worker.Prefix+".model.in", payload, callTimeout)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	if msg.Header.Get(wire.HeaderErrorCode) != "reply_too_large" || msg.Header.Get(wire.HeaderServiceErrorCode) != "413" {
		t.Fatalf("headers = %v", msg.Header)
	}
	e := unpack(t, msg.Data)["error"].(M)
	if e["code"] != "reply_too_large" || !strings.Contains(e["message"].(string), "max payload of "+strconv.Itoa(smallPayload)+" bytes") {
		t.Errorf("error body = %v", e)
	}
	if strings.Contains(string(msg.Data), "10.1.0.2") {
		t.Error("the error holds a value")
	}

	// The Go client reads it as its sentinel, and does not retry it.
	c, err := client.New(nc, client.WithTimeout(callTimeout))
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.ModelIn(callCtx(t), th, []client.Message{client.UserMessage(ipText(smallPayload - 2048))})
	if !errors.Is(err, client.ErrReplyTooLarge) {
		t.Fatalf("client error = %v", err)
	}

	// The worker keeps serving the thread, which learnt the values: the
	// same address has the same token in a request that fits.
	rep, err := c.ModelIn(callCtx(t), th, []client.Message{client.UserMessage("ping 10.0.0.1")})
	if err != nil || rep.Messages[0].Content != "ping <<IPV4:1>>" {
		t.Fatalf("after the oversized reply: %+v, %v", rep, err)
	}

	// A restored reply can outgrow its request too.
	tokens := strings.Repeat("<<IPV4:1>> ", (smallPayload-2048)/11)
	msg, err = nc.Request(cfg.Worker.Prefix+".model.out", pack(t, M{"thread_id": th, "messages": L{assistant(tokens)}}), callTimeout)
	if err != nil || msg.Header.Get(wire.HeaderErrorCode) != "" {
		t.Fatalf("model.out that fits: %v, %v", err, msg.Header)
	}
	long := M{"thread_id": th, "messages": L{user("mail " + strings.Repeat("x", 40) + "@example.com")}}
	if _, err := nc.Request(cfg.Worker.Prefix+".model.in", pack(t, long), callTimeout); err != nil {
		t.Fatal(err)
	}
	tokens = strings.Repeat("<<EMAIL:1>> ", (smallPayload-2048)/12)
	msg, err = nc.Request(cfg.Worker.Prefix+".model.out", pack(t, M{"thread_id": th, "messages": L{assistant(tokens)}}), callTimeout)
	if err != nil || msg.Header.Get(wire.HeaderErrorCode) != "reply_too_large" {
		t.Fatalf("model.out restoring over the max payload: %v, %v", err, msg.Header)
	}
}

func TestAPipelineOutputOverTheMaxPayloadBecomesAnErrorEvent(t *testing.T) {
	t.Parallel()
	s := runServerWith(t, &server.Options{MaxPayload: smallPayload})
	cfg := testConfig(t, s.ClientURL(), manyValuesTimeout, func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} })
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	errs, _ := nc.SubscribeSync("piighost.errors.model.in")
	outs, _ := nc.SubscribeSync("piighost.safe.model.in.>")
	ack, err := js.Publish(context.Background(), "piighost.clear.model.in.x", pack(t, M{"thread_id": "big-9", "messages": L{user(ipText(smallPayload - 2048))}}))
	if err != nil {
		t.Fatal(err)
	}
	ev, _ := nextErrorEvent(t, errs)
	if ev.Code != "reply_too_large" || ev.ThreadDigest == "" || ev.ThreadDigest == "big-9" || ev.Sequence != ack.Sequence || !strings.Contains(ev.Message, "bytes") {
		t.Errorf("event = %+v", ev)
	}
	// The input is kept and terminated, not redelivered into a loop.
	stream, _ := js.Stream(context.Background(), wire.InputStream)
	if _, err := stream.GetMsg(context.Background(), ack.Sequence); err != nil {
		t.Errorf("input not kept: %v", err)
	}
	// The next input goes through, so the oversized one no longer holds
	// the consumer; only the one error event was stored.
	if _, err := js.Publish(context.Background(), "piighost.clear.model.in.y", pack(t, M{"thread_id": "big-9", "messages": L{user("ping 10.0.0.1")}})); err != nil {
		t.Fatal(err)
	}
	out, err := outs.NextMsg(callTimeout)
	if err != nil {
		t.Fatal(err)
	}
	if got := contentOf(unpack(t, out.Data), 0); got != "ping <<IPV4:1>>" {
		t.Errorf("next output = %v", got)
	}
	if m, err := errs.NextMsg(200 * time.Millisecond); err == nil {
		t.Errorf("a second error event: %s", m.Data)
	}
}

// TestAStreamChunkOutputOverTheMaxPayloadIsItsErrorAndTheStreamGoesOn: in
// pipeline mode a chunk's output carries its stream's position, so an
// output too large to publish is replaced by its reply_too_large error,
// with the position past the chunk: the reader gets the error where the
// text would have been, an error event says so, the input is kept, and
// the stream's next chunk is restored.
func TestAStreamChunkOutputOverTheMaxPayloadIsItsErrorAndTheStreamGoesOn(t *testing.T) {
	t.Parallel()
	s := runServerWith(t, &server.Options{MaxPayload: smallPayload})
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModePipeline} })
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL())
	js, _ := jetstream.New(nc)
	th := newThread()
	seed, err := newPipelineChannels(t, nc).modelIn(t, th, client.UserMessage("mail "+strings.Repeat("x", 40)+"@example.com"))
	if err != nil || seed.Messages[0].Content != "mail <<EMAIL:1>>" {
		t.Fatalf("seed: %+v, %v", seed, err)
	}
	errs, _ := nc.SubscribeSync("piighost.errors.stream.chunk")
	outs, _ := nc.SubscribeSync("piighost.clear.stream.chunk.big")
	tokens := strings.Repeat("<<EMAIL:1>> ", (smallPayload-2048)/12)
	ack, err := js.Publish(context.Background(), "piighost.safe.stream.chunk.big", pack(t, M{"thread_id": th, "stream_id": "big", "seq": 0, "text": tokens}))
	if err != nil {
		t.Fatal(err)
	}
	out, err := outs.NextMsg(callTimeout)
	if err != nil {
		t.Fatalf("no output: %v", err)
	}
	if e, _ := unpack(t, out.Data)["error"].(M); e == nil || e["code"] != "reply_too_large" || strings.Contains(string(out.Data), "@example.com") {
		t.Errorf("output = %.200s", out.Data)
	}
	ev, _ := nextErrorEvent(t, errs)
	if ev.Code != "reply_too_large" || ev.ThreadDigest == "" || ev.ThreadDigest == th || ev.Sequence != ack.Sequence {
		t.Errorf("event = %+v", ev)
	}
	chunks, _ := js.Stream(context.Background(), wire.ChunkStream)
	if _, err := chunks.GetMsg(context.Background(), ack.Sequence); err != nil {
		t.Errorf("input not kept: %v", err)
	}

	if _, err := js.Publish(context.Background(), "piighost.safe.stream.chunk.big", pack(t, M{"thread_id": th, "stream_id": "big", "seq": 1, "text": "to <<EMAIL:1>>", "end": true})); err != nil {
		t.Fatal(err)
	}
	out, err = outs.NextMsg(callTimeout)
	if err != nil {
		t.Fatalf("no output for the next chunk: %v", err)
	}
	if rep := unpack(t, out.Data); rep["text"] != "to "+strings.Repeat("x", 40)+"@example.com" || rep["end"] != true {
		t.Errorf("next chunk = %v", rep)
	}
	if m, err := errs.NextMsg(200 * time.Millisecond); err == nil {
		t.Errorf("a second error event: %s", m.Data)
	}
}
