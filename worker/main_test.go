package worker

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain checks that the workers the tests started and stopped left
// no goroutine behind.
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("internal/poll.runtime_pollWait"))
}
