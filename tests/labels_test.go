package tests

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
)

// labelsTable reads subjects.md's table of texts and the label each gets
// with the default detectors.
func labelsTable(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile("../subjects.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "<!-- labels-table: tested by tests/labels_test.go -->")
	if !ok {
		t.Fatal("subjects.md has no labels table")
	}
	code := regexp.MustCompile("`([^`]+)`")
	want := map[string]string{}
	for _, line := range strings.Split(table, "\n")[3:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(line, "|")
		label := code.FindStringSubmatch(cells[2])[1]
		for _, m := range code.FindAllStringSubmatch(cells[1], -1) {
			want[m[1]] = label
		}
	}
	if len(want) < 20 {
		t.Fatalf("read %d texts from the labels table", len(want))
	}
	return want
}

// TestSubjectsMdSaysWhichLabelATokenCarries sends each text of
// subjects.md's labels table through model.in of a worker with the
// default detectors, and checks the label of its token.
func TestSubjectsMdSaysWhichLabelATokenCarries(t *testing.T) {
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	c, err := client.New(connect(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for text, label := range labelsTable(t) {
		r, err := c.ModelIn(ctx, newThread(), []client.Message{client.UserMessage("see " + text + " today")})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := r.Messages[0].Content, fmt.Sprintf("see <<%s:1>> today", label); got != want {
			t.Errorf("%q: the model sees %q, subjects.md says %q", text, got, want)
		}
	}
}

// TestTheFrGroupFirstGivesTheFrenchLabels: what subjects.md says about
// FR_IBAN, FR_NIR and FR_SIRET.
func TestTheFrGroupFirstGivesTheFrenchLabels(t *testing.T) {
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.Worker.Modes = []string{config.ModeService}
		c.Detector = &config.Detector{Type: "regex", RegexOptions: config.RegexOptions{Groups: []string{"fr", "eu", "generic", "us", "secrets", "phone"}}}
	}))
	c, err := client.New(connect(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for text, label := range map[string]string{
		"FR76 3000 6000 0112 3456 7890 189": "FR_IBAN", "732 829 320 00074": "FR_SIRET", "1 85 05 78 006 084 36": "FR_NIR",
	} {
		r, err := c.ModelIn(ctx, newThread(), []client.Message{client.UserMessage("see " + text + " today")})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := r.Messages[0].Content, fmt.Sprintf("see <<%s:1>> today", label); got != want {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}
