// Package threadid names the thread of a request that reaches the gateway:
// the name the client gave (a header or a metadata field), or one derived
// from the conversation, and the namespace of the client that sent it.
//
// A derived name is a keyed digest (HMAC-SHA256 under the gateway's
// secret) of the conversation's stable start, the messages up to the
// first user message, as JSON with its keys sorted: the same conversation
// resent with one more turn gets the same name, on any gateway that has
// the secret, and the name reveals nothing of the text.
package threadid

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
)

// AutoPrefix starts every derived thread name.
const AutoPrefix = "auto-"

// MaxLength bounds a thread name a client gives.
const MaxLength = 256

// Namer derives thread names and namespaces under one secret. It is safe
// for concurrent use.
type Namer struct {
	key []byte
}

// New returns a namer keyed by secret (at least 16 bytes).
func New(secret []byte) (*Namer, error) {
	if len(secret) < 16 {
		return nil, errors.New("threadid: the secret must be at least 16 bytes")
	}
	return &Namer{key: bytes.Clone(secret)}, nil
}

// Derive names the thread of a conversation from its start: the JSON
// values of its first messages (system prompts included) up to and with
// the first user message. Two starts that are the same JSON values, keys
// in any order, give the same name.
func (n *Namer) Derive(namespace string, start []json.RawMessage) string {
	m := hmac.New(sha256.New, n.key)
	m.Write([]byte("piighost-gateway thread v1\x00"))
	m.Write([]byte(namespace))
	m.Write([]byte{0})
	for _, raw := range start {
		m.Write(canonical(raw))
		m.Write([]byte{0})
	}
	return AutoPrefix + base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:16])
}

// Namespace names a client by a credential it presented (its API key when
// the gateway forwards keys), as a digest: threads of clients with other
// keys never meet.
func (n *Namer) Namespace(credential string) string {
	if credential == "" {
		return "anonymous"
	}
	m := hmac.New(sha256.New, n.key)
	m.Write([]byte("piighost-gateway client v1\x00"))
	m.Write([]byte(credential))
	return "key-" + base64.RawURLEncoding.EncodeToString(m.Sum(nil)[:9])
}

// Qualify returns the worker's thread id of a thread name in a namespace
// ("" leaves the name as it is).
func Qualify(namespace, name string) string {
	if namespace == "" {
		return name
	}
	return namespace + "/" + name
}

// Valid reports whether a client's thread name can be used: not empty, at
// most MaxLength bytes, printable without line breaks.
func Valid(name string) bool {
	if name == "" || len(name) > MaxLength {
		return false
	}
	return !strings.ContainsFunc(name, func(r rune) bool { return r < 0x20 || r == 0x7f })
}

// canonical is raw with its object keys sorted and no spaces; raw that is
// not JSON is taken as it is.
func canonical(raw json.RawMessage) []byte {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return raw
	}
	b, err := json.Marshal(v)
	if err != nil {
		return raw
	}
	return b
}
