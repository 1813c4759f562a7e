// Command piighost-gateway serves an OpenAI- and Anthropic-compatible HTTP
// API in front of the piighost worker: point a client's base URL at it and
// the model only ever sees placeholders, while the client gets the values
// back. With no NATS address it starts an embedded worker and NATS server,
// so one command runs it on a laptop:
//
//	go run ./cmd/piighost-gateway
//	export OPENAI_BASE_URL=http://127.0.0.1:8470/v1
//	export ANTHROPIC_BASE_URL=http://127.0.0.1:8470
//
// With a NATS address (-nats-url, NATS_URL, [nats] url) it joins the
// workers already serving there. The configuration file is a worker's
// (its [nats] table says how to reach NATS) with a [gateway] table; flags
// and environment variables override it (flags win): PIIGHOST_GATEWAY_CONFIG,
// NATS_URL, PIIGHOST_DATA, PIIGHOST_LISTEN, PIIGHOST_HTTP, PIIGHOST_GATEWAY_LISTEN, PIIGHOST_GATEWAY_OPS,
// PIIGHOST_GATEWAY_AUTH, PIIGHOST_GATEWAY_SECRET_FILE, PIIGHOST_LOG_LEVEL.
//
// One-shot commands: -gen-secret PATH, -check, -version. docs/gateway.md
// at the repository root describes it all.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/worker"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintln(os.Stderr, "piighost gateway:", line)
		}
		os.Exit(1)
	}
}

// setting is a key a flag and an environment variable may set, the flag
// winning.
type setting struct {
	flag, env, usage string
	set              func(c *config.Config, g *config.Gateway, v string)
	val              *string
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("piighost-gateway", flag.ContinueOnError)
	fs.SetOutput(stderr)
	settings := []*setting{
		{flag: "listen", env: "PIIGHOST_GATEWAY_LISTEN", usage: "address of the provider routes (default " + config.DefaultGatewayListen + ")",
			set: func(_ *config.Config, g *config.Gateway, v string) { g.Listen = v }},
		{flag: "ops", env: "PIIGHOST_GATEWAY_OPS", usage: "address of /metrics, /healthz, /readyz and /livez (default " + config.DefaultGatewayOpsListen + "; \"off\" disables)",
			set: func(_ *config.Config, g *config.Gateway, v string) { g.OpsListen = v }},
		{flag: "auth", env: "PIIGHOST_GATEWAY_AUTH", usage: "forward (clients' own provider keys go upstream), keys or none",
			set: func(_ *config.Config, g *config.Gateway, v string) { g.Auth = v }},
		{flag: "secret-file", env: "PIIGHOST_GATEWAY_SECRET_FILE", usage: "the secret that names derived threads (every gateway of a deployment shares it)",
			set: func(_ *config.Config, g *config.Gateway, v string) { g.SecretFile = v }},
		{flag: "openai-url", env: "PIIGHOST_GATEWAY_OPENAI_URL", usage: "the OpenAI-compatible upstream's API root (default https://api.openai.com/v1)",
			set: func(_ *config.Config, g *config.Gateway, v string) { g.OpenAI.BaseURL = v }},
		{flag: "anthropic-url", env: "PIIGHOST_GATEWAY_ANTHROPIC_URL", usage: "the Anthropic-compatible upstream's API root (default https://api.anthropic.com/v1)",
			set: func(_ *config.Config, g *config.Gateway, v string) { g.Anthropic.BaseURL = v }},
		{flag: "nats-url", env: "NATS_URL", usage: "NATS servers to join (comma-separated); empty: an embedded worker and NATS server",
			set: func(c *config.Config, _ *config.Gateway, v string) {
				c.NATS.URL = v
				c.SetOrigin("nats.url", "the -nats-url flag or NATS_URL")
			}},
		{flag: "nats-listen", env: "PIIGHOST_LISTEN", usage: "address of the embedded NATS server (default 127.0.0.1:4222; port -1 picks a free one)",
			set: func(c *config.Config, _ *config.Gateway, v string) { c.NATS.Listen = v }},
		{flag: "data", env: "PIIGHOST_DATA", usage: "data directory of the embedded worker (default ./data)",
			set: func(c *config.Config, _ *config.Gateway, v string) { c.NATS.DataDir = v }},
		{flag: "keys-dir", env: "PIIGHOST_KEYS_DIR", usage: "where the embedded mode keeps the keys it generates (default: the data directory)",
			set: func(c *config.Config, _ *config.Gateway, v string) { c.Keys.Dir = v }},
		{flag: "worker-http", env: "PIIGHOST_HTTP", usage: "address of the embedded worker's /metrics and health endpoint (default 127.0.0.1:9464; \"off\" disables)",
			set: func(c *config.Config, _ *config.Gateway, v string) { c.HTTP.Listen = v }},
		{flag: "log-level", env: "PIIGHOST_LOG_LEVEL", usage: "debug, info, warn or error",
			set: func(c *config.Config, _ *config.Gateway, v string) { c.Log.Level = v }},
	}
	for _, s := range settings {
		s.val = fs.String(s.flag, "", s.usage+" ($"+s.env+")")
	}
	var (
		configPath = fs.String("config", os.Getenv("PIIGHOST_GATEWAY_CONFIG"), "configuration file (TOML): a worker's, with a [gateway] table ($PIIGHOST_GATEWAY_CONFIG)")
		check      = fs.Bool("check", false, "validate the configuration and exit")
		version    = fs.Bool("version", false, "print the version and exit")
		genSecret  = fs.String("gen-secret", "", "write a new secret to this file (mode 0600) and exit")
	)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	switch {
	case *version:
		fmt.Fprintln(stdout, "piighost-gateway", worker.VersionString())
		return nil
	case *genSecret != "":
		if err := writeSecret(*genSecret); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "wrote", *genSecret, "- give it to every gateway of the deployment: -secret-file or [gateway] secret_file")
		return nil
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (flags start with -; see -h)", fs.Arg(0))
	}
	cfg, gw, err := config.LoadGateway(*configPath)
	if err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, s := range settings {
		switch {
		case given[s.flag]:
			s.set(cfg, gw, *s.val)
		case os.Getenv(s.env) != "":
			s.set(cfg, gw, os.Getenv(s.env))
		}
	}
	cfg.ApplyDefaults()
	cfg.ApplyGatewayDefaults(gw)
	if err := cfg.Validate(); err != nil {
		return err
	}
	if err := cfg.ValidateGateway(gw); err != nil {
		return err
	}
	if cfg.Embedded() {
		if err := worker.Validate(cfg); err != nil {
			return err
		}
	}
	if *check {
		fmt.Fprintln(stdout, "configuration ok")
		return nil
	}
	return serve(cfg, gw, stderr)
}

// serve runs the gateway (and its embedded worker) until SIGINT or
// SIGTERM, then drains: in-flight requests finish first.
func serve(cfg *config.Config, gw *config.Gateway, stderr io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := worker.NewLogger(stderr, cfg.Log.Level)
	if cfg.Embedded() {
		// The process holds a worker and its thread cache.
		limit, fromEnv := cfg.SetMemoryLimit()
		log.Info("memory limit", "bytes", limit, "from_GOMEMLIMIT", fromEnv)
	}

	var w *worker.Worker
	natsURL := cfg.NATS.URL
	var opts []nats.Option
	if cfg.Embedded() {
		var err error
		w, err = worker.Start(ctx, cfg, worker.WithLogger(log))
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		defer func() {
			drain, cancel := context.WithTimeout(context.Background(), cfg.Worker.DrainTimeout.D())
			defer cancel()
			_ = w.Shutdown(drain)
		}()
		natsURL = w.ClientURL()
	} else {
		var err error
		if opts, err = worker.AuthOptions(cfg.NATS); err != nil {
			return err
		}
		opts = append(opts, nats.CustomInboxPrefix(cfg.GatewayInboxPrefix()))
	}
	opts = append(opts, nats.Name("piighost-gateway"), nats.MaxReconnects(-1), nats.ReconnectWait(500*time.Millisecond),
		nats.RetryOnFailedConnect(true),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				log.Warn("NATS disconnected", "err", err)
			}
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) { log.Info("NATS reconnected", "server", nc.ConnectedUrlRedacted()) }))
	nc, err := nats.Connect(natsURL, opts...)
	if err != nil {
		return fmt.Errorf("connect to NATS: %w", err)
	}
	defer nc.Close()
	c, err := client.New(nc, client.WithPrefix(cfg.Worker.Prefix))
	if err != nil {
		return err
	}
	gcfg, err := gatewayConfig(cfg, gw, log)
	if err != nil {
		return err
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	gcfg.Registerer = reg
	stopTracing, err := startTracing(cfg, &gcfg, log)
	if err != nil {
		return err
	}
	defer stopTracing()
	g, err := gateway.New(gcfg, c)
	if err != nil {
		return err
	}
	// The token grammar is the workers': learned now, or by the first
	// request once a worker answers. Workers that disagree on it are a
	// deployment the gateway refuses to serve.
	if err := g.Check(ctx); err != nil {
		if errors.Is(err, gateway.ErrTokenGrammar) {
			return err
		}
		log.Warn("no worker answers yet: requests get 503 until one does (see /readyz)", "err", err)
	}

	ln, err := net.Listen("tcp", gw.Listen)
	if err != nil {
		return fmt.Errorf("gateway.listen %s: %w", gw.Listen, err)
	}
	api := &http.Server{Handler: g, ReadHeaderTimeout: 30 * time.Second}
	go func() { _ = api.Serve(ln) }()
	var ops *http.Server
	opsAddr := ""
	if gw.OpsListen != "off" {
		oln, err := net.Listen("tcp", gw.OpsListen)
		if err != nil {
			_ = api.Close()
			return fmt.Errorf("gateway.ops_listen %s: %w", gw.OpsListen, err)
		}
		opsAddr = oln.Addr().String()
		ops = &http.Server{Handler: g.OpsHandler(reg), ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = ops.Serve(oln) }()
	}
	base := "http://" + ln.Addr().String()
	log.Info("gateway started", "listen", base, "ops", opsAddr, "nats", natsURL, "embedded", cfg.Embedded(), "auth", gcfg.Auth)
	printBanner(stderr, cfg, gw, base, natsURL, gcfg.Secret != nil)

	<-ctx.Done()
	stop()
	log.Info("stopping: in-flight requests finish first")
	drain, cancel := context.WithTimeout(context.Background(), cfg.Worker.DrainTimeout.D())
	defer cancel()
	err = api.Shutdown(drain)
	if ops != nil {
		_ = ops.Shutdown(drain)
	}
	return err
}

// gatewayConfig builds the gateway's configuration from the file's: keys
// and secrets read from their files (or the environment).
func gatewayConfig(cfg *config.Config, gw *config.Gateway, log *slog.Logger) (gateway.Config, error) {
	g := gateway.Config{
		Auth:            gateway.Auth(gw.Auth),
		SharedThreads:   gw.SharedThreads,
		MaxBody:         gw.MaxBody.Bytes(),
		MaxResponse:     gw.MaxResponse.Bytes(),
		UpstreamTimeout: gw.UpstreamTimeout.D(),
		ForwardHeaders:  gw.ForwardHeaders,
		Logger:          log,
	}
	for _, u := range []struct {
		src *config.GatewayUpstream
		dst *gateway.Upstream
	}{{&gw.OpenAI, &g.OpenAI}, {&gw.Anthropic, &g.Anthropic}} {
		u.dst.BaseURL = u.src.BaseURL
		if gw.Auth == "forward" {
			continue
		}
		switch {
		case u.src.APIKeyFile != "":
			k, err := readTrimmed(u.src.APIKeyFile)
			if err != nil {
				return g, err
			}
			u.dst.APIKey = k
		default:
			u.dst.APIKey = os.Getenv(u.src.APIKeyEnv)
		}
	}
	if gw.Auth == "keys" {
		keys, err := readClientKeys(gw.ClientKeysFile)
		if err != nil {
			return g, err
		}
		g.ClientKeys = keys
	}
	secretFile := gw.SecretFile
	if secretFile == "" && cfg.Embedded() {
		secretFile = filepath.Join(cfg.KeysDir(), "gateway.key")
		if _, err := os.Stat(secretFile); errors.Is(err, fs.ErrNotExist) {
			if err := writeSecret(secretFile); err != nil {
				return g, err
			}
			log.Info("generated the gateway's secret for derived threads", "file", secretFile)
		}
	}
	if secretFile != "" {
		s, err := readTrimmed(secretFile)
		if err != nil {
			return g, err
		}
		g.Secret = []byte(s)
	} else {
		log.Warn("no gateway secret: every request must name its thread (X-Piighost-Thread or metadata.piighost_thread); -gen-secret writes one")
	}
	return g, nil
}

// writeSecret writes 32 random bytes, hex-encoded, to a new file.
func writeSecret(path string) error {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(hex.EncodeToString(b) + "\n"); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func readTrimmed(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	s := strings.TrimSpace(string(b))
	if s == "" {
		return "", fmt.Errorf("%s is empty", path)
	}
	return s, nil
}

// readClientKeys reads "name key" lines.
func readClientKeys(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	keys := map[string]string{}
	for i, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 {
			return nil, fmt.Errorf("%s:%d: write a client's name and its key, separated by a space", path, i+1)
		}
		if _, dup := keys[f[1]]; dup {
			return nil, fmt.Errorf("%s:%d: this key is given to two clients", path, i+1)
		}
		keys[f[1]] = f[0]
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("%s holds no client key", path)
	}
	return keys, nil
}

// startTracing gives the gateway an OTLP tracer when [tracing] is on.
func startTracing(cfg *config.Config, g *gateway.Config, log *slog.Logger) (func(), error) {
	tc := cfg.Tracing
	if !tc.Enabled {
		return func() {}, nil
	}
	exp, err := otlptracehttp.New(context.Background(), otlptracehttp.WithEndpointURL(tc.Endpoint),
		otlptracehttp.WithHeaders(tc.Headers), otlptracehttp.WithTimeout(tc.Timeout.D()))
	if err != nil {
		return nil, fmt.Errorf("tracing.endpoint: %w", err)
	}
	name := tc.ServiceName
	if name == "" || name == "piighost-worker" {
		name = "piighost-gateway"
	}
	res := resource.NewSchemaless(attribute.String("service.name", name), attribute.String("service.version", worker.Version))
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res),
		sdktrace.WithSampler(sdktrace.ParentBased(sdktrace.TraceIDRatioBased(tc.Ratio()))))
	g.TracerProvider = tp
	log.Info("tracing on: spans go to the OTLP endpoint", "endpoint", tc.Endpoint)
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = tp.Shutdown(ctx)
	}, nil
}

// printBanner says where the gateway is and how to point clients at it.
func printBanner(stderr io.Writer, cfg *config.Config, gw *config.Gateway, base, natsURL string, derived bool) {
	where := "worker embedded, NATS at " + natsURL
	if !cfg.Embedded() {
		where = "joined the workers on " + natsURL
	}
	fmt.Fprintf(stderr, "\npiighost gateway ready on %s (%s)\n"+
		"Point your clients at it:\n"+
		"  export OPENAI_BASE_URL=%s/v1\n"+
		"  export ANTHROPIC_BASE_URL=%s\n", base, where, base, base)
	switch gw.Auth {
	case "forward":
		fmt.Fprintln(stderr, "Clients keep their own API keys: the gateway passes them upstream.")
	case "keys":
		fmt.Fprintln(stderr, "Clients authenticate with the keys of", gw.ClientKeysFile+"; the gateway's provider keys go upstream.")
	case "none":
		fmt.Fprintln(stderr, "Anyone who reaches", base, "may call it, with the gateway's provider keys.")
	}
	if !derived {
		fmt.Fprintln(stderr, "Name each conversation with the X-Piighost-Thread header (no secret to derive threads).")
	}
	fmt.Fprintln(stderr)
}
