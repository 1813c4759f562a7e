package threads

import (
	"bytes"
	"context"
	"log/slog"
	"testing"

	"github.com/piighost/piighost-nats/config"
)

func TestWarmingLogsItsOutcomeButNotAStartInterrupted(t *testing.T) {
	t.Parallel()
	js, keys := serverAndKeys(t)
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
