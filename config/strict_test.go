package config

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

func TestAKeyOfAnotherDetectorTypeIsRefusedWhateverItsValue(t *testing.T) {
	var msgs []string
	for _, v := range []string{"true", "false"} {
		_, err := Parse([]byte("[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\ncase_sensitive = "+v+"\n"), "t.toml")
		if !errors.Is(err, pii.ErrConfig) {
			t.Fatalf("case_sensitive = %s: err = %v, want a config error", v, err)
		}
		msgs = append(msgs, err.Error())
	}
	want := `t.toml:4: detector.case_sensitive: key "case_sensitive" does not apply to a regex detector`
	if msgs[0] != want || msgs[1] != want {
		t.Errorf("errors differ by value:\n %s\n %s\nwant %s", msgs[0], msgs[1], want)
	}
}

func TestInapplicableKeysAreFoundAtEveryDepth(t *testing.T) {
	tests := []struct{ name, doc, want string }{
		{"a zero gazetteer key on exact", "[detector]\ntype = \"exact\"\nvalues = { Ann = \"PERSON\" }\naggressive = false\n", "t.toml:4: detector.aggressive"},
		{"a composite entry", "[detector]\ntype = \"composite\"\n[[detector.detectors]]\ntype = \"gazetteer\"\nallow = []\ngroups = []\n", "t.toml:6: detector.detectors[0].groups"},
		{"an inline entry", "[detector]\ntype = \"composite\"\ndetectors = [{ type = \"regex\", groups = [\"us\"], extra_names = [] }]\n", "t.toml:3: detector.detectors[0].extra_names"},
		{"a fallback", "[detector]\ntype = \"presidio_http\"\nurl = \"http://x/analyze\"\non_error = \"fallback\"\n[detector.fallback]\ntype = \"gazetteer\"\nscore_threshold = 0.0\n", "t.toml:7: detector.fallback.score_threshold"},
		{"a url on a nats detector", "[detector]\ntype = \"nats\"\nsubject = \"ner\"\nurl = \"\"\n", "t.toml:4: detector.url"},
		{"a subject on a presidio_http detector", "[detector]\ntype = \"presidio_http\"\nurl = \"http://x/analyze\"\nsubject = \"\"\n", "t.toml:4: detector.subject"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.doc), "t.toml")
			if !errors.Is(err, pii.ErrConfig) || !strings.HasPrefix(err.Error(), tt.want+": key ") {
				t.Fatalf("err = %v, want %s", err, tt.want)
			}
		})
	}
}

func TestEachDetectorTypeReadsTheKeysItDeclares(t *testing.T) {
	for name, dt := range detectorTypes() {
		for _, o := range dt.options {
			for _, k := range tomlKeys(o) {
				if k == "" || k == "type" {
					t.Errorf("%s: option struct %s has a field without a key", name, o.Name())
				}
			}
		}
	}
	// Every option struct is embedded in Detector, so decoding knows its keys.
	seen := map[string]bool{}
	dt := reflect.TypeFor[Detector]()
	for i := range dt.NumField() {
		if f := dt.Field(i); f.Anonymous {
			for _, k := range tomlKeys(f.Type) {
				if seen[k] {
					t.Errorf("key %q is declared twice", k)
				}
				seen[k] = true
			}
		}
	}
}

func TestWithoutADetectorTableTheDefaultDetectorsRun(t *testing.T) {
	c, err := Parse([]byte("name = \"x\"\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c.Detector, DefaultDetector()) {
		t.Errorf("detector = %+v", c.Detector)
	}
	d := DefaultDetector()
	if d.Type != "composite" || len(d.Detectors) != 2 || d.Detectors[0].Type != "regex" ||
		!reflect.DeepEqual(d.Detectors[0].Groups, DefaultRegexGroups()) || d.Detectors[1].Type != "gazetteer" {
		t.Errorf("the default detectors are every regex group, then the gazetteer: %+v", d)
	}
}

func TestMemoryWithoutATypeIsJetStreamKV(t *testing.T) {
	for _, doc := range []string{"", "[memory]\nttl = \"1h\"\n"} {
		c, err := Parse([]byte(doc), "t.toml")
		if err != nil {
			t.Fatal(err)
		}
		if c.MemoryType() != MemoryNATSKV {
			t.Errorf("%q: memory type %q", doc, c.MemoryType())
		}
		if _, err := c.Build(BuildOptions{}); !errors.Is(err, pii.ErrConfig) || !strings.Contains(err.Error(), "memory.type") {
			t.Errorf("%q: a nats_kv memory built without a store: %v", doc, err)
		}
		if _, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})}); err != nil {
			t.Errorf("%q: with a store: %v", doc, err)
		}
	}
	c, err := Parse([]byte("[memory]\ntype = \"in_memory\"\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Build(BuildOptions{}); err != nil || c.MemoryType() != MemoryInMemory {
		t.Errorf("in_memory: %v", err)
	}
}

func TestEveryWorkerSectionErrorNamesTheFileLineAndKey(t *testing.T) {
	tests := []struct{ doc, want string }{
		{"[worker]\nmodes = [\"batch\"]\n", "w.toml:2: worker.modes: "},
		{"[worker]\nprefix = \"a.*\"\n", "w.toml:2: worker.prefix: "},
		{"[nats]\ninbox_prefix = \"_INBOX.>\"\n", "w.toml:2: nats.inbox_prefix: "},
		{"[worker]\ninstances = -1\n", "w.toml:2: worker.instances: "},
		{"[worker]\nmax_deliver = -3\n", "w.toml:2: worker.max_deliver: "},
		{"[worker]\nstorage = \"tape\"\n", "w.toml:2: worker.storage: "},
		{"[worker]\ntimeout = \"soon\"\n", "w.toml:2: worker.timeout: "},
		{"[[routes]]\nchannel = \"model.in\"\ninput = \"a\"\noutput = \"b\"\n[[routes]]\nchannel = \"model.in\"\ninput = \"c\"\noutput = \"d\"\n", "w.toml:5: routes[1]: "},
		{"[[routes]]\nchannel = \"model.sideways\"\ninput = \"a\"\noutput = \"b\"\n", "w.toml:2: routes[0].channel: "},
		{"[[routes]]\nchannel = \"model.in\"\ninput = \"a\"\noutput = \"b c\"\n", "w.toml:4: routes[0].output: "},
		{"[log]\nlevel = \"loud\"\n", "w.toml:2: log.level: "},
		{"[nats]\nurl = \"nats://x\"\nuser = \"a\"\ntoken = \"b\"\n", "w.toml:4: nats.token: "},
		{"[nats]\ntls_cert = \"c.pem\"\ntls_key = \"\"\n", "w.toml:3: nats.tls_key: "},
		{"[memory]\nhistory = 65\n", "w.toml:2: memory.history: "},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.doc), "w.toml")
		if !errors.Is(err, pii.ErrConfig) || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: err = %v, want %q...", tt.doc, err, tt.want)
		}
	}
}
