package tests

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
)

// TestNoClientMeetsNoRespondersFromTheFirstAcceptedConnection hammers the
// embedded worker's port from the moment it accepts a connection: the
// port opens only once the endpoints and consumers exist, so not one
// request meets "no responders"; nor while the endpoints move to their
// loopback connection ([nats] embedded_endpoints = "loopback"), right
// after the port opens.
func TestNoClientMeetsNoRespondersFromTheFirstAcceptedConnection(t *testing.T) {
	t.Parallel()
	for _, endpoints := range []string{"in_process", "loopback"} {
		t.Run(endpoints, func(t *testing.T) { hammerFromTheFirstConnection(t, endpoints) })
	}
}

func hammerFromTheFirstConnection(t *testing.T, endpoints string) {
	port := strconv.Itoa(freePort(t))
	url := "nats://127.0.0.1:" + port
	cfgFile := filepath.Join(t.TempDir(), "worker.toml")
	if err := os.WriteFile(cfgFile, []byte("[nats]\nembedded_endpoints = \""+endpoints+"\"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	p := startBinary(t, "", cleanEnv(t), "-config", cfgFile, "-listen", "127.0.0.1:"+port, "-data", t.TempDir(), "-http", "127.0.0.1:0")
	var nc *nats.Conn
	for nc == nil {
		c, err := nats.Connect(url, nats.Timeout(time.Second))
		if err == nil {
			nc = c
			break
		}
		select {
		case <-p.done:
			t.Fatalf("the worker exited:\n%s", p.output())
		default:
		}
		time.Sleep(time.Millisecond)
	}
	defer nc.Close()
	const n = 300
	var noResponders, other atomic.Int64
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := range n / 4 {
				body := `{"thread_id":"hammer","messages":[{"role":"user","content":"mail u` + strconv.Itoa(w*1000+i) + `@example.com"}]}`
				msg := nats.NewMsg("piighost.model.in")
				msg.Header.Set("Content-Type", "application/json")
				msg.Data = []byte(body)
				_, err := nc.RequestMsg(msg, callTimeout)
				switch {
				case errors.Is(err, nats.ErrNoResponders):
					noResponders.Add(1)
				case err != nil:
					other.Add(1)
				}
			}
		})
	}
	wg.Wait()
	if noResponders.Load() != 0 || other.Load() != 0 {
		t.Errorf("%d of %d requests met no responders, %d failed otherwise", noResponders.Load(), n, other.Load())
	}
	p.signal(syscall.SIGTERM)
	if code := p.wait(); code != 0 {
		t.Errorf("exit %d", code)
	}
}

// TestCtrlCDuringTheStartExitsCleanly interrupts a worker that waits for
// its NATS servers (nothing listens on the address yet): it exits 0, with
// no error.
func TestCtrlCDuringTheStartExitsCleanly(t *testing.T) {
	t.Parallel()
	keys := filepath.Join(t.TempDir(), "keys.json")
	if _, err := kvstore.GenerateKeyFile(keys); err != nil {
		t.Fatal(err)
	}
	url := "nats://127.0.0.1:" + strconv.Itoa(freePort(t))
	p := startBinary(t, "", cleanEnv(t), "-nats-url", url, "-keys-file", keys, "-http", "127.0.0.1:0")
	p.waitLine(`"msg":"connect to NATS: not yet; retrying".*"set_by":"the -nats-url flag"`)
	p.signal(syscall.SIGINT)
	if code := p.wait(); code != 0 {
		t.Errorf("exit %d after Ctrl-C during the start:\n%s", code, p.output())
	}
	out := p.output()
	if strings.Contains(out, "context canceled") || strings.Contains(out, "piighost worker:") {
		t.Errorf("an interrupted start reads as a failure:\n%s", out)
	}
	mustContain(t, out, "stopped during the start")
}

// TestCtrlCRightAfterTheEmbeddedServerStartsExitsCleanly sends SIGINT as
// soon as the embedded server runs, while the worker opens its store,
// streams and endpoints (or just after): either way the exit is 0.
func TestCtrlCRightAfterTheEmbeddedServerStartsExitsCleanly(t *testing.T) {
	t.Parallel()
	p := startBinary(t, "", cleanEnv(t), "-listen", "127.0.0.1:0", "-data", t.TempDir(), "-http", "127.0.0.1:0")
	p.waitLine(`"msg":"embedded NATS server with JetStream started`)
	p.signal(syscall.SIGINT)
	if code := p.wait(); code != 0 {
		t.Errorf("exit %d:\n%s", code, p.output())
	}
	if out := p.output(); strings.Contains(out, "context canceled") {
		t.Errorf("an interrupted start reads as a failure:\n%s", out)
	}
}

// TestFirstRunNextToAnExistingNATS is README's "Run it" for someone who
// already runs NATS (here on a port of the test's; 4222 for them) and has
// NATS_URL exported, as natscli users often do. Each message says what
// made the worker do what it did, and what to do; doing what it says
// works.
func TestFirstRunNextToAnExistingNATS(t *testing.T) {
	t.Parallel()
	s := natstest.Run(t, nil)
	busy := s.Addr().(*net.TCPAddr)
	addr := busy.String()
	url := "nats://" + addr

	t.Run("the port is taken: the real bind error at once, and the two ways out", func(t *testing.T) {
		code, out := runBinary(t, "", cleanEnv(t), "-listen", addr, "-data", t.TempDir(), "-http", "127.0.0.1:0")
		if code != 1 {
			t.Fatalf("exit %d", code)
		}
		mustContain(t, out, "embedded NATS server cannot listen on "+addr, "address already in use", "-nats-url "+url)
		// The port suggested is the first free one of the next ten (another
		// test's server may hold the very next), else 0.
		m := regexp.MustCompile(`-listen 127\.0\.0\.1:(\d+)`).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no other port suggested:\n%s", out)
		}
		if p, _ := strconv.Atoi(m[1]); p != 0 && (p <= busy.Port || p > busy.Port+10) {
			t.Errorf("suggested port %d, not one of the ten after %d:\n%s", p, busy.Port, out)
		}
		if strings.Contains(out, "did not start in") {
			t.Errorf("the old timeout message:\n%s", out)
		}
	})

	t.Run("the port is taken: each way out the message gives works", func(t *testing.T) {
		// A server of its own: the worker that joins it creates the bucket
		// with its keys, which the NATS_URL subtest's keys would not open.
		s := natstest.Run(t, nil)
		addr := s.Addr().String()
		env := cleanEnv(t)
		code, out := runBinary(t, "", env, "-listen", addr, "-data", t.TempDir(), "-http", "127.0.0.1:0")
		if code != 1 {
			t.Fatalf("exit %d:\n%s", code, out)
		}
		ways := regexp.MustCompile(`join that server with (-nats-url \S+) \(.*see (-gen-keys)\), or give the embedded server another port with -listen (\S+?)(?:"|$|\s)`).FindStringSubmatch(out)
		if ways == nil {
			t.Fatalf("no ways out in:\n%s", out)
		}

		// Way out 1: another port. The one suggested is the next; another
		// program of this machine may hold it, which is not the worker's
		// fault: a free one then.
		listen := ways[3]
		if l, err := net.Listen("tcp", listen); err != nil {
			t.Logf("the suggested %s is taken here (%v): a free port instead", listen, err)
			listen = "127.0.0.1:" + strconv.Itoa(freePort(t))
		} else {
			l.Close()
		}
		own := startBinary(t, "", env, "-listen", listen, "-data", t.TempDir(), "-http", "127.0.0.1:0")
		own.waitLine(`"msg":"worker started".*"nats":"nats://` + regexp.QuoteMeta(listen))
		own.waitLine(`^  nats -s nats://` + regexp.QuoteMeta(listen) + ` req `)
		own.signal(syscall.SIGTERM)
		if code := own.wait(); code != 0 {
			t.Errorf("-listen %s: exit %d", listen, code)
		}

		// Way out 2: keys once, then join the server as the message says.
		if code, out := runBinary(t, "", env, ways[2]); code != 0 {
			t.Fatalf("%s: exit %d\n%s", ways[2], code, out)
		}
		joined := startBinary(t, "", env, append(strings.Fields(ways[1]), "-http", "127.0.0.1:0")...)
		joined.waitLine(`"msg":"worker started".*"nats":"nats://` + regexp.QuoteMeta(addr))
		got := askJSON(t, connect(t, s.ClientURL()), "piighost.model.in", `{"thread_id":"way-out","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`)
		mustContain(t, got, "<<EMAIL:1>>")
		joined.signal(syscall.SIGTERM)
		if code := joined.wait(); code != 0 {
			t.Errorf("%s: exit %d", ways[1], code)
		}
	})

	t.Run("NATS_URL exported: the message names it, and following it works", func(t *testing.T) {
		env := cleanEnv(t, "NATS_URL="+url)
		code, out := runBinary(t, "", env, "-http", "127.0.0.1:0")
		if code != 1 {
			t.Fatalf("exit %d:\n%s", code, out)
		}
		mustContain(t, out, "no keys for the thread store", "joins the NATS server at "+url,
			"because NATS_URL in the environment says so", "worker -gen-keys", "unset NATS_URL")

		// Way out 1: run a worker of its own, NATS_URL unset.
		own := startBinary(t, "", cleanEnv(t), "-listen", "127.0.0.1:0", "-data", t.TempDir(), "-http", "127.0.0.1:0")
		own.waitLine(`"msg":"worker started"`)
		own.signal(syscall.SIGTERM)
		if code := own.wait(); code != 0 {
			t.Errorf("exit %d", code)
		}

		// Way out 2: -gen-keys as the message says, then the same command.
		code, genOut := runBinary(t, "", env, "-gen-keys")
		if code != 0 {
			t.Fatalf("-gen-keys: exit %d\n%s", code, genOut)
		}
		mustContain(t, genOut, "wrote ", filepath.Join("piighost", "keys.json"))
		joined := startBinary(t, "", env, "-http", "127.0.0.1:0")
		joined.waitLine(`"msg":"worker started".*"nats":"` + url)
		nc := connect(t, url)
		got := askJSON(t, nc, "piighost.model.in", `{"thread_id":"first-run","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`)
		mustContain(t, got, "<<EMAIL:1>>")
		joined.signal(syscall.SIGTERM)
		if code := joined.wait(); code != 0 {
			t.Errorf("exit %d", code)
		}
	})
}

// TestJoiningAServerWithoutJetStreamSaysWhatToDo: NATS_URL names a plain
// nats-server (no -js), the most common first server. The worker keeps
// retrying (JetStream may be on its way in a cluster), and every attempt
// says that this server runs without JetStream, which setting made the
// worker join it, and the ways out; Ctrl-C still exits 0.
func TestJoiningAServerWithoutJetStreamSaysWhatToDo(t *testing.T) {
	t.Parallel()
	s := natstest.RunWithoutJetStream(t)
	env := cleanEnv(t, "NATS_URL="+s.ClientURL())
	if code, out := runBinary(t, "", env, "-gen-keys"); code != 0 {
		t.Fatalf("-gen-keys: exit %d\n%s", code, out)
	}
	p := startBinary(t, "", env, "-http", "127.0.0.1:0")
	p.waitLine(`"msg":"open the thread store: not yet; retrying".*no responders.*` +
		`The NATS server at ` + regexp.QuoteMeta(s.ClientURL()) + `, joined because NATS_URL in the environment says so, runs without JetStream.*` +
		`nats-server -js.*unset NATS_URL`)
	p.signal(syscall.SIGINT)
	if code := p.wait(); code != 0 {
		t.Errorf("exit %d after Ctrl-C:\n%s", code, p.output())
	}
}

// TestGenKeysWritesOutsideTheWorkTree: with no path, -gen-keys writes in
// the user's configuration directory, never where it runs, and refuses to
// overwrite a key file.
func TestGenKeysWritesOutsideTheWorkTree(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	home := t.TempDir()
	env := append(cleanEnv(t), "XDG_CONFIG_HOME="+home)
	code, out := runBinary(t, dir, env, "-gen-keys")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, out)
	}
	want := filepath.Join(home, "piighost", "keys.json")
	info, err := os.Stat(want)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("%s: %v %v", want, info, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("-gen-keys wrote in the current directory: %v", entries)
	}
	if code, out := runBinary(t, dir, env, "-gen-keys"); code != 1 || !strings.Contains(out, "exists") {
		t.Errorf("a second -gen-keys: exit %d: %s", code, out)
	}
	// A path still works, after the flag or with =.
	if code, out := runBinary(t, dir, env, "-gen-keys", "k1.json"); code != 0 || !strings.Contains(out, "PIIGHOST_KEYS_FILE=k1.json") {
		t.Errorf("-gen-keys k1.json: exit %d: %s", code, out)
	}
	if code, out := runBinary(t, dir, env, "-gen-keys=k2.json"); code != 0 {
		t.Errorf("-gen-keys=k2.json: exit %d: %s", code, out)
	}
}

// TestVersion prints the version and the build's revision.
func TestVersion(t *testing.T) {
	t.Parallel()
	code, out := runBinary(t, "", cleanEnv(t), "-version")
	if code != 0 || !strings.HasPrefix(out, "piighost worker 0.") || !strings.Contains(out, "go1.") {
		t.Errorf("exit %d: %q", code, out)
	}
}
