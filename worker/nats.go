package worker

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
)

// embeddedSecret reads a hex secret of the embedded mode from the keys
// directory, or creates it (mode 0600). A secret that protects data
// already written (inUse) is never generated again: a new one could not
// read that data, so the start fails, naming where the old one may be.
func embeddedSecret(c *config.Config, name string, inUse bool, log *slog.Logger) (string, error) {
	path := filepath.Join(c.KeysDir(), name)
	b, err := os.ReadFile(path)
	if err == nil {
		return strings.TrimSpace(string(b)), nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return "", fmt.Errorf("read %s: %w", path, err)
	}
	if inUse {
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

// connect opens the worker's connection: in process to an embedded server,
// or to the configured servers with credentials and TLS. Joining servers
// that do not answer yet (a cluster starting with its workers) is retried
// with a growing delay until ctx ends.
func connect(ctx context.Context, cfg *config.Config, e *embedded, log *slog.Logger) (*nats.Conn, error) {
	opts := connOptions(cfg.NATS.Name, cfg, log)
	if e != nil {
		// No write deadline on the in-process pipe: on a net.Pipe each
		// deadline set and cleared is a timer made and stopped around
		// every flush, and a write to a server in this process cannot
		// stall on a network. The price: were the server's read loop of
		// this connection ever wedged, a publish would block instead of
		// breaking the pipe after a minute and reconnecting; that server
		// is this process, whose other goroutines would be wedged too.
		return nats.Connect("", append(opts, nats.InProcessServer(e.srv), nats.FlusherTimeout(0))...)
	}
	auth, err := authOptions(cfg.NATS)
	if err != nil {
		return nil, err
	}
	opts = append(opts, auth...)
	var nc *nats.Conn
	err = retry(ctx, log, "connect to NATS", func(context.Context) error {
		var err error
		nc, err = nats.Connect(cfg.NATS.URL, opts...)
		return err
	}, connectRetryable, "url", redactURLs(cfg.NATS.URL), "set_by", originOf(cfg, "nats.url"))
	return nc, err
}

// connOptions are the options of every connection of the worker: its
// name, inbox prefix, endless reconnection and logged events.
func connOptions(name string, cfg *config.Config, log *slog.Logger) []nats.Option {
	return []nats.Option{
		nats.Name(name),
		nats.CustomInboxPrefix(cfg.NATS.InboxPrefix),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(500 * time.Millisecond),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				log.Warn("NATS disconnected", "connection", name, "err", err)
			}
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) {
			log.Info("NATS reconnected", "connection", name, "server", nc.ConnectedUrlRedacted())
		}),
		nats.ErrorHandler(func(_ *nats.Conn, sub *nats.Subscription, err error) {
			subject := ""
			if sub != nil {
				subject = sub.Subject
			}
			log.Error("NATS async error", "connection", name, "subject", subject, "err", err)
		}),
	}
}

// connectRetryable tells failures that may pass (no server answers yet)
// from those that will not (credentials refused, a bad TLS setup).
func connectRetryable(err error) bool {
	return errors.Is(err, nats.ErrNoServers) || errors.Is(err, nats.ErrTimeout) || errors.Is(err, context.DeadlineExceeded)
}

// redactURLs drops the user information of each URL, for logs.
func redactURLs(list string) string {
	var out []string
	for _, s := range strings.Split(list, ",") {
		s = strings.TrimSpace(s)
		if u, err := url.Parse(s); err == nil && u.User != nil {
			u.User = url.User("redacted")
			s = u.String()
		}
		out = append(out, s)
	}
	return strings.Join(out, ",")
}

// originOf names where a setting came from: a flag, the environment, a file
// and line, or "the configuration" when a program set it.
func originOf(cfg *config.Config, key string) string {
	if o := cfg.Origin(key); o != "" {
		return o
	}
	return "the configuration"
}

func authOptions(cfg config.NATS) ([]nats.Option, error) {
	var opts []nats.Option
	switch {
	case cfg.CredsFile != "":
		opts = append(opts, nats.UserCredentials(cfg.CredsFile))
	case cfg.NKeyFile != "":
		o, err := nats.NkeyOptionFromSeed(cfg.NKeyFile)
		if err != nil {
			return nil, configErr("nats.nkey_file: %v", err)
		}
		opts = append(opts, o)
	case cfg.Token != "":
		opts = append(opts, nats.Token(cfg.Token))
	case cfg.User != "":
		opts = append(opts, nats.UserInfo(cfg.User, cfg.Password))
	}
	if cfg.TLSCA != "" {
		opts = append(opts, nats.RootCAs(cfg.TLSCA))
	}
	if cfg.TLSCert != "" {
		opts = append(opts, nats.ClientCert(cfg.TLSCert, cfg.TLSKey))
	}
	return opts, nil
}
