package worker

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker/internal/embedded"
)

// DefaultKeyFile is where `worker -gen-keys` writes a key file when given
// no path, and where a worker that joins a NATS server looks for one when
// no other setting names its keys: keys.json in the user's configuration
// directory ($XDG_CONFIG_HOME/piighost, or ~/.config/piighost on Linux),
// outside any repository or data directory. It is "" when the system
// knows no such directory.
func DefaultKeyFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "piighost", "keys.json")
}

// LoadKeys finds the thread store's keys as a worker started with cfg
// would, without ever generating them: [keys] file (or -keys-file), then
// the environment (PIIGHOST_KEYS, PIIGHOST_KEYS_FILE), then, in embedded
// mode, the key file the worker generates in its keys directory, and for a
// worker that joins a server, DefaultKeyFile when it exists. Without any it
// returns an error matching kvstore.ErrNoKeyring, which for a worker that
// joins a server says which setting made it join and what to do. Tools use
// it to compute what the worker computes, such as a thread's digest.
func LoadKeys(cfg *config.Config) (*kvstore.Keyring, error) {
	if cfg.Keys.File != "" {
		return kvstore.LoadKeyringFile(cfg.Keys.File)
	}
	kr, err := kvstore.LoadKeyring(os.LookupEnv)
	if !errors.Is(err, kvstore.ErrNoKeyring) {
		return kr, err
	}
	if cfg.Embedded() {
		kr, err = kvstore.LoadKeyringFile(embeddedKeyFile(cfg))
		if errors.Is(err, os.ErrNotExist) {
			return nil, kvstore.ErrNoKeyring
		}
		return kr, err
	}
	if path := DefaultKeyFile(); path != "" {
		kr, err := kvstore.LoadKeyringFile(path)
		if !errors.Is(err, os.ErrNotExist) {
			return kr, err
		}
	}
	return nil, noKeysError(cfg)
}

// noKeysError explains why a worker that joins a NATS server needs keys,
// which setting made it join, and the ways out.
func noKeysError(cfg *config.Config) error {
	where := DefaultKeyFile()
	gen := "`worker -gen-keys PATH`, then PIIGHOST_KEYS_FILE=PATH,"
	if where != "" {
		gen = "`worker -gen-keys` (it writes " + where + ", which a worker that joins a server reads when nothing else names its keys)"
	}
	msg := fmt.Sprintf("no keys for the thread store. This worker joins the NATS server at %s because %s says so, "+
		"instead of starting its own embedded server; a worker that joins a server shares threads with the other workers there "+
		"and must encrypt them with the same keys, so it refuses to start without them. "+
		"Create keys once with %s and give the same file to every worker (or set [keys] file, PIIGHOST_KEYS_FILE or PIIGHOST_KEYS)",
		redactURLs(cfg.NATS.URL), originOf(cfg, "nats.url"), gen)
	if o := cfg.Origin("nats.url"); o == "NATS_URL in the environment" {
		msg += "; or, to run a worker of its own with an embedded server, unset NATS_URL (`env -u NATS_URL worker`)"
	}
	return &noKeys{&pii.Error{Code: pii.CodeConfig, Message: msg}}
}

// noKeys is a configuration error that also matches kvstore.ErrNoKeyring.
type noKeys struct{ err *pii.Error }

func (e *noKeys) Error() string   { return e.err.Error() }
func (e *noKeys) Unwrap() []error { return []error{e.err, kvstore.ErrNoKeyring} }

// embeddedKeyFile is where the embedded mode keeps the key file it
// generates: in the keys directory.
func embeddedKeyFile(cfg *config.Config) string {
	return filepath.Join(cfg.KeysDir(), "keys.json")
}

// loadKeys finds the thread store's keys (see LoadKeys). Only the embedded
// single-machine mode may generate a key file.
func (w *Worker) loadKeys() (*kvstore.Keyring, error) {
	// The keys' metrics read the keyring the worker holds now; a second
	// registration (the bucket created again) is refused and changes nothing.
	_ = w.m.reg.Register(kvstore.NewKeyringCollector(w.keys.Load))
	kr, err := LoadKeys(w.cfg)
	if !errors.Is(err, kvstore.ErrNoKeyring) {
		return kr, err
	}
	if !w.cfg.Embedded() {
		return nil, err
	}
	path := embeddedKeyFile(w.cfg)
	if old := filepath.Join(w.cfg.NATS.DataDir, "keys.json"); old != path {
		if _, err := os.Stat(old); err == nil {
			// Threads in the bucket were named with that key: a new one
			// would find none of them.
			return nil, missingKeyErr(w.cfg, "keys.json")
		}
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	kr, generated, err := kvstore.LoadOrGenerateKeyFile(path)
	if generated {
		w.log.Warn("generated the thread store's key file (embedded mode); back it up, apart from the data directory", "path", path)
	}
	return kr, err
}

// embeddedSecret reads a hex secret of the embedded mode from the keys
// directory, or creates it (mode 0600). A secret that protects data
// already written (the embedded server's store holds any) is never
// generated again: a new one could not read that data, so the start
// fails, naming where the old one may be.
func embeddedSecret(c *config.Config, name string, log *slog.Logger) (string, error) {
	path := filepath.Join(c.KeysDir(), name)
	b, err := os.ReadFile(path)
	if err == nil {
		return strings.TrimSpace(string(b)), nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("read %s: %w", path, err)
	}
	if dirHoldsData(embedded.Config{DataDir: c.NATS.DataDir}.StoreDir()) {
		return "", missingKeyErr(c, name)
	}
	buf := make([]byte, 32)
	_, _ = rand.Read(buf) // never fails (crypto/rand)
	secret := hex.EncodeToString(buf)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return "", fmt.Errorf("create keys directory: %w", err)
	}
	if err := os.WriteFile(path, []byte(secret+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("write %s: %w", path, err)
	}
	log.Warn("generated the JetStream encryption key (embedded mode); back it up, apart from the data directory", "path", path)
	return secret, nil
}

// missingKeyErr explains a key that data already written needs.
func missingKeyErr(c *config.Config, name string) error {
	here := filepath.Join(c.KeysDir(), name)
	if old := filepath.Join(c.NATS.DataDir, name); old != here {
		if _, err := os.Stat(old); err == nil {
			return configErr("%s is in the data directory (%s), not in the keys directory: move it to %s", name, old, here)
		}
	}
	return configErr("%s not found in %s, but %s holds data it encrypted: give the keys directory it was generated in (-keys-dir, PIIGHOST_KEYS_DIR, [keys] dir)", name, c.KeysDir(), c.NATS.DataDir)
}

// dirHoldsData reports whether dir exists and holds anything.
func dirHoldsData(dir string) bool {
	entries, err := os.ReadDir(dir)
	return err == nil && len(entries) > 0
}

// threadDigest names a payload's thread for error events and logs: the
// keyed digest the thread store keys it by (kvstore.Keyring.ThreadDigest),
// or "" when the payload has no thread id or the worker holds no keys.
// Never the id itself: a thread id may hold personal data.
func (w *Worker) threadDigest(payload []byte, f processor.Format) string {
	keys, k := w.keys.Load(), w.threads.Load()
	if keys == nil || k == nil {
		return ""
	}
	n, err := k.Engine().Proc.Decode(payload, f)
	if err != nil {
		return ""
	}
	id, _ := n.Get(wire.FieldThreadID).Str()
	if id == "" {
		return ""
	}
	return keys.ThreadDigest(id)
}
