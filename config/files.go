package config

import (
	"crypto/tls"
	"os"

	"github.com/piighost/piighost-nats/kvstore"
)

// validateFiles reads the files the configuration names, as the start
// will: the thread store's key file, the NATS credentials and the TLS
// files. An error names the key, and the file and line that set it (or
// the flag or variable), like every other configuration error.
func (c *Config) validateFiles() error {
	for _, f := range []struct{ key, path string }{
		{"nats.creds_file", c.NATS.CredsFile}, {"nats.nkey_file", c.NATS.NKeyFile}, {"nats.tls_ca", c.NATS.TLSCA},
	} {
		if f.path == "" {
			continue
		}
		if _, err := os.ReadFile(f.path); err != nil {
			return c.errorf(f.key, "cannot read %s: %v", f.path, unwrapPath(err))
		}
	}
	if c.NATS.TLSCert != "" && c.NATS.TLSKey != "" {
		if _, err := tls.LoadX509KeyPair(c.NATS.TLSCert, c.NATS.TLSKey); err != nil {
			return c.errorf("nats.tls_cert", "with nats.tls_key: %v", err)
		}
	}
	if c.Keys.File != "" {
		if _, err := kvstore.LoadKeyringFile(c.Keys.File); err != nil {
			return c.errorf("keys.file", "%v", err)
		}
	}
	return nil
}

// unwrapPath drops the path an *os.PathError repeats.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
