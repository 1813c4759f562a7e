package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	piiclient "github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/gateway"
)

// The gateway's workloads: an OpenAI client calling a fake provider in
// this process, directly (the baseline) or through the gateway (the
// worker side), one caller, a 1 KB prompt with three PII values in a
// thread that knows them (a new prompt every time, so detection runs).
// whole measures a completion that is not streamed, request to last byte;
// ttft a streamed one, request to the first byte of text. The provider
// answers with the prompt's three values (tokens through the gateway),
// so the gateway restores three tokens per answer.
func gatewayWorkloads() []Workload {
	return []Workload{&gatewayWorkload{stream: false}, &gatewayWorkload{stream: true}}
}

type gatewayWorkload struct {
	stream   bool
	provider *httptest.Server
	gw       *httptest.Server
	http     *http.Client
	thread   string
	n        int
}

func (w *gatewayWorkload) Name() string {
	if w.stream {
		return "gateway/openai/ttft"
	}
	return "gateway/openai/whole"
}

func (w *gatewayWorkload) Baseline() string { return "direct" }

// benchAnswer is the provider's answer to a prompt: its values, or
// their tokens, in a sentence.
func benchAnswer(prompt string) string {
	seg := prompt
	if a, b := strings.Index(prompt, "mail "), strings.Index(prompt, "; "); a >= 0 && b > a {
		seg = prompt[a:b]
	}
	return "I wrote with your " + seg + " and noted the reference; thanks for the details, " + filler[:120]
}

func (w *gatewayWorkload) Setup(ctx context.Context, env *Env) error {
	if w.gw != nil {
		return nil
	}
	w.provider = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		var req struct {
			Stream   bool
			Messages []struct{ Content string }
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) == 0 {
			http.Error(rw, "bad request", 400)
			return
		}
		answer := benchAnswer(req.Messages[len(req.Messages)-1].Content)
		if !req.Stream {
			rw.Header().Set("Content-Type", "application/json")
			a, _ := json.Marshal(answer)
			fmt.Fprintf(rw, `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":%s},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`, a)
			return
		}
		rw.Header().Set("Content-Type", "text/event-stream")
		fl := rw.(http.Flusher)
		words := strings.SplitAfter(answer, " ")
		for i := 0; i < len(words); i += 4 {
			d, _ := json.Marshal(strings.Join(words[i:min(i+4, len(words))], ""))
			fmt.Fprintf(rw, "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{\"content\":%s},\"finish_reason\":null}]}\n\n", d)
			fl.Flush()
		}
		fmt.Fprint(rw, "data: {\"id\":\"c1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n")
	}))
	c, err := piiclient.New(env.Conns[0])
	if err != nil {
		return err
	}
	g, err := gateway.New(gateway.Config{Auth: gateway.AuthNone, OpenAI: gateway.Upstream{BaseURL: w.provider.URL + "/v1"}}, c)
	if err != nil {
		return err
	}
	w.gw = httptest.NewServer(g)
	w.http = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	w.thread = env.Unique("gateway")
	// The thread learns the three values once.
	_, err = w.do(ctx, Worker)
	return err
}

func (w *gatewayWorkload) Run(ctx context.Context, env *Env, side Side, budget time.Duration) (Phase, error) {
	var p Phase
	start := time.Now()
	for time.Since(start) < budget && ctx.Err() == nil {
		lat, err := w.do(ctx, side)
		if err != nil {
			return p, err
		}
		p.Ops++
		p.Latencies = append(p.Latencies, lat)
	}
	p.Elapsed = time.Since(start)
	return p, nil
}

// do sends one request and returns its latency (to the last byte, or to
// the first byte of text when streamed), checking the answer holds the
// values.
func (w *gatewayWorkload) do(ctx context.Context, side Side) (time.Duration, error) {
	w.n++
	prompt := fmt.Sprintf("ref %s: mail %s, iban %s, phone %s; %s%s", letters(w.n), seedEmail, seedIBAN, seedPhone, filler, filler)
	p, _ := json.Marshal(prompt)
	body := fmt.Sprintf(`{"model":"m","stream":%t,"messages":[{"role":"system","content":"Be brief."},{"role":"user","content":%s}]}`, w.stream, p)
	url := w.provider.URL + "/v1/chat/completions"
	if side == Worker {
		url = w.gw.URL + "/v1/chat/completions"
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(gateway.ThreadHeader, w.thread)
	t0 := time.Now()
	resp, err := w.http.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		b, _ := io.ReadAll(resp.Body)
		return 0, fmt.Errorf("%s: status %d: %s", w.Name(), resp.StatusCode, b)
	}
	want := benchAnswer(prompt)
	if !w.stream {
		b, err := io.ReadAll(resp.Body)
		lat := time.Since(t0)
		if err != nil {
			return 0, err
		}
		var c struct {
			Choices []struct{ Message struct{ Content string } }
		}
		if err := json.Unmarshal(b, &c); err != nil || len(c.Choices) == 0 || c.Choices[0].Message.Content != want {
			return 0, fmt.Errorf("%s: answer %s", w.Name(), b)
		}
		return lat, nil
	}
	var ttft time.Duration
	var got strings.Builder
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Bytes()
		if !bytes.HasPrefix(line, []byte("data: {")) {
			continue
		}
		var c struct {
			Choices []struct{ Delta struct{ Content string } }
		}
		if err := json.Unmarshal(line[len("data: "):], &c); err != nil {
			return 0, err
		}
		if len(c.Choices) > 0 && c.Choices[0].Delta.Content != "" {
			if ttft == 0 {
				ttft = time.Since(t0)
			}
			got.WriteString(c.Choices[0].Delta.Content)
		}
	}
	if got.String() != want {
		return 0, fmt.Errorf("%s: streamed %q, want %q", w.Name(), got.String(), want)
	}
	return ttft, nil
}
