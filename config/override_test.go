package config

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
)

const overrideDoc = `[detector]
type = "exact"
values = { Patrick = "PERSON", Paris = "LOCATION" }

[override]
allow_list_strategy = "value"
deny_list_strategy = "force"
conflict_strategy = "deny_list_wins"

[override.deny_list]
type = "regex"
patterns = { CODE = 'PRJ-[0-9]{4}' }

[override.allow_list]
type = "exact"
values = { Paris = "CITY" }
`

func TestTheOverrideTableBuildsBothLists(t *testing.T) {
	c, err := Parse([]byte(overrideDoc), "t.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{})})
	if err != nil {
		t.Fatal(err)
	}
	a, err := p.Anonymize(context.Background(), "t", "Patrick in Paris on PRJ-1234", pii.RoleUser)
	if err != nil {
		t.Fatal(err)
	}
	if a.Text != "<<PERSON:1>> in Paris on <<CODE:1>>" {
		t.Errorf("got %q", a.Text)
	}
	a, err = p.Anonymize(context.Background(), "t", "Try PRJ-9999", pii.RoleAssistant)
	if err != nil {
		t.Fatal(err)
	}
	if a.Text != "Try <<CODE:2>>" {
		t.Errorf("deny_list_strategy = force: got %q", a.Text)
	}
}

func TestOverrideErrorsNameTheKeyAndLine(t *testing.T) {
	tests := []struct{ name, doc, want string }{
		{"an unknown strategy value", "[override]\nallow_list_strategy = \"fuzzy\"\n[override.allow_list]\ntype = \"exact\"\nvalues = { a = \"B\" }\n",
			"t.toml:2"},
		{"a key of another detector type in a list", "[override.deny_list]\ntype = \"exact\"\nvalues = { a = \"B\" }\ngroups = [\"us\"]\n",
			"t.toml:4: override.deny_list.groups"},
		{"a table without lists", "[override]\nconflict_strategy = \"raise\"\n", "t.toml:1: override:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.doc), "t.toml")
			if !errors.Is(err, pii.ErrConfig) || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %s", err, tt.want)
			}
		})
	}
}

// piighost 1.x's whitelist was the deny list and its blacklist the allow
// list: read with today's sense of the words, a 1.x file would mean the
// opposite, so each of its names is refused with the one to write.
func TestPiighost1xOverrideNamesAreRefusedWithTheNameToWrite(t *testing.T) {
	doc := `[override]
whitelist_strategy = "force"
blacklist_strategy = "exact"
conflict_strategy = "whitelist_wins"

[override.whitelist]
type = "exact"
values = { Acme = "ORG" }

[override.blacklist]
type = "exact"
values = { Paris = "CITY" }
`
	_, err := Parse([]byte(doc), "t.toml")
	if !errors.Is(err, pii.ErrConfig) {
		t.Fatalf("err = %v", err)
	}
	want := []string{
		`t.toml:2: override.whitelist_strategy: piighost 1.x name; write deny_list_strategy (respect_provenance or force)`,
		`t.toml:3: override.blacklist_strategy: piighost 1.x name; write allow_list_strategy (value, exact or overlap)`,
		`t.toml:4: override.conflict_strategy: "whitelist_wins" is piighost 1.x's name; write conflict_strategy = "deny_list_wins"`,
		`t.toml:6: override.whitelist: piighost 1.x name; write [override.deny_list] (the values always masked: 1.x's whitelist is the deny list)`,
		`t.toml:10: override.blacklist: piighost 1.x name; write [override.allow_list] (the values always left in clear: 1.x's blacklist is the allow list)`,
	}
	if got := strings.Split(err.Error(), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

const guardDoc = `[detector]
type = "exact"
values = { Patrick = "PERSON" }

[guard]
type = "detector"

[guard.detector]
type = "regex"
patterns = { EMAIL = '[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}' }
`

func TestTheGuardTableBuildsAGuardRail(t *testing.T) {
	for _, tt := range []struct {
		name, extra, want string
	}{
		{"ignore_placeholders defaults to true", "", "<<PERSON:1>>"},
		{"ignore_placeholders = false hands the tokens to the guard", "\n[guard.detector.patterns]\nTOKEN = '<<[A-Z]+:[0-9]+>>'\n", "Anonymized text still contains PII: ['TOKEN']"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			doc := guardDoc
			if tt.extra != "" {
				doc = strings.Replace(doc, "type = \"detector\"\n", "type = \"detector\"\nignore_placeholders = false\n", 1)
				doc = strings.Replace(doc, "patterns = { EMAIL = '[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}' }\n", "", 1) + tt.extra
			}
			c, err := Parse([]byte(doc), "t.toml")
			if err != nil {
				t.Fatal(err)
			}
			var flagged []string
			p, err := c.Build(BuildOptions{Store: pipeline.NewMemStore(pipeline.MemStoreConfig{}), OnGuardFlag: func(l []string) { flagged = l }})
			if err != nil {
				t.Fatal(err)
			}
			a, err := p.Anonymize(context.Background(), "t", "Patrick", pii.RoleUser)
			got := a.Text
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			_, err = p.Anonymize(context.Background(), "t", "Patrick: pat@example.com", pii.RoleUser)
			if !errors.Is(err, pii.ErrPIIRemaining) || len(flagged) == 0 {
				t.Errorf("an e-mail the primary detector missed: err = %v, flagged %v", err, flagged)
			}
		})
	}
}

func TestGuardErrorsNameTheKeyAndLine(t *testing.T) {
	for _, tt := range []struct{ name, doc, want string }{
		{"no detector table", "[guard]\ntype = \"detector\"\n", "t.toml:1: guard: "},
		{"an unknown type", "[guard]\ntype = \"oracle\"\n", "t.toml:2: guard.type: "},
		{"a bad detector", "[guard]\ntype = \"detector\"\n[guard.detector]\ntype = \"regex\"\n", "t.toml:3: guard.detector: "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(tt.doc), "t.toml")
			if !errors.Is(err, pii.ErrConfig) || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %s", err, tt.want)
			}
		})
	}
}
