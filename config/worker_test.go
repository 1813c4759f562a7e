package config

import (
	"errors"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/strategy"
)

const fullConfig = `
name = "support"

[detector]
type = "regex"
groups = ["generic"]

[memory]
type = "nats_kv"
bucket = "threads"
replicas = 3
ttl = "12h"

[nats]
url = "nats://a:4222,nats://b:4222"
creds_file = "/etc/nats/worker.creds"
tls_ca = "/etc/nats/ca.pem"

[worker]
modes = ["service"]
prefix = "pii"
max_payload = 65536

[strategies]
tool = "output"
invented = "DROP"
assistant = "anonymize"
tools = { lookup_id = "input", search = "passthrough" }

[[routes]]
channel = "model.in"
input = "agent.in"
output = "llm.in"

[keys]
file = "/etc/piighost/keys"

[http]
listen = ":9090"

[log]
level = "debug"
`

func TestAFullConfigurationFileLoads(t *testing.T) {
	c, err := Parse([]byte(fullConfig), "worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "support" || c.Memory.Bucket != "threads" || c.Memory.TTL.D().Hours() != 12 {
		t.Errorf("pipeline sections: %+v %+v", *c.Detector, c.Memory)
	}
	if c.NATS.CredsFile == "" || c.Worker.Prefix != "pii" || c.Worker.MaxPayload != 65536 || c.HasMode(ModePipeline) {
		t.Errorf("worker sections: %+v %+v", c.NATS, c.Worker)
	}
	s := c.Strategies
	if s.Tool != strategy.ToolOutput || s.Invented != strategy.InventedDrop || s.Assistant != strategy.AssistantAnonymize || s.Tools["search"] != strategy.ToolPassthrough {
		t.Errorf("strategies: %+v", s)
	}
	if len(c.Routes) != 1 || c.Routes[0].Output != "llm.in" {
		t.Errorf("routes: %+v", c.Routes)
	}
	// Its creds file is for another machine: Parse does not read it, the
	// start's validation does, and says where it is named.
	if err := c.Validate(); err == nil || !strings.Contains(err.Error(), "worker.toml:16: nats.creds_file: cannot read /etc/nats/worker.creds") {
		t.Fatalf("Validate: %v", err)
	}
}

func TestEachSideRepublishesUnderTheRootItsOutputsShare(t *testing.T) {
	c := Default()
	if got := c.OutputRoot(SideSafe); got != "piighost.safe" {
		t.Errorf("safe root %q", got)
	}
	if got := c.OutputRoot(SideClear); got != "piighost.clear" {
		t.Errorf("clear root %q", got)
	}
	if got := c.OutputRoot(SideErrors); got != "piighost.errors" {
		t.Errorf("errors root %q", got)
	}
	c, err := Parse([]byte(fullConfig), "worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.OutputRoot(SideSafe) != "llm" || c.HasOutputs(SideClear) {
		t.Errorf("roots %q %q", c.OutputRoot(SideSafe), c.OutputRoot(SideClear))
	}
}

func TestDefaultsWithoutAFile(t *testing.T) {
	c := Default()
	if !c.Embedded() || !c.HasMode(ModeService) || !c.HasMode(ModePipeline) || c.NATS.Listen != "127.0.0.1:4222" || len(c.Routes) != 7 || c.NATS.InboxPrefix != "_INBOX_worker" || c.NATS.EmbeddedEndpoints != DefaultEmbeddedEndpoints || c.NATS.EmbeddedReplies != DefaultEmbeddedReplies {
		t.Errorf("defaults: %+v", c)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestInvalidConfigurationStopsTheStartWithAPreciseMessage(t *testing.T) {
	tests := []struct {
		name, doc string
		want      []string
	}{
		{"an unknown key names it and its line", "[worker]\nmodes = [\"service\"]\nthreads = 4\n", []string{"worker.toml:3", "worker.threads"}},
		{"an unknown strategy lists the valid ones", "[strategies]\ntool = \"inbound_only\"\n", []string{"worker.toml:2", "passthrough"}},
		{"an unknown mode", "[worker]\nmodes = [\"batch\"]\n", []string{"worker.modes", "batch"}},
		{"a wildcard route subject", "[[routes]]\nchannel = \"model.in\"\ninput = \"a.>\"\noutput = \"b\"\n", []string{"routes[0].input"}},
		{"an unknown route channel", "[[routes]]\nchannel = \"model.sideways\"\ninput = \"a\"\noutput = \"b\"\n", []string{"routes[0].channel"}},
		{"pipeline errors keep their line", "[detector]\ntype = \"regex\"\ngroups = [\"mars\"]\n", []string{"worker.toml:3", "mars"}},
		{"a wildcard inbox prefix", "[nats]\ninbox_prefix = \"_INBOX.>\"\n", []string{"nats.inbox_prefix"}},
		{"an unknown embedded endpoints connection lists the valid ones", "[nats]\nembedded_endpoints = \"tcp\"\n", []string{"nats.embedded_endpoints", "in_process, loopback"}},
		{"an unknown embedded replies connection lists the valid ones", "[nats]\nembedded_replies = \"tcp\"\n", []string{"nats.embedded_replies", "adaptive, in_process, loopback"}},
		{"user and token together", "[nats]\nurl = \"nats://x\"\nuser = \"a\"\ntoken = \"b\"\n", []string{"nats"}},
		{"an output that another route's input captures again", "[[routes]]\nchannel = \"model.in\"\ninput = \"a.in\"\noutput = \"a.out\"\n[[routes]]\nchannel = \"model.out\"\ninput = \"a.out.x\"\noutput = \"a.back\"\n", []string{"routes[0].output", "overlaps"}},
		{"an output of one token", "[[routes]]\nchannel = \"model.in\"\ninput = \"a.in\"\noutput = \"out\"\n", []string{"routes[0].output", "two tokens"}},
		{"an output under the store prefix", "[[routes]]\nchannel = \"model.in\"\ninput = \"a.in\"\noutput = \"_PIIGHOST_OUT.x\"\n", []string{"routes[0].output"}},
		{"clear outputs sharing no first token", "[[routes]]\nchannel = \"model.out\"\ninput = \"a.in\"\noutput = \"ui.out\"\n[[routes]]\nchannel = \"tool.call\"\ninput = \"a.call\"\noutput = \"tools.call\"\n", []string{"routes", "clear-side"}},
		{"an output among the error events", "[[routes]]\nchannel = \"model.out\"\ninput = \"a.in\"\noutput = \"piighost.errors.x\"\n", []string{"routes[0].output", "error events"}},
		{"a duplicate window longer than the retention", "[worker]\nretention = \"3m\"\nduplicate_window = \"4m\"\n", []string{"worker.duplicate_window"}},
		{"seven stream replicas, more than JetStream keeps", "[worker]\nreplicas = 7\n", []string{"worker.toml:2", "worker.replicas", "at most 5"}},
		{"seven bucket replicas, more than JetStream keeps", "[memory]\nreplicas = 7\n", []string{"worker.toml:2", "memory.replicas", "at most 5"}},
		{"a bucket name JetStream refuses", "[memory]\nbucket = \"my threads\"\n", []string{"worker.toml:2", "memory.bucket"}},
		{"an idle TTL under a second", "[memory]\nttl = \"500ms\"\n", []string{"worker.toml:2", "memory.ttl", "at least 1s"}},
		{"a stream TTL under a second", "[memory]\n\nstream_ttl = \"10ms\"\n", []string{"worker.toml:3", "memory.stream_ttl"}},
		{"an unknown bucket storage", "[memory]\nstorage = \"disk\"\n", []string{"worker.toml:2", "memory.storage", "file, memory"}},
		{"a stream prefix a stream name cannot hold", "[worker]\n\nstream_prefix = \"TEAM.B\"\n", []string{"worker.toml:3", "worker.stream_prefix", "letters, digits"}},
		{"an output under the store prefix its stream prefix names", "[worker]\nstream_prefix = \"TEAM\"\n[[routes]]\nchannel = \"model.in\"\ninput = \"a.in\"\noutput = \"_TEAM_OUT.x\"\n", []string{"routes[0].output", "_TEAM_OUT"}},
		{"a retention shorter than the input stream's duplicate window", "[worker]\nretention = \"1m\"\nduplicate_window = \"30s\"\n", []string{"worker.toml:2", "worker.retention", "2m0s"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.doc), "worker.toml")
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("err = %v", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q lacks %q", err, w)
				}
			}
		})
	}
}

func TestReplicasOnTheEmbeddedServerAreRefusedOnceTheAddressIsKnown(t *testing.T) {
	for _, tt := range []struct{ name, doc, want string }{
		{"stream replicas", "[worker]\nreplicas = 3\n", "worker.toml:2: worker.replicas: 3: the embedded server is a single node"},
		{"bucket replicas", "[memory]\n\nreplicas = 3\n", "worker.toml:3: memory.replicas: 3: the embedded server is a single node"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Parse([]byte(tt.doc), "worker.toml")
			if err != nil {
				t.Fatalf("Parse refused what a NATS_URL may still make valid: %v", err)
			}
			if err := c.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("embedded: %v, want %q", err, tt.want)
			}
			c.NATS.URL = "nats://a:4222"
			c.SetOrigin("nats.url", "NATS_URL in the environment")
			if err := c.Validate(); err != nil {
				t.Errorf("joined: %v", err)
			}
		})
	}
}

func TestKeysBesideTheDataAreReported(t *testing.T) {
	for _, tt := range []struct {
		name      string
		data, dir string
		beside    bool
	}{
		{"by default the keys live in the data directory", "data", "", true},
		{"a keys directory inside the data directory is beside it", "data", "data/keys", true},
		{"a keys directory elsewhere is not", "data", "/run/secrets/piighost", false},
		{"a sibling whose name starts like the data directory is not", "data", "data-keys", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := Default()
			c.NATS.DataDir, c.Keys.Dir = tt.data, tt.dir
			if got := c.KeysBesideData(); got != tt.beside {
				t.Errorf("KeysBesideData() = %v", got)
			}
		})
	}
}
