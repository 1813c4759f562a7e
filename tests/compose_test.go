package tests

import (
	"crypto/tls"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/conf"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"go.yaml.in/yaml/v3"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/deploysecrets"
	"github.com/piighost/piighost-nats/wire"
)

// No Docker engine runs here: the compose file is checked by parsing it,
// and the files it mounts by loading them with the real parsers (and the
// cluster's configuration by running a server from it).
type composeFile struct {
	Services map[string]struct {
		Image       string            `yaml:"image"`
		Command     []string          `yaml:"command"`
		Environment map[string]string `yaml:"environment"`
		Ports       []string          `yaml:"ports"`
		Volumes     []string          `yaml:"volumes"`
		Secrets     []string          `yaml:"secrets"`
		StopGrace   string            `yaml:"stop_grace_period"`
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
	Secrets map[string]struct {
		File        string `yaml:"file"`
		Environment string `yaml:"environment"`
	} `yaml:"secrets"`
}

var natsNodes = []string{"nats-1", "nats-2", "nats-3"}

func readCompose(t *testing.T) composeFile {
	t.Helper()
	b, err := os.ReadFile("../docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	var c composeFile
	if err := yaml.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestComposeFileDescribesAClusterAndAScalableWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	c := readCompose(t)
	names := map[string]bool{}
	for _, n := range natsNodes {
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

	w := c.Services["worker"]
	if w.Build.Context != "." || w.Build.Dockerfile != "Dockerfile" {
		t.Errorf("worker build = %+v", w.Build)
	}
	if _, err := os.Stat(filepath.Join("..", w.Build.Context, w.Build.Dockerfile)); err != nil {
		t.Errorf("Dockerfile: %v", err)
	}
	for _, n := range natsNodes {
		if !strings.Contains(w.Environment["NATS_URL"], "nats://"+n+":4222") {
			t.Errorf("NATS_URL %q misses %s", w.Environment["NATS_URL"], n)
		}
		if w.DependsOn[n].Condition != "service_healthy" {
			t.Errorf("worker does not wait for %s to be healthy", n)
		}
	}
	// /readyz, not /healthz: a worker is healthy before its start ends, and
	// only a ready one should count as up for what depends on it.
	if !strings.Contains(strings.Join(w.Healthcheck.Test, " "), "9464/readyz") {
		t.Errorf("worker health check = %v, want /readyz", w.Healthcheck.Test)
	}
}

// TestTheComposeDeploymentIsLockedByDefault: secrets are files, never
// environment variables; only the first node's client port is published,
// on the loopback interface; the worker has time to drain.
func TestTheComposeDeploymentIsLockedByDefault(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	c := readCompose(t)
	for name, sec := range c.Secrets {
		if sec.File == "" || sec.Environment != "" {
			t.Errorf("secret %s is not a file: %+v", name, sec)
		}
	}
	for name, svc := range c.Services {
		for k, v := range svc.Environment {
			upper := strings.ToUpper(k)
			for _, word := range []string{"KEY", "PASSWORD", "TOKEN", "SECRET", "SEED", "CREDS"} {
				if strings.Contains(upper, word) {
					t.Errorf("%s: %s=%q: a secret in the environment shows in docker inspect", name, k, v)
				}
			}
		}
		for _, p := range svc.Ports {
			if !strings.HasPrefix(p, "127.0.0.1:") {
				t.Errorf("%s publishes %q on every interface", name, p)
			}
			if strings.Contains(p, "8222") || strings.Contains(p, "9464") || strings.Contains(p, "6222") {
				t.Errorf("%s publishes monitoring or routes: %q", name, p)
			}
		}
	}
	if got := c.Services["nats-1"].Ports; !slices.Equal(got, []string{"127.0.0.1:4222:4222"}) {
		t.Errorf("nats-1 ports %v", got)
	}
	for _, n := range []string{"nats-2", "nats-3", "worker"} {
		if len(c.Services[n].Ports) > 0 {
			t.Errorf("%s publishes %v", n, c.Services[n].Ports)
		}
	}
	for _, n := range natsNodes {
		svc := c.Services[n]
		for _, want := range []string{deploysecrets.AuthFile, deploysecrets.ServerCertFile, deploysecrets.ServerKeyFile, deploysecrets.CAFile} {
			if !slices.Contains(svc.Secrets, want) {
				t.Errorf("%s does not mount %s", n, want)
			}
		}
		if !slices.Contains(svc.Volumes, "./deploy/nats-cluster.conf:/etc/nats/nats.conf:ro") {
			t.Errorf("%s volumes %v", n, svc.Volumes)
		}
	}
	w := c.Services["worker"]
	for _, want := range []string{deploysecrets.CredsFile("worker"), deploysecrets.KeysFile, deploysecrets.CAFile} {
		if !slices.Contains(w.Secrets, want) {
			t.Errorf("the worker does not mount %s", want)
		}
	}
	for _, sec := range w.Secrets {
		if strings.HasSuffix(sec, ".creds") && sec != deploysecrets.CredsFile("worker") {
			t.Errorf("the worker mounts another identity's credentials: %s", sec)
		}
	}
	cfg, err := config.Load("../deploy/worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	grace, err := time.ParseDuration(w.StopGrace)
	if err != nil {
		t.Fatalf("worker stop_grace_period %q: %v", w.StopGrace, err)
	}
	if drain := cfg.Worker.DrainTimeout.D(); grace <= drain {
		t.Errorf("stop_grace_period %v does not exceed the worker's drain timeout %v: Docker kills it mid-drain", grace, drain)
	}
	for _, path := range []string{cfg.NATS.CredsFile, cfg.NATS.TLSCA, cfg.Keys.File} {
		if !strings.HasPrefix(path, "/run/secrets/") {
			t.Errorf("worker.toml reads %q, not a compose secret", path)
		}
	}
}

// composeCluster writes the deployment's secrets and lays out the files a
// node sees (/etc/nats/nats.conf, /run/secrets/...) under a temporary root,
// and returns the root. It sets the environment the files read, so the
// tests that call it do not run in parallel.
func composeCluster(t *testing.T) string {
	t.Helper()
	t.Setenv("WORKER_PASSWORD", "unused")
	t.Setenv("AGENT_PASSWORD", "unused")
	t.Setenv("MODEL_PASSWORD", "unused")
	root := t.TempDir()
	secrets := filepath.Join(root, "run", "secrets")
	if err := deploysecrets.Write(deploysecrets.Config{Dir: secrets, Permissions: "../deploy/nats-permissions.conf", Hosts: natsNodes}); err != nil {
		t.Fatal(err)
	}
	conf, err := os.ReadFile("../deploy/nats-cluster.conf")
	if err != nil {
		t.Fatal(err)
	}
	// Absolute paths of the container (TLS files) move under the root; the
	// include is relative to the configuration file, as in the container.
	conf = []byte(strings.ReplaceAll(string(conf), `"/run/secrets/`, `"`+secrets+`/`))
	etc := filepath.Join(root, "etc", "nats")
	if err := os.MkdirAll(etc, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(etc, "nats.conf"), conf, 0o600); err != nil {
		t.Fatal(err)
	}
	return root
}

func TestTheClusterConfigAuthenticatesEveryoneAndEveryRoute(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	root := composeCluster(t)
	t.Setenv("NODE_NAME", "nats-2")
	opts, err := server.ProcessConfigFile(filepath.Join(root, "etc", "nats", "nats.conf"))
	if err != nil {
		t.Fatal(err)
	}
	if opts.ServerName != "nats-2" || !opts.JetStream || opts.JetStreamKey == "" || opts.JetStreamCipher != server.AES || opts.Cluster.Name != "piighost" || len(opts.Routes) != 3 {
		t.Errorf("server %q js %v key set %v cluster %q routes %d", opts.ServerName, opts.JetStream, opts.JetStreamKey != "", opts.Cluster.Name, len(opts.Routes))
	}
	// Authorization: only users of the trusted operator's accounts.
	if len(opts.TrustedOperators) != 1 || opts.SystemAccount == "" || opts.AccountResolver == nil {
		t.Errorf("operator mode: operators %d system account %q resolver %T", len(opts.TrustedOperators), opts.SystemAccount, opts.AccountResolver)
	}
	if len(opts.Users) > 0 || len(opts.Nkeys) > 0 || opts.Authorization != "" || opts.NoAuthUser != "" || opts.Username != "" {
		t.Error("the cluster accepts users outside the operator's accounts")
	}
	// Clients and routes speak TLS; a route must show a certificate of
	// the deployment's CA.
	if opts.TLSConfig == nil || opts.Cluster.TLSConfig == nil || opts.Cluster.TLSConfig.ClientAuth != tls.RequireAndVerifyClientCert {
		t.Errorf("TLS: clients %v, routes %+v", opts.TLSConfig != nil, opts.Cluster.TLSConfig)
	}
	if opts.HTTPHost != "127.0.0.1" {
		t.Errorf("monitoring listens on %q, not the loopback", opts.HTTPHost)
	}
}

// TestTheCredsCarryTheShippedPermissions: each .creds file's JWT has
// exactly the permissions of the same user in deploy/nats-permissions.conf.
func TestTheCredsCarryTheShippedPermissions(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	root := composeCluster(t)
	opts, err := server.ProcessConfigFile("../deploy/nats-permissions.conf")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range opts.Users {
		b, err := os.ReadFile(filepath.Join(root, "run", "secrets", deploysecrets.CredsFile(u.Username)))
		if err != nil {
			t.Fatal(err)
		}
		token, err := jwt.ParseDecoratedJWT(b)
		if err != nil {
			t.Fatal(err)
		}
		uc, err := jwt.DecodeUserClaims(token)
		if err != nil {
			t.Fatal(err)
		}
		var wantPub, wantSub []string
		if p := u.Permissions; p != nil {
			if p.Publish != nil {
				wantPub = p.Publish.Allow
			}
			if p.Subscribe != nil {
				wantSub = p.Subscribe.Allow
			}
		}
		if !slices.Equal([]string(uc.Pub.Allow), wantPub) || !slices.Equal([]string(uc.Sub.Allow), wantSub) || len(uc.Pub.Deny)+len(uc.Sub.Deny) > 0 {
			t.Errorf("%s: pub %v sub %v, want pub %v sub %v", u.Username, uc.Pub.Allow, uc.Sub.Allow, wantPub, wantSub)
		}
	}
}

// composeDeployment runs one node from the compose cluster's own
// configuration (without its routes: the other nodes do not exist here),
// with a worker that connects with worker.creds over TLS, as in compose.
func composeDeployment(t *testing.T, mutate ...func(*config.Config)) deployment {
	t.Helper()
	root := composeCluster(t)
	t.Setenv("NODE_NAME", "nats-1")
	opts, err := server.ProcessConfigFile(filepath.Join(root, "etc", "nats", "nats.conf"))
	if err != nil {
		t.Fatal(err)
	}
	opts.Cluster, opts.Routes = server.ClusterOpts{}, nil
	opts.Port, opts.HTTPPort = 0, 0 // a client port the kernel picks and no monitoring port, not the file's 4222 and 8222
	opts.StoreDir = t.TempDir()
	s := runServerWith(t, opts)
	secrets := filepath.Join(root, "run", "secrets")
	ca := filepath.Join(secrets, deploysecrets.CAFile)
	mutate = append([]func(*config.Config){func(c *config.Config) {
		c.NATS.CredsFile = filepath.Join(secrets, deploysecrets.CredsFile("worker"))
		c.NATS.TLSCA = ca
	}}, mutate...)
	startWorker(t, testConfig(t, s.ClientURL(), mutate...))
	creds := func(user string) []nats.Option {
		return []nats.Option{nats.UserCredentials(filepath.Join(secrets, deploysecrets.CredsFile(user))), nats.RootCAs(ca)}
	}
	return deployment{srv: s, url: s.ClientURL(), agent: creds("agent"), model: creds("model")}
}

// TestTheComposeClusterKeepsTheModelSideAwayFromClearText runs the
// permissions test's whole conversation on a node of the compose cluster.
func TestTheComposeClusterKeepsTheModelSideAwayFromClearText(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	sniffConversation(t, composeDeployment(t))
}

func TestTheComposeClusterRefusesClientsWithoutCredentials(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	d := composeDeployment(t)
	tlsOnly := d.agent[1] // the CA, without the creds
	if nc, err := nats.Connect(d.url, tlsOnly, nats.NoReconnect()); err == nil {
		nc.Close()
		t.Error("a client without credentials connected")
	}
}

func TestDockerfileBuildsTheWorkerFromTheRepository(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the Dockerfile")
	}
	b, err := os.ReadFile("../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	mustContain(t, string(b), "COPY go.mod go.sum ./", "go build", "./cmd/worker", "ENTRYPOINT")
	if _, err := os.Stat("../cmd/worker/main.go"); err != nil {
		t.Error(err)
	}
}

func TestComposeWorkerConfigIsValid(t *testing.T) {
	if testing.Short() {
		t.Skip("quick tier (-short): checks the compose deployment")
	}
	cfg, err := config.Load("../deploy/worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Memory.Type != "nats_kv" || cfg.Memory.Replicas != 3 || cfg.Worker.Replicas != 3 {
		t.Errorf("memory %+v worker replicas %d", cfg.Memory, cfg.Worker.Replicas)
	}
}

// TestTheShippedBoundsFitTheAccountsJetStreamLimits: the bucket's and the
// pipeline-mode streams' max_bytes, times their replicas (JetStream
// reserves every replica against an account's flat limit), fit the
// application account's max_file, or the worker could not create them.
func TestTheShippedBoundsFitTheAccountsJetStreamLimits(t *testing.T) {
	t.Setenv("WORKER_PASSWORD", "unused")
	t.Setenv("AGENT_PASSWORD", "unused")
	t.Setenv("MODEL_PASSWORD", "unused")
	perms, err := conf.ParseFile("../deploy/nats-permissions.conf")
	if err != nil {
		t.Fatal(err)
	}
	js, _ := perms["accounts"].(map[string]any)["PIIGHOST"].(map[string]any)["jetstream"].(map[string]any)
	maxFile, ok := js["max_file"].(int64)
	if !ok {
		t.Fatalf("the PIIGHOST account has no jetstream max_file: %v", js)
	}
	streams := []string{wire.InputStream, wire.ChunkStream, wire.SafeOutputStream, wire.ClearOutputStream, wire.ErrorStream}
	for _, file := range []string{"../deploy/worker.toml", "../deploy/baremetal/worker.toml"} {
		cfg, err := config.Load(file)
		if err != nil {
			t.Fatal(err)
		}
		bucket, stream := cfg.Memory.MaxBytes.Bytes(), cfg.Worker.StreamMaxBytes.Bytes()
		if bucket <= 0 || stream <= 0 {
			t.Errorf("%s: max_bytes %d, stream_max_bytes %d: the shipped files bound both", file, bucket, stream)
		}
		reserved := bucket*int64(cfg.Memory.Replicas) + stream*int64(len(streams)*cfg.Worker.Replicas)
		if reserved > maxFile {
			t.Errorf("%s reserves %d bytes, over the account's max_file %d", file, reserved, maxFile)
		}
	}
}
