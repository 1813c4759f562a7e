package check

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestTheSystemdUnitVerifies runs systemd's own checks on the worker's
// unit (its ExecStart pointed at a built worker), and holds it to its
// promises: a stop longer than the drain, a reload by SIGHUP, a dynamic
// user.
func TestTheSystemdUnitVerifies(t *testing.T) {
	b, err := os.ReadFile("../baremetal/piighost-worker.service")
	if err != nil {
		t.Fatal(err)
	}
	unit := string(b)
	for _, want := range []string{"DynamicUser=yes", "ProtectSystem=strict", "NoNewPrivileges=yes", "TimeoutStopSec=45s", "KillSignal=SIGTERM",
		"LoadCredential=worker.creds:", "LoadCredential=keys.json:", "ExecStartPre=/usr/local/bin/worker -config /etc/piighost/worker.toml -check"} {
		if !strings.Contains(unit, want) {
			t.Errorf("the unit lacks %q", want)
		}
	}
	// SIGHUP reloads the worker without stopping it.
	if !strings.Contains(unit, "ExecReload=/bin/kill -HUP $MAINPID") {
		t.Error("the unit declares no reload by SIGHUP")
	}
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "worker")
	build := exec.Command("go", "build", "-o", bin, "github.com/piighost/piighost-nats/cmd/worker")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	path := filepath.Join(dir, "piighost-worker.service")
	if err := os.WriteFile(path, []byte(strings.ReplaceAll(unit, "/usr/local/bin/worker", bin)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(analyze, "verify", path).CombinedOutput(); err != nil || len(strings.TrimSpace(string(out))) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s", err, out)
	}
}

// TestComposeRunsTheNATSReleaseTheWorkerIsBuiltWith: docker-compose.yml's
// nodes run the nats-server release of go.mod, the one every test runs.
func TestComposeRunsTheNATSReleaseTheWorkerIsBuiltWith(t *testing.T) {
	mod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`github.com/nats-io/nats-server/v2 v(\S+)`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod names no nats-server")
	}
	compose, err := os.ReadFile("../../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	images := regexp.MustCompile(`image: nats:(\S+)`).FindAllSubmatch(compose, -1)
	if len(images) == 0 {
		t.Fatal("docker-compose.yml runs no nats image")
	}
	for _, img := range images {
		if tag := strings.TrimSuffix(string(img[1]), "-alpine"); tag != string(m[1]) {
			t.Errorf("docker-compose.yml runs nats:%s, go.mod nats-server %s", img[1], m[1])
		}
	}
}
