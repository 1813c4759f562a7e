package tests

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTheExampleAgentRunsOnAFreshClone builds examples/agent and runs it
// as a newcomer would (`go run ./examples/agent`): it starts its own
// worker, runs the whole turn, prints both sides and exits 0.
func TestTheExampleAgentRunsOnAFreshClone(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the example")
	}
	t.Parallel()
	bin := filepath.Join(t.TempDir(), "agent")
	build := exec.Command("go", "build", "-o", bin, "./examples/agent")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Env = append(cmd.Environ(), "NATS_URL=", "PIIGHOST_KEYS=", "PIIGHOST_KEYS_FILE=", "PIIGHOST_CONFIG=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the example failed: %v\n%s", err, out)
	}
	lines := map[string][]string{}
	for _, l := range strings.Split(string(out), "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			lines[f[0]] = append(lines[f[0]], l)
		}
	}
	has := func(step string, subs ...string) {
		t.Helper()
		for _, l := range lines[step] {
			ok := true
			for _, s := range subs {
				ok = ok && strings.Contains(l, s)
			}
			if ok {
				return
			}
		}
		t.Errorf("no %s line with %q in:\n%s", step, subs, out)
	}
	has("model.in", "I'm <<PERSON:1>>: mail the report to <<EMAIL:1>>, then text <<US_PHONE:1>>.", "I'm Patrick Martin")
	has("tool.call", "send_email(to=<<EMAIL:1>>", "send_email(to=patrick@example.com")
	has("tool.result", "replies come from <<EMAIL:2>>", "replies come from reports@acme.example")
	has("stream.chunk", `"Done, <<PERSO"`, `"Done, "`)
	has("stream.chunk", `"N:1>>: sent t"`, `"Patrick Martin: sent t"`)
	has("model.out", "texting <<US_PHONE:1>>.", "texting +1 415 555 0134.")
	if !strings.Contains(string(out), "the streamed answer, put together, is model.out's.") {
		t.Errorf("the stream and model.out disagree:\n%s", out)
	}
	// The model's column never holds a clear value.
	for _, l := range strings.Split(string(out), "\n") {
		if i := strings.Index(l, "  "); strings.HasPrefix(l, "model.in") && i > 0 {
			model := strings.SplitN(strings.TrimSpace(l[i:]), "  ", 2)[0]
			if strings.Contains(model, "Patrick") || strings.Contains(model, "@example.com") {
				t.Errorf("the model saw a clear value: %q", model)
			}
		}
	}
}
