// Command worker runs the piighost worker: PII de-identification for LLM
// agents on NATS. With no NATS address it starts an embedded nats-server
// with JetStream on 127.0.0.1:4222, so one command runs it on a laptop:
//
//	go run ./cmd/worker
//
// Flags override the configuration file, and environment variables
// override the file too (flags win): PIIGHOST_CONFIG, NATS_URL,
// PIIGHOST_DATA, PIIGHOST_LISTEN, PIIGHOST_MODES, PIIGHOST_HTTP,
// PIIGHOST_LOG_LEVEL, PIIGHOST_KEYS_FILE (PIIGHOST_KEYS holds keys
// inline), PIIGHOST_KEYS_DIR (where the embedded mode keeps the keys it
// generates).
//
// One-shot commands: -gen-keys, -add-key, -promote-key, -retire-key,
// -list-keys and -rotate-keys (the key file; docs/operations.md, "Key
// rotation"), -check, -version and -thread-digest (the keyed digest that
// names a thread in error events and logs).
//
// SIGINT and SIGTERM drain and stop the worker; SIGHUP reloads the log
// level and names the settings that take a restart (docs/operations.md,
// "Reload").
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		// A configuration error may hold one line per key to change: each
		// line gets the prefix, so every line reads (and greps) alone.
		for _, line := range strings.Split(err.Error(), "\n") {
			fmt.Fprintln(os.Stderr, "piighost worker:", line)
		}
		os.Exit(1)
	}
}

// setting is a configuration key a flag and an environment variable may
// set, the flag winning.
type setting struct {
	key, flag, env string
	dst            func(*config.Config) *string
	val            *string
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	fs.SetOutput(stderr)
	settings := []*setting{
		{key: "nats.url", flag: "nats-url", env: "NATS_URL", dst: func(c *config.Config) *string { return &c.NATS.URL }},
		{key: "nats.data_dir", flag: "data", env: "PIIGHOST_DATA", dst: func(c *config.Config) *string { return &c.NATS.DataDir }},
		{key: "nats.listen", flag: "listen", env: "PIIGHOST_LISTEN", dst: func(c *config.Config) *string { return &c.NATS.Listen }},
		{key: "http.listen", flag: "http", env: "PIIGHOST_HTTP", dst: func(c *config.Config) *string { return &c.HTTP.Listen }},
		{key: "log.level", flag: "log-level", env: "PIIGHOST_LOG_LEVEL", dst: func(c *config.Config) *string { return &c.Log.Level }},
		{key: "keys.file", flag: "keys-file", env: "PIIGHOST_KEYS_FILE", dst: func(c *config.Config) *string { return &c.Keys.File }},
		{key: "keys.dir", flag: "keys-dir", env: "PIIGHOST_KEYS_DIR", dst: func(c *config.Config) *string { return &c.Keys.Dir }},
	}
	usage := map[string]string{
		"nats-url":  "NATS servers to join (comma-separated); empty: start an embedded server",
		"data":      "data directory of the embedded server (default ./data)",
		"listen":    "address of the embedded server (default 127.0.0.1:4222; port 0 picks a free one)",
		"http":      "address of /metrics, /healthz, /readyz and /livez (default 127.0.0.1:9464; \"off\" disables)",
		"log-level": "debug, info, warn or error",
		"keys-file": "key file of the thread store",
		"keys-dir":  "where the embedded mode keeps the keys it generates (default: the data directory; keep them elsewhere beyond a laptop)",
	}
	for _, s := range settings {
		s.val = fs.String(s.flag, "", usage[s.flag]+" ($"+s.env+")")
	}
	var (
		configPath = fs.String("config", os.Getenv("PIIGHOST_CONFIG"), "configuration file (TOML); empty: built-in defaults ($PIIGHOST_CONFIG)")
		modes      = fs.String("modes", os.Getenv("PIIGHOST_MODES"), "comma-separated: service, pipeline (default both) ($PIIGHOST_MODES)")
		check      = fs.Bool("check", false, "validate the configuration as the start would, without connecting anywhere, and exit")
		version    = fs.Bool("version", false, "print the version and exit")
		genKeys    = &keyPath{}
		rotate     = fs.String("rotate-keys", "", "add a new current key to this key file, keeping the old ones, and exit (one worker; with several: -add-key, then -promote-key)")
		addKey     = fs.String("add-key", "", "add a new key to this key file, accepted but not current, print its id, and exit (rotation, step 1)")
		promoteKey = fs.String("promote-key", "", "make key ID of key file FILE current (-promote-key `FILE ID`), and exit (rotation, step 2)")
		retireKey  = fs.String("retire-key", "", "remove key ID from key file FILE (-retire-key `FILE ID`), and exit (rotation, step 3)")
		listKeys   = fs.String("list-keys", "", "print the keys of this key file (ids and roles, never secrets), and exit")
		digest     = fs.String("thread-digest", "", "print the keyed digest that names this thread id in error events, logs and KV keys, and exit")
	)
	fs.Var(genKeys, "gen-keys", "write a new key file for the thread store (mode 0600) and exit; at the path given, or at "+defaultKeyFileHint())
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	switch {
	case *version:
		fmt.Fprintln(stdout, worker.VersionString())
		return nil
	case genKeys.set:
		return generateKeys(genKeys.path(fs.Args()), stdout)
	case *rotate != "":
		id, err := kvstore.RotateKeyFile(*rotate)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, "current key is now", id, "in", *rotate, "- stop every worker, then start them with this file (with workers that must keep running: -add-key, then -promote-key)")
		return nil
	case *addKey != "" || *promoteKey != "" || *retireKey != "" || *listKeys != "":
		return keyCommand(stdout, *addKey, *promoteKey, *retireKey, *listKeys, fs.Args())
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (flags start with -; see -h)", fs.Arg(0))
	}
	// load reads the configuration as the start does, and as a reload
	// (SIGHUP) does again.
	load := func() (*config.Config, error) {
		cfg, err := config.Load(*configPath)
		if err != nil {
			return nil, err
		}
		applySettings(fs, cfg, settings)
		if *modes != "" {
			cfg.Worker.Modes = strings.Split(*modes, ",")
		}
		return cfg, nil
	}
	cfg, err := load()
	if err != nil {
		return err
	}
	if *check || *digest != "" {
		// A start validates on its own (worker.Start); these stop here.
		if err := worker.Validate(cfg); err != nil {
			return err
		}
	}
	if *check {
		fmt.Fprintln(stdout, "configuration ok")
		return nil
	}
	if *digest != "" {
		kr, err := worker.LoadKeys(cfg)
		if err != nil {
			return err
		}
		fmt.Fprintln(stdout, kr.ThreadDigest(*digest))
		return nil
	}
	return serve(cfg, stderr, load)
}

// applySettings puts the flags, or else the environment variables, into
// cfg, and records which one set each key, for the messages.
func applySettings(fs *flag.FlagSet, cfg *config.Config, settings []*setting) {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, s := range settings {
		switch {
		case given[s.flag] && *s.val != "":
			*s.dst(cfg) = *s.val
			cfg.SetOrigin(s.key, "the -"+s.flag+" flag")
		case given[s.flag]:
			// An empty flag clears the setting: -nats-url "" runs the
			// embedded server even with NATS_URL exported.
			*s.dst(cfg) = ""
		default:
			if v := os.Getenv(s.env); v != "" {
				*s.dst(cfg) = v
				cfg.SetOrigin(s.key, s.env+" in the environment")
			}
		}
	}
	cfg.ApplyDefaults()
}

// serve starts the worker and runs it until SIGINT or SIGTERM. A signal
// during the start stops it cleanly too: nothing was served yet. SIGHUP
// never stops it: it reloads what can be reloaded (reloader), from the
// start on.
func serve(cfg *config.Config, stderr io.Writer, load func() (*config.Config, error)) error {
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log, level := newLogger(stderr, cfg.Log.Level)
	// A copy of the configuration the reloads compare with: the worker
	// fills in its own as it starts (the embedded server's address...).
	started, err := load()
	if err != nil {
		return err
	}
	r := &reloader{load: load, started: started, levelName: cfg.Log.Level, level: level, log: log}
	limit, fromEnv := cfg.SetMemoryLimit()
	log.Info("memory limit", "bytes", limit, "from_GOMEMLIMIT", fromEnv)
	w, err := worker.Start(ctx, cfg, worker.WithLogger(log))
	if err != nil {
		if ctx.Err() != nil {
			log.Info("stopped during the start, on a signal")
			return nil
		}
		return err
	}
	if cfg.ShowBanner() {
		if cfg.KeysBesideData() {
			fmt.Fprintf(stderr, "\nWarning: the keys are kept beside the data they encrypt, in %s:\n"+
				"a copy of that directory can be decrypted. Beyond a laptop, keep them elsewhere:\n"+
				"  -keys-dir /path/on/another/volume (or PIIGHOST_KEYS_DIR, [keys] dir)\n", cfg.KeysDir())
		}
		if cfg.HasMode(config.ModeService) {
			printBanner(stderr, cfg, w.ClientURL())
		}
	}
	for running := true; running; {
		select {
		case <-hup:
			r.reload()
		case <-ctx.Done():
			running = false
		}
	}
	stop()
	drain, cancel := context.WithTimeout(context.Background(), cfg.Worker.DrainTimeout.D())
	defer cancel()
	return w.Shutdown(drain)
}

// printBanner says where the embedded server is and gives a request to
// try, with the server's real address: natscli's default, or its
// NATS_URL, may be another server. The embedded server asks no
// credentials, so the command needs none. A worker that joins servers
// prints no banner: its "worker started" log line says where it is, and
// those servers' credentials are not the worker's to hand out.
func printBanner(stderr io.Writer, cfg *config.Config, url string) {
	fmt.Fprintf(stderr, "\npiighost worker ready. NATS (embedded, JetStream) at %s\n"+
		"Try, from another terminal (natscli):\n"+
		"  nats -s %s req -H %s:%s %s '{\"thread_id\":\"demo\",\"messages\":[{\"role\":\"user\",\"content\":\"Write to jane.doe@example.com\"}]}'\n\n",
		url, url, wire.HeaderContentType, wire.ContentTypeJSON, wire.ServiceSubject(cfg.Worker.Prefix, wire.ModelIn))
}

// keyPath is the -gen-keys flag: a path, or none for the default key
// file. It is a boolean flag so that -gen-keys may stand alone; the path
// then follows it as an argument (-gen-keys keys.json) or after an equals
// sign (-gen-keys=keys.json).
type keyPath struct {
	set bool
	val string
}

func (k *keyPath) String() string   { return k.val }
func (k *keyPath) IsBoolFlag() bool { return true }
func (k *keyPath) Set(v string) error {
	k.set = true
	if v != "true" {
		k.val = v
	}
	return nil
}

// path is the file to write: the flag's value, the argument after it, or
// the default key file.
func (k *keyPath) path(args []string) string {
	switch {
	case k.val != "":
		return k.val
	case len(args) > 0:
		return args[0]
	}
	return worker.DefaultKeyFile()
}

func generateKeys(path string, stdout io.Writer) error {
	if path == "" {
		return errors.New("-gen-keys: this system has no user configuration directory: give a path, -gen-keys PATH")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	if _, err := kvstore.GenerateKeyFile(path); err != nil {
		return err
	}
	fmt.Fprintln(stdout, "wrote", path)
	if path != worker.DefaultKeyFile() {
		fmt.Fprintln(stdout, "give it to every worker that joins the same NATS servers: PIIGHOST_KEYS_FILE="+path)
	} else {
		fmt.Fprintln(stdout, "a worker that joins a NATS server on this machine reads it when nothing else names its keys; copy it to the other machines")
	}
	return nil
}

// keyCommand runs one step of a key rotation on a key file: add a key,
// promote it, retire an old one, or list them. Each prints what to do
// next.
func keyCommand(stdout io.Writer, add, promote, retire, list string, args []string) error {
	given := 0
	for _, v := range []string{add, promote, retire, list} {
		if v != "" {
			given++
		}
	}
	if given > 1 {
		return errors.New("give one of -add-key, -promote-key, -retire-key, -list-keys")
	}
	wantArgs := 0
	if promote != "" || retire != "" {
		wantArgs = 1
	}
	if len(args) != wantArgs {
		if wantArgs == 1 {
			return errors.New("-promote-key and -retire-key take the key file, then the key id: -promote-key keys.json k2")
		}
		return fmt.Errorf("unexpected argument %q", args[0])
	}
	switch {
	case add != "":
		id, err := kvstore.AddKeyFile(add)
		if err != nil {
			return err
		}
		kr, err := kvstore.LoadKeyringFile(add)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "added key %s to %s: accepted, not current (%s still encrypts)\n", id, add, kr.Current())
		fmt.Fprintf(stdout, "next: give this file to every worker and restart them one at a time; once every worker reports piighost_keyring_key_info{key=%q}, run: worker -promote-key %s %s\n", id, add, id)
	case promote != "":
		id := args[0]
		if err := kvstore.PromoteKeyFile(promote, id); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "key %s is now current in %s\n", id, promote)
		fmt.Fprintf(stdout, "next: give this file to every worker and restart them one at a time; retire an older key (worker -retire-key %s ID) once no value needs it: 1.5 x [memory] ttl and [memory] stream_ttl after the last worker restarted\n", promote)
	case retire != "":
		id := args[0]
		if err := kvstore.RetireKeyFile(retire, id); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "removed key %s from %s\n", id, retire)
		fmt.Fprintln(stdout, "next: give this file to every worker and restart them one at a time")
	default:
		kr, err := kvstore.LoadKeyringFile(list)
		if err != nil {
			return err
		}
		for _, u := range kr.Uses() {
			roles := []string{}
			if u.Current {
				roles = append(roles, "current")
			}
			if u.Naming {
				roles = append(roles, "naming")
			}
			if len(roles) == 0 {
				roles = append(roles, "accepted")
			}
			fmt.Fprintf(stdout, "%s\t%s\n", u.ID, strings.Join(roles, ","))
		}
	}
	return nil
}

func defaultKeyFileHint() string {
	if p := worker.DefaultKeyFile(); p != "" {
		return p
	}
	return "the user's configuration directory"
}
