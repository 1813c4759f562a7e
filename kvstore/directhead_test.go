package kvstore_test

import (
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/kvstore"
)

// countRequests counts the requests sent to subject on the server at url.
func countRequests(t *testing.T, url, subject string) *atomic.Int64 {
	t.Helper()
	nc, _ := connect(t, url)
	var n atomic.Int64
	if _, err := nc.Subscribe(subject, func(*nats.Msg) { n.Add(1) }); err != nil {
		t.Fatal(err)
	}
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}
	return &n
}

// TestAThreadsHeadIsReadWithADirectGetOnOneReplica: on a bucket of one
// replica, the first request of a thread reads its head with a direct
// get, not a JetStream API request to the leader: a new thread and one
// another worker created both open without a STREAM.MSG.GET, and the
// second finds the first's generation.
func TestAThreadsHeadIsReadWithADirectGetOnOneReplica(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	for _, storage := range []jetstream.StorageType{jetstream.FileStorage, jetstream.MemoryStorage} {
		t.Run(storage.String(), func(t *testing.T) {
			bucket := "direct" + storage.String()
			_, js1 := connect(t, s.ClientURL())
			_, js2 := connect(t, s.ClientURL())
			st1 := newStore(t, js1, kvstore.Config{Bucket: bucket, Storage: storage, LocalMessages: true})
			st2 := newStore(t, js2, kvstore.Config{Bucket: bucket, Storage: storage, LocalMessages: true})
			gets := countRequests(t, s.ClientURL(), "$JS.API.STREAM.MSG.GET.KV_"+bucket)
			thread := threadID(t, 1)
			h1, ok, err := st1.Open(ctxT(t), thread, true)
			if err != nil || !ok {
				t.Fatalf("open a new thread: %v %v", ok, err)
			}
			h2, ok, err := st2.Open(ctxT(t), thread, true)
			if err != nil || !ok {
				t.Fatalf("open it on another store: %v %v", ok, err)
			}
			if h2.Gen != h1.Gen {
				t.Errorf("the other store opened generation %v, want %v", h2.Gen, h1.Gen)
			}
			if n := gets.Load(); n != 0 {
				t.Errorf("%d STREAM.MSG.GET requests, want none", n)
			}
		})
	}
}

// TestAHeadAMirrorAnswersIsReadFromTheLeader: a mirror of the bucket that
// serves direct gets may answer a head read from behind; its answers are
// not taken for the leader's, so a store still opens the generation the
// bucket holds, never creates another one over it.
func TestAHeadAMirrorAnswersIsReadFromTheLeader(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	const bucket = "mirrored"
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{Bucket: bucket, LocalMessages: true})
	behindMirror(t, js, bucket)
	gets := countRequests(t, s.ClientURL(), "$JS.API.STREAM.MSG.GET.KV_"+bucket)
	for i := range 20 {
		thread := threadID(t, i)
		h, _, err := st.Open(ctxT(t), thread, true)
		if err != nil {
			t.Fatal(err)
		}
		_, js2 := connect(t, s.ClientURL())
		other := newStore(t, js2, kvstore.Config{Bucket: bucket, LocalMessages: true})
		h2, ok, err := other.Open(ctxT(t), thread, true)
		if err != nil || !ok {
			t.Fatalf("open on another store: %v %v", ok, err)
		}
		if h2.Gen != h.Gen {
			t.Fatalf("thread %d: the other store opened generation %v, want %v", i, h2.Gen, h.Gen)
		}
	}
	if gets.Load() == 0 {
		t.Error("no head was read from the leader: the mirror answered none of the reads?")
	}
}

// TestAHeadIsReadWithoutTheJetStreamAPIOnOneReplica: on a bucket of one
// replica, a read of a thread's head that creates nothing (a request's
// first walk, a restore) sends no STREAM.MSG.GET, whether the thread
// exists or not: a thread another store created opens at its generation,
// and one never created reads as absent.
func TestAHeadIsReadWithoutTheJetStreamAPIOnOneReplica(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	for _, storage := range []jetstream.StorageType{jetstream.FileStorage, jetstream.MemoryStorage} {
		t.Run(storage.String(), func(t *testing.T) {
			bucket := "witnessed" + storage.String()
			_, js1 := connect(t, s.ClientURL())
			_, js2 := connect(t, s.ClientURL())
			st1 := newStore(t, js1, kvstore.Config{Bucket: bucket, Storage: storage, LocalMessages: true})
			st2 := newStore(t, js2, kvstore.Config{Bucket: bucket, Storage: storage, LocalMessages: true})
			gets := countRequests(t, s.ClientURL(), "$JS.API.STREAM.MSG.GET.KV_"+bucket)
			h1, ok, err := st1.Open(ctxT(t), threadID(t, 1), true)
			if err != nil || !ok {
				t.Fatalf("open a new thread: %v %v", ok, err)
			}
			h2, ok, err := st2.Open(ctxT(t), threadID(t, 1), false)
			if err != nil || !ok || h2.Gen != h1.Gen {
				t.Fatalf("the other store read %v %v %v, want generation %v", h2, ok, err, h1.Gen)
			}
			if _, ok, err := st2.Open(ctxT(t), threadID(t, 2), false); err != nil || ok {
				t.Fatalf("a thread never created reads as %v, %v; want absent", ok, err)
			}
			if n := gets.Load(); n != 0 {
				t.Errorf("%d STREAM.MSG.GET requests, want none", n)
			}
		})
	}
}

// TestAHeadsAbsenceAMirrorGivesIsNotTaken: a mirror of the bucket that
// serves direct gets, and holds none of its keys, answers head reads
// that create nothing as if no thread existed; such an answer does not
// carry the bucket's own keyring record, so the leader is asked, and
// every thread another store created is found.
func TestAHeadsAbsenceAMirrorGivesIsNotTaken(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	const bucket = "mirroredread"
	_, js := connect(t, s.ClientURL())
	st := newStore(t, js, kvstore.Config{Bucket: bucket, LocalMessages: true})
	behindMirror(t, js, bucket)
	gets := countRequests(t, s.ClientURL(), "$JS.API.STREAM.MSG.GET.KV_"+bucket)
	_, js2 := connect(t, s.ClientURL())
	other := newStore(t, js2, kvstore.Config{Bucket: bucket, LocalMessages: true})
	for i := range 20 {
		thread := threadID(t, i)
		h, _, err := st.Open(ctxT(t), thread, true)
		if err != nil {
			t.Fatal(err)
		}
		h2, ok, err := other.Open(ctxT(t), thread, false)
		if err != nil || !ok || h2.Gen != h.Gen {
			t.Fatalf("thread %d: the other store read %v %v %v, want generation %v", i, h2, ok, err, h.Gen)
		}
	}
	if gets.Load() == 0 {
		t.Error("no head was read from the leader: the mirror answered none of the reads?")
	}
}

// behindMirror adds to bucket an empty mirror that answers direct gets on
// the bucket's subjects: its source filters a subject no key has, so it
// stays behind, as a mirror far behind its source would.
func behindMirror(t *testing.T, js jetstream.JetStream, bucket string) {
	t.Helper()
	_, err := js.CreateStream(ctxT(t), jetstream.StreamConfig{
		Name: "KV_" + bucket + "_mirror", Storage: jetstream.MemoryStorage,
		Mirror:       &jetstream.StreamSource{Name: "KV_" + bucket, FilterSubject: "$KV." + bucket + ".nothing"},
		MirrorDirect: true, AllowDirect: true,
	})
	if err != nil {
		t.Fatal(err)
	}
}
