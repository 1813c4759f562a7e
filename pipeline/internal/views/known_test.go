package views

import (
	"fmt"
	"slices"
	"strings"
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

// The two newest tiers are merged while they hold smallThread values or
// fewer together, or when the newer is as large as the older; others
// stay.
func TestTheNewestTiersAreMergedWhenSmallOrOfOneSize(t *testing.T) {
	of := func(sizes ...int) []tier {
		ts := make([]tier, len(sizes))
		for i, n := range sizes {
			ts[i] = tier{idx: make([]int32, n)}
		}
		return ts
	}
	for _, tc := range []struct {
		name  string
		sizes []int
		want  bool
	}{
		{"two small tiers are one", []int{3, 3}, true},
		{"a small thread's tiers are one", []int{29, 3}, true},
		{"past a small thread a few values stay apart", []int{30, 3}, false},
		{"two of a size are one", []int{48, 48}, true},
		{"a newer tier larger than the older is merged", []int{40, 96}, true},
		{"a large tier keeps a smaller newer one apart", []int{96, 48}, false},
	} {
		if got := mergeNewest(of(tc.sizes...)); got != tc.want {
			t.Errorf("%s: %v merged %v, want %v", tc.name, tc.sizes, got, tc.want)
		}
	}
}

// A conversation that takes three values a request rebuilds each value a
// few times, not at every request: the values its matchers were built
// over, in all, stay within a few times the thread's size (keeping one
// matcher up to 64 values built 12 times its size).
func TestAGrowingConversationRebuildsEachValueAFewTimes(t *testing.T) {
	f, shared := counter()
	v := New("t", 1, shared)
	const n = 600
	built, tiers := 0, 0
	for i := 0; i < n; i += 3 {
		for k := range 3 {
			v.Apply(i+k+1, []Entry{{Label: "EMAIL", Text: fmt.Sprintf("user%d@ex.com", i+k), Role: pii.RoleUser}}, f)
		}
		before := v.tiers
		if _, err := v.FindKnown("hello"); err != nil {
			t.Fatal(err)
		}
		for _, tr := range v.tiers {
			if !slices.ContainsFunc(before, func(b tier) bool { return b.m == tr.m }) {
				built += len(tr.idx)
			}
		}
		tiers = max(tiers, len(v.tiers))
	}
	if built > 8*n || tiers > 8 {
		t.Errorf("%d values built for a thread of %d, up to %d tiers", built, n, tiers)
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
		{"a few values are a list", textfold.ListBelow - 1, "*textfold.ListMatcher"},
		{"a small thread is a trie", textfold.ListBelow, "*textfold.WordMatcher"},
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

// BenchmarkGrowingThreadFindKnown is a conversation that takes three new
// values a request, each request looking for the thread's known values in
// texts of 1 KB first (FindKnownTo, which builds the matchers of the
// entries added since): the known-value work of the service-new workload
// (one text a request), per request, for a thread grown to n values; and
// of a request that scans eight texts (a history resent), where each tier
// costs a scan of each.
//
//	go test -run '^$' -bench GrowingThreadFindKnown -benchmem ./pipeline/internal/views/
func BenchmarkGrowingThreadFindKnown(b *testing.B) {
	filler := strings.Repeat("the parcel should arrive before the end of the week. ", 19)
	for _, texts := range []int{1, 8} {
		for _, n := range []int{30, 300, 1500} {
			b.Run(fmt.Sprintf("texts=%d/values=%d", texts, n), func(b *testing.B) {
				f, shared := counter()
				log := make([]Entry, n)
				for i := range log {
					log[i] = Entry{Label: "EMAIL", Text: fmt.Sprintf("a%d.user%d@example.com", i, i*7), Role: pii.RoleUser}
				}
				requests := 0
				for b.Loop() {
					v := New("t", 1, shared)
					for i := 0; i < n; i += 3 {
						for k := range texts {
							text := "write to " + log[max(i-k, 0)].Text + " and " + log[i/2].Text + "; " + filler
							if _, err := v.FindKnownTo(nil, text); err != nil {
								b.Fatal(err)
							}
						}
						v.Apply(i+1, log[i:min(i+3, n)], f)
						requests++
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(requests), "ns/request")
			})
		}
	}
}
