package pipeline

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func correct(t testing.TB, p *Pipeline, thread string, cs ...Correction) []Corrected {
	t.Helper()
	out, err := p.Correct(context.Background(), thread, cs)
	if err != nil {
		t.Fatalf("Correct(%v): %v", cs, err)
	}
	return out
}

func mask(label, text string) Correction  { return Correction{Action: Mask, Label: label, Text: text} }
func clear(label, text string) Correction { return Correction{Action: Clear, Label: label, Text: text} }

// TestCorrectionRules: upstream's anonymize_corrected (HITL), under this
// project's rule that a token once issued never changes and is never
// reused (where upstream renumbers the thread, BR-CONV-07).
func TestCorrectionRules(t *testing.T) {
	type step struct {
		role    pii.Role
		in      string
		want    string
		correct []Correction // applied before the step's text, if any
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"a missed value gets the next number of its label and is masked from then on, its message included", []step{
			{pii.RoleUser, "I am Patrick, write to Jo Bloggs", "I am <<PERSON:1>>, write to Jo Bloggs", nil},
			{pii.RoleUser, "I am Patrick, write to Jo Bloggs", "I am <<PERSON:1>>, write to <<PERSON:2>>", []Correction{mask("PERSON", "Jo Bloggs")}},
			{pii.RoleUser, "JO  BLOGGS again", "<<PERSON:2>> again", nil},
		}},
		{"a wrongly masked value is left in clear from then on, its message included", []step{
			{pii.RoleUser, "I love Paris", "I love <<LOCATION:1>>", nil},
			{pii.RoleUser, "I love Paris", "I love Paris", []Correction{clear("LOCATION", "Paris")}},
			{pii.RoleUser, "Paris, and Lyon", "Paris, and <<LOCATION:2>>", nil},
		}},
		{"a clear without a label clears the value under every label", []step{
			{pii.RoleUser, "Paris", "<<PERSON:1>>", []Correction{mask("PERSON", "Paris")}},
			{pii.RoleUser, "Paris", "Paris", []Correction{clear("", "paris")}},
		}},
		{"a clear of one label leaves the others", []step{
			{pii.RoleUser, "Paris and Patrick", "Paris and <<PERSON:1>>", []Correction{clear("LOCATION", "Paris")}},
		}},
		{"tokens are never renumbered or reused: a cleared value keeps its number, a new value takes the next", []step{
			{pii.RoleUser, "Patrick, Emma", "<<PERSON:1>>, <<PERSON:2>>", nil},
			{pii.RoleUser, "Patrick, Marie", "Patrick, <<PERSON:3>>", []Correction{clear("PERSON", "Patrick")}},
			{pii.RoleUser, "Patrick, Emma, Marie", "<<PERSON:1>>, <<PERSON:2>>, <<PERSON:3>>", []Correction{mask("PERSON", "Patrick")}},
		}},
		{"the latest correction of a value wins", []step{
			{pii.RoleUser, "Paris", "<<LOCATION:1>>", []Correction{clear("LOCATION", "Paris"), mask("LOCATION", "Paris")}},
			{pii.RoleUser, "Paris", "Paris", []Correction{mask("LOCATION", "Paris"), clear("LOCATION", "Paris")}},
		}},
		{"a mask of a value the assistant introduced tokenises it from then on, in the assistant's text too", []step{
			{pii.RoleAssistant, "Our office is in Lyon, ask Marie", "Our office is in Lyon, ask Marie", nil},
			{pii.RoleUser, "Lyon? I am Patrick", "<<LOCATION:1>>? I am <<PERSON:1>>", []Correction{mask("LOCATION", "Lyon")}},
			{pii.RoleAssistant, "Our office is in Lyon, ask Marie", "Our office is in <<LOCATION:1>>, ask Marie", nil},
		}},
		{"a masked value is found again where no detector reports it, whole words only", []step{
			{pii.RoleUser, "badge 4711, badge 47110", "badge <<BADGE:1>>, badge 47110", []Correction{mask("BADGE", "4711")}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, _ := newTestPipeline(t)
			for _, s := range tt.steps {
				if len(s.correct) > 0 {
					correct(t, p, "t", s.correct...)
				}
				if got := anon(t, p, "t", s.in, s.role); got != s.want {
					t.Fatalf("after %v: Anonymize(%v, %q) = %q, want %q", s.correct, s.role, s.in, got, s.want)
				}
			}
		})
	}
}

func TestAClearedValuesOldTokenStillRestores(t *testing.T) {
	p, _ := newTestPipeline(t)
	anon(t, p, "t", "I love Paris", pii.RoleUser)
	out := correct(t, p, "t", clear("LOCATION", "Paris"))
	if !slices.Equal(out[0].Tokens, []string{"<<LOCATION:1>>"}) || !out[0].Changed {
		t.Errorf("Corrected = %+v: it names the token that keeps restoring", out[0])
	}
	if got := restore(t, p, "t", "Sent to <<LOCATION:1>>").Text; got != "Sent to Paris" {
		t.Errorf("a reply in flight = %q", got)
	}
}

func TestACorrectionInEffectChangesNothing(t *testing.T) {
	p, _ := newTestPipeline(t)
	anon(t, p, "t", "I am Patrick", pii.RoleUser)
	for _, c := range []Correction{mask("PERSON", "patrick"), clear("LOCATION", "Lyon"), clear("LOCATION", "Lyon"), clear("", "Emma"), clear("", "Emma")} {
		before := p.store.(*MemStore).entries(t, "t")
		out := correct(t, p, "t", c)
		after := p.store.(*MemStore).entries(t, "t")
		if wrote := after > before; wrote != out[0].Changed {
			t.Errorf("%v: Changed = %v, but the log grew %d → %d", c, out[0].Changed, before, after)
		}
	}
	if out := correct(t, p, "t", mask("PERSON", "PATRICK")); out[0].Changed || !slices.Equal(out[0].Tokens, []string{"<<PERSON:1>>"}) {
		t.Errorf("masking a masked value: %+v", out[0])
	}
}

// entries counts a thread's log entries (tests only).
func (s *MemStore) entries(t testing.TB, thread string) int {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.threads[thread]; ok {
		return len(el.Value.(*memThread).entries)
	}
	return 0
}

func TestInvalidCorrectionsAreRefusedAndNothingIsWritten(t *testing.T) {
	long := make([]Correction, MaxCorrections+1)
	for i := range long {
		long[i] = clear("", fmt.Sprint("v", i))
	}
	tests := []struct {
		name string
		cs   []Correction
		want string
	}{
		{"no correction", nil, "between 1 and"},
		{"too many", long, "between 1 and"},
		{"a mask without a label", []Correction{mask("PERSON", "Jo"), mask("", "Jo")}, "corrections[1]: a mask needs the value's label"},
		{"a label no token can spell", []Correction{mask("<<X>>", "Jo")}, "corrections[0]: label"},
		{"a blank value", []Correction{clear("", "  \t")}, "corrections[0]: text must hold a value"},
		{"an unknown action", []Correction{{Text: "Jo", Label: "PERSON"}}, "corrections[0]: action must be mask or clear"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, _ := newTestPipeline(t)
			_, err := p.Correct(context.Background(), "t", tt.cs)
			if !errors.Is(err, pii.ErrBadRequest) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want bad_request %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "Jo") {
				t.Errorf("the error names the value: %v", err)
			}
			if n := p.store.(*MemStore).entries(t, "t"); n != 0 {
				t.Errorf("%d entries written", n)
			}
		})
	}
	p, _ := newTestPipeline(t)
	if _, err := p.Correct(context.Background(), "", []Correction{mask("PERSON", "Jo")}); !errors.Is(err, pii.ErrMissingThreadID) {
		t.Errorf("no thread: %v", err)
	}
}

func TestCorrectionsPassThroughTheOverrides(t *testing.T) {
	acme := map[string]string{"Acme": "ORG"}
	tests := []struct {
		name     string
		override *Override
		c        Correction
		code     pii.Code // "" when accepted
		then     string   // how "Acme and Paris" renders afterwards
	}{
		{"the allow list refuses to mask what it leaves in clear", &Override{AllowList: values(t, acme)}, mask("ORG", "Acme"), pii.CodeBadRequest, "Acme and <<LOCATION:1>>"},
		{"the deny list's label wins on a mask", &Override{DenyList: values(t, acme)}, mask("PERSON", "Acme"), "", "<<ORG:1>> and <<LOCATION:1>>"},
		{"deny_list_wins: the deny list refuses to clear what it finds", &Override{DenyList: values(t, acme)}, clear("", "Acme"), pii.CodeBadRequest, "<<ORG:1>> and <<LOCATION:1>>"},
		{"raise: clearing what the deny list finds is a conflict", &Override{DenyList: values(t, acme), Conflict: ConflictRaise}, clear("ORG", "Acme"), pii.CodeConflictingOverride, "<<ORG:1>> and <<LOCATION:1>>"},
		{"allow_list_wins: a correction may clear what the deny list finds", &Override{DenyList: values(t, acme), Conflict: AllowListWins}, clear("ORG", "Acme"), "", "Acme and <<LOCATION:1>>"},
		{"a value neither list knows is corrected as asked", &Override{DenyList: values(t, acme)}, clear("LOCATION", "Paris"), "", "<<ORG:1>> and Paris"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, _ := newTestPipeline(t, withOverride(tt.override))
			_, err := p.Correct(context.Background(), "t", []Correction{tt.c})
			if pii.CodeOf(err) != tt.code {
				t.Fatalf("err = %v, want %q", err, tt.code)
			}
			if got := anon(t, p, "t", "Acme and Paris", pii.RoleUser); got != tt.then {
				t.Errorf("then %q, want %q", got, tt.then)
			}
		})
	}
}

func TestADenyListGrownAfterAClearStillWins(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	before, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	correct(t, before, "t", clear("", "Acme"))
	after, _ := newTestPipeline(t, func(c *Config) {
		c.Store = store
		c.Override = &Override{DenyList: values(t, map[string]string{"Acme": "ORG"})}
	})
	if got := anon(t, after, "t", "Acme called", pii.RoleUser); got != "<<ORG:1>> called" {
		t.Errorf("got %q: the deny list wins over an older clear (fail closed)", got)
	}
}

func TestForceMasksAValueTheAssistantIntroducedBeforeTheDenyList(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	before, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	if got := anon(t, before, "t", "Lyon it is", pii.RoleAssistant); got != "Lyon it is" {
		t.Fatalf("got %q", got)
	}
	after, _ := newTestPipeline(t, func(c *Config) {
		c.Store = store
		c.Override = &Override{DenyList: values(t, map[string]string{"Lyon": "LOCATION"}), DenyStrategy: DenyForce}
	})
	if got := anon(t, after, "t", "Lyon? Patrick", pii.RoleUser); got != "<<LOCATION:1>>? <<PERSON:1>>" {
		t.Errorf("got %q", got)
	}
	if got := anon(t, before, "t", "Lyon again", pii.RoleUser); got != "<<LOCATION:1>> again" {
		t.Errorf("another pipeline on the store: %q", got)
	}
}

func TestTheGuardRailIgnoresAValueACorrectionCleared(t *testing.T) {
	p, _ := newTestPipeline(t, func(c *Config) { c.Guard = &Guard{Detector: &testDetector{}} })
	correct(t, p, "t", clear("LOCATION", "Paris"))
	if got := anon(t, p, "t", "Patrick in Paris", pii.RoleUser); got != "<<PERSON:1>> in Paris" {
		t.Errorf("got %q", got)
	}
}

func TestACorrectionIsSeenByEveryPipelineOnTheStore(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	a, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	b, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	anon(t, a, "t", "I am Patrick in Paris", pii.RoleUser)
	anon(t, b, "t", "I am Patrick in Paris", pii.RoleUser) // b caches the thread too
	out := correct(t, a, "t", mask("PERSON", "Jo Bloggs"), clear("LOCATION", "Paris"))
	if !slices.Equal(out[0].Tokens, []string{"<<PERSON:2>>"}) {
		t.Fatalf("mask: %+v", out[0])
	}
	if got := anon(t, b, "t", "I am Patrick in Paris, with Jo Bloggs", pii.RoleUser); got != "I am <<PERSON:1>> in Paris, with <<PERSON:2>>" {
		t.Errorf("the other pipeline: %q", got)
	}
	if got := restore(t, b, "t", "<<PERSON:2>> and <<LOCATION:1>>").Text; got != "Jo Bloggs and Paris" {
		t.Errorf("the other pipeline restores %q", got)
	}
}

// TestConcurrentCorrectionsStayConsistent races pipelines on one store:
// masks and clears of the same values, and new values. Afterwards every
// pipeline renders every value the same way, each value has at most one
// token, no token names two values, and numbers are dense per label.
func TestConcurrentCorrectionsStayConsistent(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	const n = 8
	pipes := make([]*Pipeline, n)
	for i := range pipes {
		pipes[i], _ = newTestPipeline(t, func(c *Config) { c.Store = store })
	}
	names := []string{"Ada Byron", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"}
	var wg sync.WaitGroup
	for i, p := range pipes {
		wg.Go(func() {
			for round := range 20 {
				name := names[(i+round)%len(names)]
				c := mask("PERSON", name)
				if (i+round)%3 == 0 {
					c = clear("PERSON", name)
				}
				if _, err := p.Correct(context.Background(), "t", []Correction{c}); err != nil {
					t.Error(err)
					return
				}
				if _, err := p.Anonymize(context.Background(), "t", fmt.Sprintf("%s and Patrick, round %d of %d", name, round, i), pii.RoleUser); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	text := strings.Join(names, ", ") + ", Patrick"
	want := anon(t, pipes[0], "t", text, pii.RoleUser)
	for i, p := range pipes[1:] {
		if got := anon(t, p, "t", text, pii.RoleUser); got != want {
			t.Errorf("pipeline %d renders %q, pipeline 0 %q", i+1, got, want)
		}
	}
	tm, err := pipes[0].TokenMap(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for token, value := range tm {
		if seen[value] {
			t.Errorf("%q has two tokens", value)
		}
		seen[value] = true
		if !strings.HasPrefix(token, "<<PERSON:") {
			t.Errorf("token %s", token)
		}
	}
	for i := 1; i <= len(tm); i++ {
		if _, ok := tm[fmt.Sprintf("<<PERSON:%d>>", i)]; !ok {
			t.Errorf("numbers are not dense: no <<PERSON:%d>> in %v", i, tm)
		}
	}
}
