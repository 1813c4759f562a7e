package kvstore_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

func TestPipelineEndToEnd(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	p := newPipeline(t, newStore(t, js, kvstore.Config{}))
	thread := threadID(t, 1)

	msg := chatMessage("Alice Martindale", "alice.martindale@example.org", "0612345678")
	a := mustAnonymize(t, p, thread, msg, pii.RoleUser)
	want := []string{"<<PERSON:1>>", "<<EMAIL:1>>", "<<PHONE:1>>"}
	if strings.Join(a.Tokens, ",") != strings.Join(want, ",") {
		t.Fatalf("tokens = %v, want %v", a.Tokens, want)
	}
	for _, v := range []string{"Alice Martindale", "alice.martindale@example.org", "0612345678"} {
		if strings.Contains(a.Text, v) {
			t.Fatalf("anonymized text still holds a value")
		}
	}
	// A second message: a known value keeps its token, a new one gets the next number.
	b := mustAnonymize(t, p, thread, "Bruno Kellerman met ALICE MARTINDALE in Villeurbanne.", pii.RoleUser)
	if b.Text != "<<PERSON:2>> met <<PERSON:1>> in <<CITY:1>>." {
		t.Fatalf("second message = %q", b.Text)
	}
	// An assistant-introduced value stays in clear.
	c := mustAnonymize(t, p, thread, "Castelnaudary is lovely.", pii.RoleAssistant)
	if c.Text != "Castelnaudary is lovely." {
		t.Fatalf("assistant value = %q", c.Text)
	}
	if r := mustRestore(t, p, thread, a.Text); r.Text != msg || len(r.Invented) != 0 {
		t.Fatalf("restore mismatch (invented %v)", r.Invented)
	}

	// Another worker, with its own connection and cold caches, sees the same thread.
	_, js2 := connect(t, s.ClientURL())
	p2 := newPipeline(t, newStore(t, js2, kvstore.Config{}))
	if r := mustRestore(t, p2, thread, b.Text); r.Text != "Bruno Kellerman met Alice Martindale in Villeurbanne." {
		t.Fatalf("restore on a second worker = %q", r.Text)
	}
	d := mustAnonymize(t, p2, thread, "Write to bruno.kellerman@example.net and Castelnaudary.", pii.RoleUser)
	if d.Text != "Write to <<EMAIL:2>> and Castelnaudary." {
		t.Fatalf("second worker's anonymization = %q", d.Text)
	}
	if r := mustRestore(t, p, thread, "<<EMAIL:2>> <<PERSON:9>>"); r.Text != "bruno.kellerman@example.net <<PERSON:9>>" || len(r.Invented) != 1 {
		t.Fatalf("first worker restores %q, invented %v", r.Text, r.Invented)
	}
	// A thread nobody used: every token is invented, and nothing is created.
	r := mustRestore(t, p2, threadID(t, 2), "<<PERSON:1>>")
	if len(r.Invented) != 1 {
		t.Fatalf("unknown thread restored a token")
	}
}

func TestRestartKeepsEveryToken(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := startServer(t, dir)
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{})
	p := newPipeline(t, st)
	issued := map[string]map[string]string{} // thread → anonymized → original
	for i := 0; i < 4; i++ {
		thread := threadID(t, i)
		issued[thread] = map[string]string{}
		for j := 0; j < 5; j++ {
			v := testValues[(i+j)%len(testValues)].Value
			w := testValues[(i+2*j+1)%len(testValues)].Value
			text := "from " + v + " to " + w + "."
			issued[thread][mustAnonymize(t, p, thread, text, pii.RoleUser).Text] = text
		}
	}
	_ = st.Close()
	stopServer(s)

	s2 := startServer(t, dir)
	_, js2 := connect(t, s2.ClientURL())
	p2 := newPipeline(t, newStore(t, js2, kvstore.Config{}))
	for thread, m := range issued {
		for anon, orig := range m {
			if r := mustRestore(t, p2, thread, anon); r.Text != orig || len(r.Invented) > 0 {
				t.Fatalf("after restart, restore = %q (invented %v)", r.Text, r.Invented)
			}
		}
	}
}

func TestNothingClearAtRest(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := startServer(t, dir)
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{})
	p := newPipeline(t, st)
	streams := st.Streams()
	var threads []string
	for i := 0; i < 3; i++ {
		thread := threadID(t, i) + "-Zyxwvutsrq"
		threads = append(threads, thread)
		for j, v := range testValues {
			text := "Contact " + v.Value + " today."
			role := pii.RoleUser
			if j%5 == 4 {
				role = pii.RoleAssistant
			}
			a := mustAnonymize(t, p, thread, text, role)
			mustRestore(t, p, thread, a.Text)
		}
		msg := chatMessage(testValues[i].Value, testValues[6+i].Value, testValues[10+i].Value)
		a := mustAnonymize(t, p, thread, msg, pii.RoleUser)
		// A stream state holding restored clear text.
		err := streams.Save(ctxT(t), thread, "stream-"+thread, processorState(msg, a.Text), 0)
		if err != nil {
			t.Fatal(err)
		}
	}
	_ = st.Close()
	stopServer(s) // flush everything to disk

	var needles [][]byte
	add := func(v string) {
		for _, form := range []string{v, strings.ToLower(v)} {
			needles = append(needles, []byte(form), utf16Bytes(form, false), utf16Bytes(form, true))
		}
	}
	for _, v := range testValues {
		add(v.Value)
	}
	for _, th := range threads {
		add(th)
		add("stream-" + th)
	}
	files := 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		for _, n := range needles {
			if bytes.Contains(data, n) {
				t.Errorf("%s holds a clear value or id (%d bytes needle)", filepath.Base(path), len(n))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("no file in the store directory")
	}
}

func utf16Bytes(s string, bigEndian bool) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

func TestForget(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	stA, stB := newStore(t, jsA, kvstore.Config{}), newStore(t, jsB, kvstore.Config{})
	pA, pB := newPipeline(t, stA), newPipeline(t, stB)
	thread, other := threadID(t, 1), threadID(t, 2)

	a1 := mustAnonymize(t, pA, thread, "Alice Martindale and Bruno Kellerman", pii.RoleUser)
	mustAnonymize(t, pA, thread, "Villeurbanne and 0612345678", pii.RoleUser)
	mustAnonymize(t, pA, thread, "Castelnaudary is nice", pii.RoleAssistant)
	keep := mustAnonymize(t, pA, other, "Alice Martindale", pii.RoleUser)
	if err := stA.Streams().Save(ctxT(t), thread, "s1", processorState("x", "y"), 0); err != nil {
		t.Fatal(err)
	}
	// Worker B caches the thread.
	if r := mustRestore(t, pB, thread, a1.Text); r.Text != "Alice Martindale and Bruno Kellerman" {
		t.Fatalf("worker B restores %q", r.Text)
	}
	// Message records are written in the background: wait for the three.
	kv, err := jsA.KeyValue(ctxT(t), kvstore.DefaultBucket)
	if err != nil {
		t.Fatal(err)
	}
	natstest.Eventually(t, "the message records", func() bool {
		return countKind(t, kv, ".g.") == 4 // three in this thread, one in the other
	})

	f, err := pA.Forget(ctxT(t), thread)
	if err != nil {
		t.Fatal(err)
	}
	if f.Entities != 5 || f.Messages != 3 {
		t.Fatalf("forgotten = %+v, want 5 entities and 3 messages", f)
	}
	// Worker B's watcher drops its cached generation within milliseconds.
	natstest.Eventually(t, "worker B to see the forget", func() bool {
		_, ok, err := stB.Open(ctxT(t), thread, false)
		return err == nil && !ok
	})
	r := mustRestore(t, pB, thread, a1.Text)
	if len(r.Invented) != 2 {
		t.Fatalf("after forget, worker B restored %q", r.Text)
	}
	if st, rev, err := stA.Streams().Load(ctxT(t), thread, "s1"); err != nil || rev != 0 || st.LastText != "" {
		t.Fatalf("stream state survived forget: rev %d, err %v", rev, err)
	}
	// The other thread is untouched.
	if r := mustRestore(t, pB, other, keep.Text); r.Text != "Alice Martindale" {
		t.Fatalf("other thread restored %q", r.Text)
	}
	// A value coming back gets a fresh numbering.
	if a := mustAnonymize(t, pB, thread, "Bruno Kellerman", pii.RoleUser); a.Text != "<<PERSON:1>>" {
		t.Fatalf("after forget, new token = %q", a.Text)
	}
	// Forgetting an unknown thread reports nothing.
	if f, err := pA.Forget(ctxT(t), threadID(t, 3)); err != nil || f != (pipeline.Forgotten{}) {
		t.Fatalf("forget unknown = %+v, %v", f, err)
	}
	if got := stB.Stats().Invalidations; got == 0 {
		t.Fatal("worker B counted no invalidation")
	}
}

// TestForgetCountsLocalMessages: with LocalMessages the bucket holds no
// message record; the messages the forgetting worker rendered are the
// ones erased, and counted.
func TestForgetCountsLocalMessages(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	p := newPipeline(t, newStore(t, js, kvstore.Config{LocalMessages: true}))
	thread := threadID(t, 1)
	mustAnonymize(t, p, thread, "Alice Martindale and Bruno Kellerman", pii.RoleUser)
	mustAnonymize(t, p, thread, "Villeurbanne and 0612345678", pii.RoleUser)
	mustAnonymize(t, p, thread, "Villeurbanne and 0612345678", pii.RoleAssistant) // the same message
	f, err := p.Forget(ctxT(t), thread)
	if err != nil {
		t.Fatal(err)
	}
	if f.Entities != 4 || f.Messages != 2 {
		t.Fatalf("forgotten = %+v, want 4 entities and 2 messages", f)
	}
}

func TestClosedStoreIsUnavailable(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{})
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	_, _, err := st.Open(ctxT(t), "x", true)
	if pii.CodeOf(err) != pii.CodeUnavailable || !errors.Is(err, kvstore.ErrClosed) {
		t.Fatalf("open after close: %v", err)
	}
}

// countKind counts the bucket's keys holding part.
func countKind(t testing.TB, kv jetstream.KeyValue, part string) int {
	n := 0
	for _, k := range keysWithSuffix(t, kv, "") {
		if strings.Contains(k, part) {
			n++
		}
	}
	return n
}

// TestLocalMessageRecordsNeverReviveAReleasedThread: with LocalMessages,
// recalling or remembering a message record answers from memory, even
// for a thread the store released meanwhile (the pipeline evicted it): it
// does not read the thread back from the bucket for a record that is not
// there.
func TestLocalMessageRecordsNeverReviveAReleasedThread(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{LocalMessages: true})
	p := newPipeline(t, st)
	thread := threadID(t, 1)
	mustAnonymize(t, p, thread, "Alice Martindale", pii.RoleUser)
	head, ok := st.HeldHead(thread)
	if !ok {
		t.Fatal("the thread just used is not held")
	}
	st.Release(thread)
	if dets, found, err := st.RecallMessage(ctxT(t), thread, head.Gen, pipeline.Digest{}); err != nil || found || dets != nil {
		t.Fatalf("recall = %v, %v, %v; want nothing", dets, found, err)
	}
	if err := st.RememberMessage(ctxT(t), thread, head.Gen, pipeline.Digest{}, nil); err != nil {
		t.Fatalf("remember: %v", err)
	}
	if st.Cached(thread) {
		t.Fatal("a message record read the released thread back from the bucket")
	}
}
