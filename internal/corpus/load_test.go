package corpus

import (
	"errors"
	"strings"
	"testing"
)

func TestParseRefusesBrokenLines(t *testing.T) {
	good := `{"id":"x-1","lang":"en","kind":"chat","split":"` + string(SplitOf("x-1")) + `","source":"hand","text":"hi"}`
	for _, tc := range []struct {
		name, data, want string
	}{
		{"an unknown field is refused", strings.Replace(good, `"text"`, `"extra":1,"text"`, 1), "unknown field"},
		{"a split that is not SplitOf the id is refused", strings.Replace(good, string(SplitOf("x-1")), "other", 1), "SplitOf"},
		{"an unknown language is refused", strings.Replace(good, `"en"`, `"es"`, 1), "unknown lang"},
		{"an empty text is refused", strings.Replace(good, `"hi"`, `""`, 1), "empty text"},
		{"an unknown kind is refused", strings.Replace(good, `"chat"`, `"poem"`, 1), "not a no-PII kind"},
		{"a duplicate id is refused", good + "\n" + good, "already on line 1"},
		{"two values on a line are refused", good + good, "more than one value"},
		{"a line that is not JSON is refused", "{", "unexpected"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parse("test.jsonl", []byte(tc.data), Message.checkNoPII)
			var le *LineError
			if !errors.As(err, &le) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want a *LineError containing %q", err, tc.want)
			}
		})
	}
	if ms, err := parse("test.jsonl", []byte(good+"\n"), Message.checkNoPII); err != nil || len(ms) != 1 {
		t.Fatalf("a good line: %v, %d messages", err, len(ms))
	}
}

func TestParseRefusesSpansThatDoNotSliceTheirValue(t *testing.T) {
	line := func(spans string) string {
		return `{"id":"p-1","lang":"fr","kind":"dob","split":"` + string(SplitOf("p-1")) + `","source":"hand","text":"née le 3.5.1990","spans":[` + spans + `]}`
	}
	for _, tc := range []struct {
		name, spans, want string
	}{
		{"a value that differs from its slice is refused", `{"label":"DATE_OF_BIRTH","start":7,"end":15,"value":"3.5.1991"}`, "not its value"},
		{"a span past the text is refused", `{"label":"DATE_OF_BIRTH","start":7,"end":40,"value":"3.5.1990"}`, "out of range"},
		{"an unknown label is refused", `{"label":"BIRTHDAY","start":7,"end":15,"value":"3.5.1990"}`, "unknown label"},
		{"overlapping spans are refused", `{"label":"DATE_OF_BIRTH","start":7,"end":15,"value":"3.5.1990"},{"label":"DATE_OF_BIRTH","start":11,"end":15,"value":"1990"}`, "out of order"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parse("test.jsonl", []byte(line(tc.spans)), Labelled.check)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
	if _, err := parse("test.jsonl", []byte(line(`{"label":"DATE_OF_BIRTH","start":7,"end":15,"value":"3.5.1990"}`)), Labelled.check); err != nil {
		t.Fatalf("a good span (offsets in code points, after é): %v", err)
	}
}

func TestRawReturnsTheEmbeddedFiles(t *testing.T) {
	for _, name := range []string{NoPIIFile, PositiveFile} {
		b, err := Raw(name)
		if err != nil || len(b) > 0 && b[len(b)-1] != '\n' {
			t.Errorf("Raw(%s): %d bytes, %v; want whole lines", name, len(b), err)
		}
	}
	if _, err := Raw("data/other.jsonl"); err == nil {
		t.Error("Raw of a file that is not embedded: no error")
	}
}

func FuzzParse(f *testing.F) {
	good, err := Raw(PositiveFile)
	if err != nil {
		f.Fatal(err)
	}
	first, _, _ := strings.Cut(string(good), "\n")
	f.Add([]byte(first))
	f.Add([]byte(`{"id":"a","lang":"en","kind":"dob","split":"tune","source":"hand","text":"x","spans":[{"label":"PERSON","start":0,"end":1,"value":"x"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ls, err := parse("fuzz.jsonl", data, Labelled.check)
		if err != nil {
			return
		}
		for _, l := range ls {
			for _, sp := range l.Spans {
				if s, e, ok := l.ByteRange(sp); !ok || l.Text[s:e] != sp.Value {
					t.Fatalf("accepted span %v does not slice %q", sp, l.Text)
				}
			}
		}
	})
}
