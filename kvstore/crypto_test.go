package kvstore_test

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/kvstore"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/streamstate"
)

func keyring(t testing.TB, current, naming string, secrets map[string]string) *kvstore.Keyring {
	t.Helper()
	m := map[string][]byte{}
	for id, seed := range secrets {
		m[id] = secret(seed)
	}
	kr, err := kvstore.NewKeyring(current, naming, m)
	if err != nil {
		t.Fatal(err)
	}
	return kr
}

// entryKeyIDs returns the key id of every entry value in the bucket.
func entryKeyIDs(t testing.TB, js jetstream.JetStream, bucket string) map[string]string {
	t.Helper()
	kv, err := js.KeyValue(ctxT(t), bucket)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := kv.Keys(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, k := range keys {
		if strings.Contains(k, ".e.") {
			e, err := kv.Get(ctxT(t), k)
			if err != nil {
				t.Fatal(err)
			}
			v := e.Value()
			out[k] = string(v[2 : 2+int(v[1])])
		}
	}
	return out
}

func TestKeyRotation(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	cfg := kvstore.Config{Bucket: "rotation", IdleTTL: 4 * time.Second} // refreshed every second of use
	thread := threadID(t, 1)

	_, js1 := connect(t, s.ClientURL())
	cfg.Keys = keyring(t, "k1", "k1", map[string]string{"k1": "one"})
	p1 := newPipeline(t, newStore(t, js1, cfg))
	old := mustAnonymize(t, p1, thread, "Alice Martindale and 0612345678", pii.RoleUser)
	for k, id := range entryKeyIDs(t, js1, "rotation") {
		if id != "k1" {
			t.Fatalf("entry %s written with key %q", k, id)
		}
	}

	// Rotate: k2 encrypts, k1 still names and decrypts.
	_, js2 := connect(t, s.ClientURL())
	cfg.Keys = keyring(t, "k2", "k1", map[string]string{"k1": "one", "k2": "two"})
	st2 := newStore(t, js2, cfg)
	p2 := newPipeline(t, st2)
	if r := mustRestore(t, p2, thread, old.Text); r.Text != "Alice Martindale and 0612345678" {
		t.Fatalf("after rotation, old tokens restore to %q", r.Text)
	}
	mustAnonymize(t, p2, thread, "Villeurbanne", pii.RoleUser)
	ids := entryKeyIDs(t, js2, "rotation")
	count := map[string]int{}
	for _, id := range ids {
		count[id]++
	}
	// The new entry is under k2, the two before under k1, unless the
	// thread was already refreshed (a machine slow enough to spend its
	// refresh interval since the first write), which re-encrypts them all.
	want := map[string]int{"k1": 2, "k2": 1}
	if st2.Stats().Refreshes > 0 {
		want = map[string]int{"k2": 3}
	}
	if !maps.Equal(count, want) {
		t.Fatalf("key ids after a new write: %v, want %v", count, want)
	}
	// Using the thread past its refresh interval re-encrypts every entry
	// with the current key.
	time.Sleep(1100 * time.Millisecond)
	untilServed(t, func() error {
		_, err := p2.Deanonymize(ctxT(t), thread, old.Text)
		return err
	})
	for k, id := range entryKeyIDs(t, js2, "rotation") {
		if id != "k2" {
			t.Fatalf("entry %s still under key %q after a refresh", k, id)
		}
	}
	// A ring without the key that wrote the data cannot read it. A machine
	// that stalls the test beyond the thread's 4 s lifetime lets it expire
	// (its head gone, its tokens then invented): the check then runs on a
	// thread written again under k2.
	_, js3 := connect(t, s.ClientURL())
	cfg.Keys = keyring(t, "k3", "k1", map[string]string{"k1": "one", "k3": "three"})
	p3 := newPipeline(t, newStore(t, js3, cfg))
	kv, err := js2.KeyValue(ctxT(t), "rotation")
	if err != nil {
		t.Fatal(err)
	}
	probe, text := thread, old.Text
	for attempt := 1; ; attempt++ {
		r, err := p3.Deanonymize(ctxT(t), probe, text)
		if err == nil && len(r.Invented) > 0 && attempt < 10 && len(keysWithSuffix(t, kv, ".m")) == 0 {
			probe = threadID(t, 1+attempt)
			text = mustAnonymize(t, p2, probe, "Alice Martindale and 0612345678", pii.RoleUser).Text
			continue
		}
		if pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("restore without the data's key: %v", err)
		}
		checkNoValue(t, err)
		return
	}
}

func checkNoValue(t testing.TB, err error) {
	t.Helper()
	for _, v := range testValues {
		if strings.Contains(err.Error(), v.Value) {
			t.Fatalf("error quotes a value: %v", err)
		}
	}
}

func TestWrongKeyIsUnavailable(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	thread := threadID(t, 1)
	_, js := connect(t, s.ClientURL())
	good := keyring(t, "k2", "k1", map[string]string{"k1": "one", "k2": "two"})
	p := newPipeline(t, newStore(t, js, kvstore.Config{Keys: good}))
	a := mustAnonymize(t, p, thread, "Alice Martindale and 0612345678", pii.RoleUser)

	t.Run("other naming key", func(t *testing.T) {
		_, js := connect(t, s.ClientURL())
		bad := keyring(t, "k1", "k1", map[string]string{"k1": "not one"})
		_, err := kvstore.New(ctxT(t), js, kvstore.Config{Keys: bad})
		if pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("New with another naming key: %v", err)
		}
	})
	t.Run("other encryption key", func(t *testing.T) {
		_, js := connect(t, s.ClientURL())
		bad := keyring(t, "k2", "k1", map[string]string{"k1": "one", "k2": "not two"})
		p := newPipeline(t, newStore(t, js, kvstore.Config{Keys: bad}))
		_, err := p.Deanonymize(ctxT(t), thread, a.Text)
		if pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("restore with a wrong key: %v", err)
		}
		checkNoValue(t, err)
		_, err = p.Anonymize(ctxT(t), thread, "Alice Martindale", pii.RoleUser)
		if pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("anonymize with a wrong key: %v", err)
		}
	})
	t.Run("tampered values", func(t *testing.T) {
		kv, err := js.KeyValue(ctxT(t), kvstore.DefaultBucket)
		if err != nil {
			t.Fatal(err)
		}
		var e1, e2 string
		for k := range entryKeyIDs(t, js, kvstore.DefaultBucket) {
			switch {
			case strings.HasSuffix(k, ".e.1"):
				e1 = k
			case strings.HasSuffix(k, ".e.2"):
				e2 = k
			}
		}
		v1, err := kv.Get(ctxT(t), e1)
		if err != nil {
			t.Fatal(err)
		}
		// Entry 1's ciphertext copied under entry 2's key fails: the key
		// is the associated data.
		if _, err := kv.Put(ctxT(t), e2, v1.Value()); err != nil {
			t.Fatal(err)
		}
		_, js := connect(t, s.ClientURL())
		st := newStore(t, js, kvstore.Config{Keys: good})
		head, ok, err := st.Open(ctxT(t), thread, false)
		if err != nil || !ok {
			t.Fatalf("open: %v %v", ok, err)
		}
		if _, err := st.Entries(ctxT(t), thread, head.Gen, 1); pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("moved value: %v", err)
		}
		if _, err := kv.Put(ctxT(t), e1, []byte("garbage")); err != nil {
			t.Fatal(err)
		}
		_, err = newPipeline(t, st).Deanonymize(ctxT(t), thread, a.Text)
		if pii.CodeOf(err) != pii.CodeUnavailable {
			t.Fatalf("garbage value: %v", err)
		}
		if st.Stats().DecryptErrors == 0 {
			t.Fatal("no decrypt error counted")
		}
	})
}

func TestKeyringFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "keys.json")
	kr, err := kvstore.GenerateKeyFile(path)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v", info.Mode().Perm())
	}
	if _, err := kvstore.GenerateKeyFile(path); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("GenerateKeyFile overwrote a file: %v", err)
	}
	data, _ := os.ReadFile(path)
	if strings.Contains(kr.String(), "keys\":") || strings.Contains(fmt.Sprintf("%v %+v %#v", kr, kr, kr), extractSecret(t, data)) {
		t.Fatal("keyring formatting shows a secret")
	}
	id, err := kvstore.RotateKeyFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rotated, err := kvstore.LoadKeyringFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if rotated.Current() != id || rotated.Naming() != kr.Naming() || len(rotated.IDs()) != 2 {
		t.Fatalf("rotated keyring: %v", rotated)
	}
	if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
		t.Fatalf("rotated key file mode %v", info.Mode().Perm())
	}
	again, generated, err := kvstore.LoadOrGenerateKeyFile(path)
	if err != nil || generated || again.Current() != id {
		t.Fatalf("LoadOrGenerateKeyFile on an existing file: %v %v", generated, err)
	}
	if _, generated, err := kvstore.LoadOrGenerateKeyFile(filepath.Join(dir, "new.json")); err != nil || !generated {
		t.Fatalf("LoadOrGenerateKeyFile on no file: %v %v", generated, err)
	}

	env := map[string]string{}
	lookup := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	if _, err := kvstore.LoadKeyring(lookup); !errors.Is(err, kvstore.ErrNoKeyring) {
		t.Fatalf("no keys: %v", err)
	}
	env[kvstore.EnvKeysFile] = path
	if kr, err := kvstore.LoadKeyring(lookup); err != nil || kr.Current() != id {
		t.Fatalf("from file: %v", err)
	}
	sec := base64.RawURLEncoding.EncodeToString(secret("env"))
	env[kvstore.EnvKeys] = `{"keys": {"prod-1": "` + sec + `"}}`
	if kr, err := kvstore.LoadKeyring(lookup); err != nil || kr.Current() != "prod-1" || kr.Naming() != "prod-1" {
		t.Fatalf("from env: %v", err)
	}

	for name, text := range map[string]string{
		"not json":            `keys`,
		"no keys":             `{"keys": {}}`,
		"short secret":        `{"keys": {"k1": "` + base64.StdEncoding.EncodeToString([]byte("short")) + `"}}`,
		"bad id":              `{"keys": {"k 1": "` + sec + `"}}`,
		"unnamed current":     `{"keys": {"k1": "` + sec + `", "k2": "` + sec + `"}}`,
		"missing naming key":  `{"current": "k1", "naming": "k9", "keys": {"k1": "` + sec + `"}}`,
		"unknown field":       `{"keys": {"k1": "` + sec + `"}, "extra": 1}`,
		"secret not base64":   `{"keys": {"k1": "%%%"}}`,
		"missing current key": `{"current": "k9", "naming": "k1", "keys": {"k1": "` + sec + `", "k2": "` + sec + `"}}`,
	} {
		_, err := kvstore.ParseKeyring([]byte(text))
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		if strings.Contains(err.Error(), sec) {
			t.Errorf("%s: error quotes the secret", name)
		}
	}
}

func extractSecret(t testing.TB, keyFile []byte) string {
	t.Helper()
	s := string(keyFile)
	i := strings.Index(s, `"k1": "`)
	if i < 0 {
		t.Fatalf("unexpected key file layout")
	}
	s = s[i+len(`"k1": "`):]
	return s[:strings.IndexByte(s, '"')]
}

func TestConfigErrors(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	for name, cfg := range map[string]kvstore.Config{
		"no keys":     {},
		"bad bucket":  {Keys: testKeys(t), Bucket: "a.b"},
		"replicas":    {Keys: testKeys(t), Replicas: 7},
		"short idle":  {Keys: testKeys(t), IdleTTL: 10 * time.Millisecond},
		"history":     {Keys: testKeys(t), History: 65},
		"stream TTL":  {Keys: testKeys(t), StreamTTL: time.Millisecond},
		"marker TTL":  {Keys: testKeys(t), MarkerTTL: time.Millisecond},
		"replicas R3": {Keys: testKeys(t), Replicas: 3}, // one server cannot host R3
	} {
		_, err := kvstore.New(ctxT(t), js, cfg)
		if err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// A bucket created without limit markers is refused.
	if _, err := js.CreateKeyValue(ctxT(t), jetstream.KeyValueConfig{Bucket: "plain"}); err != nil {
		t.Fatal(err)
	}
	if _, err := kvstore.New(ctxT(t), js, kvstore.Config{Keys: testKeys(t), Bucket: "plain"}); pii.CodeOf(err) != pii.CodeConfig {
		t.Fatalf("bucket without markers: %v", err)
	}
}

func TestTheRingsSealerSurvivesARotationAndIsItsOwn(t *testing.T) {
	one, err := kvstore.NewKeyring("", "", map[string][]byte{"a": bytes.Repeat([]byte{1}, kvstore.MinSecretSize)})
	if err != nil {
		t.Fatal(err)
	}
	rotated, err := kvstore.NewKeyring("b", "a", map[string][]byte{"a": bytes.Repeat([]byte{1}, kvstore.MinSecretSize), "b": bytes.Repeat([]byte{2}, kvstore.MinSecretSize)})
	if err != nil {
		t.Fatal(err)
	}
	seal := func(kr *kvstore.Keyring, purpose string) *streamstate.Sealer {
		s, err := kr.Sealer(purpose)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	sealed := seal(one, "stream continuation").Seal([]byte("state"), []byte("ad"))
	if got, err := seal(rotated, "stream continuation").Open(sealed, []byte("ad")); err != nil || string(got) != "state" {
		t.Errorf("after a rotation: %q, %v", got, err)
	}
	if s := seal(rotated, "stream continuation").Seal([]byte("state"), []byte("ad")); s[1] != 1 || s[2] != 'b' {
		t.Errorf("the rotated ring seals with %q", s[2:2+int(s[1])])
	}
	if _, err := seal(one, "another purpose").Open(sealed, []byte("ad")); err == nil {
		t.Error("a sealer of another purpose opens it")
	}
}

// An operator finds a thread's keys in the bucket from its digest alone;
// the digest depends on the naming key, so it says nothing of the id to
// whoever lacks the keyring.
func TestTheThreadDigestStartsEveryKeyOfTheThread(t *testing.T) {
	t.Parallel()
	s := startServer(t, t.TempDir())
	_, js := connect(t, s.ClientURL())
	kr := testKeys(t)
	p := newPipeline(t, newStore(t, js, kvstore.Config{Keys: kr}))
	thread := threadID(t, 1)
	mustAnonymize(t, p, thread, "Write to alice.martindale@example.org", pii.RoleUser)
	digest := kr.ThreadDigest(thread)
	if len(digest) != 22 || strings.Contains(digest, thread) {
		t.Fatalf("digest %q", digest)
	}
	kv, err := js.KeyValue(ctxT(t), kvstore.DefaultBucket)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := kv.Keys(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, k := range keys {
		if strings.HasPrefix(k, digest+".") {
			n++
		}
	}
	if n < 2 { // the head and the entry
		t.Errorf("%d keys start with the digest, among %v", n, keys)
	}
	other := keyring(t, "", "", map[string]string{"k9": "another"})
	if other.ThreadDigest(thread) == digest {
		t.Error("the digest does not depend on the naming key")
	}
}
