package corpus

import (
	"testing"
)

func TestByteRange(t *testing.T) {
	l := Labelled{Message: Message{Text: "né le 3 mai à Zürich"}}
	for _, tc := range []struct {
		name       string
		sp         Span
		start, end int
		ok         bool
	}{
		{"a span after a two-byte letter counts it once", Span{Start: 6, End: 7}, 7, 8, true},
		{"a span ending at the text's end ends at its last byte", Span{Start: 14, End: 20}, 16, 23, true},
		{"a span starting at zero starts at byte zero", Span{Start: 0, End: 2}, 0, 3, true},
		{"a span past the end does not fit", Span{Start: 14, End: 21}, 0, 0, false},
		{"an empty span does not fit", Span{Start: 3, End: 3}, 0, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, e, ok := l.ByteRange(tc.sp)
			if s != tc.start || e != tc.end || ok != tc.ok {
				t.Errorf("ByteRange(%v) = %d, %d, %v; want %d, %d, %v", tc.sp, s, e, ok, tc.start, tc.end, tc.ok)
			}
		})
	}
}
