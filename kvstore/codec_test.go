package kvstore

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

func TestASightingIsEncodedAsBeforeCorrectionsExisted(t *testing.T) {
	e := pipeline.Entry{Label: "PERSON", Text: "Patrick", Role: pii.RoleAssistant}
	want, err := msgpack.Marshal([]any{"PERSON", "Patrick", uint8(1)})
	if err != nil {
		t.Fatal(err)
	}
	if got := encodeEntry(e); !bytes.Equal(got, want) {
		t.Errorf("encoded % x, want % x", got, want)
	}
}

func TestACorrectionRoundTripsAndAnOlderReaderRefusesIt(t *testing.T) {
	for _, e := range []pipeline.Entry{
		{Kind: pipeline.EntryMask, Label: "PERSON", Text: "Jo Bloggs"},
		{Kind: pipeline.EntryClear, Label: "LOCATION", Text: "Paris"},
		{Kind: pipeline.EntryClear, Text: "Grafana"}, // every label
		{Label: "EMAIL", Text: "jo@ex.com"},
	} {
		data := encodeEntry(e)
		got, err := decodeEntry(append(data, make([]byte, 7)...)) // padded, as stored
		if err != nil || got != e {
			t.Errorf("%+v: decoded %+v, %v", e, got, err)
		}
		if e.Kind == pipeline.EntrySighting {
			continue
		}
		// What a worker from before corrections decodes entries into: it
		// must fail, not read a correction as a new value.
		var old entryRecord
		if err := decode(data, &old); err == nil {
			t.Errorf("%+v: an older reader decodes it as %+v", e, old)
		}
	}
}

func TestCorruptEntriesAreRefused(t *testing.T) {
	for name, v := range map[string]any{
		"a sighting without a label":      []any{"", "Patrick", uint8(0)},
		"a mask without a label":          []any{"", "Jo", uint8(0), uint8(pipeline.EntryMask)},
		"an unknown kind":                 []any{"PERSON", "Jo", uint8(0), uint8(9)},
		"a kind 0 in a correction record": []any{"PERSON", "Jo", uint8(0), uint8(0)},
		"an empty value":                  []any{"PERSON", "", uint8(0)},
		"a role out of range":             []any{"PERSON", "Jo", uint8(7)},
		"five fields":                     []any{"PERSON", "Jo", uint8(0), uint8(1), "x"},
		"not an array":                    "PERSON",
	} {
		data, err := msgpack.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if e, err := decodeEntry(data); err == nil {
			t.Errorf("%s: decoded %+v", name, e)
		}
	}
}

func FuzzDecodeEntry(f *testing.F) {
	for _, e := range []pipeline.Entry{
		{Label: "PERSON", Text: "Patrick"},
		{Kind: pipeline.EntryMask, Label: "PERSON", Text: "Jo Bloggs"},
		{Kind: pipeline.EntryClear, Text: "Grafana"},
	} {
		f.Add(encodeEntry(e))
	}
	f.Add([]byte{0x94, 0xa0, 0xa1, 'x', 0x00, 0x02})
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := decodeEntry(data)
		if err != nil {
			return
		}
		// Whatever decodes encodes back to an entry that decodes the same.
		again, err := decodeEntry(encodeEntry(e))
		if err != nil || again != e {
			t.Fatalf("%+v re-decodes as %+v, %v", e, again, err)
		}
	})
}

// reflectEntry is what msgpack.Marshal writes of e's record: the bytes
// encodeEntry must write.
func reflectEntry(e pipeline.Entry) []byte {
	if e.Kind != pipeline.EntrySighting {
		return encode(&correctionRecord{Label: e.Label, Text: e.Text, Role: uint8(e.Role), Kind: uint8(e.Kind)})
	}
	return encode(&entryRecord{Label: e.Label, Text: e.Text, Role: uint8(e.Role)})
}

func TestAnEntryIsEncodedAsMsgpackEncodesItsRecord(t *testing.T) {
	for _, n := range []int{0, 1, 31, 32, 255, 256, 65535, 65536} {
		text := strings.Repeat("é", n/2) + strings.Repeat("x", n%2)
		for _, e := range []pipeline.Entry{
			{Label: "PERSON", Text: text, Role: pii.RoleUser},
			{Label: text, Text: "Patrick", Role: pii.RoleAssistant},
			{Kind: pipeline.EntryMask, Label: "PERSON", Text: text},
			{Kind: pipeline.EntryClear, Text: text, Role: pii.RoleAssistant},
		} {
			if got, want := encodeEntry(e), reflectEntry(e); !bytes.Equal(got, want) {
				t.Errorf("label %d bytes, text %d bytes, kind %d: encoded % x…, want % x…", len(e.Label), len(e.Text), e.Kind, got[:min(len(got), 8)], want[:min(len(want), 8)])
			}
		}
	}
}

func TestAHeadIsEncodedAsMsgpackEncodesItsRecord(t *testing.T) {
	for _, r := range []metaRecord{
		{},
		{Gen: 1, Created: 1},
		{Gen: math.MaxUint64, Created: math.MaxInt64},
		{Gen: 0x0123456789abcdef, Created: -1},
		{Gen: 42, Created: math.MinInt64},
	} {
		if got, want := encodeMeta(&r), encode(&r); !bytes.Equal(got, want) {
			t.Errorf("%+v: encoded % x, want % x", r, got, want)
		}
		var back metaRecord
		if err := decode(encodeMeta(&r), &back); err != nil || back.Gen != r.Gen || back.Created != r.Created {
			t.Errorf("%+v: decoded %+v, %v", r, back, err)
		}
	}
}

func FuzzEncodeEntry(f *testing.F) {
	f.Add("PERSON", "Patrick", uint8(0), uint8(0))
	f.Add("", "Grafana", uint8(1), uint8(pipeline.EntryClear))
	f.Add(strings.Repeat("L", 40), strings.Repeat("v", 300), uint8(1), uint8(pipeline.EntryMask))
	f.Fuzz(func(t *testing.T, label, text string, role, kind uint8) {
		e := pipeline.Entry{Kind: pipeline.EntryKind(kind), Label: label, Text: text, Role: pii.Role(role)}
		if got, want := encodeEntry(e), reflectEntry(e); !bytes.Equal(got, want) {
			t.Fatalf("%+v: encoded % x, want % x", e, got, want)
		}
	})
}

// BenchmarkEncodeFirstSighting encodes what a new thread's first request
// with three new values writes, a head and three entries, by hand and
// through msgpack's reflection side by side:
//
//	go test -run '^$' -bench EncodeFirstSighting -benchmem ./kvstore/
func BenchmarkEncodeFirstSighting(b *testing.B) {
	es := []pipeline.Entry{
		{Label: "EMAIL_ADDRESS", Text: "abcd.run1234@example.com", Role: pii.RoleUser},
		{Label: "EMAIL_ADDRESS", Text: "run1234.abcd@example.org", Role: pii.RoleUser},
		{Label: "PHONE_NUMBER", Text: "+33 1 40 00 12 34", Role: pii.RoleUser},
	}
	head := metaRecord{Gen: 0x0123456789abcdef, Created: 1_780_000_000_000}
	b.Run("hand", func(b *testing.B) {
		for b.Loop() {
			_ = encodeMeta(&head)
			for _, e := range es {
				_ = encodeEntry(e)
			}
		}
	})
	b.Run("reflection", func(b *testing.B) {
		for b.Loop() {
			_ = encode(&head)
			for _, e := range es {
				_ = reflectEntry(e)
			}
		}
	})
}
