package gateway

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strings"

	"github.com/piighost/piighost-nats/gateway/internal/threadid"
)

// credential is the key a client presented: Authorization: Bearer, or
// x-api-key.
func credential(r *http.Request) string {
	if k := r.Header.Get("x-api-key"); k != "" {
		return k
	}
	if a := r.Header.Get("Authorization"); len(a) > 7 && strings.EqualFold(a[:7], "bearer ") {
		return strings.TrimSpace(a[7:])
	}
	return ""
}

// authenticate checks the client and returns its namespace: the client's
// name under AuthKeys, a digest of its key under AuthForward, none under
// AuthNone. ok is false for a client refused.
func (g *Gateway) authenticate(r *http.Request) (ns string, ok bool) {
	switch g.cfg.Auth {
	case AuthKeys:
		name, known := g.keys[keyDigest(credential(r))]
		return name, known && credential(r) != ""
	case AuthForward:
		cred := credential(r)
		if g.namer != nil {
			return g.namer.Namespace(cred), true
		}
		if cred == "" {
			return "anonymous", true
		}
		s := sha256.Sum256([]byte("piighost-gateway client v1\x00" + cred))
		return "key-" + base64.RawURLEncoding.EncodeToString(s[:9]), true
	}
	return "", true
}

// threadOf names the thread of a request: the header, or the metadata
// field (removed from the request either way), or a name derived from the
// conversation's start. It returns the name the client knows the thread
// by and the worker's thread id (the name in the client's namespace).
func (g *Gateway) threadOf(r *http.Request, req chatRequest, ns string) (name, id string, err error) {
	header := r.Header.Get(ThreadHeader)
	meta, hasMeta, err := req.TakeMetadataThread()
	if err != nil {
		return "", "", err
	}
	switch {
	case header != "" && hasMeta && meta != header:
		return "", "", badf("the %s header and metadata.piighost_thread name different threads", ThreadHeader)
	case header != "":
		name = header
	case hasMeta:
		name = meta
	case g.namer != nil:
		name = g.namer.Derive(ns, req.Start())
	default:
		return "", "", badf("name the conversation's thread with the %s header or metadata.piighost_thread: this gateway has no secret to derive one", ThreadHeader)
	}
	if !threadid.Valid(name) {
		return "", "", badf("a thread name must be 1 to %d printable bytes", threadid.MaxLength)
	}
	if g.cfg.SharedThreads {
		return name, name, nil
	}
	return name, threadid.Qualify(ns, name), nil
}

// badRequest is a request the gateway refuses (400).
type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

func badf(format string, args ...any) error { return &badRequest{msg: sprintf(format, args...)} }
