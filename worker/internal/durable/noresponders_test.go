package durable

import (
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// TestAPullWithoutRespondersIsToldOnceThenEveryMinuteUntilAnswered: a
// pull no JetStream server answers (a cluster starting) is one info line
// naming the consumer and why, not a warning per pull; if it lasts, a
// warning every minute says for how long; once JetStream answers, the
// next one is told as new.
func TestAPullWithoutRespondersIsToldOnceThenEveryMinuteUntilAnswered(t *testing.T) {
	var log lockedBuffer
	s := newTestSet(nil, &log)
	c := &Consumer{set: s, spec: Spec{Label: "model.in", Stream: "PIIGHOST_IN", Config: jetstream.ConsumerConfig{Durable: "piighost_model_in"}}}
	t0 := time.Now()
	steps := []struct {
		at       time.Duration
		answered bool   // JetStream answers, instead of a pull without responders
		want     string // the line logged, "" for none
	}{
		{at: 0, want: `level=INFO msg="JetStream did not answer the consumer's pull (no responders): the stream or the consumer has no leader yet`},
		{at: 2 * time.Second},
		{at: 59 * time.Second},
		{at: 61 * time.Second, want: `level=WARN msg="JetStream still does not answer the consumer's pull (no responders)`},
		{at: 90 * time.Second},
		{at: 122 * time.Second, want: `for=2m2s`},
		{at: 130 * time.Second, answered: true},
		{at: 131 * time.Second, want: `level=INFO msg="JetStream did not answer`},
	}
	seen := 0
	for _, st := range steps {
		if st.answered {
			c.answered()
			continue
		}
		c.noResponders(t0.Add(st.at))
		lines := strings.Split(strings.TrimSpace(log.String()), "\n")
		if st.want == "" {
			if len(lines) != seen {
				t.Errorf("at %v: logged again: %s", st.at, lines[len(lines)-1])
			}
			continue
		}
		if len(lines) != seen+1 || !strings.Contains(lines[seen], st.want) {
			t.Fatalf("at %v: want one line with %s, log:\n%s", st.at, st.want, log.String())
		}
		for _, attr := range []string{"channel=model.in", "stream=PIIGHOST_IN", "consumer=piighost_model_in"} {
			if !strings.Contains(lines[seen], attr) {
				t.Errorf("at %v: the line lacks %s: %s", st.at, attr, lines[seen])
			}
		}
		seen++
	}

	// The Consume error handler takes nats.ErrNoResponders there, not
	// for a generic "consumer error".
	var log2 lockedBuffer
	c2 := &Consumer{set: newTestSet(nil, &log2), spec: c.spec}
	c2.onError(c2.gen, nats.ErrNoResponders)
	if got := log2.String(); !strings.Contains(got, "JetStream did not answer") || strings.Contains(got, "consumer error") {
		t.Errorf("the error handler's line: %s", got)
	}
}
