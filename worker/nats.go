package worker

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
)

// startEmbedded runs a nats-server with JetStream in this process, storing
// under the data directory. JetStream's own encryption at rest is on, with
// a key kept in the keys directory (mode 0600; the data directory unless
// [keys] dir says otherwise), so pipeline-mode streams never hold clear
// text on disk either.
func startEmbedded(c *config.Config, log *slog.Logger) (*server.Server, error) {
	cfg := c.NATS
	host, portStr, err := net.SplitHostPort(cfg.Listen)
	if err != nil {
		return nil, configErr("nats.listen: %q is not host:port", cfg.Listen)
	}
	port, err := strconv.Atoi(portStr)
	if err != nil {
		return nil, configErr("nats.listen: %q has no valid port", cfg.Listen)
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	storeDir := filepath.Join(cfg.DataDir, "jetstream")
	jsKey, err := embeddedSecret(c, "jetstream.key", dirHoldsData(storeDir), log)
	if err != nil {
		return nil, err
	}
	opts := &server.Options{
		ServerName:      "piighost-embedded",
		Host:            host,
		Port:            port,
		JetStream:       true,
		StoreDir:        storeDir,
		JetStreamKey:    jsKey,
		JetStreamCipher: server.AES,
		NoSigs:          true,
		NoLog:           true,
		MaxPayload:      8 << 20,
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("embedded nats-server: %w", err)
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		s.Shutdown()
		return nil, errors.New("embedded nats-server did not start in 10 s (is the port in use?)")
	}
	return s, nil
}

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
// or to the configured servers with credentials and TLS.
func connect(cfg config.NATS, srv *server.Server, log *slog.Logger) (*nats.Conn, error) {
	opts := []nats.Option{
		nats.Name(cfg.Name),
		nats.CustomInboxPrefix(cfg.InboxPrefix),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(500 * time.Millisecond),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				log.Warn("NATS disconnected", "err", err)
			}
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) { log.Info("NATS reconnected", "server", nc.ConnectedUrlRedacted()) }),
		nats.ErrorHandler(func(_ *nats.Conn, sub *nats.Subscription, err error) {
			subject := ""
			if sub != nil {
				subject = sub.Subject
			}
			log.Error("NATS async error", "subject", subject, "err", err)
		}),
	}
	if srv != nil {
		opts = append(opts, nats.InProcessServer(srv))
		return nats.Connect("", opts...)
	}
	auth, err := authOptions(cfg)
	if err != nil {
		return nil, err
	}
	return nats.Connect(cfg.URL, append(opts, auth...)...)
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
