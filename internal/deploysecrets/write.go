package deploysecrets

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
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
	AccountSeed    = "account.nk"
)

// CredsFile names the .creds file of a user.
func CredsFile(user string) string { return user + ".creds" }

// Config says what to write.
type Config struct {
	// Dir is the output directory; it must not exist, or be empty.
	Dir string
	// Permissions is the NATS configuration whose users (and their
	// permissions) become the account's users: deploy/nats-permissions.conf.
	// Its variables (the passwords) must resolve, from the environment;
	// their values are not used.
	Permissions string
	// Monitoring is a NATS configuration whose users join the account
	// too: deploy/nats-monitor.conf, the read-only monitoring identity.
	// Empty: none. Its variables must resolve like those of Permissions.
	Monitoring string
	// Hosts are the names the server certificate is valid for (the nodes'
	// host names); localhost and the loopback addresses are always added.
	Hosts []string
}

// Account and operator names in the JWTs.
const (
	operatorName = "piighost"
	accountName  = "PIIGHOST"
	systemName   = "SYS"
)

// Write writes every file into cfg.Dir.
func Write(cfg Config) error {
	users, err := usersOf(cfg.Permissions)
	if err != nil {
		return err
	}
	if cfg.Monitoring != "" {
		more, err := usersOf(cfg.Monitoring)
		if err != nil {
			return err
		}
		for _, u := range more {
			if slices.ContainsFunc(users, func(v *server.User) bool { return v.Username == u.Username }) {
				return fmt.Errorf("%s and %s both define the user %s", cfg.Permissions, cfg.Monitoring, u.Username)
			}
		}
		users = append(users, more...)
	}
	if err := emptyDir(cfg.Dir); err != nil {
		return err
	}
	files := map[string][]byte{}
	if err := writeAuth(files, users); err != nil {
		return err
	}
	if err := writeTLS(files, cfg.Hosts); err != nil {
		return err
	}
	for name, data := range files {
		mode := os.FileMode(0o444) // mounted into containers
		if name == OperatorSeed || name == AccountSeed {
			mode = 0o400 // never mounted
		}
		if err := writeFile(filepath.Join(cfg.Dir, name), data, mode); err != nil {
			return err
		}
	}
	keys := filepath.Join(cfg.Dir, KeysFile)
	if _, err := kvstore.GenerateKeyFile(keys); err != nil {
		return err
	}
	return os.Chmod(keys, 0o444)
}

// usersOf reads the users and permissions of a NATS configuration.
func usersOf(path string) ([]*server.User, error) {
	opts, err := server.ProcessConfigFile(path)
	if err != nil {
		return nil, fmt.Errorf("read permissions: %w", err)
	}
	if len(opts.Users) == 0 {
		return nil, fmt.Errorf("read permissions: %s defines no users", path)
	}
	sort.Slice(opts.Users, func(i, j int) bool { return opts.Users[i].Username < opts.Users[j].Username })
	return opts.Users, nil
}

// writeAuth issues the operator, the system and application accounts, and
// one user per configured user, and the server's include file.
func writeAuth(files map[string][]byte, users []*server.User) error {
	okp, err := nkeys.CreateOperator()
	if err != nil {
		return err
	}
	opub, _ := okp.PublicKey()
	oc := jwt.NewOperatorClaims(opub)
	oc.Name = operatorName
	sys, sysPub, _, err := newAccount(okp, systemName, false)
	if err != nil {
		return err
	}
	oc.SystemAccount = sysPub
	ojwt, err := oc.Encode(okp)
	if err != nil {
		return err
	}
	app, appPub, akp, err := newAccount(okp, accountName, true)
	if err != nil {
		return err
	}
	for _, u := range users {
		creds, err := newUser(akp, u)
		if err != nil {
			return fmt.Errorf("user %s: %w", u.Username, err)
		}
		files[CredsFile(u.Username)] = creds
	}
	jsKey := make([]byte, 32)
	_, _ = rand.Read(jsKey) // never fails (crypto/rand)
	var b strings.Builder
	fmt.Fprintf(&b, "# Written by cmd/deploy-secrets; included by deploy/nats-cluster.conf.\n")
	fmt.Fprintf(&b, "# Decentralised authentication: the operator's accounts, preloaded.\n")
	fmt.Fprintf(&b, "operator: %q\n", ojwt)
	fmt.Fprintf(&b, "system_account: %s\n", sysPub)
	fmt.Fprintf(&b, "resolver: MEMORY\n")
	fmt.Fprintf(&b, "resolver_preload: {\n  %s: %q\n  %s: %q\n}\n", sysPub, sys, appPub, app)
	fmt.Fprintf(&b, "# JetStream encryption at rest.\n")
	fmt.Fprintf(&b, "JS_KEY: %q\n", hex.EncodeToString(jsKey))
	files[AuthFile] = []byte(b.String())
	oseed, _ := okp.Seed()
	aseed, _ := akp.Seed()
	files[OperatorSeed] = append(oseed, '\n')
	files[AccountSeed] = append(aseed, '\n')
	return nil
}

// newAccount issues an account signed by the operator; the application
// account gets JetStream without limits.
func newAccount(okp nkeys.KeyPair, name string, jetStream bool) (token, pub string, kp nkeys.KeyPair, err error) {
	kp, err = nkeys.CreateAccount()
	if err != nil {
		return "", "", nil, err
	}
	pub, _ = kp.PublicKey()
	ac := jwt.NewAccountClaims(pub)
	ac.Name = name
	if jetStream {
		ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: -1, DiskStorage: -1, Streams: -1, Consumer: -1, MaxAckPending: -1}
	}
	token, err = ac.Encode(okp)
	return token, pub, kp, err
}

// newUser issues a user of the account with the permissions of u, and
// returns its .creds file.
func newUser(akp nkeys.KeyPair, u *server.User) ([]byte, error) {
	ukp, err := nkeys.CreateUser()
	if err != nil {
		return nil, err
	}
	upub, _ := ukp.PublicKey()
	uc := jwt.NewUserClaims(upub)
	uc.Name = u.Username
	if p := u.Permissions; p != nil {
		if p.Publish != nil {
			uc.Pub = jwt.Permission{Allow: p.Publish.Allow, Deny: p.Publish.Deny}
		}
		if p.Subscribe != nil {
			uc.Sub = jwt.Permission{Allow: p.Subscribe.Allow, Deny: p.Subscribe.Deny}
		}
		if p.Response != nil {
			uc.Resp = &jwt.ResponsePermission{MaxMsgs: p.Response.MaxMsgs, Expires: p.Response.Expires}
		}
	}
	token, err := uc.Encode(akp)
	if err != nil {
		return nil, err
	}
	seed, _ := ukp.Seed()
	return jwt.FormatUserConfig(token, seed)
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
