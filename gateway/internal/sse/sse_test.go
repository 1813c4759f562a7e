package sse

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

func readAll(t testing.TB, r io.Reader) []Event {
	t.Helper()
	var out []Event
	rd := NewReader(r)
	for {
		ev, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("Next: %v", err)
		}
		out = append(out, ev)
	}
}

func TestReaderRules(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		want []Event
	}{
		{"an event is its fields up to a blank line", "event: a\ndata: x\n\n", []Event{{Name: "a", Data: "x"}}},
		{"data lines join with a line feed", "data: x\ndata: y\n\n", []Event{{Data: "x\ny"}}},
		{"CRLF and CR end lines as LF does", "data: x\r\ndata: y\r\rdata: z\r\n\r\n", []Event{{Data: "x\ny"}, {Data: "z"}}},
		{"one space after the colon is dropped, others kept", "data:  x\ndata:y\n\n", []Event{{Data: " x\ny"}}},
		{"a comment comes apart", ": ping\n\ndata: x\n\n", []Event{{IsComment: true, Comment: "ping"}, {Data: "x"}}},
		{"a comment inside an event comes after it", "data: x\n: c\n\n", []Event{{Data: "x"}, {IsComment: true, Comment: "c"}}},
		{"blank lines between events are nothing", "\n\n\ndata: x\n\n\n", []Event{{Data: "x"}}},
		{"an id and a retry are kept", "id: 7\nretry: 10\ndata: x\n\n", []Event{{ID: "7", HasID: true, Retry: "10", Data: "x"}}},
		{"unknown fields are ignored", "foo: bar\ndata: x\n\n", []Event{{Data: "x"}}},
		{"a last event without its blank line is returned", "data: [DONE]\n", []Event{{Data: "[DONE]"}}},
		{"a last event without its line end is returned", "data: [DONE]", []Event{{Data: "[DONE]"}}},
		{"an empty data line is data", "data:\n\n", []Event{{Data: ""}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := readAll(t, strings.NewReader(tc.in))
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %#v\nwant %#v", got, tc.want)
			}
			if byByte := readAll(t, iotest.OneByteReader(strings.NewReader(tc.in))); !reflect.DeepEqual(byByte, tc.want) {
				t.Errorf("read byte by byte: got %#v", byByte)
			}
		})
	}
}

func TestAnEventOverTheBoundIsRefused(t *testing.T) {
	rd := NewReader(strings.NewReader("data: " + strings.Repeat("x", MaxEventBytes) + "\n\n"))
	if _, err := rd.Next(); !errors.Is(err, ErrEventTooLarge) {
		t.Fatalf("err = %v, want ErrEventTooLarge", err)
	}
}

func TestAppendWritesWhatTheReaderReadsBack(t *testing.T) {
	evs := []Event{
		{Name: "content_block_delta", Data: `{"a":1}`},
		{Data: "line1\nline2\r\nline3"},
		{Name: "bad\nname", Data: "x", ID: "i\r", HasID: true, Retry: "5"},
		{IsComment: true, Comment: "keep-alive"},
		{Data: ""},
	}
	var b []byte
	for _, ev := range evs {
		b = Append(b, ev)
	}
	got := readAll(t, strings.NewReader(string(b)))
	want := []Event{
		{Name: "content_block_delta", Data: `{"a":1}`},
		{Data: "line1\nline2\nline3"},
		{Name: "badname", Data: "x", ID: "i", HasID: true, Retry: "5"},
		{IsComment: true, Comment: "keep-alive"},
		{Data: ""},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %#v\nwant %#v", got, want)
	}
}

// FuzzReader holds the reader to its rules on any bytes: it never fails
// but on the size bound, it reads the same events however the bytes are
// delivered, and what Append writes of them reads back the same.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"event: a\ndata: x\n\n", "data: x\r\ndata: y\r\r", ": c\n\ndata: [DONE]", "id: 1\nretry: 2\n\n",
		"data: {\"choices\":[{\"delta\":{\"content\":\"<<PER\"}}]}\n\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		whole := readAll(t, strings.NewReader(in))
		if byByte := readAll(t, iotest.OneByteReader(strings.NewReader(in))); !reflect.DeepEqual(byByte, whole) {
			t.Fatalf("byte by byte %#v, whole %#v", byByte, whole)
		}
		var b []byte
		for _, ev := range whole {
			b = Append(b, ev)
		}
		again := readAll(t, strings.NewReader(string(b)))
		if len(again) != len(whole) {
			t.Fatalf("%d events written, %d read back from %q", len(whole), len(again), b)
		}
		for i := range again {
			if again[i].Data != strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(whole[i].Data) || again[i].IsComment != whole[i].IsComment {
				t.Fatalf("event %d: wrote %#v, read %#v", i, whole[i], again[i])
			}
		}
	})
}
