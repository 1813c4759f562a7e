package gateway_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// userText is the fixture's first user message.
const userText = "Write to " + email + " for " + person + " in " + place + ", cc " + quoted

// userTextModel is userText as the model must see it.
const userTextModel = "Write to <<EMAIL:1>> for <<PERSON:1>> in <<LOCATION:1>>, cc <<PERSON:2>>"

// The model's answer in the fixtures: a text and a tool call on tokens.
const (
	answerModel   = "I wrote to <<EMAIL:1>> for <<PERSON:1>>; cout << x; bye <<PERSON:2>>"
	answerClear   = "I wrote to " + email + " for " + person + "; cout << x; bye " + quoted
	argsModel     = `{"to": "<<EMAIL:1>>", "body": "Dear <<PERSON:2>> in <<LOCATION:1>>", "n": 3, "tags": ["<<PERSON:1>>", true]}`
	openAIRequest = `{"model":"gpt-test","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":%s}],` +
		`"tools":[{"type":"function","function":{"name":"send_email","parameters":{"type":"object"}}}]%s}`
)

// argsClear is argsModel restored, as a value.
var argsClear = map[string]any{"to": email, "body": "Dear " + quoted + " in " + place, "n": 3.0, "tags": []any{person, true}}

func openAIBody(user string, extra string) string {
	u, _ := json.Marshal(user)
	return fmt.Sprintf(openAIRequest, u, extra)
}

// completion is a chat completion with a text and a tool call.
func completion(content, args string) string {
	c, _ := json.Marshal(content)
	a, _ := json.Marshal(args)
	return `{"id":"chatcmpl-1","object":"chat.completion","created":1700000000,"model":"gpt-test","choices":[{"index":0,` +
		`"message":{"role":"assistant","content":` + string(c) + `,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"send_email","arguments":` + string(a) + `}}]},` +
		`"logprobs":null,"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":9,"completion_tokens":7,"total_tokens":16},"system_fingerprint":"fp_1"}`
}

func answerJSON(body string) func(w http.ResponseWriter, r *http.Request, b []byte) {
	return func(w http.ResponseWriter, r *http.Request, b []byte) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("X-Request-Id", "req-1")
		_, _ = w.Write([]byte(body))
	}
}

// choice0 reads the first choice's message of a completion.
func choice0(t testing.TB, body []byte) (content string, args map[string]any) {
	t.Helper()
	var c struct {
		Choices []struct {
			Message struct {
				Content   string
				ToolCalls []struct {
					Function struct{ Name, Arguments string }
				} `json:"tool_calls"`
			}
		}
	}
	if err := json.Unmarshal(body, &c); err != nil || len(c.Choices) == 0 {
		t.Fatalf("not a completion: %v\n%s", err, body)
	}
	m := c.Choices[0].Message
	if len(m.ToolCalls) > 0 {
		if err := json.Unmarshal([]byte(m.ToolCalls[0].Function.Arguments), &args); err != nil {
			t.Fatalf("the restored arguments are not JSON: %v\n%s", err, m.ToolCalls[0].Function.Arguments)
		}
	}
	return m.Content, args
}

func sameJSON(a, b any) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

func TestOpenAIAnswerIsRestoredAndTheUpstreamSeesOnlyTokens(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, answerJSON(completion(answerModel, argsModel)))
	gw := newGateway(t, e.client, up)

	resp, body := post(t, gw.URL+"/v1/chat/completions", openAIBody(userText, ""), "Authorization", "Bearer sk-client")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	content, args := choice0(t, body)
	if content != answerClear {
		t.Errorf("content = %q\nwant      %q", content, answerClear)
	}
	if !sameJSON(args, argsClear) {
		t.Errorf("arguments = %v, want %v", args, argsClear)
	}
	for _, k := range []string{`"id":"chatcmpl-1"`, `"created":1700000000`, `"usage":{"prompt_tokens":9`, `"system_fingerprint":"fp_1"`, `"finish_reason":"tool_calls"`} {
		if !strings.Contains(string(body), k) {
			t.Errorf("the envelope lost %s: %s", k, body)
		}
	}
	if !strings.HasPrefix(resp.Header.Get(gatewayThreadHeader), "auto-") || resp.Header.Get("X-Request-Id") != "req-1" {
		t.Errorf("headers: %v", resp.Header)
	}
	reqs := up.requests()
	if len(reqs) != 1 || reqs[0].URL != "/v1/chat/completions" || reqs[0].Header.Get("Authorization") != "Bearer sk-client" {
		t.Fatalf("upstream got %+v", reqs)
	}
	var sent struct {
		Messages []struct{ Role, Content string }
		Tools    []any
	}
	if err := json.Unmarshal(reqs[0].Body, &sent); err != nil {
		t.Fatal(err)
	}
	if sent.Messages[1].Content != userTextModel || sent.Messages[0].Content != "Be brief." || len(sent.Tools) != 1 {
		t.Errorf("upstream got %s", reqs[0].Body)
	}
	up.assertNoClear(t)
}

// TestAConversationKeepsItsTokensAcrossTwoGateways sends a first turn
// through one gateway and the next, with the restored history and a tool
// result, through another gateway with its own worker: the derived thread
// is the same, so are the tokens, and the tool's new value gets the next.
func TestAConversationKeepsItsTokensAcrossTwoGateways(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	startWorker(t, e.url, "")
	second := newClient(t, e.url)
	turn := 0
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request, b []byte) {
		turn++
		if turn == 1 {
			answerJSON(completion(answerModel, argsModel))(w, r, b)
			return
		}
		answerJSON(completion("Added <<EMAIL:2>> for <<PERSON:1>>.", `{}`))(w, r, b)
	})
	gwA := newGateway(t, e.client, up)
	gwB := newGateway(t, second, up)

	_, body := post(t, gwA.URL+"/v1/chat/completions", openAIBody(userText, ""), "Authorization", "Bearer sk-client")
	content, args := choice0(t, body)
	argsText, _ := json.Marshal(args)
	history := fmt.Sprintf(`{"model":"gpt-test","messages":[{"role":"system","content":"Be brief."},{"role":"user","content":%q},`+
		`{"role":"assistant","content":%q,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"send_email","arguments":%q}}]},`+
		`{"role":"tool","tool_call_id":"call_1","content":"sent to %s; new contact marie@example.org"}]}`, userText, content, string(argsText), email)
	resp, body := post(t, gwB.URL+"/v1/chat/completions", history, "Authorization", "Bearer sk-client")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	if content, _ := choice0(t, body); content != "Added marie@example.org for "+person+"." {
		t.Errorf("turn 2 content = %q", content)
	}
	reqs := up.requests()
	var sent struct {
		Messages []struct {
			Role, Content string
			ToolCalls     []struct{ Function struct{ Arguments string } } `json:"tool_calls"`
		}
	}
	if err := json.Unmarshal(reqs[1].Body, &sent); err != nil {
		t.Fatal(err)
	}
	if got := sent.Messages[2].Content; got != answerModel {
		t.Errorf("the restored answer went back as %q, want %q", got, answerModel)
	}
	var a map[string]any
	_ = json.Unmarshal([]byte(sent.Messages[2].ToolCalls[0].Function.Arguments), &a)
	if a["to"] != "<<EMAIL:1>>" || a["body"] != "Dear <<PERSON:2>> in <<LOCATION:1>>" {
		t.Errorf("the restored arguments went back as %v", a)
	}
	if got := sent.Messages[3].Content; got != "sent to <<EMAIL:1>>; new contact <<EMAIL:2>>" {
		t.Errorf("the tool result went up as %q", got)
	}
	if reqs[0].Header.Get(gatewayThreadHeader) != "" {
		t.Error("the thread header went upstream")
	}
	clearValues := append(clearValues, "marie@example.org")
	for _, r := range reqs {
		for _, v := range clearValues {
			if strings.Contains(string(r.Body), v) {
				t.Errorf("%q reached the upstream: %s", v, r.Body)
			}
		}
	}
}
