package views

import (
	"fmt"
	"sync"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// A large view of distinct tokens issues them without hashing them; the
// first look-ups, several at once under the read lock, find every one,
// later entries' tokens too, and leave the memory the view holds as it
// was (the room was made when the tokens were issued).
func TestTokensIssuedUnhashedAreFoundByConcurrentFirstLookUps(t *testing.T) {
	f, shared := counter()
	entries := make([]Entry, 600)
	for i := range entries {
		entries[i] = Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
	}
	v := New("t", 1, shared)
	for _, part := range [][2]int{{0, 500}, {500, 600}} {
		v.Apply(part[0]+1, entries[part[0]:part[1]], f)
		held := v.Held()
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Go(func() {
				for i := g; i < part[1]; i += 4 {
					if got, ok := v.ValueOf(f.Token("EMAIL", i+1, "")); !ok || got != entries[i].Text {
						t.Errorf("token %d restores to %q, %v", i+1, got, ok)
					}
				}
			})
		}
		wg.Wait()
		if got := v.Held(); got != held {
			t.Errorf("after %d entries: the view held %v before its first look-ups, %v after", part[1], held, got)
		}
		if _, ok := v.ValueOf(f.Token("EMAIL", part[1]+1, "")); ok {
			t.Errorf("after %d entries: a token never issued restores", part[1])
		}
	}
}
