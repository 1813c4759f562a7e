package processor

import (
	"context"
	"errors"
	"testing"

	"github.com/piighost/piighost-nats/envelope"
	"github.com/piighost/piighost-nats/pii"
)

// FuzzChannels feeds arbitrary bytes to every channel in both formats: the
// answer is always a valid reply or a typed error whose body decodes,
// never a panic.
func FuzzChannels(f *testing.F) {
	seeds := []M{
		{"thread_id": "t", "messages": L{user("I am Patrick, jo@ex.com"), assistant("Hi <<PERSON:1>>")}},
		{"thread_id": "t", "tool_call": M{"id": "c", "name": "send_email", "args": M{"to": "<<EMAIL:1>>", "n": L{1, "x"}}}},
		{"thread_id": "t", "tool_name": "crm", "message": M{"role": "tool", "content": L{M{"type": "text", "text": "Marie"}}}},
		{"thread_id": "t", "tool_name": "crm", "update": L{L{"messages", L{M{"role": "tool", "content": "Paris"}}}}},
		{"thread_id": "t", "stream_id": "s", "seq": 0, "text": "Hi <<PER", "end": false},
		{"thread_id": "t"},
		{"thread_id": "t", "corrections": L{M{"action": "mask", "text": "Jo Bloggs", "label": "PERSON"}, M{"action": "clear", "text": "Paris"}}},
	}
	for i, s := range seeds {
		f.Add(uint8(i), false, encode(f, s))
	}
	f.Add(uint8(0), true, []byte(`{"thread_id":"t","messages":[{"role":"user","content":"Paris"}]}`))
	f.Add(uint8(0), false, encode(f, strictHistory()))
	f.Add(uint8(0), false, encode(f, M{"thread_id": "t", "restore": true, "messages": L{
		user(L{M{"type": "text", "text": "Patrick <<PERSON:2>>"}, "Paris"}),
		M{"role": "assistant", "content": "<<PERSON:1>>", "tool_calls": L{M{"id": "c", "name": "s", "args": M{"a": L{"<<PERSON:1>>"}}}}},
	}}))
	f.Add(uint8(3), false, encode(f, M{"thread_id": "t", "tool_name": "crm", "update": M{"s": "Marie", "m": L{user("Paris")}}}))
	f.Add(uint8(3), false, encode(f, M{"thread_id": "t", "tool_name": "crm", "restore": true, "message": M{"role": "tool", "content": M{"who": "Marie <<PERSON:1>>", "n": L{"<<EMAIL:4>>"}}}}))
	// Both rule sets: upstream's and strict mode.
	procs := []*Processor{newProcessor(f), newProcessor(f, func(c *Config) { c.Strict = true; c.OnClearKnown = func(ClearKnown) {} })}
	f.Fuzz(func(t *testing.T, ch uint8, useJSON bool, payload []byte) {
		p := procs[int(ch/8)%len(procs)]
		channel := Channels()[int(ch)%len(Channels())]
		format := Msgpack
		decodeReply := func(b []byte) (*envelope.Node, error) { return envelope.DecodeMsgpack(b, envelope.Limits{}) }
		if useJSON {
			format = JSON
			decodeReply = func(b []byte) (*envelope.Node, error) { return envelope.DecodeJSON(b, envelope.Limits{}) }
		}
		out, err := p.Handle(context.Background(), channel, payload, format)
		reply, derr := decodeReply(out)
		if derr != nil {
			t.Fatalf("%s reply does not decode: %v", channel, derr)
		}
		if err != nil {
			var e *pii.Error
			if !errors.As(err, &e) {
				t.Fatalf("untyped error %T %v", err, err)
			}
			if reply.Get("error") == nil {
				t.Fatalf("error without an error body")
			}
		}
	})
}
