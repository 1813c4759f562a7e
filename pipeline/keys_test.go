package pipeline

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/internal/textfold"
	"github.com/piighost/piighost-nats/pii"
)

// resolve hands link the entity keys it built to tell whether every
// value is known; link trusts them instead of building its own. They must
// be, span for span, the keys link would build: the rule checked here on
// warm and cold threads, texts with known and new values, repeated values,
// capitals and spaces (the values whose key is not their text).
func TestResolveKeysAreTheSpansEntityKeys(t *testing.T) {
	ctx := context.Background()
	p, err := New(Config{Detector: defaultDetectors(t), Store: NewMemStore(MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	values := []string{"jane.doe@example.com", "FR76 3000 6000 0112 3456 7890 189", "+44 20 7946 0958",
		"Jane.Doe@Example.com", "fr76 3000 6000 0112 3456 7890 189", "bob@example.org", "+33 1 42 68 53 00"}
	words := []string{"thanks", "for", "the", "answer,", "Paris", "call", "mail", "iban", "and", "\n", "Marie Curie"}
	rng := rand.New(rand.NewPCG(1, 2))
	text := func() string {
		var b strings.Builder
		for range 4 + rng.IntN(20) {
			if rng.IntN(4) == 0 {
				b.WriteString(values[rng.IntN(len(values))])
			} else {
				b.WriteString(words[rng.IntN(len(words))])
			}
			b.WriteByte(' ')
		}
		return b.String()
	}
	fast := 0
	for i := range 400 {
		thread := fmt.Sprintf("t%d", i%7) // threads grow warm as the texts go by
		v, err := p.view(ctx, thread, true)
		if err != nil {
			t.Fatal(err)
		}
		s := text()
		found, err := p.detect(ctx, v, s, digestOf(s), nil)
		if err != nil {
			t.Fatal(err)
		}
		spans, keys, err := p.resolve(ctx, s, v, &found, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if keys != nil {
			fast++
			if len(keys) != len(spans) {
				t.Fatalf("%q: %d keys for %d spans", s, len(keys), len(spans))
			}
			for j, d := range spans {
				if want := (entityKey{label: d.Label, value: textfold.ValueKey(d.Text)}); keys[j] != want {
					t.Fatalf("%q: span %q has key %+v, want %+v", s, d.Text, keys[j], want)
				}
			}
		}
		if _, err := p.Anonymize(ctx, thread, s, pii.RoleUser); err != nil {
			t.Fatal(err)
		}
	}
	if fast == 0 {
		t.Fatal("no text took the path where every value is known")
	}
}

// The keys go in the caller's buffer: a message whose values the thread
// knows is resolved and linked with no allocation for them.
func TestResolveAppendsKeysToTheCallersBuffer(t *testing.T) {
	ctx := context.Background()
	p, err := New(Config{Detector: defaultDetectors(t), Store: NewMemStore(MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	text := "mail jane.doe@example.com iban FR76 3000 6000 0112 3456 7890 189"
	if _, err := p.Anonymize(ctx, "t", text, pii.RoleUser); err != nil {
		t.Fatal(err)
	}
	v, err := p.view(ctx, "t", true)
	if err != nil {
		t.Fatal(err)
	}
	found, err := p.detect(ctx, v, text, digestOf(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	var buf [8]entityKey
	spans, keys, err := p.resolve(ctx, text, v, &found, buf[:0], nil)
	if err != nil || len(spans) != 2 || len(keys) != 2 {
		t.Fatalf("spans %v, keys %v, %v", spans, keys, err)
	}
	if &keys[0] != &buf[0] {
		t.Error("the keys are not in the caller's buffer")
	}
}
