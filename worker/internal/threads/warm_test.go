package threads

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/piighost/piighost-nats/config"
	"github.com/piighost/piighost-nats/internal/natstest"
	"github.com/piighost/piighost-nats/kvstore"
)

func TestWarmingLogsItsOutcomeButNotAStartInterrupted(t *testing.T) {
	t.Parallel()
	s := natstest.Run(t, nil)
	nc, err := nats.Connect(s.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	keys, err := kvstore.GenerateKeyFile(filepath.Join(t.TempDir(), "keys.json"))
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.DiscardHandler)
	st, err := OpenKV(t.Context(), config.Default(), js, keys, quiet, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.KV.Close()

	tests := []struct {
		name        string
		interrupted bool
		want        string
	}{
		{"a warm-up that ends says what it read", false, "blocks warmed"},
		{"a warm-up whose start was interrupted says nothing", true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(t.Context())
			if tt.interrupted {
				cancel()
			}
			defer cancel()
			var out bytes.Buffer
			warm(ctx, st.KV, slog.New(slog.NewTextHandler(&out, nil)))
			if tt.want == "" && out.Len() != 0 || !bytes.Contains(out.Bytes(), []byte(tt.want)) {
				t.Errorf("logged %q, want %q", out.String(), tt.want)
			}
		})
	}
}
