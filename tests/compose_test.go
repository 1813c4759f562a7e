package tests

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
	"go.yaml.in/yaml/v3"

	"github.com/piighost/piighost-nats/config"
)

// No Docker engine runs here: the compose file is checked by parsing it,
// and the files it mounts by loading them with the real parsers.
type composeFile struct {
	Services map[string]struct {
		Image       string            `yaml:"image"`
		Command     []string          `yaml:"command"`
		Environment map[string]string `yaml:"environment"`
		Ports       []string          `yaml:"ports"`
		Volumes     []string          `yaml:"volumes"`
		Build       struct {
			Context    string `yaml:"context"`
			Dockerfile string `yaml:"dockerfile"`
		} `yaml:"build"`
		DependsOn map[string]struct {
			Condition string `yaml:"condition"`
		} `yaml:"depends_on"`
		Healthcheck struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
	} `yaml:"services"`
}

func TestComposeFileDescribesAClusterAndAScalableWorker(t *testing.T) {
	b, err := os.ReadFile("../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var c composeFile
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	nodes := []string{"nats-1", "nats-2", "nats-3"}
	names := map[string]bool{}
	for _, n := range nodes {
		svc, ok := c.Services[n]
		if !ok {
			t.Fatalf("no service %s", n)
		}
		if !strings.HasPrefix(svc.Image, "nats:") || !slices.Contains(svc.Command, "-c") {
			t.Errorf("%s: image %q command %v", n, svc.Image, svc.Command)
		}
		if !strings.Contains(strings.Join(svc.Healthcheck.Test, " "), "/healthz") {
			t.Errorf("%s: no health check", n)
		}
		names[svc.Environment["NODE_NAME"]] = true
		if !slices.ContainsFunc(svc.Volumes, func(v string) bool { return strings.HasSuffix(v, ":/data") }) {
			t.Errorf("%s: no data volume", n)
		}
	}
	if len(names) != 3 {
		t.Errorf("server names are not unique: %v", names)
	}
	if !slices.Contains(c.Services["nats-1"].Ports, "4222:4222") {
		t.Errorf("client port not published: %v", c.Services["nats-1"].Ports)
	}

	w := c.Services["worker"]
	if w.Build.Context != "." || w.Build.Dockerfile != "Dockerfile" {
		t.Errorf("worker build = %+v", w.Build)
	}
	if _, err := os.Stat(filepath.Join("..", w.Build.Context, w.Build.Dockerfile)); err != nil {
		t.Errorf("Dockerfile: %v", err)
	}
	for _, n := range nodes {
		if !strings.Contains(w.Environment["NATS_URL"], "nats://"+n+":4222") {
			t.Errorf("NATS_URL %q misses %s", w.Environment["NATS_URL"], n)
		}
		if w.DependsOn[n].Condition != "service_healthy" {
			t.Errorf("worker does not wait for %s to be healthy", n)
		}
	}
	if !strings.Contains(strings.Join(w.Healthcheck.Test, " "), "9464/healthz") {
		t.Errorf("worker health check = %v", w.Healthcheck.Test)
	}
}

func TestDockerfileBuildsTheWorkerFromTheRepository(t *testing.T) {
	b, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, string(b), "COPY go.mod go.sum ./", "go build", "./cmd/worker", "ENTRYPOINT")
	if _, err := os.Stat("../cmd/worker/main.go"); err != nil {
		t.Error(err)
	}
}

func TestClusterConfigRoutesTheThreeNodes(t *testing.T) {
	t.Setenv("NODE_NAME", "nats-2")
	t.Setenv("JS_KEY", "0123456789abcdef0123456789abcdef")
	opts, err := server.ProcessConfigFile("../deploy/nats-cluster.conf")
	if err != nil {
		t.Fatal(err)
	}
	if opts.ServerName != "nats-2" || !opts.JetStream || opts.JetStreamKey == "" || opts.Cluster.Name != "piighost" || len(opts.Routes) != 3 {
		t.Errorf("server %q js %v key set %v cluster %q routes %d", opts.ServerName, opts.JetStream, opts.JetStreamKey != "", opts.Cluster.Name, len(opts.Routes))
	}
}

func TestComposeWorkerConfigIsValid(t *testing.T) {
	cfg, err := config.Load("../deploy/worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Memory.Type != "nats_kv" || cfg.Memory.Replicas != 3 || cfg.Worker.Replicas != 3 {
		t.Errorf("memory %+v worker replicas %d", cfg.Memory, cfg.Worker.Replicas)
	}
}
