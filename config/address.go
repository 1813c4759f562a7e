package config

import (
	"errors"
	"net"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// Addresses are checked for their syntax only: validation never resolves
// a name nor opens a connection, so `worker -check` says the same thing
// on a laptop and in production, at once.

// hostPattern is what a host name may hold.
var hostPattern = regexp.MustCompile(`^[A-Za-z0-9_.\-]+$`)

// validateAddresses checks [nats] url, [nats] listen and [http] listen.
func (c *Config) validateAddresses() error {
	if c.NATS.URL != "" {
		for _, u := range strings.Split(c.NATS.URL, ",") {
			if err := checkNATSURL(strings.TrimSpace(u)); err != nil {
				return c.errorf("nats.url", "%q is not a NATS server URL: %v (write nats://host:port, several separated by commas)", u, err)
			}
		}
	}
	if c.Embedded() {
		if _, err := ListenPort(c.NATS.Listen); err != nil {
			return c.errorf("nats.listen", "%q: %v (write host:port, such as 127.0.0.1:4222; port 0 picks a free one)", c.NATS.Listen, err)
		}
	}
	if c.HTTP.Listen != "off" {
		if _, err := ListenPort(c.HTTP.Listen); err != nil {
			return c.errorf("http.listen", "%q: %v (write host:port, such as 127.0.0.1:9464, or \"off\")", c.HTTP.Listen, err)
		}
	}
	return nil
}

// checkNATSURL accepts what nats.go accepts without guessing: a URL with
// the nats, tls, ws or wss scheme and a host, or a bare host[:port].
func checkNATSURL(s string) error {
	if s == "" {
		return errors.New("empty")
	}
	if strings.Contains(s, "://") {
		u, err := url.Parse(s)
		if err != nil {
			return errors.New("it does not parse")
		}
		switch u.Scheme {
		case "nats", "tls", "ws", "wss":
		default:
			return errors.New("unknown scheme " + strconv.Quote(u.Scheme) + "; valid: nats, tls, ws, wss")
		}
		if u.Path != "" && u.Path != "/" || u.RawQuery != "" || u.Fragment != "" {
			return errors.New("a server URL has no path or query")
		}
		return checkHostPort(u.Host)
	}
	return checkHostPort(s)
}

// checkHostPort checks host[:port]; the port may be left out (nats.go
// then uses 4222).
func checkHostPort(hp string) error {
	host, port, err := net.SplitHostPort(hp)
	if err != nil {
		if strings.Contains(strings.Trim(hp, "[]"), ":") && net.ParseIP(strings.Trim(hp, "[]")) == nil {
			return errors.New("not host:port")
		}
		host, port = strings.Trim(hp, "[]"), ""
	}
	if !validHost(host) {
		return errors.New("no valid host")
	}
	if port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return errors.New("the port must be a number from 1 to 65535")
		}
	}
	return nil
}

// validHost accepts an IP address or a name made of letters, digits,
// dots, dashes and underscores; it resolves nothing.
func validHost(h string) bool {
	return net.ParseIP(h) != nil || hostPattern.MatchString(h)
}

// ListenPort checks an address to listen on, host:port, where the host
// may be empty (every interface) and port 0 (or -1, nats-server's word
// for it) asks for a free port, and returns the port.
func ListenPort(addr string) (int, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return 0, errors.New("not host:port")
	}
	if host != "" && !validHost(host) {
		return 0, errors.New("no valid host")
	}
	n, err := strconv.Atoi(port)
	if err != nil || n < -1 || n > 65535 {
		return 0, errors.New("the port must be a number from 0 to 65535")
	}
	return n, nil
}
