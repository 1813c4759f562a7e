package kvstore_test

import (
	"errors"
	"strconv"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestTheLogIsReadAfterTheHeadThatNamesIt: on a bucket of one replica a
// thread's head is read on its own, and its generation's pages and first
// entries when the log is first read: entries another worker appends
// between the two reads are in the log read, and an append at the number
// the reader knew is refused, not written twice.
func TestTheLogIsReadAfterTheHeadThatNamesIt(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, jsW := connect(t, s.ClientURL())
	_, jsR := connect(t, s.ClientURL())
	writer := newStore(t, jsW, kvstore.Config{Bucket: "headfirst", LocalMessages: true})
	reader := newStore(t, jsR, kvstore.Config{Bucket: "headfirst", LocalMessages: true})
	thread := threadID(t, 1)
	entry := func(n int) pipeline.Entry {
		return pipeline.Entry{Label: "CUSTOMER_ID", Text: "CUST-" + strconv.Itoa(n), Role: pii.RoleUser}
	}
	h, _, err := writer.Open(ctxT(t), thread, true)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := writer.AppendBatch(ctxT(t), thread, h.Gen, 1, []pipeline.Entry{entry(1), entry(2), entry(3)}); err != nil || n != 3 {
		t.Fatalf("append 1 to 3: %d %v", n, err)
	}
	rh, ok, err := reader.Open(ctxT(t), thread, false)
	if err != nil || !ok || rh.Gen != h.Gen {
		t.Fatalf("the reader opens %+v %v %v, want generation %v", rh, ok, err, h.Gen)
	}
	if n, err := writer.AppendBatch(ctxT(t), thread, h.Gen, 4, []pipeline.Entry{entry(4), entry(5)}); err != nil || n != 2 {
		t.Fatalf("append 4 and 5: %d %v", n, err)
	}
	got, err := reader.Entries(ctxT(t), thread, rh.Gen, 1)
	if err != nil || len(got) != 5 {
		t.Fatalf("the reader reads %d entries (%v), want the 5 the log held when it read it", len(got), err)
	}
	for i, e := range got {
		if e != entry(i+1) {
			t.Fatalf("entry %d is %+v, want %+v", i+1, e, entry(i+1))
		}
	}
	if err := reader.Append(ctxT(t), thread, rh.Gen, 5, entry(50)); !errors.Is(err, pipeline.ErrSeqTaken) {
		t.Fatalf("an append at a number the log holds gives %v, want ErrSeqTaken", err)
	}
}

// TestTwoWorkersOpeningOneNewThreadAtOnceAgree: two workers, each with its
// own connection and store, send the first request of one new thread at
// the same instant (each writes a head beside its read of the thread,
// which on a bucket of one replica asks for the head and the keyring
// check record alone), 60 times on 60 threads, their texts sharing two
// values of three. One head is written;
// the other worker reads the winner's head, then its log, and adopts its
// values or appends after them. Every time: both requests succeed, a
// value has one token in both answers, the tokens are 1 to 4 once each,
// and a third worker restores both answers.
func TestTwoWorkersOpeningOneNewThreadAtOnceAgree(t *testing.T) {
	t.Parallel()
	const threads = 60
	s := startServer(t, t.TempDir())
	_, pipes, reader := racingPipelines(t, s.ClientURL(), "openrace")
	for i := range threads {
		thread, values := "open-race-"+strconv.Itoa(i), racingValues(i)
		var texts [2]string
		var outs [2]pipeline.Anonymized
		var errs [2]error
		var start, done sync.WaitGroup
		start.Add(1)
		for w := range pipes {
			texts[w] = "orders " + values[w][0] + ", " + values[w][1] + " and " + values[w][2]
			done.Go(func() {
				start.Wait()
				outs[w], errs[w] = pipes[w].Anonymize(ctxT(t), thread, texts[w], pii.RoleUser)
			})
		}
		start.Done()
		done.Wait()
		checkTwoWorkersAgree(t, reader, thread, i, values, texts, outs, errs)
	}
}
