package streamstate

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"sync"
)

// SealKey is one key of a Sealer: an id written in front of what it seals,
// and at least 32 bytes of secret key material.
type SealKey struct {
	ID     string
	Secret []byte
}

// RandomSealKey returns a fresh key, for state that only this process
// must read back.
func RandomSealKey() SealKey {
	s := make([]byte, 32)
	_, _ = rand.Read(s) // never fails (crypto/rand)
	return SealKey{ID: "local", Secret: s}
}

// ErrSealed: a sealed value was not made by a Sealer with one of these
// keys, for this associated data, or it was changed since.
var ErrSealed = errors.New("streamstate: sealed value is invalid, altered, or sealed for something else")

// Sealer hands state to someone else to keep (a stream's continuation,
// which the caller sends back with the next chunk): Seal encrypts and
// authenticates it, bound to associated data (the thread and stream it
// belongs to), and Open gives it back only when nothing changed.
//
// Sealing is deterministic (a synthetic IV, as in SIV mode): the same state
// for the same stream seals to the same bytes, so a chunk sent twice gets
// a byte-identical reply. It reveals whether two sealed states are equal,
// nothing else. The first key seals; every key opens what names it, so
// keys can rotate. A Sealer is immutable and safe for concurrent use.
//
// Layout: version (1), key id length, key id, a 16-byte tag (the
// truncated HMAC-SHA256 of the header, the associated data and the plain
// text, which is also the IV), and the AES-256-CTR ciphertext.
type Sealer struct {
	keys  map[string]*sealKey
	first string
}

type sealKey struct {
	block cipher.Block
	// macs holds keyed HMACs (*macState): keying one costs two hash
	// blocks and allocations, a Reset of a keyed one neither.
	macs sync.Pool
}

const (
	sealV1  = 1
	sealTag = 16
)

// NewSealer returns a Sealer that seals with keys[0] and opens with any of
// keys.
func NewSealer(keys ...SealKey) (*Sealer, error) {
	if len(keys) == 0 {
		return nil, errors.New("streamstate: a sealer needs a key")
	}
	s := &Sealer{keys: map[string]*sealKey{}, first: keys[0].ID}
	for _, k := range keys {
		if len(k.ID) == 0 || len(k.ID) > 255 || len(k.Secret) < 32 {
			return nil, fmt.Errorf("streamstate: seal key %q: ids are 1 to 255 bytes, secrets at least 32", k.ID)
		}
		enc, err := hkdf.Key(sha256.New, k.Secret, []byte("piighost sealer"), "aes-256-ctr v1", 32)
		if err != nil {
			return nil, err
		}
		mac, err := hkdf.Key(sha256.New, k.Secret, []byte("piighost sealer"), "hmac-sha256 siv v1", 32)
		if err != nil {
			return nil, err
		}
		block, err := aes.NewCipher(enc)
		if err != nil {
			return nil, err
		}
		sk := &sealKey{block: block}
		sk.macs.New = func() any { return &macState{mac: hmac.New(sha256.New, mac), buf: make([]byte, 0, 256)} }
		s.keys[k.ID] = sk
	}
	return s, nil
}

// Seal returns plain encrypted and authenticated for ad. Neither plain
// nor ad is kept, so the caller may build them in a buffer of its own.
func (s *Sealer) Seal(plain, ad []byte) []byte {
	k := s.keys[s.first]
	hdr := 2 + len(s.first)
	out := make([]byte, hdr+sealTag+len(plain))
	out[0], out[1] = sealV1, byte(len(s.first))
	copy(out[2:], s.first)
	k.tag(out[hdr:hdr+sealTag], out[:hdr], ad, plain)
	ct := out[hdr+sealTag:]
	copy(ct, plain)
	cipher.NewCTR(k.block, out[hdr:hdr+sealTag]).XORKeyStream(ct, ct)
	return out
}

// Open returns what Seal was given for ad, or ErrSealed. Neither sealed
// nor ad is kept.
func (s *Sealer) Open(sealed, ad []byte) ([]byte, error) {
	if len(sealed) < 2 || sealed[0] != sealV1 {
		return nil, ErrSealed
	}
	hdr := 2 + int(sealed[1])
	if len(sealed) < hdr+sealTag {
		return nil, ErrSealed
	}
	k := s.keys[string(sealed[2:hdr])]
	if k == nil {
		return nil, ErrSealed
	}
	// One allocation for the plain text and the IV after it (what the
	// CTR stream is given escapes): sealed stays the caller's.
	n := len(sealed) - hdr - sealTag
	buf := make([]byte, n+sealTag)
	plain, iv := buf[:n:n], buf[n:]
	copy(iv, sealed[hdr:hdr+sealTag])
	copy(plain, sealed[hdr+sealTag:])
	cipher.NewCTR(k.block, iv).XORKeyStream(plain, plain)
	var want [sealTag]byte
	k.tag(want[:], sealed[:hdr], ad, plain)
	if subtle.ConstantTimeCompare(sealed[hdr:hdr+sealTag], want[:]) != 1 {
		return nil, ErrSealed
	}
	return plain, nil
}

// macState is a keyed HMAC and the buffer its input is gathered in.
type macState struct {
	mac hash.Hash
	buf []byte
}

// tag writes into dst the synthetic IV: an HMAC over the header, the
// associated data (length first, so the two cannot trade bytes) and the
// plain text. The input is gathered into a pooled buffer and written
// once: what is handed to the hash escapes, and the arguments then need
// not.
func (k *sealKey) tag(dst, hdr, ad, plain []byte) {
	st := k.macs.Get().(*macState)
	defer k.macs.Put(st)
	b := append(st.buf[:0], hdr...)
	b = binary.AppendUvarint(b, uint64(len(ad)))
	b = append(b, ad...)
	b = append(b, plain...)
	st.mac.Reset()
	st.mac.Write(b)
	sum := st.mac.Sum(b[len(b):]) // into the spare capacity, else a new slice
	copy(dst, sum[:sealTag])
	if cap(b) <= maxPooledMAC {
		st.buf = b
	}
}

// maxPooledMAC bounds the buffer a pooled HMAC keeps between uses.
const maxPooledMAC = 4 << 10
