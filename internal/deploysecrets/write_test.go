package deploysecrets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, dir string) error {
	t.Helper()
	t.Setenv("WORKER_PASSWORD", "unused")
	t.Setenv("AGENT_PASSWORD", "unused")
	t.Setenv("MODEL_PASSWORD", "unused")
	t.Setenv("MONITOR_PASSWORD", "unused")
	return Write(Config{Dir: dir, Permissions: "../../deploy/nats-permissions.conf", Monitoring: "../../deploy/nats-monitor.conf", Hosts: []string{"nats-1"}})
}

func TestSecretsAreWrittenOnceWithModesThatFitTheirUse(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "secrets")
	if err := write(t, dir); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(dir)
	if err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("directory: %v %v", st.Mode(), err)
	}
	for name, mode := range map[string]os.FileMode{
		AuthFile: 0o444, CAFile: 0o444, ServerCertFile: 0o444, ServerKeyFile: 0o444, KeysFile: 0o444,
		CredsFile("worker"): 0o444, CredsFile("agent"): 0o444, CredsFile("model"): 0o444, CredsFile("monitor"): 0o444,
		OperatorSeed: 0o400, AccountSeed: 0o400,
	} {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if st.Mode().Perm() != mode {
			t.Errorf("%s has mode %v, want %v", name, st.Mode().Perm(), mode)
		}
	}
	if err := write(t, dir); err == nil {
		t.Error("secrets were written over existing ones")
	}
}

func TestAUserDefinedTwiceIsRefused(t *testing.T) {
	t.Setenv("WORKER_PASSWORD", "unused")
	t.Setenv("AGENT_PASSWORD", "unused")
	t.Setenv("MODEL_PASSWORD", "unused")
	err := Write(Config{Dir: filepath.Join(t.TempDir(), "s"), Permissions: "../../deploy/nats-permissions.conf",
		Monitoring: "../../deploy/nats-permissions.conf", Hosts: []string{"nats-1"}})
	if err == nil || !strings.Contains(err.Error(), "both define the user") {
		t.Fatalf("err = %v", err)
	}
}
