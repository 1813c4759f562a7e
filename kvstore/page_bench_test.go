package kvstore

import (
	"fmt"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// BenchmarkDecodePage decodes one full page (1,024 e-mail addresses, as
// a cold thread's first read does for each page of its snapshot):
//
//	go test -run '^$' -bench DecodePage -benchmem ./kvstore/
func BenchmarkDecodePage(b *testing.B) {
	entries := make([]pipeline.Entry, pageEntries)
	for i := range entries {
		entries[i] = pipeline.Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
	}
	page := encodePage(1, entries)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := decodePage(page); err != nil {
			b.Fatal(err)
		}
	}
}
