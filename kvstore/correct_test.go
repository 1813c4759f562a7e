package kvstore_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// twoWorkers returns two pipelines, each on its own connection and store,
// sharing one bucket, and the server's URL.
func twoWorkers(t *testing.T) (a, b *pipeline.Pipeline, url string) {
	t.Helper()
	s := startServer(t, t.TempDir())
	_, jsA := connect(t, s.ClientURL())
	_, jsB := connect(t, s.ClientURL())
	return newPipeline(t, newStore(t, jsA, kvstore.Config{})), newPipeline(t, newStore(t, jsB, kvstore.Config{})), s.ClientURL()
}

func TestACorrectionOnOneWorkerIsSeenByAnother(t *testing.T) {
	t.Parallel()
	a, b, url := twoWorkers(t)
	th := threadID(t, 1)
	text := "Alice Martindale from Villeurbanne, with Zoe Quintard"
	want := "<<PERSON:1>> from <<CITY:1>>, with Zoe Quintard"
	if got := mustAnonymize(t, a, th, text, pii.RoleUser).Text; got != want {
		t.Fatalf("got %q", got)
	}
	if got := mustAnonymize(t, b, th, text, pii.RoleUser).Text; got != want {
		t.Fatalf("the other worker: %q", got) // b caches the thread now
	}
	out, err := a.Correct(ctxT(t), th, []pipeline.Correction{
		{Action: pipeline.Mask, Label: "PERSON", Text: "Zoe Quintard"},
		{Action: pipeline.Clear, Label: "CITY", Text: "Villeurbanne"},
	})
	if err != nil || out[0].Tokens[0] != "<<PERSON:2>>" || out[1].Tokens[0] != "<<CITY:1>>" {
		t.Fatalf("Correct = %+v, %v", out, err)
	}
	// The other worker learns the log's new entries from its watcher,
	// within the freshness window (docs/kvstore.md, section 6).
	corrected := "<<PERSON:1>> from Villeurbanne, with <<PERSON:2>>"
	natstest.Eventually(t, "the other worker to apply the corrections", func() bool {
		return mustAnonymize(t, b, th, text, pii.RoleUser).Text == corrected
	})
	if got := mustRestore(t, b, th, "<<PERSON:2>> in <<CITY:1>>").Text; got != "Zoe Quintard in Villeurbanne" {
		t.Errorf("the other worker restores %q", got)
	}
	// A fresh worker (a restart) reads the corrections from the bucket.
	_, js := connect(t, url)
	c := newPipeline(t, newStore(t, js, kvstore.Config{}))
	if got := mustAnonymize(t, c, th, text, pii.RoleUser).Text; got != corrected {
		t.Errorf("a fresh worker: %q", got)
	}
}

// TestConcurrentCorrectionsOnTwoStoresStayConsistent races two workers on
// one bucket: each masks and clears the same values and brings new ones.
// Afterwards both render the thread the same way, every value has at most
// one token, no token names two values and numbers stay dense per label:
// the log orders the corrections, and the latest of a value wins on both.
func TestConcurrentCorrectionsOnTwoStoresStayConsistent(t *testing.T) {
	t.Parallel()
	a, b, _ := twoWorkers(t)
	th := threadID(t, 1)
	names := []string{"Zoe Quintard", "Yann Rostand", "Xavier Sollers", "Wanda Trebek"}
	var wg sync.WaitGroup
	var mu sync.Mutex
	issued := map[string]string{} // token → value, as Correct reported it
	for w, p := range []*pipeline.Pipeline{a, a, b, b} {
		wg.Go(func() {
			for round := range 12 {
				name := names[(w+round)%len(names)]
				c := pipeline.Correction{Action: pipeline.Mask, Label: "PERSON", Text: name}
				if (w+round)%3 == 0 {
					c.Action = pipeline.Clear
				}
				out, err := p.Correct(ctxT(t), th, []pipeline.Correction{c})
				if err != nil && pii.CodeOf(err) != pii.CodeUnavailable {
					t.Error(err)
					return
				}
				if err == nil && c.Action == pipeline.Mask {
					mu.Lock()
					issued[out[0].Tokens[0]] = name
					mu.Unlock()
				}
				text := fmt.Sprintf("%s and %s, round %d of %d", name, testValues[(w+round)%6].Value, round, w)
				if _, err := p.Anonymize(ctxT(t), th, text, pii.RoleUser); err != nil && pii.CodeOf(err) != pii.CodeUnavailable {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	maps := make([]map[string]string, 2)
	for i, p := range []*pipeline.Pipeline{a, b} {
		tm, err := p.TokenMap(ctxT(t), th) // reads the log to its end
		if err != nil {
			t.Fatal(err)
		}
		maps[i] = tm
	}
	if fmt.Sprint(maps[0]) != fmt.Sprint(maps[1]) {
		t.Fatalf("the workers disagree on the tokens:\n%v\n%v", maps[0], maps[1])
	}
	for token, value := range issued {
		if maps[0][token] != value {
			t.Errorf("%s was issued for %q and now restores to %q: a token changed", token, value, maps[0][token])
		}
	}
	perLabel := map[string]int{}
	values := map[string]string{}
	for token, value := range maps[0] {
		if other, dup := values[strings.ToLower(value)]; dup {
			t.Errorf("%q has two tokens: %s and %s", value, token, other)
		}
		values[strings.ToLower(value)] = token
		perLabel[token[2:strings.IndexByte(token, ':')]]++
	}
	for label, n := range perLabel {
		for i := 1; i <= n; i++ {
			if _, ok := maps[0][fmt.Sprintf("<<%s:%d>>", label, i)]; !ok {
				t.Errorf("no <<%s:%d>>: numbers are not dense (%v)", label, i, maps[0])
			}
		}
	}
	text := strings.Join(names, ", ")
	if x, y := mustAnonymize(t, a, th, text, pii.RoleUser).Text, mustAnonymize(t, b, th, text, pii.RoleUser).Text; x != y {
		t.Errorf("the workers render %q and %q", x, y)
	}
}
