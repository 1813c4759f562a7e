package views

import (
	"fmt"
	"maps"
	"strings"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// pendingLog is a cold load's log: e-mail addresses under two labels of
// different lengths, some introduced by the assistant, some repeated.
func pendingLog(n int) []Entry {
	log := make([]Entry, 0, n)
	for i := range n {
		e := Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
		switch {
		case i%7 == 0:
			e.Label = "EMAIL_ADDRESS_OF_A_CONTACT"
		case i%11 == 0:
			e.Role = pii.RoleAssistant
		case i%13 == 0:
			e.Text = fmt.Sprintf("KIM.V%d@EXAMPLE.ORG", i-1) // the previous value again
		}
		log = append(log, e)
	}
	return log
}

// eagerView applies log in batches too small to leave tokens pending.
func eagerView(t *testing.T, log []Entry, f Factory, shared *Shared) *View {
	t.Helper()
	v := New("t", 1, shared)
	for from := 0; from < len(log); from += lazyTokensFrom / 2 {
		v.Apply(from+1, log[from:min(len(log), from+lazyTokensFrom/2)], f)
	}
	if n := v.pendingTokens.Load(); n != 0 {
		t.Fatalf("batches of %d left %d tokens pending", lazyTokensFrom/2, n)
	}
	return v
}

// A cold load leaves its tokens pending, and renders each when it is asked
// for, byte for byte the token issued at once, without growing the memory
// the view holds: its room was kept at the load.
func TestAColdLoadRendersATokenOnlyWhenItIsAskedFor(t *testing.T) {
	f, shared := counter()
	log := pendingLog(1000)
	eager := eagerView(t, log, f, shared)
	v := New("t", 1, shared)
	if err := v.Load(1, log, f, true); err != nil {
		t.Fatal(err)
	}
	pending := int(v.pendingTokens.Load())
	if pending < lazyTokensFrom {
		t.Fatalf("a cold load of %d entries left %d tokens pending", len(log), pending)
	}
	held := v.Held()
	for i := range log {
		wasPending := v.isPending(i)
		if got, want := v.TokenAt(i), eager.TokenAt(i); got != want {
			t.Fatalf("entry %d: token %q, want %q", i, got, want)
		}
		if wasPending {
			pending--
		}
		if got := int(v.pendingTokens.Load()); got != pending {
			t.Fatalf("after entry %d: %d tokens pending, want %d", i, got, pending)
		}
	}
	if got := v.Held(); got != held {
		t.Errorf("the view held %v at the load, %v once its tokens were rendered", held, got)
	}
}

// Every look-up of a token, or of every token, finds the tokens a cold
// load left pending, as the view that issued them at once does.
func TestTokenLookUpsRenderEveryPendingTokenFirst(t *testing.T) {
	f, shared := counter()
	log := pendingLog(600)
	eager := eagerView(t, log, f, shared)
	want := eager.TokenMap()
	for _, c := range []struct {
		name string
		look func(v *View) bool
	}{
		{"ValueOf", func(v *View) bool {
			got, ok := v.ValueOf(f.Token("EMAIL", 3, ""))
			want, _ := eager.ValueOf(f.Token("EMAIL", 3, ""))
			return ok && got == want
		}},
		{"IndexOfToken", func(v *View) bool {
			got, ok := v.IndexOfToken(f.Token("EMAIL", 3, ""))
			want, _ := eager.IndexOfToken(f.Token("EMAIL", 3, ""))
			return ok && got == want
		}},
		{"RLock and ValueOfLocked", func(v *View) bool {
			v.RLock()
			defer v.RUnlock()
			_, ok := v.ValueOfLocked(f.Token("EMAIL_ADDRESS_OF_A_CONTACT", 2, ""))
			return ok
		}},
		{"TokenMap", func(v *View) bool { return maps.Equal(v.TokenMap(), want) }},
		{"TokensOf", func(v *View) bool {
			got := v.TokensOf(Entry{Kind: Mask, Text: "kim.v1@example.org"})
			return len(got) == 1 && got[0] == eager.TokensOf(Entry{Kind: Mask, Text: "kim.v1@example.org"})[0]
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			v := New("t", 1, shared)
			v.Apply(1, log, f)
			if v.pendingTokens.Load() == 0 {
				t.Fatal("no token pending")
			}
			if !c.look(v) {
				t.Error("the look-up missed a token")
			}
			if n := v.pendingTokens.Load(); n != 0 {
				t.Errorf("%d tokens still pending", n)
			}
			if !maps.Equal(v.TokenMap(), want) {
				t.Error("the token map differs from the one of tokens issued at once")
			}
		})
	}
}

// lengthyTokens renders the token of a value longer with the value's
// length: a pending token's room, kept at its label's first value, may be
// too short for it.
type lengthyTokens struct{}

func (lengthyTokens) Token(label string, n int, value string) string {
	return fmt.Sprintf("<<%s:%d%s>>", label, n, strings.Repeat("x", 4*max(0, len(value)-17)))
}

// A token its factory renders longer than the room the load kept for it
// is placed, with a copy of its value, at the free end of the view's
// chunk: the same token.
func TestAPendingTokenLongerThanItsRoomIsPlacedElsewhere(t *testing.T) {
	f, shared := lengthyTokens{}, NewShared(false, true, lengthyTokens{})
	log := pendingLog(400)
	eager := eagerView(t, log, f, shared)
	v := New("t", 1, shared)
	v.Apply(1, log, f)
	if v.pendingTokens.Load() == 0 {
		t.Fatal("no token pending")
	}
	placed := 0
	for i := range log {
		p := v.entries[i].p
		if got, want := v.TokenAt(i), eager.TokenAt(i); got != want {
			t.Fatalf("entry %d: token %q, want %q", i, got, want)
		}
		if got, want := v.entries[i].text(), log[i].Text; got != want {
			t.Fatalf("entry %d: value %q, want %q", i, got, want)
		}
		placed += b2i(v.entries[i].p != p)
	}
	if placed == 0 {
		t.Error("no token was longer than its room")
	}
	if !maps.Equal(v.TokenMap(), eager.TokenMap()) {
		t.Error("the token map differs from the one of tokens issued at once")
	}
}

// Readers rendering pending tokens one by one, all at once, under the read
// lock and not, while a second cold batch arrives, all see the tokens the
// view issued at once (run with -race).
func TestPendingTokensRenderedByConcurrentReaders(t *testing.T) {
	f, shared := counter()
	log := pendingLog(1200)
	eager := eagerView(t, log, f, shared)
	v := New("t", 1, shared)
	v.Apply(1, log[:600], f)
	var wg sync.WaitGroup
	wg.Go(func() { v.Apply(601, log[600:], f) })
	for g := range 4 {
		wg.Go(func() {
			for i := g; i < 600; i += 4 {
				if got, want := v.TokenAt(i), eager.TokenAt(i); got != want {
					t.Errorf("entry %d: token %q, want %q", i, got, want)
				}
				if i%50 == 0 {
					if got, ok := v.ValueOf(eager.TokenAt(i)); eager.TokenAt(i) != "" && (!ok || got != log[i].Text) {
						t.Errorf("token of entry %d restores to %q, %v", i, got, ok)
					}
				}
			}
		})
	}
	wg.Wait()
	if !maps.Equal(v.TokenMap(), eager.TokenMap()) {
		t.Error("the token map differs from the one of tokens issued at once")
	}
}
