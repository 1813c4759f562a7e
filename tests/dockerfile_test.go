package tests

import (
	"bufio"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// dockerfile is what the image's Dockerfile says about its final stage.
type dockerfile struct {
	user, workdir string
	home          string // of the user the image creates
	env           map[string]string
}

func readDockerfile(t *testing.T) dockerfile {
	t.Helper()
	f, err := os.Open("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := dockerfile{env: map[string]string{}}
	var logical string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "#") {
			continue
		}
		if cont, ok := strings.CutSuffix(line, "\\"); ok {
			logical += cont + " "
			continue
		}
		logical += line
		fields := strings.Fields(logical)
		logical = ""
		if len(fields) < 2 {
			continue
		}
		switch fields[0] {
		case "FROM":
			d = dockerfile{env: map[string]string{}} // the final stage counts
		case "USER":
			d.user = fields[1]
		case "WORKDIR":
			d.workdir = fields[1]
		case "ENV":
			for _, kv := range fields[1:] {
				if k, v, ok := strings.Cut(kv, "="); ok {
					d.env[k] = v
				}
			}
		case "RUN":
			for i, f := range fields {
				if f == "-h" && i+1 < len(fields) {
					d.home = fields[i+1]
				}
			}
		}
	}
	return d
}

// TestTheImageRunsAsAUserWhoCanWriteItsWorkdir: no Docker engine runs
// here, so the Dockerfile is read, and its final stage is reproduced with
// the real binary: a non-root user, in a working directory it owns (its
// home), with the image's environment. The worker creates its data
// directory there, and its embedded server listens on every interface.
func TestTheImageRunsAsAUserWhoCanWriteItsWorkdir(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the Dockerfile")
	}
	t.Parallel()
	d := readDockerfile(t)
	if d.user == "" || d.user == "root" || d.user == "0" {
		t.Fatalf("the image runs as %q", d.user)
	}
	if d.workdir == "" || d.workdir != d.home {
		t.Fatalf("WORKDIR %q is not the home %q of the user the image creates (which it owns)", d.workdir, d.home)
	}
	if d.env["PIIGHOST_LISTEN"] != "0.0.0.0:4222" || d.env["PIIGHOST_HTTP"] != "0.0.0.0:9464" ||
		!strings.HasPrefix(d.env["PIIGHOST_DATA"], d.workdir+"/") {
		t.Errorf("ENV %v", d.env)
	}
	if os.Getuid() != 0 {
		t.Skip("running the worker as another user needs root")
	}
	const uid = 10001 // the Dockerfile's adduser -u
	bin := workerBinary(t)
	// Not t.TempDir: its parent is private to root.
	root, err := os.MkdirTemp("", "piighost-image")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	if err := os.Chmod(root, 0o755); err != nil {
		t.Fatal(err)
	}
	// /usr/local/bin/worker, and the user's home.
	exe := filepath.Join(root, "worker")
	copyFile(t, bin, exe, 0o755)
	home := filepath.Join(root, "home")
	if err := os.Mkdir(home, 0o755); err != nil || os.Chown(home, uid, uid) != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Dir = home
	cmd.Env = []string{"HOME=" + home, "PATH=/usr/bin:/bin",
		"PIIGHOST_LISTEN=0.0.0.0:0", "PIIGHOST_HTTP=0.0.0.0:0", // the image's, on free ports
		"PIIGHOST_DATA=" + filepath.Join(home, strings.TrimPrefix(d.env["PIIGHOST_DATA"], d.workdir+"/"))}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: uid}}
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	var started string
	sc := bufio.NewScanner(stderr)
	var out strings.Builder
	for sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if strings.Contains(sc.Text(), `"msg":"worker started"`) {
			started = sc.Text()
			break
		}
	}
	if started == "" {
		t.Fatalf("the worker did not start as uid %d:\n%s", uid, out.String())
	}
	go io.Copy(io.Discard, stderr)
	mustContain(t, started, `"nats":"nats://127.0.0.1:`, `"http":"[::]:`)
	httpAddr := started[strings.Index(started, `"http":"[::]:`)+len(`"http":"[::]:`):]
	httpAddr = httpAddr[:strings.IndexByte(httpAddr, '"')]
	resp, err := http.Get("http://127.0.0.1:" + httpAddr + "/readyz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("readyz: %v %v", resp, err)
	}
	resp.Body.Close()
	info, err := os.Stat(filepath.Join(home, "data", "keys.json"))
	if err != nil {
		t.Fatal(err)
	}
	if st := info.Sys().(*syscall.Stat_t); st.Uid != uid || info.Mode().Perm() != 0o600 {
		t.Errorf("keys.json owned by %d, mode %v", st.Uid, info.Mode())
	}
}

// TestNoKeyOrDataEntersTheBuildContextOrTheRepository: .dockerignore keeps
// keys, the embedded server's data and .git out of `COPY . .`, and
// .gitignore keeps keys out of commits.
func TestNoKeyOrDataEntersTheBuildContextOrTheRepository(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the Dockerfile")
	}
	t.Parallel()
	ignore := func(path string) []string {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, l := range strings.Split(string(b), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				out = append(out, l)
			}
		}
		return out
	}
	docker := strings.Join(ignore("../.dockerignore"), " ")
	for _, want := range []string{".git", "**/keys.json", "data/", "**/jetstream.key", "**/.venv"} {
		if !strings.Contains(" "+docker+" ", " "+want+" ") {
			t.Errorf(".dockerignore lacks %s", want)
		}
	}
	git := strings.Join(ignore("../.gitignore"), " ")
	for _, want := range []string{"keys.json", "*.keys.json", "jetstream.key", "/data/"} {
		if !strings.Contains(" "+git+" ", " "+want+" ") {
			t.Errorf(".gitignore lacks %s", want)
		}
	}
	// And git agrees: keys.json at the root, as an old README had it
	// written, is ignored.
	for _, p := range []string{"keys.json", "deploy/keys.json", "data/keys.json", "data/jetstream.key"} {
		cmd := exec.Command("git", "check-ignore", "-q", p)
		cmd.Dir = ".."
		if err := cmd.Run(); err != nil {
			t.Errorf("git check-ignore %s: %v", p, err)
		}
	}
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, mode); err != nil {
		t.Fatal(err)
	}
}
