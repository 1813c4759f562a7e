package processor

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/piighost/piighost-nats/detector/exact"
	"github.com/piighost/piighost-nats/detector/regex"
	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/pipeline"
	"github.com/piighost/piighost-nats/wire"
)

// Shorthands for the channels in tests.
type Channel = wire.Channel

const (
	ModelIn       = wire.ModelIn
	ModelOut      = wire.ModelOut
	ToolCall      = wire.ToolCall
	ToolResult    = wire.ToolResult
	StreamChunk   = wire.StreamChunk
	ThreadForget  = wire.ThreadForget
	ThreadCorrect = wire.ThreadCorrect
)

var Channels = wire.Channels

// M is a payload map in tests.
type M = map[string]any

// L is a payload list in tests.
type L = []any

// testDetector finds e-mails, IBANs and phone numbers with the built-in
// groups, and a few names and places from a dictionary.
func testDetector(t testing.TB) pii.Detector {
	t.Helper()
	re, err := regex.New(regex.Config{Groups: []string{"generic", "eu", "fr", "phone"}})
	if err != nil {
		t.Fatal(err)
	}
	ex, err := exact.New(exact.Config{Values: []exact.Value{
		{Value: "Patrick", Label: "PERSON"}, {Value: "Emma Dupont", Label: "PERSON"}, {Value: "Marie", Label: "PERSON"},
		{Value: "Paris", Label: "LOCATION"}, {Value: "Lyon", Label: "LOCATION"},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return pii.NewComposite(re, ex)
}

func newProcessor(t testing.TB, opts ...func(*Config)) *Processor {
	t.Helper()
	pipe, err := pipeline.New(pipeline.Config{Detector: testDetector(t)})
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Pipeline: pipe}
	for _, o := range opts {
		o(&cfg)
	}
	p, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func encode(t testing.TB, v any) []byte {
	t.Helper()
	b, err := msgpack.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func decode(t testing.TB, b []byte) M {
	t.Helper()
	var m M
	if err := msgpack.Unmarshal(b, &m); err != nil {
		t.Fatalf("reply does not decode: %v", err)
	}
	return m
}

// call sends a msgpack request and decodes the reply; err is the typed
// error, if any.
func call(t testing.TB, p *Processor, ch Channel, req M) (M, error) {
	t.Helper()
	out, err := p.Handle(context.Background(), ch, encode(t, req), Msgpack)
	return decode(t, out), err
}

// ok sends a request that must succeed.
func ok(t testing.TB, p *Processor, ch Channel, req M) M {
	t.Helper()
	rep, err := call(t, p, ch, req)
	if err != nil {
		t.Fatalf("%s: %v", ch, err)
	}
	return rep
}

// fails sends a request that must fail with code, and checks the error
// body carries the same code.
func fails(t testing.TB, p *Processor, ch Channel, req M, code pii.Code) M {
	t.Helper()
	rep, err := call(t, p, ch, req)
	if pii.CodeOf(err) != code {
		t.Fatalf("%s: err = %v, want %s", ch, err, code)
	}
	e, _ := rep["error"].(M)
	if e == nil || e["code"] != string(code) {
		t.Fatalf("%s: error body = %v", ch, rep)
	}
	return rep
}

func user(content any) M      { return M{"role": "user", "content": content} }
func assistant(content any) M { return M{"role": "assistant", "content": content} }

// contents returns the content of each reply message.
func contents(rep M) []any {
	var out []any
	for _, m := range rep["messages"].(L) {
		out = append(out, m.(M)["content"])
	}
	return out
}

func jsonEq(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

func isCode(err error, code pii.Code) bool {
	var e *pii.Error
	return errors.As(err, &e) && e.Code == code
}
