package tests

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/nats-io/nats.go"
)

// TestReadmeQuickStart does what README.md tells a newcomer: the worker,
// started with no configuration, embeds NATS, prints how to reach it (a
// nats req with -s and the real address), turns an e-mail address into
// <<EMAIL:1>> through model.in (the README's nats req, as JSON), restores
// it through model.out, and stops cleanly on SIGTERM.
func TestReadmeQuickStart(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	p := startBinary(t, "", cleanEnv(t), "-listen", "127.0.0.1:0", "-data", data, "-http", "127.0.0.1:0")
	m := p.waitLine(`^  nats -s (nats://127\.0\.0\.1:\d+) req -H Content-Type:application/json piighost\.model\.in '`)
	url := m[1]
	banner := p.output()
	mustContain(t, banner, "NATS (embedded, JetStream) at "+url, `"msg":"worker started"`, `"nats":"`+url+`"`, "generated")

	nc := connect(t, url)
	got := askJSON(t, nc, "piighost.model.in", `{"thread_id":"demo","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`)
	if got != `{"thread_id":"demo","messages":[{"role":"user","content":"Write to <<EMAIL:1>>"}],"changed":true}` {
		t.Errorf("model.in = %s", got)
	}
	got = askJSON(t, nc, "piighost.model.out", `{"thread_id":"demo","messages":[{"role":"assistant","content":"I wrote to <<EMAIL:1>>."}]}`)
	if got != `{"thread_id":"demo","messages":[{"role":"assistant","content":"I wrote to jane.doe@example.com."}],"changed":true}` {
		t.Errorf("model.out = %s", got)
	}
	nc.Close()
	p.signal(syscall.SIGTERM)
	if code := p.wait(); code != 0 {
		t.Errorf("the worker did not stop cleanly: exit %d\n%s", code, p.output())
	}
	// Nothing the worker wrote on disk holds the address.
	filepath.WalkDir(data, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, _ := os.ReadFile(path); strings.Contains(string(b), "jane.doe@example.com") {
				t.Errorf("%s holds the address in clear", path)
			}
		}
		return nil
	})
}

// askJSON sends a JSON request, as `nats req -H Content-Type:application/json`
// does, and returns the reply.
func askJSON(t *testing.T, nc *nats.Conn, subject, body string) string {
	t.Helper()
	msg := nats.NewMsg(subject)
	msg.Header.Set("Content-Type", "application/json")
	msg.Data = []byte(body)
	reply, err := nc.RequestMsg(msg, callTimeout)
	if err != nil {
		t.Fatalf("%s: %v", subject, err)
	}
	return string(reply.Data)
}
