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

// chunk is one OpenAI stream chunk with the fixture's envelope.
func chunk(delta string, finish string) string {
	f := "null"
	if finish != "" {
		f = `"` + finish + `"`
	}
	return `{"id":"chatcmpl-9","object":"chat.completion.chunk","created":1700000001,"model":"gpt-test","system_fingerprint":"fp_1",` +
		`"choices":[{"index":0,"delta":` + delta + `,"logprobs":null,"finish_reason":` + f + `}]}`
}

// openAIStream is the SSE bytes of a streamed completion whose text comes
// in the pieces texts and whose one tool call's arguments come in args.
func openAIStream(texts, args []string) string {
	var b strings.Builder
	ev := func(data string) { b.WriteString("data: " + data + "\n\n") }
	ev(chunk(`{"role":"assistant","content":""}`, ""))
	for _, t := range texts {
		j, _ := json.Marshal(t)
		ev(chunk(`{"content":`+string(j)+`}`, ""))
	}
	ev(chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":"send_email","arguments":""}}]}`, ""))
	for _, a := range args {
		j, _ := json.Marshal(a)
		ev(chunk(`{"tool_calls":[{"index":0,"function":{"arguments":`+string(j)+`}}]}`, ""))
	}
	ev(chunk(`{}`, "tool_calls"))
	ev(`{"id":"chatcmpl-9","object":"chat.completion.chunk","created":1700000001,"model":"gpt-test","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":7,"total_tokens":16}}`)
	ev("[DONE]")
	return b.String()
}

// streamReply answers with the bytes of body, cut in two writes at cut,
// flushed in between.
func streamReply(body string, cut int) func(w http.ResponseWriter, r *http.Request, b []byte) {
	return func(w http.ResponseWriter, r *http.Request, b []byte) {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(200)
		_, _ = w.Write([]byte(body[:cut]))
		w.(http.Flusher).Flush()
		_, _ = w.Write([]byte(body[cut:]))
	}
}

// streamed is what a client reads of a restored OpenAI stream.
type streamed struct {
	content string
	args    string
	finish  string
	usage   bool
	done    bool
	events  int
}

// readOpenAIStream reads a restored stream as a client would, checking
// that every event is well formed and keeps its envelope.
func readOpenAIStream(t testing.TB, resp *http.Response) streamed {
	t.Helper()
	var s streamed
	rd := sse.NewReader(bufio.NewReader(resp.Body))
	for {
		ev, err := rd.Next()
		if err != nil {
			break
		}
		s.events++
		if s.done {
			t.Fatalf("an event after [DONE]: %q", ev.Data)
		}
		if ev.Data == "[DONE]" {
			s.done = true
			continue
		}
		var c struct {
			ID      string
			Model   string
			Created int64
			Error   any
			Choices []struct {
				Index int
				Delta struct {
					Content   *string
					ToolCalls []struct {
						Index    int
						Function struct{ Arguments string }
					} `json:"tool_calls"`
				}
				FinishReason *string `json:"finish_reason"`
			}
			Usage any
		}
		if err := json.Unmarshal([]byte(ev.Data), &c); err != nil {
			t.Fatalf("event data is not JSON: %v: %q", err, ev.Data)
		}
		if c.Error != nil {
			t.Fatalf("error event: %s", ev.Data)
		}
		if c.ID != "chatcmpl-9" || c.Model != "gpt-test" || c.Created != 1700000001 {
			t.Fatalf("event lost its envelope: %s", ev.Data)
		}
		if c.Usage != nil {
			s.usage = true
		}
		for _, ch := range c.Choices {
			if ch.Delta.Content != nil {
				s.content += *ch.Delta.Content
			}
			for _, tc := range ch.Delta.ToolCalls {
				s.args += tc.Function.Arguments
			}
			if ch.FinishReason != nil {
				s.finish = *ch.FinishReason
			}
		}
	}
	return s
}

func postStream(t testing.TB, url, body string, headers ...string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("status %d, %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return resp
}

// TestEveryCutOfAnOpenAIStreamRestoresAsTheWholeAnswer streams the same
// answer cut at every point of its text and of its tool-call arguments,
// and at every byte of the event stream: the client always reads what the
// whole answer restored reads, and each event keeps its envelope.
// The workers' delimiters are learned from them: with others than the
// defaults, a token cut between events is held back as well.
func TestEveryCutOfAnOpenAIStreamRestoresAsTheWholeAnswer(t *testing.T) {
	t.Parallel()
	for _, g := range grammars {
		t.Run(g.name, func(t *testing.T) {
			t.Parallel()
			everyCutOfAnOpenAIStream(t, g)
		})
	}
}

func everyCutOfAnOpenAIStream(t *testing.T, g grammar) {
	e := newEnv(t, g.toml())
	answerModel, argsModel := g.tokens(answerModel), g.tokens(argsModel)
	var reply func(w http.ResponseWriter, r *http.Request, b []byte)
	up := newUpstream(t, func(w http.ResponseWriter, r *http.Request, b []byte) { reply(w, r, b) })
	gw := newGateway(t, e.client, up)
	url := gw.URL + "/v1/chat/completions"
	hdr := []string{gatewayThreadHeader, "stream-cuts"}

	// The whole answer, restored: the reference.
	reply = answerJSON(completion(answerModel, argsModel))
	_, body := post(t, url, openAIBody(userText, ""), hdr...)
	wantContent, wantArgs := choice0(t, body)
	if wantContent != g.tokens(answerClear) || !sameJSON(wantArgs, argsClear) {
		t.Fatalf("the whole answer restored reads %q %v", wantContent, wantArgs)
	}

	check := func(what string, s streamed) {
		t.Helper()
		var args map[string]any
		if err := json.Unmarshal([]byte(s.args), &args); err != nil {
			t.Fatalf("%s: the streamed arguments are not JSON: %v: %s", what, err, s.args)
		}
		if s.content != wantContent || !sameJSON(args, wantArgs) || s.finish != "tool_calls" || !s.usage || !s.done {
			t.Fatalf("%s: read %+v\nwant content %q args %v", what, s, wantContent, wantArgs)
		}
	}
	streamBody := openAIBody(userText, `,"stream":true,"stream_options":{"include_usage":true}`)
	for i := 0; i <= len(answerModel); i++ {
		if i < len(answerModel) && !utf8.RuneStart(answerModel[i]) {
			continue
		}
		j := i % (len(argsModel) + 1)
		reply = streamReply(openAIStream([]string{answerModel[:i], answerModel[i:]}, []string{argsModel[:j], argsModel[j:]}), 0)
		check(fmt.Sprintf("text cut at %d, arguments at %d", i, j), readOpenAIStream(t, postStream(t, url, streamBody, hdr...)))
	}
	for j := 0; j <= len(argsModel); j++ {
		reply = streamReply(openAIStream([]string{answerModel}, []string{argsModel[:j], argsModel[j:]}), 0)
		check(fmt.Sprintf("arguments cut at %d", j), readOpenAIStream(t, postStream(t, url, streamBody, hdr...)))
	}
	// One character per event.
	var texts, args []string
	for _, r := range answerModel {
		texts = append(texts, string(r))
	}
	for _, r := range argsModel {
		args = append(args, string(r))
	}
	reply = streamReply(openAIStream(texts, args), 0)
	check("one character per event", readOpenAIStream(t, postStream(t, url, streamBody, hdr...)))
	// Every byte of the transport.
	raw := openAIStream([]string{answerModel[:20], answerModel[20:]}, []string{argsModel[:15], argsModel[15:]})
	for k := 0; k <= len(raw); k += 7 {
		reply = streamReply(raw, k)
		check(fmt.Sprintf("transport cut at byte %d", k), readOpenAIStream(t, postStream(t, url, streamBody, hdr...)))
	}
	up.assertNoClear(t)
}
