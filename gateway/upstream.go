package gateway

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/textproto"
	"strings"
	"time"
)

// providerHeaders are the request headers passed upstream besides
// Config.ForwardHeaders: the providers' own, which select API versions and
// organisations.
var providerHeaders = []string{
	"Anthropic-Version", "Anthropic-Beta", "Anthropic-Dangerous-Direct-Browser-Access",
	"Openai-Beta", "Openai-Organization", "Openai-Project", "Accept",
}

// forward sends a request upstream: the body given, the allowed headers,
// the key the authentication mode says.
func (g *Gateway) forward(ctx context.Context, x *exchange, url, method string, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Body = io.NopCloser(bytes.NewReader(body))
		req.ContentLength = int64(len(body))
		req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	}
	if err != nil {
		return nil, err
	}
	for _, h := range append(providerHeaders, g.cfg.ForwardHeaders...) {
		if v := x.r.Header.Values(h); len(v) > 0 {
			req.Header[textproto.CanonicalMIMEHeaderKey(h)] = v
		}
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("User-Agent", "piighost-gateway")
	switch g.cfg.Auth {
	case AuthForward:
		for _, h := range []string{"Authorization", "X-Api-Key"} {
			if v := x.r.Header.Get(h); v != "" {
				req.Header.Set(h, v)
			}
		}
	default:
		if k := x.rt.upstream.APIKey; k != "" {
			x.rt.setKey(req.Header, k)
		}
	}
	_, span := g.tracer.Start(ctx, "upstream")
	defer span.End()
	start := time.Now()
	resp, err := g.http.Do(req)
	g.met.upstream.WithLabelValues(x.label).Observe(time.Since(start).Seconds())
	return resp, err
}

// hopHeaders are not copied from an upstream response: they describe its
// connection, a body the gateway rewrites, or the upstream's cookies.
var hopHeaders = map[string]bool{
	"Connection": true, "Keep-Alive": true, "Proxy-Authenticate": true, "Proxy-Authorization": true,
	"Te": true, "Trailer": true, "Transfer-Encoding": true, "Upgrade": true,
	"Content-Length": true, "Set-Cookie": true, ThreadHeader: true, ErrorCodeHeader: true,
}

func copyHeaders(dst, src http.Header) {
	for k, v := range src {
		if !hopHeaders[textproto.CanonicalMIMEHeaderKey(k)] {
			dst[k] = v
		}
	}
}

// errorClass says what kind of failure err is, without the URL (which
// may hold a key in its user information) or anything upstream sent.
func errorClass(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return "timed out"
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case errors.As(err, &ne) && ne.Timeout():
		return "timed out"
	case strings.Contains(err.Error(), "connection refused"):
		return "connection refused"
	}
	return "connection failed"
}
