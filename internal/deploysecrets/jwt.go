package deploysecrets

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"
)

// newOperator issues the operator and its system account (added to
// preload), and returns the operator's JWT and the system account's key.
func newOperator(okp nkeys.KeyPair, preload map[string]string) (operator, system string, err error) {
	opub, _ := okp.PublicKey()
	oc := jwt.NewOperatorClaims(opub)
	oc.Name = operatorName
	skp, err := nkeys.CreateAccount()
	if err != nil {
		return "", "", err
	}
	spub, _ := skp.PublicKey()
	sc := jwt.NewAccountClaims(spub)
	sc.Name = systemName
	if preload[spub], err = sc.Encode(okp); err != nil {
		return "", "", err
	}
	oc.SystemAccount = spub
	operator, err = oc.Encode(okp)
	return operator, spub, err
}

// issueTenant issues the accounts of spec for one tenant ("": the one
// deployment), signed by the operator, into preload, and their users'
// .creds files and the accounts' seeds into files, under the tenant's
// directory. An account's name is the permissions file's, after the
// tenant's in capitals (TEAMA_PIIGHOST). An export the file gives to
// named accounts only requires a token, which each importer's JWT holds.
func issueTenant(files map[string][]byte, okp nkeys.KeyPair, preload map[string]string, tenant string, spec []*account) error {
	prefix := ""
	if tenant != "" {
		prefix = strings.ToUpper(tenant) + "_"
	}
	keys := map[string]nkeys.KeyPair{}
	pubs := map[string]string{}
	for _, a := range spec {
		kp, err := nkeys.CreateAccount()
		if err != nil {
			return err
		}
		keys[a.name] = kp
		pubs[a.name], _ = kp.PublicKey()
	}
	byName := map[string]*account{}
	for _, a := range spec {
		byName[a.name] = a
	}
	for _, a := range spec {
		ac := jwt.NewAccountClaims(pubs[a.name])
		ac.Name = prefix + a.name
		if l := a.jetStream; l != nil {
			ac.Limits.JetStreamLimits = jwt.JetStreamLimits{MemoryStorage: l.MaxMemory, DiskStorage: l.MaxFile,
				Streams: l.MaxStreams, Consumer: l.MaxConsumers, MaxAckPending: -1}
		}
		for _, e := range a.exports {
			ac.Exports.Add(&jwt.Export{Name: e.subject, Subject: jwt.Subject(e.subject), Type: e.kind, TokenReq: len(e.accounts) > 0})
		}
		for _, im := range a.imports {
			i := &jwt.Import{Name: im.subject, Subject: jwt.Subject(im.subject), Account: pubs[im.from], Type: im.kind}
			if ex, ok := exportOf(byName[im.from], im); !ok {
				return fmt.Errorf("account %s imports %s from %s, which does not export it", a.name, im.subject, im.from)
			} else if len(ex.accounts) > 0 {
				if !containsString(ex.accounts, a.name) {
					return fmt.Errorf("account %s imports %s from %s, which exports it to %v only", a.name, im.subject, im.from, ex.accounts)
				}
				act := jwt.NewActivationClaims(pubs[a.name])
				act.Name = im.subject
				act.ImportSubject, act.ImportType = jwt.Subject(im.subject), im.kind
				token, err := act.Encode(keys[im.from])
				if err != nil {
					return err
				}
				i.Token = token
			}
			ac.Imports.Add(i)
		}
		token, err := ac.Encode(okp)
		if err != nil {
			return fmt.Errorf("account %s: %w", ac.Name, err)
		}
		preload[pubs[a.name]] = token
		for _, u := range a.users {
			creds, err := newUser(keys[a.name], u)
			if err != nil {
				return fmt.Errorf("user %s: %w", u.Username, err)
			}
			files[filepath.Join(tenant, CredsFile(u.Username))] = creds
		}
		seed, _ := keys[a.name].Seed()
		files[filepath.Join(tenant, AccountSeed(a.name))] = append(seed, '\n')
	}
	return nil
}

// exportOf finds the export of a that im imports.
func exportOf(a *account, im imprt) (export, bool) {
	for _, e := range a.exports {
		if e.subject == im.subject && e.kind == im.kind {
			return e, true
		}
	}
	return export{}, false
}

func containsString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
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

// authFile is nats-auth.conf: the operator, the system account, every
// account's JWT (the memory resolver's preload) and the JetStream key.
type authFile struct {
	operator, system, jsKey string
	preload                 map[string]string // account public key -> JWT
}

func (a authFile) render() []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# Written by cmd/deploy-secrets; included by the nodes' configuration\n")
	fmt.Fprintf(&b, "# (deploy/nats-cluster.conf, deploy/baremetal/nats.conf).\n")
	fmt.Fprintf(&b, "# Decentralised authentication: the operator's accounts, preloaded.\n")
	fmt.Fprintf(&b, "operator: %q\n", a.operator)
	fmt.Fprintf(&b, "system_account: %s\n", a.system)
	fmt.Fprintf(&b, "resolver: MEMORY\n")
	keys := make([]string, 0, len(a.preload))
	for k := range a.preload {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(&b, "resolver_preload: {\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "  %s: %q\n", k, a.preload[k])
	}
	fmt.Fprintf(&b, "}\n")
	fmt.Fprintf(&b, "# JetStream encryption at rest.\n")
	fmt.Fprintf(&b, "JS_KEY: %q\n", a.jsKey)
	return []byte(b.String())
}
