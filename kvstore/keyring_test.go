package kvstore_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
)

// roles lists a key file's keys as "id:roles" ("k1:current,naming").
func roles(t *testing.T, path string) string {
	t.Helper()
	kr, err := kvstore.LoadKeyringFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, u := range kr.Uses() {
		r := []string{}
		if u.Current {
			r = append(r, "current")
		}
		if u.Naming {
			r = append(r, "naming")
		}
		out = append(out, u.ID+":"+strings.Join(r, ","))
	}
	return strings.Join(out, " ")
}

func TestARotationInStepsAddsPromotesAndRetiresKeys(t *testing.T) {
	path := filepath.Join(t.TempDir(), "keys.json")
	if _, err := kvstore.GenerateKeyFile(path); err != nil {
		t.Fatal(err)
	}
	// A key file mounted read-only into containers keeps its mode.
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name    string
		step    func() error
		want    string // the file's keys after the step
		refused string // the error, when the step is refused
	}{
		{"an added key is accepted, not current", func() error {
			id, err := kvstore.AddKeyFile(path)
			if err == nil && id != "k2" {
				t.Errorf("added %q", id)
			}
			return err
		}, "k1:current,naming k2:", ""},
		{"an unknown key cannot be promoted", func() error { return kvstore.PromoteKeyFile(path, "k9") }, "k1:current,naming k2:", `no key "k9"`},
		{"a promoted key is current, the old one stays", func() error { return kvstore.PromoteKeyFile(path, "k2") }, "k1:naming k2:current", ""},
		{"the naming key is never retired", func() error { return kvstore.RetireKeyFile(path, "k1") }, "k1:naming k2:current", "naming key"},
		{"the current key is not retired", func() error { return kvstore.RetireKeyFile(path, "k2") }, "k1:naming k2:current", "is current"},
		{"a second rotation adds k3", func() error { _, err := kvstore.AddKeyFile(path); return err }, "k1:naming k2:current k3:", ""},
		{"and promotes it", func() error { return kvstore.PromoteKeyFile(path, "k3") }, "k1:naming k2: k3:current", ""},
		{"an old key that is neither current nor naming is retired", func() error { return kvstore.RetireKeyFile(path, "k2") }, "k1:naming k3:current", ""},
		{"an unknown key cannot be retired", func() error { return kvstore.RetireKeyFile(path, "k2") }, "k1:naming k3:current", `no key "k2"`},
		{"an id is never given twice", func() error {
			id, err := kvstore.AddKeyFile(path)
			if err == nil && id != "k4" {
				t.Errorf("added %q after retiring k2", id)
			}
			return err
		}, "k1:naming k3:current k4:", ""},
	}
	for _, s := range steps {
		err := s.step()
		switch {
		case s.refused == "" && err != nil:
			t.Fatalf("%s: %v", s.name, err)
		case s.refused != "" && (err == nil || !strings.Contains(err.Error(), s.refused)):
			t.Fatalf("%s: err = %v, want %q", s.name, err, s.refused)
		}
		if got := roles(t, path); got != s.want {
			t.Fatalf("%s: keys %q, want %q", s.name, got, s.want)
		}
		if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o444 {
			t.Fatalf("%s: mode %v %v", s.name, st.Mode().Perm(), err)
		}
	}
	if _, err := os.Stat(path + ".tmp"); !os.IsNotExist(err) {
		t.Errorf("a temporary file is left: %v", err)
	}
}

// TestTheKeyringCountsWhatEachKeySealsAndOpens: the counts say, during a
// rotation, which key encrypts and which keys are still read, and a ring
// that lacks a key counts the values it could not read.
func TestTheKeyringCountsWhatEachKeySealsAndOpens(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := threadID(t, 1)
	// Step 1 rolled out: k2 accepted everywhere, k1 still encrypts.
	_, js1 := connect(t, s.ClientURL())
	added := keyring(t, "k1", "k1", map[string]string{"k1": "one", "k2": "two"})
	p1 := newPipeline(t, newStore(t, js1, kvstore.Config{Keys: added}))
	a := mustAnonymize(t, p1, thread, "Alice Martindale and 0612345678", pii.RoleUser)
	// Step 2 on one worker: k2 encrypts there.
	_, js2 := connect(t, s.ClientURL())
	promoted := keyring(t, "k2", "k1", map[string]string{"k1": "one", "k2": "two"})
	p2 := newPipeline(t, newStore(t, js2, kvstore.Config{Keys: promoted}))
	mustRestore(t, p2, thread, a.Text)
	b := mustAnonymize(t, p2, thread, "Villeurbanne", pii.RoleUser)
	// The first worker reads what the second wrote under k2.
	if r := mustRestore(t, p1, thread, a.Text+" "+b.Text); !strings.Contains(r.Text, "Villeurbanne") {
		t.Fatalf("a worker holding k2 restores %q", r.Text)
	}
	use := func(kr *kvstore.Keyring) map[string][2]uint64 {
		out := map[string][2]uint64{}
		for _, u := range kr.Uses() {
			out[u.ID] = [2]uint64{u.Sealed, u.Opened}
		}
		return out
	}
	if u := use(added); u["k1"][0] == 0 || u["k2"][0] != 0 || u["k2"][1] == 0 {
		t.Errorf("the ring that accepts k2: %v (sealed, opened)", u)
	}
	if u := use(promoted); u["k2"][0] == 0 || u["k1"][0] != 0 || u["k1"][1] == 0 {
		t.Errorf("the ring that promoted k2: %v (sealed, opened)", u)
	}
	// A worker that never got k2 cannot read the new value, and counts it.
	_, js3 := connect(t, s.ClientURL())
	old := keyring(t, "k1", "k1", map[string]string{"k1": "one"})
	_, err := newPipeline(t, newStore(t, js3, kvstore.Config{Keys: old})).Deanonymize(ctxT(t), thread, b.Text)
	if pii.CodeOf(err) != pii.CodeUnavailable || old.UnknownKeys() == 0 {
		t.Fatalf("a ring without k2: %v, %d unknown", err, old.UnknownKeys())
	}

	series := func(kr *kvstore.Keyring) []string {
		reg := prometheus.NewRegistry()
		reg.MustRegister(kvstore.NewKeyringCollector(func() *kvstore.Keyring { return kr }))
		mfs, err := reg.Gather()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, mf := range mfs {
			for _, m := range mf.GetMetric() {
				labels := []string{}
				for _, l := range m.GetLabel() {
					labels = append(labels, l.GetName()+"="+l.GetValue())
				}
				out = append(out, mf.GetName()+"{"+strings.Join(labels, ",")+"}")
			}
		}
		return out
	}
	want := []string{
		"piighost_keyring_key_info{current=false,key=k1,naming=true}",
		"piighost_keyring_key_info{current=true,key=k2,naming=false}",
		"piighost_keyring_opens_total{key=k1}", "piighost_keyring_opens_total{key=k2}",
		"piighost_keyring_seals_total{key=k1}", "piighost_keyring_seals_total{key=k2}",
		"piighost_keyring_unknown_key_total{}",
	}
	if got := series(promoted); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("series:\n got %v\nwant %v", got, want)
	}
	if got := series(nil); len(got) != 0 {
		t.Errorf("no keyring: %v", got)
	}
}
