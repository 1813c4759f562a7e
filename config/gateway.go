package config

import (
	"fmt"
	"net/url"
	"os"

	"github.com/piighost/piighost-nats/pii"
)

// Gateway is the [gateway] table of the gateway's configuration file
// (cmd/piighost-gateway): a worker's configuration file, whose [nats]
// table says how the gateway reaches the workers (or, without a URL, how
// its embedded worker runs), plus this table. docs/gateway.md describes
// every key.
type Gateway struct {
	// Listen is the address of the provider routes (default
	// "127.0.0.1:8470").
	Listen string `toml:"listen"`
	// OpsListen serves /metrics, /healthz, /readyz and /livez (default
	// "127.0.0.1:9465"; "off" disables it).
	OpsListen string `toml:"ops_listen"`
	// Auth is "forward" (default: the client's provider key goes
	// upstream), "keys" (clients use keys of the gateway's own, from
	// ClientKeysFile, and the gateway's provider keys go upstream) or
	// "none" (anyone on Listen may call, with the gateway's keys).
	Auth string `toml:"auth"`
	// ClientKeysFile holds the client keys for auth = "keys": one client
	// per line, its name, a space and its key; "#" starts a comment.
	ClientKeysFile string `toml:"client_keys_file"`
	// SecretFile holds the secret that names derived threads (at least 16
	// bytes; every gateway of a deployment shares it). Without it, the
	// embedded mode keeps one in the keys directory (gateway.key); a
	// gateway that joins a cluster without it needs every request to name
	// its thread.
	SecretFile string `toml:"secret_file"`
	// SharedThreads leaves thread names as clients give them, without the
	// client's namespace.
	SharedThreads bool `toml:"shared_threads"`
	// MaxBody bounds a request body (32 MiB), MaxResponse a response that
	// is not streamed (64 MiB).
	MaxBody     ByteSize `toml:"max_body"`
	MaxResponse ByteSize `toml:"max_response"`
	// UpstreamTimeout bounds a call upstream that is not streamed (10m).
	UpstreamTimeout Duration `toml:"upstream_timeout"`
	// ForwardHeaders are request headers passed upstream besides the
	// providers' own.
	ForwardHeaders []string `toml:"forward_headers"`
	// OpenAI and Anthropic are the two upstreams.
	OpenAI    GatewayUpstream `toml:"openai"`
	Anthropic GatewayUpstream `toml:"anthropic"`
}

// GatewayUpstream is one provider of the gateway.
type GatewayUpstream struct {
	// BaseURL is the provider's API root, to which the path after /v1 is
	// appended (https://api.openai.com/v1, https://api.anthropic.com/v1).
	BaseURL string `toml:"base_url"`
	// APIKeyFile holds the key sent upstream under auth = "keys" or
	// "none"; without it, the variable APIKeyEnv (OPENAI_API_KEY,
	// ANTHROPIC_API_KEY) does.
	APIKeyFile string `toml:"api_key_file"`
	APIKeyEnv  string `toml:"api_key_env"`
}

// Defaults of [gateway].
const (
	DefaultGatewayListen    = "127.0.0.1:8470"
	DefaultGatewayOpsListen = "127.0.0.1:9465"
)

// gatewayFile is a gateway's configuration file: a worker's, and
// [gateway].
type gatewayFile struct {
	Config
	Gateway Gateway `toml:"gateway"`
}

// LoadGateway reads a gateway's configuration file: the worker's
// sections and [gateway], strictly, every error naming the file, the line
// and the key. Path "" gives the defaults.
func LoadGateway(path string) (*Config, *Gateway, error) {
	if path == "" {
		g := &Gateway{}
		c := Default()
		c.ApplyGatewayDefaults(g)
		return c, g, nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, configErrorf("cannot read configuration %s: %v", path, err)
	}
	return ParseGateway(b, path)
}

// ParseGateway decodes a gateway's configuration document; source names
// it in errors.
func ParseGateway(data []byte, source string) (*Config, *Gateway, error) {
	lines, texts := locateKeys(data)
	if found := upstreamFindings(data); len(found) > 0 {
		return nil, nil, upstreamError(source, lines, found)
	}
	var f gatewayFile
	if err := decodeStrict(data, source, &f); err != nil {
		return nil, nil, err
	}
	c := &f.Config
	c.source = source
	c.lines, c.texts = lines, texts
	c.ApplyDefaults()
	c.ApplyGatewayDefaults(&f.Gateway)
	if err := c.Validate(); err != nil {
		return nil, nil, err
	}
	if err := c.ValidateGateway(&f.Gateway); err != nil {
		return nil, nil, err
	}
	return c, &f.Gateway, nil
}

// ApplyGatewayDefaults fills what [gateway] left out.
func (c *Config) ApplyGatewayDefaults(g *Gateway) {
	if g.Listen == "" {
		g.Listen = DefaultGatewayListen
	}
	if g.OpsListen == "" {
		g.OpsListen = DefaultGatewayOpsListen
	}
	if g.Auth == "" {
		g.Auth = "forward"
	}
	if g.OpenAI.APIKeyEnv == "" {
		g.OpenAI.APIKeyEnv = "OPENAI_API_KEY"
	}
	if g.Anthropic.APIKeyEnv == "" {
		g.Anthropic.APIKeyEnv = "ANTHROPIC_API_KEY"
	}
	if g.OpenAI.BaseURL == "" {
		g.OpenAI.BaseURL = "https://api.openai.com/v1"
	}
	if g.Anthropic.BaseURL == "" {
		g.Anthropic.BaseURL = "https://api.anthropic.com/v1"
	}
}

// ValidateGateway checks [gateway]; an error names the key and where it
// is written.
func (c *Config) ValidateGateway(g *Gateway) error {
	switch g.Auth {
	case "forward", "none":
	case "keys":
		if g.ClientKeysFile == "" {
			return c.errorf("gateway.client_keys_file", "auth = \"keys\" needs a file of client keys")
		}
	default:
		return c.errorf("gateway.auth", "unknown mode %q; valid: forward, keys, none", g.Auth)
	}
	for _, u := range []struct {
		key string
		v   string
	}{{"gateway.openai.base_url", g.OpenAI.BaseURL}, {"gateway.anthropic.base_url", g.Anthropic.BaseURL}} {
		p, err := url.Parse(u.v)
		if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			return c.errorf(u.key, "must be an http or https URL")
		}
		if p.User != nil {
			return c.errorf(u.key, "must not hold credentials: use api_key_file")
		}
	}
	for _, k := range []struct {
		path string
		v    ByteSize
	}{{"gateway.max_body", g.MaxBody}, {"gateway.max_response", g.MaxResponse}} {
		if k.v.invalid != "" {
			return c.errorf(k.path, "invalid size %s: use a number of bytes or a string like \"32MiB\"", k.v.invalid)
		}
	}
	if err := c.checkDuration(g.UpstreamTimeout, "gateway.upstream_timeout"); err != nil {
		return err
	}
	if _, err := ListenPort(g.Listen); err != nil {
		return c.errorf("gateway.listen", "%v", err)
	}
	if g.OpsListen != "off" {
		if _, err := ListenPort(g.OpsListen); err != nil {
			return c.errorf("gateway.ops_listen", "%v", err)
		}
	}
	return nil
}

func configErrorf(format string, args ...any) error {
	return pii.NewConfigError(fmt.Sprintf(format, args...))
}

// GatewayInboxPrefix is the reply-subject prefix of a gateway that joins
// NATS servers: [nats] inbox_prefix when the file writes it, else the
// clear side's "_INBOX_agent" (the gateway calls the service endpoints as
// the agent identity of deploy/nats-permissions.conf).
func (c *Config) GatewayInboxPrefix() string {
	if c.lines.lineOf("nats.inbox_prefix") > 0 || c.origins["nats.inbox_prefix"] != "" {
		return c.NATS.InboxPrefix
	}
	return "_INBOX_agent"
}
