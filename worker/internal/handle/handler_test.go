package handle

import (
	"bytes"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/piighost/piighost-nats/pii"
	"github.com/piighost/piighost-nats/wire"
)

// TestAPanicIsAnInternalErrorOfItsMessageAlone: a panic while processing
// one message becomes an internal error for it, logged with its stack,
// and the in-flight gauge comes back down; an error is passed on as it
// is.
func TestAPanicIsAnInternalErrorOfItsMessageAlone(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	m := NewMetrics(prometheus.NewRegistry())
	h := New(Config{Log: slog.New(slog.NewTextHandler(&log, nil)), Metrics: m})
	failed := errors.New("failed")
	for _, tc := range []struct {
		name     string
		fn       func() error
		panicked bool
		want     func(error) bool
	}{
		{"a panic is an internal error", func() error { panic("jane.doe@example.com") }, true, func(err error) bool { return pii.CodeOf(err) == pii.CodeInternal }},
		{"an error is the message's", func() error { return failed }, false, func(err error) bool { return errors.Is(err, failed) }},
		{"a success is none", func() error { return nil }, false, func(err error) bool { return err == nil }},
	} {
		panicked, err := h.Safely(wire.ModelOut, tc.fn)
		if panicked != tc.panicked || !tc.want(err) {
			t.Errorf("%s: panicked %v, %v; want %v", tc.name, panicked, err, tc.panicked)
		}
		if got := value(t, m.inflight); got != 0 {
			t.Errorf("%s: %v in flight after it, want 0", tc.name, got)
		}
	}
	if !strings.Contains(log.String(), "panic while processing a message") || strings.Contains(log.String(), "jane") {
		t.Errorf("the panic is not logged by its type alone:\n%s", log.String())
	}
}

// TestFailuresAreLoggedWithoutContent: invented tokens are counted, not
// shown; any error that is not the module's is an internal error.
func TestFailuresAreLoggedWithoutContent(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"invented tokens are counted", &pii.Error{Code: pii.CodeInventedPlaceholder, Message: "<<PERSON:9>> Jane", Tokens: []string{"<<PERSON:9>>"}}, "restored text holds 1 or more tokens the thread never issued"},
		{"an error of another kind is internal", errors.New("jane.doe@example.com"), "internal error"},
	} {
		if got := SafeMessage(tc.err); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
