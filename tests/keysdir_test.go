package tests

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/internal/natstest"
)

// embeddedRun starts the worker binary in embedded mode with extra flags,
// waits for its banner and returns it with the running command.
func embeddedRun(t *testing.T, env []string, args ...string) (*exec.Cmd, string) {
	t.Helper()
	cmd := embeddedCommand(t, env, args...)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		var seen strings.Builder
		for sc.Scan() {
			seen.WriteString(sc.Text() + "\n")
			if strings.Contains(sc.Text(), " req -H Content-Type") { // the banner's last line
				ready <- seen.String()
			}
		}
		ready <- seen.String()
	}()
	select {
	case banner := <-ready:
		return cmd, banner
	case <-time.After(natstest.StartTimeout):
		t.Fatal("the worker did not print its banner")
	}
	return nil, ""
}

func stop(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("the worker did not stop cleanly: %v", err)
	}
}

// embeddedCommand is the worker binary in embedded mode on a free port,
// with an environment that sets nothing but env.
func embeddedCommand(t *testing.T, env []string, args ...string) *exec.Cmd {
	t.Helper()
	args = append([]string{"-listen", "127.0.0.1:" + strconv.Itoa(freePort(t)), "-http", "off"}, args...)
	cmd := exec.Command(workerBinary(t), args...)
	cmd.Env = append(os.Environ(), "NATS_URL=", "PIIGHOST_KEYS=", "PIIGHOST_KEYS_FILE=", "PIIGHOST_KEYS_DIR=", "PIIGHOST_CONFIG=")
	cmd.Env = append(cmd.Env, env...)
	return cmd
}

const besideDataWarning = "beside the data"

// TestTheDefaultKeysBesideTheDataAreWarnedAbout: the convenient default
// keeps the embedded mode's keys in its data directory; the banner says
// what that means and how to keep them elsewhere.
func TestTheDefaultKeysBesideTheDataAreWarnedAbout(t *testing.T) {
	t.Parallel()
	data := t.TempDir()
	cmd, banner := embeddedRun(t, nil, "-data", data)
	mustContain(t, banner, besideDataWarning, "-keys-dir", "PIIGHOST_KEYS_DIR")
	stop(t, cmd)
	for _, f := range []string{"jetstream.key", "keys.json"} {
		if _, err := os.Stat(filepath.Join(data, f)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestKeysLiveOutsideTheDataDirectoryWhenAsked: with -keys-dir (or
// PIIGHOST_KEYS_DIR) neither key is written beside the data, a restart
// finds them again, and a restart that forgets the directory refuses to
// start rather than generate keys that cannot read the data.
func TestKeysLiveOutsideTheDataDirectoryWhenAsked(t *testing.T) {
	t.Parallel()
	data, keys := t.TempDir(), filepath.Join(t.TempDir(), "keys")
	cmd, banner := embeddedRun(t, nil, "-data", data, "-keys-dir", keys)
	if strings.Contains(banner, besideDataWarning) {
		t.Errorf("warned about keys beside the data:\n%s", banner)
	}
	stop(t, cmd)
	for _, f := range []string{"jetstream.key", "keys.json"} {
		st, err := os.Stat(filepath.Join(keys, f))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if st.Mode().Perm() != 0o600 {
			t.Errorf("%s has mode %v", f, st.Mode().Perm())
		}
		if _, err := os.Stat(filepath.Join(data, f)); err == nil {
			t.Errorf("%s was written in the data directory", f)
		}
	}
	cmd, banner = embeddedRun(t, []string{"PIIGHOST_KEYS_DIR=" + keys}, "-data", data)
	if strings.Contains(banner, besideDataWarning) || strings.Contains(banner, "generated") {
		t.Errorf("the restart did not find its keys:\n%s", banner)
	}
	stop(t, cmd)

	out, err := embeddedCommand(t, nil, "-data", data).CombinedOutput()
	if err == nil {
		t.Fatalf("a restart without the keys directory started:\n%s", out)
	}
	mustContain(t, string(out), "jetstream.key")
	if _, err := os.Stat(filepath.Join(data, "jetstream.key")); err == nil {
		t.Error("the forgotten restart generated a key beside the data")
	}
}
