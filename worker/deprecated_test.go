package worker

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/piighost/piighost-nats/config"
)

// lockedBuffer is a log written from several goroutines.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestSettingsThatNoLongerDoAnythingAreWarnedAbout: a configuration
// written for an earlier version still starts, and its start says which
// settings to remove; the defaults say nothing.
func TestSettingsThatNoLongerDoAnythingAreWarnedAbout(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		edit func(*config.Config)
		want string
	}{
		{"embedded_endpoints", func(c *config.Config) { c.NATS.EmbeddedEndpoints = config.EndpointsLoopback }, `[nats] embedded_endpoints = \"loopback\" has no effect`},
		{"embedded_replies", func(c *config.Config) { c.NATS.EmbeddedReplies = config.RepliesInProcess }, "[nats] embedded_replies is deprecated and has no effect"},
		{"the defaults", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cfg := config.Default()
			cfg.NATS.Listen = "127.0.0.1:0"
			cfg.NATS.DataDir = t.TempDir()
			cfg.HTTP.Listen = "off"
			cfg.Worker.Modes = []string{config.ModeService}
			if tc.edit != nil {
				tc.edit(cfg)
			}
			var log lockedBuffer
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			w, err := Start(ctx, cfg, WithLogger(NewLogger(&log, "warn")))
			if err != nil {
				t.Fatal(err)
			}
			if err := w.Shutdown(ctx); err != nil {
				t.Error(err)
			}
			got := log.String()
			if tc.want == "" && strings.Contains(got, "deprecated") || tc.want != "" && !strings.Contains(got, tc.want) {
				t.Errorf("log:\n%s\nwant %q", got, tc.want)
			}
		})
	}
}
