package views

import (
	"fmt"
	"hash/maphash"
	"slices"
	"strings"
	"testing"

	"go.uber.org/goleak"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// coldLog is a long thread's log: e-mail addresses, some seen again (in
// another spelling, or under another label), some first seen by the
// assistant, and viewLog's corrections when corrected is true.
func coldLog(n int, corrected bool) []Entry {
	var log []Entry
	if corrected {
		log = viewLog()
	}
	for i := range n {
		text := fmt.Sprintf("kim.v%d@example.org", i)
		role := pii.RoleUser
		if i%17 == 0 {
			role = pii.RoleAssistant
		}
		log = append(log, Entry{Kind: Sighting, Label: "EMAIL", Text: text, Role: role})
		switch {
		case i%11 == 0:
			log = append(log, Entry{Kind: Sighting, Label: "EMAIL", Text: strings.ToUpper(text), Role: pii.RoleUser})
		case i%13 == 0:
			log = append(log, Entry{Kind: Sighting, Label: "ALIAS", Text: text, Role: pii.RoleUser})
		}
	}
	return log
}

// A cold load whose matcher keys were hashed while the log was applied
// finds what a load that hashes them after finds, in the same order,
// whether the part's tokenised values are all its user sightings' (the
// keys hashed ahead serve) or include a value a correction promoted (the
// matcher hashes its values itself).
func TestAColdLoadHashingAheadFindsWhatALoadInTurnFinds(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent()) // the hashing goroutine has ended
	f, shared := counter()
	for _, corrected := range []bool{false, true} {
		t.Run(fmt.Sprintf("corrected=%v", corrected), func(t *testing.T) {
			log := coldLog(1500, corrected)
			// The apply meets hashes as the goroutine has them: here all.
			ahead := New("t", 1, shared)
			h := hashedFirst(t, log, shared.seed)
			ahead.applyHashed(1, log, f, h)
			if _, err := ahead.knownTiersHashed(h); err != nil {
				t.Fatal(err)
			}
			// And as they come.
			loaded := New("t", 1, shared)
			if err := loaded.Load(1, log, f, true); err != nil {
				t.Fatal(err)
			}
			inTurn := New("t", 1, shared)
			inTurn.Apply(1, log, f)
			if _, err := inTurn.knownTiers(); err != nil {
				t.Fatal(err)
			}
			for i := range inTurn.entries {
				if a, w := ahead.entries[i], inTurn.entries[i]; a.text() != w.text() || ahead.TokenAt(i) != inTurn.TokenAt(i) || a.label != w.label || a.in != w.in || a.tags != w.tags {
					t.Fatalf("entry %d: %q %q %+v, want %q %q %+v", i, a.text(), ahead.TokenAt(i), a, w.text(), inTurn.TokenAt(i), w)
				}
			}
			for _, x := range [][2]index{{ahead.idx.byKey, inTurn.idx.byKey}, {ahead.idx.byValue, inTurn.idx.byValue}, {ahead.idx.byToken, inTurn.idx.byToken}} {
				if !slices.Equal(x[0].slots, x[1].slots) {
					t.Fatal("the indexes differ")
				}
			}
			if len(ahead.tiers) != len(inTurn.tiers) {
				t.Fatalf("%d tiers, want %d", len(ahead.tiers), len(inTurn.tiers))
			}
			for i := range ahead.tiers {
				if !slices.Equal(ahead.tiers[i].idx, inTurn.tiers[i].idx) {
					t.Fatalf("tier %d covers other entries", i)
				}
			}
			var text strings.Builder
			text.WriteString("Anne wrote to lyon and kim martin: ")
			for i := 0; i < 1500; i += 7 {
				fmt.Fprintf(&text, "KIM.v%d@example.org, kim.v%d@example.org.uk; ", i, i+1)
			}
			got, err := ahead.FindKnown(text.String())
			if err != nil {
				t.Fatal(err)
			}
			gotLoaded, err := loaded.FindKnown(text.String())
			if err != nil || !slices.Equal(gotLoaded, got) {
				t.Fatalf("a load finds %d values, %v; hashed first %d", len(gotLoaded), err, len(got))
			}
			want, err := inTurn.FindKnown(text.String())
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) || len(want) < 100 {
				t.Fatalf("found %d values, want %d (at least 100)", len(got), len(want))
			}
		})
	}
}

// The keys hashed ahead serve a cold part's matcher; a value that is not
// one of the part's user sightings (an entry after the part, an
// assistant's value) is hashed by the matcher itself, which then finds
// what a matcher built from the values alone finds.
func TestKeysHashedAheadServeTheirPartAndTheRestIsHashedAgain(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent()) // the hashing goroutine has ended
	log := coldLog(400, false)
	f, shared := counter()
	v := New("t", 1, shared)
	h := hashedFirst(t, log, v.shared.seed)
	v.applyHashed(1, log, f, h)
	var idx []int32
	var values []string
	var text strings.Builder
	for i := range v.entries {
		if v.entries[i].tokLen != 0 && i%7 == 0 {
			idx, values = append(idx, int32(i)), append(values, v.entries[i].text())
			text.WriteString("to " + v.entries[i].text() + ", ")
		}
	}
	for i := range log {
		if log[i].Role == pii.RoleAssistant && i > 0 {
			idx, values = append(idx, int32(i)), append(values, log[i].Text)
			text.WriteString("from " + log[i].Text + ", ")
			break
		}
	}
	idx, values = append(idx, int32(len(log))), append(values, "after.the@part.example")
	text.WriteString("and after.the@part.example.")
	got, err := h.matcher(values, idx)
	if err != nil {
		t.Fatal(err)
	}
	want, err := textfold.NewKeyMatcher(values, false)
	if err != nil {
		t.Fatal(err)
	}
	type hit struct{ start, end, value int }
	find := func(m *textfold.KeyMatcher) (hits []hit) {
		m.FindAll(text.String(), func(start, end, value int) bool {
			hits = append(hits, hit{start, end, value})
			return true
		})
		return hits
	}
	g, w := find(got), find(want)
	if !slices.Equal(g, w) {
		t.Fatalf("found %v, want %v", g, w)
	}
	for _, last := range []int{len(values) - 2, len(values) - 1} {
		if !slices.ContainsFunc(w, func(x hit) bool { return x.value == last }) {
			t.Fatalf("value %d (not a candidate) not found: %v", last, w)
		}
	}
}

// hashedFirst hashes log ahead and waits for both stages to end, as if the
// apply had taken long enough.
func hashedFirst(t *testing.T, log []Entry, seed maphash.Seed) *hashedPart {
	t.Helper()
	h := hashAhead(log, 0, seed)
	if h == nil {
		t.Skip("a single processor: nothing is hashed ahead")
	}
	<-h.done
	if h.keys == nil || h.ready.Load() != int64(len(log)) {
		t.Fatal("the goroutine ended before its work")
	}
	return h
}

// A goroutine that had not begun the matcher keys when the apply ended
// gives them up (the matcher hashes its values itself); one that had is
// waited for.
func TestKeysNotBegunWhenTheApplyEndsAreGivenUp(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreCurrent()) // the hashing goroutine has ended
	done := make(chan struct{})
	close(done)
	notBegun := &hashedPart{done: done}
	if notBegun.wait() != nil || !notBegun.applied.Load() {
		t.Fatal("keys not begun were waited for")
	}
	begun := &hashedPart{done: done}
	begun.claimed.Store(true)
	if begun.wait() != begun {
		t.Fatal("keys begun were given up")
	}
	var none *hashedPart
	if none.wait() != nil || none.valueHash(0) != 0 {
		t.Fatal("no hashing hashed something")
	}
}
