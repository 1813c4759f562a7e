package threadid

import (
	"encoding/json"
	"strings"
	"testing"
)

func raws(ss ...string) []json.RawMessage {
	out := make([]json.RawMessage, len(ss))
	for i, s := range ss {
		out[i] = json.RawMessage(s)
	}
	return out
}

func TestDerivedNames(t *testing.T) {
	n, err := New([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	start := raws(`{"role":"system","content":"Be brief"}`, `{"role":"user","content":"Write to jane@example.com"}`)
	a := n.Derive("ns", start)
	if !strings.HasPrefix(a, AutoPrefix) || len(a) != len(AutoPrefix)+22 {
		t.Fatalf("name %q", a)
	}
	if strings.Contains(a, "jane") {
		t.Fatal("the name holds the text")
	}
	for _, tc := range []struct {
		name  string
		other string
		same  bool
	}{
		{"the same start with keys in another order and spaces is the same thread", n.Derive("ns", raws(`{ "content":"Be brief", "role":"system"}`, `{"content":"Write to jane@example.com","role":"user"}`)), true},
		{"another namespace is another thread", n.Derive("other", start), false},
		{"another first message is another thread", n.Derive("ns", raws(`{"role":"system","content":"Be brief"}`, `{"role":"user","content":"Write to joe@example.com"}`)), false},
	} {
		if (tc.other == a) != tc.same {
			t.Errorf("%s: %q vs %q", tc.name, tc.other, a)
		}
	}
	m, _ := New([]byte("another secret of 32 bytes......"))
	if m.Derive("ns", start) == a {
		t.Error("another secret gave the same name")
	}
}

func TestNamespacesAndNames(t *testing.T) {
	n, _ := New([]byte("0123456789abcdef"))
	if n.Namespace("sk-1") == n.Namespace("sk-2") || n.Namespace("") != "anonymous" || strings.Contains(n.Namespace("sk-1"), "sk-1") {
		t.Error("namespaces")
	}
	if Qualify("", "c") != "c" || Qualify("team", "c") != "team/c" {
		t.Error("Qualify")
	}
	for name, ok := range map[string]bool{"conv-1": true, "": false, "a\nb": false, strings.Repeat("x", MaxLength+1): false} {
		if Valid(name) != ok {
			t.Errorf("Valid(%q) != %v", name, ok)
		}
	}
	if _, err := New([]byte("short")); err == nil {
		t.Error("a short secret was taken")
	}
}
