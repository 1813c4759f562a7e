package tests

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"
	"testing"

	"github.com/nats-io/nats.go"
)

// TestSIGHUPReloadsTheLogLevelAndDropsNoWork: a worker process sent
// SIGHUP (systemctl reload) keeps running and answering: requests sent
// across the signals are all answered. It applies a new log level at
// once, names the settings that take a restart without restarting, and
// refuses a configuration that does not validate, with its error, still
// running. SIGTERM then stops it cleanly.
func TestSIGHUPReloadsTheLogLevelAndDropsNoWork(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the worker binary")
	}
	t.Parallel()
	path := filepath.Join(t.TempDir(), "worker.toml")
	write := func(toml string) {
		t.Helper()
		if err := os.WriteFile(path, []byte(toml), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// At level warn the worker logs no info line: the reload's own info
	// line shows the new level applied.
	write("[log]\nlevel = \"warn\"\n[worker]\nmodes = [\"service\"]\nmax_inflight = 64\n")
	p := startBinary(t, "", cleanEnv(t), "-config", path, "-listen", "127.0.0.1:0", "-data", t.TempDir(), "-http", "127.0.0.1:0")
	url := p.waitLine(`^  nats -s (nats://\S+) req `)[1]
	nc := connect(t, url)

	var wg sync.WaitGroup
	failed := make(chan error, 1)
	stop := make(chan struct{})
	wg.Add(1)
	go func() { // requests across every signal
		defer wg.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			msg := nats.NewMsg("piighost.model.in")
			msg.Header.Set("Content-Type", "application/json")
			msg.Data = fmt.Appendf(nil, `{"thread_id":"reload-%d","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`, i)
			reply, err := nc.RequestMsg(msg, callTimeout)
			if err == nil && !regexp.MustCompile(`<<EMAIL:1>>`).Match(reply.Data) {
				err = fmt.Errorf("reply %q", reply.Data)
			}
			if err != nil {
				select {
				case failed <- err:
				default:
				}
				return
			}
		}
	}()

	write("[log]\nlevel = \"info\"\n[worker]\nmodes = [\"service\"]\nmax_inflight = 32\n")
	p.signal(syscall.SIGHUP)
	p.waitLine(`"level":"WARN","msg":"reload on SIGHUP: these settings take a restart.*"restart_needed":\["worker"\]`)
	p.waitLine(`"level":"INFO","msg":"configuration reloaded on SIGHUP".*"applied":\["log.level"\],"log_level":"info"`)

	write("[log]\nlevel = \"loud\"\n")
	p.signal(syscall.SIGHUP)
	p.waitLine(`"level":"ERROR","msg":"reload on SIGHUP refused.*log.level.*loud`)

	write("[log]\nlevel = \"info\"\n[worker]\nmodes = [\"service\"]\nmax_inflight = 64\n")
	p.signal(syscall.SIGHUP)
	p.waitLine(`"msg":"configuration reloaded on SIGHUP","applied":\[\],"log_level":"info"`)

	close(stop)
	wg.Wait()
	select {
	case err := <-failed:
		t.Errorf("a request across the reloads: %v", err)
	default:
	}
	if regexp.MustCompile(`"restart_needed":\[[^\]]*\]`).FindAllString(p.output(), -1)[0] != `"restart_needed":["worker"]` {
		t.Errorf("restart needed for more than [worker]:\n%s", p.output())
	}
	p.signal(syscall.SIGTERM)
	if code := p.wait(); code != 0 {
		t.Errorf("exit %d after the reloads:\n%s", code, p.output())
	}
}
