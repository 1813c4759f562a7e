package config

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

// TestUpstreamsExampleConfigurationGivesOneLinePerKeyToChange loads
// upstream piighost's example configuration: every key this worker reads
// differently gets one line saying what to write, in the file's order;
// the others (name, token_memo_ttl, the detectors, [expander], [guard],
// memory.ttl) carry over as they are.
func TestUpstreamsExampleConfigurationGivesOneLinePerKeyToChange(t *testing.T) {
	const file = "testdata/piighost-upstream.toml"
	_, err := Load(file)
	if !errors.Is(err, pii.ErrConfig) {
		t.Fatalf("err = %v, want a config error", err)
	}
	want := []string{
		file + `:12: detector.detectors[0].catalogs: catalog references are not fetched here (nothing downloads at run time); the patterns are built in, as groups (generic, us, eu, fr, secrets, phone, dob): write groups = ["generic", "fr"]`,
		file + `:36: memory.type: "redis": threads live in JetStream KV here, shared by every worker on the bucket, encrypted: write type = "nats_kv"`,
		file + `:37: memory.url: the thread store is the NATS server's JetStream KV, reached through [nats] url: delete memory.url`,
		file + `:38: memory.namespace: write bucket = "piighost" (the JetStream KV bucket)`,
		file + `:41: memory.hasher: key names are always HMAC-SHA256 under the worker's key file ([keys] file, PIIGHOST_KEYS_FILE or PIIGHOST_KEYS; generate one with -gen-keys): delete [memory.hasher]`,
		file + `:44: memory.cipher: values are always encrypted (AES-256-GCM) under the worker's key file ([keys] file, PIIGHOST_KEYS_FILE or PIIGHOST_KEYS; generate one with -gen-keys): delete [memory.cipher]`,
	}
	if got := strings.Split(err.Error(), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestUpstreamsExampleWithTheLinesAppliedLoadsAndRuns applies what the
// lines say, and the configuration runs: the detectors, the merge
// resolver, the guard rail and token_memo_ttl carry over.
func TestUpstreamsExampleWithTheLinesAppliedLoadsAndRuns(t *testing.T) {
	b, err := os.ReadFile("testdata/piighost-upstream.toml")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, r := range [][2]string{
		{`catalogs = ["catalog:piighost/generic", "catalog:piighost/fr"]`, `groups = ["generic", "fr"]`},
		{`type = "redis"`, `type = "nats_kv"`},
		{"url = \"redis://redis.internal:6379/0\"\n", ""},
		{`namespace = "piighost"`, `bucket = "piighost"`},
		{"[memory.hasher]\ntype = \"argon2\"\n", ""},
		{"[memory.cipher]\ntype = \"aesgcm\"\n", ""},
	} {
		if !strings.Contains(doc, r[0]) {
			t.Fatalf("the example lacks %q", r[0])
		}
		doc = strings.Replace(doc, r[0], r[1], 1)
	}
	c, err := Parse([]byte(doc), "fixed.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.TokenMemoTTL.D().Seconds() != 300 || c.Memory.Bucket != "piighost" || c.MemoryType() != MemoryNATSKV {
		t.Errorf("token_memo_ttl %v, memory %+v", c.TokenMemoTTL.D(), c.Memory)
	}
	p, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	a, err := p.Anonymize(context.Background(), "t", "Patrick, EMP-1234, patrick@example.com", pii.RoleUser)
	if err != nil || a.Text != "<<PERSON:1>>, <<EMPLOYEE_ID:1>>, <<EMAIL:1>>" {
		t.Errorf("got %q, %v", a.Text, err)
	}
}

func TestUpstreamKeysEachGetTheirLine(t *testing.T) {
	tests := []struct{ name, doc, want string }{
		{"an in-process model detector", "[detector]\ntype = \"gliner2\"\nmodel = \"fastino/gliner2-multi-v1\"\nlabels = [\"PERSON\"]\nthreshold = 0.5\n", `t.toml:2: detector.type: "gliner2" runs GLiNER2 in-process upstream; here a model runs as a service: write type = "presidio_http" (Presidio Analyzer's POST /analyze, with url) or "nats" (an NER service on NATS, with subject)
t.toml:3: detector.model: the NER service chooses its model: delete model
t.toml:4: detector.labels: write entities = [...] (the labels to ask the service for; label_map renames what it answers)
t.toml:5: detector.threshold: write score_threshold`},
		{"presidio in a composite", "[detector]\ntype = \"composite\"\n[[detector.detectors]]\ntype = \"regex\"\npatterns = { A = 'a' }\n[[detector.detectors]]\ntype = \"presidio\"\nlanguage = \"en\"\n",
			`t.toml:7: detector.detectors[1].type: "presidio" runs Presidio in-process upstream; here Presidio Analyzer runs as a service: write type = "presidio_http" (Presidio Analyzer's POST /analyze, with url) or "nats" (an NER service on NATS, with subject)`},
		{"spacy, transformers and llm too", "[detector]\ntype = \"llm\"\nprompt = \"x\"\n", `t.toml:2: detector.type: "llm" runs an LLM in-process upstream`},
		{"a chunked detector", "[detector]\ntype = \"chunked\"\nchunk_size = 1000\n[detector.detector]\ntype = \"spacy\"\n", `t.toml:2: detector.type: "chunked" is not needed here`},
		{"the chunked detector's inner detector", "[detector]\ntype = \"chunked\"\n[detector.detector]\ntype = \"spacy\"\n", `t.toml:4: detector.detector.type: "spacy" runs spaCy`},
		{"a catalog without a built-in group", "[detector]\ntype = \"regex\"\ncatalogs = [\"hub:acme/legal:v2\", \"catalog:piighost/us\"]\n", `write groups = ["us"]; no built-in group for "hub:acme/legal:v2": write their patterns under patterns`},
		{"a redis memory", "[memory]\ntype = \"sqlalchemy\"\nurl_env = \"DB\"\n", `t.toml:2: memory.type: "sqlalchemy": threads live in JetStream KV here`},
		{"a model guard", "[guard]\ntype = \"moderation\"\nmodel = \"mistral-moderation-latest\"\n", `t.toml:2: guard.type: "moderation" calls a model upstream; here the guard is a detector`},
		{"a model guard's keys", "[guard]\ntype = \"moderation\"\nthreshold = 0.5\n", `t.toml:3: guard.threshold: goes with the moderation guard: delete threshold`},
		{"a guard's detector", "[guard]\ntype = \"detector\"\n[guard.detector]\ntype = \"transformers\"\n", `t.toml:4: guard.detector.type: "transformers" runs a transformers pipeline`},
		{"a deny list's detector", "[override.deny_list]\ntype = \"gliner2\"\n", `t.toml:2: override.deny_list.type: "gliner2"`},
		{"an entity resolver", "[entity_resolver]\ntype = \"fuzzy\"\nthreshold = 0.85\n", `t.toml:1: entity_resolver: no entity resolver here`},
		{"an observation redactor", "[observation_redactor]\ntype = \"redact\"\n", `t.toml:1: observation_redactor: this worker traces no content`},
		{"a case-sensitive expander", "[expander]\ntype = \"word_boundary\"\ncase_sensitive = true\n", `t.toml:3: expander.case_sensitive: occurrences are found regardless of case here`},
		{"another linker", "[linker]\ntype = \"fuzzy\"\n", `t.toml:2: linker.type: values link here by label and value key`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.doc), "t.toml")
			if !errors.Is(err, pii.ErrConfig) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err =\n%v\nwant it to hold\n%s", err, tt.want)
			}
		})
	}
}

func TestUpstreamSectionsThatMeanWhatThisWorkerDoesAreAccepted(t *testing.T) {
	c, err := Parse([]byte("token_memo_ttl = 300.0\n[linker]\ntype = \"exact\"\n[expander]\ntype = \"word_boundary\"\ncase_sensitive = false\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.TokenMemoTTL.D().Seconds() != 300 {
		t.Errorf("token_memo_ttl = %v", c.TokenMemoTTL.D())
	}
}

// FuzzParse: whatever the document, Parse returns a configuration or a
// configuration error, never panics.
func FuzzParse(f *testing.F) {
	// Seeds that stop before building detectors (the regex groups take a
	// while to compile), so that the fuzzer explores the decoding and the
	// upstream keys.
	for _, file := range []string{"testdata/piighost-upstream.toml"} {
		b, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("[override]\nconflict_strategy = \"whitelist_wins\"\n[override.whitelist]\ntype = \"chunked\"\n[override.whitelist.detector]\ntype = \"llm\"\n"))
	// The type errors rewritten in TOML's words, the key locator and the
	// address checks are parsers of their own too.
	for _, seed := range []string{
		"[worker]\ninstances = \"x\"\n",
		"[worker]\nmodes = \"service\"\n",
		"[strategies]\ntool = 3\n",
		"worker = 3\n",
		"[memory]\nshare_detections = \"yes\"\n",
		"[nats]\nurl = \"nats//bad\"\n",
		"[nats]\nurl = \"nats://a:4222, tls://[::1]:4223\"\n",
		"[nats]\nlisten = \"[::1]:-1\"\n[http]\nlisten = \"off\"\n",
		"[tracing]\nenabled = true\nendpoint = \"http://127.0.0.1:4318\"\nsample_ratio = 1.5\n",
		"[worker]\ndrain_timeout = 86400.0\n",
		"a.b.c = {d = [1, {e = 2}]}\n[[x]]\n[[x]]\ny = 1979-05-27T07:32:00Z\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, doc []byte) {
		c, err := Parse(doc, "f.toml")
		if err != nil {
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("err = %v, want a config error", err)
			}
			return
		}
		// What Parse accepts validates again, as flags make it do (the
		// files it names are read at the start only).
		if err := c.validateDocument(); err != nil {
			t.Fatalf("Parse accepted what Validate refuses: %v", err)
		}
	})
}
