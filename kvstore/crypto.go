package kvstore

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
)

// Value layout (every value this package writes):
//
//	byte 0       format version (1)
//	byte 1       length L of the key id
//	L bytes      key id
//	12 bytes     random nonce
//	rest         AES-256-GCM ciphertext and 16-byte tag
//
// The associated data is the header (bytes 0 to 1+L) followed by a zero
// byte and the KV key, so a value copied under another key, or with its
// key id edited, fails to decrypt. The plaintext is padded with zero bytes
// to a multiple of padBlock, so sizes on disk say little about lengths.
const (
	formatV1  = 1
	nonceSize = 12
	padBlock  = 32
	nameBytes = 16 // truncated HMAC size of a derived name (22 base64url chars)
)

// errCorrupt means a value could not be decrypted or decoded. Its message
// names no value.
var errCorrupt = errors.New("kvstore: a stored value is malformed or failed to decrypt")

// seal encrypts plain for the KV key name with the current key.
func (k *Keyring) seal(name string, plain []byte) []byte {
	id := k.current
	rk := k.keys[id]
	rk.sealed.Add(1)
	aead := rk.aead
	padded := (len(plain) + padBlock - 1) / padBlock * padBlock
	if padded == 0 {
		padded = padBlock
	}
	hdr := 2 + len(id)
	out := make([]byte, hdr+nonceSize, hdr+nonceSize+padded+aead.Overhead())
	out[0], out[1] = formatV1, byte(len(id))
	copy(out[2:], id)
	_, _ = rand.Read(out[hdr : hdr+nonceSize]) // never fails (crypto/rand)
	pt := make([]byte, padded)
	copy(pt, plain)
	return aead.Seal(out, out[hdr:hdr+nonceSize], pt, aad(out[:hdr], name))
}

// open decrypts a value sealed for the KV key name, with whichever key of
// the ring its header names. It returns the padded plaintext and the key id.
func (k *Keyring) open(name string, data []byte) ([]byte, string, error) {
	if len(data) < 2 || data[0] != formatV1 {
		return nil, "", errCorrupt
	}
	hdr := 2 + int(data[1])
	if len(data) < hdr+nonceSize {
		return nil, "", errCorrupt
	}
	id := string(data[2:hdr])
	rk := k.keys[id]
	if rk == nil {
		k.unknown.Add(1)
		return nil, id, fmt.Errorf("kvstore: a stored value names key id %q, which the keyring lacks", id)
	}
	plain, err := rk.aead.Open(nil, data[hdr:hdr+nonceSize], data[hdr+nonceSize:], aad(data[:hdr], name))
	if err != nil {
		return nil, id, errCorrupt
	}
	rk.opened.Add(1)
	return plain, id, nil
}

func aad(hdr []byte, name string) []byte {
	out := make([]byte, 0, len(hdr)+1+len(name))
	out = append(out, hdr...)
	out = append(out, 0)
	return append(out, name...)
}

// name derives a KV key token from parts with the naming key: the first
// nameBytes of HMAC-SHA256 over the parts, each followed by a zero byte,
// in unpadded base64url.
func (k *Keyring) name(parts ...string) string {
	m := hmac.New(sha256.New, k.keys[k.naming].mac)
	for _, p := range parts {
		m.Write([]byte(p))
		m.Write([]byte{0})
	}
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:nameBytes])
}

// ThreadDigest returns the keyed digest of a thread id: the token that
// starts every KV key of the thread (<t> in the bucket's layout), 22
// characters of HMAC-SHA256 under the naming key. It names a thread where
// its id must not appear in clear (error events, logs), and finds its keys
// in the bucket; without the keyring it reveals nothing of the id.
func (k *Keyring) ThreadDigest(thread string) string { return k.name("thread", thread) }

// checkValue is what the bucket's keyring check record must hold: it
// proves the naming key is the one the bucket was named with, without
// revealing anything of it.
func (k *Keyring) checkValue() []byte {
	return []byte("v1:" + k.naming + ":" + k.name("keyring check"))
}
