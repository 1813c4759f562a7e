package jsonargs

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

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

func TestLeavesAreTheStringValuesNotTheKeys(t *testing.T) {
	for _, tc := range []struct {
		name string
		args string
		want []string
	}{
		{"values of an object", `{"to": "<<EMAIL:1>>", "body": "Dear <<PERSON:1>>"}`, []string{"<<EMAIL:1>>", "Dear <<PERSON:1>>"}},
		{"nested values and arrays", `{"a": {"b": ["x", 1, true, null, "y"]}, "c": [{"d": "z"}]}`, []string{"x", "y", "z"}},
		{"escapes are decoded", `{"s": "a\"b\\c\n\u00e9\ud83d\ude00\/"}`, []string{"a\"b\\c\né😀/"}},
		{"a key with an escaped quote stays a key", `{"k\"ey": "v"}`, []string{"v"}},
		{"a top-level string is a value", `"<<PERSON:1>>"`, []string{"<<PERSON:1>>"}},
		{"text that is not JSON still has its strings", `{to: "x" "y"}`, []string{"x", "y"}},
		{"an unterminated string ends with the text", `{"a": "abc`, []string{"abc"}},
		{"a lone surrogate is U+FFFD", `["\ud800x"]`, []string{"\ufffdx"}},
		{"a broken escape is kept as text", `["\q\u12G"]`, []string{`\q\u12G`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Leaves(tc.args); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Leaves = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestRewriteKeepsAllButTheValuesAndEscapesWhatItWrites(t *testing.T) {
	args := `{ "to" : "<<EMAIL:1>>",  "n": 1.50, "names": ["<<PERSON:1>>"] }`
	got := Rewrite(args, []string{`o"brien\@example.com`, "Line\nTwo"})
	want := `{ "to" : "o\"brien\\@example.com",  "n": 1.50, "names": ["Line\nTwo"] }`
	if got != want {
		t.Fatalf("Rewrite = %s\nwant     %s", got, want)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(got), &v); err != nil || v["to"] != `o"brien\@example.com` {
		t.Fatalf("not the JSON of the value: %v %v", v, err)
	}
}

// stream scans args cut at the given offsets, restores each text piece
// with restore, and returns the output and the text pieces.
func stream(rec *pipeline.Recognizer, args string, cuts []int, restore func(string) string) (string, []string) {
	s := NewStreamScanner(rec)
	var out strings.Builder
	var texts []string
	emit := func(ps []Piece) {
		for i, p := range ps {
			if p.IsText {
				texts = append(texts, p.Text)
				ps[i].Text = restore(p.Text)
			}
		}
		out.WriteString(Assemble(ps))
	}
	last := 0
	for _, c := range cuts {
		emit(s.Feed(args[last:c]))
		last = c
	}
	emit(s.Feed(args[last:]))
	emit(s.Close())
	return out.String(), texts
}

func TestStreamedArgumentsRestoreAsTheWholeWhateverTheCuts(t *testing.T) {
	rec := recognizer(t)
	values := map[string]string{"<<EMAIL:1>>": `jane"o\doe@example.com`, "<<PERSON:1>>": "Jane O'Doe"}
	restore := func(s string) string {
		for tok, v := range values {
			s = strings.ReplaceAll(s, tok, v)
		}
		return s
	}
	for _, args := range []string{
		`{"to": "<<EMAIL:1>>", "cc": ["x", "<<PERSON:1>> and <<EMAIL:1>>"], "n": 3, "<<PERSON:1>>": "key stays"}`,
		`{"body": "Dear <<PERSON:1>>,\nsee \u003c\u003cEMAIL:1\u003e\u003e"}`,
		`{"s": "cout << x <<EMAIL:1>> << y", "t": "<<PERSON:1`,
	} {
		whole := Leaves(args)
		var restored []string
		for _, l := range whole {
			restored = append(restored, restore(l))
		}
		want := Rewrite(args, restored)
		for i := 0; i <= len(args); i++ {
			for j := i; j <= len(args); j += 3 {
				got, texts := stream(rec, args, []int{i, j}, restore)
				if got != want {
					t.Fatalf("cuts %d,%d:\n got %s\nwant %s", i, j, got, want)
				}
				for _, tx := range texts {
					if k := strings.LastIndex(tx, "<<"); k >= 0 && !strings.Contains(tx[k:], ">>") && !strings.Contains(args, tx) {
						// A piece may end with "<<" only where the value ends there.
						t.Fatalf("cuts %d,%d: piece %q ends inside a token", i, j, tx)
					}
				}
			}
		}
		if !json.Valid([]byte(want)) && json.Valid([]byte(args)) {
			t.Fatalf("restored arguments are not JSON: %s", want)
		}
	}
}

// FuzzScanner holds the scanner to its promises on any text: it never
// fails, its output does not depend on how the text is cut, it copies
// everything but string values, and valid JSON stays valid JSON with the
// same value.
func FuzzScanner(f *testing.F) {
	for _, s := range []string{
		`{"to": "<<EMAIL:1>>", "n": [1, true, null]}`, `"\ud83d\ude00"`, `{"a": "\u00`, `[{"k\"": "v\\"}]`, `not json "x"`,
	} {
		f.Add(s, 3, 7)
	}
	rec := recognizer(f)
	f.Fuzz(func(t *testing.T, args string, i, j int) {
		if i < 0 || j < 0 {
			return
		}
		i, j = i%(len(args)+1), j%(len(args)+1)
		if i > j {
			i, j = j, i
		}
		whole := Rewrite(args, Leaves(args))
		same := func(s string) string { return s }
		if got, _ := stream(rec, args, []int{i, j}, same); got != whole {
			t.Fatalf("cuts %d,%d: %q, whole %q", i, j, got, whole)
		}
		if json.Valid([]byte(args)) {
			if !json.Valid([]byte(whole)) {
				t.Fatalf("valid JSON %q rewritten as %q", args, whole)
			}
			var a, b any
			_ = json.Unmarshal([]byte(args), &a)
			_ = json.Unmarshal([]byte(whole), &b)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("%q rewritten as %q: %v != %v", args, whole, a, b)
			}
		}
	})
}
