package deploysecrets

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats-server/v2/conf"
)

func write(t *testing.T, dir string) error {
	t.Helper()
	t.Setenv("WORKER_PASSWORD", "unused")
	t.Setenv("AGENT_PASSWORD", "unused")
	t.Setenv("MODEL_PASSWORD", "unused")
	t.Setenv("MONITOR_PASSWORD", "unused")
	return Write(Config{Dir: dir, Permissions: "../../deploy/nats-permissions.conf", Monitoring: "../../deploy/nats-monitor.conf", Hosts: []string{"nats-1"}})
}

func TestSecretsAreWrittenOnceWithModesThatFitTheirUse(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "secrets")
	if err := write(t, dir); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(dir)
	if err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("directory: %v %v", st.Mode(), err)
	}
	for name, mode := range map[string]os.FileMode{
		AuthFile: 0o444, CAFile: 0o444, ServerCertFile: 0o444, ServerKeyFile: 0o444, KeysFile: 0o444,
		CredsFile("worker"): 0o444, CredsFile("agent"): 0o444, CredsFile("model"): 0o444, CredsFile("monitor"): 0o444,
		OperatorSeed: 0o400, AccountSeed("PIIGHOST"): 0o400, AccountSeed("MODEL"): 0o400,
	} {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if st.Mode().Perm() != mode {
			t.Errorf("%s has mode %v, want %v", name, st.Mode().Perm(), mode)
		}
	}
	if err := write(t, dir); err == nil {
		t.Error("secrets were written over existing ones")
	}
}

func TestAUserDefinedTwiceIsRefused(t *testing.T) {
	t.Setenv("WORKER_PASSWORD", "unused")
	t.Setenv("AGENT_PASSWORD", "unused")
	t.Setenv("MODEL_PASSWORD", "unused")
	err := Write(Config{Dir: filepath.Join(t.TempDir(), "s"), Permissions: "../../deploy/nats-permissions.conf",
		Monitoring: "../../deploy/nats-permissions.conf", Hosts: []string{"nats-1"}})
	if err == nil || !strings.Contains(err.Error(), "both define the user") {
		t.Fatalf("err = %v", err)
	}
}

// accountsOfAuthFile decodes the accounts nats-auth.conf preloads, by name.
func accountsOfAuthFile(t *testing.T, dir string) map[string]*jwt.AccountClaims {
	t.Helper()
	m, err := conf.ParseFile(filepath.Join(dir, AuthFile))
	if err != nil {
		t.Fatal(err)
	}
	pre, _ := m["resolver_preload"].(map[string]any)
	out := map[string]*jwt.AccountClaims{}
	for _, v := range pre {
		ac, err := jwt.DecodeAccountClaims(v.(string))
		if err != nil {
			t.Fatal(err)
		}
		out[ac.Name] = ac
	}
	return out
}

// TestEachTenantHasAccountsAndFilesOfItsOwn: with tenants, every account
// of the permissions file is issued once per tenant, named after it, with
// the file's exports (to the tenant's own importer only), imports and
// JetStream limits (Config.Limits over them), and each tenant's .creds,
// seeds and key file are in its own directory.
func TestEachTenantHasAccountsAndFilesOfItsOwn(t *testing.T) {
	for _, v := range []string{"WORKER", "AGENT", "MODEL", "MONITOR"} {
		t.Setenv(v+"_PASSWORD", "unused")
	}
	dir := filepath.Join(t.TempDir(), "secrets")
	err := Write(Config{Dir: dir, Permissions: "../../deploy/nats-permissions.conf", Monitoring: "../../deploy/nats-monitor.conf",
		Hosts: []string{"nats-1"}, Tenants: []string{"teama", "teamb"}, Limits: Limits{MaxFile: 1 << 30}})
	if err != nil {
		t.Fatal(err)
	}
	accounts := accountsOfAuthFile(t, dir)
	if len(accounts) != 5 { // SYS, and PIIGHOST and MODEL per tenant
		t.Errorf("accounts: %v", slices.Collect(maps.Keys(accounts)))
	}
	keys := map[string]bool{}
	for _, tn := range []string{"TEAMA", "TEAMB"} {
		app, model := accounts[tn+"_PIIGHOST"], accounts[tn+"_MODEL"]
		if app == nil || model == nil {
			t.Fatalf("%s: no accounts of its own: %v", tn, slices.Collect(maps.Keys(accounts)))
		}
		if l := app.Limits.JetStreamLimits; l.DiskStorage != 1<<30 || l.MemoryStorage != 512e6 || l.Streams != 16 {
			t.Errorf("%s_PIIGHOST JetStream limits %+v", tn, l)
		}
		if model.Limits.JetStreamLimits.DiskStorage != 0 || model.Limits.JetStreamLimits.MemoryStorage != 0 {
			t.Errorf("%s_MODEL has JetStream: %+v", tn, model.Limits.JetStreamLimits)
		}
		for _, im := range model.Imports {
			if im.Account != app.Subject || (im.Type == jwt.Service && im.Token == "") {
				t.Errorf("%s_MODEL imports %s from %s (its PIIGHOST is %s), token %t", tn, im.Subject, im.Account, app.Subject, im.Token != "")
			}
		}
		if len(model.Imports) != 5 || len(app.Exports) != 5 {
			t.Errorf("%s: %d imports, %d exports", tn, len(model.Imports), len(app.Exports))
		}
		for _, e := range app.Exports {
			if !e.TokenReq {
				t.Errorf("%s_PIIGHOST exports %s to every account", tn, e.Subject)
			}
		}
		for _, user := range []string{"worker", "agent", "model", "monitor"} {
			b, err := os.ReadFile(filepath.Join(dir, strings.ToLower(tn), CredsFile(user)))
			if err != nil {
				t.Fatal(err)
			}
			token, err := jwt.ParseDecoratedJWT(b)
			if err != nil {
				t.Fatal(err)
			}
			uc, err := jwt.DecodeUserClaims(token)
			if err != nil {
				t.Fatal(err)
			}
			want := app.Subject
			if user == "model" {
				want = model.Subject
			}
			if uc.Issuer != want {
				t.Errorf("%s/%s is issued by %s, want %s", tn, user, uc.Issuer, want)
			}
		}
		k, err := os.ReadFile(filepath.Join(dir, strings.ToLower(tn), KeysFile))
		if err != nil {
			t.Fatal(err)
		}
		keys[string(k)] = true
	}
	if len(keys) != 2 {
		t.Error("the tenants share a key file")
	}
	if err := Write(Config{Dir: filepath.Join(t.TempDir(), "s"), Permissions: "../../deploy/nats-permissions.conf",
		Tenants: []string{"teama", "teama"}}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a tenant given twice: %v", err)
	}
}
