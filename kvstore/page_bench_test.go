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

// BenchmarkDecodePages decodes the ten pages of a 10,000-entry thread, as
// its cold read does (-cpu 1,2: in turn, then in two halves at once):
//
//	go test -run '^$' -bench DecodePages -benchmem -cpu 1,2 ./kvstore/
func BenchmarkDecodePages(b *testing.B) {
	const n = 10000
	log := make([]pipeline.Entry, n)
	for i := range log {
		log[i] = pipeline.Entry{Label: "EMAIL", Text: fmt.Sprintf("kim.v%d@example.org", i), Role: pii.RoleUser}
	}
	u := &unsealedPages{covered: n}
	for at := 0; at < n; at += pageEntries {
		u.plains = append(u.plains, encodePage(at+1, log[at:min(at+pageEntries, n)]))
		u.revs = append(u.revs, 1)
	}
	s := &Store{}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.decodePages(u); err != nil {
			b.Fatal(err)
		}
	}
}
