package config

import (
	"strings"
	"testing"
	"time"
)

func TestAGatewayFileIsAWorkerFileWithAGatewayTable(t *testing.T) {
	c, g, err := ParseGateway([]byte(`
[nats]
url = "nats://127.0.0.1:4222"
inbox_prefix = "_INBOX_agent"

[anonymizer.placeholder]
prefix = "[["
suffix = "]]"

[gateway]
listen = "0.0.0.0:8470"
auth = "keys"
client_keys_file = "/run/secrets/clients"
max_body = "1MiB"
upstream_timeout = "30s"

[gateway.openai]
base_url = "http://127.0.0.1:11434/v1"
api_key_file = "/run/secrets/openai"
`), "gateway.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.NATS.URL != "nats://127.0.0.1:4222" || c.NATS.InboxPrefix != "_INBOX_agent" || c.Anonymizer.Placeholder.Prefix != "[[" {
		t.Errorf("worker sections: %+v", c.NATS)
	}
	if g.Listen != "0.0.0.0:8470" || g.Auth != "keys" || g.MaxBody.Bytes() != 1<<20 || g.UpstreamTimeout.D() != 30*time.Second ||
		g.OpenAI.BaseURL != "http://127.0.0.1:11434/v1" || g.OpenAI.APIKeyEnv != "OPENAI_API_KEY" ||
		g.Anthropic.BaseURL != "https://api.anthropic.com/v1" || g.OpsListen != DefaultGatewayOpsListen {
		t.Errorf("gateway: %+v", g)
	}
}

func TestGatewayDefaults(t *testing.T) {
	c, g, err := LoadGateway("")
	if err != nil {
		t.Fatal(err)
	}
	if !c.Embedded() || g.Listen != DefaultGatewayListen || g.Auth != "forward" || g.OpenAI.BaseURL != "https://api.openai.com/v1" {
		t.Errorf("%+v", g)
	}
}

func TestGatewayErrorsNameTheFileTheLineAndTheKey(t *testing.T) {
	for _, tc := range []struct {
		name, doc, want string
	}{
		{"an unknown key", "[gateway]\nlisten = \"127.0.0.1:1\"\nlisen = \"x\"\n", "gw.toml:3: unknown key gateway.lisen"},
		{"an unknown mode", "[gateway]\nauth = \"open\"\n", `gw.toml:2: gateway.auth: unknown mode "open"; valid: forward, keys, none`},
		{"keys without a file", "[gateway]\nauth = \"keys\"\n", `gateway.client_keys_file: auth = "keys" needs a file of client keys`},
		{"a URL with credentials", "[gateway.openai]\nbase_url = \"https://u:p@example.com/v1\"\n", "gw.toml:2: gateway.openai.base_url: must not hold credentials"},
		{"a URL that is not http", "[gateway.anthropic]\nbase_url = \"ftp://x\"\n", "gw.toml:2: gateway.anthropic.base_url: must be an http or https URL"},
		{"a bad size", "[gateway]\nmax_body = \"lots\"\n", `gw.toml:2: gateway.max_body: invalid size "lots"`},
		{"a bad listen address", "[gateway]\nlisten = \"8470\"\n", "gw.toml:2: gateway.listen: not host:port"},
		{"a worker key still checked", "[worker]\nmodes = [\"x\"]\n", "gw.toml:2: worker.modes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ParseGateway([]byte(tc.doc), "gw.toml")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}
