package gateway_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/internal/natstest"
)

// errorOf reads a provider error body: OpenAI's {"error":{code}} or
// Anthropic's {"type":"error","error":{type}}.
func errorOf(t testing.TB, body []byte) (typ, code string) {
	t.Helper()
	var e struct {
		Type  string
		Error struct{ Type, Code, Message string }
	}
	if err := json.Unmarshal(body, &e); err != nil || e.Error.Message == "" {
		t.Fatalf("not a provider error: %v: %s", err, body)
	}
	return e.Error.Type, e.Error.Code
}

func TestTheGatewayFailsClosed(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	bare := natstest.Run(t, nil) // a server no worker serves
	up := newUpstream(t, answerJSON(completion(answerModel, argsModel)))
	gw := newGateway(t, e.client, up, func(c *gateway.Config) { c.MaxBody = 4096 })
	noWorker := newGateway(t, newClient(t, bare.ClientURL()), up)
	openAI, msgs := "/v1/chat/completions", "/v1/messages"
	for _, tc := range []struct {
		name   string
		url    string
		body   string
		status int
		code   string
		typ    string
	}{
		{"no worker answers: 503", noWorker.URL + openAI, openAIBody(userText, ""), 503, "unavailable", "server_error"},
		{"no worker answers, Anthropic's shape", noWorker.URL + msgs, anthropicBody(userText, ""), 503, "", "api_error"},
		{"a body that is not JSON: 400", gw.URL + openAI, `{"messages": [`, 400, "invalid_request", "invalid_request_error"},
		{"a key twice: 400", gw.URL + openAI, `{"messages":[{"role":"user","content":"x","content":"` + email + `"}]}`, 400, "invalid_request", "invalid_request_error"},
		{"invalid UTF-8: 400", gw.URL + openAI, "{\"messages\":[{\"role\":\"user\",\"content\":\"\xff\"}]}", 400, "invalid_request", "invalid_request_error"},
		{"messages of the wrong type: 400", gw.URL + msgs, `{"messages":"` + email + `"}`, 400, "", "invalid_request_error"},
		{"an unknown role: 400", gw.URL + openAI, `{"messages":[{"role":"boss","content":"` + email + `"}]}`, 400, "invalid_request", "invalid_request_error"},
		{"a body over the limit: 413", gw.URL + openAI, openAIBody(strings.Repeat(email+" ", 400), ""), 413, "body_too_large", "invalid_request_error"},
		{"a body over the limit, Anthropic's shape", gw.URL + msgs, anthropicBody(strings.Repeat(email+" ", 400), ""), 413, "", "request_too_large"},
		{"an unknown path: 404", gw.URL + "/v1/embeddings", `{"input":"` + email + `"}`, 404, "not_found", "invalid_request_error"},
		{"the Responses API: 404", gw.URL + "/v1/responses", `{"input":"` + email + `"}`, 404, "not_found", "invalid_request_error"},
		{"a stored response's items: 404", gw.URL + "/v1/responses/resp_1/input_items", `{}`, 404, "not_found", "invalid_request_error"},
		{"the Conversations API: 404", gw.URL + "/v1/conversations", `{"items":[{"type":"message","role":"user","content":"` + email + `"}]}`, 404, "not_found", "invalid_request_error"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := post(t, tc.url, tc.body)
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tc.status, body)
			}
			typ, code := errorOf(t, body)
			if typ != tc.typ || tc.code != "" && code != tc.code {
				t.Errorf("error %s/%s, want %s/%s: %s", typ, code, tc.typ, tc.code, body)
			}
			if resp.Header.Get(gateway.ErrorCodeHeader) == "" {
				t.Error("no error code header")
			}
		})
	}
	if n := len(up.requests()); n != 0 {
		t.Errorf("%d requests reached the upstream", n)
	}
}

func TestAnInventedTokenWithholdsTheAnswerUnderRaise(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, answerJSON(completion("Hello <<PERSON:9>>", `{}`)))
	gw := newGateway(t, e.client, up)
	resp, body := post(t, gw.URL+"/v1/chat/completions", openAIBody(userText, ""))
	if resp.StatusCode != 422 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	if _, code := errorOf(t, body); code != "invented_placeholder" {
		t.Errorf("code %s", code)
	}
}

func TestAnInventedTokenIsDroppedUnderDrop(t *testing.T) {
	t.Parallel()
	e := newEnv(t, `invented = "drop"`)
	up := newUpstream(t, answerJSON(completion("Hello <<PERSON:9>>, <<EMAIL:1>>", `{"to":"<<EMAIL:7>>"}`)))
	gw := newGateway(t, e.client, up)
	_, body := post(t, gw.URL+"/v1/chat/completions", openAIBody(userText, ""))
	content, args := choice0(t, body)
	if content != "Hello , "+email || args["to"] != "" {
		t.Errorf("content %q args %v", content, args)
	}
}

func TestAStreamEndsWithAnErrorEventOnAnInventedToken(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, streamReply(openAIStream([]string{"Hello <<EMAIL:1>> and <<PER", "SON:9>>."}, []string{"{}"}), 0))
	gw := newGateway(t, e.client, up)
	resp := postStream(t, gw.URL+"/v1/chat/completions", openAIBody(userText, `,"stream":true`))
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	out := b.String()
	if !strings.Contains(out, `"content":"Hello `+email+` and "`) || !strings.Contains(out, `"code":"invented_placeholder"`) || strings.Contains(out, "[DONE]") || strings.Contains(out, `"content":"<<PER`) || strings.Contains(out, `"content":"SON`) {
		t.Errorf("stream:\n%s", out)
	}
}

func TestUpstreamErrorsPassBackAsTheyAre(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	const limited = `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request, b []byte) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Retry-After", "3")
		w.WriteHeader(429)
		_, _ = w.Write([]byte(limited))
	})
	gw := newGateway(t, e.client, up, func(c *gateway.Config) { c.MaxBody = 1 << 20 })
	resp, body := post(t, gw.URL+"/v1/chat/completions", openAIBody(userText, `,"stream":true`))
	if resp.StatusCode != 429 || string(body) != limited || resp.Header.Get("Retry-After") != "3" || resp.Header.Get(gateway.ErrorCodeHeader) != "" {
		t.Errorf("%d %v %s", resp.StatusCode, resp.Header, body)
	}
}

func TestClientKeysAndThreadNamespaces(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, answerJSON(completion("It is <<EMAIL:1>>", `{}`)))
	gw := newGateway(t, e.client, up, func(c *gateway.Config) {
		c.Auth = gateway.AuthKeys
		c.ClientKeys = map[string]string{"gk-alice": "alice", "gk-bob": "bob"}
	})
	url := gw.URL + "/v1/chat/completions"
	if resp, body := post(t, url, openAIBody(userText, "")); resp.StatusCode != 401 {
		t.Fatalf("no key: %d %s", resp.StatusCode, body)
	}
	if resp, _ := post(t, url, openAIBody(userText, ""), "Authorization", "Bearer gk-mallory"); resp.StatusCode != 401 {
		t.Fatalf("unknown key: %d", resp.StatusCode)
	}
	if n := len(up.requests()); n != 0 {
		t.Fatalf("%d refused requests reached the upstream", n)
	}
	resp, body := post(t, url, openAIBody(userText, ""), "Authorization", "Bearer gk-alice", gatewayThreadHeader, "shared-name")
	if content, _ := choice0(t, body); resp.StatusCode != 200 || content != "It is "+email {
		t.Fatalf("alice: %d %s", resp.StatusCode, body)
	}
	if got := up.requests()[0].Header.Get("Authorization"); got != "Bearer sk-upstream-openai" {
		t.Errorf("the upstream got key %q, want the gateway's", got)
	}
	// Bob names the same thread, but his namespace holds no <<EMAIL:1>>.
	resp, body = post(t, url, `{"model":"m","messages":[{"role":"user","content":"hi"}]}`, "Authorization", "Bearer gk-bob", gatewayThreadHeader, "shared-name")
	if resp.StatusCode != 422 || strings.Contains(string(body), email) {
		t.Errorf("bob read alice's value: %d %s", resp.StatusCode, body)
	}
}

func TestTheThreadMayBeNamedInMetadata(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, answerJSON(completion("ok", `{}`)))
	gw := newGateway(t, e.client, up)
	url := gw.URL + "/v1/chat/completions"
	resp, _ := post(t, url, openAIBody(userText, `,"metadata":{"piighost_thread":"conv-7","team":"a"}`))
	if resp.Header.Get(gatewayThreadHeader) != "conv-7" {
		t.Errorf("thread %q", resp.Header.Get(gatewayThreadHeader))
	}
	if b := string(up.requests()[0].Body); strings.Contains(b, "piighost_thread") || !strings.Contains(b, `"metadata":{"team":"a"}`) {
		t.Errorf("upstream got %s", b)
	}
	resp, body := post(t, url, openAIBody(userText, `,"metadata":{"piighost_thread":"conv-7"}`), gatewayThreadHeader, "conv-8")
	if resp.StatusCode != 400 {
		t.Errorf("header and metadata disagreeing: %d %s", resp.StatusCode, body)
	}
}

func TestModelsArePassedThrough(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "")
	up := newUpstream(t, answerJSON(`{"object":"list","data":[{"id":"gpt-test","object":"model"}]}`))
	gw := newGateway(t, e.client, up)
	for _, path := range []string{"/v1/models", "/v1/models/gpt-test"} {
		resp, err := http.Get(gw.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("%s: %d", path, resp.StatusCode)
		}
	}
	reqs := up.requests()
	if len(reqs) != 2 || reqs[0].URL != "/v1/models" || reqs[1].URL != "/v1/models/gpt-test" || reqs[0].Method != "GET" {
		t.Errorf("upstream got %+v", reqs)
	}
}
