package exact

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func TestExactDetector(t *testing.T) {
	d, err := New(Config{Values: []Value{
		{"Paul Martin", "PERSON"},
		{"Acme", "ORGANIZATION"},
		{"Paris", "LOCATION"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	text := "PAUL\u00a0martin d'Acme vit à paris, pas à Parisville."
	dets, err := d.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range dets {
		if x.Text != text[x.Start:x.End] || x.Confidence != 1 {
			t.Errorf("malformed %+v", x)
		}
		got = append(got, x.Label+"="+x.Text)
	}
	want := []string{"PERSON=PAUL\u00a0martin", "ORGANIZATION=Acme", "LOCATION=paris"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q: detections carry the text as written, whole words only", got, want)
	}
}

func TestExactDetectorCaseSensitive(t *testing.T) {
	d, err := New(Config{Values: []Value{{"Apple", "ORGANIZATION"}}, CaseSensitive: true})
	if err != nil {
		t.Fatal(err)
	}
	dets, _ := d.Detect(context.Background(), "an apple, APPLE and Apple")
	if len(dets) != 1 || dets[0].Text != "Apple" {
		t.Errorf("got %v", dets)
	}
}

func TestExactDetectorSameValueTwoLabels(t *testing.T) {
	d, err := New(Config{Values: []Value{{"Jordan", "PERSON"}, {"jordan", "LOCATION"}}})
	if err != nil {
		t.Fatal(err)
	}
	dets, _ := d.Detect(context.Background(), "Jordan")
	if len(dets) != 2 || dets[0].Label != "PERSON" || dets[1].Label != "LOCATION" {
		t.Errorf("both entries report the occurrence, in configuration order: %v", dets)
	}
}

func TestExactDetectorConfigErrors(t *testing.T) {
	cases := []struct {
		name    string
		values  []Value
		mention string
	}{
		{"an empty value names its index", []Value{{"Anne", "PERSON"}, {"", "PERSON"}}, "value 1"},
		{"a whitespace-only value names its index", []Value{{" \u00a0\t", "PERSON"}}, "value 0"},
		{"an empty label names its index", []Value{{"Anne", "PERSON"}, {"Paris", ""}}, "value 1 has no label"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := New(Config{Values: c.values})
			if !errors.Is(err, pii.ErrConfig) || !strings.Contains(err.Error(), c.mention) {
				t.Errorf("got %v, want a config error mentioning %q", err, c.mention)
			}
		})
	}
}

func TestExactDetectorHonoursContext(t *testing.T) {
	d, err := New(Config{Values: []Value{{"a", "X"}}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Detect(ctx, "a"); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v", err)
	}
}
