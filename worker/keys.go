package worker

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/processor"
	"github.com/piighost/piighost-nats/wire"
)

// LoadKeys finds the thread store's keys as a worker started with cfg
// would, without ever generating them: [keys] file, then the environment
// (PIIGHOST_KEYS, PIIGHOST_KEYS_FILE), then, in embedded mode, the key file
// the worker generates there. It returns an error matching
// kvstore.ErrNoKeyring when there are none. Tools use it to compute what
// the worker computes, such as a thread's digest.
func LoadKeys(cfg *config.Config) (*kvstore.Keyring, error) {
	if cfg.Keys.File != "" {
		return kvstore.LoadKeyringFile(cfg.Keys.File)
	}
	kr, err := kvstore.LoadKeyring(os.LookupEnv)
	if !errors.Is(err, kvstore.ErrNoKeyring) || !cfg.Embedded() {
		return kr, err
	}
	kr, err = kvstore.LoadKeyringFile(embeddedKeyFile(cfg))
	if errors.Is(err, os.ErrNotExist) {
		return nil, kvstore.ErrNoKeyring
	}
	return kr, err
}

// embeddedKeyFile is where the embedded mode keeps the key file it
// generates: in the keys directory.
func embeddedKeyFile(cfg *config.Config) string {
	return filepath.Join(cfg.KeysDir(), "keys.json")
}

// loadKeys finds the thread store's keys (see LoadKeys). Only the embedded
// single-machine mode may generate a key file.
func (w *Worker) loadKeys() (*kvstore.Keyring, error) {
	kr, err := LoadKeys(w.cfg)
	if !errors.Is(err, kvstore.ErrNoKeyring) {
		return kr, err
	}
	if !w.cfg.Embedded() {
		return nil, configErr("no keys for the thread store: set [keys] file, or PIIGHOST_KEYS / PIIGHOST_KEYS_FILE (the worker refuses to start without them when it joins a NATS server)")
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

// threadDigest names a payload's thread for error events and logs: the
// keyed digest the thread store keys it by (kvstore.Keyring.ThreadDigest),
// or "" when the payload has no thread id or the worker holds no keys.
// Never the id itself: a thread id may hold personal data.
func (w *Worker) threadDigest(payload []byte, f processor.Format) string {
	if w.keys == nil {
		return ""
	}
	n, err := w.proc.Decode(payload, f)
	if err != nil {
		return ""
	}
	id, _ := n.Get(wire.FieldThreadID).Str()
	if id == "" {
		return ""
	}
	return w.keys.ThreadDigest(id)
}
