package hold

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/pipeline"
)

func recognizer(t testing.TB) *pipeline.Recognizer {
	t.Helper()
	rec, err := pipeline.NewRecognizer(pipeline.Delimiters{}, true)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func TestHoldReleasesUpToAPossibleToken(t *testing.T) {
	rec := recognizer(t)
	for _, tc := range []struct {
		name   string
		chunks []string
		want   []string // released after each chunk, then the flush
	}{
		{"text without an opening goes at once", []string{"Hello ", "world"}, []string{"Hello ", "world", ""}},
		{"an opening is held until its token closes", []string{"Dear <<PER", "SON:1>>!"}, []string{"Dear ", "<<PERSON:1>>!", ""}},
		{"a lone < at the end is held", []string{"a <", "<EMAIL:2>> b"}, []string{"a ", "<<EMAIL:2>> b", ""}},
		{"a < that opens nothing is released", []string{"a <", " b"}, []string{"a ", "< b", ""}},
		{"an unclosed opening is flushed as it is", []string{"end <<EMA"}, []string{"end ", "<<EMA"}},
		{"a neutralised opening is held like a real one", []string{"x <\u200b<PER", "SON:2>>"}, []string{"x ", "<\u200b<PERSON:2>>", ""}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := New(rec)
			var got []string
			for _, c := range tc.chunks {
				got = append(got, h.Feed(c))
			}
			got = append(got, h.Flush())
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("released %q, want %q", got, tc.want)
			}
		})
	}
}

func TestHoldReleasesTheSameTextWhateverTheCuts(t *testing.T) {
	rec := recognizer(t)
	text := "Write to <<EMAIL:1>> for <<PERSON:2>>, not <\u200b<PERSON:3>> or cout << x << y; end <<LOC"
	for i := 0; i <= len(text); i++ {
		for j := i; j <= len(text); j++ {
			if !utf8.RuneStart(text[min(i, len(text)-1)]) || j < len(text) && !utf8.RuneStart(text[j]) {
				continue // chunks of a stream are cut between characters
			}
			h := New(rec)
			var pieces []string
			for _, c := range []string{text[:i], text[i:j], text[j:]} {
				pieces = append(pieces, h.Feed(c))
			}
			pieces = append(pieces, h.Flush())
			if got := strings.Join(pieces, ""); got != text {
				t.Fatalf("cuts %d,%d: %q", i, j, got)
			}
			off := 0
			for _, p := range pieces[:len(pieces)-1] {
				off += len(p)
				for _, tok := range []string{"<<EMAIL:1>>", "<<PERSON:2>>", "<\u200b<PERSON:3>>"} {
					if at := strings.Index(text, tok); at < off && off < at+len(tok) {
						t.Fatalf("cuts %d,%d: a piece ends inside %q", i, j, tok)
					}
				}
			}
		}
	}
}

func TestNeedsWorker(t *testing.T) {
	rec := recognizer(t)
	for in, want := range map[string]bool{
		"plain": false, "a < b": false, "<<PERSON:1>>": true, "x <\u200b<PERSON:1>> y": true, "<<EMA": false, "": false,
	} {
		if got := NeedsWorker(rec, in); got != want {
			t.Errorf("NeedsWorker(%q) = %v", in, got)
		}
	}
}
