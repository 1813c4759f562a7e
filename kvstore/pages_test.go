package kvstore

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// decodePage is appendPage into a new slice.
func decodePage(data []byte) (first int, entries []pipeline.Entry, err error) {
	return appendPage(nil, data)
}

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

// Every form the encoder writes decodes: texts of every string length
// form (fix, 8, 16 and 32 bits), entry counts and first entry numbers of
// every integer form, both roles and both correction kinds.
func TestAPageDecodesEveryFormTheEncoderWrites(t *testing.T) {
	kinds := []pipeline.EntryKind{pipeline.EntrySighting, pipeline.EntryMask, pipeline.EntryClear}
	for _, c := range []struct {
		first, n int
		textLen  int
	}{{1, 1, 1}, {1, 15, 31}, {1025, 16, 32}, {1 << 20, 300, 255}, {1 << 33, 1024, 256}, {7, 2, 70000}} {
		entries := make([]pipeline.Entry, c.n)
		for i := range entries {
			text := strings.Repeat(string(rune('a'+i%26)), c.textLen)
			e := pipeline.Entry{Label: "L" + strconv.Itoa(i%40), Text: text, Role: pii.Role(i % 2), Kind: kinds[i%3]}
			if e.Kind == pipeline.EntryClear && i%2 == 0 {
				e.Label = ""
			}
			entries[i] = e
		}
		first, got, err := decodePage(encodePage(c.first, entries))
		if err != nil || first != c.first || !reflect.DeepEqual(got, entries) {
			t.Fatalf("first %d, %d entries of %d bytes: decoded %d, %d entries, %v", c.first, c.n, c.textLen, first, len(got), err)
		}
	}
}

// A page cut anywhere, or with a byte changed in its framing, is corrupt
// or decodes to a page this package could have written; it never panics.
func TestATruncatedPageIsCorrupt(t *testing.T) {
	page := encodePage(1, []pipeline.Entry{{Label: "PERSON", Text: "Patrick", Role: pii.RoleUser}, {Kind: pipeline.EntryClear, Text: "Paris"}})
	for n := range len(page) {
		if _, _, err := decodePage(page[:n]); err == nil {
			t.Errorf("the page cut at %d of %d bytes decoded", n, len(page))
		}
	}
}

// TestPagesDecodeIntoTheirPlaces: a run of pages decodes into one slice,
// each page at its own place (the halves of the run on two goroutines
// when there are two processors), and a page that holds fewer entries
// than its place is corrupt, whichever half it is in.
func TestPagesDecodeIntoTheirPlaces(t *testing.T) {
	log := make([]pipeline.Entry, 3*pageEntries+300)
	for i := range log {
		log[i] = pipeline.Entry{Label: "EMAIL", Text: "kim.v" + strconv.Itoa(i) + "@example.org", Role: pii.RoleUser}
	}
	run := func(counts ...int) *unsealedPages {
		u := &unsealedPages{}
		at := 0
		for p, n := range counts {
			u.plains = append(u.plains, encodePage(p*pageEntries+1, log[at:at+n]))
			u.revs = append(u.revs, uint64(p+1))
			u.covered += n
			at += n
		}
		return u
	}
	s := &Store{}
	ps, err := s.decodePages(run(pageEntries, pageEntries, pageEntries, 300))
	if err != nil || !reflect.DeepEqual(ps.entries, log) || cap(ps.entries) < len(log)+compactEvery {
		t.Fatalf("decoded %d entries (cap %d), %v; want the %d of the log", len(ps.entries), cap(ps.entries), err, len(log))
	}
	for _, counts := range [][]int{
		{pageEntries, pageEntries - 1, pageEntries, 301}, // first half
		{pageEntries, pageEntries, pageEntries - 1, 301}, // second half
	} {
		if _, err := s.decodePages(run(counts...)); err == nil {
			t.Errorf("pages of %v entries decoded; want a corrupt page", counts)
		}
	}
}

// A sighting reads the same whichever form its fields take (the role as a
// fixint or a uint 8, the text as a fixstr or a str 8), and one that is
// not a sighting of this page (a role that is none, an empty text, a
// label index past the labels, a sighting without a label) is corrupt.
func TestASightingDecodesInEveryFormAndNothingElse(t *testing.T) {
	long := strings.Repeat("x", 40)
	head := []byte{0x93, 0x01, 0x92, 0xa1, 'L', 0xa0, 0x91} // first 1, labels "L" and "", one entry
	for _, c := range []struct {
		name  string
		entry []byte
		want  *pipeline.Entry
	}{
		{"a fixint role", []byte{0x93, 0x00, 0xa3, 'a', 'b', 'c', 0x01}, &pipeline.Entry{Label: "L", Text: "abc", Role: pii.RoleAssistant}},
		{"a uint 8 role", []byte{0x93, 0x00, 0xa3, 'a', 'b', 'c', 0xcc, 0x00}, &pipeline.Entry{Label: "L", Text: "abc", Role: pii.RoleUser}},
		{"a str 8 text", append(append([]byte{0x93, 0x00, 0xd9, 40}, long...), 0x00), &pipeline.Entry{Label: "L", Text: long, Role: pii.RoleUser}},
		{"a uint 8 label index", []byte{0x93, 0xcc, 0x00, 0xa1, 'a', 0x00}, &pipeline.Entry{Label: "L", Text: "a", Role: pii.RoleUser}},
		{"a role that is none", []byte{0x93, 0x00, 0xa1, 'a', 0x02}, nil},
		{"a uint 8 role that is none", []byte{0x93, 0x00, 0xa1, 'a', 0xcc, 0x02}, nil},
		{"a role cut off", []byte{0x93, 0x00, 0xa1, 'a', 0xcc}, nil},
		{"an empty text", []byte{0x93, 0x00, 0xa0, 0x00}, nil},
		{"a label index past the labels", []byte{0x93, 0x02, 0xa1, 'a', 0x00}, nil},
		{"a sighting without a label", []byte{0x93, 0x01, 0xa1, 'a', 0x00}, nil},
	} {
		_, got, err := decodePage(append(append([]byte(nil), head...), c.entry...))
		switch {
		case c.want == nil && err == nil:
			t.Errorf("%s: decoded %+v", c.name, got)
		case c.want != nil && (err != nil || len(got) != 1 || got[0] != *c.want):
			t.Errorf("%s: decoded %+v, %v; want %+v", c.name, got, err, *c.want)
		}
	}
}
