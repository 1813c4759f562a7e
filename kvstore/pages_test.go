package kvstore

import (
	"reflect"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

func TestAPageKeepsEveryEntryAndItsKind(t *testing.T) {
	entries := []pipeline.Entry{
		{Label: "PERSON", Text: "Patrick", Role: pii.RoleUser},
		{Label: "EMAIL", Text: "p@example.org", Role: pii.RoleAssistant},
		{Kind: pipeline.EntryMask, Label: "CITY", Text: "Lyon", Role: pii.RoleUser},
		{Kind: pipeline.EntryClear, Label: "", Text: "Paris", Role: pii.RoleUser},
		{Kind: pipeline.EntryClear, Label: "PERSON", Text: "Patrick", Role: pii.RoleUser},
	}
	first, got, err := decodePage(encodePage(1025, entries))
	if err != nil || first != 1025 || !reflect.DeepEqual(got, entries) {
		t.Fatalf("decoded %d %+v, %v; want 1025 %+v", first, got, err, entries)
	}
}

func TestAPageWithASightingWithoutLabelIsCorrupt(t *testing.T) {
	page := encodePage(1, []pipeline.Entry{{Label: "", Text: "Patrick", Role: pii.RoleUser}})
	if _, _, err := decodePage(page); err == nil {
		t.Fatal("a sighting without a label decoded")
	}
}

func FuzzDecodePage(f *testing.F) {
	f.Add(encodePage(1, []pipeline.Entry{{Label: "PERSON", Text: "Patrick", Role: pii.RoleUser}}))
	f.Add(encodePage(1, []pipeline.Entry{{Kind: pipeline.EntryClear, Text: "Paris", Role: pii.RoleUser}, {Kind: pipeline.EntryMask, Label: "CITY", Text: "Lyon"}}))
	f.Add([]byte{0x93, 0x01, 0x90, 0x90})
	f.Fuzz(func(t *testing.T, data []byte) {
		first, entries, err := decodePage(data)
		if err != nil {
			return
		}
		// What decodes is a page this package could have written.
		_, again, err := decodePage(encodePage(first, entries))
		if err != nil || !reflect.DeepEqual(again, entries) {
			t.Fatalf("re-encoded page: %+v, %v; want %+v", again, err, entries)
		}
	})
}
