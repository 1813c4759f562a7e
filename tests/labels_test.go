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

// labelledText is a text of subjects.md's labels table: the value, the cue
// written in italics before it (or nothing), and the label its token
// carries.
type labelledText struct{ cue, value, label string }

// message is the text sent for t, and what the model must see instead.
func (t labelledText) message() (text, want string) {
	before := "see "
	if t.cue != "" {
		before += t.cue + " "
	}
	return before + t.value + " today", fmt.Sprintf("%s<<%s:1>> today", before, t.label)
}

// labelsTable reads subjects.md's table of texts and the label each gets
// with the default detectors.
func labelsTable(t *testing.T) []labelledText {
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
	text := regexp.MustCompile("(?:\\*([^*]+)\\* )?`([^`]+)`")
	var want []labelledText
	for _, line := range strings.Split(table, "\n")[3:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		cells := strings.Split(line, "|")
		label := code.FindStringSubmatch(cells[2])[1]
		for _, m := range text.FindAllStringSubmatch(cells[1], -1) {
			want = append(want, labelledText{cue: m[1], value: m[2], label: label})
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
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	c, err := client.New(connect(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for _, lt := range labelsTable(t) {
		text, want := lt.message()
		r, err := c.ModelIn(ctx, newThread(), []client.Message{client.UserMessage(text)})
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Messages[0].Content; got != want {
			t.Errorf("%q: the model sees %q, subjects.md says %q", text, got, want)
		}
	}
}

// TestAWeakShapeWithoutItsCueStaysInClear: what subjects.md says about
// the values of the labels table that need a cue.
func TestAWeakShapeWithoutItsCueStaysInClear(t *testing.T) {
	t.Parallel()
	s := runServer(t)
	startWorker(t, testConfig(t, s.ClientURL(), func(c *config.Config) { c.Worker.Modes = []string{config.ModeService} }))
	c, err := client.New(connect(t, s.ClientURL()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n := 0
	for _, lt := range labelsTable(t) {
		if lt.cue == "" {
			continue
		}
		n++
		text := "see " + lt.value + " today"
		r, err := c.ModelIn(ctx, newThread(), []client.Message{client.UserMessage(text)})
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Messages[0].Content; got != text {
			t.Errorf("%q without its cue %q: the model sees %q", lt.value, lt.cue, got)
		}
	}
	if n < 5 {
		t.Fatalf("%d cued texts in the labels table", n)
	}
}

// TestTheFrGroupFirstGivesTheFrenchLabels: what subjects.md says about
// FR_IBAN (and the fr group's other labels, with fr first).
func TestTheFrGroupFirstGivesTheFrenchLabels(t *testing.T) {
	t.Parallel()
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
	for _, lt := range []labelledText{
		{value: "FR76 3000 6000 0112 3456 7890 189", label: "FR_IBAN"},
		{cue: "SIRET", value: "732 829 320 00074", label: "FR_SIRET"},
		{value: "1 85 05 78 006 084 91", label: "FR_NIR"},
	} {
		text, want := lt.message()
		r, err := c.ModelIn(ctx, newThread(), []client.Message{client.UserMessage(text)})
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Messages[0].Content; got != want {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
	}
}
