package kvstore_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// partThread writes a thread of 300 values, compacted, then 5 more
// that no page holds (301 to 305: no multiple of the compaction period),
// and returns its id.
func partThread(t *testing.T, url string) string {
	t.Helper()
	_, jsB := connect(t, url)
	stB := newStore(t, jsB, kvstore.Config{Bucket: "parts", LocalMessages: true})
	pB := knownValuesPipeline(t, stB, 305)
	thread := threadID(t, 1)
	write := func(from, to int) {
		var text strings.Builder
		for j := from; j < to; j++ {
			text.WriteString(fmt.Sprintf("value%04dx ", j))
		}
		mustAnonymize(t, pB, thread, text.String(), pii.RoleUser)
	}
	for i := 0; i < 300; i += 30 {
		write(i, i+30)
	}
	_ = stB.Close() // runs the compactions still queued
	if stB.Stats().PagesWritten == 0 {
		t.Fatal("no page written")
	}
	_, jsE := connect(t, url)
	stE := newStore(t, jsE, kvstore.Config{Bucket: "parts", LocalMessages: true})
	pE := knownValuesPipeline(t, stE, 305)
	var text strings.Builder
	for j := 300; j < 305; j++ {
		text.WriteString(fmt.Sprintf("value%04dx ", j))
	}
	mustAnonymize(t, pE, thread, text.String(), pii.RoleUser)
	_ = stE.Close()
	return thread
}

// openCold opens thread in a new store on the "parts" bucket, which holds
// nothing of it yet.
func openCold(t *testing.T, url, thread string) (*kvstore.Store, pipeline.Head) {
	t.Helper()
	_, js := connect(t, url)
	st := newStore(t, js, kvstore.Config{Bucket: "parts"})
	head, ok, err := st.Open(ctxT(t), thread, false)
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	return st, head
}

func checkValues(t *testing.T, entries []pipeline.Entry, from int) {
	t.Helper()
	for i, e := range entries {
		if want := fmt.Sprintf("value%04dx", from-1+i); e.Text != want {
			t.Fatalf("entry %d is %q, want %q", from+i, e.Text, want)
		}
	}
}

// A cold read comes in two parts: the pages at once, while the entries
// after them are read, then those entries, up to the log's end; together
// they are the log, as Entries gives it.
func TestAColdReadGivesThePagesFirstThenTheRest(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := partThread(t, s.ClientURL())

	stC, head := openCold(t, s.ClientURL(), thread)
	first, more, err := stC.EntriesPart(ctxT(t), thread, head.Gen, 1)
	if err != nil || !more || len(first) < compactEveryForTests || len(first) > 300 {
		t.Fatalf("first part: %d entries, more %v, %v", len(first), more, err)
	}
	checkValues(t, first, 1)
	rest, more, err := stC.EntriesPart(ctxT(t), thread, head.Gen, len(first)+1)
	if err != nil || more || len(first)+len(rest) != 305 {
		t.Fatalf("second part: %d entries after %d, more %v, %v", len(rest), len(first), more, err)
	}
	checkValues(t, rest, len(first)+1)
	if st := stC.Stats(); st.PagesRead == 0 {
		t.Fatal("the cold read used no page")
	}

	// Entries joins the parts.
	stD, head := openCold(t, s.ClientURL(), thread)
	all, err := stD.Entries(ctxT(t), thread, head.Gen, 1)
	if err != nil || len(all) != 305 {
		t.Fatalf("Entries: %d entries, %v", len(all), err)
	}
	checkValues(t, all, 1)
}

// A call that does not continue the first part (another entry number)
// gets what it asks for, read again, and the read under way is dropped.
func TestAReadThatDoesNotContinueThePartGetsWhatItAsks(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := partThread(t, s.ClientURL())
	stC, head := openCold(t, s.ClientURL(), thread)
	if _, more, err := stC.EntriesPart(ctxT(t), thread, head.Gen, 1); err != nil || !more {
		t.Fatalf("first part: more %v, %v", more, err)
	}
	got, more, err := stC.EntriesPart(ctxT(t), thread, head.Gen, 7)
	if err != nil || more || len(got) != 305-6 {
		t.Fatalf("from 7: %d entries, more %v, %v", len(got), more, err)
	}
	checkValues(t, got, 7)
}

// A pipeline loading the thread cold finds, in its first text, a known
// value that only the second part holds (its detector knows none).
func TestAColdPipelineKnowsTheValuesOfTheSecondPart(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := partThread(t, s.ClientURL())
	_, jsC := connect(t, s.ClientURL())
	stC := newStore(t, jsC, kvstore.Config{Bucket: "parts"})
	a := mustAnonymize(t, blindPipeline(t, stC), thread, "mail value0304x and value0000x", pii.RoleUser)
	if strings.Contains(a.Text, "value0304x") || strings.Contains(a.Text, "value0000x") {
		t.Fatalf("a known value in clear: %q", a.Text)
	}
}

// Concurrent first calls on a cold thread, in one worker, each load the
// whole log (one of them gets the read of the entries after the pages
// that the other started, or waits for its own) and find known values of
// both parts.
func TestConcurrentColdCallsEachKnowTheWholeLog(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := partThread(t, s.ClientURL())
	for round := range 3 {
		_, jsC := connect(t, s.ClientURL())
		stC := newStore(t, jsC, kvstore.Config{Bucket: "parts"})
		p := blindPipeline(t, stC)
		var wg sync.WaitGroup
		for i := range 4 {
			wg.Go(func() {
				text := fmt.Sprintf("mail value0303x, value0001x (round %d, call %d)", round, i)
				a, err := p.Anonymize(ctxT(t), thread, text, pii.RoleUser)
				if err != nil {
					t.Error(err)
					return
				}
				if strings.Contains(a.Text, "value0303x") || strings.Contains(a.Text, "value0001x") {
					t.Errorf("a known value in clear: %q", a.Text)
				}
			})
		}
		wg.Wait()
	}
}

// The read of the entries after the pages belongs to the store, not to
// the request that started it: that request giving up (its context
// cancelled between the parts) does not fail the next call, which gets
// the rest of the log.
func TestARequestGivingUpBetweenThePartsDoesNotFailTheNext(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := partThread(t, s.ClientURL())
	stC, head := openCold(t, s.ClientURL(), thread)
	ctx, cancel := context.WithCancel(ctxT(t))
	first, more, err := stC.EntriesPart(ctx, thread, head.Gen, 1)
	if err != nil || !more {
		t.Fatalf("first part: more %v, %v", more, err)
	}
	cancel()
	rest, more, err := stC.EntriesPart(ctxT(t), thread, head.Gen, len(first)+1)
	if err != nil || more || len(first)+len(rest) != 305 {
		t.Fatalf("second part after the first request gave up: %d entries after %d, more %v, %v", len(rest), len(first), more, err)
	}
	checkValues(t, rest, len(first)+1)
}

// A read of the entries after the pages, parked for a continuation that
// never comes, ends with Close: no goroutine is left (the process's
// goroutines compared, so not in parallel).
func TestCloseEndsAParkedReadOfTheRest(t *testing.T) {
	s := startServer(t, t.TempDir())
	thread := partThread(t, s.ClientURL())
	_, jsC := connect(t, s.ClientURL())
	warm, err := kvstore.New(ctxT(t), jsC, kvstore.Config{Bucket: "parts", Keys: testKeys(t)})
	if err != nil {
		t.Fatal(err)
	}
	_ = warm.Close() // the connection's request plumbing stays
	before := goleak.IgnoreCurrent()

	stC, err := kvstore.New(ctxT(t), jsC, kvstore.Config{Bucket: "parts", Keys: testKeys(t)})
	if err != nil {
		t.Fatal(err)
	}
	head, ok, err := stC.Open(ctxT(t), thread, false)
	if err != nil || !ok {
		t.Fatal(ok, err)
	}
	if _, more, err := stC.EntriesPart(ctxT(t), thread, head.Gen, 1); err != nil || !more {
		t.Fatalf("first part: more %v, %v", more, err)
	}
	if err := stC.Close(); err != nil {
		t.Fatal(err)
	}
	goleak.VerifyNone(t, before)
}
