package gateway

import (
	"net/http"

	"github.com/piighost/piighost-nats/gateway/internal/jsonobj"
)

// openAIError is OpenAI's error shape: {"error": {message, type, param,
// code}}.
func openAIError(status int, code, msg string) []byte {
	typ := "invalid_request_error"
	switch {
	case status == http.StatusUnauthorized:
		typ = "authentication_error"
	case status >= 500:
		typ = "server_error"
	}
	e := jsonobj.New()
	e.SetString("message", "piighost: "+msg)
	e.SetString("type", typ)
	e.Set("param", []byte("null"))
	e.SetString("code", code)
	o := jsonobj.New()
	o.Set("error", e.Marshal())
	return o.Marshal()
}

// anthropicError is Anthropic's error shape: {"type": "error", "error":
// {type, message}}.
func anthropicError(status int, code, msg string) []byte {
	typ := "invalid_request_error"
	switch {
	case status == http.StatusUnauthorized:
		typ = "authentication_error"
	case status == http.StatusNotFound:
		typ = "not_found_error"
	case status == http.StatusRequestEntityTooLarge:
		typ = "request_too_large"
	case status >= 500:
		typ = "api_error"
	}
	e := jsonobj.New()
	e.SetString("type", typ)
	e.SetString("message", "piighost: "+msg+" ("+code+")")
	o := jsonobj.New()
	o.SetString("type", "error")
	o.Set("error", e.Marshal())
	return o.Marshal()
}
