package gateway_test

import (
	"io"
	"strings"
	"testing"
)

// TestAStreamedEventWithoutATokenGoesOnAsItsBytesCame: an event whose
// texts hold no token (and nothing held before it) is sent as the
// upstream wrote it, spacing and escapes included; only an event the
// restoration changes is written anew.
func TestAStreamedEventWithoutATokenGoesOnAsItsBytesCame(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	for _, tc := range []struct {
		name, path, body string
		hdr              []string
		events           []string
	}{
		{"OpenAI", "/v1/chat/completions", openAIBody(userText, `,"stream":true`), nil, []string{
			`{ "id":"c1", "object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}`,
			`{"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"caf\u00e9 \u003cb\u003e \"q\" "},"finish_reason":null}]}`,
			`{"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"send_email","arguments":"{\"to\": \"nobody\"}"}}]},"finish_reason":null}]}`,
			`{"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`,
			`[DONE]`,
		}},
		{"Anthropic", "/v1/messages", anthropicBody(userText, `,"stream":true`), []string{"x-api-key", "sk-ant-client"}, []string{
			`{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"m","content":[],"stop_reason":null,"usage":{"input_tokens":1,"output_tokens":1}}}`,
			`{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`,
			`{"type":"content_block_delta", "index":0,"delta":{"type":"text_delta","text":"caf\u00e9 \u003cb\u003e"}}`,
			`{"type":"content_block_stop","index":0}`,
			`{"type":"message_stop"}`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			for _, ev := range tc.events {
				b.WriteString("data: " + ev + "\n\n")
			}
			up := newUpstream(t, streamReply(b.String(), len(b.String())))
			gw := newGateway(t, e.client, up)
			resp := postStream(t, gw.URL+tc.path, tc.body, append(tc.hdr, gatewayThreadHeader, "bytes-"+tc.name)...)
			got, err := io.ReadAll(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != b.String() {
				t.Errorf("the client read\n%s\nthe upstream wrote\n%s", got, b.String())
			}
		})
	}
}
