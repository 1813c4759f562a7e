package kvstore_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// walked runs text through p as the worker's processor runs a request
// longer than max_new_values in bytes: a first walk that creates nothing,
// the admission, then the second walk, which writes; between the walks it
// waits at ready (nil: no wait).
func walked(ctx context.Context, p *pipeline.Pipeline, thread, text string, ready *sync.WaitGroup) (pipeline.Anonymized, error) {
	user := pipeline.Author{Role: pii.RoleUser}
	ctx = p.Begin(ctx, len(text))
	if _, err := p.AnonymizeAs(ctx, thread, text, user); err != nil {
		return pipeline.Anonymized{}, err
	}
	if ready != nil {
		ready.Done()
		ready.Wait()
	}
	if _, err := p.Complete(ctx, thread); err != nil {
		return pipeline.Anonymized{}, err
	}
	return p.AnonymizeAs(ctx, thread, text, user)
}

// TestTwoWorkersCreatingOneThreadAtOnceAgree: two workers, each with its
// own connection and store, both find a new thread absent (the first walk
// of a long request), then both write its head with their values in one
// flight at the same instant, 60 times on 60 threads, their texts sharing
// two values of three. One head is refused each time; its worker adopts
// the other's generation and values. Every time: both requests succeed,
// a value has one token in both answers, the log holds each of the four
// values once, numbered densely, a third worker restores both answers,
// and nothing the losing flight stored under its generation is left.
func TestTwoWorkersCreatingOneThreadAtOnceAgree(t *testing.T) {
	t.Parallel()
	const threads = 60
	s := startServer(t, t.TempDir())
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 20)
	stores, pipes, reader := racingPipelines(t, s.ClientURL(), "race")
	_, js := connect(t, s.ClientURL())
	for i := range threads {
		thread, values := "race-"+strconv.Itoa(i), racingValues(i)
		var texts [2]string
		var outs [2]pipeline.Anonymized
		var errs [2]error
		var ready, done sync.WaitGroup
		ready.Add(2)
		for w := range pipes {
			texts[w] = "orders " + values[w][0] + ", " + values[w][1] + " and " + values[w][2] + "; " + filler
			done.Go(func() { outs[w], errs[w] = walked(ctxT(t), pipes[w], thread, texts[w], &ready) })
		}
		done.Wait()
		checkTwoWorkersAgree(t, reader, thread, i, values, texts, outs, errs)
	}
	var chains, retries uint64
	for _, st := range stores {
		chains += st.Stats().Chains
		retries += st.Stats().Retries
	}
	// Most times both flights are sent before either is answered: one
	// head is refused. Otherwise the later worker heard the other's head
	// before its flight, and read the thread instead.
	t.Logf("%d threads: %d chains, %d heads refused", threads, chains, retries)
	if retries == 0 {
		t.Errorf("no head refused in %d threads: the two flights never raced", threads)
	}
	// The log: each thread's four values, once each (entries are keyed
	// <t>.<g>.e.<n>: 4 per thread, none under a losing generation once
	// the losers' erasures ran).
	natstest.Eventually(t, "the losing flights' entries to be erased", func() bool {
		return countEntries(t, js, "race") == 4*threads
	})
}

// countEntries counts the entry keys of bucket that hold a value.
func countEntries(t *testing.T, js jetstream.JetStream, bucket string) int {
	t.Helper()
	kv, err := js.KeyValue(ctxT(t), bucket)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := kv.ListKeys(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = keys.Stop() }()
	n := 0
	for k := range keys.Keys() {
		if parts := strings.Split(k, "."); len(parts) == 4 && parts[2] == "e" {
			n++
		}
	}
	return n
}

// racingPipelines opens two workers' pipelines on bucket, each with its
// own connection and store, and a third pipeline that reads what they
// wrote.
func racingPipelines(t *testing.T, url, bucket string) (stores [2]*kvstore.Store, pipes [2]*pipeline.Pipeline, reader *pipeline.Pipeline) {
	t.Helper()
	open := func() (*kvstore.Store, *pipeline.Pipeline) {
		_, js := connect(t, url)
		st := newStore(t, js, kvstore.Config{Bucket: bucket, LocalMessages: true})
		p, err := pipeline.New(pipeline.Config{Detector: customerIDs(), Store: st})
		if err != nil {
			t.Fatal(err)
		}
		return st, p
	}
	for i := range pipes {
		stores[i], pipes[i] = open()
	}
	_, reader = open()
	return stores, pipes, reader
}

// racingValues gives the values of the two racing workers' texts on
// thread number i: three each, two of them shared.
func racingValues(i int) [2][]string {
	n := strconv.Itoa(i)
	return [2][]string{
		{"CUST-1" + n, "CUST-2" + n, "CUST-3" + n},
		{"CUST-3" + n, "CUST-4" + n, "CUST-2" + n},
	}
}

// checkTwoWorkersAgree checks what two workers answered for the first
// requests of one new thread, made at once (thread number i): each value
// has one token whichever worker gave it, tokens 1 to 4 name the four
// values once each, and a third worker restores both answers.
func checkTwoWorkersAgree(t *testing.T, reader *pipeline.Pipeline, thread string, i int, values [2][]string, texts [2]string, outs [2]pipeline.Anonymized, errs [2]error) {
	t.Helper()
	tokenRE := regexp.MustCompile(`<<CUSTOMER_ID:\d+>>`)
	tokens := map[string]string{}
	for w := range outs {
		if errs[w] != nil {
			t.Fatalf("thread %d, worker %d: %v", i, w, errs[w])
		}
		got := tokenRE.FindAllString(outs[w].Text, -1)
		if len(got) != 3 {
			t.Fatalf("thread %d, worker %d: %q", i, w, outs[w].Text)
		}
		for k, v := range values[w] {
			if prev, ok := tokens[v]; ok && prev != got[k] {
				t.Fatalf("thread %d: %s is %s for one worker and %s for the other", i, v, prev, got[k])
			}
			tokens[v] = got[k]
		}
		if r := mustRestore(t, reader, thread, outs[w].Text); r.Text != texts[w] {
			t.Fatalf("thread %d: a third worker restores worker %d's text as %q", i, w, r.Text)
		}
	}
	seen := map[string]bool{}
	for _, token := range tokens {
		if seen[token] {
			t.Fatalf("thread %d: token %s names two values: %v", i, token, tokens)
		}
		seen[token] = true
	}
	for k := 1; k <= 4; k++ {
		if !seen["<<CUSTOMER_ID:"+strconv.Itoa(k)+">>"] {
			t.Fatalf("thread %d: tokens %v, want 1 to 4", i, tokens)
		}
	}
}
