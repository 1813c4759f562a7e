package views

import (
	"fmt"
	"testing"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// viewLog is a thread's log with everything a lookup can meet: a value
// under two labels, a value first seen by the assistant and masked later,
// a correction of a value never seen, a clear, and spellings that fold to
// one key.
func viewLog() []Entry {
	var log []Entry
	for i := range 12 {
		log = append(log, Entry{Kind: Sighting, Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser})
		switch i {
		case 2:
			log = append(log, Entry{Kind: Sighting, Label: "PERSON", Text: "Kim  Martin", Role: pii.RoleUser},
				Entry{Kind: Sighting, Label: "ALIAS", Text: "kim martin", Role: pii.RoleUser})
		case 4:
			log = append(log, Entry{Kind: Sighting, Label: "PERSON", Text: "Anne", Role: pii.RoleAssistant},
				Entry{Kind: Sighting, Label: "PERSON", Text: "KIM MARTIN", Role: pii.RoleAssistant})
		case 6:
			log = append(log, Entry{Kind: Mask, Label: "PERSON", Text: "anne", Role: pii.RoleUser},
				Entry{Kind: Mask, Label: "CITY", Text: "Lyon", Role: pii.RoleUser})
		case 8:
			log = append(log, Entry{Kind: Clear, Label: "EMAIL", Text: "kim.v1@example.org", Role: pii.RoleUser})
		}
	}
	return log
}

// A view answers every lookup the same whether it was loaded at once
// (hash indexes from the start), grew one entry at a time past scanUpTo
// (scanning its entries, then building the indexes from them), or is
// still small.
func TestAViewAnswersTheSameBeforeAndAfterItsIndexes(t *testing.T) {
	for _, fc := range factories {
		t.Run(fc.name, func(t *testing.T) { testViewAnswersTheSame(t, fc.f, fc.shared) })
	}
}

func testViewAnswersTheSame(t *testing.T, f Factory, shared *Shared) {
	log := viewLog()
	for _, n := range []int{3, scanUpTo, scanUpTo + 1, len(log)} {
		t.Run(fmt.Sprintf("%d entries", n), func(t *testing.T) {
			atOnce := New("t", 1, shared)
			atOnce.Apply(1, log[:n], f)
			grown := New("t", 1, shared)
			for i := range n {
				grown.Apply(i+1, log[i:i+1], f)
			}
			if got, want := atOnce.idx != nil, n > scanUpTo; got != want || (grown.idx != nil) != want {
				t.Fatalf("indexes built: at once %v, grown %v; want %v", got, grown.idx != nil, want)
			}
			for i := range n {
				a, g := atOnce.entries[i], grown.entries[i]
				if a.text() != g.text() || a.token() != g.token() || a.label != g.label || a.kind != g.kind || a.role != g.role || a.in != g.in {
					t.Fatalf("entry %d: at once %q %q %+v, grown %q %q %+v", i, a.text(), a.token(), a, g.text(), g.token(), g)
				}
				if a.text() != log[i].Text {
					t.Fatalf("entry %d holds %q, the log %q", i, a.text(), log[i].Text)
				}
			}
			probes := []entityKey{{"PERSON", "anne"}, {"CITY", "lyon"}, {"PERSON", "kim martin"}, {"ALIAS", "kim martin"}, {"EMAIL", "nobody@example.org"}}
			for i := range 12 {
				probes = append(probes, entityKey{"EMAIL", fmt.Sprintf("kim.v%d@example.org", i)})
			}
			for _, k := range probes {
				ai, aok := atOnce.Lookup(k.label, k.value)
				gi, gok := grown.Lookup(k.label, k.value)
				if ai != gi || aok != gok {
					t.Errorf("lookup %v: at once %d %v, grown %d %v", k, ai, aok, gi, gok)
				}
				atOnce.mu.RLock()
				ai, aok = atOnce.findValue(k.value)
				atOnce.mu.RUnlock()
				grown.mu.RLock()
				gi, gok = grown.findValue(k.value)
				grown.mu.RUnlock()
				if ai != gi || aok != gok {
					t.Errorf("findValue %q: at once %d %v, grown %d %v", k.value, ai, aok, gi, gok)
				}
			}
			tokens := 0
			for i, e := range atOnce.entries {
				if e.token() == "" {
					continue
				}
				tokens++
				ai, aok := atOnce.IndexOfToken(e.token())
				gi, gok := grown.IndexOfToken(e.token())
				// A shared token (a mask) restores to its first entity.
				if !aok || ai > i || atOnce.entries[ai].token() != e.token() || ai != gi || aok != gok {
					t.Errorf("token %q of entry %d: at once %d %v, grown %d %v", e.token(), i, ai, aok, gi, gok)
				}
				if textfold.ValueKey(e.text()) == "" {
					t.Fatalf("entry %d has a blank value", i)
				}
			}
			if tokens == 0 {
				t.Fatal("no token issued")
			}
			if _, ok := grown.IndexOfToken("<<EMAIL:999>>"); ok {
				t.Error("an unknown token restores")
			}
		})
	}
}

// A small thread's view holds no hash indexes and no corrections: its
// lookups scan its entries.
func TestASmallViewHoldsNoIndexes(t *testing.T) {
	f, shared := counter()
	v := New("t", 1, shared)
	v.Apply(1, viewLog()[:5], f)
	if v.idx != nil || v.corr != nil {
		t.Fatalf("indexes %v, corrections %v", v.idx != nil, v.corr != nil)
	}
	if _, ok := v.Lookup("ALIAS", "kim martin"); !ok {
		t.Fatal("a value of the view is not found")
	}
}

// BenchmarkSmallViewLookup compares a small view's lookups by scanning its
// entries (what it does) with the same lookups through hash indexes (what
// a view past scanUpTo entries does), side by side in one binary:
//
//	go test -run '^$' -bench SmallViewLookup ./pipeline/internal/views/
func BenchmarkSmallViewLookup(b *testing.B) {
	log := viewLog()[:scanUpTo]
	f, shared := counter()
	for _, mode := range []string{"scan", "indexes"} {
		v := New("t", 1, shared)
		v.Apply(1, log, f)
		if mode == "indexes" {
			v.mu.Lock()
			v.index(0, 0)
			v.mu.Unlock()
		}
		last := log[len(log)-1]
		hit := entityKey{last.Label, textfold.ValueKey(last.Text)}
		miss := entityKey{"EMAIL", "nobody@example.org"}
		token := v.TokenAt(0)
		b.Run(mode+"/key-hit", func(b *testing.B) {
			for b.Loop() {
				if _, ok := v.Lookup(hit.label, hit.value); !ok {
					b.Fatal("not found")
				}
			}
		})
		b.Run(mode+"/key-miss", func(b *testing.B) {
			for b.Loop() {
				if _, ok := v.Lookup(miss.label, miss.value); ok {
					b.Fatal("found")
				}
			}
		})
		b.Run(mode+"/token", func(b *testing.B) {
			for b.Loop() {
				if _, ok := v.ValueOf(token); !ok {
					b.Fatal("not found")
				}
			}
		})
	}
}
