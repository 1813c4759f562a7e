package kvstore

import (
	"bytes"
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
