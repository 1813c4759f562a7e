package worker

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
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

// findKeys finds the thread store's keys: [keys] file (or -keys-file),
// then the environment (PIIGHOST_KEYS, PIIGHOST_KEYS_FILE), then, for a
// worker that joins a server, DefaultKeyFile when it exists. Without any
// it returns an error matching kvstore.ErrNoKeyring, which for a worker
// that joins a server says which setting made it join and what to do.
func findKeys(cfg *config.Config) (*kvstore.Keyring, error) {
	if cfg.Keys.File != "" {
		return kvstore.LoadKeyringFile(cfg.Keys.File)
	}
	kr, err := kvstore.LoadKeyring(os.LookupEnv)
	if !errors.Is(err, kvstore.ErrNoKeyring) {
		return kr, err
	}
	if cfg.Embedded() {
		return nil, err
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
