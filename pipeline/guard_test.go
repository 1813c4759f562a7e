package pipeline

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// patterns is a detector of label → regexp, for guard rails.
func patterns(spec map[string]string) pii.Detector {
	res := map[string]*regexp.Regexp{}
	for label, re := range spec {
		res[label] = regexp.MustCompile(re)
	}
	labels := slices.Sorted(func(yield func(string) bool) {
		for l := range res {
			if !yield(l) {
				return
			}
		}
	})
	return pii.DetectorFunc(func(_ context.Context, text string) ([]pii.Detection, error) {
		var out []pii.Detection
		for _, l := range labels {
			for _, m := range res[l].FindAllStringIndex(text, -1) {
				out = append(out, pii.Detection{Start: m[0], End: m[1], Label: l, Text: text[m[0]:m[1]], Confidence: 1})
			}
		}
		return out, nil
	})
}

const phone = `\+\d{2}(?: \d{1,2}){4,5}`

// TestGuardRailRules are upstream's DetectorGuardRail rules on a thread:
// a flag fails closed with labels only; the thread's tokens and the
// values meant to stay in clear are not PII left behind.
func TestGuardRailRules(t *testing.T) {
	type step struct {
		role pii.Role
		in   string
		want string // the rendering, or the error message
	}
	tests := []struct {
		name   string
		guard  Guard
		config func(*Config)
		steps  []step
	}{
		{"a value the guard finds fails the call with its label, never its value",
			Guard{Detector: patterns(map[string]string{"PHONE": phone})}, nil,
			[]step{{pii.RoleUser, "Patrick: +33 6 12 34 56 78", "Anonymized text still contains PII: ['PHONE']"}}},
		{"the labels are sorted, each once",
			Guard{Detector: patterns(map[string]string{"PHONE": phone, "ID": `\bID-\d+\b`})}, nil,
			[]step{{pii.RoleUser, "ID-42, +33 6 12 34 56 78, ID-43", "Anonymized text still contains PII: ['ID', 'PHONE']"}}},
		{"a text the guard finds nothing in passes",
			Guard{Detector: patterns(map[string]string{"PHONE": phone})}, nil,
			[]step{{pii.RoleUser, "Patrick, jo@ex.com", "<<PERSON:1>>, <<EMAIL:1>>"}}},
		{"what the pipeline masked is not found again",
			Guard{Detector: &testDetector{}}, nil,
			[]step{{pii.RoleUser, "Patrick in Paris, jo@ex.com", "<<PERSON:1>> in <<LOCATION:1>>, <<EMAIL:1>>"}}},
		{"the thread's tokens are blanked out before the guard reads the text",
			Guard{Detector: patterns(map[string]string{"CODE": `[A-Z]+:\d`})}, nil,
			[]step{{pii.RoleUser, "Patrick", "<<PERSON:1>>"}, {pii.RoleAssistant, "call <<PERSON:1>>", "call <<PERSON:1>>"}}},
		{"a neutralised typed token is blanked out too",
			Guard{Detector: patterns(map[string]string{"CODE": `[A-Z]+:\d`})}, nil,
			[]step{{pii.RoleUser, "see <<PERSON:7>>", "see <\u200b<PERSON:7>>"}}},
		{"ignore_placeholders = false hands the tokens to the guard",
			Guard{Detector: patterns(map[string]string{"CODE": `[A-Z]+:\d`}), ScanPlaceholders: true}, nil,
			[]step{{pii.RoleUser, "Patrick", "Anonymized text still contains PII: ['CODE']"}}},
		{"a value the assistant introduced stays in clear without a flag, in later messages too",
			Guard{Detector: &testDetector{}}, nil,
			[]step{{pii.RoleAssistant, "Our office is in Lyon", "Our office is in Lyon"}, {pii.RoleUser, "Lyon, says Patrick", "Lyon, says <<PERSON:1>>"}}},
		{"a value on the allow list stays in clear without a flag",
			Guard{Detector: &testDetector{}},
			withOverride(&Override{AllowList: patterns(map[string]string{"CITY": `Paris`})}),
			[]step{{pii.RoleUser, "Patrick in PARIS and Paris", "<<PERSON:1>> in PARIS and Paris"}}},
		{"an allow-listed value is compared by value key: its other spellings pass too",
			Guard{Detector: patterns(map[string]string{"CITY": `(?i)paris`})},
			withOverride(&Override{AllowList: patterns(map[string]string{"CITY": `Paris`})}),
			[]step{{pii.RoleUser, "Paris or PARIS", "Paris or PARIS"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.guard
			p, _ := newTestPipeline(t, func(c *Config) {
				c.Guard = &g
				if tt.config != nil {
					tt.config(c)
				}
			})
			for _, s := range tt.steps {
				a, err := p.Anonymize(context.Background(), "t", s.in, s.role)
				got := a.Text
				if err != nil {
					got = err.Error()
					if !errors.Is(err, pii.ErrPIIRemaining) || a.Text != "" {
						t.Fatalf("err = %v, text %q: want pii_remaining and no text", err, a.Text)
					}
				}
				if got != s.want {
					t.Fatalf("Anonymize(%v, %q) = %q, want %q", s.role, s.in, got, s.want)
				}
			}
		})
	}
}

func TestGuardRailFlagsAreCountedAndNeverCached(t *testing.T) {
	var flags [][]string
	p, _ := newTestPipeline(t, func(c *Config) {
		c.Guard = &Guard{Detector: patterns(map[string]string{"PHONE": phone}), OnFlag: func(l []string) { flags = append(flags, l) }}
	})
	for range 2 {
		_, err := p.Anonymize(context.Background(), "t", "Patrick: +33 6 12 34 56 78", pii.RoleUser)
		if !errors.Is(err, pii.ErrPIIRemaining) || strings.Contains(err.Error(), "12 34") {
			t.Fatalf("err = %v", err)
		}
	}
	if len(flags) != 2 || flags[0][0] != "PHONE" {
		t.Errorf("flags = %v: the same text is checked, and fails, every time", flags)
	}
}

func TestAFailingGuardFailsClosed(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) {
		c.Guard = &Guard{Detector: pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) { return nil, errors.New("down") })}
	})
	a, err := p.Anonymize(context.Background(), "t", "Patrick", pii.RoleUser)
	if pii.CodeOf(err) != pii.CodeDetector || a.Text != "" {
		t.Errorf("err = %v, text %q", err, a.Text)
	}
}

// TestTheAllowListRunsOnceAnAnonymisation: a text whose detections come
// from the thread's cache needs the allow list's hits twice, for the
// known values found again and for the guard rail; the list runs once.
func TestTheAllowListRunsOnceAnAnonymisation(t *testing.T) {
	var calls atomic.Int64
	list := patterns(map[string]string{"CITY": `Paris`})
	counted := pii.DetectorFunc(func(ctx context.Context, text string) ([]pii.Detection, error) {
		calls.Add(1)
		return list.Detect(ctx, text)
	})
	p, _ := newTestPipeline(t, func(c *Config) {
		c.Guard = &Guard{Detector: &testDetector{}}
		withOverride(&Override{AllowList: counted})(c)
	})
	const text = "Patrick in Paris"
	for i, role := range []pii.Role{pii.RoleUser, pii.RoleAssistant} {
		calls.Store(0)
		a, err := p.Anonymize(context.Background(), "t", text, role)
		if err != nil || a.Text != "<<PERSON:1>> in Paris" {
			t.Fatalf("Anonymize(%v) = %q, %v", role, a.Text, err)
		}
		if n := calls.Load(); n != 1 {
			t.Errorf("anonymisation %d (%v): the allow list ran %d times, want once", i+1, role, n)
		}
	}
}
