// Command worker runs the piighost worker: PII de-identification for LLM
// agents on NATS. With no NATS address it starts an embedded nats-server
// with JetStream on 127.0.0.1:4222, so one command runs it on a laptop:
//
//	go run ./cmd/worker
//
// Flags override the configuration file, and environment variables
// override the file too (flags win): PIIGHOST_CONFIG, NATS_URL,
// PIIGHOST_DATA, PIIGHOST_MODES, PIIGHOST_HTTP, PIIGHOST_LOG_LEVEL,
// PIIGHOST_KEYS_FILE (PIIGHOST_KEYS holds keys inline), PIIGHOST_KEYS_DIR
// (where the embedded mode keeps the keys it generates).
//
// One-shot commands: -gen-keys, -rotate-keys, -check and -thread-digest
// (the keyed digest that names a thread in error events and logs).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/worker"
)

func main() {
	if err := run(); err != nil {
		// A configuration error may hold one line per key to change: each
		// line gets the prefix, so every line reads (and greps) alone.
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintln(os.Stderr, "piighost worker:", line)
		}
		os.Exit(1)
	}
}

func run() error {
	var (
		configPath = flag.String("config", os.Getenv("PIIGHOST_CONFIG"), "configuration file (TOML); empty: built-in defaults")
		natsURL    = flag.String("nats-url", os.Getenv("NATS_URL"), "NATS servers to join (comma-separated); empty: start an embedded server")
		data       = flag.String("data", os.Getenv("PIIGHOST_DATA"), "data directory of the embedded server (default ./data)")
		listen     = flag.String("listen", "", "address of the embedded server (default 127.0.0.1:4222)")
		modes      = flag.String("modes", os.Getenv("PIIGHOST_MODES"), "comma-separated: service, pipeline (default both)")
		httpAddr   = flag.String("http", os.Getenv("PIIGHOST_HTTP"), "address of /metrics and /healthz (default 127.0.0.1:9464; \"off\" disables)")
		level      = flag.String("log-level", os.Getenv("PIIGHOST_LOG_LEVEL"), "debug, info, warn or error")
		keys       = flag.String("keys-file", os.Getenv("PIIGHOST_KEYS_FILE"), "key file of the thread store")
		keysDir    = flag.String("keys-dir", os.Getenv("PIIGHOST_KEYS_DIR"), "where the embedded mode keeps the keys it generates (default: the data directory; keep them elsewhere beyond a laptop)")
		check      = flag.Bool("check", false, "validate the configuration and exit")
		genKeys    = flag.String("gen-keys", "", "write a new key file for the thread store at this path (mode 0600) and exit")
		rotate     = flag.String("rotate-keys", "", "add a new current key to this key file, keeping the old ones, and exit")
		digest     = flag.String("thread-digest", "", "print the keyed digest that names this thread id in error events, logs and KV keys, and exit")
	)
	flag.Parse()
	if *genKeys != "" {
		if _, err := kvstore.GenerateKeyFile(*genKeys); err != nil {
			return err
		}
		fmt.Println("wrote", *genKeys)
		return nil
	}
	if *rotate != "" {
		id, err := kvstore.RotateKeyFile(*rotate)
		if err != nil {
			return err
		}
		fmt.Println("current key is now", id, "in", *rotate, "- roll the file out to every worker, then restart them")
		return nil
	}
	cfg, err := config.Load(*configPath)
	if err != nil {
		return err
	}
	override(&cfg.NATS.URL, *natsURL)
	override(&cfg.NATS.DataDir, *data)
	override(&cfg.NATS.Listen, *listen)
	override(&cfg.HTTP.Listen, *httpAddr)
	override(&cfg.Log.Level, *level)
	override(&cfg.Keys.File, *keys)
	override(&cfg.Keys.Dir, *keysDir)
	if *modes != "" {
		cfg.Worker.Modes = strings.Split(*modes, ",")
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	if *check {
		fmt.Println("configuration ok")
		return nil
	}
	if *digest != "" {
		kr, err := worker.LoadKeys(cfg)
		if err != nil {
			return err
		}
		fmt.Println(kr.ThreadDigest(*digest))
		return nil
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	w, err := worker.Start(ctx, cfg)
	if err != nil {
		return err
	}
	if cfg.Embedded() {
		if cfg.KeysBesideData() {
			fmt.Fprintf(os.Stderr, "\nWarning: the keys are kept beside the data they encrypt, in %s:\n"+
				"a copy of that directory can be decrypted. Beyond a laptop, keep them elsewhere:\n"+
				"  -keys-dir /path/on/another/volume (or PIIGHOST_KEYS_DIR, [keys] dir)\n", cfg.KeysDir())
		}
		fmt.Fprintf(os.Stderr, "\npiighost worker ready. NATS (embedded, JetStream) at %s\n"+
			"Try, from another terminal (natscli):\n"+
			"  nats req -H Content-Type:application/json %s.model.in '{\"thread_id\":\"demo\",\"messages\":[{\"role\":\"user\",\"content\":\"Write to jane.doe@example.com\"}]}'\n\n",
			w.ClientURL(), cfg.Worker.Prefix)
	}
	<-ctx.Done()
	stop()
	drain, cancel := context.WithTimeout(context.Background(), cfg.Worker.DrainTimeout.D())
	defer cancel()
	return w.Shutdown(drain)
}

func override(dst *string, v string) {
	if v != "" {
		*dst = v
	}
}
