package views

import (
	"fmt"
	"testing"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// A thread that grows one value at a time, its known values looked for
// between each, keeps a few matchers: new values go into a small one, and
// matchers of similar size are merged.
func TestAGrowingThreadKeepsFewMatchers(t *testing.T) {
	f, shared := counter()
	v := New("t", 1, shared)
	const n = 300
	for i := range n {
		v.Apply(i+1, []Entry{{Label: "EMAIL", Text: fmt.Sprintf("user%d@ex.com", i), Role: pii.RoleUser}}, f)
		if _, err := v.FindKnown("hello"); err != nil {
			t.Fatal(err)
		}
	}
	if len(v.tiers) > 10 {
		t.Errorf("%d matcher tiers for %d values", len(v.tiers), n)
	}
	found, err := v.FindKnown("to USER0@EX.COM and user299@ex.com")
	if err != nil || len(found) != 2 {
		t.Fatalf("found %v, %v", found, err)
	}
}

// A large thread loaded at once is matched by one hashed-key tier.
func TestALargeThreadLoadedAtOnceHasOneKeyMatcher(t *testing.T) {
	const n = 2 * keyMatcherFrom
	v := viewOfEmails(t, n)
	tiers, err := v.knownTiers()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := tiers[0].m.(*textfold.KeyMatcher); !ok || len(tiers) != 1 || len(tiers[0].idx) != n {
		t.Errorf("%d tiers, the first a %T over %d values; want one key matcher over %d", len(tiers), tiers[0].m, len(tiers[0].idx), n)
	}
}

// Whatever matcher a thread's size gives its tier (a list, a trie, hashed
// keys), FindKnown finds its values in a text, and allocates nothing
// but the detections it returns and what the matcher itself allocates;
// FindKnownTo appends them to the caller's memory, and allocates what the
// matcher allocates alone.
func TestFindKnownFindsTheValuesOfEveryMatcherKind(t *testing.T) {
	for _, tc := range []struct {
		name   string
		values int
		kind   string
	}{
		{"a few values are a list", listMatcherBelow - 1, "*textfold.ListMatcher"},
		{"a small thread is a trie", listMatcherBelow, "*textfold.WordMatcher"},
		{"a large thread is hashed keys", keyMatcherFrom, "*textfold.KeyMatcher"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := viewOfEmails(t, tc.values)
			tiers, err := v.knownTiers()
			if err != nil || len(tiers) != 1 {
				t.Fatalf("%d tiers, %v", len(tiers), err)
			}
			if got := fmt.Sprintf("%T", tiers[0].m); got != tc.kind {
				t.Fatalf("the tier is a %s, want a %s", got, tc.kind)
			}
			text := fmt.Sprintf("write to USER0@EX.COM, cc user%d@ex.com", tc.values-1)
			found, err := v.FindKnown(text)
			if err != nil || len(found) != 2 || found[0].Text != "USER0@EX.COM" || found[1].Label != "EMAIL" {
				t.Fatalf("FindKnown = %v, %v; want both values", found, err)
			}
			own := testing.AllocsPerRun(50, func() { tiers[0].m.FindAll(text, func(int, int, int) bool { return true }) })
			if allocs := testing.AllocsPerRun(50, func() { _, _ = v.FindKnown(text) }); allocs > own+1 {
				t.Errorf("%v allocations per call, want the matcher's own (%v) and the detections'", allocs, own)
			}
			// Given room for them, the detections cost nothing.
			var buf [4]pii.Detection
			into, err := v.FindKnownTo(buf[:1], text)
			if err != nil || len(into) != 3 || &into[0] != &buf[0] || into[1] != found[0] || into[2] != found[1] {
				t.Fatalf("FindKnownTo = %v, %v; want both values after the one held", into, err)
			}
			if allocs := testing.AllocsPerRun(50, func() { _, _ = v.FindKnownTo(buf[:0], text) }); allocs > own {
				t.Errorf("%v allocations per call into the caller's memory, want the matcher's own (%v)", allocs, own)
			}
		})
	}
}

// viewOfEmails returns a view whose thread was loaded at once with n
// e-mail addresses.
func viewOfEmails(t *testing.T, n int) *View {
	t.Helper()
	f, shared := counter()
	log := make([]Entry, n)
	for i := range log {
		log[i] = Entry{Label: "EMAIL", Text: fmt.Sprintf("user%d@ex.com", i), Role: pii.RoleUser}
	}
	v := New("t", 1, shared)
	if err := v.Load(1, log, f, false); err != nil {
		t.Fatal(err)
	}
	return v
}
