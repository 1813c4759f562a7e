package views

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

// BenchmarkViewLoad: what a cold thread's first request costs the
// pipeline once the store has read the log: a new view applying n
// entries (e-mail addresses, as tests/BenchmarkScaleFirstRequest's), then
// building its known-value matchers, as a cold read of the pages does
// (View.Load, the rest of the log on its way).
//
//	go test -run '^$' -bench ViewLoad -benchmem ./pipeline/internal/views/
func BenchmarkViewLoad(b *testing.B) {
	f, shared := counter()
	for _, n := range []int{2000, 10000} {
		entries := make([]Entry, n)
		for i := range entries {
			entries[i] = Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
		}
		b.Run("values="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				v := New("t", 1, shared)
				if err := v.Load(1, entries, f, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// counterTokens writes label_counter's tokens (<<LABEL:n>>), distinct,
// in place when there is room.
type counterTokens struct{}

func (counterTokens) Token(label string, n int, _ string) string {
	return "<<" + label + ":" + strconv.Itoa(n) + ">>"
}

func (counterTokens) AppendToken(dst []byte, label string, n int, _ string) []byte {
	dst = append(dst, "<<"+label+":"...)
	return append(strconv.AppendInt(dst, int64(n), 10), ">>"...)
}

// hashTokens writes tokens of 4 hex digits of a hash of label and n,
// which may collide, as a short label_hash does.
type hashTokens struct{}

func (hashTokens) Token(label string, n int, _ string) string {
	sum := sha256.Sum256([]byte(label + ":" + strconv.Itoa(n)))
	return "<<" + label + ":" + hex.EncodeToString(sum[:2]) + ">>"
}

// maskTokens writes one token for every value of a label, as a mask
// does.
type maskTokens struct{}

func (maskTokens) Token(label string, _ int, _ string) string { return "<<" + label + ">>" }

// factories are the test factories, with the views' shared part of each.
var factories = []struct {
	name   string
	f      Factory
	shared *Shared
}{
	{"label_counter", counterTokens{}, NewShared(false, true, counterTokens{})},
	{"label_hash of 4 digits", hashTokens{}, NewShared(false, false, hashTokens{})},
	{"mask", maskTokens{}, NewShared(true, false, maskTokens{})},
}

// counter is label_counter's factory and shared part.
func counter() (Factory, *Shared) { return factories[0].f, factories[0].shared }
