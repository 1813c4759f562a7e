package gateway_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piighost/piighost-nats/gateway/internal/sse"
)

const anthropicRequest = `{"model":"claude-test","max_tokens":100,"system":"Be brief.","messages":[{"role":"user","content":%s}],` +
	`"tools":[{"name":"send_email","input_schema":{"type":"object"}}]%s}`

func anthropicBody(user, extra string) string {
	u, _ := json.Marshal(user)
	return fmt.Sprintf(anthropicRequest, u, extra)
}

// message is an Anthropic message with a thinking block, a text and a
// tool use.
func message(text, input string) string {
	t, _ := json.Marshal(text)
	return `{"id":"msg_1","type":"message","role":"assistant","model":"claude-test","content":[` +
		`{"type":"thinking","thinking":"The user wants <<EMAIL:1>>","signature":"sig"},` +
		`{"type":"text","text":` + string(t) + `},{"type":"tool_use","id":"toolu_1","name":"send_email","input":` + input + `}],` +
		`"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":9,"output_tokens":7}}`
}

func readMessage(t testing.TB, body []byte) (thinking, text string, input map[string]any) {
	t.Helper()
	var m struct {
		Content []struct {
			Type, Text, Thinking string
			Input                map[string]any
		}
	}
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatalf("not a message: %v: %s", err, body)
	}
	for _, b := range m.Content {
		switch b.Type {
		case "thinking":
			thinking = b.Thinking
		case "text":
			text = b.Text
		case "tool_use":
			input = b.Input
		}
	}
	return thinking, text, input
}

func TestAnthropicAnswerIsRestoredAndThinkingStaysAsWritten(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, answerJSON(message(answerModel, argsModel)))
	gw := newGateway(t, e.client, up)

	resp, body := post(t, gw.URL+"/v1/messages", anthropicBody(userText, ""), "x-api-key", "sk-ant-client", "anthropic-version", "2023-06-01")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	thinking, text, input := readMessage(t, body)
	if text != answerClear || !sameJSON(input, argsClear) || thinking != "The user wants <<EMAIL:1>>" {
		t.Errorf("read %q %q %v", thinking, text, input)
	}
	reqs := up.requests()
	if reqs[0].URL != "/v1/messages" || reqs[0].Header.Get("X-Api-Key") != "sk-ant-client" || reqs[0].Header.Get("Anthropic-Version") != "2023-06-01" {
		t.Errorf("upstream got %s %v", reqs[0].URL, reqs[0].Header)
	}
	if !strings.Contains(string(reqs[0].Body), `"content":"`+userTextModel+`"`) || !strings.Contains(string(reqs[0].Body), `"system":"Be brief."`) {
		t.Errorf("upstream got %s", reqs[0].Body)
	}
	up.assertNoClear(t)
}

// TestAnthropicToolResultsGoThroughToolResult sends a second turn with the
// restored tool use and a tool_result block: the input goes back as
// tokens, the result de-identified, the thinking block as it was.
func TestAnthropicToolResultsGoThroughToolResult(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	turn := 0
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request, b []byte) {
		turn++
		if turn == 1 {
			answerJSON(message(answerModel, argsModel))(w, r, b)
			return
		}
		answerJSON(message("Added <<EMAIL:2>>.", `{}`))(w, r, b)
	})
	gw := newGateway(t, e.client, up)
	hdr := []string{"x-api-key", "sk-ant-client", "anthropic-version", "2023-06-01"}
	_, body := post(t, gw.URL+"/v1/messages", anthropicBody(userText, ""), hdr...)
	var first struct{ Content []json.RawMessage }
	_ = json.Unmarshal(body, &first)
	u, _ := json.Marshal(userText)
	history := `{"model":"claude-test","max_tokens":100,"system":"Be brief.","messages":[{"role":"user","content":` + string(u) + `},` +
		`{"role":"assistant","content":[` + string(first.Content[0]) + `,` + string(first.Content[1]) + `,` + string(first.Content[2]) + `]},` +
		`{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":[{"type":"text","text":"sent to ` + email + `; new contact marie@example.org"}]},` +
		`{"type":"text","text":"Thanks ` + person + `"}]}]}`
	resp, body := post(t, gw.URL+"/v1/messages", history, hdr...)
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	if _, text, _ := readMessage(t, body); text != "Added marie@example.org." {
		t.Errorf("turn 2 text = %q", text)
	}
	sent := string(up.requests()[1].Body)
	for _, want := range []string{
		`"thinking":"The user wants <<EMAIL:1>>","signature":"sig"`,
		`"text":"` + strings.ReplaceAll(answerModel, `<<`, `<<`) + `"`,
		`"to":"<<EMAIL:1>>"`, `"text":"sent to <<EMAIL:1>>; new contact <<EMAIL:2>>"`, `"text":"Thanks <<PERSON:1>>"`,
	} {
		if !strings.Contains(strings.ReplaceAll(sent, `": "`, `":"`), want) {
			t.Errorf("upstream turn 2 lacks %s:\n%s", want, sent)
		}
	}
	clearValues := append(clearValues, "marie@example.org")
	for _, v := range clearValues {
		if strings.Contains(sent, v) {
			t.Errorf("%q reached the upstream: %s", v, sent)
		}
	}
}

// anthropicStream is the SSE bytes of a streamed message whose text comes
// in the pieces texts and whose tool use's input comes in inputs.
func anthropicStream(texts, inputs []string) string {
	var b strings.Builder
	ev := func(name, data string) { b.WriteString("event: " + name + "\ndata: " + data + "\n\n") }
	ev("message_start", `{"type":"message_start","message":{"id":"msg_9","type":"message","role":"assistant","model":"claude-test","content":[],"stop_reason":null,"usage":{"input_tokens":9,"output_tokens":1}}}`)
	ev("content_block_start", `{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`)
	ev("ping", `{"type":"ping"}`)
	for _, t := range texts {
		j, _ := json.Marshal(t)
		ev("content_block_delta", `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":`+string(j)+`}}`)
	}
	ev("content_block_stop", `{"type":"content_block_stop","index":0}`)
	ev("content_block_start", `{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_1","name":"send_email","input":{}}}`)
	for _, in := range inputs {
		j, _ := json.Marshal(in)
		ev("content_block_delta", `{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":`+string(j)+`}}`)
	}
	ev("content_block_stop", `{"type":"content_block_stop","index":1}`)
	ev("message_delta", `{"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":7}}`)
	ev("message_stop", `{"type":"message_stop"}`)
	return b.String()
}

type anthropicStreamed struct {
	text, input string
	stop        string
	ended       bool
	names       []string
}

func readAnthropicStream(t testing.TB, resp *http.Response) anthropicStreamed {
	t.Helper()
	var s anthropicStreamed
	rd := sse.NewReader(bufio.NewReader(resp.Body))
	for {
		ev, err := rd.Next()
		if err != nil {
			break
		}
		var e struct {
			Type  string
			Index int
			Delta struct {
				Type, Text  string
				PartialJSON string `json:"partial_json"`
				StopReason  string `json:"stop_reason"`
			}
		}
		if err := json.Unmarshal([]byte(ev.Data), &e); err != nil || e.Type != ev.Name {
			t.Fatalf("malformed event %q: %q (%v)", ev.Name, ev.Data, err)
		}
		if s.ended {
			t.Fatalf("an event after message_stop: %s", ev.Data)
		}
		s.names = append(s.names, ev.Name)
		switch e.Type {
		case "error":
			t.Fatalf("error event: %s", ev.Data)
		case "content_block_delta":
			s.text += e.Delta.Text
			s.input += e.Delta.PartialJSON
		case "message_delta":
			s.stop = e.Delta.StopReason
		case "message_stop":
			s.ended = true
		}
	}
	return s
}

func TestEveryCutOfAnAnthropicStreamRestoresAsTheWholeAnswer(t *testing.T) {
	t.Parallel()
	for _, g := range grammars {
		t.Run(g.name, func(t *testing.T) {
			t.Parallel()
			everyCutOfAnAnthropicStream(t, g)
		})
	}
}

func everyCutOfAnAnthropicStream(t *testing.T, g grammar) {
	e := newEnv(t, g.toml())
	answerModel, argsModel := g.tokens(answerModel), g.tokens(argsModel)
	var reply func(w http.ResponseWriter, r *http.Request, b []byte)
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request, b []byte) { reply(w, r, b) })
	gw := newGateway(t, e.client, up)
	url := gw.URL + "/v1/messages"
	hdr := []string{"x-api-key", "sk-ant-client", gatewayThreadHeader, "anthropic-cuts"}

	reply = answerJSON(message(answerModel, argsModel))
	_, body := post(t, url, anthropicBody(userText, ""), hdr...)
	_, wantText, wantInput := readMessage(t, body)
	if wantText != g.tokens(answerClear) || !sameJSON(wantInput, argsClear) {
		t.Fatalf("the whole answer restored reads %q %v", wantText, wantInput)
	}

	check := func(what string, s anthropicStreamed) {
		t.Helper()
		var input map[string]any
		if err := json.Unmarshal([]byte(s.input), &input); err != nil {
			t.Fatalf("%s: the streamed input is not JSON: %v: %s", what, err, s.input)
		}
		if s.text != wantText || !sameJSON(input, wantInput) || s.stop != "tool_use" || !s.ended || s.names[0] != "message_start" {
			t.Fatalf("%s: read %+v\nwant %q %v", what, s, wantText, wantInput)
		}
	}
	streamBody := anthropicBody(userText, `,"stream":true`)
	for i := 0; i <= len(answerModel); i++ {
		if i < len(answerModel) && !utf8.RuneStart(answerModel[i]) {
			continue
		}
		j := (3 * i) % (len(argsModel) + 1)
		reply = streamReply(anthropicStream([]string{answerModel[:i], answerModel[i:]}, []string{argsModel[:j], argsModel[j:]}), 0)
		check(fmt.Sprintf("text cut at %d, input at %d", i, j), readAnthropicStream(t, postStream(t, url, streamBody, hdr...)))
	}
	for j := 0; j <= len(argsModel); j++ {
		reply = streamReply(anthropicStream([]string{answerModel}, []string{argsModel[:j], argsModel[j:]}), 0)
		check(fmt.Sprintf("input cut at %d", j), readAnthropicStream(t, postStream(t, url, streamBody, hdr...)))
	}
	raw := anthropicStream([]string{answerModel[:31], answerModel[31:]}, []string{argsModel[:40], argsModel[40:]})
	for k := 0; k <= len(raw); k += 7 {
		reply = streamReply(raw, k)
		check(fmt.Sprintf("transport cut at byte %d", k), readAnthropicStream(t, postStream(t, url, streamBody, hdr...)))
	}
	up.assertNoClear(t)
}
