package kvstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// proxy forwards TCP connections to a server, and can cut them: a client
// behind it loses its connection while others keep theirs.
type proxy struct {
	l      net.Listener
	target string
	mu     sync.Mutex
	conns  []net.Conn
	down   bool
	wg     sync.WaitGroup
}

func startProxy(t *testing.T, target string) *proxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{l: l, target: target}
	p.wg.Add(1)
	go p.accept()
	t.Cleanup(func() {
		_ = l.Close()
		p.cut()
		p.wg.Wait()
	})
	return p
}

func (p *proxy) url() string { return "nats://" + p.l.Addr().String() }

func (p *proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.l.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		if p.down {
			p.mu.Unlock()
			_ = c.Close()
			continue
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			p.mu.Unlock()
			_ = c.Close()
			continue
		}
		p.conns = append(p.conns, c, up)
		p.mu.Unlock()
		p.wg.Add(2)
		go p.pipe(c, up)
		go p.pipe(up, c)
	}
}

func (p *proxy) pipe(dst, src net.Conn) {
	defer p.wg.Done()
	_, _ = io.Copy(dst, src)
	_ = dst.Close()
	_ = src.Close()
}

// cut closes every connection and refuses new ones until restore.
func (p *proxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = true
	for _, c := range p.conns {
		_ = c.Close()
	}
	p.conns = nil
}

func (p *proxy) restore() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = false
}

// blindPipeline detects nothing itself: it can only tokenise a value the
// thread's log holds, which makes what a worker has heard visible.
func blindPipeline(t testing.TB, st pipeline.Store) *pipeline.Pipeline {
	t.Helper()
	p, err := pipeline.New(pipeline.Config{Detector: pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) { return nil, nil }), Store: st})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// watchPair is two workers on one bucket: a, which only caches the
// thread, and b, which writes to it.
type watchPair struct {
	t      *testing.T
	thread string
	a, b   *pipeline.Pipeline
	tokens map[string]string // value → token, as b issued them
}

// add has b append value, and waits until a tokenises it too (a finds it
// only in the thread's log).
func (w *watchPair) add(value string) {
	w.t.Helper()
	ctx := ctxT(w.t)
	var got pipeline.Anonymized
	var err error
	for range 50 { // b's own retries while a server elects a leader
		if got, err = w.b.Anonymize(ctx, w.thread, "note: "+value, pii.RoleUser); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil || len(got.Tokens) != 1 {
		w.t.Fatalf("b adds %s: %v %+v", value, err, got)
	}
	w.tokens[value] = got.Tokens[0]
	want := "see " + got.Tokens[0]
	natstest.Eventually(w.t, "worker a to learn "+value, func() bool {
		a, err := w.a.Anonymize(ctx, w.thread, "see "+value, pii.RoleUser)
		return err == nil && a.Text == want
	})
}

// forget has b forget the thread, and waits until a no longer restores
// its tokens.
func (w *watchPair) forget() {
	w.t.Helper()
	ctx := ctxT(w.t)
	var err error
	for range 50 {
		if _, err = w.b.Forget(ctx, w.thread); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		w.t.Fatalf("b forgets: %v", err)
	}
	for _, token := range w.tokens {
		natstest.Eventually(w.t, "worker a to see the forget", func() bool {
			r, err := w.a.Deanonymize(ctx, w.thread, token)
			return err == nil && len(r.Invented) == 1
		})
	}
}

// cached makes a cache the thread (its first values, from b).
func (w *watchPair) cached(values ...string) {
	w.t.Helper()
	for _, v := range values {
		w.add(v)
	}
}

// Every test of the watch sets a CheckInterval of an hour, so that
// nothing but the watch (and the epochs it starts) can show a change.
var watchCfg = kvstore.Config{Bucket: "watch", CheckInterval: time.Hour}

func TestAWorkerHearsOnlyTheThreadsItUses(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	stA, stB := newStore(t, jsA, watchCfg), newStore(t, jsB, watchCfg)
	w := &watchPair{t: t, thread: threadID(t, 1), a: blindPipeline(t, stA), b: newPipeline(t, stB), tokens: map[string]string{}}
	w.cached("Alice Martindale")
	if got := stA.Stats().Watched; got != 1 {
		t.Fatalf("a watches %d threads, want 1", got)
	}
	heard := stA.Stats().Events
	// b writes 40 values to threads a never used.
	for i := range 40 {
		mustAnonymize(t, w.b, threadID(t, 100+i), "Bruno Kellerman and Chiara Lombardini", pii.RoleUser)
	}
	w.add("Dmitri Volkonsky") // a hears this one
	if got := stA.Stats().Events - heard; got != 1 {
		t.Fatalf("a heard %d changes, want the one of its thread", got)
	}

	t.Run("a released thread is no longer heard, and reloads whole", func(t *testing.T) {
		stA.Release(w.thread)
		if got := stA.Stats().Watched; got != 0 {
			t.Fatalf("a watches %d threads after the release", got)
		}
		heard := stA.Stats().Events
		mustAnonymize(t, w.b, w.thread, "Evelyne Chaumont", pii.RoleUser)
		mustAnonymize(t, w.b, threadID(t, 100), "Farouk Benyahia", pii.RoleUser)
		// a fresh pipeline on the same store: nothing cached anywhere.
		p := blindPipeline(t, stA)
		got := mustAnonymize(t, p, w.thread, "Alice Martindale, Evelyne Chaumont", pii.RoleUser)
		if got.Text != w.tokens["Alice Martindale"]+", <<PERSON:3>>" {
			t.Fatalf("reloaded thread gives %q", got.Text)
		}
		if got := stA.Stats().Events - heard; got != 0 {
			t.Fatalf("a heard %d changes of threads it did not watch", got)
		}
	})
}

func TestAWorkerMissesNothingAcrossADisconnection(t *testing.T) {
	t.Parallel()
	forEachWatchMode(t, testMissesNothingAcrossADisconnection)
}

func testMissesNothingAcrossADisconnection(t *testing.T, mode watchMode) {
	s := startServer(t, t.TempDir())
	px := startProxy(t, s.Addr().String())
	ncA, jsA := connect(t, px.url())
	_, jsB := connect(t, s.ClientURL())
	stA, stB := newStore(t, jsA, mode.config(watchCfg)), newStore(t, jsB, watchCfg)
	w := &watchPair{t: t, thread: threadID(t, 1), a: blindPipeline(t, stA), b: newPipeline(t, stB), tokens: map[string]string{}}
	mode.enter(t, stA)
	w.cached("Alice Martindale", "alice.martindale@example.org")
	mode.check(t, stA)

	// While a is cut off, b appends: a hears none of it as it happens.
	px.cut()
	natstest.Eventually(t, "a to lose its connection", func() bool { return ncA.Status() != nats.CONNECTED })
	added := []string{"Bruno Kellerman", "0612345678", "Villeurbanne"}
	for _, v := range added {
		a := mustAnonymize(t, w.b, w.thread, "note: "+v, pii.RoleUser)
		w.tokens[v] = a.Tokens[0]
	}
	resyncs := stA.Stats().Resyncs
	px.restore()
	natstest.Eventually(t, "a to reconnect", func() bool { return ncA.Status() == nats.CONNECTED })
	for _, v := range added {
		natstest.Eventually(t, "a to learn "+v+", appended while it was away", func() bool {
			a, err := w.a.Anonymize(ctxT(t), w.thread, "see "+v, pii.RoleUser)
			return err == nil && a.Text == "see "+w.tokens[v]
		})
	}
	if stA.Stats().Resyncs == resyncs {
		t.Fatal("the reconnection started no new watch epoch")
	}

	// A forget while a is away.
	px.cut()
	natstest.Eventually(t, "a to lose its connection", func() bool { return ncA.Status() != nats.CONNECTED })
	if _, err := w.b.Forget(ctxT(t), w.thread); err != nil {
		t.Fatal(err)
	}
	px.restore()
	for _, token := range w.tokens {
		natstest.Eventually(t, "a to see the forget made while it was away", func() bool {
			r, err := w.a.Deanonymize(ctxT(t), w.thread, token)
			return err == nil && len(r.Invented) == 1
		})
	}
}

// TestAWorkerMissesNothingAcrossAServerRestart starts the server again on
// its port, which a server of a test running beside it could take: it
// does not run in parallel.
func TestAWorkerMissesNothingAcrossAServerRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): stops the server and starts it again")
	}
	forEachWatchMode(t, testMissesNothingAcrossAServerRestart)
}

func testMissesNothingAcrossAServerRestart(t *testing.T, mode watchMode) {
	dir := t.TempDir()
	s := startServer(t, dir)
	port := s.Addr().(*net.TCPAddr).Port
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	stA, stB := newStore(t, jsA, mode.config(watchCfg)), newStore(t, jsB, watchCfg)
	w := &watchPair{t: t, thread: threadID(t, 1), a: blindPipeline(t, stA), b: newPipeline(t, stB), tokens: map[string]string{}}
	mode.enter(t, stA)
	w.cached("Alice Martindale")
	mode.check(t, stA)

	stopServer(s)
	restartServer(t, dir, port)
	w.add("Bruno Kellerman")
	w.add("0612345678")
	w.forget()
	w.tokens = map[string]string{}
	w.add("Chiara Lombardini") // a new generation, heard too
}

// restartServer starts a server again on the same port and store
// directory, so that clients reconnect to it.
func restartServer(t *testing.T, dir string, port int) *server.Server {
	t.Helper()
	var s *server.Server
	natstest.Eventually(t, "the port to be free again", func() bool {
		var err error
		s, err = server.NewServer(&server.Options{
			Host: "127.0.0.1", Port: port, JetStream: true, StoreDir: dir,
			NoLog: true, NoSigs: true, ServerName: "kvstore-test",
		})
		if err != nil {
			return false
		}
		go s.Start()
		if !s.ReadyForConnections(5 * time.Second) {
			s.Shutdown()
			return false
		}
		return true
	})
	t.Cleanup(func() { stopServer(s) })
	return s
}

// TestAWorkerMissesNothingWhenTheStreamLeaderDies: three servers, an R3
// bucket; a is connected to a server that is not the stream's leader, the
// leader is killed, b writes through the two left.
func TestAWorkerMissesNothingWhenTheStreamLeaderDies(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): starts a three-node JetStream cluster")
	}
	t.Parallel()
	forEachWatchMode(t, testMissesNothingWhenTheStreamLeaderDies)
}

func testMissesNothingWhenTheStreamLeaderDies(t *testing.T, mode watchMode) {
	cluster := natstest.RunCluster(t, 3)
	servers := cluster.Servers()
	url := cluster.URL()
	cfg := watchCfg
	cfg.Bucket, cfg.Replicas, cfg.Timeout = "watchr3", 3, 2*time.Second
	_, js := connect(t, url)
	natstest.Eventually(t, "the R3 bucket", func() bool {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		st, err := kvstore.New(ctx, js, kvstore.Config{Bucket: cfg.Bucket, Replicas: 3, Keys: testKeys(t)})
		if err == nil {
			_ = st.Close()
		}
		return err == nil
	})
	leader := streamLeader(t, js, "KV_"+cfg.Bucket)
	var aURL string
	var survivors []string
	for _, s := range servers {
		if s.Name() != leader {
			survivors = append(survivors, s.ClientURL())
			if aURL == "" {
				aURL = s.ClientURL()
			}
		}
	}
	_, jsA := connect(t, aURL)
	_, jsB := connect(t, url)
	stA, stB := newStore(t, jsA, mode.config(cfg)), newStore(t, jsB, cfg)
	w := &watchPair{t: t, thread: threadID(t, 1), a: blindPipeline(t, stA), b: newPipeline(t, stB), tokens: map[string]string{}}
	mode.enter(t, stA)
	w.cached("Alice Martindale", "0612345678")
	mode.check(t, stA)

	resyncs := stA.Stats().Resyncs
	for _, s := range servers {
		if s.Name() == leader {
			stopServer(s)
		}
	}
	w.add("Bruno Kellerman")
	w.add("Villeurbanne")
	natstest.Eventually(t, "the new leader's advisory", func() bool { return stA.Stats().Resyncs > resyncs })
	w.forget()
	t.Logf("leader %s stopped; a on %s; survivors %v", leader, aURL, survivors)
}

// watchMode is one of the two ways a store watches the threads in use:
// each by subscriptions of its own, or, past Config.ThreadWatches, the
// whole bucket by one subscription. The tests of what a worker must never
// miss run in both.
type watchMode struct {
	name          string
	threadWatches int // Config.ThreadWatches
}

var watchModes = []watchMode{{"each thread", 0}, {"whole bucket", 1}}

func forEachWatchMode(t *testing.T, test func(*testing.T, watchMode)) {
	for _, mode := range watchModes {
		t.Run(mode.name, func(t *testing.T) { test(t, mode) })
	}
}

func (m watchMode) config(cfg kvstore.Config) kvstore.Config {
	cfg.ThreadWatches = m.threadWatches
	return cfg
}

func (m watchMode) wholeBucket() bool { return m.threadWatches == 1 }

// enter puts a store in the mode: with a ThreadWatches of 1, a thread in
// use before the test's makes the next one switch to the whole bucket.
func (m watchMode) enter(t *testing.T, st *kvstore.Store) {
	t.Helper()
	if !m.wholeBucket() {
		return
	}
	if _, _, err := st.Open(ctxT(t), "another thread in use", true); err != nil {
		t.Fatal(err)
	}
}

// check fails the test when the store does not watch as the mode says.
func (m watchMode) check(t *testing.T, st *kvstore.Store) {
	t.Helper()
	if got := st.Stats().WholeBucket; got != m.wholeBucket() {
		t.Fatalf("%s: the store watches the whole bucket: %v", m.name, got)
	}
}

// TestPastThreadWatchesTheWholeBucketIsWatched: with more threads in use
// than Config.ThreadWatches, a worker hears them through the whole
// bucket's changes (and drops those of other threads); it misses no
// append and no forget of a thread it uses, before, during and after the
// switches; back at half the limit, each thread has its own subscriptions
// again and other threads are no longer heard.
func TestPastThreadWatchesTheWholeBucketIsWatched(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	ncA, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	cfg := watchCfg
	cfg.ThreadWatches = 4
	stA, stB := newStore(t, jsA, cfg), newStore(t, jsB, watchCfg)
	// The subscriptions a's connection holds beside those of its store's
	// watch (the store's replies and advisories, the client's own).
	base := ncA.NumSubscriptions()
	watching := func(want int, when string) {
		t.Helper()
		if got := ncA.NumSubscriptions() - base; got != want {
			t.Fatalf("%s: a's connection holds %d subscriptions for the watch, want %d", when, got, want)
		}
	}
	a, b := blindPipeline(t, stA), newPipeline(t, stB)
	pairs := make([]*watchPair, 6)
	for i := range pairs {
		pairs[i] = &watchPair{t: t, thread: threadID(t, i), a: a, b: b, tokens: map[string]string{}}
	}
	for _, w := range pairs[:4] {
		w.cached("Alice Martindale")
	}
	if st := stA.Stats(); st.WholeBucket || st.Watched != 4 {
		t.Fatalf("four threads in use, the limit: %+v", st)
	}
	watching(8, "four threads, two subscriptions each")
	pairs[4].cached("Alice Martindale")
	pairs[5].cached("Alice Martindale")
	if st := stA.Stats(); !st.WholeBucket || st.Watched != 6 || st.WatchSwitches != 1 {
		t.Fatalf("six threads in use, past the limit of four: %+v", st)
	}
	watching(1, "six threads, past the limit: the whole bucket's one")
	for _, w := range pairs {
		w.add("Bruno Kellerman")
	}
	pairs[1].forget()
	heard := stA.Stats().Events
	for i := range 5 {
		mustAnonymize(t, b, threadID(t, 100+i), "Chiara Lombardini", pii.RoleUser)
	}
	natstest.Eventually(t, "a, watching the whole bucket, to hear the changes of five threads it does not use", func() bool {
		return stA.Stats().Events-heard >= 5
	})
	if got := stA.Stats().Watched; got != 5 {
		t.Fatalf("a watches %d threads after other threads' changes, want its 5 (one forgotten)", got)
	}

	// Back to two threads in use (half the limit): each is watched by its
	// own subscriptions again.
	for _, w := range []*watchPair{pairs[0], pairs[2], pairs[3]} {
		stA.Release(w.thread)
	}
	if st := stA.Stats(); st.WholeBucket || st.Watched != 2 || st.WatchSwitches != 2 {
		t.Fatalf("two threads in use, half the limit: %+v", st)
	}
	watching(4, "two threads, back to their own subscriptions")
	for _, w := range pairs[4:] {
		w.add("Dmitri Volkonsky")
	}
	heard = stA.Stats().Events
	for i := range 5 {
		mustAnonymize(t, b, threadID(t, 100+i), "Evelyne Chaumont", pii.RoleUser)
	}
	if got := stA.Stats().Events - heard; got != 0 {
		t.Fatalf("a heard %d changes of threads it does not use", got)
	}
	pairs[5].forget()
}

// TestTheRepublishSettingComesBack: a program that updates the bucket
// without the republish setting (an older worker) loses it only until the
// stores notice, which start a new epoch.
func TestTheRepublishSettingComesBack(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, watchCfg)
	stream, err := js.Stream(ctxT(t), "KV_watch")
	if err != nil {
		t.Fatal(err)
	}
	info, err := stream.Info(ctxT(t))
	if err != nil || info.Config.RePublish == nil {
		t.Fatalf("the bucket republishes nothing: %v %+v", err, info.Config.RePublish)
	}
	resyncs := st.Stats().Resyncs
	cfg := info.Config
	cfg.RePublish = nil
	if _, err := js.UpdateStream(ctxT(t), cfg); err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the republish setting to come back", func() bool {
		info, err := stream.Info(ctxT(t))
		return err == nil && info.Config.RePublish != nil && st.Stats().Resyncs > resyncs
	})
}

// TestPagesHoldTheLogAndAColdReadUsesThem: a thread of 300 entries, read
// by a worker that never used it, comes from one page and the few entries
// after it.
func TestPagesHoldTheLogAndAColdReadUsesThem(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsB := connect(t, s.ClientURL())
	stB := newStore(t, jsB, kvstore.Config{Bucket: "pages", LocalMessages: true})
	pB := knownValuesPipeline(t, stB, 300)
	thread := threadID(t, 1)
	var want []string
	for i := 0; i < 300; i += 30 {
		var text strings.Builder
		for j := i; j < i+30; j++ {
			text.WriteString(fmt.Sprintf("value%04dx ", j))
		}
		a := mustAnonymize(t, pB, thread, text.String(), pii.RoleUser)
		want = append(want, a.Tokens...)
	}
	_ = stB.Close() // runs the compactions still queued
	if stB.Stats().PagesWritten == 0 {
		t.Fatal("no page written")
	}

	_, jsC := connect(t, s.ClientURL())
	stC := newStore(t, jsC, kvstore.Config{Bucket: "pages"})
	head, ok, err := stC.Open(ctxT(t), thread, false)
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	entries, err := stC.Entries(ctxT(t), thread, head.Gen, 1)
	if err != nil || len(entries) != 300 {
		t.Fatalf("%d entries, %v", len(entries), err)
	}
	for i, e := range entries {
		if e.Text != fmt.Sprintf("value%04dx", i) {
			t.Fatalf("entry %d is %q", i+1, e.Text)
		}
	}
	st := stC.Stats()
	if st.PagesRead != 1 || st.EntriesRead >= compactEveryForTests {
		t.Fatalf("a cold read of 300 entries read %d pages and %d entries", st.PagesRead, st.EntriesRead)
	}
	// The same log, read entry by entry, restores every token.
	pC := newPipeline(t, stC)
	for i, token := range want {
		if got := mustRestore(t, pC, thread, token).Text; got != fmt.Sprintf("value%04dx", i) {
			t.Fatalf("%s restores %q", token, got)
		}
	}

	t.Run("a page that fails to decrypt fails closed", func(t *testing.T) {
		kv, err := jsB.KeyValue(ctxT(t), "pages")
		if err != nil {
			t.Fatal(err)
		}
		pages := keysWithSuffix(t, kv, ".c.0")
		if len(pages) != 1 {
			t.Fatalf("pages %v", pages)
		}
		if _, err := kv.Put(ctxT(t), pages[0], []byte("not a page")); err != nil {
			t.Fatal(err)
		}
		_, jsD := connect(t, s.ClientURL())
		stD := newStore(t, jsD, kvstore.Config{Bucket: "pages"})
		if _, err := blindPipeline(t, stD).Anonymize(ctxT(t), thread, "value0001x", pii.RoleUser); pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("a broken page gives %v", err)
		}
	})
}

// TestAShortThreadColdComesInTwoRoundTrips: on a bucket of one replica
// a thread's head comes first, in a batched direct get with the keyring
// check record that witnesses it; then a thread of fewer than 16 entries
// (what the read of its generation asks for beside the pages) is read
// whole in a second batched direct get; one of 16 to 31, which has no
// page yet, and one with pages read the entries after those in a third.
// The leader then confirms where the log ends with one read of the literal
// key after it, which the next Open waits for: no leader read names a
// wildcard, whose cost on the server grows with the thread. The batched
// gets and the leader reads are counted by subscribers to their API
// subjects.
func TestAShortThreadColdComesInTwoRoundTrips(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	ncB, jsB := connect(t, s.ClientURL())
	stB := newStore(t, jsB, kvstore.Config{Bucket: "short", LocalMessages: true})
	pB := knownValuesPipeline(t, stB, 100)
	short, long, empty, mid := threadID(t, 1), threadID(t, 2), threadID(t, 3), threadID(t, 4)
	mustAnonymize(t, pB, short, "value0001x value0002x value0003x value0004x value0005x", pii.RoleUser)
	mustAnonymize(t, pB, empty, "nothing personal in this one", pii.RoleUser)
	var text strings.Builder
	for j := range 40 {
		text.WriteString(fmt.Sprintf("value%04dx ", j))
	}
	mustAnonymize(t, pB, long, text.String(), pii.RoleUser)
	text.Reset()
	for j := range 20 {
		text.WriteString(fmt.Sprintf("value%04dx ", j))
	}
	mustAnonymize(t, pB, mid, text.String(), pii.RoleUser)
	_ = stB.Close() // runs the compactions still queued

	gets, err := ncB.SubscribeSync("$JS.API.DIRECT.GET.KV_short")
	if err != nil {
		t.Fatal(err)
	}
	_, jsC := connect(t, s.ClientURL())
	stC := newStore(t, jsC, kvstore.Config{Bucket: "short", LocalMessages: true})
	leaderReads, err := ncB.SubscribeSync("$JS.API.STREAM.MSG.GET.KV_short")
	if err != nil {
		t.Fatal(err)
	}
	if err := ncB.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		thread      string
		entries     int
		first       int // the number in the first entry's value
		directGets  int
		description string
	}{
		{short, 5, 1, 2, "5 entries, no page"},
		{mid, 20, 0, 3, "20 entries, no page: 16 after the head, the rest after those"},
		{long, 40, 0, 3, "40 entries, a page of 32"},
		{empty, 0, 0, 2, "a head and no entry"},
	} {
		head, ok, err := stC.Open(ctxT(t), c.thread, false)
		if err != nil || !ok || head.Len > c.entries {
			t.Fatalf("%s: open %+v %v %v", c.description, head, ok, err)
		}
		entries, err := stC.Entries(ctxT(t), c.thread, head.Gen, 1)
		if err != nil || len(entries) != c.entries {
			t.Fatalf("%s: %d entries, %v", c.description, len(entries), err)
		}
		if again, ok, err := stC.Open(ctxT(t), c.thread, false); err != nil || !ok || again != (pipeline.Head{Gen: head.Gen, Len: c.entries}) {
			t.Fatalf("%s: open after the read %+v %v %v", c.description, again, ok, err)
		}
		for i, e := range entries {
			if e.Text != fmt.Sprintf("value%04dx", c.first+i) {
				t.Fatalf("%s: entry %d is %q", c.description, i+1, e.Text)
			}
		}
		if err := ncB.Flush(); err != nil {
			t.Fatal(err)
		}
		n, _, _ := gets.Pending()
		for range n {
			if _, err := gets.NextMsg(time.Second); err != nil {
				t.Fatal(err)
			}
		}
		if n != c.directGets {
			t.Errorf("%s: a cold read made %d batched direct gets, want %d", c.description, n, c.directGets)
		}
		// The leader reads' copies may reach this subscriber after the
		// replies reached the store: wait for the one expected, and let
		// any other (here or in the next case) fail the test.
		name := testKeys(t).ThreadDigest(c.thread)
		want := map[string]bool{
			fmt.Sprintf("$KV.short.%s.%s.e.%d", name, strconv.FormatUint(uint64(head.Gen), 36), c.entries+1): true,
		}
		for len(want) > 0 {
			m, err := leaderReads.NextMsg(10 * time.Second)
			if err != nil {
				t.Fatalf("%s: leader reads still expected: %v (%v)", c.description, want, err)
			}
			var req struct {
				LastFor string `json:"last_by_subj"`
			}
			if err := json.Unmarshal(m.Data, &req); err != nil {
				t.Fatal(err)
			}
			if !want[req.LastFor] {
				t.Fatalf("%s: a cold read asked the leader for the last message under %q; want only the key after its last entry", c.description, req.LastFor)
			}
			delete(want, req.LastFor)
		}
	}
}

// compactEveryForTests is kvstore's compaction period: a cold read reads
// fewer entries than this after the pages.
const compactEveryForTests = 32

// knownValuesPipeline is a pipeline on st whose detector knows
// manyValues(n).
func knownValuesPipeline(t testing.TB, st *kvstore.Store, n int) *pipeline.Pipeline {
	t.Helper()
	return pipelineKnowing(t, st, manyValues(n))
}

func manyValues(n int) []exact.Value {
	out := make([]exact.Value, n)
	for i := range out {
		out[i] = exact.Value{Value: fmt.Sprintf("value%04dx", i), Label: "ID"}
	}
	return out
}

// TestConcurrentCompactionsKeepTheLog: four workers append to one thread
// at once, so that compactions race; the pages a fresh worker reads are
// the log, entry for entry.
func TestConcurrentCompactionsKeepTheLog(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := threadID(t, 1)
	values := manyValues(400)
	det, err := exact.New(exact.Config{Values: values})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := range 4 {
		_, js := connect(t, s.ClientURL())
		st := newStore(t, js, kvstore.Config{Bucket: "race", LocalMessages: true})
		p, err := pipeline.New(pipeline.Config{Detector: det, Store: st})
		if err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			for i := w; i < len(values); i += 4 {
				text := values[i].Value + " and " + values[(i*7)%len(values)].Value
				// Four writers on one thread can outrun an append's bounded
				// retries on a loaded machine: the caller is told
				// unavailable, "retry later", and does, as a client would.
				_, err := p.Anonymize(ctxT(t), thread, text, pii.RoleUser)
				for retry := 0; retry < 10 && pii.CodeOf(err) == pii.CodeUnavailable; retry++ {
					_, err = p.Anonymize(ctxT(t), thread, text, pii.RoleUser)
				}
				if err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	_, js := connect(t, s.ClientURL())
	kv, err := js.KeyValue(ctxT(t), "race")
	if err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the pages to cover most of the log", func() bool {
		return len(keysWithSuffix(t, kv, ".c.0")) == 1
	})
	fresh := newStore(t, js, kvstore.Config{Bucket: "race"})
	head, _, err := fresh.Open(ctxT(t), thread, false)
	if err != nil {
		t.Fatal(err)
	}
	fromPages, err := fresh.Entries(ctxT(t), thread, head.Gen, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(fromPages) != 400 {
		t.Fatalf("%d entries", len(fromPages))
	}
	// The log itself, from entry 2 on (reads from there never use pages).
	fromLog, err := fresh.Entries(ctxT(t), thread, head.Gen, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(fromLog) != 399 {
		t.Fatalf("the log holds %d entries after the first", len(fromLog))
	}
	seen := map[string]bool{}
	for i, e := range fromPages {
		if i > 0 && e != fromLog[i-1] {
			t.Fatalf("entry %d: pages %+v, log %+v", i+1, e, fromLog[i-1])
		}
		if seen[e.Text] {
			t.Fatalf("%s twice in the log", e.Text)
		}
		seen[e.Text] = true
	}
}

// TestAnIdleThreadIsNoLongerWatchedAndCatchesUpOnItsNextUse: a thread
// unused for CheckInterval is no longer heard; what was appended
// meanwhile is read at its next use, from the stream leader's last entry.
func TestAnIdleThreadIsNoLongerWatchedAndCatchesUpOnItsNextUse(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	cfg := kvstore.Config{Bucket: "idle", CheckInterval: 200 * time.Millisecond}
	stA, stB := newStore(t, jsA, cfg), newStore(t, jsB, cfg)
	w := &watchPair{t: t, thread: threadID(t, 1), a: blindPipeline(t, stA), b: newPipeline(t, stB), tokens: map[string]string{}}
	w.cached("Alice Martindale")
	natstest.Eventually(t, "a to stop watching the idle thread", func() bool { return stA.Stats().Watched == 0 })
	heard := stA.Stats().Events
	var added []string
	for _, v := range []string{"Bruno Kellerman", "0612345678", "Villeurbanne", "alice.martindale@example.org"} {
		a := mustAnonymize(t, w.b, w.thread, "note: "+v, pii.RoleUser)
		w.tokens[v] = a.Tokens[0]
		added = append(added, v)
	}
	// The very next use knows every value: no waiting for an event.
	for _, v := range added {
		if got := mustAnonymize(t, w.a, w.thread, "see "+v, pii.RoleUser); got.Text != "see "+w.tokens[v] {
			t.Fatalf("a, back on the thread, gives %q for %s", got.Text, v)
		}
	}
	if got := stA.Stats().Events - heard; got != 0 {
		t.Fatalf("a heard %d changes of a thread it did not watch", got)
	}
	if got := stA.Stats().Watched; got != 1 {
		t.Fatalf("a watches %d threads after using it again, want 1", got)
	}
}

func TestCorrectionsSurviveTheSnapshotPages(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsB := connect(t, s.ClientURL())
	stB := newStore(t, jsB, kvstore.Config{Bucket: "corrpages", LocalMessages: true})
	pB := knownValuesPipeline(t, stB, 100)
	thread := threadID(t, 1)
	var text strings.Builder
	for j := range 50 {
		text.WriteString(fmt.Sprintf("value%04dx ", j))
	}
	mustAnonymize(t, pB, thread, text.String(), pii.RoleUser)
	masked, err := pB.Correct(ctxT(t), thread, []pipeline.Correction{
		{Action: pipeline.Mask, Text: "Villeurbanne", Label: "CITY"},
		{Action: pipeline.Clear, Text: "value0003x"},
	})
	if err != nil {
		t.Fatal(err)
	}
	text.Reset()
	for j := 50; j < 100; j++ {
		text.WriteString(fmt.Sprintf("value%04dx ", j))
	}
	mustAnonymize(t, pB, thread, text.String(), pii.RoleUser)
	_ = stB.Close() // runs the compactions still queued
	if stB.Stats().PagesWritten == 0 {
		t.Fatal("no page written")
	}

	// A worker that never saw the thread reads it from the pages.
	_, jsC := connect(t, s.ClientURL())
	stC := newStore(t, jsC, kvstore.Config{Bucket: "corrpages"})
	pC := blindPipeline(t, stC)
	got := mustAnonymize(t, pC, thread, "in Villeurbanne: value0003x and value0004x", pii.RoleUser)
	if want := "in " + masked[0].Tokens[0] + ": value0003x and <<ID:5>>"; got.Text != want {
		t.Fatalf("cold read through the pages gives %q, want %q", got.Text, want)
	}
	if st := stC.Stats(); st.PagesRead == 0 {
		t.Fatalf("the cold read used no page: %+v", st)
	}
}

func TestTheByteBudgetEvictsAThreadAndItReloadsWithWhatItMissed(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	stA, stB := newStore(t, jsA, watchCfg), newStore(t, jsB, watchCfg)
	// a's cache holds about two threads: the store's record of each
	// (ThreadOverhead, 530 bytes) and a small view (about 740 bytes for a
	// thread of one value).
	const budget = 2 * 1200
	a, err := pipeline.New(pipeline.Config{
		Detector:   pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) { return nil, nil }),
		Store:      stA,
		CacheBytes: budget,
	})
	if err != nil {
		t.Fatal(err)
	}
	w := &watchPair{t: t, thread: threadID(t, 1), a: a, b: newPipeline(t, stB), tokens: map[string]string{}}
	w.cached("Alice Martindale")
	for i := range 5 {
		th := threadID(t, 100+i)
		mustAnonymize(t, w.b, th, "Bruno Kellerman", pii.RoleUser)
		mustAnonymize(t, a, th, "Bruno Kellerman", pii.RoleUser)
	}
	if st := a.CacheStats(); st.Evictions < 4 || st.Bytes > budget {
		t.Fatalf("cache stats %+v, want evictions within the budget", st)
	}
	if got := stA.Stats().Watched; got > 3 {
		t.Fatalf("a watches %d threads with about two cached: evicted threads are still watched", got)
	}
	// While a does not hold the thread, b appends to it; a's next use
	// reloads it whole, with b's tokens.
	heard := stA.Stats().Events
	added := mustAnonymize(t, w.b, w.thread, "note: Chiara Lombardini", pii.RoleUser)
	got := mustAnonymize(t, a, w.thread, "Alice Martindale and Chiara Lombardini", pii.RoleUser)
	if want := w.tokens["Alice Martindale"] + " and " + added.Tokens[0]; got.Text != want {
		t.Fatalf("the reloaded thread gives %q, want %q", got.Text, want)
	}
	if got := stA.Stats().Events - heard; got != 0 {
		t.Fatalf("a heard %d changes of a thread it had evicted", got)
	}
}
