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

	"github.com/piighost/piighost-nats/pipeline"
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
// AES-256 key and one HMAC key. A Keyring is immutable and safe for
// concurrent use; its String method never shows secrets.
//
// Rotation: add a key and make it current (RotateKeyFile), give the new
// ring to every worker, then restart them. A thread's head and entries are
// re-encrypted with the current key when its lifetime is next extended;
// what is not (idle threads, message records, stream states) expires
// within 1.5 × IdleTTL and StreamTTL. After that time an old key, unless
// it is the naming key, can leave the ring.
type Keyring struct {
	current string
	naming  string
	keys    map[string]*ringKey
}

type ringKey struct {
	aead cipher.AEAD
	mac  []byte
	seal []byte // the root of the keys Sealer derives
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

// Sealer returns a pipeline.Sealer for one purpose (such as "stream
// continuation"), with a key derived from each key of the ring: the
// current key seals, every key opens, so sealed state survives a rotation
// for as long as its key stays in the ring. Workers sharing a ring share
// the Sealer's keys; no other purpose, and nothing this package encrypts,
// uses them.
func (k *Keyring) Sealer(purpose string) (*pipeline.Sealer, error) {
	keys := []pipeline.SealKey{}
	for _, id := range append([]string{k.current}, k.IDs()...) {
		if id == k.current && len(keys) > 0 {
			continue
		}
		secret, err := hkdf.Key(sha256.New, k.keys[id].seal, nil, purpose, 32)
		if err != nil {
			return nil, err
		}
		keys = append(keys, pipeline.SealKey{ID: id, Secret: secret})
	}
	return pipeline.NewSealer(keys...)
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
// it current, keeping every older key (to read older values) and the
// naming key. It rewrites the file atomically with mode 0600 and returns
// the new key's id. Workers read the new key when they next load the
// file; until every worker has it, values written with it are unreadable
// by the others, so roll the new file out to all workers first, then
// restart them.
func RotateKeyFile(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("kvstore: keyring: %w", err)
	}
	kr, err := ParseKeyring(data)
	if err != nil {
		return "", err
	}
	var f keyFile
	if err := json.Unmarshal(data, &f); err != nil {
		return "", err
	}
	id := nextKeyID(f.Keys)
	f.Keys[id] = newSecret()
	f.Current, f.Naming = id, kr.Naming()
	out, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return "", err
	}
	if _, err := ParseKeyring(out); err != nil {
		return "", err
	}
	tmp := path + ".tmp"
	_ = os.Remove(tmp)
	if err := writeNew(tmp, append(out, '\n')); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return "", fmt.Errorf("kvstore: keyring: %w", err)
	}
	return id, nil
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
