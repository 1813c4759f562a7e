package pipeline

import (
	"context"
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// A pipeline that loads a big thread cold (its tokens left to render until
// a text needs them) renders, restores and lists every token as the
// pipeline that wrote the thread does, whichever it is asked first.
func TestAColdPipelineGivesABigThreadsTokensAsTheWriterDoes(t *testing.T) {
	ctx := context.Background()
	store := NewMemStore(MemStoreConfig{})
	withStore := func(c *Config) { c.Store = store }
	writer, _ := newTestPipeline(t, withStore)
	value := func(i int) string { return fmt.Sprintf("kim.v%d@example.org", i) }
	var all strings.Builder
	for from := 0; from < 600; from += 50 {
		var text strings.Builder
		for i := from; i < from+50; i++ {
			fmt.Fprintf(&text, "write to %s and Patrick. ", value(i))
		}
		anon(t, writer, "t", text.String(), pii.RoleUser)
		all.WriteString(text.String())
	}
	anonymized := anon(t, writer, "t", all.String(), pii.RoleUser)
	tokens, err := writer.TokenMap(ctx, "t")
	if err != nil || len(tokens) != 601 {
		t.Fatalf("the writer's thread holds %d tokens, %v", len(tokens), err)
	}
	few := "cc " + value(0) + ", " + value(599) + " and PATRICK"
	for _, first := range []string{"anonymize", "restore", "token map"} {
		t.Run("first "+first, func(t *testing.T) {
			cold, _ := newTestPipeline(t, withStore)
			if first == "restore" {
				if r := restore(t, cold, "t", anonymized); r.Text != all.String() {
					t.Fatal("the cold pipeline restores the thread's tokens otherwise")
				}
			}
			if first == "token map" {
				if got, err := cold.TokenMap(ctx, "t"); err != nil || !maps.Equal(got, tokens) {
					t.Fatalf("the cold pipeline's token map differs (%d tokens, %v)", len(got), err)
				}
			}
			if got, want := anon(t, cold, "t", few, pii.RoleUser), anon(t, writer, "t", few, pii.RoleUser); got != want {
				t.Fatalf("the cold pipeline renders %q, the writer %q", got, want)
			}
			if got := anon(t, cold, "t", all.String(), pii.RoleUser); got != anonymized {
				t.Fatal("the cold pipeline renders the thread's values otherwise")
			}
			if r := restore(t, cold, "t", anonymized); r.Text != all.String() {
				t.Fatal("the cold pipeline restores the thread's tokens otherwise")
			}
			if got, err := cold.TokenMap(ctx, "t"); err != nil || !maps.Equal(got, tokens) {
				t.Fatalf("the cold pipeline's token map differs (%d tokens, %v)", len(got), err)
			}
		})
	}
}
