package client

import (
	"bytes"
	"strconv"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// replyLimits bound what the client decodes: the whole payload NATS
// delivered, nested deeper than any worker accepts requests.
func replyLimits(data []byte) envelope.Limits {
	return envelope.Limits{MaxBytes: max(len(data), 1), MaxDepth: 256}
}

// decodeBody decodes a msgpack map with the worker's own decoder, which
// is strict (valid UTF-8, no key twice) and bounds what it allocates by
// the payload's size, whatever lengths the payload declares.
func decodeBody(data []byte) (map[string]any, error) {
	n, err := envelope.DecodeMsgpack(data, replyLimits(data))
	if err != nil {
		return nil, err
	}
	m, ok := toValue(n).(map[string]any)
	if !ok {
		return nil, errNotAMap
	}
	return m, nil
}

var errNotAMap = internalError("the payload is not a map")

// toValue is the plain Go value of a decoded node: nil, bool, int64 (or
// uint64 above its range), float64, string, []byte, []any or
// map[string]any. An extension value, or a map with a key that is not a
// string, stays as its msgpack encoding (a msgpack.RawMessage), which
// encodes back to the same bytes.
func toValue(n *envelope.Node) any {
	switch n.Kind() {
	case envelope.Bool:
		b, _ := n.BoolValue()
		return b
	case envelope.Int:
		if i, ok := n.Int64(); ok {
			return i
		}
		u, _ := n.Uint64()
		return u
	case envelope.Float:
		f, _ := n.Float64()
		return f
	case envelope.String:
		s, _ := n.Str()
		return s
	case envelope.Binary:
		b, _ := n.Bytes()
		return bytes.Clone(b)
	case envelope.Array:
		list := make([]any, n.Len())
		for i := range list {
			list[i] = toValue(n.Item(i))
		}
		return list
	case envelope.Map:
		m := make(map[string]any, n.Len())
		for i := range n.Len() {
			k, v := n.Entry(i)
			key, ok := k.Str()
			if !ok {
				return msgpack.RawMessage(bytes.Clone(n.Raw()))
			}
			m[key] = toValue(v)
		}
		return m
	case envelope.Ext:
		return msgpack.RawMessage(bytes.Clone(n.Raw()))
	}
	return nil
}

// decodeValue decodes one msgpack value as toValue reads it.
func decodeValue(data []byte) (any, error) {
	n, err := envelope.DecodeMsgpack(data, replyLimits(data))
	if err != nil {
		return nil, err
	}
	return toValue(n), nil
}

// decodeReply reads a worker's reply or output: its map, and the error it
// carries, if any. The error code comes from the Piighost-Error-Code
// header, else micro's Nats-Service-Error, else the body's error object
// (an output of pipeline mode has no error header), which counts when it
// is the reply's only key or, on stream.chunk, beside the chunk's fields.
// A stream chunk that failed after restoring some text returns both its
// map, with the text, and the error.
func decodeReply(header nats.Header, data []byte, ch wire.Channel) (map[string]any, error) {
	code := header.Get(wire.HeaderErrorCode)
	if code == "" {
		code = header.Get(wire.HeaderServiceError)
	}
	body, derr := decodeBody(data)
	if derr != nil {
		if code != "" {
			return nil, &Error{Code: Code(code), Message: "the worker answered " + code}
		}
		return nil, internalError("the reply is not a msgpack map: " + derr.Error())
	}
	if e, ok := body[wire.FieldError].(map[string]any); ok && (code != "" || len(body) == 1 || ch == wire.StreamChunk) {
		return body, errorFrom(e, code, header)
	}
	if code != "" {
		return body, &Error{Code: Code(code), Message: "the worker answered " + code + statusSuffix(header)}
	}
	return body, nil
}

// errorFrom reads an error object {code, message, tokens}.
func errorFrom(e map[string]any, headerCode string, header nats.Header) *Error {
	code, _ := e[wire.FieldErrorCode].(string)
	if code == "" {
		code = headerCode
	}
	if code == "" {
		code = string(pii.CodeInternal)
	}
	msg, _ := e[wire.FieldErrorMessage].(string)
	if msg == "" {
		msg = "the worker answered " + code + statusSuffix(header)
	}
	out := &Error{Code: Code(code), Message: msg}
	if list, ok := e[wire.FieldErrorTokens].([]any); ok {
		for _, t := range list {
			if s, ok := t.(string); ok {
				out.Tokens = append(out.Tokens, s)
			}
		}
	}
	return out
}

func statusSuffix(header nats.Header) string {
	if s := header.Get(wire.HeaderServiceErrorCode); s != "" {
		if _, err := strconv.Atoi(s); err == nil {
			return " (status " + s + ")"
		}
	}
	return ""
}
