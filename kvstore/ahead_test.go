package kvstore

import "testing"

func TestEntriesHeardAheadOfTheirGeneration(t *testing.T) {
	type heard struct {
		gen string
		n   int
	}
	for _, c := range []struct {
		rule      string
		heard     []heard
		wantN     int
		wantStale bool
	}{
		{"nothing heard leaves the length read", nil, 1, false},
		{"an entry of the generation installed raises its length", []heard{{"g1", 3}, {"g1", 2}}, 3, false},
		{"entries of another generation are ignored", []heard{{"g0", 5}}, 1, false},
		{"entries of several generations make it stale", []heard{{"g0", 5}, {"g1", 3}}, 1, true},
	} {
		t.Run(c.rule, func(t *testing.T) {
			th := &thread{}
			for _, h := range c.heard {
				th.heardAhead(h.gen, h.n)
			}
			l := &life{genTok: "g1", n: 1}
			th.applyAhead(l)
			if l.n != c.wantN || l.stale != c.wantStale || th.ahead != nil {
				t.Fatalf("n %d stale %v ahead %v", l.n, l.stale, th.ahead)
			}
		})
	}
}
