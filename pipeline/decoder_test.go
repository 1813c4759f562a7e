package pipeline

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

var streamValues = map[string]string{"<<PERSON:1>>": "Patrick", "<<EMAIL:1>>": "jean@mail.com", "<<LOCATION:1>>": "Paris"}

func keepUnknown(tok string) (string, error) {
	if v, ok := streamValues[tok]; ok {
		return v, nil
	}
	return tok, nil
}

var errInvented = errors.New("invented")

func raiseUnknown(tok string) (string, error) {
	if v, ok := streamValues[tok]; ok {
		return v, nil
	}
	return "", errInvented
}

func defaultRecognizer() *Recognizer {
	return must(NewRecognizer(Delimiters{}, true))
}

// feedAll feeds chunks and returns what was emitted after each, then the
// flushed tail.
func feedAll(t *testing.T, d *StreamDecoder, chunks ...string) []string {
	t.Helper()
	var out []string
	for _, c := range chunks {
		s, err := d.Feed(c)
		if err != nil {
			t.Fatalf("Feed(%q): %v", c, err)
		}
		out = append(out, s)
	}
	return append(out, d.Flush())
}

func TestStreamRules(t *testing.T) {
	tests := []struct {
		name   string
		chunks []string
		want   []string // one per chunk, then the flush
	}{
		{"BR-STREAM-01 text that cannot belong to a token is shown at once",
			[]string{"Hello ", "world"}, []string{"Hello ", "world", ""}},
		{"BR-STREAM-02 an unclosed opening is held until it closes, then restored once",
			[]string{"Hello <<PER", "SON:1>>."}, []string{"Hello ", "Patrick.", ""}},
		{"BR-STREAM-02 a token cut in three is restored once",
			[]string{"Mail <<EM", "AIL", ":1>> now"}, []string{"Mail ", "", "jean@mail.com now", ""}},
		{"BR-STREAM-03 a trailing lone < is held so the delimiter joins up",
			[]string{"Hi <", "<PERSON:1>>"}, []string{"Hi ", "Patrick", ""}},
		{"BR-STREAM-03 a < followed by other text is released",
			[]string{"a <", " b"}, []string{"a ", "< b", ""}},
		{"BR-STREAM-04 an opening unclosed for more than 128 characters is released as is",
			[]string{"Use cout << x to", "print", strings.Repeat("z", 130)},
			[]string{"Use cout ", "", "<< x toprint" + strings.Repeat("z", 130), ""}},
		{"BR-STREAM-05 a stream stopping mid-token returns the fragment unrestored",
			[]string{"see you soon <<EMA"}, []string{"see you soon ", "<<EMA"}},
		{"a lone closing delimiter is plain text",
			[]string{"a >> b"}, []string{"a >> b", ""}},
		{"a neutralised token is emitted as it is, as in whole-text restoration",
			[]string{"typed <\u200b", "<PERSON:2>> ok"}, []string{"typed ", "<\u200b<PERSON:2>> ok", ""}},
		{"a neutralised token of a token the thread issued is not restored",
			[]string{"<\u200b<PERSON:", "1>>"}, []string{"", "<\u200b<PERSON:1>>", ""}},
		{"an unknown token is passed to replace like any other",
			[]string{"x <<PERSON:9>>"}, []string{"x <<PERSON:9>>", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := feedAll(t, defaultRecognizer().NewStreamDecoder(keepUnknown), tt.chunks...)
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("emitted %q, want %q", got, tt.want)
			}
		})
	}
}

func TestStreamReplaceIsCalledOncePerCompleteToken(t *testing.T) {
	var calls []string
	d := defaultRecognizer().NewStreamDecoder(func(tok string) (string, error) {
		calls = append(calls, tok)
		return keepUnknown(tok)
	})
	for _, c := range strings.Split("Dear <<PERSON:1>>, write to <<EMAIL:1>> from <<LOCATION:1>>.", "") {
		if _, err := d.Feed(c); err != nil {
			t.Fatal(err)
		}
	}
	d.Flush()
	if strings.Join(calls, ",") != "<<PERSON:1>>,<<EMAIL:1>>,<<LOCATION:1>>" {
		t.Errorf("replace calls = %q", calls)
	}
}

func TestStreamReplaceErrorStopsAfterWhatWasEmitted(t *testing.T) {
	d := defaultRecognizer().NewStreamDecoder(raiseUnknown)
	first, err := d.Feed("Hello <<PERSON:")
	if err != nil || first != "Hello " {
		t.Fatalf("first = %q, %v", first, err)
	}
	second, err := d.Feed("9>>.")
	if !errors.Is(err, errInvented) || second != "" {
		t.Fatalf("second = %q, %v", second, err)
	}
	if tail := d.Flush(); tail != "" {
		t.Errorf("flush after error = %q", tail)
	}
}

func TestFlushIsIdempotent(t *testing.T) {
	d := defaultRecognizer().NewStreamDecoder(keepUnknown)
	d.Feed("end <<PER")
	if got := d.Flush(); got != "<<PER" {
		t.Fatalf("flush = %q", got)
	}
	if got := d.Flush(); got != "" {
		t.Fatalf("second flush = %q", got)
	}
}

func TestStreamFollowsCustomDelimiters(t *testing.T) {
	r := must(NewRecognizer(Delimiters{Prefix: "[[", Suffix: "]]"}, true))
	d := r.NewStreamDecoder(func(tok string) (string, error) {
		if tok == "[[PERSON:1]]" {
			return "Patrick", nil
		}
		return tok, nil
	})
	got := feedAll(t, d, "Hi [", "[PERSON:1]] and <<PERSON:1>>")
	if strings.Join(got, "") != "Hi Patrick and <<PERSON:1>>" {
		t.Errorf("emitted %q", got)
	}
}

func TestResumeStreamDecoderContinuesAHeldTail(t *testing.T) {
	r := defaultRecognizer()
	d := r.NewStreamDecoder(keepUnknown)
	a, _ := d.Feed("Hello <<PER")
	resumed := r.ResumeStreamDecoder(d.Held(), keepUnknown)
	b, _ := resumed.Feed("SON:1>>!")
	if a+b != "Hello Patrick!" {
		t.Errorf("got %q", a+b)
	}
}

// restoreWhole is the reference: whole-text restoration with the same
// replace function.
func restoreWhole(r *Recognizer, text string, replace ReplaceFunc) (string, error) {
	var b strings.Builder
	last := 0
	for m, ok := r.next(text, 0); ok; m, ok = r.next(text, m.End) {
		b.WriteString(text[last:m.Start])
		last = m.End
		if m.Neutralised > 0 {
			b.WriteString(text[m.Start:m.End])
			continue
		}
		s, err := replace(text[m.Start:m.End])
		if err != nil {
			return b.String(), err
		}
		b.WriteString(s)
	}
	b.WriteString(text[last:])
	return b.String(), nil
}

// streamCut restores text cut at the given byte offsets.
func streamCut(r *Recognizer, text string, cuts []int, replace ReplaceFunc) (string, error) {
	d := r.NewStreamDecoder(replace)
	var b strings.Builder
	prev := 0
	for _, c := range append(cuts, len(text)) {
		s, err := d.Feed(text[prev:c])
		b.WriteString(s)
		if err != nil {
			return b.String(), err
		}
		prev = c
	}
	b.WriteString(d.Flush())
	return b.String(), nil
}

func checkCutsMatchWhole(t *testing.T, text string, cuts []int) {
	t.Helper()
	r := defaultRecognizer()
	for _, replace := range []ReplaceFunc{keepUnknown, raiseUnknown} {
		want, wantErr := restoreWhole(r, text, replace)
		got, err := streamCut(r, text, cuts, replace)
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("text %q cuts %v: err %v, whole err %v", text, cuts, err, wantErr)
		}
		if err == nil && got != want {
			t.Fatalf("text %q cuts %v:\n stream %q\n whole  %q", text, cuts, got, want)
		}
		if err != nil && !strings.HasPrefix(want, got) {
			t.Fatalf("text %q cuts %v: stream emitted %q before the error, whole reached %q", text, cuts, got, want)
		}
	}
}

func TestStreamOutputNeverDependsOnCuts(t *testing.T) {
	texts := []string{
		"Dear <<PERSON:1>>, write to <<EMAIL:1>> about <<LOCATION:1>>.",
		"cout << x >> y; <<PERSON:1>> << <<EMAIL:1>>",
		"<<<<PERSON:1>>>> <\u200b<PERSON:1>> <\u200b\u200b<EMAIL:9>> <<PER",
		"x <<" + strings.Repeat("A", 140) + ":1>> <<PERSON:1>>",
		"fake <<PERSON:9>> here",
	}
	for _, text := range texts {
		var every []int
		for i := range text { // every single cut, at character boundaries
			checkCutsMatchWhole(t, text, []int{i})
			if i > 0 {
				every = append(every, i)
			}
		}
		checkCutsMatchWhole(t, text, every)
	}
}

func FuzzStreamDecoder(f *testing.F) {
	f.Add("Dear <<PERSON:1>>, mail <<EMAIL:1>>.", uint64(1))
	f.Add("<\u200b<A:1>> << <<<PERSON:1>>", uint64(7))
	f.Add("<<PERSON:9>> <", uint64(3))
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
		var cuts []int
		for i := range text { // chunks are whole characters, as on the wire
			if i > 0 && rng.IntN(4) == 0 {
				cuts = append(cuts, i)
			}
		}
		checkCutsMatchWhole(t, text, cuts)
	})
}

func TestAFloodOfZeroWidthSpacesIsNotHeldWithoutBound(t *testing.T) {
	d := defaultRecognizer().NewStreamDecoder(keepUnknown)
	if _, err := d.Feed("<"); err != nil {
		t.Fatal(err)
	}
	for range 10_000 {
		if _, err := d.Feed("\u200b"); err != nil {
			t.Fatal(err)
		}
		if held := len(d.Held()); held > 4*(maxTokenLength+maxNeutralMarks) {
			t.Fatalf("holding %d bytes", held)
		}
	}
}
