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
// under dataDir. JetStream's own encryption at rest is on, with a key kept
// in dataDir (mode 0600), so pipeline-mode streams never hold clear text
// on disk either.
func startEmbedded(cfg config.NATS, log *slog.Logger) (*server.Server, error) {
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
	jsKey, created, err := secretFile(filepath.Join(cfg.DataDir, "jetstream.key"))
	if err != nil {
		return nil, err
	}
	if created {
		log.Warn("generated the JetStream encryption key; keep it with the data directory", "path", filepath.Join(cfg.DataDir, "jetstream.key"))
	}
	opts := &server.Options{
		ServerName:      "piighost-embedded",
		Host:            host,
		Port:            port,
		JetStream:       true,
		StoreDir:        filepath.Join(cfg.DataDir, "jetstream"),
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

// secretFile reads a hex secret from path, or creates one with mode 0600.
func secretFile(path string) (secret string, created bool, err error) {
	b, err := os.ReadFile(path)
	if err == nil {
		return strings.TrimSpace(string(b)), false, nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return "", false, fmt.Errorf("read %s: %w", path, err)
	}
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", false, err
	}
	secret = hex.EncodeToString(buf)
	if err := os.WriteFile(path, []byte(secret+"\n"), 0o600); err != nil {
		return "", false, fmt.Errorf("write %s: %w", path, err)
	}
	return secret, true, nil
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
