package tests

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestStderrIsJSONLinesButForTheEmbeddedBanner: the plain-text banner
// (where the embedded server listens, a request to try) is printed with
// the embedded server only; a worker that joins a server, or one with
// [log] banner = false, writes nothing but JSON log lines on stderr.
func TestStderrIsJSONLinesButForTheEmbeddedBanner(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the worker binary")
	}
	t.Parallel()
	s := runServer(t)
	noBanner := filepath.Join(t.TempDir(), "worker.toml")
	if err := os.WriteFile(noBanner, []byte("[log]\nbanner = false\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		args   []string
		banner bool
	}{
		{"embedded: the banner", []string{"-listen", "127.0.0.1:0", "-data", t.TempDir()}, true},
		{"embedded, [log] banner = false: JSON only", []string{"-config", noBanner, "-listen", "127.0.0.1:0", "-data", t.TempDir()}, false},
		{"joined: JSON only", []string{"-nats-url", s.ClientURL(), "-keys-file", keysPath}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := startBinary(t, "", cleanEnv(t), append(tt.args, "-http", "127.0.0.1:0")...)
			p.waitLine(`"msg":"worker started"`)
			if tt.banner {
				p.waitLine(`^  nats -s nats://\S+ req `)
			}
			p.signal(syscall.SIGTERM)
			if code := p.wait(); code != 0 {
				t.Fatalf("exit %d:\n%s", code, p.output())
			}
			var plain []string
			for _, line := range strings.Split(p.output(), "\n") {
				if line != "" && !json.Valid([]byte(line)) {
					plain = append(plain, line)
				}
			}
			if got := len(plain) > 0; got != tt.banner {
				t.Errorf("plain-text lines %q, want a banner: %v", plain, tt.banner)
			}
		})
	}
}
