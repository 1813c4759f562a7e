package kvstore

import (
	"bytes"
	"cmp"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/piighost/piighost-nats/streamstate"
)

// Environment variables read by LoadKeyring.
const (
	// EnvKeys holds a keyring in the key file format (JSON).
	EnvKeys = "PIIGHOST_KEYS"
	// EnvKeysFile names a key file.
	EnvKeysFile = "PIIGHOST_KEYS_FILE"
)

// MinSecretSize is the minimum length, in bytes, of a key's secret.
const MinSecretSize = 32

// ErrNoKeyring is returned by LoadKeyring when neither EnvKeys nor
// EnvKeysFile is set.
var ErrNoKeyring = errors.New("kvstore: no keys: set " + EnvKeys + " or " + EnvKeysFile)

// hkdfSalt domain-separates this package's keys from any other use of the
// same secrets.
const hkdfSalt = "piighost-nats/kvstore"

var keyIDPattern = regexp.MustCompile(`^[A-Za-z0-9._-]{1,32}$`)

// Keyring holds the secrets of a store. Each key has an id, written in
// front of every value it encrypts, so that values encrypted with an older
// key stay readable after a rotation:
//
//   - the current key encrypts every new value (AES-256-GCM);
//   - any key of the ring decrypts the values that name it;
//   - the naming key derives, with HMAC-SHA256, every KV key name from
//     thread ids, stream ids and message digests. It must never change
//     while the bucket holds data: another naming key finds none of it
//     (and New refuses to start on a bucket named with another key).
//
// A key's secret is never used directly: HKDF-SHA256 derives from it one
// AES-256 key and one HMAC key. A Keyring's keys never change; it counts
// how often each one encrypts and decrypts (Uses). It is safe for
// concurrent use; its String method never shows secrets.
//
// Rotation with several workers takes three steps, each rolled out to
// every worker before the next (docs/operations.md, "Key rotation"):
// AddKeyFile adds a key that decrypts but does not encrypt yet;
// PromoteKeyFile makes it current; RetireKeyFile removes an old key once
// no value needs it. A thread's head and entries are re-encrypted with the
// current key when its lifetime is next extended; what is not (idle
// threads, message records, stream states) expires within 1.5 × IdleTTL
// and StreamTTL. After that time an old key, unless it is the naming key,
// can leave the ring.
type Keyring struct {
	current string
	naming  string
	keys    map[string]*ringKey
	// unknown counts values that named a key the ring lacks.
	unknown atomic.Uint64
}

type ringKey struct {
	aead cipher.AEAD
	mac  []byte
	seal []byte // the root of the keys Sealer derives
	// sealed and opened count the values this key encrypted and
	// decrypted.
	sealed, opened atomic.Uint64
}

// NewKeyring builds a keyring from secrets by key id. current names the key
// that encrypts, naming the key that derives key names; when there is one
// key, "" means that key for both. Secrets must be at least MinSecretSize
// bytes; ids are 1 to 32 characters among letters, digits, '.', '_' and '-'.
func NewKeyring(current, naming string, secrets map[string][]byte) (*Keyring, error) {
	if len(secrets) == 1 {
		for id := range secrets {
			current = cmp.Or(current, id)
			naming = cmp.Or(naming, id)
		}
	}
	if current == "" || naming == "" {
		return nil, errors.New("kvstore: keyring: with several keys, name the current key and the naming key")
	}
	kr := &Keyring{current: current, naming: naming, keys: make(map[string]*ringKey, len(secrets))}
	for id, secret := range secrets {
		k, err := deriveKey(id, secret)
		if err != nil {
			return nil, err
		}
		kr.keys[id] = k
	}
	for _, id := range []string{current, naming} {
		if kr.keys[id] == nil {
			return nil, fmt.Errorf("kvstore: keyring: key %q is not in the ring", id)
		}
	}
	return kr, nil
}

func deriveKey(id string, secret []byte) (*ringKey, error) {
	if !keyIDPattern.MatchString(id) {
		return nil, fmt.Errorf("kvstore: keyring: invalid key id %q", id)
	}
	if len(secret) < MinSecretSize {
		return nil, fmt.Errorf("kvstore: keyring: key %q is shorter than %d bytes", id, MinSecretSize)
	}
	encKey, err := hkdf.Key(sha256.New, secret, []byte(hkdfSalt), "aes-256-gcm v1", 32)
	if err != nil {
		return nil, err
	}
	macKey, err := hkdf.Key(sha256.New, secret, []byte(hkdfSalt), "hmac-sha256 names v1", 32)
	if err != nil {
		return nil, err
	}
	sealKey, err := hkdf.Key(sha256.New, secret, []byte(hkdfSalt), "sealers v1", 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(encKey)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &ringKey{aead: aead, mac: macKey, seal: sealKey}, nil
}

// Sealer returns a streamstate.Sealer for one purpose (such as "stream
// continuation"), with a key derived from each key of the ring: the
// current key seals, every key opens, so sealed state survives a rotation
// for as long as its key stays in the ring. Workers sharing a ring share
// the Sealer's keys; no other purpose, and nothing this package encrypts,
// uses them.
func (k *Keyring) Sealer(purpose string) (*streamstate.Sealer, error) {
	keys := []streamstate.SealKey{}
	for _, id := range append([]string{k.current}, k.IDs()...) {
		if id == k.current && len(keys) > 0 {
			continue
		}
		secret, err := hkdf.Key(sha256.New, k.keys[id].seal, nil, purpose, 32)
		if err != nil {
			return nil, err
		}
		keys = append(keys, streamstate.SealKey{ID: id, Secret: secret})
	}
	return streamstate.NewSealer(keys...)
}

// Current returns the id of the key that encrypts new values.
func (k *Keyring) Current() string { return k.current }

// Naming returns the id of the key that derives key names.
func (k *Keyring) Naming() string { return k.naming }

// IDs returns the ids of every key in the ring, sorted.
func (k *Keyring) IDs() []string {
	ids := make([]string, 0, len(k.keys))
	for id := range k.keys {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// KeyUse is one key of a ring and what it did since the ring was loaded.
type KeyUse struct {
	ID string
	// Current: the key encrypts new values. Naming: it derives key names.
	Current, Naming bool
	// Sealed and Opened count the thread store's values the key encrypted
	// and decrypted.
	Sealed, Opened uint64
}

// Uses returns every key of the ring, sorted by id, with its counts.
func (k *Keyring) Uses() []KeyUse {
	out := make([]KeyUse, 0, len(k.keys))
	for _, id := range k.IDs() {
		rk := k.keys[id]
		out = append(out, KeyUse{ID: id, Current: id == k.current, Naming: id == k.naming,
			Sealed: rk.sealed.Load(), Opened: rk.opened.Load()})
	}
	return out
}

// UnknownKeys counts the stored values that named a key the ring lacks: a
// worker that did not get a key the others encrypt with, or one retired
// too early.
func (k *Keyring) UnknownKeys() uint64 { return k.unknown.Load() }

// String describes the ring without its secrets.
func (k *Keyring) String() string {
	return fmt.Sprintf("kvstore.Keyring{current: %s, naming: %s, keys: %s}", k.current, k.naming, strings.Join(k.IDs(), ","))
}

// GoString describes the ring without its secrets.
func (k *Keyring) GoString() string { return k.String() }

// keyFile is the key file format.
type keyFile struct {
	Current string            `json:"current,omitempty"`
	Naming  string            `json:"naming,omitempty"`
	Keys    map[string]string `json:"keys"`
}

// ParseKeyring reads a keyring in the key file format, a JSON object:
//
//	{"current": "k2", "naming": "k1",
//	 "keys": {"k1": "<base64 secret>", "k2": "<base64 secret>"}}
//
// Secrets are standard or URL-safe base64, padded or not, of at least
// MinSecretSize bytes. current and naming may be left out when there is a
// single key. Errors never quote a secret.
func ParseKeyring(data []byte) (*Keyring, error) {
	var f keyFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, errors.New("kvstore: keyring: not a valid key file (JSON object with \"keys\")")
	}
	if len(f.Keys) == 0 {
		return nil, errors.New("kvstore: keyring: no keys")
	}
	secrets := make(map[string][]byte, len(f.Keys))
	for id, enc := range f.Keys {
		secret, err := decodeSecret(enc)
		if err != nil {
			return nil, fmt.Errorf("kvstore: keyring: key %q is not valid base64", id)
		}
		secrets[id] = secret
	}
	return NewKeyring(f.Current, f.Naming, secrets)
}

func decodeSecret(s string) ([]byte, error) {
	s = strings.TrimRight(strings.TrimSpace(s), "=")
	if strings.ContainsAny(s, "-_") {
		return base64.RawURLEncoding.DecodeString(s)
	}
	return base64.RawStdEncoding.DecodeString(s)
}

// LoadKeyringFile reads a key file (see ParseKeyring).
func LoadKeyringFile(path string) (*Keyring, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("kvstore: keyring: %w", err)
	}
	return ParseKeyring(data)
}

// LoadKeyring reads the keyring from the environment: the variable EnvKeys
// holds the key file's content, or EnvKeysFile names the file. lookup is
// os.LookupEnv or a stand-in. It returns ErrNoKeyring when neither is set.
func LoadKeyring(lookup func(string) (string, bool)) (*Keyring, error) {
	if v, ok := lookup(EnvKeys); ok && strings.TrimSpace(v) != "" {
		return ParseKeyring([]byte(v))
	}
	if path, ok := lookup(EnvKeysFile); ok && path != "" {
		return LoadKeyringFile(path)
	}
	return nil, ErrNoKeyring
}

// GenerateKeyFile writes a new key file at path holding one fresh random
// key, with mode 0600, and returns its keyring. It never overwrites a file:
// when path exists it fails with an error matching fs.ErrExist. The caller
// should log that it generated a key (and where), never the key itself.
func GenerateKeyFile(path string) (*Keyring, error) {
	f := keyFile{Current: "k1", Naming: "k1", Keys: map[string]string{"k1": newSecret()}}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	kr, err := ParseKeyring(data)
	if err != nil {
		return nil, err
	}
	if err := writeNew(path, append(data, '\n')); err != nil {
		return nil, err
	}
	return kr, nil
}

// LoadOrGenerateKeyFile loads the key file at path, or generates it when it
// does not exist; generated reports which happened. This is for the
// embedded single-machine mode only: a deployment with several machines
// must share one keyring, given through the environment or a file.
func LoadOrGenerateKeyFile(path string) (kr *Keyring, generated bool, err error) {
	kr, err = LoadKeyringFile(path)
	if err == nil || !errors.Is(err, os.ErrNotExist) {
		return kr, false, err
	}
	kr, err = GenerateKeyFile(path)
	if errors.Is(err, os.ErrExist) { // another process generated it meanwhile
		kr, err = LoadKeyringFile(path)
		return kr, false, err
	}
	return kr, err == nil, err
}

// RotateKeyFile adds a fresh random key to the key file at path and makes
// it current at once, keeping every older key (to read older values) and
// the naming key, and returns the new key's id. It suits one worker, or
// workers that all stop before any starts with the new file: while a
// worker without the new key runs beside one that encrypts with it, the
// former cannot read what the latter writes. With several workers, rotate
// in steps instead: AddKeyFile, PromoteKeyFile, RetireKeyFile.
func RotateKeyFile(path string) (string, error) {
	var id string
	err := editKeyFile(path, func(f *keyFile, kr *Keyring) error {
		id = nextKeyID(f.Keys)
		f.Keys[id] = newSecret()
		f.Current, f.Naming = id, kr.Naming()
		return nil
	})
	return id, err
}

// AddKeyFile adds a fresh random key to the key file at path, without
// making it current, and returns its id: workers given the file decrypt
// values under the new key but still encrypt with the current one. Once
// every worker runs with the file, PromoteKeyFile makes the key current.
// It rewrites the file atomically, keeping its mode.
func AddKeyFile(path string) (string, error) {
	var id string
	err := editKeyFile(path, func(f *keyFile, kr *Keyring) error {
		id = nextKeyID(f.Keys)
		f.Keys[id] = newSecret()
		f.Current, f.Naming = kr.Current(), kr.Naming()
		return nil
	})
	return id, err
}

// PromoteKeyFile makes key id of the key file at path the current key:
// workers given the file encrypt with it. Every worker must already hold
// the key (AddKeyFile, rolled out): a worker without it cannot read what
// the others write under it. The previous current key stays, to decrypt
// what it encrypted. Promoting the current key changes nothing.
func PromoteKeyFile(path, id string) error {
	return editKeyFile(path, func(f *keyFile, kr *Keyring) error {
		if _, ok := f.Keys[id]; !ok {
			return fmt.Errorf("kvstore: keyring: %s holds no key %q (it holds %s)", path, id, strings.Join(kr.IDs(), ", "))
		}
		f.Current, f.Naming = id, kr.Naming()
		return nil
	})
}

// RetireKeyFile removes key id from the key file at path: workers given
// the file can no longer decrypt values under it, so retire a key only
// once no value needs it (1.5 × the idle TTL, and the stream TTL, after
// every worker stopped encrypting with it). It refuses the current key
// and the naming key, which names every KV key of the bucket for good.
func RetireKeyFile(path, id string) error {
	return editKeyFile(path, func(f *keyFile, kr *Keyring) error {
		switch {
		case f.Keys[id] == "":
			return fmt.Errorf("kvstore: keyring: %s holds no key %q (it holds %s)", path, id, strings.Join(kr.IDs(), ", "))
		case id == kr.Current():
			return fmt.Errorf("kvstore: keyring: key %q is current: promote another key first", id)
		case id == kr.Naming():
			return fmt.Errorf("kvstore: keyring: key %q is the naming key: it names every key of the bucket, and stays in the ring", id)
		}
		delete(f.Keys, id)
		f.Current, f.Naming = kr.Current(), kr.Naming()
		return nil
	})
}

// editKeyFile reads the key file at path, lets edit change it, checks that
// the result is a valid keyring and writes it back atomically, with the
// file's mode.
func editKeyFile(path string, edit func(*keyFile, *Keyring) error) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	kr, err := ParseKeyring(data)
	if err != nil {
		return err
	}
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	var f keyFile
	if err := json.Unmarshal(data, &f); err != nil {
		return err
	}
	if err := edit(&f, kr); err != nil {
		return err
	}
	out, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	if _, err := ParseKeyring(out); err != nil {
		return err
	}
	tmp := path + ".tmp"
	_ = os.Remove(tmp)
	if err := writeNew(tmp, append(out, '\n')); err != nil {
		return err
	}
	if err := os.Chmod(tmp, st.Mode().Perm()); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	return nil
}

func nextKeyID(keys map[string]string) string {
	for n := len(keys) + 1; ; n++ {
		id := "k" + strconv.Itoa(n)
		if _, taken := keys[id]; !taken {
			return id
		}
	}
}

func newSecret() string {
	secret := make([]byte, MinSecretSize)
	_, _ = rand.Read(secret) // never fails (crypto/rand)
	return base64.StdEncoding.EncodeToString(secret)
}

// writeNew creates path with mode 0600 (failing if it exists) and syncs it.
func writeNew(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(path)
		return fmt.Errorf("kvstore: keyring: %w", err)
	}
	return nil
}
