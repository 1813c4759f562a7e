package config

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/processor"
)

func TestTheExampleConfigurationLoadsAndBuilds(t *testing.T) {
	c, err := Load("../pipeline.example.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.MemoryType() != MemoryNATSKV || c.Names().Bucket != "piighost" {
		t.Errorf("the example's threads live in %q, bucket %q: a multi-worker example shares them", c.MemoryType(), c.Names().Bucket)
	}
	p, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	a, err := p.Anonymize(context.Background(), "t", "Patrick Martin of Acme Robotics, EMP-1234, mail pm@acme.io", pii.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	if a.Text != "<<PERSON:1>> of <<ORGANIZATION:1>>, <<EMPLOYEE_ID:1>>, mail <<EMAIL:1>>" {
		t.Errorf("got %q", a.Text)
	}
}

func TestTheDefaultConfigurationBuilds(t *testing.T) {
	p, err := Default().Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	a, err := p.Anonymize(context.Background(), "t", "Email Patrick in Paris at pat@ex.com", pii.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	if a.Text != "Email <<PERSON:1>> in <<LOCATION:1>> at <<EMAIL:1>>" {
		t.Errorf("got %q", a.Text)
	}
}

func TestConfigErrorsNameTheKeyAndLine(t *testing.T) {
	tests := []struct {
		name string
		toml string
		want []string
	}{
		{"an unknown key", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\ncolour = \"red\"\n", []string{"t.toml:4", "detector.colour"}},
		{"a wrong type", "[detector]\ntype = \"regex\"\ngroups = \"generic\"\n", []string{"t.toml:3", "groups"}},
		{"an unknown detector type", "[detector]\ntype = \"composite\"\n[[detector.detectors]]\ntype = \"regex\"\ngroups = [\"generic\"]\n[[detector.detectors]]\ntype = \"ner\"\n", []string{"t.toml:7", "detector.detectors[1].type", "ner", "gazetteer"}},
		{"a key of another detector type", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\nvalues = { a = \"B\" }\n", []string{"t.toml:4", "detector.values", "regex"}},
		{"an invalid custom pattern names its label", "[detector]\ntype = \"regex\"\npatterns = { EMP = '(' }\n", []string{"t.toml:3", "EMP"}},
		{"a threshold out of range", "[detector]\ntype = \"regex\"\ngroups = [\"us\"]\nthresholds = { US_ZIP = 2.0 }\n", []string{"t.toml:4", "detector.thresholds", "US_ZIP"}},
		{"a threshold of a label the detector does not emit", "[detector]\ntype = \"regex\"\ngroups = [\"us\"]\nthresholds = { FR_SIREN = 0.5 }\n", []string{"t.toml:4", "detector.thresholds", "FR_SIREN"}},
		{"an unknown group", "[detector]\ntype = \"regex\"\ngroups = [\"mars\"]\n", []string{"t.toml:3", "mars"}},
		{"an empty exact value", "[detector]\ntype = \"exact\"\nvalues = { \" \" = \"PERSON\" }\n", []string{"t.toml:3", "detector"}},
		{"an unknown placeholder", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[anonymizer.placeholder]\ntype = \"uuid\"\n", []string{"t.toml:5", "anonymizer.placeholder.type"}},
		{"a mask placeholder, which the worker refuses at start", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[anonymizer.placeholder]\ntype = \"mask\"\n", []string{"t.toml:5", "anonymizer.placeholder.type", "mask", "label_counter"}},
		{"a redact placeholder, which the worker refuses at start", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[anonymizer.placeholder]\ntype = \"redact\"\n", []string{"t.toml:5", "anonymizer.placeholder.type", "redact"}},
		{"a label placeholder, which the worker refuses at start", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[anonymizer.placeholder]\ntype = \"label\"\n", []string{"t.toml:5", "anonymizer.placeholder.type", "label"}},
		{"a bad duration", "[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[memory]\nttl = \"soon\"\n", []string{"t.toml:5", "ttl"}},
		{"a nats detector without a worker", "[detector]\ntype = \"nats\"\nsubject = \"ner\"\n", []string{"t.toml:2", "worker"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Parse([]byte(tt.toml), "t.toml")
			if err == nil {
				_, err = c.Build(BuildOptions{})
			}
			if !errors.Is(err, pii.ErrConfig) {
				t.Fatalf("err = %v, want a config error", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestDurationsAcceptStringsAndSeconds(t *testing.T) {
	c, err := Parse([]byte("[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[memory]\nttl = 86400.0\nstream_ttl = \"90s\"\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	if c.Memory.TTL.D() != 24*time.Hour || c.Memory.StreamTTL.D() != 90*time.Second {
		t.Errorf("ttl = %v, stream_ttl = %v", c.Memory.TTL.D(), c.Memory.StreamTTL.D())
	}
}

func TestLabelHashFromConfig(t *testing.T) {
	c, err := Parse([]byte("[detector]\ntype = \"exact\"\nvalues = { Patrick = \"PERSON\" }\n[anonymizer.placeholder]\ntype = \"label_hash\"\nhash_length = 4\nprefix = \"[[\"\nsuffix = \"]]\"\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := p.Anonymize(context.Background(), "t", "Patrick", pii.RoleUser)
	if a.Text != "[[PERSON:09ef]]" {
		t.Errorf("got %q", a.Text)
	}
}

func TestMissingFileIsAConfigError(t *testing.T) {
	_, err := Load(os.DevNull + "/nope.toml")
	if !errors.Is(err, pii.ErrConfig) {
		t.Fatalf("err = %v", err)
	}
}

// TestEveryPlaceholderTheConfigurationAcceptsTheProcessorAccepts keeps
// Validate (what the worker's -check runs) and the processor (what the
// worker builds at start) in agreement on the placeholder factory.
func TestEveryPlaceholderTheConfigurationAcceptsTheProcessorAccepts(t *testing.T) {
	for _, typ := range []string{"label_counter", "label_hash", "label", "redact", "mask"} {
		t.Run(typ, func(t *testing.T) {
			c, err := Parse([]byte("[detector]\ntype = \"regex\"\ngroups = [\"generic\"]\n[anonymizer.placeholder]\ntype = \""+typ+"\"\n"), "t.toml")
			if err != nil {
				if !errors.Is(err, pii.ErrConfig) {
					t.Fatalf("err = %v, want a config error", err)
				}
				return
			}
			p, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := processor.New(processor.Config{Pipeline: p}); err != nil {
				t.Errorf("the configuration accepts %s, the processor refuses it: %v", typ, err)
			}
		})
	}
}

func TestRegexThresholdsFromConfig(t *testing.T) {
	c, err := Parse([]byte("[detector]\ntype = \"regex\"\ngroups = [\"us\"]\nthresholds = { US_ZIP = 0.1 }\n[memory]\ntype = \"in_memory\"\n"), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	det, err := c.BuildDetector(BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dets, _ := det.Detect(context.Background(), "build 15623 failed")
	if len(dets) != 1 || dets[0].Label != "US_ZIP" {
		t.Errorf("a lowered threshold reports a bare 5-digit number: %v", dets)
	}
	dets, _ = Default().mustDetector(t).Detect(context.Background(), "build 15623 failed")
	if len(dets) != 0 {
		t.Errorf("the default configuration reports %v", dets)
	}
}

func (c *Config) mustDetector(t *testing.T) pii.Detector {
	t.Helper()
	d, err := c.BuildDetector(BuildOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return d
}
