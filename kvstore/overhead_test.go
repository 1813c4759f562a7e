package kvstore_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
)

// serverDirEnv, when set, makes the test binary a nats-server storing
// there (see startServerProcess) instead of running tests.
const serverDirEnv = "KVSTORE_TEST_SERVER_DIR"

func TestMain(m *testing.M) {
	if dir := os.Getenv(serverDirEnv); dir != "" {
		if err := serveUntilStdinCloses(dir); err != nil {
			fmt.Fprintln(os.Stderr, "server helper:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(natstest.Main(m))
}

// serveUntilStdinCloses runs a JetStream server on a random port, prints
// its client URL, and stops when its parent closes stdin.
func serveUntilStdinCloses(dir string) error {
	s, err := server.NewServer(&server.Options{
		Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: dir,
		NoLog: true, NoSigs: true, ServerName: "kvstore-helper",
	})
	if err != nil {
		return err
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		return fmt.Errorf("server not ready")
	}
	fmt.Println(s.ClientURL())
	_, _ = io.Copy(io.Discard, os.Stdin)
	s.Shutdown()
	s.WaitForShutdown()
	return nil
}

// startServerProcess runs a nats-server in a child process (the test
// binary in its helper mode), so that this process's heap holds the
// client side only, and returns its URL.
func startServerProcess(t *testing.T) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), serverDirEnv+"="+t.TempDir())
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = stdin.Close()
		_ = cmd.Wait()
	})
	url, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("server helper: %v", err)
	}
	return strings.TrimSpace(url)
}

// aloneEnv, when set to a test's name, runs that test in this process
// (see alone).
const aloneEnv = "KVSTORE_TEST_ALONE"

// alone makes a measurement of the heap hold whatever else the package
// runs: it reports true in a child process (the test binary re-executed
// with the test t only), where the test measures; in the test's own
// process it runs that child, passes on its log and its failure, and
// reports false. Beside the other tests of the package, which allocate
// and free while a test reads the heap, the live heap says nothing about
// the test's own structures.
func alone(t *testing.T) bool {
	t.Helper()
	if os.Getenv(aloneEnv) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), aloneEnv+"="+t.Name())
	out, err := cmd.CombinedOutput()
	for _, line := range strings.Split(string(out), "\n") {
		// The child's t.Log lines, without their file:line.
		if _, msg, ok := strings.Cut(strings.TrimSpace(line), "_test.go:"); ok {
			if _, msg, ok = strings.Cut(msg, ": "); ok {
				t.Log(msg)
			}
		}
	}
	if err != nil {
		t.Fatalf("the measurement in a process of its own: %v\n%s", err, out)
	}
	return false
}

// TestThreadOverheadMatchesTheHeap holds Store.ThreadOverhead, which the
// pipeline counts against its byte budget for every cached thread, to the
// live heap that threads in use add to the worker's process (the store's
// records; the server runs in another process, and the measurement in a
// process of its own: alone), within a quarter either way. The threads
// are watched through the whole bucket's subscriptions (ThreadWatches 1),
// as any number beyond Config.ThreadWatches are.
func TestThreadOverheadMatchesTheHeap(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("measures the heap (which the race detector changes)")
	}
	t.Parallel()
	if !alone(t) {
		return
	}
	_, js := connect(t, startServerProcess(t))
	st := newStore(t, js, kvstore.Config{Bucket: "overhead", LocalMessages: true, ThreadWatches: 1})
	for i := range 20 { // the connection's and the store's first allocations
		if _, _, err := st.Open(ctxT(t), "warm-up "+strconv.Itoa(i), true); err != nil {
			t.Fatal(err)
		}
	}
	const threads = 2000
	ctx := ctxT(t) // one context: each of ctxT's holds a timer and a cleanup
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range threads {
		if _, _, err := st.Open(ctx, "thread "+strconv.Itoa(i), true); err != nil {
			t.Fatal(err)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if got := st.Stats().Watched; got != threads+20 {
		t.Fatalf("%d threads watched, want %d", got, threads+20)
	}
	perThread := float64(after.HeapAlloc-before.HeapAlloc) / threads
	r := float64(st.ThreadOverhead()) / perThread
	t.Logf("a thread in use: heap +%.0f bytes; ThreadOverhead %d (x%.2f)", perThread, st.ThreadOverhead(), r)
	if r < 0.75 || r > 1.25 {
		t.Errorf("ThreadOverhead is %.2f times the heap a thread in use holds", r)
	}
	runtime.KeepAlive(st)
}
