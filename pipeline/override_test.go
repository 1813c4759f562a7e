package pipeline

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/pii"
)

// values is an exact-value list detector: value → label.
func values(t testing.TB, vs map[string]string) pii.Detector {
	t.Helper()
	var list []exact.Value
	for _, v := range slices.Sorted(func(yield func(string) bool) {
		for k := range vs {
			if !yield(k) {
				return
			}
		}
	}) {
		list = append(list, exact.Value{Value: v, Label: vs[v]})
	}
	d, err := exact.New(exact.Config{Values: list})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func withOverride(o *Override) func(*Config) { return func(c *Config) { c.Override = o } }

// TestOverrideRules are upstream's DetectionOverride rules (deny list,
// allow list and their strategies), on a thread.
func TestOverrideRules(t *testing.T) {
	type step struct {
		role pii.Role
		in   string
		want string
	}
	acme := map[string]string{"Acme": "ORG"}
	tests := []struct {
		name     string
		override func(t testing.TB) *Override
		steps    []step
	}{
		{"a deny-list hit is masked where the detector saw nothing",
			func(t testing.TB) *Override {
				return &Override{DenyList: values(t, map[string]string{"EMP-1234": "EMPLOYEE_ID"})}
			},
			[]step{{pii.RoleUser, "badge EMP-1234, mail jo@ex.com", "badge <<EMPLOYEE_ID:1>>, mail <<EMAIL:1>>"}}},
		{"a deny-list hit replaces every detection it overlaps, its label wins",
			func(t testing.TB) *Override {
				return &Override{DenyList: values(t, map[string]string{"Paris Hilton": "PERSON"})}
			},
			[]step{{pii.RoleUser, "Paris Hilton in Paris", "<<PERSON:1>> in <<LOCATION:1>>"}}},
		{"allow list, value (default): every detection of the value is cleared, whatever its label, case and position",
			func(t testing.TB) *Override {
				return &Override{AllowList: values(t, map[string]string{"Paris": "CITY"})}
			},
			[]step{{pii.RoleUser, "Paris, PARIS and Lyon", "Paris, PARIS and <<LOCATION:1>>"}}},
		{"allow list, exact: a detection with the same span and label is cleared",
			func(t testing.TB) *Override {
				return &Override{AllowList: values(t, map[string]string{"Paris": "LOCATION"}), AllowStrategy: AllowExact}
			},
			[]step{{pii.RoleUser, "Paris and Lyon", "Paris and <<LOCATION:1>>"}}},
		{"allow list, exact: a detection with another label is kept",
			func(t testing.TB) *Override {
				return &Override{AllowList: values(t, map[string]string{"Paris": "CITY"}), AllowStrategy: AllowExact}
			},
			[]step{{pii.RoleUser, "Paris and Lyon", "<<LOCATION:1>> and <<LOCATION:2>>"}}},
		{"allow list, value: a longer detection holding the value is kept",
			func(t testing.TB) *Override {
				return &Override{AllowList: values(t, map[string]string{"Martin": "PERSON"})}
			},
			[]step{{pii.RoleUser, "Paul Martin", "<<PERSON:1>>"}}},
		{"allow list, overlap: any overlapping detection is cleared, labels ignored",
			func(t testing.TB) *Override {
				return &Override{AllowList: values(t, map[string]string{"Martin": "SURNAME"}), AllowStrategy: AllowOverlap}
			},
			[]step{{pii.RoleUser, "Paul Martin and Emma", "Paul Martin and <<PERSON:1>>"}}},
		{"deny_list_wins (default): a value on both lists is masked, failing closed",
			func(t testing.TB) *Override { return &Override{DenyList: values(t, acme), AllowList: values(t, acme)} },
			[]step{{pii.RoleUser, "Acme called", "<<ORG:1>> called"}}},
		{"allow_list_wins: a value on both lists stays in clear",
			func(t testing.TB) *Override {
				return &Override{DenyList: values(t, acme), AllowList: values(t, acme), Conflict: AllowListWins}
			},
			[]step{{pii.RoleUser, "Acme called", "Acme called"}}},
		{"respect_provenance (default): a deny-listed value the assistant introduced stays in clear",
			func(t testing.TB) *Override { return &Override{DenyList: values(t, acme)} },
			[]step{{pii.RoleAssistant, "Try Acme", "Try Acme"}, {pii.RoleUser, "Acme it is", "Acme it is"}}},
		{"force: a deny-listed value is masked whoever introduced it",
			func(t testing.TB) *Override { return &Override{DenyList: values(t, acme), DenyStrategy: DenyForce} },
			[]step{{pii.RoleAssistant, "Try Acme, in Lyon", "Try <<ORG:1>>, in Lyon"}, {pii.RoleUser, "Acme it is", "<<ORG:1>> it is"}}},
		{"force leaves the assistant's other values in clear",
			func(t testing.TB) *Override { return &Override{DenyList: values(t, acme), DenyStrategy: DenyForce} },
			[]step{{pii.RoleAssistant, "Marie at Acme", "Marie at <<ORG:1>>"}, {pii.RoleUser, "Marie? Emma", "Marie? <<PERSON:1>>"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, _ := newTestPipeline(t, withOverride(tt.override(t)))
			for _, s := range tt.steps {
				if got := anon(t, p, "t", s.in, s.role); got != s.want {
					t.Fatalf("Anonymize(%v, %q) = %q, want %q", s.role, s.in, got, s.want)
				}
			}
		})
	}
}

func TestOverrideRaiseRefusesAValueOnBothListsWithoutNamingIt(t *testing.T) {
	acme := map[string]string{"Acme Robotics": "ORG"}
	p, _ := newTestPipeline(t, withOverride(&Override{DenyList: values(t, acme), AllowList: values(t, acme), Conflict: ConflictRaise}))
	_, err := p.Anonymize(context.Background(), "t", "Acme Robotics called", pii.RoleUser)
	if !errors.Is(err, pii.ErrConflictingOverride) {
		t.Fatalf("err = %v, want conflicting_override", err)
	}
	if strings.Contains(err.Error(), "Acme") {
		t.Errorf("the error names the value: %v", err)
	}
	if got := anon(t, p, "t", "Patrick called", pii.RoleUser); got != "<<PERSON:1>> called" {
		t.Errorf("a text without a collision = %q", got)
	}
}

func TestAMessageAlreadyInTheThreadKeepsTheDetectionsItWasStoredWith(t *testing.T) {
	store := NewMemStore(MemStoreConfig{})
	before, _ := newTestPipeline(t, func(c *Config) { c.Store = store })
	if got := anon(t, before, "t", "I live in Paris", pii.RoleUser); got != "I live in <<LOCATION:1>>" {
		t.Fatalf("got %q", got)
	}
	// The allow list arrives later (a redeployed worker on the same store).
	after, det := newTestPipeline(t, func(c *Config) {
		c.Store = store
		c.Override = &Override{AllowList: values(t, map[string]string{"Paris": "LOCATION"})}
	})
	if got := anon(t, after, "t", "I live in Paris", pii.RoleUser); got != "I live in <<LOCATION:1>>" {
		t.Errorf("the stored message = %q: it keeps its stored detections", got)
	}
	if det.calls.Load() != 0 {
		t.Errorf("the stored message was detected again")
	}
	if got := anon(t, after, "t", "Paris again", pii.RoleUser); got != "Paris again" {
		t.Errorf("a new message = %q: the allow list clears the value, known or not", got)
	}
	if got := restore(t, after, "t", "<<LOCATION:1>>").Text; got != "Paris" {
		t.Errorf("the old token restores to %q", got)
	}
}

func TestAFailingListFailsClosed(t *testing.T) {
	broken := pii.DetectorFunc(func(context.Context, string) ([]pii.Detection, error) { return nil, errors.New("list down") })
	for _, o := range []*Override{{DenyList: broken}, {AllowList: broken}} {
		p, _ := newTestPipeline(t, withOverride(o))
		if _, err := p.Anonymize(context.Background(), "t", "Patrick", pii.RoleUser); pii.CodeOf(err) != pii.CodeDetector {
			t.Errorf("err = %v, want detector_failed", err)
		}
	}
}

func TestOverrideStrategiesReadTheirNames(t *testing.T) {
	var a AllowListStrategy
	var d DenyListStrategy
	var c ConflictStrategy
	for _, tt := range []struct {
		v    interface{ UnmarshalText([]byte) error }
		text string
		want string
	}{{&a, "overlap", "overlap"}, {&d, "FORCE", "force"}, {&c, "allow_list_wins", "allow_list_wins"}} {
		if err := tt.v.UnmarshalText([]byte(tt.text)); err != nil || tt.v.(interface{ String() string }).String() != tt.want {
			t.Errorf("%q: %v", tt.text, err)
		}
	}
	if err := c.UnmarshalText([]byte("whitelist_wins")); err == nil || !strings.Contains(err.Error(), "deny_list_wins") {
		t.Errorf("a 1.x value: %v", err)
	}
}
