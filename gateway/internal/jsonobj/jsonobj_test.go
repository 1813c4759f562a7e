package jsonobj

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCheckRefusesWhatTwoReadersCouldReadTwoWays(t *testing.T) {
	many := func(dup bool) string {
		var b strings.Builder
		b.WriteString("{")
		for i := range 40 {
			fmt.Fprintf(&b, `"k%d":%d,`, i, i)
		}
		if dup {
			b.WriteString(`"k3":0,`)
		}
		b.WriteString(`"last":true}`)
		return b.String()
	}
	for _, tc := range []struct {
		name string
		body string
		ok   bool
	}{
		{"an object", `{"a":[1,{"b":"c"}],"d":null}`, true},
		{"a key twice", `{"a":1,"a":2}`, false},
		{"a key twice deep down", `{"m":[{"content":"x","content":"y"}]}`, false},
		{"a key twice, once escaped", `{"ab":1,"a\u0062":2}`, false},
		{"two surrogates that both read as U+FFFD are the same key", `{"\ud800":1,"\udbff":2}`, false},
		{"a key twice among forty", many(true), false},
		{"forty keys once each", many(false), true},
		{"the same key in two objects", `[{"a":1},{"a":2}]`, true},
		{"two values", `{} {}`, false},
		{"not JSON", `{"a":`, false},
		{"invalid UTF-8", "{\"a\":\"\xff\"}", false},
		{"a surrogate written in UTF-8", "{\"a\":\"\xed\xa0\x80\"}", false},
		{"a control character in a string", "{\"a\":\"\x01\"}", false},
		{"an unknown escape", `{"a":"\q"}`, false},
		{"a number with a leading zero", `{"a":01}`, false},
		{"numbers of every shape", `[0,-0,1.5,-2e10,3E+2,4e-1]`, true},
		{"a lone surrogate escape is valid JSON", `["\udc00"]`, true},
		{"256 levels", strings.Repeat("[", 256) + strings.Repeat("]", 256), true},
		{"257 levels", strings.Repeat("[", 257) + strings.Repeat("]", 257), false},
		{"too deep", strings.Repeat("[", 300) + strings.Repeat("]", 300), false},
		{"white space around", " \t\r\n{}\n", true},
		{"nothing", ``, false},
	} {
		err := Check([]byte(tc.body))
		if (err == nil) != tc.ok {
			t.Errorf("%s: Check = %v", tc.name, err)
		}
		if ref := checkReference([]byte(tc.body)); (ref == nil) != tc.ok {
			t.Errorf("%s: the reference reader says %v", tc.name, ref)
		}
	}
}

func TestParseIsCheckThatKeepsTheObject(t *testing.T) {
	if _, err := Parse([]byte(`[1]`)); !errors.Is(err, ErrNotObject) {
		t.Errorf("an array: %v", err)
	}
	for _, empty := range []string{"", " \n"} {
		if _, err := Parse([]byte(empty)); err == nil || errors.Is(err, ErrNotObject) || !strings.Contains(err.Error(), "unexpected end") {
			t.Errorf("%q: %v", empty, err)
		}
	}
	if _, err := Parse([]byte(`{"a":{"b":1,"b":2}}`)); err == nil {
		t.Error("a key twice one level down was parsed")
	}
	raw := []byte(`{ "z" : 1, "a":"<b>",  "m":[true] }`)
	o, err := Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	if got := o.Marshal(); !bytes.Equal(got, raw) {
		t.Errorf("an unchanged object is written anew: %s", got)
	}
	if v, _ := o.Get("m"); string(v) != `[true]` {
		t.Errorf("m = %s", v)
	}
	o.SetString("a", "x<y>")
	o.Set("n", json.RawMessage(`2`))
	o.Delete("m")
	if got := string(o.Marshal()); got != `{"z":1,"a":"x<y>","n":2}` {
		t.Errorf("Marshal = %s", got)
	}
}

func TestALargeObjectFindsItsKeys(t *testing.T) {
	var b strings.Builder
	b.WriteString("{")
	for i := range 100 {
		fmt.Fprintf(&b, `"k%d":%d,`, i, i)
	}
	b.WriteString(`"end":0}`)
	o, err := Parse([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"k0", "k57", "end"} {
		if _, ok := o.Get(k); !ok {
			t.Errorf("%s not found", k)
		}
	}
	o.Set("new", json.RawMessage(`1`))
	o.Delete("k57")
	if _, ok := o.Get("k57"); ok {
		t.Error("a deleted key is found")
	}
	if v, ok := o.Get("new"); !ok || string(v) != "1" || o.Len() != 101 {
		t.Errorf("new = %s %v, %d keys", v, ok, o.Len())
	}
}

func TestStringsReadAsEncodingJSONReadsThem(t *testing.T) {
	for _, s := range []string{
		`"plain"`, `"a\"b\\c\/d\b\f\n\r\t"`, `"\u00e9\ud83d\ude00"`, `"\ud800"`, `"\ud800x"`, `"\ud800\u0041"`,
		`"\udc00\ud800"`, `"é <b>"`, `""`,
	} {
		var want string
		if err := json.Unmarshal([]byte(s), &want); err != nil {
			t.Fatal(err)
		}
		if got, ok := StringOf([]byte(s)); !ok || got != want {
			t.Errorf("StringOf(%s) = %q, want %q", s, got, want)
		}
	}
	if _, ok := StringOf([]byte(`12`)); ok {
		t.Error("a number read as a string")
	}
}

func TestDecodeKeepsIntegersExact(t *testing.T) {
	v, err := Decode(json.RawMessage(`{"i":9007199254740993,"f":1.5,"e":1e2,"a":[null,true,"s"],"o":{}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"i": int64(9007199254740993), "f": 1.5, "e": 100.0, "a": []any{nil, true, "s"}, "o": map[string]any{}}
	if !reflect.DeepEqual(v, want) {
		t.Errorf("Decode = %#v", v)
	}
	if !SameValue(int64(3), 3.0) || SameValue("3", 3.0) || !SameValue(map[string]any{"a": []any{int64(1)}}, map[string]any{"a": []any{1.0}}) ||
		SameValue([]any{1.0}, []any{1.0, 2.0}) {
		t.Error("SameValue")
	}
}

func TestMarshalStringWritesWhatEncodingJSONReadsBack(t *testing.T) {
	for _, s := range []string{"plain <b> & é", "q\"b\\", "\x00\x1f\t\b\f", "\u2028\u2029", "bad\xffutf8", `O"Brien\Smith`} {
		var back string
		if err := json.Unmarshal(MarshalString(s), &back); err != nil || back != strings.ToValidUTF8(s, "\ufffd") {
			t.Errorf("MarshalString(%q) = %s, read back %q %v", s, MarshalString(s), back, err)
		}
	}
	if got := string(MarshalString("<b>&")); got != `"<b>&"` {
		t.Errorf("HTML escaped: %s", got)
	}
}

func TestAppendStringEscapesWhatJSONNeedsAndNoHTML(t *testing.T) {
	for in, want := range map[string]string{
		"plain <b> & é": "plain <b> & é",
		"q\"b\\":        `q\"b\\`,
		"\x00\x1f\t":    `\u0000\u001f\t`,
		"\u2028":        `\u2028`,
		"bad\xffutf8":   `bad\ufffdutf8`,
	} {
		if got := string(AppendString(nil, in)); got != want {
			t.Errorf("AppendString(%q) = %s, want %s", in, got, want)
		}
	}
}

// checkReference is what Check promises, written with encoding/json's
// tokenizer: the fuzz target holds Check to it.
func checkReference(body []byte) error {
	if !utf8.Valid(body) {
		return errUTF8
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := referenceValue(dec, 0); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errTrailing
	}
	return nil
}

func referenceValue(dec *json.Decoder, depth int) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	d, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	if depth >= maxDepth {
		return errDepth
	}
	switch d {
	case '{':
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := k.(string)
			if seen[key] {
				return errDuplicate
			}
			seen[key] = true
			if err := referenceValue(dec, depth+1); err != nil {
				return err
			}
		}
	case '[':
		for dec.More() {
			if err := referenceValue(dec, depth+1); err != nil {
				return err
			}
		}
	}
	_, err = dec.Token()
	return err
}

// FuzzCheck holds Check to its word on any bytes: it never panics; it
// accepts exactly what the reference reader accepts; what it accepts is
// valid JSON whose objects Parse reads with the values encoding/json
// reads, and which Decode reads as encoding/json does.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		`{"a":1}`, `{"a":1,"a":2}`, `[1,2`, `"x"`, `{"m":[{"k":{}}]}`, `{"a\u0062":1,"ab":2}`, `[0,-1.5e3,true,false,null]`,
		`{"s":"\ud83d\ude00\n"}`, `  {"x" : [ ] }  `, "{\"a\":\"\xff\"}", `[[[[]]]]`, `{"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k13":13,"k14":14,"k15":15,"k16":16,"k17":17,"k1":0}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		err := Check(b)
		if ref := checkReference(b); (err == nil) != (ref == nil) {
			t.Fatalf("Check(%q) = %v, the reference reader %v", b, err, ref)
		}
		if err != nil {
			return
		}
		if !json.Valid(b) {
			t.Fatalf("Check accepted %q", b)
		}
		var want any
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.UseNumber()
		if err := dec.Decode(&want); err != nil {
			t.Fatal(err)
		}
		got, err := Decode(b)
		if err != nil {
			t.Fatalf("Decode(%q): %v", b, err)
		}
		if !sameDecoded(got, want) {
			t.Fatalf("Decode(%q) = %#v, encoding/json reads %#v", b, got, want)
		}
		if Kind(b) != '{' {
			return
		}
		o, err := Parse(b)
		if err != nil {
			t.Fatalf("Parse refused %q: %v", b, err)
		}
		m := want.(map[string]any)
		if o.Len() != len(m) {
			t.Fatalf("Parse(%q) has %d keys, encoding/json %d", b, o.Len(), len(m))
		}
		for _, k := range o.Keys() {
			raw, _ := o.Get(k)
			v, err := Decode(raw)
			if err != nil || !sameDecoded(v, m[k]) {
				t.Fatalf("Parse(%q)[%q] = %s", b, k, raw)
			}
		}
		if !bytes.Equal(o.Marshal(), b) {
			t.Fatalf("an unchanged object was written anew")
		}
	})
}

// sameDecoded compares Decode's values with encoding/json's (numbers as
// json.Number).
func sameDecoded(got, want any) bool {
	switch w := want.(type) {
	case json.Number:
		f, err := w.Float64()
		g, ok := number(got)
		return ok && (err != nil || f == g)
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for k, v := range w {
			if !sameDecoded(g[k], v) {
				return false
			}
		}
		return true
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !sameDecoded(g[i], w[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(got, want)
}

func TestAnAnswerReadsInvalidUTF8AsEncodingJSONDoes(t *testing.T) {
	raw := []byte("{\"content\":\"caf\xe9 <<PERSON:1>>\",\"n\":1}")
	if _, err := Parse(raw); err == nil {
		t.Fatal("Parse read invalid UTF-8")
	}
	o, err := ParseAnswer(raw)
	if err != nil {
		t.Fatal(err)
	}
	var want struct{ Content string }
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	if got, _ := o.String("content"); got != want.Content {
		t.Errorf("content %q, encoding/json reads %q", got, want.Content)
	}
	if _, err := ParseAnswer([]byte("{\"a\":1,\"a\":\"\xff\"}")); err == nil {
		t.Error("ParseAnswer read a key twice")
	}
}

func TestAnAppendToAValueNeverWritesIntoTheText(t *testing.T) {
	raw := []byte(`{"a":"x","b":[1,2],"c":3}`)
	o, err := Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := o.Get("a")
	_ = append(a, "!!!!"...)
	b, _ := o.Get("b")
	items, _ := Array(b)
	_ = append(items[0], "!!!!"...)
	_ = append(o.Marshal(), "!!!!"...)
	if string(raw) != `{"a":"x","b":[1,2],"c":3}` {
		t.Errorf("the text changed: %s", raw)
	}
}
