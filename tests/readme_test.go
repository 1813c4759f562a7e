package tests

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// TestReadmeQuickStart does what README.md tells a newcomer: the worker,
// started with no configuration, embeds NATS, prints how to reach it, turns
// an e-mail address into <<EMAIL:1>> through model.in (the README's nats
// req, as JSON), restores it through model.out, and stops cleanly on
// SIGTERM.
func TestReadmeQuickStart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the worker binary")
	}
	bin := buildWorker(t)
	port := freePort(t)
	data := t.TempDir()
	cmd := exec.Command(bin, "-listen", "127.0.0.1:"+strconv.Itoa(port), "-data", data, "-http", "127.0.0.1:0")
	cmd.Env = append(os.Environ(), "NATS_URL=", "PIIGHOST_KEYS=", "PIIGHOST_KEYS_FILE=", "PIIGHOST_CONFIG=")
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		var seen strings.Builder
		for sc.Scan() {
			seen.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), "nats req") {
				ready <- seen.String()
			}
		}
	}()
	var banner string
	select {
	case banner = <-ready:
	case <-time.After(60 * time.Second):
		t.Fatal("the worker did not print how to reach it")
	}
	mustContain(t, banner, "nats://127.0.0.1:"+strconv.Itoa(port), "piighost.model.in", "generated")

	nc := connect(t, "nats://127.0.0.1:"+strconv.Itoa(port))
	ask := func(subject, body string) string {
		msg := nats.NewMsg(subject)
		msg.Header.Set("Content-Type", "application/json")
		msg.Data = []byte(body)
		reply, err := nc.RequestMsg(msg, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return string(reply.Data)
	}
	got := ask("piighost.model.in", `{"thread_id":"demo","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`)
	if got != `{"thread_id":"demo","messages":[{"role":"user","content":"Write to <<EMAIL:1>>"}],"changed":true}` {
		t.Errorf("model.in = %s", got)
	}
	got = ask("piighost.model.out", `{"thread_id":"demo","messages":[{"role":"assistant","content":"I wrote to <<EMAIL:1>>."}]}`)
	if got != `{"thread_id":"demo","messages":[{"role":"assistant","content":"I wrote to jane.doe@example.com."}],"changed":true}` {
		t.Errorf("model.out = %s", got)
	}
	nc.Close()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("the worker did not stop cleanly: %v", err)
	}
	// Nothing the worker wrote on disk holds the address.
	filepath.WalkDir(data, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, _ := os.ReadFile(p); strings.Contains(string(b), "jane.doe@example.com") {
				t.Errorf("%s holds the address in clear", p)
			}
		}
		return nil
	})
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
