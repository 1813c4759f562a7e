package deploysecrets

import (
	"fmt"
	"slices"
	"sort"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/conf"
	"github.com/nats-io/nats-server/v2/server"
)

// account is one account of the permissions file, as the JWT deployment
// issues it: its users, its JetStream limits (nil: no JetStream), what it
// exports and what it imports.
type account struct {
	name      string
	users     []*server.User
	jetStream *Limits
	exports   []export
	imports   []imprt
}

// export is one export of an account: a service or a stream, and the
// accounts that may import it (none: every account).
type export struct {
	subject  string
	kind     jwt.ExportType
	accounts []string
}

// imprt is one import of an account: a subject another account exports.
type imprt struct {
	subject string
	kind    jwt.ExportType
	from    string // the exporting account's name
}

// Limits are an account's JetStream limits: bytes of memory and of file
// storage, streams, and consumers per stream. Zero keeps the permissions
// file's value of a field.
type Limits struct {
	MaxMemory    int64
	MaxFile      int64
	MaxStreams   int64
	MaxConsumers int64
}

// over returns l with the non-zero fields of o.
func (l Limits) over(o Limits) Limits {
	for _, f := range []struct{ dst, src *int64 }{
		{&l.MaxMemory, &o.MaxMemory}, {&l.MaxFile, &o.MaxFile}, {&l.MaxStreams, &o.MaxStreams}, {&l.MaxConsumers, &o.MaxConsumers},
	} {
		if *f.src != 0 {
			*f.dst = *f.src
		}
	}
	return l
}

// accountsOf reads the accounts of a NATS configuration (its users with
// their permissions, JetStream limits, exports and imports), and adds the
// users of the configurations in more to the accounts they name. Users
// outside any account (an authorization block) join an account of their
// own, "APP", with JetStream without limits, as earlier permissions files
// had them.
func accountsOf(path string, more ...string) ([]*account, error) {
	opts, err := server.ProcessConfigFile(path)
	if err != nil {
		return nil, fmt.Errorf("read permissions: %w", err)
	}
	if len(opts.Users) == 0 {
		return nil, fmt.Errorf("read permissions: %s defines no users", path)
	}
	raw, err := conf.ParseFile(path)
	if err != nil {
		return nil, fmt.Errorf("read permissions: %w", err)
	}
	var out []*account
	byName := map[string]*account{}
	if ra, ok := raw["accounts"].(map[string]any); ok {
		names := make([]string, 0, len(ra))
		for name := range ra {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			a, err := parseAccount(path, name, ra[name])
			if err != nil {
				return nil, err
			}
			out = append(out, a)
			byName[name] = a
		}
	}
	add := func(file string, users []*server.User) error {
		for _, u := range users {
			name := "APP"
			if u.Account != nil && u.Account.Name != server.DEFAULT_GLOBAL_ACCOUNT {
				name = u.Account.Name
			}
			a := byName[name]
			if a == nil {
				if name != "APP" {
					return fmt.Errorf("%s: user %s belongs to account %s, which %s does not define", file, u.Username, name, path)
				}
				a = &account{name: name, jetStream: &Limits{MaxMemory: -1, MaxFile: -1, MaxStreams: -1, MaxConsumers: -1}}
				byName[name] = a
				out = append(out, a)
			}
			for _, b := range out {
				if slices.ContainsFunc(b.users, func(v *server.User) bool { return v.Username == u.Username }) {
					return fmt.Errorf("%s and %s both define the user %s", path, file, u.Username)
				}
			}
			a.users = append(a.users, u)
		}
		return nil
	}
	sortUsers(opts.Users)
	if err := add(path, opts.Users); err != nil {
		return nil, err
	}
	for _, m := range more {
		mo, err := server.ProcessConfigFile(m)
		if err != nil {
			return nil, fmt.Errorf("read permissions: %w", err)
		}
		sortUsers(mo.Users)
		if err := add(m, mo.Users); err != nil {
			return nil, err
		}
	}
	for _, a := range out {
		for _, im := range a.imports {
			if byName[im.from] == nil {
				return nil, fmt.Errorf("%s: account %s imports %s from %s, which it does not define", path, a.name, im.subject, im.from)
			}
		}
	}
	return out, nil
}

func sortUsers(us []*server.User) {
	sort.Slice(us, func(i, j int) bool { return us[i].Username < us[j].Username })
}

// parseAccount reads an account's JetStream limits, exports and imports
// from the configuration's own tree. It knows the forms the shipped files
// use, and refuses the others: a JWT account must not quietly lack an
// export or a limit the file gives.
func parseAccount(path, name string, v any) (*account, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("%s: account %s is not a map", path, name)
	}
	a := &account{name: name}
	bad := func(what string, v any) error {
		return fmt.Errorf("%s: account %s: %s: unsupported %v (%T)", path, name, what, v, v)
	}
	if js, ok := m["jetstream"]; ok {
		l := Limits{MaxMemory: -1, MaxFile: -1, MaxStreams: -1, MaxConsumers: -1}
		jm, ok := js.(map[string]any)
		if !ok {
			if s, _ := js.(string); s != "enabled" && s != "enable" {
				return nil, bad("jetstream", js)
			}
		}
		for k, v := range jm {
			n, ok := v.(int64)
			if !ok {
				return nil, bad("jetstream."+k, v)
			}
			switch k {
			case "max_memory", "max_mem", "mem", "memory":
				l.MaxMemory = n
			case "max_store", "max_file", "max_disk", "store", "disk":
				l.MaxFile = n
			case "max_streams", "streams":
				l.MaxStreams = n
			case "max_consumers", "consumers":
				l.MaxConsumers = n
			default:
				return nil, bad("jetstream", k)
			}
		}
		a.jetStream = &l
	}
	exports, _ := m["exports"].([]any)
	for _, e := range exports {
		em, ok := e.(map[string]any)
		if !ok {
			return nil, bad("exports", e)
		}
		var ex export
		for k, v := range em {
			switch k {
			case "service", "stream":
				s, ok := v.(string)
				if !ok {
					return nil, bad("exports."+k, v)
				}
				ex.subject, ex.kind = s, kindOf(k)
			case "accounts":
				list, _ := v.([]any)
				for _, acc := range list {
					s, ok := acc.(string)
					if !ok {
						return nil, bad("exports.accounts", acc)
					}
					ex.accounts = append(ex.accounts, s)
				}
			default:
				return nil, bad("exports", k)
			}
		}
		a.exports = append(a.exports, ex)
	}
	imports, _ := m["imports"].([]any)
	for _, i := range imports {
		im, ok := i.(map[string]any)
		if !ok || len(im) != 1 {
			return nil, bad("imports", i)
		}
		for k, v := range im {
			if k != "service" && k != "stream" {
				return nil, bad("imports", k)
			}
			src, ok := v.(map[string]any)
			if !ok || len(src) != 2 {
				return nil, bad("imports."+k, v)
			}
			from, ok1 := src["account"].(string)
			subject, ok2 := src["subject"].(string)
			if !ok1 || !ok2 {
				return nil, bad("imports."+k, v)
			}
			a.imports = append(a.imports, imprt{subject: subject, kind: kindOf(k), from: from})
		}
	}
	return a, nil
}

func kindOf(k string) jwt.ExportType {
	if k == "service" {
		return jwt.Service
	}
	return jwt.Stream
}
