package pipeline

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// mails returns the e-mail addresses from..to, one per line.
func mails(from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		fmt.Fprintf(&b, "user%d@example.com\n", i)
	}
	return b.String()
}

// request de-identifies texts in thread as one request: Admit, then each
// text in order; alone skips Admit, each text a request of its own.
func request(ctx context.Context, p *Pipeline, thread string, texts []string, alone bool) error {
	if !alone {
		var err error
		if ctx, err = p.Admit(ctx, thread, texts); err != nil {
			return err
		}
	}
	for _, t := range texts {
		if _, err := p.AnonymizeAs(ctx, thread, t, Author{Role: pii.RoleUser}); err != nil {
			return err
		}
	}
	return nil
}

func TestARequestAddsAtMostMaxNewValuesToItsThread(t *testing.T) {
	for _, tc := range []struct {
		rule    string
		bound   int
		held    []string // earlier requests, one text each
		texts   []string
		alone   bool
		refused bool
		values  int // the thread's values afterwards
	}{
		{rule: "a request adding as many new values as the bound is admitted", bound: 3,
			texts: []string{mails(1, 2), mails(3, 3)}, values: 3},
		{rule: "a request adding one more is refused and writes none of them", bound: 3,
			texts: []string{mails(1, 2), mails(3, 4)}, refused: true},
		{rule: "the bound counts the request's texts together, not each one", bound: 3,
			texts: []string{mails(1, 1), mails(2, 2), mails(3, 3), mails(4, 4)}, refused: true},
		{rule: "values the thread holds already do not count", bound: 3, held: []string{mails(1, 2)},
			texts: []string{mails(1, 5)}, values: 5},
		{rule: "a value repeated across the request's texts counts once", bound: 3,
			texts: []string{mails(1, 2), mails(1, 3), mails(2, 3)}, values: 3},
		{rule: "a refused request leaves the thread's values as they were", bound: 3, held: []string{mails(1, 1)},
			texts: []string{mails(2, 3), mails(4, 5)}, refused: true, values: 1},
		{rule: "a call without Admit is a request of its own, its values held to the bound", bound: 3,
			texts: []string{mails(1, 4)}, alone: true, refused: true},
		{rule: "a negative bound admits any number", bound: -1,
			texts: []string{mails(1, 1500)}, values: 1500},
		{rule: "the default bound admits a thousand new values", bound: 0,
			texts: []string{mails(1, 600), mails(601, 1000)}, values: 1000},
		{rule: "the default bound refuses a thousand and one", bound: 0,
			texts: []string{mails(1, 600), mails(601, 1001)}, refused: true},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			refusals := 0
			p, _ := newTestPipeline(t, func(c *Config) {
				c.MaxNewValues = tc.bound
				c.OnNewValuesRefused = func() { refusals++ }
			})
			ctx := context.Background()
			for _, h := range tc.held {
				if err := request(ctx, p, "t", []string{h}, false); err != nil {
					t.Fatal(err)
				}
			}
			err := request(ctx, p, "t", tc.texts, tc.alone)
			switch {
			case !tc.refused && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.refused && pii.CodeOf(err) != pii.CodeLimitExceeded:
				t.Fatalf("got %v, want limit_exceeded", err)
			case tc.refused && !strings.Contains(err.Error(), "max_new_values"):
				t.Errorf("the message does not name the setting: %v", err)
			}
			if want := map[bool]int{true: 1}[tc.refused]; refusals != want {
				t.Errorf("OnNewValuesRefused called %d times, want %d", refusals, want)
			}
			f, err := p.Forget(ctx, "t")
			if err != nil {
				t.Fatal(err)
			}
			if f.Entities != tc.values {
				t.Errorf("the thread holds %d values, want %d", f.Entities, tc.values)
			}
			if tc.refused && !tc.alone && f.Messages != len(tc.held) {
				t.Errorf("the thread holds %d message records, want the %d it held", f.Messages, len(tc.held))
			}
		})
	}
}

// The texts Admit had to read are not detected again when the request
// de-identifies them.
func TestAnAdmittedTextIsDetectedOnce(t *testing.T) {
	p, det := newTestPipeline(t, func(c *Config) { c.MaxNewValues = 3 })
	ctx := context.Background()
	texts := []string{mails(1, 2), "no value at all, but a long enough text", mails(1, 3)}
	if err := request(ctx, p, "t", texts, false); err != nil {
		t.Fatal(err)
	}
	if n := det.calls.Load(); n != int64(len(texts)) {
		t.Errorf("the detector ran %d times for %d texts", n, len(texts))
	}
}
