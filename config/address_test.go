package config

import (
	"errors"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func TestAddressesAreCheckedForTheirSyntaxOnly(t *testing.T) {
	tests := []struct {
		name, doc string
		ok        bool
		want      string
	}{
		{"a nats URL with a host and port is accepted", "[nats]\nurl = \"nats://nats-1:4222\"\n", true, ""},
		{"several URLs separated by commas are accepted", "[nats]\nurl = \"nats://a:4222, tls://b:4443,c\"\n", true, ""},
		{"a name that resolves nowhere is still valid syntax", "[nats]\nurl = \"nats://no-such-host.invalid:4222\"\n", true, ""},
		{"an IPv6 literal is accepted", "[nats]\nurl = \"nats://[::1]:4222\"\n", true, ""},
		{"a URL missing its colon is refused, not looked up", "[nats]\nurl = \"nats//bad\"\n", false, `w.toml:2: nats.url: "nats//bad" is not a NATS server URL`},
		{"an unknown scheme is refused", "[nats]\nurl = \"http://a:4222\"\n", false, "unknown scheme"},
		{"a URL with a path is refused", "[nats]\nurl = \"nats://a:4222/x\"\n", false, "no path"},
		{"a port out of range is refused", "[nats]\nurl = \"nats://a:99999\"\n", false, "port"},
		{"a listen address without a port is refused", "[nats]\nlisten = \"4222\"\n", false, "nats.listen"},
		{"listen port 0 picks a free port", "[nats]\nlisten = \"127.0.0.1:0\"\n", true, ""},
		{"an http address without a host:port is refused", "[http]\nlisten = \"9464\"\n", false, `w.toml:2: http.listen: "9464": not host:port`},
		{"http off is accepted", "[http]\nlisten = \"off\"\n", true, ""},
		{"an empty host listens everywhere", "[http]\nlisten = \":9464\"\n", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.doc), "w.toml")
			if tt.ok {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, pii.ErrConfig) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestAnErrorNamesTheFlagOrVariableThatSetTheValue(t *testing.T) {
	c := Default()
	c.NATS.URL = "nats//bad"
	c.SetOrigin("nats.url", "NATS_URL in the environment")
	err := c.Validate()
	if err == nil || !strings.HasPrefix(err.Error(), `NATS_URL in the environment: nats.url: "nats//bad"`) {
		t.Fatalf("err = %v", err)
	}
	if got := c.Origin("nats.url"); got != "NATS_URL in the environment" {
		t.Errorf("Origin = %q", got)
	}
	f, err := Parse([]byte("[nats]\nurl = \"nats://a:4222\"\n"), "piighost.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Origin("nats.url"); got != "piighost.toml:2" {
		t.Errorf("Origin of a key in the file = %q", got)
	}
	if got := Default().Origin("nats.url"); got != "" {
		t.Errorf("Origin of a default = %q", got)
	}
}

func TestTypeErrorsSpeakTOML(t *testing.T) {
	tests := []struct{ doc, want string }{
		{"[worker]\ninstances = \"x\"\n", "w.toml:2: worker.instances: expected an integer, got a string"},
		{"[worker]\ninstances = 1.5\n", "w.toml:2: worker.instances: expected an integer, got a float"},
		{"[worker]\nmodes = \"service\"\n", "w.toml:2: worker.modes: expected an array, got a string"},
		{"[worker]\nprefix = 3\n", "w.toml:2: worker.prefix: expected a string, got an integer"},
		{"[memory]\nshare_detections = \"yes\"\n", "w.toml:2: memory.share_detections: expected a boolean (true or false), got a string"},
		{"[strategies]\ntools = 3\n", "w.toml:2: strategies.tools: expected a table, got an integer"},
		{"worker = 3\n", "w.toml:1: worker: expected a table, got an integer"},
		{"[detector]\ntype = \"gazetteer\"\nconfidence = \"high\"\n", "w.toml:3: detector.confidence: expected a number, got a string"},
		{"[strategies]\ntool = 3\n", "w.toml:2: strategies.tool: expected a strategy name (a string)"},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.doc), "w.toml")
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q:\n got %v\nwant %s", tt.doc, err, tt.want)
		}
		if err != nil && strings.Contains(err.Error(), "struct field") {
			t.Errorf("%q: the message speaks Go: %v", tt.doc, err)
		}
	}
}

func TestTracingIsCheckedOnlyWhenOn(t *testing.T) {
	tests := []struct {
		doc, want string
	}{
		{"[tracing]\nendpoint = \"nowhere\"\n", ""},
		{"[tracing]\nenabled = true\n", "tracing.endpoint: \"\": required when tracing is enabled"},
		{"[tracing]\nenabled = true\nendpoint = \"grpc://c:4317\"\n", "not an http:// or https:// URL"},
		{"[tracing]\nenabled = true\nendpoint = \"http://c:4318/v1/traces\"\nsample_ratio = 1.5\n", "tracing.sample_ratio"},
		{"[tracing]\nenabled = true\nendpoint = \"https://c:4318/v1/traces\"\nsample_ratio = 0.1\n", ""},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.doc), "t.toml")
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%q: err = %v, want %q", tt.doc, err, tt.want)
		}
	}
}
