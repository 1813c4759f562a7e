package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheckValidatesTheFileAndTheFlags(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "gw.toml")
	_ = os.WriteFile(good, []byte("[gateway]\nauth = \"none\"\n"), 0o600)
	bad := filepath.Join(dir, "bad.toml")
	_ = os.WriteFile(bad, []byte("[gateway]\nauth = \"open\"\n"), 0o600)
	for _, tc := range []struct {
		name string
		args []string
		want string
		ok   bool
	}{
		{"a good file", []string{"-config", good, "-check"}, "configuration ok", true},
		{"a bad file names its line", []string{"-config", bad, "-check"}, "bad.toml:2: gateway.auth", false},
		{"a bad flag", []string{"-auth", "open", "-check"}, "gateway.auth: unknown mode", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("NATS_URL", "")
			var out, errOut bytes.Buffer
			err := run(tc.args, &out, &errOut)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v", err)
			}
			got := out.String()
			if err != nil {
				got = err.Error()
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestGenSecretWritesANewFileOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s", "gateway.key")
	var out bytes.Buffer
	if err := run([]string{"-gen-secret", path}, &out, &out); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("%v %v", st, err)
	}
	if s, _ := readTrimmed(path); len(s) != 64 {
		t.Errorf("secret %d chars", len(s))
	}
	if err := run([]string{"-gen-secret", path}, &out, &out); err == nil {
		t.Error("an existing secret was overwritten")
	}
}

func TestClientKeysFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "clients")
	_ = os.WriteFile(path, []byte("# team keys\nalice gk-1\n\nbob gk-2\n"), 0o600)
	keys, err := readClientKeys(path)
	if err != nil || keys["gk-1"] != "alice" || keys["gk-2"] != "bob" {
		t.Fatalf("%v %v", keys, err)
	}
	_ = os.WriteFile(path, []byte("alice gk-1\nbob gk-1\n"), 0o600)
	if _, err := readClientKeys(path); err == nil || !strings.Contains(err.Error(), ":2:") {
		t.Errorf("a key given twice: %v", err)
	}
}
