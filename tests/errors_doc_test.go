package tests

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
	"github.com/piighost/piighost-nats/worker"
)

// errorsSection is subjects.md's "Errors" section, cut into the sections
// of its codes ("### bad_request" ...), by code.
func errorsSection(t *testing.T) (table string, codes map[string]string) {
	t.Helper()
	doc, err := os.ReadFile("../subjects.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(doc)
	start := strings.Index(s, "\n## Errors\n")
	if start < 0 {
		t.Fatal("subjects.md has no Errors section")
	}
	s = s[start+1:]
	s = s[:strings.Index(s[3:], "\n## ")+3]
	parts := strings.Split(s, "\n### ")
	codes = map[string]string{}
	for _, p := range parts[1:] {
		name, body, _ := strings.Cut(p, "\n")
		codes[name] = body
	}
	return parts[0], codes
}

// TestEveryErrorCodeIsDocumentedWithAnExample: subjects.md's table gives
// every code of package pii its status, a section of its own gives it an
// example, and every request/reply example there is what a worker
// answers, verbatim, with the headers the table gives.
func TestEveryErrorCodeIsDocumentedWithAnExample(t *testing.T) {
	t.Parallel()
	table, sections := errorsSection(t)
	for _, code := range pii.Codes() {
		row := regexp.MustCompile("(?m)^\\| \\[`" + string(code) + "`\\]\\(#" + string(code) + "\\) \\| (\\d+) \\|").FindStringSubmatch(table)
		if row == nil || row[1] != strconv.Itoa(code.Status()) {
			t.Errorf("the table gives %s no row, or not its status %d: %v", code, code.Status(), row)
		}
		body, ok := sections[string(code)]
		if !ok {
			t.Errorf("subjects.md has no section ### %s", code)
			continue
		}
		if !strings.Contains(body, `"code":"`+string(code)+`"`) && !strings.Contains(body, "$ worker -check") {
			t.Errorf("the section of %s has no example", code)
		}
	}
	if len(sections) != len(pii.Codes())+1 { // and "In Go"
		t.Errorf("%d sections for %d codes", len(sections), len(pii.Codes()))
	}

	s := runServer(t)
	plain := startWorker(t, testConfig(t, s.ClientURL(), serviceOnly))
	detector := startWorker(t, testConfig(t, s.ClientURL(), serviceOnly, func(c *config.Config) {
		c.Worker.Prefix = "detector"
		c.Detector = documentedDetector(t, sections[string(pii.CodeDetector)])
	}))
	// The codes that come of a configuration are sent to a worker with
	// the one their section gives.
	configured := map[string]*worker.Worker{}
	for _, code := range []pii.Code{pii.CodePIIRemaining, pii.CodeConflictingOverride} {
		doc := sectionConfig(t, sections[string(code)])
		configured[string(code)] = startWorker(t, testConfig(t, s.ClientURL(), serviceOnly, func(c *config.Config) {
			c.Worker.Prefix = strings.ReplaceAll(string(code), "_", "-")
			c.Detector, c.Override, c.Guard = doc.Detector, doc.Override, doc.Guard
		}))
	}
	for code, body := range sections {
		w := plain
		prefix := "piighost"
		if code == string(pii.CodeDetector) {
			w, prefix = detector, "detector"
		}
		if c, ok := configured[code]; ok {
			w, prefix = c, strings.ReplaceAll(code, "_", "-")
		}
		checkRequestExamples(t, connect(t, w.ClientURL()), prefix, code, body)
		checkStartExamples(t, code, body)
	}
}

func serviceOnly(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }

var requestExample = regexp.MustCompile("(?m)^(piighost\\.[a-z.]+)( \\(no Content-Type\\))? (\\{.*\\})\n→ (\\{.*\\})$")

// checkRequestExamples sends a section's requests and compares the
// replies and their headers.
func checkRequestExamples(t *testing.T, nc *nats.Conn, prefix, code, body string) {
	t.Helper()
	for _, p := range requestExample.FindAllStringSubmatch(body, -1) {
		subject, noHeader, req, want := prefix+strings.TrimPrefix(p[1], "piighost"), p[2] != "", p[3], p[4]
		msg := nats.NewMsg(subject)
		msg.Data = []byte(req)
		if !noHeader {
			msg.Header.Set(wire.HeaderContentType, wire.ContentTypeJSON)
		}
		rep, err := nc.RequestMsg(msg, callTimeout)
		if err != nil {
			t.Fatalf("%s: %s: %v", code, subject, err)
		}
		var got, exp any
		if noHeader {
			err = msgpack.Unmarshal(rep.Data, &got)
		} else {
			err = json.Unmarshal(rep.Data, &got)
		}
		if err != nil {
			t.Fatalf("%s: reply %q: %v", code, rep.Data, err)
		}
		if err := json.Unmarshal([]byte(want), &exp); err != nil {
			t.Fatalf("%s: the documented reply does not parse: %s", code, want)
		}
		if !reflect.DeepEqual(normalize(got), normalize(exp)) {
			t.Errorf("%s: %s %s\n got %s\nwant %s", code, subject, req, rep.Data, want)
		}
		errBody, _ := exp.(map[string]any)["error"].(map[string]any)
		wantCode, _ := errBody["code"].(string)
		if wantCode == "" {
			continue // a step before the failure
		}
		status := strconv.Itoa(pii.Code(wantCode).Status())
		if wantCode != code || rep.Header.Get(wire.HeaderErrorCode) != code ||
			rep.Header.Get(wire.HeaderServiceError) != code || rep.Header.Get(wire.HeaderServiceErrorCode) != status {
			t.Errorf("%s: %s: headers %v", code, subject, rep.Header)
		}
	}
}

var startExample = regexp.MustCompile("(?s)```toml\n(.*?)```\n\n```text\n\\$ worker -check -config piighost.toml\n(.*?)\n```")

// checkStartExamples runs worker -check on a section's configuration file
// and compares what it prints. The quick tier (-short), which runs no
// worker binary, checks the request examples only.
func checkStartExamples(t *testing.T, code, body string) {
	t.Helper()
	if testing.Short() {
		return
	}
	for _, m := range startExample.FindAllStringSubmatch(body, -1) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "piighost.toml"), []byte(m[1]), 0o600); err != nil {
			t.Fatal(err)
		}
		exit, out := runBinary(t, dir, cleanEnv(t), "-check", "-config", "piighost.toml")
		if exit != 1 || strings.TrimSpace(out) != m[2] {
			t.Errorf("%s: exit %d\n got %s\nwant %s", code, exit, out, m[2])
		}
	}
}

// documentedDetector is the [detector] table of the detector_failed
// section, its URL replaced by a service that answers as the section
// says.
func documentedDetector(t *testing.T, body string) *config.Detector {
	t.Helper()
	m := regexp.MustCompile("(?s)```toml\n(.*?)```").FindStringSubmatch(body)
	answer := regexp.MustCompile("`(\\[\\{\"entity_type\".*?\\}\\])`").FindStringSubmatch(body)
	if m == nil || answer == nil {
		t.Fatal("the detector_failed section has no [detector] table or no service answer")
	}
	svc := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, answer[1])
	}))
	t.Cleanup(svc.Close)
	doc := regexp.MustCompile(`url = ".*"`).ReplaceAllString(m[1], `url = "`+svc.URL+`/analyze"`)
	cfg, err := config.Parse([]byte(doc), "detector.toml")
	if err != nil {
		t.Fatal(err)
	}
	return cfg.Detector
}

// sectionConfig is the configuration a section gives, in its first TOML
// block.
func sectionConfig(t *testing.T, body string) *config.Config {
	t.Helper()
	m := regexp.MustCompile("(?s)```toml\n(.*?)```").FindStringSubmatch(body)
	if m == nil {
		t.Fatal("the section has no configuration")
	}
	cfg, err := config.Parse([]byte(m[1]), "section.toml")
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// normalize makes decoded msgpack and JSON comparable: numbers as
// float64, maps as map[string]any.
func normalize(v any) any {
	b, _ := json.Marshal(v)
	var out any
	_ = json.Unmarshal(b, &out)
	return out
}
