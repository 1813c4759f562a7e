package gateway_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/gateway"
	"github.com/piighost/piighost-nats/worker"
)

// A gateway in front of a stand-in for OpenAI that answers with what it
// was shown: the provider sees a token, the client reads the address.
func ExampleNew() {
	dir, _ := os.MkdirTemp("", "piighost-gateway-example")
	defer os.RemoveAll(dir)
	cfg := config.Default()
	cfg.NATS.Listen, cfg.NATS.DataDir, cfg.HTTP.Listen = "127.0.0.1:0", dir, "off"
	cfg.Worker.Modes = []string{config.ModeService}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	w, err := worker.Start(ctx, cfg, worker.WithLogger(worker.NewLogger(io.Discard, "error")))
	if err != nil {
		panic(err)
	}
	defer w.Shutdown(ctx)
	nc, _ := nats.Connect(w.ClientURL())
	defer nc.Close()
	c, _ := client.New(nc)

	// The provider echoes the last message it received.
	provider := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		seen := string(body[strings.LastIndex(string(body), `"content":`)+len(`"content":`) : strings.LastIndex(string(body), `}]`)])
		fmt.Println("the provider sees:", seen)
		rw.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(rw, `{"id":"c1","object":"chat.completion","created":1,"model":"m","choices":[{"index":0,"message":{"role":"assistant","content":%s},"finish_reason":"stop"}]}`, seen)
	}))
	defer provider.Close()

	g, err := gateway.New(gateway.Config{OpenAI: gateway.Upstream{BaseURL: provider.URL + "/v1"}}, c)
	if err != nil {
		panic(err)
	}
	srv := httptest.NewServer(g)
	defer srv.Close()

	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/v1/chat/completions",
		strings.NewReader(`{"model":"m","messages":[{"role":"user","content":"Write to jane.doe@example.com"}]}`))
	req.Header.Set(gateway.ThreadHeader, "demo")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Println("the client reads:", string(body[strings.Index(string(body), `"content":`):strings.Index(string(body), `},"finish`)]))
	// Output:
	// the provider sees: "Write to <<EMAIL:1>>"
	// the client reads: "content":"Write to jane.doe@example.com"
}
