package deploysecrets

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/nats-io/nkeys"

	"github.com/piighost/piighost-nats/kvstore"
)

// File names in the output directory.
const (
	AuthFile       = "nats-auth.conf"
	CAFile         = "nats-ca.pem"
	ServerCertFile = "nats-server.pem"
	ServerKeyFile  = "nats-server-key.pem"
	KeysFile       = "keys.json"
	OperatorSeed   = "operator.nk"
)

// CredsFile names the .creds file of a user.
func CredsFile(user string) string { return user + ".creds" }

// AccountSeed names the signing seed of an account, as the permissions
// file names the account ("account-PIIGHOST.nk").
func AccountSeed(account string) string { return "account-" + account + ".nk" }

// Config says what to write.
type Config struct {
	// Dir is the output directory; it must not exist, or be empty.
	Dir string
	// Permissions is the NATS configuration whose accounts (their users
	// and permissions, JetStream limits, exports and imports) the JWT
	// deployment issues: deploy/nats-permissions.conf. Its variables (the
	// passwords) must resolve, from the environment; their values are not
	// used.
	Permissions string
	// Monitoring is a NATS configuration whose users join the accounts
	// they name: deploy/nats-monitor.conf, the read-only monitoring
	// identity. Empty: none. Its variables must resolve like those of
	// Permissions.
	Monitoring string
	// Hosts are the names the server certificate is valid for (the nodes'
	// host names); localhost and the loopback addresses are always added.
	Hosts []string
	// Tenants, when given, are deployments each with accounts of its own
	// (TENANT_PIIGHOST, TENANT_MODEL...) and files in a directory of its
	// own (Dir/<tenant>/worker.creds, keys.json...); the operator, the
	// JetStream key and the TLS files are shared. Empty: one deployment,
	// its files in Dir.
	Tenants []string
	// Limits replaces the JetStream limits the permissions file gives its
	// accounts with JetStream, field by field (zero keeps the file's).
	Limits Limits
}

// operatorName names the operator in its JWT; systemName the system
// account.
const (
	operatorName = "piighost"
	systemName   = "SYS"
)

// Write writes every file into cfg.Dir.
func Write(cfg Config) error {
	spec, err := cfg.accounts()
	if err != nil {
		return err
	}
	tenants := cfg.Tenants
	if len(tenants) == 0 {
		tenants = []string{""}
	}
	for i, tn := range tenants {
		if tn != "" && !tenantName.MatchString(tn) {
			return fmt.Errorf("tenant %q: a tenant's name is made of lower-case letters, digits, '_' and '-'", tn)
		}
		if slices.Contains(tenants[:i], tn) {
			return fmt.Errorf("tenant %q is given twice", tn)
		}
	}
	if err := emptyDir(cfg.Dir); err != nil {
		return err
	}
	files := map[string][]byte{}
	okp, err := nkeys.CreateOperator()
	if err != nil {
		return err
	}
	auth := authFile{preload: map[string]string{}}
	if auth.operator, auth.system, err = newOperator(okp, auth.preload); err != nil {
		return err
	}
	for _, tn := range tenants {
		if err := issueTenant(files, okp, auth.preload, tn, spec); err != nil {
			return err
		}
	}
	jsKey := make([]byte, 32)
	_, _ = rand.Read(jsKey) // never fails (crypto/rand)
	auth.jsKey = hex.EncodeToString(jsKey)
	files[AuthFile] = auth.render()
	oseed, _ := okp.Seed()
	files[OperatorSeed] = append(oseed, '\n')
	if err := writeTLS(files, cfg.Hosts); err != nil {
		return err
	}
	return writeFiles(cfg.Dir, files, tenants)
}

// accounts reads the permissions and monitoring files, with cfg.Limits
// over their JetStream limits.
func (cfg Config) accounts() ([]*account, error) {
	var more []string
	if cfg.Monitoring != "" {
		more = append(more, cfg.Monitoring)
	}
	spec, err := accountsOf(cfg.Permissions, more...)
	if err != nil {
		return nil, err
	}
	for _, a := range spec {
		if a.jetStream != nil {
			l := a.jetStream.over(cfg.Limits)
			a.jetStream = &l
		}
	}
	return spec, nil
}

// tenantName is what a tenant may be called: a directory name and the
// start of its accounts' names.
var tenantName = regexp.MustCompile(`^[a-z0-9_-]+$`)

// writeFiles writes files into dir (the tenants' directories first, 0700)
// and a key file per tenant. The mounted files are 0444, the signing
// seeds 0400.
func writeFiles(dir string, files map[string][]byte, tenants []string) error {
	for _, tn := range tenants {
		if tn == "" {
			continue
		}
		if err := os.Mkdir(filepath.Join(dir, tn), 0o700); err != nil {
			return err
		}
	}
	for name, data := range files {
		mode := os.FileMode(0o444) // mounted into containers
		if strings.HasSuffix(name, ".nk") {
			mode = 0o400 // never mounted
		}
		if err := writeFile(filepath.Join(dir, name), data, mode); err != nil {
			return err
		}
	}
	for _, tn := range tenants {
		keys := filepath.Join(dir, tn, KeysFile)
		if _, err := kvstore.GenerateKeyFile(keys); err != nil {
			return err
		}
		if err := os.Chmod(keys, 0o444); err != nil {
			return err
		}
	}
	return nil
}

// emptyDir creates dir (0700), or accepts it empty: secrets are never
// overwritten.
func emptyDir(dir string) error {
	if dir == "" {
		return errors.New("no output directory")
	}
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return os.MkdirAll(dir, 0o700)
	case err != nil:
		return err
	case len(entries) > 0:
		return fmt.Errorf("%s is not empty: secrets are never overwritten; write them into a new directory", dir)
	}
	return os.Chmod(dir, 0o700)
}

func writeFile(path string, data []byte, mode os.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
