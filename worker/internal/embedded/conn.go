package embedded

import (
	"context"
	"crypto/tls"
	"errors"
	"log/slog"
	"net"
	"os"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/worker/internal/retry"
)

// ConnectInProcess opens a connection to e in process, named name.
//
// It has no write deadline: on a net.Pipe each deadline set and cleared
// is a timer made and stopped around every flush, and a write to a
// server in this process cannot stall on a network. The price: were the
// server's read loop of this connection ever wedged, a publish would
// block instead of breaking the pipe after a minute and reconnecting;
// that server is this process, whose other goroutines would be wedged
// too.
func (e *Server) ConnectInProcess(cfg *config.Config, log *slog.Logger) (*nats.Conn, error) {
	return nats.Connect("", append(Options(cfg.NATS.Name, cfg, log), nats.InProcessServer(e.srv), nats.FlusherTimeout(0))...)
}

// Connect opens a connection to the servers cfg names, with its
// credentials and TLS. Servers that do not answer yet (a cluster starting
// with its workers) are retried with a growing delay until ctx ends; the
// attrs say where in the log (the URL and the setting that gave it).
func Connect(ctx context.Context, cfg *config.Config, log *slog.Logger, attrs ...any) (*nats.Conn, error) {
	opts := Options(cfg.NATS.Name, cfg, log)
	auth, err := AuthOptions(cfg.NATS)
	if err != nil {
		return nil, err
	}
	opts = append(opts, auth...)
	var nc *nats.Conn
	err = retry.Do(ctx, log, "connect to NATS", func(context.Context) error {
		var err error
		nc, err = nats.Connect(cfg.NATS.URL, opts...)
		return err
	}, connectRetryable, attrs...)
	return nc, err
}

// Options are the options of every connection of the worker: its name,
// inbox prefix, endless reconnection and logged events.
func Options(name string, cfg *config.Config, log *slog.Logger) []nats.Option {
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

// connectRetryable tells failures that may pass (no server answers yet,
// or one too loaded to finish a TLS handshake in its time) from those that
// will not (credentials refused, a bad TLS setup).
func connectRetryable(err error) bool {
	var ne net.Error
	return errors.Is(err, nats.ErrNoServers) || errors.Is(err, nats.ErrTimeout) || errors.Is(err, context.DeadlineExceeded) ||
		(errors.As(err, &ne) && ne.Timeout())
}

// AuthOptions are the connection options of the credentials and TLS
// files cfg names: at most one way to authenticate, the first set of
// creds_file, nkey_file, token and user.
func AuthOptions(cfg config.NATS) ([]nats.Option, error) {
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

// CheckFiles reads the credentials, nkey and TLS files n names, as a
// connection would, and reports the first it cannot use.
func CheckFiles(n config.NATS) error {
	for _, f := range []struct{ key, path string }{
		{"nats.creds_file", n.CredsFile}, {"nats.nkey_file", n.NKeyFile}, {"nats.tls_ca", n.TLSCA},
	} {
		if f.path == "" {
			continue
		}
		if _, err := os.ReadFile(f.path); err != nil {
			return configErr("%s: cannot read %s: %v", f.key, f.path, err)
		}
	}
	if n.NKeyFile != "" {
		if _, err := nats.NkeyOptionFromSeed(n.NKeyFile); err != nil {
			return configErr("nats.nkey_file: %v", err)
		}
	}
	if n.TLSCert != "" {
		if _, err := tls.LoadX509KeyPair(n.TLSCert, n.TLSKey); err != nil {
			return configErr("nats.tls_cert, nats.tls_key: %v", err)
		}
	}
	return nil
}
