package tests

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// TestAFullBucketTurnsHealthAndNewValuesFailWithStoreFull: with the
// thread store's bucket at its max_bytes (discarding new writes, as a KV
// bucket does), a rewrite of a key it holds still succeeds, but a new
// value does not: /readyz and /healthz turn 503 and name the full bucket,
// a model.in with a new value fails with store_full (507) while a value
// already stored still restores, and the metrics show the bucket's
// bound. Once room returns, health is ok again and new values get
// tokens.
func TestAFullBucketTurnsHealthAndNewValuesFailWithStoreFull(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	const maxBytes = 64 << 20
	w := startWorker(t, testConfig(t, s.ClientURL(), serviceOnly, func(c *config.Config) {
		c.Memory = &config.Memory{MaxBytes: config.ByteSizeOf(maxBytes)}
	}))
	nc := connect(t, s.ClientURL())
	c := newServiceChannels(t, nc, client.WithRetries(0)).c
	thread := newThread()
	known, err := c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage("Write to jane.doe@example.com")})
	if err != nil {
		t.Fatal(err)
	}
	waitHealth(t, w, "/readyz", 200, "ok")
	if got := metricValue(t, w, "piighost_store_max_bytes"); got != maxBytes {
		t.Errorf("piighost_store_max_bytes = %v, want the configured %d", got, maxBytes)
	}

	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	before := fillStream(t, js, "KV_piighost", "$KV.piighost._fill")

	h := waitHealth(t, w, "/readyz", 503, "degraded")
	if !strings.Contains(h.Store, "full") || h.Ready {
		t.Errorf("readyz with the bucket full: %+v", h)
	}
	if h := waitHealth(t, w, "/healthz", 503, "degraded"); !strings.Contains(h.Store, "full") {
		t.Errorf("healthz with the bucket full: %+v", h)
	}
	_, err = c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage("Write to john.roe@example.com")})
	if pii.CodeOf(err) != pii.CodeStoreFull || pii.CodeStoreFull.Status() != 507 {
		t.Errorf("a new value with the bucket full: %v, want store_full (507)", err)
	}
	restored, err := c.ModelOut(callCtx(t), thread, []client.Message{client.AssistantMessage(text(known, 0))})
	if err != nil || !strings.Contains(text(restored, 0), "jane.doe@example.com") {
		t.Errorf("a value stored before the bucket filled: %q, %v", text(restored, 0), err)
	}
	if got := metricValue(t, w, "piighost_store_full_writes_total"); got == 0 {
		t.Error("piighost_store_full_writes_total did not count the refused write")
	}
	if got := metricValue(t, w, "piighost_store_bytes"); got == 0 {
		t.Error("piighost_store_bytes is 0 with the bucket full")
	}

	st, err := js.Stream(callCtx(t), "KV_piighost")
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Purge(callCtx(t), jetstream.WithPurgeSubject("$KV.piighost._fill.>")); err != nil {
		t.Fatal(err)
	}
	if _, err := js.UpdateStream(callCtx(t), before); err != nil {
		t.Fatal(err)
	}
	waitHealth(t, w, "/readyz", 200, "ok")
	waitHealth(t, w, "/healthz", 200, "ok")
	if _, err := c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage("Write to john.roe@example.com")}); err != nil {
		t.Errorf("a new value once room returned: %v", err)
	}
}

// TestAThreadHoldsAtMostMaxValues: past [memory] max_values values in a
// thread, a request that brings one more fails with limit_exceeded
// (413) and forwards nothing; the values the thread holds still get
// their tokens, and another thread is not bound by it.
func TestAThreadHoldsAtMostMaxValues(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService, config.ModePipeline}
		c.Memory = &config.Memory{MaxValues: 3}
	}))
	nc := connect(t, s.ClientURL())
	c := newServiceChannels(t, nc, client.WithRetries(0)).c
	thread := newThread()
	mail := func(n int) string { return fmt.Sprintf("user%d@example.com", n) }
	if _, err := c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage("Write to " + mail(1) + " and " + mail(2))}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rule string
		text string
		want pii.Code
	}{
		{"a third value fits", "and " + mail(3), ""},
		{"a fourth value is refused", "and " + mail(4), pii.CodeLimitExceeded},
		{"a request bringing several new values is refused", mail(5) + " " + mail(6), pii.CodeLimitExceeded},
		{"the values held keep their tokens", mail(1) + " " + mail(3), ""},
	} {
		rep, err := c.ModelIn(callCtx(t), thread, []client.Message{client.UserMessage(tc.text)})
		if pii.CodeOf(err) != tc.want {
			t.Errorf("%s: %v, want code %q", tc.rule, err, tc.want)
		}
		if tc.want != "" && strings.Contains(text(rep, 0), "@example.com") {
			t.Errorf("%s: a value was forwarded: %q", tc.rule, text(rep, 0))
		}
		var e *pii.Error
		if errors.As(err, &e) && e.Code.Status() != 413 {
			t.Errorf("%s: status %d, want 413", tc.rule, e.Code.Status())
		}
	}
	if _, err := c.ModelIn(callCtx(t), newThread(), []client.Message{client.UserMessage(mail(4) + " " + mail(5) + " " + mail(6))}); err != nil {
		t.Errorf("another thread: %v", err)
	}

	// In pipeline mode the input is answered by its error event.
	a := collectAnswers(t, nc, "piighost.safe.model.in", wire.ModelIn)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ack, err := js.Publish(callCtx(t), "piighost.clear.model.in.limit", pack(t, M{"thread_id": thread,
		"messages": L{M{"role": "user", "content": "Write to " + mail(7)}}}))
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return a.answered(ack.Sequence) })
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.outputs[ack.Sequence] || a.events[ack.Sequence] != string(pii.CodeLimitExceeded) {
		t.Errorf("the pipeline-mode input past max_values: output %v, event %q", a.outputs[ack.Sequence], a.events[ack.Sequence])
	}
}

// TestStreamMaxBytesBoundsEveryPipelineStream: [worker] stream_max_bytes
// is each pipeline-mode stream's max_bytes, and a full stream refuses
// new messages rather than drop the inputs and outputs it holds.
func TestStreamMaxBytesBoundsEveryPipelineStream(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	const maxBytes = 8 << 20
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.StreamMaxBytes = config.ByteSizeOf(maxBytes)
	}))
	js, err := jetstream.New(connect(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{wire.InputStream, wire.ChunkStream, wire.SafeOutputStream, wire.ClearOutputStream, wire.ErrorStream} {
		st, err := js.Stream(callCtx(t), name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if c := st.CachedInfo().Config; c.MaxBytes != maxBytes || c.Discard != jetstream.DiscardNew {
			t.Errorf("%s: max_bytes %d, discard %v; want %d, new", name, c.MaxBytes, c.Discard, maxBytes)
		}
	}
}
