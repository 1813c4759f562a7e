//go:build unix

package tests

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"sync"
	"syscall"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/wire"
)

// TestAWorkerPausedPastTheAckWaitPublishesEachOutputOnce pauses a real
// worker process with SIGSTOP while it holds deliveries it has not acked,
// lets a second worker take them over after the ack wait, then resumes the
// first, which processes its stale deliveries and publishes their outputs
// again. The model side, reading its outputs as subjects.md says (a core
// subscription under the shipped permissions), gets each output once.
func TestAWorkerPausedPastTheAckWaitPublishesEachOutputOnce(t *testing.T) {
	t.Parallel()
	s := runPermissionsServer(t)
	// The ack wait is twice the timeout: 1 s.
	paused := startWorkerProcess(t, fmt.Sprintf(`
[nats]
url = %s
user = "worker"
password = "w-secret"
[worker]
modes = ["pipeline"]
timeout = "500ms"
instances = 1
stream_partitions = 2
[keys]
file = %s
[http]
listen = "127.0.0.1:0"
[log]
level = "info"
`, tomlString(s.ClientURL()), tomlString(keysPath)))

	model := connect(t, s.ClientURL(), nats.UserInfo("model", "m-secret"), nats.CustomInboxPrefix(modelInbox))
	var mu sync.Mutex
	seen := map[string]int{}
	if _, err := model.Subscribe("piighost.safe.model.in.>", func(m *nats.Msg) {
		mu.Lock()
		seen[m.Header.Get("Nats-Msg-Id")]++
		mu.Unlock()
	}); err != nil {
		t.Fatal(err)
	}
	if err := model.Flush(); err != nil {
		t.Fatal(err)
	}
	admin := connect(t, s.ClientURL(), nats.UserInfo("worker", "w-secret"), nats.CustomInboxPrefix(config.DefaultInboxPrefix))
	js, err := jetstream.New(admin)
	if err != nil {
		t.Fatal(err)
	}
	consumer := func() *jetstream.ConsumerInfo {
		c, err := js.Consumer(context.Background(), wire.InputStream, "piighost_model_in")
		if err != nil {
			t.Fatal(err)
		}
		info, err := c.Info(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return info
	}
	ackPending := func() (pending, unacked int) {
		info := consumer()
		return int(info.NumPending), info.NumAckPending
	}

	// Paused, the worker still receives the deliveries its pull request
	// asked for, and acks none of them.
	if err := syscall.Kill(paused.cmd.Process.Pid, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	resumed := false
	defer func() {
		if !resumed {
			_ = syscall.Kill(paused.cmd.Process.Pid, syscall.SIGCONT)
		}
	}()
	agent := connect(t, s.ClientURL(), nats.UserInfo("agent", "a-secret"), nats.CustomInboxPrefix(agentInbox))
	const n = 20
	for i := range n {
		msg := nats.NewMsg(fmt.Sprintf("piighost.clear.model.in.m%d", i))
		msg.Header.Set("Nats-Msg-Id", fmt.Sprintf("in-%d", i))
		msg.Data = pack(t, M{"thread_id": fmt.Sprintf("t%d", i%3), "messages": L{user(fmt.Sprintf("mail u%d@example.com", i))}})
		if err := agent.PublishMsg(msg); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, func() bool { _, unacked := ackPending(); return unacked == n })

	// A second worker takes the inputs over once the ack wait passed.
	takeover := startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.NATS.User, c.NATS.Password = "worker", "w-secret"
		c.Worker.Modes = []string{config.ModePipeline}
		c.Worker.Timeout = durationOf(t, "500ms")
	}))
	waitFor(t, func() bool {
		mu.Lock()
		defer mu.Unlock()
		pending, unacked := ackPending()
		return len(seen) == n && pending == 0 && unacked == 0
	})

	// Resumed, the first worker processes and republishes every stale
	// delivery (it may have received an input twice: its pull request was
	// still open when the server redelivered).
	if err := syscall.Kill(paused.cmd.Process.Pid, syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	resumed = true
	waitFor(t, func() bool {
		return processed(t, paused.http)+processed(t, takeover.HTTPAddr()) == int(consumer().Delivered.Consumer)
	})
	if extra := processed(t, paused.http) + processed(t, takeover.HTTPAddr()) - n; extra < 1 {
		t.Fatalf("no input was processed twice (%d extra): the scenario did not happen", extra)
	}
	if err := model.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := admin.Flush(); err != nil { // the worker's last publishes reached the server
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	for id, count := range seen {
		if count != 1 {
			t.Errorf("output %s reached the model side %d times", id, count)
		}
	}
	if len(seen) != n {
		t.Errorf("%d distinct outputs, want %d", len(seen), n)
	}
}

var pipelineModelIn = regexp.MustCompile(`piighost_messages_total\{channel="model.in",mode="pipeline"\} (\d+)`)

// processed reads a worker's count of pipeline-mode model.in messages from
// its metrics.
func processed(t *testing.T, addr string) int {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	m := pipelineModelIn.FindSubmatch(body)
	if m == nil {
		return 0
	}
	v, _ := strconv.Atoi(string(m[1]))
	return v
}
