package jsonobj

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCheckRefusesWhatTwoReadersCouldReadTwoWays(t *testing.T) {
	for _, tc := range []struct {
		name string
		body string
		ok   bool
	}{
		{"an object", `{"a":[1,{"b":"c"}],"d":null}`, true},
		{"a key twice", `{"a":1,"a":2}`, false},
		{"a key twice deep down", `{"m":[{"content":"x","content":"y"}]}`, false},
		{"the same key in two objects", `[{"a":1},{"a":2}]`, true},
		{"two values", `{} {}`, false},
		{"not JSON", `{"a":`, false},
		{"invalid UTF-8", "{\"a\":\"\xff\"}", false},
		{"too deep", strings.Repeat("[", 300) + strings.Repeat("]", 300), false},
	} {
		if err := Check([]byte(tc.body)); (err == nil) != tc.ok {
			t.Errorf("%s: Check = %v", tc.name, err)
		}
	}
}

func TestObjectsKeepTheirKeyOrder(t *testing.T) {
	o, err := Parse([]byte(`{"z":1, "a":"<b>", "m":[true]}`))
	if err != nil {
		t.Fatal(err)
	}
	o.SetString("a", "x<y>")
	o.Set("n", json.RawMessage(`2`))
	o.Delete("m")
	if got := string(o.Marshal()); got != `{"z":1,"a":"x<y>","n":2}` {
		t.Errorf("Marshal = %s", got)
	}
	v, _ := Decode(json.RawMessage(`{"i":9007199254740993,"f":1.5}`))
	if m := v.(map[string]any); m["i"] != int64(9007199254740993) || m["f"] != 1.5 {
		t.Errorf("Decode = %#v", v)
	}
	if !SameValue(int64(3), 3.0) || SameValue("3", 3.0) {
		t.Error("SameValue")
	}
}

// FuzzCheck holds Check to its word on any bytes: it never panics, and
// what it accepts is one valid JSON value that Parse reads when it is an
// object.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `{"a":1,"a":2}`, `[1,2`, `"x"`, `{"m":[{"k":{}}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if Check(b) != nil {
			return
		}
		if !json.Valid(b) {
			t.Fatalf("Check accepted %q", b)
		}
		if Kind(b) == '{' {
			if _, err := Parse(b); err != nil {
				t.Fatalf("Parse refused %q: %v", b, err)
			}
		}
	})
}
